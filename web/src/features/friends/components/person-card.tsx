import { FoundBy, type Reliability } from '@swapsies/contract';
import { type ReactNode, useId } from 'react';
import { DistanceLine } from '@/components/distance-line/distance-line.tsx';
import { ReliabilityLine } from '@/components/reliability-line/reliability-line.tsx';
import { Avatar, fullName, type NamedPerson } from '@/components/ui/avatar.tsx';
import styles from './friends.module.css';

/** What a card needs of a person or a charity (PersonSummary, FoundUser and CharityEntry all fit). */
export interface CardPerson extends NamedPerson {
  ProfilePhoto: string;
  FoundBy?: number;
  /** A member's reliability line; a charity list entry has none. */
  Reliability?: Reliability;
  /** How far they are and their town (issue 28); each '' when unknown. */
  Distance: string;
  Town: string;
}

export interface PersonCardProps {
  person: CardPerson;
  mediaToken: string | undefined;
  /** A line under the name (e.g. "Following"). */
  note?: ReactNode;
  /** A charity list entry: shown by its full name alone. */
  charity?: boolean;
  /** The card's buttons. */
  children?: ReactNode;
}

/**
 * A person or charity card: photo or initial, name, @username, distance and town, and reliability
 * line. A charity (a list entry, or someone found by charity number) shows the full name instead:
 * its username is its number.
 */
export function PersonCard({ person, mediaToken, note, charity = false, children }: PersonCardProps) {
  const nameId = useId();
  const showHandle = !charity && person.FoundBy !== FoundBy.CharityNumber;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <Avatar name={fullName(person)} photo={person.ProfilePhoto} mediaToken={mediaToken} />
      <div className={styles.who}>
        <h3 id={nameId} className={styles.name}>
          {fullName(person)}
        </h3>
        {showHandle ? <p className={styles.handle}>@{person.Username}</p> : null}
        <DistanceLine seen={person} />
        {person.Reliability ? <ReliabilityLine reliability={person.Reliability} /> : null}
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
