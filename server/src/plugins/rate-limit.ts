/**
 * Rate limits per IP and per account, in memory for one process or in Redis when REDIS_URL is
 * set, so that several API processes share the same counters.
 */
import { failure } from '@swapsies/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimit, RateLimits } from '../config.ts';
import { mapValues } from '../lib/records.ts';
import { requireActor } from './auth.ts';

export type LimiterName = keyof RateLimits;
export type RateLimiters = Record<LimiterName, RateLimiterAbstract>;

export function createRateLimiters(limits: RateLimits, redis: Redis | null): RateLimiters {
  const make = (name: string, limit: RateLimit): RateLimiterAbstract => {
    const options = { keyPrefix: `rl:${name}`, points: limit.points, duration: limit.durationSeconds };
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  };
  return mapValues(limits, (limit, name) => make(name, limit));
}

export async function consume(limiter: RateLimiterAbstract, key: string, reply: FastifyReply): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (outcome) {
    if (!(outcome instanceof RateLimiterRes)) throw outcome;
    reply.header('Retry-After', Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)));
    reply.status(429).send(failure('TOO_MANY_REQUESTS'));
    return false;
  }
}

/** Route hooks: onRequest runs before the body is read, preHandler once it is parsed and valid. */
export interface RateLimitHooks {
  onRequest: onRequestAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * Spends one point of `ipLimiter` for the caller's IP before the body is read, so a limited
 * caller's body is never parsed; when `account.key` names an account (from the body), one point
 * of `account.limiter` for it once the body is valid. The key should name the account itself
 * (its id), not the spelling the caller used, so that a username and an email share one budget.
 * Spread the hooks into the route's options.
 */
export function rateLimited(
  limiters: RateLimiters,
  ipLimiter: LimiterName,
  account?: {
    limiter: LimiterName;
    key: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
  },
): RateLimitHooks {
  return {
    async onRequest(request, reply) {
      if (!(await consume(limiters[ipLimiter], request.ip, reply))) return reply;
    },
    ...(account && {
      async preHandler(request: FastifyRequest, reply: FastifyReply) {
        const key = (await account.key(request))?.trim().toLowerCase();
        if (key && !(await consume(limiters[account.limiter], key, reply))) return reply;
      },
    }),
  };
}

/**
 * Spends one point of `limiter` for the signed-in member before the body is read; an anonymous
 * caller is refused (401) at once, so neither has their body read.
 */
export function memberLimited(limiters: RateLimiters, limiter: LimiterName): onRequestAsyncHookHandler {
  return async function limit(request, reply) {
    const actor = requireActor(request);
    if (!(await consume(limiters[limiter], `user:${actor.id}`, reply))) return reply;
  };
}
