import {
  type NotificationSettings,
  notificationKindLabels,
  profileMessages,
  settingsKindsFor,
  settingsWords,
  type User,
} from '@swapsies/contract';
import type { SettingsChange } from '@/data/account-settings.ts';
import { DeviceNotifications } from './device-notifications.tsx';
import { ChatVisibilityControl, SwitchRow } from './setting-controls.tsx';
import styles from './settings.module.css';

export interface NotificationSectionProps {
  user: User;
  isCharity: boolean;
  onToggle: (change: SettingsChange) => void;
}

/** Discoverability (personal accounts), notifications on this device, one switch per notification kind, and the chat level. */
export function NotificationSection({ user, isCharity, onToggle }: NotificationSectionProps) {
  const settings: NotificationSettings = user.NotificationSettings;
  return (
    <>
      {isCharity ? null : (
        <section className={styles.card} aria-label={settingsWords.privacy}>
          <div className={styles.rows}>
            <SwitchRow
              label={profileMessages.discoverable(user.Username)}
              checked={user.AllowSearch}
              onChange={(AllowSearch) => onToggle({ AllowSearch })}
            />
          </div>
        </section>
      )}
      <DeviceNotifications />
      <section className={styles.card} aria-labelledby="settings-alerts">
        <h2 id="settings-alerts" className={styles.cardTitle}>
          {profileMessages.notificationAlerts}
        </h2>
        <div className={styles.rows}>
          {settingsKindsFor(user.Type).map((kind) => (
            <SwitchRow
              key={kind}
              label={notificationKindLabels[kind]}
              checked={settings[kind]}
              onChange={(on) => onToggle({ NotificationSettings: { [kind]: on } })}
            />
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="settings-chat">
        <h2 id="settings-chat" className={styles.cardTitle}>
          {profileMessages.chatNotifications}
        </h2>
        <ChatVisibilityControl
          value={settings.Messages}
          onChange={(Messages) => onToggle({ NotificationSettings: { Messages } })}
        />
      </section>
    </>
  );
}
