import cors from '@fastify/cors';
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

/**
 * Security headers and CORS. The headers are Helmet's set as constants. @fastify/helmet rebuilt its middleware (parsing the policy) on every
 * request, about a tenth of the api's CPU on a bare request; the headers are static, so they are set once here.
 */
const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (app, { config }) => {
  const headers = securityHeaders(config.production);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Browsers reach the api through the storefront's same-origin proxy; CORS is open only to the storefront
  // origins for the few calls a page makes directly, with credentials, and closed to everyone else.
  await app.register(cors, {
    origin: config.storefrontOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
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
    ],
    exposedHeaders: [ResponseHeaders.correlationId, ResponseHeaders.transactionId, 'retry-after'],
    maxAge: 600,
  });
};

export default fp(securityPlugin, { name: 'outsole-security', fastify: '5.x' });
