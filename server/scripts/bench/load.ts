/**
 * The load generator, run as its own process by feed-bench.ts so that it does not share an event
 * loop with the server: `tsx scripts/bench/load.ts '<json LoadOptions>'`. Drives the server with
 * autocannon, every request signed in as the next member of a shuffled list (many members in
 * parallel), and prints one line of JSON (LoadResult) at the end.
 */
import autocannon from 'autocannon';
import { BARE_SESSION_PATH, percentile } from './common.ts';
import { benchToken } from './generate.ts';

/** 'bare-session': GET /session of the bare Fastify server (bare-fastify.ts), signed in the same way. */
export type ScenarioKind = 'feed' | 'mix' | 'friends-plus' | 'everyone' | 'bare-session';

export interface LoadOptions {
  url: string;
  kind: ScenarioKind;
  members: number;
  connections: number;
  durationSeconds: number;
  /** Requests per second across all connections; unlimited when absent. */
  rate?: number;
  /** In the mix, the share of shown items that are liked (the rest are skipped). */
  likeShare?: number;
}

export interface KindFigures {
  count: number;
  non2xx: number;
  p50: number;
  p99: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Feed answers without an item (the member has seen everything). */
  emptyFeeds: number;
  byKind: Record<string, KindFigures>;
  statusCodes: Record<string, number>;
}

interface Context {
  token?: string;
  itemId?: number;
  action?: 'like' | 'skip';
  sentAt?: number;
}

/** A deterministic shuffle (xorshift), so that runs visit members in the same spread order. */
function shuffledMembers(count: number, seed: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index + 1);
  let state = seed >>> 0 || 1;
  for (let index = order.length - 1; index > 0; index--) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const other = (state >>> 0) % (index + 1);
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return order;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const members = shuffledMembers(options.members, 0x5eed + options.kind.length);
  let next = Math.floor(Math.random() * members.length);
  const nextToken = () => benchToken(members[next++ % members.length] as number);
  const timings = new Map<string, { ms: number[]; non2xx: number }>();
  const statusCodes: Record<string, number> = {};
  let emptyFeeds = 0;
  const record = (kind: string, status: number, context: Context) => {
    let entry = timings.get(kind);
    if (!entry) {
      entry = { ms: [], non2xx: 0 };
      timings.set(kind, entry);
    }
    if (context.sentAt !== undefined) entry.ms.push(performance.now() - context.sentAt);
    if (status < 200 || status > 299) entry.non2xx++;
    statusCodes[`${kind} ${status}`] = (statusCodes[`${kind} ${status}`] ?? 0) + 1;
  };
  const feedType = { 'friends-plus': 3, everyone: 1 }[options.kind as string] ?? 2;
  const bare = options.kind === 'bare-session';
  const likeShare = options.likeShare ?? 0.3;

  const feedRequest: autocannon.Request = {
    method: 'GET',
    path: bare ? BARE_SESSION_PATH : `/api/v1/explore-item?type=${feedType}`,
    setupRequest: (request, context: Context) => {
      context.token = nextToken();
      context.itemId = undefined;
      context.sentAt = performance.now();
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${context.token}` } };
    },
    onResponse: (status, body, context: Context) => {
      record(bare ? 'session' : 'explore-item', status, context);
      if (status !== 200 || bare) return;
      const item = (JSON.parse(body) as { Item: { ID: number } | null }).Item;
      if (item) context.itemId = item.ID;
      else emptyFeeds++;
    },
  };
  const answerRequest: autocannon.Request = {
    method: 'POST',
    setupRequest: (request, context: Context) => {
      // Nothing shown (or an error): start again with the next member.
      if (context.itemId === undefined || context.token === undefined) return null as never;
      const action = Math.random() < likeShare ? 'like' : 'skip';
      context.action = action;
      context.sentAt = performance.now();
      return {
        ...request,
        path: `/api/v1/items/${context.itemId}/${action}`,
        headers: { ...request.headers, authorization: `Bearer ${context.token}` },
      };
    },
    onResponse: (status, _body, context: Context) => record(context.action ?? 'answer', status, context),
  };

  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    // autocannon paces a rate in one-second windows (each connection sends its share at the start
    // of each second), and its coordinated-omission correction assumes an interval of
    // ceil(1 / rate) ms = 1 ms, which would fill the histogram with made-up values: turn it off.
    ...(options.rate ? { overallRate: options.rate, ignoreCoordinatedOmission: true } : {}),
    requests: options.kind === 'mix' ? [feedRequest, answerRequest] : [feedRequest],
  });

  const byKind: Record<string, KindFigures> = {};
  for (const [kind, entry] of timings) {
    const sorted = entry.ms.sort((left, right) => left - right);
    byKind[kind] = {
      count: sorted.length,
      non2xx: entry.non2xx,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    emptyFeeds,
    byKind,
    statusCodes,
  };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  runLoad(options).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
