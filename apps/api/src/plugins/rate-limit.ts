import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import type { Config } from '../config/config.js';
import { ApiError } from '../lib/api-error.js';
import { isProbeOrDocsPath } from '../lib/public-paths.js';
import { single } from '../lib/request-headers.js';

export interface RateLimitOptions {
  config: Pick<Config, 'rateLimit' | 'redisUrl'>;
}

/** How long start-up waits for Redis before running without shared counters. */
const REDIS_READY_WAIT_MS = 2_000;

/**
 * Per-client request budget (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS). With REDIS_URL the counters are shared by every api instance behind the load
 * balancer; without it each instance counts on its own. Probes and docs are never limited.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, { config }) => {
  if (config.rateLimit.max === 0) return; // RATE_LIMIT_MAX=0: limits off (benchmarks, or a gateway limits instead)
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  if (redis) {
    // A Redis outage must not take the api down: errors are logged and requests pass (skipOnError below).
    // ioredis retries every few seconds while Redis is down; one line per outage is enough.
    let down = false;
    redis.on('error', (error: Error) => {
      if (!down) app.log.warn({ err: error }, 'rate-limit store unavailable: requests pass unlimited');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('rate-limit store available again');
      down = false;
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    // Commands fail fast while connecting (no offline queue), and would let requests through unlimited: start
    // with the shared counters in place when Redis answers within a moment, and without them when it does not.
    const ready = await Promise.race([
      once(redis, 'ready').then(
        () => true,
        () => false, // an 'error' first: Redis is down
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, REDIS_READY_WAIT_MS, false).unref()),
    ]);
    if (!ready) app.log.warn('rate-limit store not reachable at start: requests pass unlimited until it is');
  }

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: 'outsole-rate-limit:' } : {}),
    skipOnError: true,
    allowList: (request) =>
      isProbeOrDocsPath(request.url) || (request.ctx?.trusted === true && !forwardedClient(request)),
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) =>
      new ApiError('API429', { params: { retryAfterSeconds: Math.ceil(context.ttl / 1000) } }),
  });
};

/**
 * The storefront server calls on behalf of every shopper from one address, so its calls (trusted through
 * x-server-trust-id) are counted per shopper address it forwards in x-forwarded-for, and not at all when it
 * forwards none (its own calls); anyone else is counted per connecting address (request.ip, which honours
 * TRUST_PROXY). Runs after the request context is built (instance hooks run before route hooks).
 */
function clientKey(request: FastifyRequest): string {
  const forwarded = request.ctx?.trusted ? forwardedClient(request) : undefined;
  return forwarded ? `client:${forwarded}` : `ip:${request.ip}`;
}

function forwardedClient(request: FastifyRequest): string | undefined {
  return single(request.headers['x-forwarded-for'])?.split(',')[0]?.trim() || undefined;
}

export default fp(rateLimitPlugin, { name: 'outsole-rate-limit', fastify: '5.x' });
