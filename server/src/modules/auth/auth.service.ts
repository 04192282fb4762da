/** Accounts: registration, sign-in, sign-out, availability and password recovery. */
import path from 'node:path';
import {
  AccountType,
  type ChangePasswordBody,
  checkRegistration,
  codeMessages,
  defaultNotificationSettings,
  type FieldError,
  type LoginBody,
  RESET_TOKEN_TTL_MS,
  type RegisterBody,
  type ResetPasswordBody,
  recoveryMessages,
  registrationMessages,
  type User,
} from '@swapsies/contract';
import { and, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import {
  charityFollows,
  friendships,
  passwordResetRequests,
  passwordResets,
  sessions,
  userCategories,
  users,
} from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { removeFiles } from '../../lib/images.ts';
import { decoyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.ts';
import { createSession } from '../../plugins/auth.ts';
import { districtFromAddress, districtFromPostcode } from '../areas/areas.service.ts';
import { addRequest } from '../friends/friends.service.ts';
import { findReferrer, isSignedInvite } from '../friends/referral.service.ts';
import { liveTransaction } from '../live/live.service.ts';
import { isBlockedBetween } from '../members/blocks.policy.ts';
import { liveAccount, liveWith, liveWithLogin } from '../members/members.policy.ts';
import { resolveCategoryPaths } from '../reference/categories.service.ts';
import { storeProfilePhoto } from '../users/profile-photo.service.ts';
import { loadUserRow, userAnswer } from '../users/users.service.ts';

async function takenIdentity(db: Tx, username: string, email: string): Promise<AppError | null> {
  const [byUsername] = await db.select({ id: users.id }).from(users).where(liveWith(users.username, username));
  const [byEmail] = await db.select({ id: users.id }).from(users).where(liveWith(users.email, email));
  if (byUsername && byEmail) return new AppError('USER_EXISTS');
  if (byUsername) return new AppError('USERNAME_EXISTS');
  if (byEmail) return new AppError('EMAIL_EXISTS');
  return null;
}

/** Creates the account and, unless web login is switched off, signs the new member in (a session, as /login). */
export async function register(
  ctx: AppContext,
  input: RegisterBody,
  invite: { ref?: string; sig?: string },
): Promise<{ Token: string; User: User } | Record<string, never>> {
  const charity = input.Type === AccountType.Charity;
  const email = input.Email.trim().toLowerCase();
  const username = input.Username.trim();
  const problems = checkRegistration({ ...input, Email: email, Username: username });
  if (problems.length > 0) throw validationError(problems);
  const categoryItemIds = await resolveCategoryPaths(ctx.db, input.Categories);
  const district = charity ? districtFromAddress(input.Address ?? '') : districtFromPostcode(input.Postcode ?? '');
  const taken = await takenIdentity(ctx.db, username, email);
  if (taken) throw taken;

  const stored: string[] = [];
  let userId: number;
  try {
    let profilePhoto = '';
    if (input.EncodedProfilePhoto)
      profilePhoto = await storeProfilePhoto(ctx.storage, input.EncodedProfilePhoto, stored);
    const passwordHash = await hashPassword(input.Password);
    userId = await liveTransaction(ctx, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          type: input.Type,
          username,
          email,
          passwordHash,
          firstName: input.FirstName.trim(),
          lastName: charity ? '' : input.LastName.trim(),
          address: charity ? (input.Address ?? '').trim() : '',
          district,
          profilePhoto,
          notificationSettings: defaultNotificationSettings(charity),
          termsAcceptedAt: ctx.clock.now(),
          createdAt: ctx.clock.now(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('The new user was not returned');
      await tx
        .insert(userCategories)
        .values(categoryItemIds.map((categoryItemId, position) => ({ userId: user.id, categoryItemId, position })));
      const referrer = await findReferrer(tx, invite.ref);
      if (referrer && !charity) {
        const newcomer = { id: user.id, firstName: input.FirstName.trim(), lastName: input.LastName.trim(), username };
        const signed = isSignedInvite(ctx.inviteKey, referrer.id, invite.sig);
        await connectReferral(tx, newcomer, referrer, signed, ctx.clock.now());
      }
      return user.id;
    });
  } catch (error) {
    await removeFiles(ctx.storage, stored, ctx.log);
    if (isUniqueViolation(error, 'users_username_key')) throw new AppError('USERNAME_EXISTS');
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_EXISTS');
    throw error;
  }
  if (ctx.config.webLogin === 'disabled') return {};
  const token = await createSession(ctx, userId, liveAccount());
  return { Token: token, User: await userAnswer(ctx.db, await loadUserRow(ctx.db, userId)) };
}

/**
 * A member who joins through a charity's invite follows it. Through a friend's signed invite link
 * they become friends at once; a bare code (which anyone can make from a username) only sends the
 * inviter a friend request from the newcomer, for the inviter to accept or not. Across a block an
 * invite connects nothing. An account being created has no block yet, so today this never skips;
 * it is the rule wherever an invite connects two members, and stays true if that ever runs later.
 */
async function connectReferral(
  tx: Tx,
  newcomer: { id: number; firstName: string; lastName: string; username: string },
  referrer: { id: number; type: number },
  signed: boolean,
  now: Date,
): Promise<void> {
  if (await isBlockedBetween(tx, newcomer.id, referrer.id)) return;
  if (referrer.type === AccountType.Charity) {
    await tx
      .insert(charityFollows)
      .values({ userId: newcomer.id, charityId: referrer.id, createdAt: now })
      .onConflictDoNothing();
    return;
  }
  if (!signed) {
    await addRequest(tx, newcomer, referrer.id, now);
    return;
  }
  await tx
    .insert(friendships)
    .values([
      { userId: newcomer.id, friendId: referrer.id, createdAt: now },
      { userId: referrer.id, friendId: newcomer.id, createdAt: now },
    ])
    .onConflictDoNothing();
}

function findByLogin(db: Tx, login: string) {
  return db.select().from(users).where(liveWithLogin(login)).limit(1);
}

/**
 * The per-account rate-limit key of a login: the account's id when the login names one, so that
 * guesses by username, by email and in other capitals all spend the same budget; else the login itself.
 */
export async function accountKeyOf(db: Tx, loginValue: string | undefined): Promise<string | undefined> {
  const value = loginValue?.trim().toLowerCase();
  if (!value) return undefined;
  const [user] = await findByLogin(db, value);
  return user ? `user:${user.id}` : `login:${value}`;
}

export async function login(ctx: AppContext, input: LoginBody) {
  if (ctx.config.webLogin === 'disabled') throw new AppError('WEB_LOGIN_DISABLED');
  const [user] = await findByLogin(ctx.db, input.Login);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.Password);
  if (!user || !valid) throw new AppError('WRONG_CREDENTIALS');
  // Told only to whoever knows the password: a suspension is not announced to anyone who types a name.
  if (user.suspendedAt !== null) throw new AppError('ACCOUNT_SUSPENDED', [], codeMessages.ACCOUNT_SUSPENDED);
  const token = await createSession(
    ctx,
    user.id,
    and(liveAccount(), isNull(users.suspendedAt), eq(users.passwordHash, user.passwordHash)),
  );
  return { Token: token, User: await userAnswer(ctx.db, user) };
}

export async function logout(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, actor.sessionId));
  await ctx.sessionCache.changed(actor.id);
}

export async function usernameAvailable(ctx: AppContext, username: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(liveWith(users.username, username.trim().toLowerCase()));
  return !row;
}

export async function emailAvailable(ctx: AppContext, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(liveWith(users.email, email.trim().toLowerCase()));
  return !row;
}

/** The key of a login in `password_reset_requests`: no one's typed address is kept as it was typed. */
function loginHash(login: string): string {
  return hashToken(login.trim().toLowerCase());
}

/**
 * Takes a request for a reset link. The answer depends on the login alone, never on whether
 * an account has it: a login asked for within the link's hour answers TOKEN_EXISTS, known or not.
 * Everything about the account (finding it, making the link, the email) is in the returned task,
 * which the route runs after the answer has gone, so both cases also take the same time.
 */
export async function requestPasswordReset(ctx: AppContext, loginValue: string): Promise<() => Promise<void>> {
  const login = loginValue.trim().toLowerCase();
  if (!login) throw validationError([{ Field: 'Login', Message: recoveryMessages.loginRequired }]);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  // One statement: of two requests at once, one takes the login and the other finds it taken.
  const taken = await ctx.db
    .insert(passwordResetRequests)
    .values({ loginHash: loginHash(login), expiresAt })
    .onConflictDoUpdate({
      target: passwordResetRequests.loginHash,
      set: { expiresAt },
      setWhere: lte(passwordResetRequests.expiresAt, now),
    })
    .returning({ loginHash: passwordResetRequests.loginHash });
  if (taken.length === 0) throw new AppError('TOKEN_EXISTS');
  return () => sendResetLink(ctx, login, now);
}

/**
 * Sends a single-use link valid for 1 hour to the account the login names, if any. While a link
 * is outstanding (asked for by the account's other login), no second one is sent.
 */
async function sendResetLink(ctx: AppContext, login: string, now: Date): Promise<void> {
  await ctx.db.delete(passwordResetRequests).where(lte(passwordResetRequests.expiresAt, now));
  const token = newToken();
  const user = await ctx.db.transaction(async (tx) => {
    const [found] = await findByLogin(tx, login);
    if (!found) return null;
    // Lock the member's row so two requests at once cannot both send a link.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, found.id)).for('update');
    const [outstanding] = await tx
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(
        and(eq(passwordResets.userId, found.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      );
    if (outstanding) return null;
    await tx.insert(passwordResets).values({
      userId: found.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    return found;
  });
  if (!user) return;
  const link = `${ctx.config.publicUrl}/reset-password?token=${token}`;
  const outboxFile = await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Swapsies password',
    text: [
      `Hi ${user.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Swapsies account.',
      `Choose a new password here within the next hour: ${link}`,
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  });
  // The link and the address stay in the outbox file: the log is read by more people than the mail.
  if (outboxFile) ctx.log.info({ file: path.basename(outboxFile) }, 'password reset email written to the outbox');
}

function newPasswordProblems(password: string, confirmation: string, field: string): FieldError[] {
  const problems: FieldError[] = [];
  if (!password) problems.push({ Field: field, Message: recoveryMessages.passwordRequired });
  else if (password.length < 6) problems.push({ Field: field, Message: recoveryMessages.passwordTooShort });
  if (!confirmation) problems.push({ Field: 'ConfirmPassword', Message: recoveryMessages.confirmRequired });
  else if (password !== confirmation)
    problems.push({ Field: 'ConfirmPassword', Message: recoveryMessages.confirmMismatch });
  return problems;
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordBody): Promise<void> {
  const problems = newPasswordProblems(input.Password, input.ConfirmPassword, 'Password');
  if (problems.length > 0) throw validationError(problems);
  const passwordHash = await hashPassword(input.Password);
  const now = ctx.clock.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.Token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw new AppError('WRONG_RESET_TOKEN');
    const [member] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, reset.userId))
      .returning({ username: users.username, email: users.email });
    // The link has done its work: the member may ask for another at once, by either login.
    if (member) {
      await tx
        .delete(passwordResetRequests)
        .where(inArray(passwordResetRequests.loginHash, [loginHash(member.username), loginHash(member.email)]));
    }
    // A reset means the old password may be known to someone else: every session ends.
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    return reset.userId;
  });
  await ctx.sessionCache.changed(userId);
}

export async function changePassword(ctx: AppContext, userId: number, sessionId: number, input: ChangePasswordBody) {
  const problems: FieldError[] = [];
  if (!input.OldPassword) problems.push({ Field: 'OldPassword', Message: recoveryMessages.oldPasswordRequired });
  if (input.NewPassword.length < 6)
    problems.push({ Field: 'NewPassword', Message: recoveryMessages.newPasswordTooShort });
  if (input.NewPassword !== input.ConfirmPassword) {
    problems.push({ Field: 'ConfirmPassword', Message: registrationMessages.passwordMismatch });
  }
  if (problems.length > 0) throw validationError(problems);
  const user = await loadUserRow(ctx.db, userId);
  if (!(await verifyPassword(user.passwordHash, input.OldPassword))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(input.NewPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)));
  });
  await ctx.sessionCache.changed(userId);
}
