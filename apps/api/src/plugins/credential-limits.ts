import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from '../config/config.js';
import { ApiError } from '../lib/api-error.js';
import { clientAddress } from '../lib/client-address.js';

/** The credential endpoints, each with its own budgets (a sign-in storm does not block password resets). */
export type CredentialScope =
  | 'signin'
  | 'signup'
  | 'forgot-password'
  | 'reset-password'
  // the reset page asking whether its link still works (per address: an unknown link names no account)
  | 'check-reset-password'
  | 'change-password'
  | 'token'
  // a gift card's number and PIN are a credential too: per address, and per card number as the account
  | 'giftcard-balance';

export interface CredentialLimitInput {
  scope: CredentialScope;
  /**
   * Who the call is about, when known: `brand|email` for the calls that name an account, the consumer number for a
   * signed-in shopper's. Omitted: only the address budget is counted.
   */
  account?: string | null;
}

export interface CredentialLimiter {
  /**
   * Counts one call against the caller's address budget and, when given, the account's; over either budget it sets
   * Retry-After and throws 429 API429. Call it before any expensive work (password hashing, captcha, email).
   */
  check(request: FastifyRequest, reply: FastifyReply, input: CredentialLimitInput): Promise<void>;
  /** The account budget alone, for calls that learn the account only after reading their input (a reset token). */
  checkAccount(reply: FastifyReply, scope: CredentialScope, account: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    credentialLimits: CredentialLimiter;
  }
}

export interface CredentialLimitsOptions {
  config: Pick<Config, 'credentialLimits'>;
}

interface Hit {
  count: number;
  /** Milliseconds until the window of this key ends. */
  ttlMs: number;
}

/** Fixed-window counters in this process: the fallback without Redis, or while Redis is down. */
export function memoryCounter(maxKeys = 100_000): (key: string, windowMs: number, now?: number) => Hit {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key, windowMs, now = Date.now()) => {
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (windows.size >= maxKeys) {
        for (const [name, window] of windows) if (window.resetAt <= now) windows.delete(name);
        // Still full of live windows (a flood of distinct keys): drop the oldest rather than grow without bound.
        for (const name of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(name);
        }
      }
      entry = { count: 0, resetAt: now + windowMs };
      windows.delete(key);
      windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  };
}

/** INCR with the window set on the first hit (and repaired if a key ever lost its expiry), in one round trip. */
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

async function redisHit(redis: Redis, key: string, windowMs: number): Promise<Hit> {
  const [count, ttlMs] = (await redis.eval(REDIS_HIT, 1, key, windowMs)) as [number, number];
  return { count, ttlMs };
}

/** Keys hold digests, never an address or an email in clear. */
function keyOf(scope: CredentialScope, kind: 'address' | 'account', value: string): string {
  const digest = createHash('sha256').update(value).digest('base64url').slice(0, 22);
  return `outsole-credential:${scope}:${kind}:${digest}`;
}

export function createCredentialLimiter(
  settings: Config['credentialLimits'],
  redis: Redis | null,
  log: { warn(object: object, message: string): void },
): CredentialLimiter {
  const windowMs = settings.windowSeconds * 1000;
  const memory = memoryCounter();
  let warnedAt = 0;

  const hit = async (key: string): Promise<Hit> => {
    if (redis && redis.status === 'ready') {
      try {
        return await redisHit(redis, key, windowMs);
      } catch (error) {
        // Credentials stay limited while Redis is down: per process, as without Redis.
        if (Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          log.warn({ err: error }, 'credential limits: redis failed, counting in this process');
        }
      }
    }
    return memory(key, windowMs);
  };

  const spend = async (reply: FastifyReply, key: string, max: number): Promise<void> => {
    if (max === 0) return;
    const { count, ttlMs } = await hit(key);
    if (count <= max) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    void reply.header('retry-after', String(retryAfterSeconds));
    throw new ApiError('API429', { params: { retryAfterSeconds } });
  };

  return {
    async check(request, reply, { scope, account }) {
      await spend(reply, keyOf(scope, 'address', clientAddress(request)), settings.perAddress);
      if (account) await spend(reply, keyOf(scope, 'account', account), settings.perAccount);
    },
    async checkAccount(reply, scope, account) {
      await spend(reply, keyOf(scope, 'account', account), settings.perAccount);
    },
  };
}

/**
 * Per-address and per-account budgets on every credential endpoint (docs/decisions/0017), on top of the global
 * rate limit: shared through Redis when REDIS_URL is set (plugins/redis.ts), so they hold across instances.
 */
const credentialLimitsPlugin: FastifyPluginAsync<CredentialLimitsOptions> = async (app, { config }) => {
  app.decorate('credentialLimits', createCredentialLimiter(config.credentialLimits, app.redis, app.log));
};

export default fp(credentialLimitsPlugin, {
  name: 'outsole-credential-limits',
  fastify: '5.x',
  dependencies: ['outsole-redis'],
});
