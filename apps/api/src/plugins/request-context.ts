import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Headers, ResponseHeaders } from '@outsole/contracts/headers';
import type { Config } from '../config/config.js';
import { DEFAULT_SITE_ID, defaultSiteDefinition } from '../db/seed/reference/sites.js';
import { ApiError } from '../lib/api-error.js';
import { secretMatcher } from '../lib/constant-time.js';
import { ANONYMOUS, type RequestContext } from '../lib/context.js';
import { isPublicPath } from '../lib/public-paths.js';
import { acceptsJson, readLocale, readTesting, single, USID_MAX_LENGTH } from '../lib/request-headers.js';
import { traceIdsOf } from '../lib/trace-ids.js';
import type { SiteDirectory } from '../modules/sites/site-directory.js';

export interface RequestContextOptions {
  config: Pick<Config, 'accessKeys' | 'serverTrustId' | 'production' | 'mediaBasePath'>;
  sites: SiteDirectory;
}

/**
 * Reads the spec §7 headers of every request into `request.ctx` (lib/context.ts), enforcing on the way the
 * access key, the server trust id, a JSON-compatible Accept and a known site. Correlation and transaction ids
 * are echoed on every answer, errors included.
 */
const requestContextPlugin: FastifyPluginAsync<RequestContextOptions> = async (app, { config, sites }) => {
  const fallbackSite = defaultSiteDefinition();
  const isAccessKey = secretMatcher(config.accessKeys);
  const isServerTrustId = secretMatcher([config.serverTrustId]);
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (request, reply) => {
    const { correlationId, transactionId } = traceIdsOf(request.raw);
    void reply.header(ResponseHeaders.correlationId, correlationId);
    void reply.header(ResponseHeaders.transactionId, transactionId);

    const open = isPublicPath(request.url, config.mediaBasePath);
    if (!open) checkAccessKey(request, isAccessKey);
    const trusted = checkServerTrust(request, isServerTrustId);
    if (!open && !acceptsJson(request.headers.accept)) throw new ApiError('API406');

    const usid = single(request.headers[Headers.usid]) ?? null;
    if (usid !== null && usid.length > USID_MAX_LENGTH) {
      throw new ApiError('API400', {
        message: `x-usid must be at most ${USID_MAX_LENGTH} characters.`,
        field: 'x-usid',
      });
    }

    const siteId = single(request.headers[Headers.siteId])?.trim().toLowerCase() || DEFAULT_SITE_ID;
    // Probes and docs never read the site, and must answer even before the database holds any.
    const site = open ? fallbackSite : await sites.find(siteId);
    if (!site) throw new ApiError('API400', { message: 'x-site-id names no site of this api.', field: 'x-site-id' });

    request.ctx = {
      correlationId,
      transactionId,
      site,
      locale: readLocale(request.headers[Headers.locale]) ?? site.locale,
      usid,
      trusted,
      testing: readTesting(request.headers[Headers.testing], config.production),
      // plugins/auth.ts puts the bearer token's shopper here, in the hook that runs next.
      shopper: ANONYMOUS,
    };
  });
};

function checkAccessKey(request: FastifyRequest, isAccessKey: (candidate: string) => boolean): void {
  const key = single(request.headers[Headers.accessKey]);
  if (!key || !isAccessKey(key)) throw new ApiError('API401');
}

/** Absent: an ordinary call. Present: must match, or someone is trying to pass for our storefront server. */
function checkServerTrust(request: FastifyRequest, isServerTrustId: (candidate: string) => boolean): boolean {
  const given = single(request.headers[Headers.serverTrustId]);
  if (given === undefined) return false;
  if (!isServerTrustId(given)) {
    throw new ApiError('API401', { message: 'The server trust id is not valid.' });
  }
  return true;
}

export default fp(requestContextPlugin, { name: 'outsole-request-context', fastify: '5.x' });
