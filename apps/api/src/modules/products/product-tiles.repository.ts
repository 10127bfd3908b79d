import { sql } from 'kysely';
import type { Db, SizeSystem } from '../../db/schema.js';
import { localisedStyles, type Localised } from './products.repository.js';

export interface TileRow {
  product_id: string;
  gender: string;
  /** 1 for a style with nothing to ship (the gift card). */
  digital: number;
  badges: string;
  name: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_slug: string | null;
  currency_code: string | null;
  list_amount: number | null;
  sale_amount: number | null;
  rating_average: number | null;
  rating_count: number;
  first_colour: string | null;
  size_system: SizeSystem | null;
  colour_count: number | null;
}

/**
 * What a tile shows of each style (name, price on the site, rating, first colourway, size system, colour count)
 * in one query, whatever the number of styles: the one tile query behind search hits, auto-suggest, product sets
 * and recommendations. Rows come in no particular order; styles that do not exist have none.
 */
export function findTileRows(
  db: Db,
  productIds: readonly string[],
  onSite: Localised & { siteId: string },
  /** Only this brand's styles (ids that came from a browser may name another's). */
  brand?: string,
): Promise<TileRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return localisedStyles(db, onSite)
    .leftJoin('colourways as cw', (join) => join.onRef('cw.product_id', '=', 's.product_id').on('cw.position', '=', 0))
    .select((eb) => [
      's.product_id',
      's.gender',
      's.digital',
      's.badges',
      't.name as name',
      't.slug as slug',
      'f.name as fallback_name',
      'f.slug as fallback_slug',
      'p.currency_code',
      'p.list_amount',
      'p.sale_amount',
      's.rating_average',
      's.rating_count',
      'cw.colour_code as first_colour',
      eb
        .selectFrom('variants as v')
        .select('v.size_system')
        .whereRef('v.product_id', '=', 's.product_id')
        .limit(1)
        .as('size_system'),
      eb
        .selectFrom('colourways as all_cw')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('all_cw.product_id', '=', 's.product_id')
        .as('colour_count'),
    ])
    .where('s.product_id', 'in', productIds)
    .$if(brand !== undefined, (query) => query.where('s.brand', '=', brand!))
    .execute();
}

export interface SwatchRow {
  product_id: string;
  colour_code: string;
  colour_family: string;
  names: string;
  hex_primary: string;
}

/** Every colourway of the styles, in each style's display order, in one query. */
export function findSwatchRows(db: Db, productIds: readonly string[]): Promise<SwatchRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('colourways')
    .select(['product_id', 'colour_code', 'colour_family', 'names', 'hex_primary'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

export interface StyleLineRow {
  product_id: string;
  gender: string;
  activity: string;
  material: string;
  /** One row per category on the path to the style's primary category (null ids: no primary category). */
  id: string | null;
  level: number | null;
  name: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_slug: string | null;
}

/**
 * What a cart or list line shows of its style besides the tile: its attributes and the path to its primary category
 * (category_closure), every style of the batch in one query, ordered by style and category level.
 */
export function findStyleLineRows(
  db: Db,
  productIds: readonly string[],
  { locale, fallbackLocale }: Localised,
): Promise<StyleLineRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('styles as s')
    .leftJoin('style_categories as sc', (join) =>
      join.onRef('sc.product_id', '=', 's.product_id').on('sc.is_primary', '=', 1),
    )
    .leftJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
    .leftJoin('categories as c', 'c.id', 'cc.ancestor_id')
    .leftJoin('category_translations as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .leftJoin('category_translations as f', (join) =>
      join.onRef('f.category_id', '=', 'c.id').on('f.locale', '=', fallbackLocale),
    )
    .select([
      's.product_id',
      's.gender',
      's.activity',
      's.material',
      'c.id',
      'c.level',
      't.name as name',
      't.slug as slug',
      'f.name as fallback_name',
      'f.slug as fallback_slug',
    ])
    .where('s.product_id', 'in', [...new Set(productIds)])
    .orderBy('s.product_id')
    .orderBy('c.level')
    .execute();
}

/**
 * What a promotion's qualifier looks at of each style (master, brand, digital, its categories with every ancestor),
 * in one query whatever the number of styles: one row per style and ancestor, `ancestor_id` null for a style in no
 * category. Styles that do not exist have none.
 */
export function findPromotionFactRows(
  db: Db,
  productIds: readonly string[],
): Promise<{ product_id: string; master_id: string; brand: string; digital: number; ancestor_id: string | null }[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('styles as s')
    .leftJoin('style_categories as sc', 'sc.product_id', 's.product_id')
    .leftJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
    .select(['s.product_id', 's.master_id', 's.brand', 's.digital', 'cc.ancestor_id'])
    .distinct()
    .where('s.product_id', 'in', [...new Set(productIds)])
    .execute();
}
