import {
  ErrorCode,
  type FoundUser,
  FRIENDS_TOAST_MS,
  friendMessages,
  friendSearchInput,
  friendWords,
  normaliseFriendSearch,
} from '@swapsies/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import type { BlockableMember } from '@/data/blocks.ts';
import { ApiError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useSearchUser } from '../api/search-user.ts';
import type { FriendActions } from '../hooks/use-friend-actions.ts';
import { useInviteCopy } from '../hooks/use-invite-copy.ts';
import { friendWording } from '../lib/error-message.ts';
import { searchButtonState } from '../lib/search-button.ts';
import styles from './friends.module.css';
import { foundNote, UserFoundCard, UserNotFoundCard } from './search-result.tsx';

/** The last search: the user found for `term`, or null when nobody was. */
export interface SearchResult {
  term: string;
  user: FoundUser | null;
}

export interface FriendSearchProps {
  /** The signed-in member's username (undefined while the dashboard loads). */
  ownUsername: string | undefined;
  /** The dashboard's InviteSignature, for the invite link that Generate Invite copies. */
  inviteSignature: string | undefined;
  mediaToken: string | undefined;
  /** Kept by the page, so that actions taken in the tabs update a result on screen. */
  result: SearchResult | null;
  onResult: (result: SearchResult | null) => void;
  actions: FriendActions;
  /** Asks whether to block the person found. */
  onBlock: (member: BlockableMember) => void;
}

/** The search call: its answer becomes the result; searching for oneself says "That's you!" and starts over. */
function useSearchCall(
  ownUsername: string | undefined,
  onResult: FriendSearchProps['onResult'],
  startOver: () => void,
) {
  const toast = useToast();
  const search = useSearchUser();

  const thatsYou = () => {
    toast.info(friendMessages.thatsYou, { duration: FRIENDS_TOAST_MS });
    startOver();
  };

  const run = async (searched: string) => {
    // Checked here as well as by the server: no call is needed to know who you are.
    if (ownUsername && searched === normaliseFriendSearch(ownUsername)) {
      thatsYou();
      return;
    }
    try {
      const answer = await search.mutateAsync(searched);
      onResult({ term: searched, user: answer.User });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === ErrorCode.SELF_REQUEST) thatsYou();
      else if (code === ErrorCode.USER_NOT_FOUND) onResult({ term: searched, user: null });
      else
        toast.error(describeError(error, friendWording(friendMessages.searchFailed)), { duration: FRIENDS_TOAST_MS });
    }
  };
  return { run, searching: search.isPending };
}

/** The search's term, its result on show, and what its one button does now. */
function useFriendSearch({ ownUsername, inviteSignature, result, onResult, actions }: FriendSearchProps) {
  const invite = useInviteCopy(ownUsername, inviteSignature);
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const startOver = () => {
    setTerm('');
    onResult(null);
    inputRef.current?.focus();
  };
  const search = useSearchCall(ownUsername, onResult, startOver);

  const shown = result && result.term === term ? result : null;
  const found = shown?.user ?? null;
  const button = searchButtonState({
    term,
    searching: search.searching,
    linkCopied: invite.copied,
    found,
    acting: found ? actions.isPending(found.ID) : false,
  });

  // The button is disabled while it acts (and may stay so, e.g. 'Request Sent'): focus must not be lost.
  const keepFocus = async (run: Promise<void>) => {
    await run;
    const focused = document.activeElement;
    if (!focused || focused === document.body) inputRef.current?.focus();
  };

  const press = () => {
    switch (button.action) {
      case 'invite':
        return invite.copy();
      case 'search':
        return keepFocus(search.run(term));
      case 'request':
      case 'accept':
        return found ? keepFocus(actions.act(button.action, found.ID)) : undefined;
      case 'follow':
      case 'unfollow':
        return found ? keepFocus(actions.setFollowing(found.ID, button.action === 'follow')) : undefined;
      default:
        return undefined;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter reaches here even when the button is disabled in some browsers.
    if (!button.disabled) void press();
  };

  const changeTerm = (value: string) => {
    setTerm(normaliseFriendSearch(value));
    onResult(null);
  };

  return { invite, term, changeTerm, inputRef, shown, found, button, searching: search.searching, startOver, onSubmit };
}

/** The username input (lowercased as typed), its one multi-purpose button and the search rules. */
export function FriendSearch(props: FriendSearchProps) {
  const { mediaToken, onBlock } = props;
  const { invite, term, changeTerm, inputRef, shown, found, button, searching, startOver, onSubmit } =
    useFriendSearch(props);
  const noteId = useId();
  const invalid = friendSearchInput(term) === 'invalid';
  const inviteLabel = invite.copied ? friendMessages.linkCopied : friendMessages.generateInvite;

  return (
    <section className={styles.search} aria-label={friendWords.findFriends}>
      <form className={styles.searchForm} onSubmit={onSubmit} noValidate>
        <TextField
          ref={inputRef}
          className={styles.searchField}
          label={friendWords.searchLabel}
          value={term}
          onChange={(event) => changeTerm(event.target.value)}
          error={invalid ? friendMessages.invalidSearch : null}
          // Empty is a state of its own (the button then generates an invite), not a missing answer.
          aria-required={false}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
        />
        <Button
          type="submit"
          className={styles.searchButton}
          disabled={button.disabled}
          aria-busy={searching || undefined}
          aria-describedby={found && foundNote(found) ? noteId : undefined}
        >
          {button.label}
        </Button>
      </form>
      <div aria-live="polite">
        {shown?.user ? (
          <UserFoundCard user={shown.user} mediaToken={mediaToken} noteId={noteId} onBlock={onBlock} />
        ) : null}
        {shown && !shown.user ? (
          <UserNotFoundCard
            term={shown.term}
            onTryAgain={startOver}
            onInvite={() => void invite.copy()}
            inviteLabel={inviteLabel}
          />
        ) : null}
      </div>
    </section>
  );
}
