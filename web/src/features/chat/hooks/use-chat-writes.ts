/**
 * A chat's writes: send (shown at once as pending, retried by hand), edit, delete, and the
 * viewer's read mark, moved forward while the chat is on screen in a visible page.
 */
import { chatMessages, type Message } from '@swapsies/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { MATCHES_KEY } from '@/data/matches.ts';
import { NOTIFICATIONS_KEY } from '@/data/unread.ts';
import { describeError } from '@/lib/describe-error.ts';
import { deleteMessage } from '../api/delete-message.ts';
import { editMessage } from '../api/edit-message.ts';
import { markChatRead } from '../api/mark-read.ts';
import { newClientId, sendMessage } from '../api/send-message.ts';
import { type ChatAction, type ChatState, latestPartnerSeq, type PendingMessage, readUpTo } from '../lib/chat-state.ts';

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageVisible = () => document.visibilityState === 'visible';

export interface ReadMarkOptions {
  matchId: number;
  viewerId: number;
  state: ChatState;
  /** Reading counts only on screen, once the first load has answered. */
  reading: boolean;
}

/** Moves the viewer's read mark up to the partner's latest message; only ever forward. */
export function useReadMark({ matchId, viewerId, state, reading }: ReadMarkOptions): void {
  const queryClient = useQueryClient();
  const visible = useSyncExternalStore(subscribeToVisibility, pageVisible, () => true);
  const markRequested = useRef(0);
  const partnerSeq = latestPartnerSeq(state, viewerId);
  const viewerMark = readUpTo(state, viewerId);
  useEffect(() => {
    if (!reading || !visible) return;
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
  }, [reading, visible, partnerSeq, viewerMark, matchId, queryClient]);
}

/** Send, retry, edit and delete; a failure is a toast, and a failed send stays for its retry. */
export function useChatWrites(matchId: number, dispatch: Dispatch<ChatAction>, stopTyping: () => void) {
  const toast = useToast();

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
    [matchId, toast, dispatch],
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
    [toast, dispatch],
  );

  const edit = useCallback(
    (messageId: number, text: string) => write(() => editMessage(messageId, text), chatMessages.editFailed),
    [write],
  );
  const remove = useCallback(
    (messageId: number) => write(() => deleteMessage(messageId), chatMessages.deleteFailed),
    [write],
  );

  return { send, retry, edit, remove };
}
