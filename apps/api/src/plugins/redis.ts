import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import type { Config } from '../config/config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one Redis connection of this api process (REDIS_URL), or null without it. Shared by everything that must
     * hold across instances: rate-limit counters, credential limits, single-use captcha tokens. Commands fail fast
     * while Redis is down (no offline queue): each user decides what to do then (skip, or count in process).
     */
    redis: Redis | null;
  }
}

export interface RedisOptions {
  config: Pick<Config, 'redisUrl'>;
}

/** How long start-up waits for Redis before running without it (users fall back until it answers). */
const REDIS_READY_WAIT_MS = 2_000;

const redisPlugin: FastifyPluginAsync<RedisOptions> = async (app, { config }) => {
  if (!config.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  app.decorate('redis', redis);
  // A Redis outage must not take the api down: errors are logged and its users fall back. ioredis retries every few
  // seconds while Redis is down; one line per outage is enough.
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ err: error }, 'redis unavailable: shared counters fall back to this process');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('redis available again');
    down = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Commands fail fast while connecting (no offline queue): start with Redis in place when it answers within a
  // moment, and without it when it does not.
  const ready = await Promise.race([
    once(redis, 'ready').then(
      () => true,
      () => false, // an 'error' first: Redis is down
    ),
    new Promise<boolean>((resolve) => setTimeout(resolve, REDIS_READY_WAIT_MS, false).unref()),
  ]);
  if (!ready) app.log.warn('redis not reachable at start: shared counters fall back to this process until it is');
};

export default fp(redisPlugin, { name: 'outsole-redis', fastify: '5.x' });
