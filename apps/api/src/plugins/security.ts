import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
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
 * Security headers and CORS. The api answers JSON only, so its policy forbids every kind of content and any
 * framing; /docs sets its own relaxed policy (plugins/docs.ts). HSTS is sent only in production, where TLS is
 * guaranteed: on http://localhost it would pin the browser to https for every local port.
 */
const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (app, { config }) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    hsts: config.production ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    xContentTypeOptions: true,
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
