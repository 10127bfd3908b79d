import type { Recommendations, RecommendationsQuery } from '@outsole/contracts/search';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { loadTiles, toProductTile } from '../products/product-tiles.service.js';
import { findAnchor, findSimilarIds } from './recommendations.repository.js';

/**
 * GET /products/v1/widgetRecommendations: similar styles to one product (same type and gender first, nearest
 * price, in stock online), never the product itself. Personalisation comes later. A style
 * unknown to the site (another brand's, or not priced here) is a 404 naming productId.
 */
export async function getRecommendations(
  ctx: RequestContext,
  db: Db,
  query: RecommendationsQuery,
): Promise<Recommendations> {
  const anchor = await findAnchor(db, query.productId, ctx.site.siteId);
  if (anchor?.brand !== ctx.site.brand || anchor.price === null) {
    throw new ApiError('API404', { message: 'The product was not found.', field: 'productId' });
  }
  const ids = await findSimilarIds(
    db,
    query.productId,
    { ...anchor, price: Number(anchor.price) },
    { siteId: ctx.site.siteId, limit: query.count },
  );
  const tiles = await loadTiles(ctx, db, ids);
  return { productId: query.productId, products: tiles.map(toProductTile) };
}
