/**
 * The session cache on its own, with the in-process bus and a stand-in for the database: what it
 * keeps, for how long, and what makes it forget.
 */
import { describe, expect, it } from 'vitest';
import { type ChatBus, createInProcessChatBus, type SessionChangeListener } from '../lib/chat-bus.ts';
import type { SessionKey, SessionRow } from './auth.ts';
import { SessionCache } from './session-cache.ts';

const start = new Date('2026-11-29T00:00:00Z');
const day = 24 * 60 * 60 * 1000;

/** A database of sessions by token hash, counting the lookups that reach it. */
function database() {
  const rows = new Map<string, SessionRow>();
  let reads = 0;
  let gate: Promise<void> | null = null;
  return {
    rows,
    reads: () => reads,
    /** The next lookups read their row, then wait for the returned release to answer it. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    async read(key: SessionKey): Promise<SessionRow | undefined> {
      reads += 1;
      const row = rows.get(key.tokenHash);
      if (gate) await gate;
      return row && row.expiresAt > key.now ? row : undefined;
    },
  };
}

function session(id: number, userId: number, expiresAt = new Date(start.getTime() + 30 * day)): SessionRow {
  return { sessionId: id, expiresAt, id: userId, type: 1, isAdmin: false };
}

function setUp(options?: { ttlMs: number; max: number }, bus: ChatBus | null = createInProcessChatBus()) {
  const db = database();
  const cache = new SessionCache((key) => db.read(key), bus, options);
  const at = (ms: number, tokenHash = 'a') => ({ tokenHash, now: new Date(start.getTime() + ms) });
  return { db, cache, at, bus };
}

describe('the session cache', () => {
  it('answers a session it has looked up from memory until its time is up', async () => {
    const { db, cache, at } = setUp({ ttlMs: 1000, max: 10 });
    db.rows.set('a', session(1, 10));
    expect(await cache.lookUp(at(0))).toMatchObject({ sessionId: 1, id: 10 });
    expect(await cache.lookUp(at(999))).toMatchObject({ sessionId: 1 });
    expect(db.reads()).toBe(1);
    expect(await cache.lookUp(at(1000))).toMatchObject({ sessionId: 1 });
    expect(db.reads()).toBe(2);
  });

  it('never answers a session past its expiry, nor keeps an unknown token', async () => {
    const { db, cache, at } = setUp();
    db.rows.set('a', session(1, 10, new Date(start.getTime() + 500)));
    expect(await cache.lookUp(at(0))).toBeDefined();
    expect(await cache.lookUp(at(500))).toBeUndefined();
    expect(await cache.lookUp(at(0, 'unknown'))).toBeUndefined();
    expect(await cache.lookUp(at(0, 'unknown'))).toBeUndefined();
    expect(db.reads()).toBe(4);
  });

  it('keeps an extended session as extended', async () => {
    const { db, cache, at } = setUp();
    db.rows.set('a', session(1, 10, new Date(start.getTime() + 500)));
    await cache.lookUp(at(0));
    cache.extended('a', new Date(start.getTime() + 2000));
    expect((await cache.lookUp(at(1000)))?.expiresAt).toEqual(new Date(start.getTime() + 2000));
    expect(db.reads()).toBe(1);
  });

  it('forgets every session of a member whose sessions changed, and no one else’s', async () => {
    const { db, cache, at } = setUp();
    db.rows.set('a', session(1, 10));
    db.rows.set('b', session(2, 10));
    db.rows.set('c', session(3, 11));
    for (const token of ['a', 'b', 'c']) await cache.lookUp(at(0, token));
    db.rows.delete('a');
    db.rows.delete('b');
    await cache.changed(10);
    expect(await cache.lookUp(at(1, 'a'))).toBeUndefined();
    expect(await cache.lookUp(at(1, 'b'))).toBeUndefined();
    expect(await cache.lookUp(at(1, 'c'))).toMatchObject({ sessionId: 3 });
    expect(db.reads()).toBe(5);
  });

  it('hears a change told by another cache on the same bus', async () => {
    const bus = createInProcessChatBus();
    const { db, cache, at } = setUp(undefined, bus);
    const other = new SessionCache(async () => undefined, bus);
    db.rows.set('a', session(1, 10));
    await cache.lookUp(at(0));
    db.rows.delete('a');
    await other.changed(10);
    expect(await cache.lookUp(at(1))).toBeUndefined();
  });

  it('keeps nothing a change may have overtaken: a lookup that began before the change', async () => {
    const { db, cache, at } = setUp();
    db.rows.set('a', session(1, 10));
    const release = db.hold();
    const inFlight = cache.lookUp(at(0));
    // The sign-out commits and is told while the database is still answering the lookup.
    db.rows.delete('a');
    await cache.changed(10);
    release();
    expect(await inFlight).toMatchObject({ sessionId: 1 });
    expect(await cache.lookUp(at(1))).toBeUndefined();
    expect(db.reads()).toBe(2);
  });

  it('holds no more than its bound, letting the oldest go first', async () => {
    const { db, cache, at } = setUp({ ttlMs: 60_000, max: 2 });
    for (const [index, token] of ['a', 'b', 'c'].entries()) {
      db.rows.set(token, session(index + 1, 10 + index));
      await cache.lookUp(at(index, token));
    }
    expect(db.reads()).toBe(3);
    await cache.lookUp(at(10, 'c'));
    await cache.lookUp(at(10, 'b'));
    expect(db.reads()).toBe(3);
    await cache.lookUp(at(10, 'a'));
    expect(db.reads()).toBe(4);
  });

  it('keeps nothing without a bus: other processes could not tell it', async () => {
    const { db, cache, at } = setUp(undefined, null);
    db.rows.set('a', session(1, 10));
    await cache.lookUp(at(0));
    await cache.lookUp(at(1));
    expect(db.reads()).toBe(2);
  });

  it('keeps nothing while its bus is deaf, and starts empty once it hears again', async () => {
    // A bus that says when it hears only when the test says so.
    let told: SessionChangeListener = { changed() {}, deaf() {}, heard() {} };
    const bus: ChatBus = {
      ...createInProcessChatBus(),
      listenSessionChanges(listener) {
        told = listener;
        return () => {};
      },
    };
    const { db, cache, at } = setUp(undefined, bus);
    db.rows.set('a', session(1, 10));
    await cache.lookUp(at(0));
    await cache.lookUp(at(1));
    expect(db.reads()).toBe(2);

    told.heard();
    await cache.lookUp(at(2));
    await cache.lookUp(at(3));
    expect(db.reads()).toBe(3);

    // Lost: a sign-out now would go unheard.
    told.deaf();
    await cache.lookUp(at(4));
    await cache.lookUp(at(5));
    expect(db.reads()).toBe(5);

    db.rows.delete('a');
    told.heard();
    expect(await cache.lookUp(at(6))).toBeUndefined();
  });
});
