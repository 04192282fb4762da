import { type FoundUser, friendMessages, friendWords, isCharityNumberSearch, Relation } from '@swapsies/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { BlockableMember } from '@/data/blocks.ts';
import { isCharityUser } from '@/data/dashboard.ts';
import { BlockButton } from './block-button.tsx';
import styles from './friends.module.css';
import { PersonCard } from './person-card.tsx';

/** What the status line under a found user says; the search button carries the action itself. */
export function foundNote(user: FoundUser): string | null {
  if (isCharityUser(user)) return user.Following ? 'You follow this charity.' : null;
  if (user.Relation === Relation.PendingApproval) {
    return `${user.FirstName} has sent you a friend request: press ${friendMessages.requestReceived} to accept it.`;
  }
  return null;
}

export interface UserFoundCardProps {
  user: FoundUser;
  mediaToken: string | undefined;
  /** Given to the status line, so that the search button can point at it with aria-describedby. */
  noteId: string;
  onBlock: (member: BlockableMember) => void;
}

/** The search result card 'User Found', with Block (the search button carries the friend action). */
export function UserFoundCard({ user, mediaToken, noteId, onBlock }: UserFoundCardProps) {
  const headingId = useId();
  const note = foundNote(user);
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.resultTitle}>
        {friendWords.userFound}
      </h2>
      <PersonCard person={user} mediaToken={mediaToken} note={note ? <span id={noteId}>{note}</span> : null}>
        <BlockButton person={user} onBlock={onBlock} />
      </PersonCard>
    </section>
  );
}

export interface UserNotFoundCardProps {
  term: string;
  onTryAgain: () => void;
  onInvite: () => void;
  inviteLabel: string;
}

/** The search result card 'User Not Found', with what to check and the two ways on. */
export function UserNotFoundCard({ term, onTryAgain, onInvite, inviteLabel }: UserNotFoundCardProps) {
  const headingId = useId();
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.resultTitle}>
        {friendWords.userNotFoundTitle}
      </h2>
      <p className={styles.resultText}>
        {isCharityNumberSearch(term) ? friendMessages.charityNotFound : friendMessages.userNotFound}
      </p>
      <p className={styles.resultHint}>{friendWords.notFoundHint}</p>
      <div className={styles.resultActions}>
        <Button variant="secondary" onClick={onTryAgain}>
          {friendWords.tryAnotherSearch}
        </Button>
        <Button onClick={onInvite}>{inviteLabel}</Button>
      </div>
    </section>
  );
}
