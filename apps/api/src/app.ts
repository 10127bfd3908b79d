import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { Logger } from 'pino';
import { ResponseHeaders } from '@outsole/contracts/headers';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import type { Db } from './db/schema.js';
import { AccessLogController } from './lib/access-log.js';
import { ApiError } from './lib/api-error.js';
import { answerClientError } from './lib/client-errors.js';
import { toErrorBody } from './lib/error-mapping.js';
import { createLogger } from './lib/logger.js';
import { answerSerializer } from './lib/route-schemas.js';
import { traceIdsOf } from './lib/trace-ids.js';
import { boundedValidatorCompiler } from './lib/validator.js';
import { captchaService } from './modules/captcha/captcha.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mediaService } from './modules/media/media.routes.js';
import notifications from './modules/notifications/notifications.plugin.js';
import restockWatch from './modules/back-in-stock/back-in-stock.plugin.js';
import { createAccessTokens } from './modules/session/access-token.js';
import { createSigningKeys } from './modules/session/signing-keys.js';
import { createSiteDirectory } from './modules/sites/site-directory.js';
import auth from './plugins/auth.js';
import credentialLimits from './plugins/credential-limits.js';
import docs from './plugins/docs.js';
import errors from './plugins/errors.js';
import httpCache from './plugins/http-cache.js';
import jsonBody from './plugins/json-body.js';
import rateLimit from './plugins/rate-limit.js';
import redis from './plugins/redis.js';
import requestContext from './plugins/request-context.js';
import security from './plugins/security.js';
import textInput from './plugins/text-input.js';
import { commerceService } from './services/commerce.js';
import { deeplTranslator } from './modules/reviews/deepl-translator.js';
import { sandboxTranslator } from './modules/reviews/translation-provider.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Defaults to JSON lines on stdout at config.logLevel. */
  logger?: Logger;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Failures before routing (a malformed URL) bypass the error handler; they answer in the spec format too. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, appId: string): void {
  const apiError = new ApiError('API400', { message: 'The request URL is not valid.', cause: error });
  const { correlationId, transactionId } = traceIdsOf(request.raw);
  void reply
    .code(400)
    .headers({ [ResponseHeaders.correlationId]: correlationId, [ResponseHeaders.transactionId]: transactionId })
    .type('application/json; charset=utf-8')
    .send(toErrorBody(apiError, appId, correlationId));
}

/** A hop count means "trust the n closest proxies", which fastify's types spell as a function. */
function toTrustProxy(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * Builds the api: cross-cutting plugins first (errors, security headers, docs, rate limits, request context),
 * then the services. Never listens (server.ts does), so tests drive it through inject().
 */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<App> {
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger({ level: config.logLevel });
  const app = Fastify({
    loggerInstance,
    // The correlation id is fastify's request id: every log line of the request carries it as correlationId.
    genReqId: (raw) => traceIdsOf(raw).correlationId,
    requestIdHeader: false,
    // One access-log line per request, when its answer is out (lib/access-log.ts), instead of fastify's pair.
    logController: new AccessLogController({ requestIdLogLabel: 'correlationId' }),
    childLoggerFactory: (parent, bindings, options, raw) =>
      parent.child({ ...bindings, transactionId: traceIdsOf(raw).transactionId }, options),
    bodyLimit: config.bodyLimitBytes,
    // Longer than a load balancer's idle timeout, so it never reuses a connection this server is closing.
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // fastify sets none by default: without one, a client sending its body a byte at a time holds a connection as
    // long as it likes (Node answers 408 once this has passed; idle keep-alive time does not count). Node enforces
    // it only when the headers' own limit is not longer (measured on Node 26: with its default 60 s headersTimeout
    // a 2 s requestTimeout never fired), so both are the same.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.requestTimeoutMs },
    // A request arriving on an open keep-alive connection while draining is served (with Connection: close)
    // instead of fastify's own 503 body, which is not in the spec's error format.
    return503OnClosing: false,
    trustProxy: toTrustProxy(config.trustProxy),
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, config.appId),
    // Requests Node's parser refuses (oversized URL or headers, malformed) never reach fastify's handlers.
    clientErrorHandler: answerClientError(config.appId),
  }).withTypeProvider<ZodTypeProvider>();

  // zod's, after a count of each strict object's keys: unknown keys cost neither seconds nor megabytes (0004).
  app.setValidatorCompiler(boundedValidatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.env !== 'production'));
  // Bodies are JSON only: without this fastify would parse text/plain too, turning a wrong content type into a
  // confusing validation error instead of 415.
  app.removeContentTypeParser('text/plain');
  await app.register(jsonBody);

  await app.register(errors, { appId: config.appId });
  // Input holding U+0000 is refused on both engines alike (PostgreSQL text cannot store it).
  await app.register(textInput);
  await app.register(security, { config });
  await app.register(httpCache);
  await app.register(docs);
  const sites = createSiteDirectory(db);
  await app.register(requestContext, { config, sites });
  await app.register(redis, { config });
  await app.register(rateLimit, { config });
  // Per-address and per-account budgets of the credential endpoints, and the captcha they verify with.
  await app.register(credentialLimits, { config });
  await app.register(captchaService, { config });
  // After the rate limits, so a flood of forged tokens is limited before any signature is checked.
  const tokens = createAccessTokens(createSigningKeys(db), config.session.accessTokenTtlSeconds);
  await app.register(auth, { db, tokens, sites, config });

  await app.register(healthRoutes, { db });
  // The email outbox's worker and, outside production, the development mailbox (/dev/mailbox), beside the probes.
  await app.register(notifications, { db, config });
  // Back-in-stock emails: sign-ups whose size came back, queued into that outbox.
  await app.register(restockWatch, { db, config });
  await app.register(commerceService, {
    db,
    prefix: config.commerceBasePath,
    searchCacheEntries: config.searchCacheEntries,
    searcherKey: config.serverTrustId,
    saveForLaterPageSize: config.saveForLaterPageSize,
    webVitalsRetentionDays: config.webVitalsRetentionDays,
    guestCartRetentionDays: config.guestCartRetentionDays,
    verifyKeptAnswers: config.env !== 'production',
    translator:
      config.translation.provider === 'deepl' ? deeplTranslator(config.translation.apiKey) : sandboxTranslator,
    session: { tokens, settings: config.session },
    consumer: {
      resetTokenTtlSeconds: config.resetTokenTtlSeconds,
      storefrontBrandOrigins: config.storefrontBrandOrigins,
      captchaMinScore: config.captcha.minScore,
    },
  });
  await app.register(mediaService, { db, prefix: config.mediaBasePath });
  return app;
}
