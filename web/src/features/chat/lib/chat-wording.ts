import { britishFormat } from '@/lib/date-format.ts';

/** The chat's words for its controls, which 001 names but does not word (the rest is chatMessages). */
export const chatWording = {
  messagesLabel: 'Messages',
  composerLabel: 'Message',
  send: 'Send',
  actions: 'Message actions',
  edit: 'Edit',
  editLabel: 'Edit message',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this message?',
  deleteDescription: 'It keeps its place in the chat and shows as deleted.',
  deleting: 'Deleting...',
  minimise: 'Minimise chat',
  restore: 'Open chat',
  close: 'Close chat',
  sending: 'Sending...',
  notSent: 'Not sent',
  retry: 'Retry',
  sent: 'Sent',
  read: 'Read',
  loading: 'Loading messages',
  typing: (name: string) => `${name} is typing...`,
  ended: 'This match has ended: the chat is read-only.',
  characters: (count: number, max: number) => `${count.toLocaleString('en-GB')} / ${max.toLocaleString('en-GB')}`,
} as const;

const clock = britishFormat({ hour: '2-digit', minute: '2-digit' });

/** The time of day an edit was made, for '(edited at 14:05)'. */
export function editedTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : clock().format(time);
}
