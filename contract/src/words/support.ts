/** The support area's words: what its screens and notifications say to members. */
import { SUPPORT_REPLY_HOURS } from '../limits.ts';

export const supportMessages = {
  aboutTitle: 'About Swapsies',
  aboutLead: 'Swapsies is a free social swap platform for people across the UK.',
  aboutBody:
    'List the things you no longer need, and swap them, rehome them or donate them to someone nearby who will use them.',
  aboutCharities: 'You can also follow our partner charities and give your items to them.',
  close: 'Close',
  /** The team's address, behind the contact form's mail link. */
  contactEmail: 'hello@swapsies.co.uk',
  feedback: 'Feedback',
  contactTitle: 'Contact Us',
  contactLabel: 'Your message',
  contactSubject: 'Message from the contact form',
  mailPrompt: 'Or write to us at',
  send: 'Send',
  sending: 'Sending...',
  messageRequired: 'Please enter a message',
  messageTooShort: 'Message must be at least 10 characters long',
  contactSent: "Message sent successfully! We'll get back to you soon.",
  contactFailed: 'Failed to send message. Please try again.',
  contactFailedLater: 'Unable to send message. Please try again later.',
  techSupportTitle: 'Tech Support',
  loginLabel: 'Email or Username',
  topicLabel: 'Topic',
  descriptionLabel: 'Description',
  requestHelp: 'Request help',
  promise: `We reply within ${SUPPORT_REPLY_HOURS} hours to the email linked to your username.`,
  loginRequired: 'Email or username is required',
  descriptionRequired: 'Message is required',
  descriptionTooShort: 'Message must be at least 10 characters long',
  topicUnknown: 'Please choose a topic',
  topicTypeMismatch: "The type does not match the topic's type",
  techSupportSent: 'Thanks! Your support request was sent successfully.',
  techSupportUnreachable: 'Unable to reach the server. Please check your connection and try again.',
  techSupportFailed: 'Unable to send your request. Please try again later.',
} as const;
