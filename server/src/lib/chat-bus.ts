/**
 * The chat's doorbell: carries chat events to every socket on a match, in this process or (with
 * REDIS_URL) in every API process, and knows who is watching a match's chat. It keeps no history:
 * the database is the record, and a client that misses an event sees a gap in the numbers and
 * fetches it (realtime-and-exchange.md §1). Services publish only after their transaction commits.
 */
import { EventEmitter } from 'node:events';
import type { ChatServerEvent } from '@swapsies/contract';

/** An event and its JSON, made once per process for all of its sockets. */
export type ChatListener = (event: ChatServerEvent, json: string) => void;

export interface ChatBus {
  /** Rings every socket on the match, in every process. Call after the commit. */
  publish(matchId: number, event: ChatServerEvent): Promise<void>;
  /** Listens to the match's events; resolves once the subscription is live, with its undo. */
  subscribe(matchId: number, listener: ChatListener): Promise<() => Promise<void>>;
  /**
   * Records whether one socket of the member has the match's chat open and on screen; a socket
   * that closes must be set false. Held with an expiry where shared, so a dead process's sockets
   * fade; the bus keeps its own process's entries fresh until they are set false.
   */
  setWatching(matchId: number, userId: number, socketId: string, watching: boolean): Promise<void>;
  /** Whether any socket of the member, in any process, has the match's chat open and on screen. */
  isWatching(matchId: number, userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** One process: an emitter, and the watching sockets in memory. */
export function createInProcessChatBus(): ChatBus {
  const emitter = new EventEmitter();
  // Every socket of a busy match listens on one channel.
  emitter.setMaxListeners(0);
  const watching = new Map<string, Set<string>>();
  const channel = (matchId: number) => `match:${matchId}`;
  const watchKey = (matchId: number, userId: number) => `${matchId}:${userId}`;
  return {
    async publish(matchId, event) {
      emitter.emit(channel(matchId), event, JSON.stringify(event));
    },
    async subscribe(matchId, listener) {
      emitter.on(channel(matchId), listener);
      return async () => {
        emitter.off(channel(matchId), listener);
      };
    },
    async setWatching(matchId, userId, socketId, isWatching) {
      const key = watchKey(matchId, userId);
      const sockets = watching.get(key) ?? new Set<string>();
      if (isWatching) sockets.add(socketId);
      else sockets.delete(socketId);
      if (sockets.size > 0) watching.set(key, sockets);
      else watching.delete(key);
    },
    async isWatching(matchId, userId) {
      return watching.has(watchKey(matchId, userId));
    },
    async close() {
      emitter.removeAllListeners();
      watching.clear();
    },
  };
}
