import type {
  Colourway,
  ProductDetails,
  ProductDetailsQuery,
  ProductInventory,
  ProductVariant,
} from '@outsole/contracts/products';
import { sizeLabelFor, SizeSystem } from '@outsole/contracts/sizes';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { styleAlternates } from './product-alternates.service.js';
import { calloutsOf, loadCallouts } from './promotion-callouts.service.js';
import {
  images,
  localisedName,
  parseBadges,
  pdpUrl,
  siteSlug,
  toBreadcrumbs,
  toPrice,
  toRating,
} from './product-mapping.js';
import {
  findCategoryPath,
  findColourways,
  findStyle,
  findStyleBrand,
  findVariant,
  findVariantPrices,
  findVariantStock,
  type VariantStockRow,
} from './products.repository.js';

/**
 * A product id the site has no style for: `field` names it where the request held it, `params.productId` in the
 * path (decision 0004's convention, the field a malformed id is refused on); a body's fields keep their own names
 * (`productId`, as the cart's and saved items' errors name them).
 */
function productNotFound(field = 'params.productId'): ApiError {
  return new ApiError('API404', { message: 'The product was not found.', field });
}

/**
 * GET /products/v2/products/{productId}/details: the style for the request's site and locale in five queries
 * (style with translation, price, primary category and rating; colourways; variants with online stock; breadcrumb
 * path; its URL on the brand's other sites), and its promotion callouts beside them (promotion-callouts.service.ts:
 * none or one), whatever its number of colourways and sizes. Another brand's style, or one without a price on the
 * site, is not sold here: 404 as if it did not exist.
 */
export async function getProductDetails(
  ctx: RequestContext,
  db: Db,
  productId: string,
  query: ProductDetailsQuery,
): Promise<ProductDetails> {
  const localised = { locale: ctx.locale, fallbackLocale: ctx.site.locale, siteId: ctx.site.siteId };
  const style = await findStyle(db, productId, localised);
  const price = style ? toPrice(style) : null;
  const name = style?.name ?? style?.fallback_name;
  const slug = style ? siteSlug(style) : null;
  if (!style || style.brand !== ctx.site.brand || !price || !name || !slug) throw productNotFound();

  const digital = Number(style.digital) === 1;
  const [colourRows, variantRows, pathRows, alternates, variantPrices, callouts] = await Promise.all([
    findColourways(db, productId),
    findVariantStock(db, productId),
    style.primary_category_id ? findCategoryPath(db, style.primary_category_id, localised) : Promise.resolve([]),
    styleAlternates(db, style.brand, { fromId: productId, toId: productId }),
    digital ? findVariantPrices(db, productId, ctx.site.siteId) : Promise.resolve([]),
    loadCallouts(ctx, db, [{ productId, price }]),
  ]);
  const sizeSystem = SizeSystem.parse(variantRows[0]?.size_system ?? 'one-size');
  const prices = new Map(variantPrices.map((row) => [row.upc, Number(row.list_amount)]));
  const variantsByColour = groupByColour(variantRows, ctx.site.countryCode, prices);

  const colourways: Colourway[] = colourRows.map((row) => {
    const variants = variantsByColour.get(row.colour_code) ?? [];
    return {
      colourCode: row.colour_code,
      name: localisedName(row.names, ctx.locale, ctx.site.locale),
      colourFamily: row.colour_family,
      hex: { primary: row.hex_primary, secondary: row.hex_secondary, accent: row.hex_accent },
      pdpUrl: pdpUrl(ctx.site.locale, slug, productId, row.colour_code),
      images: images(productId, row.colour_code, sizeSystem),
      orderable: variants.some((variant) => variant.orderable),
      variants,
    };
  });
  const first = colourways[0];
  if (!first) throw productNotFound(); // a style without colourways cannot be shown or bought
  if (query.colour !== undefined && !colourways.some((c) => c.colourCode === query.colour)) {
    throw new ApiError('API404', { message: 'The product has no such colour.', field: 'query.colour' });
  }

  return {
    productId,
    masterId: style.master_id,
    brand: style.brand,
    name,
    description: style.description ?? style.fallback_description ?? '',
    productType: style.product_type,
    badges: parseBadges(style.badges),
    attributes: {
      gender: style.gender,
      activity: style.activity,
      material: style.material,
      colourFamilies: [...new Set(colourways.map((c) => c.colourFamily))],
    },
    sizeSystem,
    breadcrumbs: toBreadcrumbs(pathRows, ctx.site.locale),
    price,
    pdpUrl: pdpUrl(ctx.site.locale, slug, productId),
    selectedColour: query.colour ?? first.colourCode,
    colourways,
    rating: toRating(style),
    alternates: alternates.get(productId) ?? [],
    ...(digital ? { digital: true } : {}),
    ...calloutsOf(callouts, productId),
  };
}

function groupByColour(
  rows: readonly VariantStockRow[],
  countryCode: string,
  prices: ReadonlyMap<string, number>,
): Map<string, ProductVariant[]> {
  const grouped = new Map<string, ProductVariant[]>();
  for (const row of rows) {
    const inventoryLevel = Number(row.quantity ?? 0);
    const list = grouped.get(row.colour_code) ?? [];
    const price = prices.get(row.upc);
    list.push({
      upc: row.upc,
      size: sizeLabelFor(countryCode, row.size_system, row.size),
      sizeUs: row.size,
      width: row.width,
      inventoryLevel,
      orderable: inventoryLevel > 0,
      ...(price === undefined ? {} : { price }),
    });
    grouped.set(row.colour_code, list);
  }
  return grouped;
}

/** The style exists and belongs to the site's brand, else API404: the guard of every call about one style. */
export async function requireStyleOnSite(
  ctx: RequestContext,
  db: Db,
  productId: string,
  field = 'params.productId',
): Promise<void> {
  if ((await findStyleBrand(db, productId)) !== ctx.site.brand) throw productNotFound(field);
}

/** GET /products/v2/products/{productId}/inventory: online stock of every variant, in two queries. */
export async function getProductInventory(ctx: RequestContext, db: Db, productId: string): Promise<ProductInventory> {
  await requireStyleOnSite(ctx, db, productId);
  const rows = await findVariantStock(db, productId);
  return {
    productId,
    variants: rows.map((row) => {
      const inventoryLevel = Number(row.quantity ?? 0);
      return { upc: row.upc, colourCode: row.colour_code, inventoryLevel, orderable: inventoryLevel > 0 };
    }),
  };
}

/** A variant of the style on this site with its online stock; API404 naming the field when it is not one. */
export async function requireVariant(
  ctx: RequestContext,
  db: Db,
  productId: string,
  upc: string,
): Promise<{ upc: string; inventoryLevel: number }> {
  await requireStyleOnSite(ctx, db, productId, 'productId');
  const variant = await findVariant(db, upc);
  if (variant?.product_id !== productId) {
    throw new ApiError('API404', { message: 'The product has no variant with this UPC.', field: 'upc' });
  }
  return { upc: variant.upc, inventoryLevel: Number(variant.quantity ?? 0) };
}
