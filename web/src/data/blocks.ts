/**
 * Blocking a member, from wherever members reach it (a friend's card, search, a match, the chat, the
 * report dialog), and the Settings list of blocked members. Every screen blocks through
 * useBlockMember, which asks first (components/block-dialog) and refreshes what a block changes.
 */
import { type BlocksAnswer, blockWords, type EmptyAnswer, routes } from '@swapsies/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { callApi } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { dashboardQueryOptions } from './dashboard.ts';
import { MATCHES_KEY } from './matches.ts';
import { CHARITIES_KEY, EXPLORE_KEY, FRIENDS_KEY } from './query-keys.ts';

/** The member a screen offers to block: enough to call and to name them. */
export interface BlockableMember {
  id: number;
  firstName: string;
}

/** GET /blocks: the members the caller has blocked, newest first. */
export function getBlocks(signal?: AbortSignal): Promise<BlocksAnswer> {
  return callApi(routes.getBlocks, {}, { signal });
}

export const blocksQueryOptions = queryOptions({
  queryKey: ['blocks'],
  queryFn: ({ signal }) => getBlocks(signal),
});

/** Fetched afresh each time the list is shown: a block made on another device appears. */
export function useBlocks() {
  return useQuery({ ...blocksQueryOptions, refetchOnMount: 'always' });
}

/** POST /users/{id}/block. */
export function blockUser(userId: number): Promise<EmptyAnswer> {
  return callApi(routes.blockUser, { params: { id: userId } });
}

/** DELETE /users/{id}/block. */
export function unblockUser(userId: number): Promise<EmptyAnswer> {
  return callApi(routes.unblockUser, { params: { id: userId } });
}

/**
 * Everything a block changes on the blocker's screens: the friend lists and followed charities (the
 * friendship or follow ended), the feed's card (the member's items leave it), the matches and each
 * match (theirs ended), the dashboard (committed items are free again) and the list of blocks.
 * A search result on screen is the friends page's own state: it drops it itself (onBlocked).
 */
function refreshAfterBlock(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [FRIENDS_KEY, CHARITIES_KEY, EXPLORE_KEY, MATCHES_KEY, dashboardQueryOptions.queryKey, blocksQueryOptions.queryKey].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockUser, onSuccess: () => void refreshAfterBlock(queryClient) });
}

/** Unblocking restores nothing, so only the list changes. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blocksQueryOptions.queryKey }),
  });
}

/** What the confirmation (components/block-dialog) is given: whom it asks about, and its answers. */
export interface BlockQuestion {
  member: BlockableMember | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export interface BlockMember {
  /** Opens the confirmation for this member. */
  ask: (member: BlockableMember) => void;
  /** Blocks at once, for a screen that asked already (the report dialog's box); true once blocked. */
  block: (member: BlockableMember) => Promise<boolean>;
  /** True while a block is under way. */
  busy: boolean;
  /** For <BlockDialog {...question} />. */
  question: BlockQuestion;
}

/**
 * A block with its question and toasts: "Block Jo?" with what it does, then the call; the toast says
 * it is done or why not. `onBlocked` is what the screen does next (leave the match, close the chat).
 */
export function useBlockMember(onBlocked?: (member: BlockableMember) => void): BlockMember {
  const toast = useToast();
  const blocking = useBlockUser();
  const [asking, setAsking] = useState<BlockableMember | null>(null);

  // mutateAsync rather than mutate's callbacks: those fire only for the latest call, and a screen
  // may block from its list while the report dialog blocks someone else.
  const block = async (member: BlockableMember) => {
    try {
      await blocking.mutateAsync(member.id);
    } catch (error) {
      toast.error(describeError(error), { title: blockWords.blockFailed });
      return false;
    }
    toast.success(blockWords.blocked(member.firstName));
    onBlocked?.(member);
    return true;
  };

  const confirm = async () => {
    if (!asking || blocking.isPending) return;
    await block(asking);
    setAsking(null);
  };

  return {
    ask: setAsking,
    block,
    busy: blocking.isPending,
    question: {
      member: asking,
      busy: blocking.isPending,
      onCancel: () => setAsking(null),
      onConfirm: () => void confirm(),
    },
  };
}
