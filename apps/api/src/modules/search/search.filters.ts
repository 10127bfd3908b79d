import { sql, type RawBuilder } from 'kysely';
import type { LocalePath } from '@outsole/contracts/locales';
import type { SearchFacetId, SearchSort } from '@outsole/contracts/search';
import { ONLINE_LOCATION } from '../../db/schema.js';
import type { TextEngine } from './search.index.js';

/** What a product search asks for, and the `from ... where` every query of the search page shares. */
export interface SearchFilters {
  terms: readonly string[];
  locale: LocalePath;
  fallbackLocale: LocalePath;
  siteId: string;
  brand: string;
  categoryId?: string | undefined;
  sizes?: readonly string[] | undefined;
  colours?: readonly string[] | undefined;
  genders?: readonly string[] | undefined;
  brands?: readonly string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  rating?: number | undefined;
  /** Lower bounds of the price facet's bands, ascending, in minor units. */
  priceBands: readonly number[];
  sort: SearchSort;
  start: number;
  count: number;
}

/** The price paid: the sale price when reduced. */
export const PRICE = sql`coalesce(p.sale_amount, p.list_amount)`;

/**
 * `from ... where ...` of the styles the filters select, sold on the site, optionally leaving one facet's own
 * refinement out: facet counts are disjunctive (choosing "black" still shows how many "red" would find).
 */
export function filtered(
  f: SearchFilters,
  engine: TextEngine,
  except?: SearchFacetId,
  joins: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`s.brand = ${f.brand}`];
  if (f.categoryId !== undefined && except !== 'category') {
    conditions.push(sql`s.product_id in (select sc.product_id from style_categories sc
      join category_closure cc on cc.category_id = sc.category_id where cc.ancestor_id = ${f.categoryId})`);
  }
  if (f.sizes?.length && except !== 'size') {
    conditions.push(sql`s.product_id in (select v.product_id from variants v
      join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION}
      where i.quantity > 0 and v.size in (${sql.join(f.sizes)}))`);
  }
  if (f.colours?.length && except !== 'colour') {
    conditions.push(sql`s.product_id in (select cw.product_id from colourways cw
      where cw.colour_family in (${sql.join(f.colours)}))`);
  }
  if (f.genders?.length && except !== 'gender') conditions.push(sql`s.gender in (${sql.join(f.genders)})`);
  if (f.brands?.length && except !== 'brand') conditions.push(sql`s.brand in (${sql.join(f.brands)})`);
  if (except !== 'price') {
    if (f.priceMin !== undefined) conditions.push(sql`${PRICE} >= ${f.priceMin}`);
    if (f.priceMax !== undefined) conditions.push(sql`${PRICE} <= ${f.priceMax}`);
  }
  // The minimum compares the rounded average a shopper sees (tenths on the row): 4 finds 4.0 and up.
  if (f.rating !== undefined && except !== 'rating') conditions.push(sql`s.rating_average >= ${f.rating * 10}`);
  const text =
    f.terms.length > 0 ? sql`join (${engine.match(f.terms, f.locale)}) m on m.product_id = s.product_id` : sql``;
  return sql`from styles s
    join style_prices p on p.product_id = s.product_id and p.site_id = ${f.siteId}
    ${text}
    ${joins}
    where ${sql.join(conditions, sql` and `)}`;
}
