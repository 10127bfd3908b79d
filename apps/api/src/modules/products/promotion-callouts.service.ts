import type { ProductPrice, ProductPromotionCallout } from '@outsole/contracts/products';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { ExpiringCache, perDatabase } from '../../lib/lru-cache.js';
import { loadPromotions } from '../cart/cart.pricing.js';
import { calloutCandidates, productCallouts, type CalloutStyle } from '../pricing/promotions.callouts.js';
import { catalogEpoch, followedByCache } from './catalog-clock.js';
import { findPromotionFactRows } from './product-tiles.repository.js';

/** What a qualifier looks at of a style: kept until the catalog clock names the style as changed (catalog-clock.ts). */
type StyleFacts = Omit<CalloutStyle, 'productId' | 'listPrice' | 'salePrice'>;
const STYLE_FACTS_TTL_MS = 10 * 60_000;
const STYLE_FACTS_CAPACITY = 50_000;
const styleFacts = perDatabase((db: Db) => {
  const cache = new ExpiringCache<StyleFacts | null>(STYLE_FACTS_CAPACITY, STYLE_FACTS_TTL_MS);
  followedByCache(db, (change) =>
    change === null ? cache.clear() : cache.deleteWhere((productId) => change.has(productId)),
  );
  return cache;
});

async function loadStyleFacts(db: Db, productIds: readonly string[]): Promise<Map<string, StyleFacts>> {
  const cache = styleFacts(db);
  const facts = new Map<string, StyleFacts | null>();
  for (const productId of productIds) {
    const kept = cache.get(productId, '');
    if (kept !== undefined) facts.set(productId, kept);
  }
  const missing = productIds.filter((productId) => !facts.has(productId));
  if (missing.length > 0) {
    const epoch = catalogEpoch(db);
    const rows = await findPromotionFactRows(db, missing);
    const keep = catalogEpoch(db) === epoch;
    const read = new Map<string, StyleFacts>();
    for (const row of rows) {
      const style = read.get(row.product_id) ?? {
        masterId: row.master_id,
        brand: row.brand,
        digital: Number(row.digital) === 1,
        categoryIds: [],
      };
      if (row.ancestor_id !== null) (style.categoryIds as string[]).push(row.ancestor_id);
      read.set(row.product_id, style);
    }
    for (const productId of missing) {
      const style = read.get(productId) ?? null;
      if (keep) cache.set(productId, '', style);
      facts.set(productId, style);
    }
  }
  return new Map([...facts].flatMap(([productId, style]) => (style ? [[productId, style] as const] : [])));
}

/**
 * The promotion callouts of styles shown on the request's site (product details, search hits, product tiles:
 * decision 0053), by product id; styles with none are left out. No query at all while the site runs no promotion
 * that could be called out (the site's promotions are kept 10 s: cart.pricing.ts); else one query for the styles
 * whose facts are not kept yet, whatever their number. Computed for each answer, never kept with it: the api's
 * answer caches (the search answers' cache) do not outlive a promotion's start or end.
 */
export async function loadCallouts(
  ctx: RequestContext,
  db: Db,
  styles: readonly { productId: string; price: ProductPrice }[],
  now = new Date(),
): Promise<Map<string, ProductPromotionCallout[]>> {
  if (styles.length === 0) return new Map();
  const promotions = await loadPromotions(db, ctx.site.siteId);
  if (calloutCandidates(promotions).length === 0) return new Map();
  const facts = await loadStyleFacts(
    db,
    styles.map((style) => style.productId),
  );
  const priced = styles.flatMap((style) => {
    const fact = facts.get(style.productId);
    return fact && style.price.currency === ctx.site.currency
      ? [{ ...fact, productId: style.productId, listPrice: style.price.list, salePrice: style.price.sale }]
      : [];
  });
  return productCallouts(priced, promotions, { siteId: ctx.site.siteId, currency: ctx.site.currency, now });
}

/** `{ productPromotions }` of one style for its answer, nothing when it has none (the field is optional). */
export function calloutsOf(
  callouts: ReadonlyMap<string, ProductPromotionCallout[]>,
  productId: string,
): { productPromotions?: ProductPromotionCallout[] } {
  const list = callouts.get(productId);
  return list ? { productPromotions: list } : {};
}
