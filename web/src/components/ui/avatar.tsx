import { useState } from 'react';
import { mediaUrl } from '@/lib/media.ts';
import styles from './avatar.module.css';

/** What a name needs of a person, a charity or a match partner. */
export interface NamedPerson {
  FirstName: string;
  LastName?: string;
  Username: string;
}

/** First and last name; a charity's last name is empty, and the handle stands in when both are. */
export function fullName(person: NamedPerson): string {
  return `${person.FirstName} ${person.LastName ?? ''}`.trim() || person.Username;
}

export interface AvatarProps {
  /** The person's name: its first letter stands in for a missing photo. */
  name: string;
  /** The stored profile photo path, if any. */
  photo: string;
  mediaToken: string | undefined;
  className?: string;
}

/** A round profile photo, or the name's initial. Decorative: the name is shown beside it. */
export function Avatar({ name, photo, mediaToken, className }: AvatarProps) {
  // A photo that fails to load falls back to the initial rather than a broken-image icon.
  const [failed, setFailed] = useState(false);
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  if (photo && !failed) {
    return (
      <img
        className={classes}
        src={mediaUrl(photo, mediaToken)}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`${classes} ${styles.initial}`} aria-hidden="true" data-testid="avatar-initial">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
