/**
 * One young-generation collection once a burst of socket openings has gone quiet, so that an idle
 * process gives back the memory the burst made V8 take.
 *
 * A burst (a restart's reconnections, the bench's openings) grows V8's young generation to its
 * 32 MB, and V8 gives it back only at a young collection that finds the allocation of the last 5 s
 * low. An idle process with thousands of sockets allocates a few hundred KB a second, so its next
 * young collection comes 30 s or more after the burst; and V8's memory reducer, which would collect,
 * averages the allocation over the last ten collections, all of them the burst's, so it reads
 * "high alloc" the whole time. A young collection asked for once the openings have stopped for
 * longer than that 5 s window shrinks the young generation to 1 MB (docs/performance.md, "Where
 * the 165 MB go"). A full collection would not: V8 shrinks it only after a young one.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

/** Openings that count as a burst: fewer cannot have grown the young generation by much. */
export const BURST_OPENINGS = 500;
/** How long after the last opening the collection is asked for: longer than V8's 5 s window. */
export const QUIET_MS = 5500;

type Collect = () => void;

let exposed: Collect | null | undefined;

/**
 * V8's `gc` with a young collection, from a new context: `--expose-gc` set at run time gives it to
 * contexts made after, not to the main one. Null where V8 does not give it.
 */
export function youngCollection(): Collect | null {
  if (exposed === undefined) {
    v8.setFlagsFromString('--expose-gc');
    // Asked from a timer: where the flag did not take, this must answer null rather than throw.
    const gc: unknown = vm.runInNewContext('typeof gc === "function" ? gc : undefined');
    exposed = typeof gc === 'function' ? () => gc({ type: 'minor', execution: 'sync' }) : null;
  }
  return exposed;
}

/** How many times the collection is asked for while the young generation stays grown. */
export const COLLECTIONS_MAX = 3;
/** A young generation at or under this is V8's smallest (two 1 MB halves), or nearly. */
const YOUNG_SHRUNK_BYTES = 4 * 1024 * 1024;

function youngGenerationBytes(): number {
  return v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
}

/**
 * Counts openings, and asks for the collection once QUIET_MS pass without one after a burst; again
 * QUIET_MS later while the young generation has not shrunk (the seconds just after a burst can
 * still allocate over V8's threshold, 1 MB a second), at most COLLECTIONS_MAX times.
 */
export class QuietCollector {
  private openings = 0;
  private collections = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly collect: () => Collect | null = youngCollection,
    private readonly youngBytes: () => number = youngGenerationBytes,
  ) {}

  opened(): void {
    this.openings += 1;
    if (this.openings < BURST_OPENINGS) return;
    this.collections = 0;
    this.wait();
  }

  private wait(): void {
    if (this.timer) this.timer.refresh();
    else {
      this.timer = setTimeout(() => this.quiet(), QUIET_MS);
      // It must not hold a process open that is otherwise done.
      this.timer.unref();
    }
  }

  private quiet(): void {
    this.timer = undefined;
    this.openings = 0;
    const collect = this.collect();
    if (!collect) return;
    collect();
    this.collections += 1;
    if (this.collections < COLLECTIONS_MAX && this.youngBytes() > YOUNG_SHRUNK_BYTES) this.wait();
  }
}

/** The process's one collector: the chat and live sockets' openings count together. */
export const quietCollector = new QuietCollector();
