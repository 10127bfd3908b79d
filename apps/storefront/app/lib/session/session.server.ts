import type { TokenRequest, TokenResponse } from '@outsole/contracts/auth';

import { apiFor } from '../api/api.server.ts';
import { HttpError } from '../api/api-error.ts';
import type { ApiAuth, ApiClient } from '../api/client.server.ts';
import type { RequestContext } from '../request-context.server.ts';
import { decodeAccessClaims, type AccessClaims } from './access-claims.server.ts';
import { clearedSessionCookies, readSessionCookies, tokenCookies } from './cookies.server.ts';
import { createFlights, type FlightOutcome } from './refresh-flight.server.ts';
import { sessionScope, type SessionScope } from './scope.server.ts';
import { requestToken, tokenFailure, type Sleep } from './token-client.server.ts';
import { deleteUsidCookie, newUsid, readUsid, USID_COOKIE, usidCookie } from './usid.server.ts';

/**
 * The shopper's session on the storefront server, one per request (`sessionFor`). It reads the session cookies,
 * refreshes the access token shortly before it expires (single flight per refresh token in the process), starts a
 * guest session only when a call needs the shopper's identity (a write, a consumer call: never for catalog page
 * views, which stay anonymous and cacheable), and collects the Set-Cookie headers its changes need. The root
 * middleware (session-middleware.server.ts) refreshes ahead of the loaders and writes those headers on every kind of
 * response: documents, data requests, resource routes, redirects.
 */

export type SessionKind = 'anonymous' | 'guest' | 'registered';

/** Refresh this long before the access token expires: a token that dies on its way to the api is no use. */
export const REFRESH_AHEAD_MS = 60_000;

export interface ShopperSession {
  /** What the cookies say, as changed by this request (sign-in, sign-out, a refresh the api refused). */
  readonly kind: SessionKind;
  /** The shopper's usid: the session's, else the browser's usid cookie; null when the browser has neither. */
  readonly usid: string | null;
  /** The refresh token (sign-out revokes with it); never leaves the server except to the api. */
  readonly refreshToken: string | null;
  /** The access token's claims (unverified: for display and routing only; the api verifies every call). */
  readonly claims: AccessClaims | null;
  /** The usid, created with its cookie when the browser has none. */
  ensureUsid(): string;
  /** A current access token (refreshed when about to expire), or null: never starts a session. */
  accessToken(): Promise<string | null>;
  /** Like accessToken, starting a guest session when there is none; null when the api will not issue one now. */
  identityToken(): Promise<string | null>;
  /** The api rejected `rejected`: one refresh per request, the new token or null. */
  renew(rejected: string): Promise<string | null>;
  /** Refreshes now when the access token is missing or about to expire (the middleware, before the loaders). */
  prepare(): Promise<void>;
  /** Stores a token answer (sign-in, sign-up): the cookies follow. */
  establish(tokens: TokenResponse): void;
  /** Forgets the session: tokens, expiry cookies, login marker; with `rotateUsid` the usid too (sign-out). */
  end(options?: { rotateUsid?: boolean }): void;
  /** The client's view of this session: `required` starts a guest session for calls that need an identity. */
  apiAuth(identity: 'optional' | 'required'): ApiAuth;
  /** Adds a Set-Cookie header of the shopper's state (the merged-cart notice) to those the session sends. */
  addCookie(setCookie: string): void;
  /** The pending Set-Cookie header for one cookie name, if this request changed it. */
  pendingCookie(name: string): string | null;
  /**
   * The pending Set-Cookie headers; the response is being sent, so later changes cannot reach the browser: from
   * now on the session neither refreshes nor starts a guest session (a rotated refresh token whose successor never
   * reached the browser would sign the shopper out).
   */
  commitCookies(): string[];
}

export interface SessionOptions {
  /** The transport of the token calls (the /api proxy passes its own); default: the process's (api.server.ts). */
  transport?: typeof fetch;
  now?: () => number;
  sleep?: Sleep;
}

/**
 * Token grants shared by every request of the process: one call per refresh token (or guest usid) at a time, and
 * its outcome for a few seconds after (refresh-flight.server.ts).
 */
export const tokenFlights = createFlights<TokenResponse>();

const sessions = new WeakMap<RequestContext, ShopperSession>();

/** The shopper's session for this request (one per request context: the first caller's options hold). */
export function sessionFor(ctx: RequestContext, request: Request, options: SessionOptions = {}): ShopperSession {
  let session = sessions.get(ctx);
  if (!session) {
    session = createSession(ctx, request, options);
    sessions.set(ctx, session);
  }
  return session;
}

export function createSession(ctx: RequestContext, request: Request, options: SessionOptions = {}): ShopperSession {
  const now = options.now ?? Date.now;
  const secure = ctx.config.isProduction;
  const scope = sessionScope(ctx.config, request);
  const apiForTokens = (scope: SessionScope & { usid: string | undefined }): ApiClient =>
    apiFor(ctx, { ...scope, clientIp: ctx.clientIp }, options.transport);
  const cookieHeader = request.headers.get('cookie');
  const cookies = readSessionCookies(cookieHeader);

  let access = cookies.accessToken;
  let claims = access ? decodeAccessClaims(access) : null;
  let refresh = cookies.refreshToken;
  let registered = cookies.loginMarker || claims?.typ === 'Registered';
  let usid = claims?.usid ?? readUsid(cookieHeader);
  /** Set-Cookie by cookie name: a later change of the same cookie in this request replaces the earlier one. */
  const pending = new Map<string, string>();
  let committed = false;
  let refreshing: Promise<string | null> | null = null;
  let startingGuest: Promise<string | null> | null = null;

  const accessExpiresAt = () => (claims?.exp ? claims.exp * 1000 : (cookies.accessExpiresAt ?? 0));
  const fresh = () => access !== null && accessExpiresAt() - now() > REFRESH_AHEAD_MS;
  const stillValid = () => access !== null && accessExpiresAt() > now();

  function setCookies(list: string[]) {
    for (const cookie of list) pending.set(cookie.slice(0, cookie.indexOf('=')), cookie);
  }

  function establish(tokens: TokenResponse) {
    access = tokens.accessToken;
    claims = decodeAccessClaims(tokens.accessToken);
    refresh = tokens.refreshToken;
    registered = tokens.type === 'Registered';
    setCookies(tokenCookies(tokens, { secure, now: now() }));
    // The token's usid is the shopper's from now on; the browser's usid cookie follows it.
    usid = tokens.usid;
    if (usid !== readUsid(cookieHeader) || pending.has(USID_COOKIE)) setCookies([usidCookie(usid, secure)]);
  }

  function end({ rotateUsid = false }: { rotateUsid?: boolean } = {}) {
    access = null;
    claims = null;
    refresh = null;
    registered = false;
    refreshing = null;
    startingGuest = null;
    setCookies(clearedSessionCookies({ secure }));
    if (rotateUsid) {
      usid = null;
      setCookies([deleteUsidCookie(secure)]);
    }
  }

  function apply(outcome: FlightOutcome<TokenResponse>): string | null {
    if (outcome.kind === 'issued') {
      establish(outcome.value);
      return access;
    }
    if (outcome.kind === 'invalid') end();
    return null;
  }

  function runRefresh(): Promise<string | null> {
    const token = refresh;
    if (!token || committed) return Promise.resolve(null);
    refreshing ??= tokenFlights
      .run(`refresh:${token}`, async () => {
        try {
          const body: TokenRequest = registered
            ? { type: 'Registered', refreshToken: token }
            : { type: 'Guest', refreshToken: token };
          const tokens = await requestToken(apiForTokens({ ...scope, usid: usid ?? undefined }), body, {
            sleep: options.sleep,
          });
          return { kind: 'issued', value: tokens };
        } catch (error) {
          return { kind: tokenFailure(error) };
        }
      })
      .then((outcome) => (refresh === token ? apply(outcome) : access));
    return refreshing;
  }

  /** The api's 429 when a guest session could not start (too many from this address): the write reports it. */
  let guestRefused: HttpError | null = null;

  function startGuest(): Promise<string | null> {
    if (committed) return Promise.resolve(null);
    startingGuest ??= (() => {
      const guestUsid = ensureUsid();
      return tokenFlights
        .run(`guest:${guestUsid}`, async () => {
          try {
            const tokens = await requestToken(
              apiForTokens({ ...scope, usid: guestUsid }),
              { type: 'Guest' },
              { sleep: options.sleep },
            );
            return { kind: 'issued', value: tokens };
          } catch (error) {
            // spec §4: a 403 on token is tolerated; so is an api that cannot issue one right now. The call that
            // wanted an identity goes ahead without one and the api answers it as it must. Over the token budget
            // (429), that answer would be "refresh the page", which cannot help: the shopper is told to wait instead.
            if (error instanceof HttpError && error.status === 429) guestRefused = error;
            return { kind: 'tolerated' };
          }
        })
        .then((outcome) => (refresh === null && access === null ? apply(outcome) : access));
    })();
    return startingGuest;
  }

  function ensureUsid(): string {
    if (usid) return usid;
    usid = newUsid();
    setCookies([usidCookie(usid, secure)]);
    return usid;
  }

  async function accessToken(): Promise<string | null> {
    if (fresh()) return access;
    if (refresh) {
      const renewed = await runRefresh();
      if (renewed) return renewed;
    }
    // A refresh that could not happen now (tolerated failure): the current token serves while it lasts.
    return stillValid() ? access : null;
  }

  const session: ShopperSession = {
    get kind(): SessionKind {
      if (!access && !refresh) return 'anonymous';
      return registered ? 'registered' : 'guest';
    },
    get usid() {
      return usid;
    },
    get refreshToken() {
      return refresh;
    },
    get claims() {
      return claims;
    },
    ensureUsid,
    accessToken,
    async identityToken() {
      const token = (await accessToken()) ?? (access || refresh ? null : await startGuest());
      if (token === null && guestRefused) throw guestRefused;
      return token;
    },
    async renew(rejected) {
      if (access !== null && access !== rejected) return access;
      if (!refresh) return null;
      return runRefresh();
    },
    async prepare() {
      if (refresh && !fresh()) await runRefresh();
    },
    establish(tokens) {
      if (committed) throw new Error('The response has been sent: this session can no longer change its cookies');
      establish(tokens);
    },
    end(options) {
      if (committed) throw new Error('The response has been sent: this session can no longer change its cookies');
      end(options);
    },
    apiAuth(identity) {
      return {
        accessToken: identity === 'required' ? session.identityToken : accessToken,
        renew: session.renew,
        invalidate: () => {
          if (!committed) end();
        },
      };
    },
    addCookie(setCookie) {
      if (committed) throw new Error('The response has been sent: this session can no longer change its cookies');
      setCookies([setCookie]);
    },
    pendingCookie(name) {
      return pending.get(name) ?? null;
    },
    commitCookies() {
      committed = true;
      return [...pending.values()];
    },
  };
  return session;
}

export { USID_COOKIE };
