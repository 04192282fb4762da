/**
 * Reaching the team (area support): the contact form of members (POST /contact) and the public
 * tech-support form (POST /tech-support), their topics, rules and words (001 §2.8, §5, §7, §8).
 */
import { type Static, Type } from 'typebox';
import { body, Text } from './envelope.ts';
import type { FieldError } from './errors.ts';
import {
  LOGIN_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_PAGE_MAX,
  SUPPORT_SUBJECT_MAX,
} from './limits.ts';
import { supportMessages } from './words/support.ts';

/** Type of a tech-support request: 1 a problem, 2 a feature request. */
export const SupportType = { Problem: 1, FeatureRequest: 2 } as const;

/** The topics of the tech-support form; each is sent as Subject, with its Type. */
export const supportTopics = [
  { value: 'login', label: 'Login', type: SupportType.Problem },
  { value: 'performance', label: 'Performance', type: SupportType.Problem },
  { value: 'messaging', label: 'Messaging', type: SupportType.Problem },
  { value: 'listings', label: 'Listings', type: SupportType.Problem },
  { value: 'notifications', label: 'Notifications', type: SupportType.Problem },
  { value: 'other', label: 'Other', type: SupportType.Problem },
  { value: 'feature-request', label: 'Feature request', type: SupportType.FeatureRequest },
] as const;

/** The Page a tech-support request names (001 §7). */
export const TECH_SUPPORT_PAGE = 'tech-support';

const SupportTypeField = Type.Union([Type.Literal(1), Type.Literal(2)]);
const Message = Text({ maxLength: SUPPORT_MESSAGE_MAX });

/** POST /contact: the page the member came from, a subject and the message. */
export const ContactBody = body({
  Page: Text({ maxLength: SUPPORT_PAGE_MAX }),
  Subject: Text({ maxLength: SUPPORT_SUBJECT_MAX }),
  Message,
});
export type ContactBody = Static<typeof ContactBody>;

/** POST /tech-support: Login is the email or username to answer. */
export const TechSupportBody = body({
  Login: Text({ maxLength: LOGIN_MAX }),
  Type: SupportTypeField,
  Page: Text({ maxLength: SUPPORT_PAGE_MAX }),
  Subject: Text({ maxLength: SUPPORT_SUBJECT_MAX }),
  Message,
});
export type TechSupportBody = Static<typeof TechSupportBody>;

type Check = string | null;

/** The contact form's rule (001 §5): a message of at least 10 characters after trimming. */
export function checkContactMessage(message: string): Check {
  const text = message.trim();
  if (!text) return supportMessages.messageRequired;
  return text.length < SUPPORT_MESSAGE_MIN ? supportMessages.messageTooShort : null;
}

/** The tech-support form's rules (001 §5), in the order of its fields. */
export function checkTechSupport(input: Pick<TechSupportBody, 'Login' | 'Message'>): FieldError[] {
  const text = input.Message.trim();
  const checks: [string, Check][] = [
    ['Login', input.Login.trim() ? null : supportMessages.loginRequired],
    [
      'Message',
      !text
        ? supportMessages.descriptionRequired
        : text.length < SUPPORT_MESSAGE_MIN
          ? supportMessages.descriptionTooShort
          : null,
    ],
  ];
  return checks.flatMap(([Field, Message]) => (Message ? [{ Field, Message }] : []));
}
