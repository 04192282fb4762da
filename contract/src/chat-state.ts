/**
 * A match's chat as a client holds it, and how answers and socket events change it: the web's chat
 * (web/src/features/chat/hooks/use-chat.ts) and the scale bench's simulated members run the same
 * reducer. Pure, and plain TypeScript: the client acts on what it asks for (fetchWanted).
 *
 * The cursor is the highest number (Seq) applied. GET answers merge by message ID (the newer
 * EventSeq wins) and move the cursor to their LastSeq; a socket event at or below the cursor is a
 * repeat and is dropped; a live event beyond cursor + 1 means one was lost, so it is not applied
 * and the gap is fetched after the cursor instead (the fetch brings it too). The replay that
 * follows hello skips numbers by design, so gaps count only once 'ready' said the socket is live.
 */
import type { ChatServerEvent, Message, MessagesAnswer, ReadMark } from './chat.ts';

/** A message shown before the server has it, keyed by the ClientID it is sent with. */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  failed: boolean;
}

export interface ChatState {
  messages: Record<number, Message>;
  pending: PendingMessage[];
  /** Each member's read mark, by UserID. */
  reads: Record<number, ReadMark>;
  cursor: number;
  /** The socket's replay is over: from now on a skipped number is a gap. */
  live: boolean;
  /** A gap was seen: the hook fetches after the cursor and the answer clears this. */
  fetchWanted: boolean;
  /** Set by the partner's typing events; the hook hides it TYPING_TIMEOUT_MS after the last. */
  partnerTyping: boolean;
}

export type ChatAction =
  | { type: 'page'; answer: MessagesAnswer }
  | { type: 'event'; event: ChatServerEvent; viewerId: number }
  /** The socket (re)opened and said hello: a replay comes before the next 'ready'. */
  | { type: 'connected' }
  | { type: 'typing-expired' }
  | { type: 'sending'; clientId: string; text: string; createdAt: string }
  | { type: 'send-failed'; clientId: string }
  /** The server's answer to a send, edit or delete: merged by ID, the cursor untouched (others may lie below it). */
  | { type: 'saved'; message: Message }
  | { type: 'read-locally'; mark: ReadMark };

export const initialChatState: ChatState = {
  messages: {},
  pending: [],
  reads: {},
  cursor: 0,
  live: false,
  fetchWanted: false,
  partnerTyping: false,
};

function mergeMessages(state: ChatState, incoming: readonly Message[]): Pick<ChatState, 'messages' | 'pending'> {
  const messages = { ...state.messages };
  for (const message of incoming) {
    const held = messages[message.ID];
    if (!held || held.EventSeq < message.EventSeq) messages[message.ID] = message;
  }
  const arrived = new Set(incoming.map((message) => message.ClientID).filter((id) => id !== null));
  const pending = state.pending.filter((message) => !arrived.has(message.clientId));
  return { messages, pending: pending.length === state.pending.length ? state.pending : pending };
}

function mergeRead(reads: Record<number, ReadMark>, mark: ReadMark): Record<number, ReadMark> {
  const held = reads[mark.UserID];
  // A mark only moves forward, whatever order its moves arrive in.
  if (held && held.UpTo >= mark.UpTo) return reads;
  return { ...reads, [mark.UserID]: mark };
}

function applyEvent(state: ChatState, event: ChatServerEvent, viewerId: number): ChatState {
  if (event.type === 'typing') {
    return event.userId === viewerId ? state : { ...state, partnerTyping: event.isTyping };
  }
  if (event.type === 'ready') {
    // A poll may already have gone beyond the replay: the cursor never moves back.
    return { ...state, live: true, cursor: Math.max(state.cursor, event.lastSeq) };
  }
  if (event.seq <= state.cursor) return state;
  if (state.live && event.seq > state.cursor + 1) return state.fetchWanted ? state : { ...state, fetchWanted: true };
  if (event.type === 'read') {
    const mark = { UserID: event.userId, UpTo: event.upTo, Seq: event.seq, ReadAt: event.readAt };
    return { ...state, reads: mergeRead(state.reads, mark), cursor: event.seq };
  }
  const typingEnds = event.type === 'message' && event.message.SenderID !== viewerId;
  return {
    ...state,
    ...mergeMessages(state, [event.message]),
    cursor: event.seq,
    // The partner's message ends their typing.
    partnerTyping: typingEnds ? false : state.partnerTyping,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'page': {
      const { answer } = action;
      let reads = state.reads;
      for (const mark of answer.Reads) reads = mergeRead(reads, mark);
      return {
        ...state,
        ...mergeMessages(state, answer.Messages),
        reads,
        cursor: Math.max(state.cursor, answer.LastSeq),
        fetchWanted: false,
      };
    }
    case 'event':
      return applyEvent(state, action.event, action.viewerId);
    case 'connected':
      return { ...state, live: false };
    case 'typing-expired':
      return state.partnerTyping ? { ...state, partnerTyping: false } : state;
    case 'sending': {
      const others = state.pending.filter((message) => message.clientId !== action.clientId);
      return {
        ...state,
        pending: [
          ...others,
          { clientId: action.clientId, text: action.text, createdAt: action.createdAt, failed: false },
        ],
      };
    }
    case 'send-failed':
      return {
        ...state,
        pending: state.pending.map((message) =>
          message.clientId === action.clientId ? { ...message, failed: true } : message,
        ),
      };
    case 'saved':
      return { ...state, ...mergeMessages(state, [action.message]) };
    case 'read-locally':
      return { ...state, reads: mergeRead(state.reads, action.mark) };
  }
}
