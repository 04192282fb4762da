/** Sign-in, registration, recovery and sessions. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { fieldOf } from '../../lib/fields.ts';
import { PROFILE_PHOTO_BODY_LIMIT } from '../../plugins/body-limits.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { registerRoute } from '../../plugins/routes.ts';
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

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { limiters } = app.ctx;
  const signIn = signInThrottle(app.ctx);

  registerRoute(app, routes.register, async ({ body, query }) => register(app.ctx, body, query), {
    bodyLimit: PROFILE_PHOTO_BODY_LIMIT,
    ...rateLimited(limiters, 'register'),
  });

  registerRoute(
    app,
    routes.logIn,
    async ({ body, request }) =>
      signIn.attempt(request, await accountKeyOf(app.ctx.db, body.Login), () => login(app.ctx, body)),
    signIn.hooks,
  );

  registerRoute(app, routes.logOut, async ({ actor }) => {
    await logout(app.ctx, actor);
  });

  registerRoute(
    app,
    routes.checkUsername,
    async ({ body }) => ({ Available: await usernameAvailable(app.ctx, body.Username) }),
    rateLimited(limiters, 'availability'),
  );

  registerRoute(
    app,
    routes.checkEmail,
    async ({ body }) => ({ Available: await emailAvailable(app.ctx, body.Email) }),
    rateLimited(limiters, 'availability'),
  );

  registerRoute(
    app,
    routes.forgotPassword,
    async ({ body, request, reply }) => {
      // The request's own logger, so the outbox line carries the request id.
      const sendEmail = await requestPasswordReset({ ...app.ctx, log: request.log }, body.Login);
      // Once the answer has gone, or the caller hung up before it: 'close' comes either way (onResponse
      // only after a delivered answer, so a caller who hangs up would leave the login taken, unmailed).
      const send = () => app.ctx.background.run('password reset email', sendEmail, request.log);
      if (reply.raw.closed) send();
      else reply.raw.once('close', send);
    },
    // Keyed by the login as typed (in any capitals), not the account: finding the account is work
    // that must wait until the answer has gone.
    rateLimited(limiters, 'passwordReset', {
      limiter: 'passwordResetAccount',
      key: (request) => {
        const login = fieldOf(request.body, 'Login');
        return `login:${typeof login === 'string' ? login.trim() : ''}`;
      },
    }),
  );

  registerRoute(
    app,
    routes.resetPassword,
    async ({ body }) => {
      await resetPassword(app.ctx, body);
    },
    rateLimited(limiters, 'passwordReset'),
  );

  registerRoute(
    app,
    routes.changePassword,
    async ({ actor, body, request }) => {
      await signIn.attempt(request, `user:${actor.id}`, () => changePassword(app.ctx, actor.id, actor.sessionId, body));
    },
    // Guesses of the current password spend the same budget as sign-in.
    signIn.hooks,
  );
};
