import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ErrorId } from '@outsole/contracts/errors';
import type { Config } from '../config/config.js';
import { ApiError } from '../lib/api-error.js';
import { clientKey } from '../lib/client-address.js';

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

export interface FailureBudgetInput {
  scope: CredentialScope;
  /** Whose credential is checked: `brand|email`, or the signed-in shopper's consumer number. */
  account: string;
  /** The refusals that mean the credential was wrong (a wrong password, an unknown account): only they count. */
  failures: readonly ErrorId[];
}

export interface CredentialLimiter {
  /**
   * Counts one call against the caller's address budget and, when given, the account's; over either budget it sets
   * Retry-After and throws 429 API429. Call it before any expensive work (password hashing, captcha, email).
   */
  check(request: FastifyRequest, reply: FastifyReply, input: CredentialLimitInput): Promise<void>;
  /**
   * The account budget alone: for calls that learn the account only after reading their input (a reset token), and
   * for those with a captcha, after it passed (calls without one must not spend the account's budget).
   */
  checkAccount(reply: FastifyReply, scope: CredentialScope, account: string): Promise<void>;
  /**
   * Runs a check of the account's credential under its failure budget (docs/decisions/0017, addendum on targeted
   * lock-out): only the refusals in `failures` count, against the account and against this client (address) for
   * the account. Once the account has failed CREDENTIAL_LIMIT_PER_ACCOUNT times in the window, a client that has
   * failed against it in the window is refused with 429 API429 before the check; a client that has not (the owner
   * elsewhere) is still checked. A success forgets this client's failures; it never spends the budget.
   */
  failureBudget<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    input: FailureBudgetInput,
    attempt: () => Promise<T>,
  ): Promise<T>;
  /** Clears the account's failure budget (a password reset: the owner has proved who they are). */
  forgetFailures(scope: CredentialScope, account: string): Promise<void>;
  /**
   * Runs the check of a secret the api issued (a refresh token, an authorization code: 256 random bits, which no one
   * guesses) under the caller's address failure budget (docs/decisions/0017, addendum on the token endpoint's
   * budgets): only the refusals in `failures` count; once the address has CREDENTIAL_LIMIT_PER_ADDRESS of them in
   * the window, its calls are refused with 429 API429 before the check. A success spends nothing, so the shoppers
   * behind one address (a carrier's NAT, an office) are not one budget.
   */
  addressFailureBudget<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { scope: CredentialScope; failures: readonly ErrorId[] },
    attempt: () => Promise<T>,
  ): Promise<T>;
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

export interface MemoryCounter {
  /** Counts one hit of the key, starting its window when there is none. */
  hit(key: string, windowMs: number, now?: number): Hit;
  /** The key's count in its window, without counting (0 when it has none). */
  peek(key: string, now?: number): Hit;
  forget(key: string): void;
}

/** Fixed-window counters in this process: the fallback without Redis, or while Redis is down. */
export function memoryCounter(maxKeys = 100_000): MemoryCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, windowMs, now = Date.now()) {
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
    },
    peek(key, now = Date.now()) {
      const entry = windows.get(key);
      return entry && entry.resetAt > now ? { count: entry.count, ttlMs: entry.resetAt - now } : { count: 0, ttlMs: 0 };
    },
    forget(key) {
      windows.delete(key);
    },
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

async function redisPeek(redis: Redis, key: string): Promise<Hit> {
  const [[, count], [, ttlMs]] = (await redis.multi().get(key).pttl(key).exec()) as [
    [Error | null, string | null],
    [Error | null, number],
  ];
  return count === null || ttlMs < 0 ? { count: 0, ttlMs: 0 } : { count: Number(count), ttlMs };
}

/** Keys hold digests, never an address or an email in clear. */
function keyOf(
  scope: CredentialScope,
  kind: 'address' | 'account' | 'account-failures' | 'client-failures' | 'address-failures',
  value: string,
): string {
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

  /** In Redis when it answers; credentials stay limited while Redis is down: per process, as without Redis. */
  const counted = async <R>(inRedis: (redis: Redis) => Promise<R>, inMemory: () => R): Promise<R> => {
    if (redis && redis.status === 'ready') {
      try {
        return await inRedis(redis);
      } catch (error) {
        if (Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          log.warn({ err: error }, 'credential limits: redis failed, counting in this process');
        }
      }
    }
    return inMemory();
  };
  const hit = (key: string) =>
    counted(
      (client) => redisHit(client, key, windowMs),
      () => memory.hit(key, windowMs),
    );
  const peek = (key: string) =>
    counted(
      (client) => redisPeek(client, key),
      () => memory.peek(key),
    );
  const forget = (key: string) =>
    counted(
      async (client) => void (await client.del(key)),
      () => memory.forget(key),
    );

  const refuse = (reply: FastifyReply, ttlMs: number): never => {
    const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    void reply.header('retry-after', String(retryAfterSeconds));
    throw new ApiError('API429', { params: { retryAfterSeconds } });
  };

  const spend = async (reply: FastifyReply, key: string, max: number): Promise<void> => {
    if (max === 0) return;
    const { count, ttlMs } = await hit(key);
    if (count > max) refuse(reply, ttlMs);
  };

  return {
    async check(request, reply, { scope, account }) {
      await spend(reply, keyOf(scope, 'address', clientKey(request)), settings.perAddress);
      if (account) await spend(reply, keyOf(scope, 'account', account), settings.perAccount);
    },
    async checkAccount(reply, scope, account) {
      await spend(reply, keyOf(scope, 'account', account), settings.perAccount);
    },
    async failureBudget(request, reply, { scope, account, failures }, attempt) {
      if (settings.perAccount === 0) return attempt();
      const accountKey = keyOf(scope, 'account-failures', account);
      const mineKey = keyOf(scope, 'client-failures', `${account}|${clientKey(request)}`);
      const [spent, mine] = await Promise.all([peek(accountKey), peek(mineKey)]);
      // The owner elsewhere has no failures here: a budget others spent does not refuse them.
      if (spent.count >= settings.perAccount && mine.count > 0) refuse(reply, Math.min(spent.ttlMs, mine.ttlMs));
      const result = await attempt().catch(async (error: unknown) => {
        if (error instanceof ApiError && failures.includes(error.errorId)) {
          await Promise.all([hit(accountKey), hit(mineKey)]);
        }
        throw error;
      });
      if (mine.count > 0) await forget(mineKey);
      return result;
    },
    async forgetFailures(scope, account) {
      await forget(keyOf(scope, 'account-failures', account));
    },
    async addressFailureBudget(request, reply, { scope, failures }, attempt) {
      if (settings.perAddress === 0) return attempt();
      const addressKey = keyOf(scope, 'address-failures', clientKey(request));
      const failed = await peek(addressKey);
      if (failed.count >= settings.perAddress) refuse(reply, failed.ttlMs);
      return attempt().catch(async (error: unknown) => {
        if (error instanceof ApiError && failures.includes(error.errorId)) await hit(addressKey);
        throw error;
      });
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
