import type {} from 'fastify';
import type { LocalePath } from '@outsole/contracts/locales';
import type { Site } from '@outsole/contracts/reference';

/**
 * What every use case needs to know about the call it serves (CONVENTIONS: pass context explicitly).
 * Built once per request by plugins/request-context.ts and handed to services as their first argument.
 */
export interface RequestContext {
  /** From `x-correlation-id` or generated; echoed back and bound to every log line. */
  correlationId: string;
  /** From `x-transaction-id` or generated; echoed back and bound to every log line. */
  transactionId: string;
  /** The site of `x-site-id` (default `stride-en-us`): brand, country, currency, tax mode, features. */
  site: Site;
  /** The request's language: `x-locale` when supported, else the site's locale. */
  locale: LocalePath;
  /** The shopper's session id (`x-usid`), when the caller sent one. */
  usid: string | null;
  /** True when `x-server-trust-id` matched: the call comes from our own storefront server. */
  trusted: boolean;
  /** True when `x-testing` was sent outside production (never honoured in production). */
  testing: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
