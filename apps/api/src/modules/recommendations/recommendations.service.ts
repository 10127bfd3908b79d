import type { ProductTile } from '@outsole/contracts/products';
import type { Recommendations, RecommendationsQuery } from '@outsole/contracts/search';
import { SizeSystem } from '@outsole/contracts/sizes';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { images, parseBadges, pdpUrl, toPrice } from '../products/product-mapping.js';
import { findAnchor, findSimilar } from './recommendations.repository.js';

/**
 * GET /products/v1/widgetRecommendations: similar styles to one product (same type and gender first, nearest
 * price, in stock online), never the product itself, in two queries. Personalisation comes later. A style
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
  const rows = await findSimilar(
    db,
    query.productId,
    { ...anchor, price: Number(anchor.price) },
    { siteId: ctx.site.siteId, locale: ctx.locale, fallbackLocale: ctx.site.locale, limit: query.count },
  );
  const products: ProductTile[] = [];
  for (const row of rows) {
    const price = toPrice(row);
    const name = row.name ?? row.fallback_name;
    const slug = row.slug ?? row.fallback_slug;
    const image = row.first_colour
      ? images(row.product_id, row.first_colour, SizeSystem.parse(row.size_system ?? 'one-size'))[0]
      : undefined;
    if (!price || !name || !slug || !image) continue;
    products.push({
      productId: row.product_id,
      name,
      pdpUrl: pdpUrl(ctx.locale, slug, row.product_id),
      price,
      image,
      colourCount: Number(row.colour_count),
      badges: parseBadges(row.badges),
    });
  }
  return { productId: query.productId, products };
}
