import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { Headers } from '@outsole/contracts/headers';

/** How long a shared cache (the storefront server's, a CDN) may keep a route's successful answers. */
export interface PublicCachePolicy {
  maxAgeSeconds: number;
  /** How much longer a stale answer may be served while it is refreshed in the background. */
  staleWhileRevalidateSeconds: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on catalog reads that are the same for every shopper of a site and locale. */
    publicCache?: PublicCachePolicy;
  }
}

/** Catalog data that changes with merchandising (names, prices, stock): a minute, then five of grace. */
export const CATALOG_READ: PublicCachePolicy = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 };
/** The category tree and product sets: rarely changed. */
export const CATALOG_STRUCTURE: PublicCachePolicy = { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 };

/**
 * Reviews and questions: the same for every shopper, and written by shoppers. A minute and a minute of grace, so a
 * new review or vote reaches other shoppers within two; its author reads past the storefront's cache meanwhile
 * (decision 0023).
 */
export const FEEDBACK_READ: PublicCachePolicy = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 60 };

/** The request headers a public answer depends on besides its URL (and the Origin the security hook names). */
export const PUBLIC_VARY = [Headers.siteId, Headers.locale, Headers.testing].join(', ');

/**
 * Caching headers on every answer. Routes whose config names a `publicCache` policy answer 200 with
 * `Cache-Control: public, max-age, stale-while-revalidate` and `Vary` on the site and locale headers, added to the
 * `Vary: Origin` every answer carries (CORS headers are reflected per storefront origin); everything
 * else (errors included) is `no-store`, so nothing shopper-specific is ever kept by a shared cache. Routes that
 * set their own Cache-Control (product images) keep it.
 */
const httpCachePlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    const policy = request.routeOptions.config.publicCache;
    if (policy && reply.statusCode === 200) {
      void reply.header(
        'cache-control',
        `public, max-age=${policy.maxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`,
      );
      const vary = reply.getHeader('vary');
      void reply.header('vary', vary ? `${String(vary)}, ${PUBLIC_VARY}` : PUBLIC_VARY);
      return;
    }
    void reply.header('cache-control', 'no-store');
  });
};

export default fp(httpCachePlugin, { name: 'outsole-http-cache', fastify: '5.x' });
