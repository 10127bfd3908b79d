import { randomBytes } from 'node:crypto';

import { memoize, type RequestContext } from '../request-context.server.ts';

/**
 * A per-browser anonymous shopper id, sent to the api as `x-usid` so writes (reviews, questions, votes, flags)
 * have an author and votes count once per shopper. A stopgap: the identity issue replaces it with the shopper's
 * real session (sign-in tokens), and only this module changes.
 *
 * The cookie is HttpOnly (the browser's scripts never need it), SameSite=Lax (sent on top-level navigations and
 * same-site posts, not cross-site posts), Secure in production, and holds 32 random bytes in base64url.
 */
export const USID_COOKIE = 'outsole_usid';
const USID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export interface Usid {
  usid: string;
  /** A Set-Cookie header when the usid is new to this browser; the response must carry it. */
  setCookie: string | null;
}

/** The browser's usid, or a new one with its cookie; once per request. */
export function usidFor(ctx: RequestContext, request: Request): Promise<Usid> {
  return memoize(ctx, 'usid', () => Promise.resolve(readOrCreate(request, ctx.config.isProduction)));
}

export function readOrCreate(request: Request, secure: boolean): Usid {
  const existing = readUsid(request.headers.get('cookie'));
  if (existing) return { usid: existing, setCookie: null };
  const usid = randomBytes(32).toString('base64url');
  const attributes = ['Path=/', `Max-Age=${ONE_YEAR_S}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return { usid, setCookie: [`${USID_COOKIE}=${usid}`, ...attributes].join('; ') };
}

export function readUsid(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === USID_COOKIE) {
      const usid = value.join('=');
      return USID_PATTERN.test(usid) ? usid : null;
    }
  }
  return null;
}
