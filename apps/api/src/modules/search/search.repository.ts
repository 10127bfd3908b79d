import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.js';
import { findFacets, type FacetRow } from './search.facets.js';
import { filtered, PRICE, type SearchFilters } from './search.filters.js';
import type { SuggestRequest, TextEngine } from './search.index.js';

export interface SearchPageRows {
  total: number;
  /** The page's styles, in the search's order. */
  productIds: string[];
  facets: FacetRow[];
}

function orderBy(f: SearchFilters): RawBuilder<unknown> {
  switch (f.sort) {
    case 'price-asc':
      return sql`${PRICE} asc, s.product_id`;
    case 'price-desc':
      return sql`${PRICE} desc, s.product_id`;
    case 'newest':
      return sql`s.created_at desc, s.product_id`;
    case 'name':
      return sql`coalesce(t.name, f.name) asc, s.product_id`;
    // Best rated first, more reviews breaking ties; unrated styles (null average) last.
    case 'rating':
      return sql`coalesce(s.rating_average, 0) desc, s.rating_count desc, s.product_id`;
    case 'relevance':
      return f.terms.length > 0 ? sql`m.score desc, s.product_id` : sql`s.created_at desc, s.product_id`;
  }
}

/** A page of hits (ids in order), the total and every facet's counts: three queries, side by side. */
export async function findSearchPage(db: Db, f: SearchFilters, engine: TextEngine): Promise<SearchPageRows> {
  // Only the name sort needs the translations; the tiles bring the names.
  const joins = f.sort === 'name' ? translations(f) : sql``;
  const [totalRows, hits, facets] = await Promise.all([
    sql<{ total: number }>`select count(*) as total ${filtered(f, engine)}`.execute(db),
    sql<{ product_id: string }>`select s.product_id ${filtered(f, engine, undefined, joins)}
      order by ${orderBy(f)} limit ${f.count} offset ${f.start}`.execute(db),
    findFacets(db, f, engine),
  ]);
  return {
    total: Number(totalRows.rows[0]?.total ?? 0),
    productIds: hits.rows.map((hit) => hit.product_id),
    facets,
  };
}

/** The style's translation in the locale, and the site language's as fallback: what the name sort orders by. */
function translations(f: SearchFilters): RawBuilder<unknown> {
  return sql`left join style_translations t on t.product_id = s.product_id and t.locale = ${f.locale}
    left join style_translations f on f.product_id = s.product_id and f.locale = ${f.fallbackLocale}`;
}

/** The best text matches sold on the site, best first, in one query: ids only, the tiles are the products'. */
export async function findSuggestedIds(db: Db, r: SuggestRequest, engine: TextEngine): Promise<string[]> {
  const result = await sql<{ product_id: string }>`
    select s.product_id
    from (${engine.match(r.terms, r.locale)}) m
    join styles s on s.product_id = m.product_id
    join style_prices p on p.product_id = s.product_id and p.site_id = ${r.siteId}
    where s.brand = ${r.brand}
    order by m.score desc, s.product_id
    limit ${r.limit}`.execute(db);
  return result.rows.map((row) => row.product_id);
}

/** Counts a query that found something (on the first page only, so paging does not inflate it). */
export async function recordQuery(db: Db, siteId: string, query: string, now: string): Promise<void> {
  await db
    .insertInto('search_queries')
    .values({ site_id: siteId, query, run_count: 1, last_run_at: now })
    .onConflict((oc) =>
      oc.columns(['site_id', 'query']).doUpdateSet((eb) => ({
        run_count: eb('search_queries.run_count', '+', 1),
        last_run_at: now,
      })),
    )
    .execute();
}

export function findPopularQueries(
  db: Db,
  siteId: string,
  prefixes: readonly string[],
  limit: number,
): Promise<{ query: string; run_count: number }[]> {
  return db
    .selectFrom('search_queries')
    .select(['query', 'run_count'])
    .where('site_id', '=', siteId)
    .where((eb) => eb.or(prefixes.map((prefix) => eb('query', 'like', `${prefix}%`))))
    .orderBy('run_count', 'desc')
    .orderBy('query')
    .limit(limit)
    .execute();
}

/** Typo correction reads at most this many terms, the most frequent first: bounded work per keystroke. */
const VOCABULARY_LIMIT = 5_000;

export function findVocabulary(db: Db, locale: string): Promise<{ term: string; frequency: number }[]> {
  return db
    .selectFrom('search_terms')
    .select(['term', 'frequency'])
    .where('locale', '=', locale)
    .orderBy('frequency', 'desc')
    .limit(VOCABULARY_LIMIT)
    .execute();
}

export interface SuggestCategoryRow {
  id: string;
  level: number;
  name: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_slug: string | null;
}

/** The brand's named categories in a locale (a few hundred), for matching names against typed words. */
export function findBrandCategories(
  db: Db,
  { brand, locale, fallbackLocale }: { brand: string; locale: string; fallbackLocale: string },
): Promise<SuggestCategoryRow[]> {
  return db
    .selectFrom('categories as c')
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
    .where('c.brand', '=', brand)
    .orderBy('c.level')
    .orderBy('c.position')
    .execute();
}
