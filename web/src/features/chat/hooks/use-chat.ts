/**
 * One match's chat while it is open: its history (first load, poll, catch-up), its socket (live
 * events and typing), and its writes (send, edit, delete, read marks). What arrives goes through
 * chatReducer, so an answer, a poll and a socket event bringing the same change show it once.
 */
import { useReducer } from 'react';
import { type ChatState, chatReducer, initialChatState, type PendingMessage } from '../lib/chat-state.ts';
import { useChatHistory } from './use-chat-history.ts';
import { useChatSocket } from './use-chat-socket.ts';
import { useChatWrites, useReadMark } from './use-chat-writes.ts';

export interface UseChatOptions {
  matchId: number;
  viewerId: number;
  /** On screen (not minimised): reading then moves the viewer's mark. */
  open: boolean;
  /** An ended match: its history loads, but no socket, typing or writes. */
  readOnly: boolean;
}

export interface Chat {
  state: ChatState;
  /** No writes: the match had ended, or the server has just closed its chat for good. */
  readOnly: boolean;
  loading: boolean;
  send: (text: string) => void;
  retry: (message: PendingMessage) => void;
  edit: (messageId: number, text: string) => Promise<boolean>;
  remove: (messageId: number) => Promise<boolean>;
  /** The viewer typed: says so to the partner at most every TYPING_SEND_MS. */
  typing: () => void;
  /** The viewer sent or left the composer. */
  stopTyping: () => void;
}

export function useChat({ matchId, viewerId, open, readOnly }: UseChatOptions): Chat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const { cursor, loading } = useChatHistory(matchId, state, dispatch);
  const { typing, stopTyping, endedByServer } = useChatSocket({ matchId, viewerId, open, readOnly, cursor, dispatch });
  useReadMark({ matchId, viewerId, state, reading: open && !loading });
  const { send, retry, edit, remove } = useChatWrites(matchId, dispatch, stopTyping);
  return { state, readOnly: readOnly || endedByServer, loading, send, retry, edit, remove, typing, stopTyping };
}
