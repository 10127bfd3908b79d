import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify';
import { Headers } from '@outsole/contracts/headers';
import type { Config } from '../config/config.js';
import type { Db } from '../db/schema.js';
import { ApiError } from '../lib/api-error.js';
import type { RegisteredShopper } from '../lib/context.js';
import { isPublicPath } from '../lib/public-paths.js';
import { single } from '../lib/request-headers.js';
import { SHOPPER_SECURITY } from '../lib/route-schemas.js';
import { shopperOf, type AccessTokens } from '../modules/session/access-token.js';
import { isSessionLive } from '../modules/session/session.service.js';
import type { SiteDirectory } from '../modules/sites/site-directory.js';

export interface AuthPluginOptions {
  db: Db;
  tokens: AccessTokens;
  sites: SiteDirectory;
  config: Pick<Config, 'commerceBasePath' | 'mediaBasePath'>;
}

/** What requireRegistered needs, per app instance. */
interface ShopperSessions {
  db: Db;
  /** Requests whose registered session was already checked (the guard, then the handler, read it once). */
  checked: WeakSet<FastifyRequest>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shopperSessions: ShopperSessions;
  }
  interface FastifyContextConfig {
    /**
     * `ignore`: the route never reads a bearer token, so an expired one sent along does not refuse the call (the token
     * endpoint: its grant is its credential, and a shopper refreshing has an expired access token by definition).
     */
    bearer?: 'ignore';
    /** What the route needs of the bearer token's shopper (ShopperNeed): refused and documented by guardShopperRoute. */
    shopper?: ShopperNeed;
    /** The API401 message told a caller without the shopper the route needs, when the route says it better. */
    shopperRefusal?: string;
  }
}

/**
 * What a shopper's call needs of the bearer token: `session` a guest or a signed-in shopper, `registered` a signed-in
 * one. Either way a registered session must still stand (AUT498 after sign-out or a password change).
 */
export type ShopperNeed = 'session' | 'registered';

/** RFC 6750 §2.1: `Bearer` then the token (a JWT is base64url parts joined by dots). */
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;

export const NOT_SIGNED_IN_MESSAGE = 'This call needs a signed-in shopper.';
export const NO_SESSION_MESSAGE = 'This call needs a guest or signed-in session.';
const INVALID_TOKEN_MESSAGE = 'The access token is not valid or has expired.';

/**
 * Bearer access tokens (docs/decisions/0017): an `Authorization: Bearer <jwt>` header is verified (signature by one of
 * our keys, issuer, audience, expiry, and a site of the same brand) and becomes `request.ctx.shopper`; without the
 * header the shopper is anonymous. A header that does not verify answers 401 API401 (the storefront then refreshes)
 * instead of quietly serving the call as someone else. Every route under `/consumers-v3/consumer` requires a
 * registered shopper whose session stands (requireRegistered), except the reset-password call, whose emailed token
 * is its credential.
 */
const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (app, { db, tokens, sites, config }) => {
  app.decorate('shopperSessions', { db, checked: new WeakSet<FastifyRequest>() });

  app.addHook('onRequest', async (request) => {
    const header = single(request.headers[Headers.authorization]);
    if (header === undefined || isPublicPath(request.url, config.mediaBasePath)) return;
    if (request.routeOptions.config.bearer === 'ignore') return;
    const token = BEARER.exec(header.trim())?.[1];
    const claims = token === undefined ? null : await tokens.verify(token);
    if (!claims) throw new ApiError('API401', { message: INVALID_TOKEN_MESSAGE });
    // Sessions belong to a brand, as accounts do: a token of one brand's site is no credential on another brand's.
    if (claims.site !== request.ctx.site.siteId && (await sites.find(claims.site))?.brand !== request.ctx.site.brand) {
      throw new ApiError('API401', { message: INVALID_TOKEN_MESSAGE });
    }
    request.ctx.shopper = shopperOf(claims);
  });

  app.addHook('onRoute', (route) => {
    if (needsRegisteredShopper(route.url ?? route.path, route.method, config.commerceBasePath)) {
      guardShopperRoute(route, 'registered');
    } else if (route.config?.shopper !== undefined) {
      guardShopperRoute(route, route.config.shopper);
    }
  });
};

const guards: Record<ShopperNeed, onRequestHookHandler> = {
  session: async (request) => {
    const { shopper } = request.ctx;
    if (shopper.kind === 'anonymous') {
      throw new ApiError('API401', { message: request.routeOptions.config.shopperRefusal ?? NO_SESSION_MESSAGE });
    }
    if (shopper.kind === 'registered') await requireRegistered(request);
  },
  registered: async (request) => {
    const refusal = request.routeOptions.config.shopperRefusal;
    if (refusal !== undefined && request.ctx.shopper.kind !== 'registered') {
      throw new ApiError('API401', { message: refusal });
    }
    await requireRegistered(request);
  },
};

/** Routes already guarded: a route a plugin's shopperRoutes and the auth plugin both see is guarded once. */
const guarded = new WeakSet<object>();

/**
 * The one guard of a shopper's call, for every such route: refused with 401 API401 (no bearer token, a guest where
 * an account is needed) or AUT498 (a revoked session) in `onRequest`, before its query or body is read, so a caller
 * without a session is told that first, whatever else is wrong with the call. A token that does not verify was
 * refused already (API401, the auth plugin's hook). The OpenAPI document says the call needs the bearer token
 * (SHOPPER_SECURITY) unless its schema says otherwise. A route asks for it with `config: { shopper }`; a plugin whose
 * every route is a shopper's with `app.addHook('onRoute', shopperRoutes(need))`.
 */
export function guardShopperRoute(route: RouteOptions, need: ShopperNeed): void {
  if (guarded.has(route)) return;
  guarded.add(route);
  const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [guards[need], ...existing];
  const schema = route.schema as (FastifySchema & { security?: unknown }) | undefined;
  if (schema && schema.security === undefined) schema.security = SHOPPER_SECURITY;
}

/** An `onRoute` hook for a plugin whose every route needs `need` of the shopper (guardShopperRoute). */
export function shopperRoutes(need: ShopperNeed): (route: RouteOptions) => void {
  return (route) => guardShopperRoute(route, route.config?.shopper ?? need);
}

/**
 * spec §6/§7: consumer endpoints sit under `/consumers-v3/consumer` and need a registered token. The one exception is
 * `POST .../consumer/resetpassword`: the shopper who forgot their password has no session, the emailed token is the
 * credential.
 */
export function needsRegisteredShopper(url: string, method: string | string[], commerceBasePath: string): boolean {
  const consumer = `${commerceBasePath}/consumers-v3/consumer`;
  if (url !== consumer && !url.startsWith(`${consumer}/`)) return false;
  const methods = [method].flat();
  const resetPassword = url === `${consumer}/resetpassword` || url === `${consumer}/resetpassword/`;
  return !(resetPassword && methods.every((m) => m === 'POST'));
}

/**
 * The request's registered shopper, or a refusal: 401 API401 for a guest or no token, 401 AUT498 when the session
 * was revoked (sign-out, password change or reset, a reused refresh token) or the account is gone (the storefront
 * then clears the cart and reloads, spec §8). One indexed read per request, however often it is called.
 */
export async function requireRegistered(request: FastifyRequest): Promise<RegisteredShopper> {
  const { shopper } = request.ctx;
  if (shopper.kind !== 'registered') throw new ApiError('API401', { message: NOT_SIGNED_IN_MESSAGE });
  const { db, checked } = request.server.shopperSessions;
  if (checked.has(request)) return shopper;
  if (!(await isSessionLive(request.ctx, db, shopper))) throw new ApiError('AUT498', { status: 401 });
  checked.add(request);
  return shopper;
}

export default fp(authPlugin, { name: 'outsole-auth', fastify: '5.x', dependencies: ['outsole-request-context'] });
