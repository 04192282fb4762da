/** The reports area's words: what its screens and notifications say to members. */
import type { ReportBody } from '../reports.ts';

/** The reasons offered, per kind of target; the chosen one is sent as Reason, as shown. */
export const reportReasons: Record<ReportBody['TargetType'], readonly string[]> = {
  item: ['Prohibited item', 'Offensive content', 'Scam or fraud', 'Spam', 'Something else'],
  user: ['Harassment or bullying', 'Offensive content', 'Scam or fraud', 'Spam', 'Something else'],
  message: ['Harassment or bullying', 'Offensive content', 'Scam or fraud', 'Spam', 'Something else'],
};

export const reportMessages = {
  report: 'Report',
  reportItem: 'Report this item',
  reportMember: (name: string) => `Report ${name}`,
  moreAboutItem: (name: string) => `More about ${name}`,
  itemTitle: (name: string) => `Report “${name}”`,
  memberTitle: (name: string) => `Report ${name}`,
  messageTitle: 'Report this message',
  reasonLegend: 'What is wrong?',
  textLabel: 'Tell us more',
  textHint: 'What you saw, and anything that helps us check it.',
  chooseReason: 'Please choose a reason',
  textNeeded: 'Please tell us what is wrong',
  send: 'Send report',
  sending: 'Sending...',
  cancel: 'Cancel',
  thanksTitle: 'Thank you for your report',
  thanksText: 'Our moderators will look into it. The member is not told who reported them.',
  close: 'Close',
  failed: 'Failed to send report',
  tooMany: 'You have sent a lot of reports in the last hour. Please try again later.',
} as const;

/** What an owner sees on their own content that reports hid pending review, and what a partner sees instead of a hidden message. */
export const underReviewWords = {
  badge: 'Under review',
  itemNote: 'Several members reported this item. It is hidden from others until a moderator reviews it.',
  messageNote: 'Hidden from your match until a moderator reviews it',
  /** Shown to the partner in place of a hidden message. */
  hiddenMessage: 'This message is hidden while a moderator reviews it.',
  profileNote:
    'Several members reported your profile. Your photo and bio are hidden from others until a moderator reviews them.',
} as const;

/**
 * The email a suspended member gets: why, and how to appeal. A suspended member cannot sign in, so
 * the appeal goes through the contact form that works signed out (Tech support, at appealPath).
 */
export const suspensionEmail = {
  appealPath: '/tech-support',
  subject: 'Your Swapsies account is suspended',
  lines: (firstName: string, reason: string, appealUrl: string) => [
    `Hi ${firstName},`,
    '',
    'A moderator has suspended your Swapsies account. You cannot sign in, your items are no longer shown, and your matches have ended.',
    '',
    `The reason: ${reason}`,
    '',
    `If you think this is a mistake, contact us through this form (it works without signing in), giving the email address of your account: ${appealUrl}`,
    'A moderator will look at the decision again and answer you by email.',
  ],
} as const;
