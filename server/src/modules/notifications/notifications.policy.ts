/**
 * What a member is told, by their NotificationSettings: a kind that is off sends nothing; a charity
 * only receives the kinds a charity sees (CharityNotificationKinds); chat messages follow the
 * Messages level (off, short: the subject alone, full: the message too). The moderation loop's
 * notices (ModerationNoticeKinds) are always sent, to charities too.
 */
import {
  AccountType,
  CharityNotificationKinds,
  ChatVisibility,
  isNotificationSwitch,
  ModerationNoticeKinds,
  type NotificationKind,
  type NotificationSettings,
  settingOfKind,
} from '@swapsies/contract';

/** Moderation notices go whatever the settings: the reporter is owed the outcome, the owner the reason. */
const alwaysSent: readonly string[] = ModerationNoticeKinds;

/**
 * The text a notification of this kind carries to this recipient, or null when they are not to
 * be told. For kind 'Message', `text` is the message itself.
 */
export function shownText(
  recipient: { type: number; settings: NotificationSettings },
  kind: NotificationKind,
  text: string,
): string | null {
  if (alwaysSent.includes(kind)) return text;
  if (recipient.type === AccountType.Charity && !CharityNotificationKinds.includes(kind)) return null;
  if (kind === 'Message') {
    const level = recipient.settings.Messages;
    if (level === ChatVisibility.Off) return null;
    return level === ChatVisibility.Short ? '' : text;
  }
  const setting = settingOfKind[kind] ?? (isNotificationSwitch(kind) ? kind : undefined);
  return setting !== undefined && recipient.settings[setting] ? text : null;
}
