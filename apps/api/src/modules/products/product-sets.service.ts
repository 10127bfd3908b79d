import type { ProductSet, ProductSets } from '@outsole/contracts/products';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { localisedName } from './product-mapping.js';
import { findSet, findSetItems, findSetsWithProduct } from './product-sets.repository.js';
import { loadTiles, toProductTile } from './product-tiles.service.js';
import { requireStyleOnSite } from './products.service.js';

/** GET /products/v2/products/{productId}/productSets: the sets a style of this site belongs to. */
export async function getProductSets(ctx: RequestContext, db: Db, productId: string): Promise<ProductSets> {
  await requireStyleOnSite(ctx, db, productId);
  const { sets, items } = await findSetsWithProduct(db, productId);
  return {
    productId,
    productSets: sets.map((set) => ({
      productSetId: set.set_id,
      name: localisedName(set.names, ctx.locale, ctx.site.locale),
      productIds: items.filter((item) => item.set_id === set.set_id).map((item) => item.product_id),
    })),
  };
}

/** GET /products/v2/products/{productSetId}/productSet: the set with its styles as tiles, in three queries. */
export async function getProductSet(ctx: RequestContext, db: Db, setId: string): Promise<ProductSet> {
  const set = await findSet(db, setId);
  if (set?.brand !== ctx.site.brand) {
    throw new ApiError('API404', { message: 'The product set was not found.', field: 'params.productSetId' });
  }
  const items = await findSetItems(db, [setId]);
  // A member not sold on this site is left out, not shown without a price.
  const tiles = await loadTiles(
    ctx,
    db,
    items.map((item) => item.product_id),
  );
  return {
    productSetId: set.set_id,
    name: localisedName(set.names, ctx.locale, ctx.site.locale),
    products: tiles.map(toProductTile),
  };
}
