import { LocalePath } from '@outsole/contracts/locales';

import { parseCookieHeader, serializeCookie } from '#app/lib/session/cookies.server.ts';

/**
 * The region a shopper chose with the footer's switcher (docs/decisions/0008 and 0022, addenda): `/` sends them back
 * to it rather than to the site their browser's language suggests, so a shopper in the German store who types the
 * shop's bare address lands there again, in euros, with the German cart. Set only by that explicit choice (a visit
 * to `/de-de` from a link says nothing about where the shopper wants to shop next time). Its value is a locale path
 * (`de-de`). Only `/` reads it: every page is the same with or without it, so the page cache counts it as no cookie
 * of the storefront's (PREFERENCE_COOKIES in page-cache.server.ts) and a shopper who chose a region keeps the cached
 * pages.
 */
export const REGION_PREFERENCE_COOKIE = 'outsole_region';

/** A year, as shops remember a chosen market; a later choice replaces it. */
const REGION_PREFERENCE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function regionPreferenceCookie(locale: LocalePath, secure: boolean): string {
  return serializeCookie(REGION_PREFERENCE_COOKIE, locale, { secure, maxAge: REGION_PREFERENCE_MAX_AGE_S });
}

/** The chosen locale the request carries; null without one or for a value this storefront did not write. */
export function readRegionPreference(cookieHeader: string | null): LocalePath | null {
  const parsed = LocalePath.safeParse(parseCookieHeader(cookieHeader).get(REGION_PREFERENCE_COOKIE));
  return parsed.success ? parsed.data : null;
}
