/**
 * Messages to the team: the contact form of members and the public tech-support form. Both are
 * stored for the admins' list, then emailed to SUPPORT_EMAIL when it is set (product decisions §11).
 */
import {
  type ContactBody,
  checkContactMessage,
  checkTechSupport,
  SupportType,
  supportMessages,
  supportTopics,
  type TechSupportBody,
} from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { supportRequests, users } from '../../db/schema.ts';
import { validationError } from '../../lib/app-error.ts';
import { liveWithLogin } from '../members/members.policy.ts';

const memberColumns = { id: users.id, username: users.username, email: users.email };

/** The email of a stored request, for the team's mailbox. */
interface SupportMail {
  subject: string;
  lines: string[];
}

/**
 * Emails a stored request to SUPPORT_EMAIL, if set, once the answer has gone. The request is
 * already stored, so a failure costs nothing: it is logged (without addresses) as a warning.
 */
function mailTeam(ctx: AppContext, compose: () => Promise<SupportMail>): void {
  const to = ctx.config.supportEmail;
  if (!to) return;
  ctx.background.run('support email', async () => {
    try {
      const mail = await compose();
      // One line: a subject is never allowed to break the header it is sent in.
      const subject = mail.subject.replace(/\s+/g, ' ');
      await ctx.mailer.send({ to, subject, text: mail.lines.join('\n') });
    } catch (error) {
      // The mailer's MailError has no addresses in it; the log serializer keeps query values out.
      ctx.log.warn({ err: error }, 'support email could not be sent; the request is stored');
    }
  });
}

export async function contact(ctx: AppContext, userId: number, input: ContactBody): Promise<void> {
  const problem = checkContactMessage(input.Message);
  if (problem) throw validationError([{ Field: 'Message', Message: problem }]);
  const subject = input.Subject.trim() || supportMessages.contactSubject;
  const page = input.Page.trim();
  const message = input.Message.trim();
  await ctx.db.insert(supportRequests).values({
    kind: 'contact',
    userId,
    type: SupportType.Problem,
    page,
    subject,
    message,
    createdAt: ctx.clock.now(),
  });
  mailTeam(ctx, async () => {
    const [member] = await ctx.db.select(memberColumns).from(users).where(eq(users.id, userId));
    return {
      subject: `[Swapsies] Contact: ${subject}`,
      lines: [`From: ${member?.username ?? ''} <${member?.email ?? ''}>`, `Page: ${page}`, '', message],
    };
  });
}

/** The live member a login names, by username or email in any capitals, as sign-in finds them. */
async function memberNamed(ctx: AppContext, login: string) {
  const [member] = await ctx.db.select(memberColumns).from(users).where(liveWithLogin(login)).limit(1);
  return member;
}

/** Subject is a topic's value and Type that topic's type. */
function topicProblem(input: Pick<TechSupportBody, 'Subject' | 'Type'>) {
  const topic = supportTopics.find((candidate) => candidate.value === input.Subject.trim());
  if (!topic) return { Field: 'Subject', Message: supportMessages.topicUnknown };
  return topic.type === input.Type ? null : { Field: 'Type', Message: supportMessages.topicTypeMismatch };
}

/**
 * A tech-support request, signed in or not. It is linked to the member the login names, else to
 * the signed-in caller; the login is kept as typed, as where to answer when no member is linked.
 */
export async function techSupport(ctx: AppContext, callerId: number | null, input: TechSupportBody): Promise<void> {
  const topic = topicProblem(input);
  const problems = [...checkTechSupport(input), ...(topic ? [topic] : [])];
  if (problems.length > 0) throw validationError(problems);
  const login = input.Login.trim();
  const subject = input.Subject.trim();
  const page = input.Page.trim();
  const message = input.Message.trim();
  const named = await memberNamed(ctx, login);
  const [caller] =
    named || callerId === null ? [] : await ctx.db.select(memberColumns).from(users).where(eq(users.id, callerId));
  const member = named ?? caller;
  await ctx.db.insert(supportRequests).values({
    kind: 'tech-support',
    userId: member?.id ?? null,
    login,
    type: input.Type,
    page,
    subject,
    message,
    createdAt: ctx.clock.now(),
  });
  mailTeam(ctx, async () => ({
    subject: `[Swapsies] Tech support (${subject})`,
    lines: [
      `From: ${login}`,
      ...(member ? [`Member: ${member.username} <${member.email}>`] : []),
      `Type: ${input.Type === SupportType.FeatureRequest ? 'feature request' : 'problem'}`,
      `Page: ${page}`,
      '',
      message,
    ],
  }));
}
