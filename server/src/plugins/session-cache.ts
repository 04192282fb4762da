/**
 * The sessions this process has looked up lately, so that a signed-in call does not ask the
 * database each time. It is kept true through the bus: whatever ends a member's sessions or changes
 * what they grant (a sign-out, a password change or reset, a suspension, a deletion, the admin role)
 * calls `changed(userId)` after its commit, which forgets the member here at once and in every other
 * process through the bus. The cache is used only while the bus hears every change: from the loss
 * of its connection until it listens again nothing is read from it or kept, and it starts empty
 * again, since changes may have gone by unheard. See docs/decisions.md ("The session cache").
 */
import type { SessionChanges } from '../lib/chat-bus.ts';
import type { SessionKey, SessionRow, SessionSource } from './auth.ts';

/**
 * How long an entry is trusted without the database: the bound on how stale it can be should a
 * change not reach this process (its sender stopped between its commit and its publish, or could
 * not reach Redis while this process could).
 */
export const SESSION_CACHE_TTL_MS = 60_000;
/** The most sessions kept: about 300 bytes each. */
export const SESSION_CACHE_MAX = 20_000;

interface Entry {
  row: SessionRow;
  /** The clock's time after which the database is asked again. */
  until: number;
}

export class SessionCache implements SessionSource {
  /** By token hash, oldest first: every entry lives as long, so the first is the first to go. */
  private readonly entries = new Map<string, Entry>();
  /** Moves on at each change heard or missed: a lookup that began before it keeps nothing. */
  private epoch = 0;
  private hearing = false;
  private readonly stopListening: () => void;

  /**
   * `read` asks the database. Without `changes` (several processes may share the database and
   * nothing would tell them) nothing is kept.
   */
  constructor(
    private readonly read: (key: SessionKey) => Promise<SessionRow | undefined>,
    private readonly changes: SessionChanges | null,
    private readonly options = { ttlMs: SESSION_CACHE_TTL_MS, max: SESSION_CACHE_MAX },
  ) {
    this.stopListening =
      changes?.listenSessionChanges({
        changed: (userId) => this.forget(userId),
        deaf: () => {
          this.hearing = false;
          this.clear();
        },
        heard: () => {
          if (this.hearing) return;
          this.clear();
          this.hearing = true;
        },
      }) ?? (() => {});
  }

  /** The session the key names: from here when known and fresh, else from the database, kept for next time. */
  async lookUp(key: SessionKey): Promise<SessionRow | undefined> {
    const now = key.now.getTime();
    if (this.hearing) {
      const entry = this.entries.get(key.tokenHash);
      if (entry && entry.until > now && entry.row.expiresAt.getTime() > now) return entry.row;
      if (entry) this.entries.delete(key.tokenHash);
    }
    const epoch = this.epoch;
    const row = await this.read(key);
    // A change heard while the database answered may not be in what it answered.
    if (row && this.hearing && epoch === this.epoch) this.keep(key.tokenHash, row, now);
    return row;
  }

  /** The session was extended to `expiresAt`: kept so, so that it is not extended again. */
  extended(tokenHash: string, expiresAt: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.row = { ...entry.row, expiresAt };
  }

  /**
   * The member's sessions ended or grant something else now: forgotten in this process at once,
   * and in the others through the bus. Call after the commit.
   */
  async changed(userId: number): Promise<void> {
    this.forget(userId);
    await this.changes?.publishSessionChange(userId);
  }

  close(): void {
    this.stopListening();
    this.hearing = false;
    this.clear();
  }

  private keep(tokenHash: string, row: SessionRow, now: number): void {
    this.entries.delete(tokenHash);
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size < this.options.max && entry.until > now) break;
      this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { row, until: now + this.options.ttlMs });
  }

  private forget(userId: number): void {
    this.epoch += 1;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.row.id === userId) this.entries.delete(tokenHash);
    }
  }

  private clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
