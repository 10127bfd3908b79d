import type { Db, SizeSystem } from '../../db/schema.js';
import { ONLINE_LOCATION } from '../../db/schema.js';

export interface StyleRow {
  product_id: string;
  master_id: string;
  brand: string;
  product_type: string;
  gender: string;
  activity: string;
  material: string;
  badges: string;
  name: string | null;
  description: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_description: string | null;
  fallback_slug: string | null;
  currency_code: string | null;
  list_amount: number | null;
  sale_amount: number | null;
  primary_category_id: string | null;
  rating_average: number | null;
  rating_count: number;
  /** 1 for a digital gift card (migration 0020). */
  digital: number;
}

export interface Localised {
  locale: string;
  fallbackLocale: string;
}

/**
 * Styles (`s`) with their translation in the locale (`t`), the site language's as fallback (`f`) and their price
 * on the site (`p`, null when not sold there): the joins the product page and every product tile start from.
 */
export function localisedStyles(db: Db, { locale, fallbackLocale, siteId }: Localised & { siteId: string }) {
  return db
    .selectFrom('styles as s')
    .leftJoin('style_translations as t', (join) =>
      join.onRef('t.product_id', '=', 's.product_id').on('t.locale', '=', locale),
    )
    .leftJoin('style_translations as f', (join) =>
      join.onRef('f.product_id', '=', 's.product_id').on('f.locale', '=', fallbackLocale),
    )
    .leftJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 's.product_id').on('p.site_id', '=', siteId),
    );
}

/**
 * One style with its translation (and the site language's as fallback), its price on the site, its primary
 * category and its rating (kept on the row), in one query. No row: no such style. A row without a price: not
 * sold on this site.
 */
export function findStyle(
  db: Db,
  productId: string,
  onSite: Localised & { siteId: string },
): Promise<StyleRow | undefined> {
  return localisedStyles(db, onSite)
    .leftJoin('style_categories as c', (join) =>
      join.onRef('c.product_id', '=', 's.product_id').on('c.is_primary', '=', 1),
    )
    .select([
      's.product_id',
      's.master_id',
      's.brand',
      's.product_type',
      's.gender',
      's.activity',
      's.material',
      's.badges',
      't.name as name',
      't.description as description',
      't.slug as slug',
      'f.name as fallback_name',
      'f.description as fallback_description',
      'f.slug as fallback_slug',
      'p.currency_code',
      'p.list_amount',
      'p.sale_amount',
      'c.category_id as primary_category_id',
      's.rating_average',
      's.rating_count',
      's.digital',
    ])
    .where('s.product_id', '=', productId)
    .executeTakeFirst();
}

/** The style's variants' own prices on the site (variant_prices: a digital gift card's amounts), by upc. */
export function findVariantPrices(
  db: Db,
  productId: string,
  siteId: string,
): Promise<{ upc: string; list_amount: number }[]> {
  return db
    .selectFrom('variant_prices as vp')
    .innerJoin('variants as v', 'v.upc', 'vp.upc')
    .select(['vp.upc', 'vp.list_amount'])
    .where('v.product_id', '=', productId)
    .where('vp.site_id', '=', siteId)
    .execute();
}

/** Brand of a style, or undefined when none has this id: the cheap existence check of stock calls. */
export async function findStyleBrand(db: Db, productId: string): Promise<string | undefined> {
  const row = await db.selectFrom('styles').select('brand').where('product_id', '=', productId).executeTakeFirst();
  return row?.brand;
}

export interface ColourwayRow {
  colour_code: string;
  colour_family: string;
  names: string;
  hex_primary: string;
  hex_secondary: string;
  hex_accent: string;
}

export function findColourways(db: Db, productId: string): Promise<ColourwayRow[]> {
  return db
    .selectFrom('colourways')
    .select(['colour_code', 'colour_family', 'names', 'hex_primary', 'hex_secondary', 'hex_accent'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
}

export interface VariantStockRow {
  upc: string;
  colour_code: string;
  size_system: SizeSystem;
  size: string;
  width: string | null;
  /** null: the location has no stock row for the variant (nothing there). */
  quantity: number | null;
}

/** Every variant of a style with its stock at one location, in display order: one query for all colourways. */
export function findVariantStock(db: Db, productId: string, locationId = ONLINE_LOCATION): Promise<VariantStockRow[]> {
  return db
    .selectFrom('variants as v')
    .leftJoin('inventory as i', (join) => join.onRef('i.upc', '=', 'v.upc').on('i.location_id', '=', locationId))
    .select(['v.upc', 'v.colour_code', 'v.size_system', 'v.size', 'v.width', 'i.quantity'])
    .where('v.product_id', '=', productId)
    .orderBy('v.colour_code')
    .orderBy('v.position')
    .execute();
}

export interface VariantRow {
  upc: string;
  product_id: string;
  quantity: number | null;
}

/** One variant with its online stock. */
export function findVariant(db: Db, upc: string): Promise<VariantRow | undefined> {
  return db
    .selectFrom('variants as v')
    .leftJoin('inventory as i', (join) => join.onRef('i.upc', '=', 'v.upc').on('i.location_id', '=', ONLINE_LOCATION))
    .select(['v.upc', 'v.product_id', 'i.quantity'])
    .where('v.upc', '=', upc)
    .executeTakeFirst();
}

export interface CategoryPathRow {
  id: string;
  level: number;
  name: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_slug: string | null;
}

/** A category and its ancestors (a recursive query, portable to both engines), root first, with names. */
export function findCategoryPath(
  db: Db,
  categoryId: string,
  { locale, fallbackLocale }: Localised,
): Promise<CategoryPathRow[]> {
  return db
    .withRecursive('path(id, parent_id)', (qb) =>
      qb
        .selectFrom('categories')
        .select(['id', 'parent_id'])
        .where('id', '=', categoryId)
        .unionAll((union) =>
          union
            .selectFrom('categories as parent')
            .innerJoin('path', 'path.parent_id', 'parent.id')
            .select(['parent.id', 'parent.parent_id']),
        ),
    )
    .selectFrom('path')
    .innerJoin('categories as c', 'c.id', 'path.id')
    .leftJoin('category_translations as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .leftJoin('category_translations as f', (join) =>
      join.onRef('f.category_id', '=', 'c.id').on('f.locale', '=', fallbackLocale),
    )
    .select([
      'c.id',
      'c.level',
      't.name as name',
      't.slug as slug',
      'f.name as fallback_name',
      'f.slug as fallback_slug',
    ])
    .orderBy('c.level')
    .execute();
}
