/**
 * Password guesses (sign-in, and the current password on change-password), throttled as OWASP's
 * Authentication Cheat Sheet describes, so that nobody can lock a member out:
 * - only failures count, never successful sign-ins;
 * - an address with RATE_LIMIT_LOGIN failures is refused (429) until its window passes, even with
 *   the right password: that address has been guessing;
 * - an account with RATE_LIMIT_LOGIN_ACCOUNT failures, from anywhere, is not locked: each further
 *   attempt on it waits, 1 s doubling with every failure over the limit, at most 10 s. So the right
 *   password from an address that has not been guessing still gets through, a little later.
 */
import type { FastifyRequest, onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { consume } from './rate-limit.ts';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;

/** The wait before an attempt on an account with `failures` failed attempts in its window. */
export function backOffDelay(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - limit), MAX_DELAY_MS);
}

function isWrongPassword(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'WRONG_CREDENTIALS' || error.code === 'WRONG_PASSWORD');
}

export function signInThrottle(ctx: AppContext) {
  const { login: byAddress, loginAccount: byAccount } = ctx.limiters;
  /** Attempts that reached the password check: their address's point is settled there. */
  const checked = new WeakSet<FastifyRequest>();

  /**
   * The address pays a point before the body is read (so that many attempts at once cannot all
   * pass the check) and has it back unless the answer is a wrong password.
   */
  const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
    if (!(await consume(byAddress, request.ip, reply))) return reply;
  };
  /** Answers given before the check (a refused body, a refused address) cost the address nothing. */
  const onResponse: onResponseAsyncHookHandler = async (request) => {
    if (!checked.has(request)) await byAddress.reward(request.ip, 1);
  };

  /** Runs one password check on the account `accountKey` names, waiting first when it is over its limit. */
  async function attempt<T>(request: FastifyRequest, accountKey: string | undefined, check: () => Promise<T>) {
    checked.add(request);
    const key = accountKey?.trim().toLowerCase();
    if (key) {
      const failures = (await byAccount.get(key))?.consumedPoints ?? 0;
      const delay = backOffDelay(failures, ctx.config.rateLimits.loginAccount.points);
      if (delay > 0) await ctx.clock.sleep(delay);
    }
    try {
      const result = await check();
      await byAddress.reward(request.ip, 1);
      return result;
    } catch (error) {
      if (!isWrongPassword(error)) await byAddress.reward(request.ip, 1);
      else if (key) await byAccount.penalty(key, 1);
      throw error;
    }
  }

  return { hooks: { onRequest, onResponse }, attempt };
}
