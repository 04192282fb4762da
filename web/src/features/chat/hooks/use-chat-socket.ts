/**
 * A chat's live connection: the socket (none for an ended match), whether the chat is on screen,
 * the partner's typing indicator, and the viewer's own typing sent to the partner. A socket the
 * server closed for good (a block ended the match) makes the chat read-only.
 */
import { type ChatServerEvent, TYPING_SEND_MS, TYPING_TIMEOUT_MS } from '@swapsies/contract';
import { type Dispatch, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { getChatTicket } from '../api/get-ticket.ts';
import { type ChatSocket, openChatSocket } from '../lib/chat-socket.ts';
import type { ChatAction } from '../lib/chat-state.ts';

export interface ChatSocketOptions {
  matchId: number;
  viewerId: number;
  open: boolean;
  readOnly: boolean;
  cursor: RefObject<number>;
  dispatch: Dispatch<ChatAction>;
}

export function useChatSocket({ matchId, viewerId, open, readOnly, cursor, dispatch }: ChatSocketOptions) {
  const socket = useRef<ChatSocket | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingSentAt = useRef<number | null>(null);
  const openRef = useRef(open);
  const [endedByServer, setEndedByServer] = useState(false);

  // Minimised, the chat is off screen: the server may notify of new messages again.
  useEffect(() => {
    openRef.current = open;
    socket.current?.sayVisibility();
  }, [open]);

  useEffect(() => {
    if (readOnly) return;
    const onEvent = (event: ChatServerEvent) => {
      if (event.type === 'typing' && event.userId !== viewerId) {
        clearTimeout(typingTimer.current);
        if (event.isTyping) {
          typingTimer.current = setTimeout(() => dispatch({ type: 'typing-expired' }), TYPING_TIMEOUT_MS);
        }
      }
      dispatch({ type: 'event', event, viewerId });
    };
    const opened = openChatSocket({
      matchId,
      getTicket: getChatTicket,
      cursor: () => cursor.current,
      isOpen: () => openRef.current,
      onConnected: () => dispatch({ type: 'connected' }),
      onEvent,
      onEnded: () => setEndedByServer(true),
    });
    socket.current = opened;
    return () => {
      opened.close();
      socket.current = null;
      clearTimeout(typingTimer.current);
    };
  }, [matchId, viewerId, readOnly, cursor, dispatch]);

  const stopTyping = useCallback(() => {
    if (typingSentAt.current === null) return;
    typingSentAt.current = null;
    socket.current?.send({ type: 'typing', isTyping: false });
  }, []);

  const typing = useCallback(() => {
    const now = Date.now();
    if (typingSentAt.current !== null && now - typingSentAt.current < TYPING_SEND_MS) return;
    // Not sent (the socket is still connecting): the next keystroke tries again rather than in 2 s.
    if (socket.current?.send({ type: 'typing', isTyping: true })) typingSentAt.current = now;
  }, []);

  return { typing, stopTyping, endedByServer };
}
