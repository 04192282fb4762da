import { FoundBy } from '@swapsies/contract';
import { type ReactNode, useId } from 'react';
import { Avatar, fullName, type NamedPerson } from '../../../components/ui/avatar.tsx';
import styles from './friends.module.css';

/** What a card needs of a person or a charity (PersonSummary, FoundUser and CharityEntry all fit). */
export interface CardPerson extends NamedPerson {
  ProfilePhoto: string;
  FoundBy?: number;
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
      <Avatar name={fullName(person)} photo={person.ProfilePhoto} mediaToken={mediaToken} />
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
