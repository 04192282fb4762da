import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AvailabilityAnswer,
  ChangePasswordBody,
  EmailAvailabilityBody,
  EmptyAnswer,
  ForgotPasswordBody,
  LoginAnswer,
  LoginBody,
  RegisterAnswer,
  RegisterBody,
  RegisterQuery,
  ResetPasswordBody,
  UsernameAvailabilityBody,
} from '@swapsies/contract';
import { requireActor } from '../../plugins/auth.ts';
import { PROFILE_PHOTO_BODY_LIMIT } from '../../plugins/body-limits.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { signInThrottle } from '../../plugins/sign-in-throttle.ts';
import {
  accountKeyOf,
  changePassword,
  emailAvailable,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  usernameAvailable,
} from './auth.service.ts';

const ok = { Success: true, ErrorCode: '' } as const;

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limiters } = app.ctx;
  const signIn = signInThrottle(app.ctx);
  const accountOf = (request: { body: unknown }) =>
    accountKeyOf(app.ctx.db, (request.body as { Login?: string } | undefined)?.Login);

  app.post(
    '/register',
    {
      schema: { querystring: RegisterQuery, body: RegisterBody, response: { 200: RegisterAnswer } },
      bodyLimit: PROFILE_PHOTO_BODY_LIMIT,
      ...rateLimited(limiters, 'register'),
    },
    async (request) => ({ ...ok, ...(await register(app.ctx, request.body, request.query)) }),
  );

  app.post(
    '/login',
    {
      schema: { body: LoginBody, response: { 200: LoginAnswer } },
      ...signIn.hooks,
    },
    async (request) => ({
      ...ok,
      ...(await signIn.attempt(request, await accountOf(request), () => login(app.ctx, request.body))),
    }),
  );

  app.post('/logout', { schema: { response: { 200: EmptyAnswer } } }, async (request) => {
    const actor = requireActor(request);
    await logout(app.ctx, actor.sessionId);
    return ok;
  });

  app.post(
    '/check-username-availability',
    {
      schema: { body: UsernameAvailabilityBody, response: { 200: AvailabilityAnswer } },
      ...rateLimited(limiters, 'availability'),
    },
    async (request) => ({ ...ok, Available: await usernameAvailable(app.ctx, request.body.Username) }),
  );

  app.post(
    '/check-email-availability',
    {
      schema: { body: EmailAvailabilityBody, response: { 200: AvailabilityAnswer } },
      ...rateLimited(limiters, 'availability'),
    },
    async (request) => ({ ...ok, Available: await emailAvailable(app.ctx, request.body.Email) }),
  );

  app.post(
    '/forgot-password',
    {
      schema: { body: ForgotPasswordBody, response: { 200: EmptyAnswer } },
      // Keyed by the login as typed (in any capitals), not the account: finding the account is work
      // that must wait until the answer has gone.
      ...rateLimited(limiters, 'passwordReset', {
        limiter: 'passwordResetAccount',
        key: (request) => `login:${(request.body as { Login?: string }).Login?.trim() ?? ''}`,
      }),
    },
    async (request, reply) => {
      // The request's own logger, so the outbox line carries the request id.
      const sendEmail = await requestPasswordReset({ ...app.ctx, log: request.log }, request.body.Login);
      // Once the answer has gone, or the caller hung up before it: 'close' comes either way (onResponse
      // only after a delivered answer, so a caller who hangs up would leave the login taken, unmailed).
      const send = () => app.ctx.background.run('password reset email', sendEmail, request.log);
      if (reply.raw.closed) send();
      else reply.raw.once('close', send);
      return ok;
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { body: ResetPasswordBody, response: { 200: EmptyAnswer } },
      ...rateLimited(limiters, 'passwordReset'),
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return ok;
    },
  );

  app.post(
    '/change-password',
    {
      schema: { body: ChangePasswordBody, response: { 200: EmptyAnswer } },
      // Guesses of the current password spend the same budget as sign-in.
      ...signIn.hooks,
    },
    async (request) => {
      const actor = requireActor(request);
      await signIn.attempt(request, `user:${actor.id}`, () =>
        changePassword(app.ctx, actor.id, actor.sessionId, request.body),
      );
      return ok;
    },
  );
};
