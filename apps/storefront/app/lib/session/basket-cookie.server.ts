import { deleteCookie, parseCookieHeader, serializeCookie } from './cookies.server.ts';

/**
 * The shopper's basket id per site (spec §4 Cart flow: the stored cart), kept where the session keeps its state: an
 * HttpOnly cookie, like the merged-cart notice. The cart feature writes it on the first add and reads it for the
 * header count and the cart page; sign-in passes it as `guestObjects.basketId` (the api's cart merger), sign-out and
 * an invalid customer (AUT498) clear it. One cookie per site: a shopper has one cart per site (decisions-cart).
 */
const PREFIX = 'outsole_basket_';
/** As long as a registered refresh family lives (90 days); a guest's cart dies with its session sooner (BSK404). */
const MAX_AGE_S = 90 * 24 * 60 * 60;
const BASKET_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SITE_ID = /^[a-z0-9-]{1,40}$/;

export function basketCookieName(siteId: string): string {
  return `${PREFIX}${SITE_ID.test(siteId) ? siteId : 'unknown'}`;
}

/** The stored basket id for the site, or null (absent or not an id's shape: never forwarded to the api). */
export function readBasketId(cookieHeader: string | null, siteId: string): string | null {
  const value = parseCookieHeader(cookieHeader).get(basketCookieName(siteId)) ?? '';
  return BASKET_ID.test(value) ? value : null;
}

export function basketCookie(siteId: string, basketId: string, secure: boolean): string {
  if (!BASKET_ID.test(basketId)) throw new Error('not a basket id');
  return serializeCookie(basketCookieName(siteId), basketId, { secure, maxAge: MAX_AGE_S });
}

export function clearBasketCookie(siteId: string, secure: boolean): string {
  return deleteCookie(basketCookieName(siteId), { secure });
}

/** Every site's basket cookie the browser sent, cleared (sign-out: spec §4 "clears cart"). */
export function clearAllBasketCookies(cookieHeader: string | null, secure: boolean): string[] {
  return [...parseCookieHeader(cookieHeader).keys()]
    .filter((name) => name.startsWith(PREFIX))
    .map((name) => deleteCookie(name, { secure }));
}
