import {
  checkEmailEdit,
  checkPhone,
  normalisePhone,
  profileMessages,
  settingsWords,
  UK_COUNTRY_NAME,
  type User,
} from '@swapsies/contract';
import { ButtonLink } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { fieldFailure } from '../lib/field-failure.ts';
import { InlineField } from './inline-field.tsx';
import { SwitchRow } from './setting-controls.tsx';
import styles from './settings.module.css';

export interface AccountSectionProps {
  user: User;
  isCharity: boolean;
  saveFields: (body: { Email: string } | { Phone: string }) => Promise<void>;
  onPint: (on: boolean) => void;
}

/** Email and phone (edited in place), the country, Pint Mode, the counts and the way to /edit-profile. */
export function AccountSection({ user, isCharity, saveFields, onPint }: AccountSectionProps) {
  const counts: [string, number][] = isCharity
    ? [[profileMessages.followersCount, user.FollowersCount]]
    : [
        [profileMessages.friendsCount, user.FriendsCount],
        [profileMessages.friendsOfFriendsCount, user.FriendsOfFriendsCount],
      ];

  return (
    <section className={styles.card} aria-labelledby="settings-account">
      <h2 id="settings-account" className={styles.cardTitle}>
        {settingsWords.account}
      </h2>
      <dl className={styles.counts}>
        {counts.map(([label, count]) => (
          <div key={label} className={styles.count}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.rows}>
        <InlineField
          label={profileMessages.email}
          value={user.Email}
          type="email"
          normalise={(draft) => draft.trim()}
          check={checkEmailEdit}
          onSave={(Email) => saveFields({ Email })}
          failure={(error) => fieldFailure('Email', error, profileMessages.emailFailed)}
        />
        <InlineField
          label={profileMessages.phone}
          value={user.Phone}
          type="tel"
          normalise={normalisePhone}
          check={checkPhone}
          onSave={(Phone) => saveFields({ Phone })}
          failure={(error) => fieldFailure('Phone', error, profileMessages.phoneFailed)}
        />
        <div className={styles.row}>
          <span className={styles.rowLabel}>{profileMessages.country}</span>
          <span className={styles.staticValue}>{UK_COUNTRY_NAME}</span>
        </div>
        {isCharity ? null : <SwitchRow label={profileMessages.pintMode} checked={user.Pint} onChange={onPint} />}
      </div>
      <ButtonLink to={paths.editProfile} variant="secondary" block>
        {profileMessages.editProfileTitle}
      </ButtonLink>
    </section>
  );
}
