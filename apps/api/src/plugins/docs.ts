import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { Headers } from '@outsole/contracts/headers';

/**
 * /docs loads swagger-ui's own scripts and styles from this origin and fetches the spec from it; swagger-ui
 * sets inline styles, hence 'unsafe-inline' for styles only. No script runs inline, so scripts stay 'self'.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * OpenAPI 3 generated from the routes' zod schemas, served as JSON at /openapi.json and browsable at /docs.
 * Registered before any route so every route is collected. Every route's schema gives an `operationId` (the method a
 * generated client names: the spec's call name where it names one, productSearch, countryList; a verb and noun
 * otherwise, getCart), unique in the document, a `summary` of one short line (100 characters at most) and its
 * behaviour, errors included, in `description` (docs.test.ts checks all three).
 */
const docsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Outsole api',
        description:
          'Commerce api of the Outsole storefront platform. Every call except /health and the docs needs an ' +
          '`x-access-key`; calls of a shopper (cart, save for later, account, reviews written) also need a ' +
          '`Authorization: Bearer` access token from `POST /token/v2/auth/token` (a guest or a signed-in shopper, ' +
          'as each call says). Failures answer `{ errorDetails: [{ errorId, message, field? }], appId, correlationId }`.',
        version: '0.1.0',
      },
      // The api answers at its host's root; the storefront forwards the same paths under its own /api.
      servers: [{ url: '/', description: 'This api, at the root of its host' }],
      components: {
        securitySchemes: {
          accessKey: { type: 'apiKey', in: 'header', name: Headers.accessKey },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a guest or signed-in shopper (POST /token/v2/auth/token).',
          },
        },
      },
      security: [{ accessKey: [] }],
    },
    // A shopper's route carries its own `security` (SHOPPER_SECURITY, lib/route-schemas.ts): kept by the transform.
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true, validatorUrl: null, persistAuthorization: false },
  });

  app.get('/openapi.json', { schema: { hide: true } }, (_request, reply) => reply.send(app.swagger()));
};

export default fp(docsPlugin, { name: 'outsole-docs', fastify: '5.x' });
