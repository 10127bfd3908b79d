import type { ProductSet, ProductSets, ProductTile } from '@outsole/contracts/products';
import { SizeSystem } from '@outsole/contracts/sizes';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { images, localisedName, parseBadges, pdpUrl, toPrice } from './product-mapping.js';
import { findSet, findSetItems, findSetsWithProduct } from './product-sets.repository.js';
import { findTiles, type TileRow } from './products.repository.js';
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
    throw new ApiError('API404', { message: 'The product set was not found.', field: 'productSetId' });
  }
  const items = await findSetItems(db, [setId]);
  const rows = await findTiles(
    db,
    items.map((item) => item.product_id),
    { locale: ctx.locale, fallbackLocale: ctx.site.locale, siteId: ctx.site.siteId },
  );
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  const products: ProductTile[] = [];
  for (const item of items) {
    const row = byId.get(item.product_id);
    const tile = row ? toTile(ctx, row) : null;
    if (tile) products.push(tile); // a member not sold on this site is left out, not shown without a price
  }
  return { productSetId: set.set_id, name: localisedName(set.names, ctx.locale, ctx.site.locale), products };
}

function toTile(ctx: RequestContext, row: TileRow): ProductTile | null {
  const price = toPrice(row);
  const name = row.name ?? row.fallback_name;
  const slug = row.slug ?? row.fallback_slug;
  const image = row.first_colour
    ? images(row.product_id, row.first_colour, SizeSystem.parse(row.size_system ?? 'one-size'))[0]
    : undefined;
  if (!price || !name || !slug || !image) return null;
  return {
    productId: row.product_id,
    name,
    pdpUrl: pdpUrl(ctx.locale, slug, row.product_id),
    price,
    image,
    colourCount: Number(row.colour_count ?? 0),
    badges: parseBadges(row.badges),
  };
}
