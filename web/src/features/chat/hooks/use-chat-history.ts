/**
 * A chat's history: the first load, the fallback poll, and the catch-up a socket gap asks for.
 * Every fetch takes the changes after the cursor, page by page.
 */
import { chatMessages, MESSAGE_POLL_MS } from '@swapsies/contract';
import { type Dispatch, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { getMessages } from '../api/get-messages.ts';
import type { ChatAction, ChatState } from '../lib/chat-state.ts';

export interface ChatHistory {
  /** The number everything is held up to; the socket says hello with it. */
  cursor: RefObject<number>;
  /** Until the first load has answered. */
  loading: boolean;
}

export function useChatHistory(matchId: number, state: ChatState, dispatch: Dispatch<ChatAction>): ChatHistory {
  const toast = useToast();
  const [loading, setLoading] = useState(true);
  const cursor = useRef(0);
  const fetching = useRef(false);
  const fetchAgain = useRef(false);

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
  }, [matchId, dispatch]);

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

  return { cursor, loading };
}
