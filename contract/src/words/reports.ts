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
