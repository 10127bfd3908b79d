import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.js';
import { ApiError } from '../lib/api-error.js';
import { isProbeOrDocsPath } from '../lib/public-paths.js';
import { addressKey, forwardedClient } from '../lib/client-address.js';

export interface RateLimitOptions {
  config: Pick<Config, 'rateLimit'>;
}

/**
 * Per-client request budget (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS). With REDIS_URL the counters are shared by every api instance behind the load
 * balancer; without it each instance counts on its own. Probes and docs are never limited.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, { config }) => {
  if (config.rateLimit.max === 0) return; // RATE_LIMIT_MAX=0: limits off (benchmarks, or a gateway limits instead)
  // The process's Redis connection (plugins/redis.ts): shared counters across instances when REDIS_URL is set.
  const redis = app.redis;

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
 * TRUST_PROXY); either bucketed by addressKey (an IPv6 client by its /64, decision 0017). Runs after the request context is built (instance hooks run before route hooks).
 */
function clientKey(request: FastifyRequest): string {
  const forwarded = request.ctx?.trusted ? forwardedClient(request) : undefined;
  return forwarded ? `client:${addressKey(forwarded)}` : `ip:${addressKey(request.ip)}`;
}

export default fp(rateLimitPlugin, {
  name: 'outsole-rate-limit',
  fastify: '5.x',
  dependencies: ['outsole-redis'],
});
