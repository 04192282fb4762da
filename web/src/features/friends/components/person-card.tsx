import { FoundBy } from '@swapsies/contract';
import { type ReactNode, useId, useState } from 'react';
import { mediaUrl } from '../../../lib/media.ts';
import styles from './friends.module.css';

/** What a card needs of a person or a charity (PersonSummary, FoundUser and CharityEntry all fit). */
export interface CardPerson {
  FirstName: string;
  LastName?: string;
  Username: string;
  ProfilePhoto: string;
  FoundBy?: number;
}

export function fullName(person: CardPerson): string {
  return `${person.FirstName} ${person.LastName ?? ''}`.trim() || person.Username;
}

function Avatar({ person, mediaToken }: { person: CardPerson; mediaToken: string | undefined }) {
  // A photo that fails to load falls back to the initial rather than a broken-image icon.
  const [failed, setFailed] = useState(false);
  if (person.ProfilePhoto && !failed) {
    return (
      <img
        className={styles.avatar}
        src={mediaUrl(person.ProfilePhoto, mediaToken)}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true" data-testid="avatar-initial">
      {fullName(person).charAt(0).toUpperCase()}
    </span>
  );
}

export interface PersonCardProps {
  person: CardPerson;
  mediaToken: string | undefined;
  /** A line under the name (e.g. "Following"). */
  note?: ReactNode;
  /** The card's buttons. */
  children?: ReactNode;
}

/**
 * A person or charity (001 §2.6): photo or initial, name and @username. Someone found by charity
 * number shows the full name instead of the @username (the number is not for display).
 */
export function PersonCard({ person, mediaToken, note, children }: PersonCardProps) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <Avatar person={person} mediaToken={mediaToken} />
      <div className={styles.who}>
        <h3 id={nameId} className={styles.name}>
          {fullName(person)}
        </h3>
        {person.FoundBy === FoundBy.CharityNumber ? null : <p className={styles.handle}>@{person.Username}</p>}
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
