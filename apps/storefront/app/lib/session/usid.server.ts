import { randomBytes } from 'node:crypto';

import { USID_PATTERN } from '@outsole/contracts/auth';

import { deleteCookie, parseCookieHeader, serializeCookie } from './cookies.server.ts';

/**
 * The shopper's user session id (usid), sent to the api as `x-usid`: the id a guest session is issued for, which a
 * registered session keeps after sign-in (the guest's reviews and votes follow the shopper into the account). The
 * browser keeps it in its own cookie, so it survives between sessions and the first guest token continues it.
 *
 * The shopper's session (session.server.ts) owns the usid of a request; these are the cookie's mechanics.
 * The cookie is HttpOnly (the browser's scripts never need it), SameSite=Lax, Secure in production, and holds
 * 32 random bytes in base64url.
 */
export const USID_COOKIE = 'outsole_usid';
export const USID_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface Usid {
  usid: string;
  /** A Set-Cookie header when the usid is new to this browser; the response must carry it. */
  setCookie: string | null;
}

export function newUsid(): string {
  return randomBytes(32).toString('base64url');
}

export function usidCookie(usid: string, secure: boolean): string {
  return serializeCookie(USID_COOKIE, usid, { secure, maxAge: USID_MAX_AGE_S });
}

export function deleteUsidCookie(secure: boolean): string {
  return deleteCookie(USID_COOKIE, { secure });
}

export function readOrCreate(request: Request, secure: boolean): Usid {
  const existing = readUsid(request.headers.get('cookie'));
  if (existing) return { usid: existing, setCookie: null };
  const usid = newUsid();
  return { usid, setCookie: usidCookie(usid, secure) };
}

export function readUsid(cookieHeader: string | null): string | null {
  const usid = parseCookieHeader(cookieHeader).get(USID_COOKIE);
  return usid !== undefined && USID_PATTERN.test(usid) ? usid : null;
}
