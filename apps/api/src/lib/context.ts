import type {} from 'fastify';
import type { LocalePath } from '@outsole/contracts/locales';
import type { Site } from '@outsole/contracts/reference';

/**
 * Who is calling, from the request's bearer access token (plugins/auth.ts): nobody in particular (no token), a guest
 * session, or a signed-in shopper. A token's claims are checked (signature, issuer, audience, expiry) before this is
 * set; whether a registered session has since been revoked is checked only where it matters (requireRegistered).
 */
export type Shopper =
  | { kind: 'anonymous' }
  | { kind: 'guest'; usid: string; familyId: string }
  | {
      kind: 'registered';
      consumerNo: string;
      consumerType: 'REGISTERED' | 'EMPLOYEE';
      usid: string;
      familyId: string;
    };

export type RegisteredShopper = Extract<Shopper, { kind: 'registered' }>;

export const ANONYMOUS: Shopper = Object.freeze({ kind: 'anonymous' });

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
  /** The caller's session from its bearer token; `anonymous` without one (plugins/auth.ts). */
  shopper: Shopper;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
