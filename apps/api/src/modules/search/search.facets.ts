import { sql } from 'kysely';
import type { SearchFacetId } from '@outsole/contracts/search';
import type { Db } from '../../db/schema.js';
import { ONLINE_LOCATION } from '../../db/schema.js';
import type { TextEngine } from './search.index.js';
import { filtered, PRICE, type SearchFilters } from './search.filters.js';

/** The rating facet's buckets: minimum averages, highest first. */
const RATING_MINIMUMS = [4, 3, 2, 1] as const;

export interface FacetRow {
  facet: SearchFacetId;
  value: string;
  label: string | null;
  fallback_label: string | null;
  hit_count: number;
}

/**
 * Every facet's values with counts, grouped in SQL: one query of one arm per facet. Rating buckets are
 * cumulative minimums (a 4.2 counts in 4+, 3+, 2+ and 1+), each the total the same search with `rating=min`
 * finds; empty buckets are left out like every other facet's empty values.
 */
export function findFacets(db: Db, f: SearchFilters, engine: TextEngine): Promise<FacetRow[]> {
  const ids = (except: SearchFacetId) => sql`select s.product_id ${filtered(f, engine, except)}`;
  const parent =
    f.categoryId === undefined ? sql`c.level = 1 and c.brand = ${f.brand}` : sql`c.parent_id = ${f.categoryId}`;
  const bands = f.priceBands.map((low) => sql`when ${PRICE} >= ${low} then ${String(low)}`).reverse();
  const ratingBuckets = sql.join(
    RATING_MINIMUMS.map(
      (min) =>
        sql`select ${sql.lit(String(min))} as value, ${sql.lit(`${min}+`)} as label, ${sql.lit(min * 10)} as threshold`,
    ),
    sql` union all `,
  );
  return sql<FacetRow>`
    select 'gender' as facet, s.gender as value, null as label, null as fallback_label, count(*) as hit_count
      ${filtered(f, engine, 'gender')} group by s.gender
    union all
    select 'brand', s.brand, null, null, count(*) ${filtered(f, engine, 'brand')} group by s.brand
    union all
    select 'colour', cw.colour_family, null, null, count(distinct cw.product_id) from colourways cw
      where cw.product_id in (${ids('colour')}) group by cw.colour_family
    union all
    select 'size', v.size, null, null, count(distinct v.product_id) from variants v
      join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION}
      where i.quantity > 0 and v.product_id in (${ids('size')}) group by v.size
    union all
    select 'category', c.id, t.name, fb.name, count(distinct sc.product_id) from style_categories sc
      join category_closure cc on cc.category_id = sc.category_id
      join categories c on c.id = cc.ancestor_id
      left join category_translations t on t.category_id = c.id and t.locale = ${f.locale}
      left join category_translations fb on fb.category_id = c.id and fb.locale = ${f.fallbackLocale}
      where ${parent} and sc.product_id in (${ids('category')}) group by c.id, t.name, fb.name
    union all
    select 'price', band, null, null, count(*) from (
      select case ${sql.join(bands, sql` `)} end as band ${filtered(f, engine, 'price')}
    ) priced group by band
    union all
    select 'rating', b.value, b.label, null, count(*) from (
      select s.rating_average ${filtered(f, engine, 'rating')}
    ) rated join (${ratingBuckets}) b on rated.rating_average >= b.threshold
    group by b.value, b.label`
    .execute(db)
    .then((result) => result.rows);
}
