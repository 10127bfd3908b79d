import type { Recommendations, RecommendationsQuery } from '@outsole/contracts/search';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { loadTiles, toProductTile, type StyleTile } from '../products/product-tiles.service.js';
import { calloutsOf, loadCallouts } from '../products/promotion-callouts.service.js';
import { findAnchor, findSimilarIds } from './recommendations.repository.js';

/** GET /products/v1/widgetRecommendations: the recommender the query names (docs/decisions/0034). */
export function getRecommendations(ctx: RequestContext, db: Db, query: RecommendationsQuery): Promise<Recommendations> {
  return query.widget === 'recently-viewed' ? recentlyViewed(ctx, db, query) : similar(ctx, db, query);
}

/**
 * Similar styles to one product (same type and gender first, nearest price, in stock online), never the product
 * itself. A style unknown to the site (another brand's, or not priced here) is a 404 naming productId.
 */
async function similar(ctx: RequestContext, db: Db, query: RecommendationsQuery): Promise<Recommendations> {
  const productId = query.productId ?? '';
  const anchor = await findAnchor(db, productId, ctx.site.siteId);
  if (anchor?.brand !== ctx.site.brand || anchor.price === null) {
    throw new ApiError('API404', { message: 'The product was not found.', field: 'query.productId' });
  }
  const ids = await findSimilarIds(
    db,
    productId,
    { ...anchor, price: Number(anchor.price) },
    { siteId: ctx.site.siteId, limit: query.count },
  );
  const tiles = await loadTiles(ctx, db, ids);
  return { widget: 'similar', productId, products: await withCallouts(ctx, db, tiles) };
}

/**
 * The shopper's recently viewed styles, kept by their browser: in the order asked (newest first), each once, the
 * page's own product left out, at most `count`. Ids the site does not sell (another brand's, no longer priced, or
 * unknown: a browser keeps what it saw months ago) are left out rather than refused.
 */
async function recentlyViewed(ctx: RequestContext, db: Db, query: RecommendationsQuery): Promise<Recommendations> {
  const ids = [...new Set(query.productIds)].filter((id) => id !== query.productId);
  const tiles = await loadTiles(ctx, db, ids, { brand: ctx.site.brand });
  return {
    widget: 'recently-viewed',
    ...(query.productId ? { productId: query.productId } : {}),
    products: await withCallouts(ctx, db, tiles.slice(0, query.count)),
  };
}

/** The tiles with their promotion callouts (decision 0053): one batch for all of them. */
async function withCallouts(ctx: RequestContext, db: Db, tiles: readonly StyleTile[]) {
  const callouts = await loadCallouts(ctx, db, tiles);
  return tiles.map((tile) => ({ ...toProductTile(tile), ...calloutsOf(callouts, tile.productId) }));
}
