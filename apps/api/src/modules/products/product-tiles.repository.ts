import { sql } from 'kysely';
import type { Db, SizeSystem } from '../../db/schema.js';
import { localisedStyles, type Localised } from './products.repository.js';

export interface TileRow {
  product_id: string;
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
): Promise<TileRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return localisedStyles(db, onSite)
    .leftJoin('colourways as cw', (join) => join.onRef('cw.product_id', '=', 's.product_id').on('cw.position', '=', 0))
    .select((eb) => [
      's.product_id',
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
