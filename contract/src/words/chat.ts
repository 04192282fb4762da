/** The chat area's words: what its screens and notifications say to members. */
import { CHAT_TEXT_MAX } from '../chat.ts';

/** Chat wording: 001's where it has some, ours where it names a control but not its text. */
export const chatMessages = {
  // As specified
  title: (name: string) => `Chat with ${name}`,
  empty: "Drop a line, don't be shy!",
  deleted: 'This message was deleted',
  edited: (time: string) => `(edited at ${time})`,
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  editFailed: 'Failed to edit message',
  deleteFailed: 'Failed to delete message',
  // Validation, ours (the specification shows no limit)
  blank: 'Please type a message',
  tooLong: `Messages can be at most ${CHAT_TEXT_MAX.toLocaleString('en-GB')} characters`,
  // Notification subjects: 'New message from {first name}' (Messages level 1)
  notificationShort: (firstName: string) => `New message from ${firstName}`,
} as const;
