/**
 * The doorbell: carries chat events to every socket on a match, and live events to every live
 * socket of a member, in this process or (with REDIS_URL) in every API process, and knows who is
 * watching a match's chat and who is online. It keeps no history: the database is the record, and
 * a client that misses an event sees a gap in the numbers and fetches it (realtime-and-exchange.md
 * §1, §4). Services publish only after their transaction commits.
 */
import { EventEmitter } from 'node:events';
import type { ChatServerEvent, LiveServerEvent } from '@swapsies/contract';

/** An event and its JSON, made once per process for all of its sockets. */
export type BusListener<Event> = (event: Event, json: string) => void;

/**
 * What a match's channel carries: the chat socket's events, and the word that closes every chat
 * socket on the match, in every process (a block: nothing more passes between the pair). The
 * closing word never reaches a client: each socket closes on it (chat.socket.ts).
 */
export type ChatBusEvent = ChatServerEvent | { type: 'close' };
/**
 * What a member's channel carries: their live events, and the word that closes every live socket
 * of theirs, in every process (a suspension ended their sessions). It never reaches a client.
 */
export type LiveBusEvent = LiveServerEvent | { type: 'close' };
type ChatListener = BusListener<ChatBusEvent>;
type LiveListener = BusListener<LiveBusEvent>;

/** Whether the bus hears every change, and the changes it hears. */
export interface SessionChangeListener {
  changed(userId: number): void;
  /** Changes may be missed from now on (the bus lost its connection). */
  deaf(): void;
  /** Every change is heard from now on. */
  heard(): void;
}

/** How the processes tell each other that a member's sessions changed. */
export interface SessionChanges {
  /** Tells every process, this one included. Call after the commit. */
  publishSessionChange(userId: number): Promise<void>;
  /** Listens; the listener is told `heard` once every change reaches it. Returns its undo. */
  listenSessionChanges(listener: SessionChangeListener): () => void;
}

/** Also carries the word that a member's sessions changed, for each process's session cache. */
export interface ChatBus extends SessionChanges {
  /** Rings every socket on the match, in every process. Call after the commit. */
  publish(matchId: number, event: ChatBusEvent): Promise<void>;
  /**
   * Listens to the match's events; resolves once the subscription is live, with its undo. Through
   * Redis, while it is away, it resolves once the subscription has failed: it is made when Redis is back.
   */
  subscribe(matchId: number, listener: ChatListener): Promise<() => Promise<void>>;
  /**
   * What a change in a chat makes, after its commit: rings every socket on the match with the
   * event, and every live socket of `members` with the chat's doorbell, in every process; answers
   * whether `watcher` has the chat on screen (false when none is asked about, or it cannot be known).
   * One command through Redis. Failures are logged, never thrown: the clients catch up.
   */
  publishChat(
    matchId: number,
    event: ChatBusEvent,
    members: readonly number[],
    watcher: number | null,
  ): Promise<boolean>;
  /** Rings every live socket of the member, in every process. Call after the commit. */
  publishToMember(userId: number, event: LiveBusEvent): Promise<void>;
  /** Listens to the member's live events; resolves as subscribe() does, with its undo. */
  subscribeMember(userId: number, listener: LiveListener): Promise<() => Promise<void>>;
  /**
   * Records whether one socket of the member has the match's chat open and on screen; a socket
   * that closes must be set false. Where shared, an entry names its process and counts while that
   * process's heartbeat does, so a dead process's sockets fade.
   */
  setWatching(matchId: number, userId: number, socketId: string, watching: boolean): Promise<void>;
  /** Whether any socket of the member, in any process, has the match's chat open and on screen. */
  isWatching(matchId: number, userId: number): Promise<boolean>;
  /**
   * Records whether one socket of the member is open (a live socket, or a chat socket on any match,
   * on screen or not): a member with one has the app open and is online, and gets no Web Push
   * (jobs/push-sender.ts). Held and refreshed as watching is.
   */
  setOnline(userId: number, socketId: string, online: boolean): Promise<void>;
  /** Whether any socket of the member, in any process, is open. */
  isOnline(userId: number): Promise<boolean>;
  /** Stops the bus as the process stops: from then on, none of this process's sockets counts. */
  close(): Promise<void>;
}

/** One process: an emitter, and the watching sockets in memory. */
export function createInProcessChatBus(): ChatBus {
  const emitter = new EventEmitter();
  // Every socket of a busy match listens on one channel.
  emitter.setMaxListeners(0);
  const watching = new Map<string, Set<string>>();
  const online = new Map<string, Set<string>>();
  const sessionListeners = new Set<SessionChangeListener>();
  const mark = (sets: Map<string, Set<string>>, key: string, socketId: string, on: boolean) => {
    const sockets = sets.get(key) ?? new Set<string>();
    if (on) sockets.add(socketId);
    else sockets.delete(socketId);
    if (sockets.size > 0) sets.set(key, sockets);
    else sets.delete(key);
  };
  const channel = (matchId: number) => `match:${matchId}`;
  const memberChannel = (userId: number) => `member:${userId}`;
  const watchKey = (matchId: number, userId: number) => `${matchId}:${userId}`;
  const emit = async (name: string, event: unknown) => {
    emitter.emit(name, event, JSON.stringify(event));
  };
  const listen = async <Event>(name: string, listener: BusListener<Event>) => {
    emitter.on(name, listener);
    return async () => {
      emitter.off(name, listener);
    };
  };
  return {
    publish: (matchId, event) => emit(channel(matchId), event),
    subscribe: (matchId, listener) => listen(channel(matchId), listener),
    publishToMember: (userId, event) => emit(memberChannel(userId), event),
    async publishChat(matchId, event, members, watcher) {
      const doorbell: LiveBusEvent = { type: 'chat', matchId };
      for (const userId of members) await emit(memberChannel(userId), doorbell);
      await emit(channel(matchId), event);
      return watcher !== null && watching.has(watchKey(matchId, watcher));
    },
    subscribeMember: (userId, listener) => listen(memberChannel(userId), listener),
    async setWatching(matchId, userId, socketId, isWatching) {
      mark(watching, watchKey(matchId, userId), socketId, isWatching);
    },
    async isWatching(matchId, userId) {
      return watching.has(watchKey(matchId, userId));
    },
    async setOnline(userId, socketId, isOnline) {
      mark(online, String(userId), socketId, isOnline);
    },
    async isOnline(userId) {
      return online.has(String(userId));
    },
    async publishSessionChange(userId) {
      for (const listener of sessionListeners) listener.changed(userId);
    },
    listenSessionChanges(listener) {
      sessionListeners.add(listener);
      // Nothing stands between this process and itself: every change is heard.
      listener.heard();
      return () => sessionListeners.delete(listener);
    },
    async close() {
      emitter.removeAllListeners();
      sessionListeners.clear();
      watching.clear();
      online.clear();
    },
  };
}
