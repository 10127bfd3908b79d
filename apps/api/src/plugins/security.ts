import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { Headers, ResponseHeaders } from '@outsole/contracts/headers';
import type { Config } from '../config/config.js';

export interface SecurityOptions {
  config: Pick<Config, 'production' | 'storefrontOrigins'>;
}

/** One year, the HSTS preload list's minimum. */
const HSTS_MAX_AGE_S = 31_536_000;

/**
 * The headers every answer carries. The api answers JSON only, so its policy forbids every kind of content and
 * any framing; /docs sets its own relaxed policy (plugins/docs.ts). HSTS is sent only in production, where TLS is
 * guaranteed: on http://localhost it would pin the browser to https for every local port.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(production ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` } : {}),
  };
}

/** Methods, request headers and response headers the storefront origins may use across origins. */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const CORS_REQUEST_HEADERS = [
  'content-type',
  Headers.accept,
  Headers.authorization,
  Headers.correlationId,
  Headers.transactionId,
  Headers.locale,
  Headers.siteId,
  Headers.usid,
  Headers.accessKey,
  Headers.testing,
];
const CORS_EXPOSED_HEADERS = [ResponseHeaders.correlationId, ResponseHeaders.transactionId, 'retry-after'];
/** How long a browser may keep a preflight's answer (seconds). */
const CORS_MAX_AGE_S = 600;

/**
 * Security headers and CORS, in one onRequest hook whose headers are all made once here. The security headers are
 * Helmet's set as constants (@fastify/helmet parsed its policy on every request, about a tenth of the api's CPU on a
 * bare request). CORS: browsers reach the api through the storefront's same-origin proxy; CORS is open only to the
 * storefront origins, for the few calls a page makes directly, with credentials, and closed to everyone else: another
 * origin gets no Access-Control-* header (its browser then refuses the answer) and its preflight is not answered
 * here. This replaces @fastify/cors, which rebuilt its options and closures on every request (about 4 % of a cart
 * read's CPU) for the same headers.
 */
const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (app, { config }) => {
  const headers = securityHeaders(config.production);
  const storefrontOrigins = new Set(config.storefrontOrigins);
  const allowed = {
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': CORS_EXPOSED_HEADERS.join(', '),
  };
  const preflight = {
    'access-control-allow-methods': CORS_METHODS.join(', '),
    'access-control-allow-headers': CORS_REQUEST_HEADERS.join(', '),
    'access-control-max-age': String(CORS_MAX_AGE_S),
    'content-length': '0',
  };
  app.addHook('onRequest', (request, reply, done) => {
    // The answer depends on the Origin header (reflected for the storefront origins): shared caches must know.
    reply.headers(headers).header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !storefrontOrigins.has(origin)) return done();
    reply.header('access-control-allow-origin', origin).headers(allowed);
    // A preflight is answered here, before the access key and the session are asked for (browsers send neither).
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      void reply.headers(preflight).code(204).send();
      return;
    }
    done();
  });
};

export default fp(securityPlugin, { name: 'outsole-security', fastify: '5.x' });
