import { STYLE_CODE_PATTERN } from '@outsole/contracts/paths';

import { forgetKeptList, readKeptList, writeKeptList } from '#app/lib/browser/kept-list.ts';

/**
 * The styles a shopper has looked at, kept in this browser only (localStorage, per site: each site has its own
 * catalog, language and prices), the newest first, each once. A product page adds its style; the product page,
 * the cart and the home page show them (recently-viewed-row.tsx). docs/decisions/0034-recently-viewed.md.
 */
export const RECENTLY_VIEWED_KEPT = 12;

const storageKey = (siteId: string) => `outsole:recently-viewed:${siteId}`;

/** `list` with `productId` first, an earlier view of it gone, then cut to what is kept. */
export function withViewed(list: readonly string[], productId: string): string[] {
  if (!STYLE_CODE_PATTERN.test(productId)) return [...list];
  return [productId, ...list.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_KEPT);
}

/** What storage holds, made safe: only style codes, each once, the first seen kept, at most RECENTLY_VIEWED_KEPT. */
export function recentlyViewedOf(items: readonly unknown[]): string[] {
  return items
    .filter((item): item is string => typeof item === 'string')
    .reverse()
    .reduce<string[]>((list, id) => withViewed(list, id), []);
}

export function readRecentlyViewed(siteId: string): string[] {
  return recentlyViewedOf(readKeptList(storageKey(siteId)));
}

/** Keeps `productId` as the newest viewed; returns the list now kept. */
export function rememberViewed(siteId: string, productId: string): string[] {
  const list = withViewed(readRecentlyViewed(siteId), productId);
  writeKeptList(storageKey(siteId), list);
  return list;
}

export function clearRecentlyViewed(siteId: string): void {
  forgetKeptList(storageKey(siteId));
}
