import { profileMessages } from '@swapsies/contract';
import { useId } from 'react';
import { useDeviceNotifications } from '../hooks/use-device-notifications.ts';
import { SwitchRow } from './setting-controls.tsx';
import styles from './settings.module.css';

const blockNotes = {
  unsupported: profileMessages.deviceNotificationsUnsupported,
  denied: profileMessages.deviceNotificationsBlocked,
} as const;

/** "Notifications on this device": Web Push on or off, and why it cannot be turned on when it cannot. */
export function DeviceNotifications() {
  const { on, busy, blocked, error, turn } = useDeviceNotifications();
  const noteId = useId();
  return (
    <section className={styles.card} aria-label={profileMessages.deviceNotifications}>
      <div className={styles.rows}>
        <SwitchRow
          label={profileMessages.deviceNotifications}
          checked={on && blocked === null}
          disabled={busy || blocked !== null}
          describedBy={blocked ? noteId : undefined}
          onChange={turn}
        />
      </div>
      {blocked ? (
        <p id={noteId} className={styles.switchNote}>
          {blockNotes[blocked]}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.switchError}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
