/**
 * One match's chat while it is open: the first load, the socket, the fallback poll, the typing
 * indicator, read marking and the writes. What arrives goes through chatReducer, so an answer,
 * a poll and a socket event bringing the same change show it once.
 */
import {
  type ChatServerEvent,
  chatMessages,
  MESSAGE_POLL_MS,
  type Message,
  TYPING_SEND_MS,
  TYPING_TIMEOUT_MS,
} from '@swapsies/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { MATCHES_KEY } from '@/data/matches.ts';
import { NOTIFICATIONS_KEY } from '@/data/unread.ts';
import { deleteMessage } from '@/features/chat/api/delete-message.ts';
import { editMessage } from '@/features/chat/api/edit-message.ts';
import { getMessages } from '@/features/chat/api/get-messages.ts';
import { getChatTicket } from '@/features/chat/api/get-ticket.ts';
import { markChatRead } from '@/features/chat/api/mark-read.ts';
import { newClientId, sendMessage } from '@/features/chat/api/send-message.ts';
import { type ChatSocket, openChatSocket } from '@/features/chat/lib/chat-socket.ts';
import {
  type ChatState,
  chatReducer,
  initialChatState,
  latestPartnerSeq,
  type PendingMessage,
  readUpTo,
} from '@/features/chat/lib/chat-state.ts';
import { describeError } from '@/lib/describe-error.ts';

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

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageVisible = () => document.visibilityState === 'visible';

export function useChat({ matchId, viewerId, open, readOnly }: UseChatOptions): Chat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [loading, setLoading] = useState(true);
  const visible = useSyncExternalStore(subscribeToVisibility, pageVisible, () => true);
  const toast = useToast();
  const queryClient = useQueryClient();
  const cursor = useRef(0);
  const fetching = useRef(false);
  const fetchAgain = useRef(false);
  const socket = useRef<ChatSocket | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingSentAt = useRef<number | null>(null);
  const markRequested = useRef(0);
  const openRef = useRef(open);

  // Minimised, the chat is off screen: the server may notify of new messages again.
  useEffect(() => {
    openRef.current = open;
    socket.current?.sayVisibility();
  }, [open]);

  useEffect(() => {
    cursor.current = Math.max(cursor.current, state.cursor);
  }, [state.cursor]);

  /** Fetches every change after the cursor, page by page; a call made while one runs makes it go again. */
  const fetchChanges = useCallback(async (): Promise<void> => {
    if (fetching.current) {
      fetchAgain.current = true;
      return;
    }
    fetching.current = true;
    try {
      do {
        fetchAgain.current = false;
        let more = true;
        while (more) {
          const after = cursor.current;
          const answer = await getMessages(matchId, after);
          dispatch({ type: 'page', answer });
          cursor.current = Math.max(cursor.current, answer.LastSeq);
          more = answer.More && answer.LastSeq > after;
        }
      } while (fetchAgain.current);
    } finally {
      fetching.current = false;
    }
  }, [matchId]);

  // The first load says when it fails; the poll after it stays quiet, as the next poll is the retry.
  useEffect(() => {
    let active = true;
    fetchChanges()
      .catch((error: unknown) => {
        if (active) toast.error(describeError(error), { title: chatMessages.loadFailed });
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    const poll = setInterval(() => void fetchChanges().catch(() => {}), MESSAGE_POLL_MS);
    return () => {
      active = false;
      clearInterval(poll);
    };
  }, [fetchChanges, toast]);

  useEffect(() => {
    if (state.fetchWanted) void fetchChanges().catch(() => {});
  }, [state.fetchWanted, fetchChanges]);

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
    });
    socket.current = opened;
    return () => {
      opened.close();
      socket.current = null;
      clearTimeout(typingTimer.current);
    };
  }, [matchId, viewerId, readOnly]);

  // Reading happens when the chat is on screen in a visible page, and only ever moves the mark forward.
  const partnerSeq = latestPartnerSeq(state, viewerId);
  const viewerMark = readUpTo(state, viewerId);
  useEffect(() => {
    if (!open || !visible || loading) return;
    if (partnerSeq <= viewerMark || partnerSeq <= markRequested.current) return;
    markRequested.current = partnerSeq;
    markChatRead(matchId, partnerSeq)
      .then(() => {
        // The card's badge and the Swap dot count what is unread: they refresh now.
        void queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      })
      .catch(() => {
        // The next arrival or opening tries again.
        markRequested.current = 0;
      });
  }, [open, visible, loading, partnerSeq, viewerMark, matchId, queryClient]);

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

  const post = useCallback(
    (text: string, clientId: string) => {
      dispatch({ type: 'sending', clientId, text, createdAt: new Date().toISOString() });
      sendMessage({ matchId, text, clientId })
        .then(({ Message }) => dispatch({ type: 'saved', message: Message }))
        .catch((error: unknown) => {
          dispatch({ type: 'send-failed', clientId });
          toast.error(describeError(error), { title: chatMessages.sendFailed });
        });
    },
    [matchId, toast],
  );

  const send = useCallback(
    (text: string) => {
      stopTyping();
      post(text, newClientId());
    },
    [post, stopTyping],
  );

  const retry = useCallback((message: PendingMessage) => post(message.text, message.clientId), [post]);

  const write = useCallback(
    async (call: () => Promise<{ Message: Message }>, failure: string): Promise<boolean> => {
      try {
        const { Message } = await call();
        dispatch({ type: 'saved', message: Message });
        return true;
      } catch (error) {
        toast.error(describeError(error), { title: failure });
        return false;
      }
    },
    [toast],
  );

  const edit = useCallback(
    (messageId: number, text: string) => write(() => editMessage(messageId, text), chatMessages.editFailed),
    [write],
  );
  const remove = useCallback(
    (messageId: number) => write(() => deleteMessage(messageId), chatMessages.deleteFailed),
    [write],
  );

  return { state, loading, send, retry, edit, remove, typing, stopTyping };
}
