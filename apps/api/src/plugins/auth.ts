import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Headers } from '@outsole/contracts/headers';
import type { Config } from '../config/config.js';
import type { Db } from '../db/schema.js';
import { ApiError } from '../lib/api-error.js';
import type { RegisteredShopper } from '../lib/context.js';
import { isPublicPath } from '../lib/public-paths.js';
import { single } from '../lib/request-headers.js';
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
  }
}

/** RFC 6750 §2.1: `Bearer` then the token (a JWT is base64url parts joined by dots). */
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;

export const NOT_SIGNED_IN_MESSAGE = 'This call needs a signed-in shopper.';
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

  const guard: onRequestHookHandler = async (request) => {
    await requireRegistered(request);
  };
  app.addHook('onRoute', (route) => {
    if (!needsRegisteredShopper(route.url ?? route.path, route.method, config.commerceBasePath)) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...existing, guard];
  });
};

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
