import { deflateRawSync, inflateRawSync } from 'node:zlib';

import { deleteCookie, parseCookieHeader, serializeCookie } from '#app/lib/session/cookies.server.ts';
import { cartPath } from './cart-types.ts';

/**
 * The cart page's lines (`productId|upc|qty|storeId|card`, cart-view.ts knownItems) for BSK404 recovery of a post made
 * without JavaScript (decision 0018, addendum "the known lines once per page"). With JavaScript the page adds them to
 * each post (known-lines.ts); a form posted without it carries only its own fields, so the lines the cart page last
 * showed are kept here: deflated, base64url, HttpOnly, sent only to the cart page's path (its document posts; a
 * fetcher's post goes to `/{locale}/cart.data`, which it is not sent to, nor any other page). Written by the cart
 * page's loader when they change, cleared when the cart has none.
 */
const PREFIX = 'outsole_cart_lines_';
const SITE_ID = /^[a-z0-9-]{1,40}$/;
/** Under a browser's 4,096 bytes per cookie with its name and attributes; lines past it are left out. */
export const MAX_VALUE_LENGTH = 3_600;
const MAX_LINES = 100;
const MAX_INFLATED = 400_000;
/** As long as the basket cookie: the lines matter only while it names a basket. */
const MAX_AGE_S = 90 * 24 * 60 * 60;

export function knownLinesCookieName(siteId: string): string {
  return `${PREFIX}${SITE_ID.test(siteId) ? siteId : 'unknown'}`;
}

/** The lines as the cookie holds them; as many from the first as fit (a cart of 100 ordinary lines fits). */
export function encodeKnownLines(entries: readonly string[]): string {
  let count = Math.min(entries.length, MAX_LINES);
  while (count > 0) {
    const value = deflateRawSync(Buffer.from(entries.slice(0, count).join('\n'), 'utf8')).toString('base64url');
    if (value.length <= MAX_VALUE_LENGTH) return value;
    count -= 1;
  }
  return '';
}

/** The lines the cookie holds; none when it is absent or does not read. */
export function readKnownLines(cookieHeader: string | null, siteId: string): string[] {
  const value = parseCookieHeader(cookieHeader).get(knownLinesCookieName(siteId)) ?? '';
  return decodeKnownLines(value);
}

function decodeKnownLines(value: string): string[] {
  if (!value || value.length > MAX_VALUE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return [];
  try {
    const text = inflateRawSync(Buffer.from(value, 'base64url'), { maxOutputLength: MAX_INFLATED }).toString('utf8');
    return text.split('\n').filter(Boolean).slice(0, MAX_LINES);
  } catch {
    return [];
  }
}

/**
 * The Set-Cookie that keeps `entries` for the site's cart page, or null when the browser already holds them (or holds
 * nothing and there is nothing to keep).
 */
export function knownLinesCookie(
  cookieHeader: string | null,
  scope: { siteId: string; locale: string },
  entries: readonly string[],
  secure: boolean,
): string | null {
  const name = knownLinesCookieName(scope.siteId);
  const held = parseCookieHeader(cookieHeader).get(name) ?? '';
  const value = encodeKnownLines(entries);
  if (value === held) return null;
  const path = cartPath(scope.locale);
  return value
    ? serializeCookie(name, value, { secure, maxAge: MAX_AGE_S, path })
    : deleteCookie(name, { secure, path });
}
