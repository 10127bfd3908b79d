import { SESSION_COOKIES, type TokenResponse } from '@outsole/contracts/auth';

/**
 * The session's cookies (ARCHITECTURE "Sessions"). The access and refresh tokens are HttpOnly: the browser's scripts
 * never see a token. The expiry cookies (Unix seconds) and the login marker are readable, so scripts can tell the
 * shopper is signed in, or that a long-open tab should ask the server for a fresh page before its session lapses.
 * Every one is SameSite=Lax (sent on top-level navigations and same-site posts, never on cross-site posts), Path=/,
 * and Secure in production.
 */

/**
 * Every cookie the storefront sets starts with this: the page cache (lib/http/page-cache.server.ts) tells visitors
 * from shoppers by it and sets these cookies aside when it serves a guest the visitor's page, so a cookie without it
 * would reach a page kept for everyone.
 */
export const SHOPPER_COOKIE_PREFIX = 'outsole_';

export interface SessionCookieValues {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds, from the readable expiry cookies; null when absent or malformed. */
  accessExpiresAt: number | null;
  refreshExpiresAt: number | null;
  /** The login marker: the session is a registered shopper's (sets the refresh `type`). */
  loginMarker: boolean;
}

/** A JWT (three base64url parts) or an opaque base64url token; anything else is ignored, not forwarded. */
const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;
const MAX_ACCESS_TOKEN_LENGTH = 4096;

/** Cookie header → name/value pairs (first occurrence wins, as browsers send the most specific path first). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

export function readSessionCookies(header: string | null): SessionCookieValues {
  const cookies = parseCookieHeader(header);
  const access = cookies.get(SESSION_COOKIES.accessToken) ?? '';
  const refresh = cookies.get(SESSION_COOKIES.refreshToken) ?? '';
  return {
    accessToken: access.length <= MAX_ACCESS_TOKEN_LENGTH && ACCESS_TOKEN_PATTERN.test(access) ? access : null,
    refreshToken: REFRESH_TOKEN_PATTERN.test(refresh) ? refresh : null,
    accessExpiresAt: epochMs(cookies.get(SESSION_COOKIES.accessExpires)),
    refreshExpiresAt: epochMs(cookies.get(SESSION_COOKIES.refreshExpires)),
    loginMarker: cookies.get(SESSION_COOKIES.loginMarker) === '1',
  };
}

function epochMs(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  return Number(value) * 1000;
}

export interface CookieOptions {
  /** Secure attribute (production). */
  secure: boolean;
  /** Readable by the page's scripts (no HttpOnly). */
  readable?: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** The path the browser sends it to; `/` unless said (a cookie only one page's posts need). */
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    ...(options.readable ? [] : ['HttpOnly']),
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'secure' | 'readable' | 'path'>): string {
  return serializeCookie(name, '', { ...options, maxAge: 0 });
}

/**
 * The Set-Cookie headers that store a token answer. The access token cookie lives as long as the token does (a
 * browser holding an expired one has nothing to send); the refresh token, the expiry cookies and the login marker
 * as long as the refresh token.
 */
export function tokenCookies(tokens: TokenResponse, { secure, now }: { secure: boolean; now: number }): string[] {
  const nowS = Math.floor(now / 1000);
  const accessTtl = tokens.accessTokenExpiresIn;
  const refreshTtl = tokens.refreshTokenExpiresIn;
  const cookies = [
    serializeCookie(SESSION_COOKIES.accessToken, tokens.accessToken, { secure, maxAge: accessTtl }),
    serializeCookie(SESSION_COOKIES.refreshToken, tokens.refreshToken, { secure, maxAge: refreshTtl }),
    serializeCookie(SESSION_COOKIES.accessExpires, String(nowS + accessTtl), {
      secure,
      readable: true,
      maxAge: refreshTtl,
    }),
    serializeCookie(SESSION_COOKIES.refreshExpires, String(nowS + refreshTtl), {
      secure,
      readable: true,
      maxAge: refreshTtl,
    }),
  ];
  cookies.push(
    tokens.type === 'Registered'
      ? serializeCookie(SESSION_COOKIES.loginMarker, '1', { secure, readable: true, maxAge: refreshTtl })
      : deleteCookie(SESSION_COOKIES.loginMarker, { secure, readable: true }),
  );
  return cookies;
}

/** Set-Cookie headers that remove every session cookie (sign-out, a session the api no longer accepts). */
export function clearedSessionCookies({ secure }: { secure: boolean }): string[] {
  return [
    deleteCookie(SESSION_COOKIES.accessToken, { secure }),
    deleteCookie(SESSION_COOKIES.refreshToken, { secure }),
    deleteCookie(SESSION_COOKIES.accessExpires, { secure, readable: true }),
    deleteCookie(SESSION_COOKIES.refreshExpires, { secure, readable: true }),
    deleteCookie(SESSION_COOKIES.loginMarker, { secure, readable: true }),
  ];
}
