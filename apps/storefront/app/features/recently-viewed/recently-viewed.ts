import { STYLE_CODE_PATTERN } from '@outsole/contracts/paths';

import { siteKeptList } from '#app/lib/browser/kept-list.ts';

/**
 * The styles a shopper has looked at, kept in this browser only (localStorage, per site: each site has its own
 * catalog, language and prices), the newest first, each once. A product page adds its style; the product page,
 * the cart and the home page show them (recently-viewed-row.tsx). docs/decisions/0034-recently-viewed.md.
 */
export const RECENTLY_VIEWED_KEPT = 12;

/** `list` with `productId` first, an earlier view of it gone, then cut to what is kept. */
export function withViewed(list: readonly string[], productId: string): string[] {
  if (!STYLE_CODE_PATTERN.test(productId)) return [...list];
  return [productId, ...list.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_KEPT);
}

const kept = siteKeptList('recently-viewed', withViewed);

/** What storage holds, made safe: only style codes, each once, the first seen kept, at most RECENTLY_VIEWED_KEPT. */
export const recentlyViewedOf = kept.listOf;
export const readRecentlyViewed = kept.read;
/** Keeps `productId` as the newest viewed; returns the list now kept. */
export const rememberViewed = kept.remember;
export const clearRecentlyViewed = kept.clear;
