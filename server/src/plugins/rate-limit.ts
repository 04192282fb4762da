/**
 * Rate limits per IP and per account, in memory for one process or in Redis when REDIS_URL is
 * set, so that several API processes share the same counters. While Redis cannot be reached each
 * limiter counts in this process instead (rate-limiter-flexible's insurance limiter), so a Redis
 * outage neither refuses every call nor lifts the limits.
 */
import { failure } from '@swapsies/contract';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimit, RateLimits } from '../config.ts';
import { mapValues } from '../lib/records.ts';
import type { RedisConnection } from '../lib/redis.ts';
import { requireActor } from './auth.ts';

export type LimiterName = keyof RateLimits;
export type RateLimiters = Record<LimiterName, RateLimiterAbstract>;

/** The in-process limiter that stands in while Redis cannot be reached; it says when it starts counting. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    this.onUse();
    return super.consume(...args);
  }
}

/**
 * rate-limiter-flexible's count for one call, less its first command: its script starts with a
 * `SET key 0 EX duration NX` that the expiry check below already covers, and every chat send runs it
 * (docs/performance.md, Chat). Atomic as a script: the count, then the window's expiry on its first
 * point. KEYS: the key. ARGV: points, the window in seconds. Answers the count and the ms left.
 */
const INCR_TTL = `local consumed = redis.call('incrby', KEYS[1], ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('expire', KEYS[1], ARGV[2])
  ttl = 1000 * ARGV[2]
end
return {consumed, ttl}`;

export function createRateLimiters(
  limits: RateLimits,
  connection: RedisConnection | null,
  log: FastifyBaseLogger,
): RateLimiters {
  let inProcess = false;
  const fallBack = () => {
    if (inProcess) return;
    inProcess = true;
    log.warn('rate limits: Redis cannot be reached; counting in this process until it answers');
  };
  connection?.onReady(() => {
    if (!inProcess) return;
    inProcess = false;
    log.info('rate limits: counting in Redis again');
  });
  const make = (name: string, limit: RateLimit): RateLimiterAbstract => {
    const options = {
      keyPrefix: `${connection?.prefix ?? ''}rl:${name}`,
      points: limit.points,
      duration: limit.durationSeconds,
    };
    if (!connection) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: connection.redis,
      customIncrTtlLuaScript: INCR_TTL,
      // Straight to the insurance while the connection is down, rather than a failed command each time.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new InsuranceLimiter(options, fallBack),
    });
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
