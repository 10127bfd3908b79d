import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** What the search engine holds of a style (search_styles lists joined to its styles row). */
export interface SearchStyleRow {
  product_id: string;
  brand: string;
  gender: string;
  created_at: string;
  /** The styles row's badges (a JSON array): search reads the New badge of it. */
  badges: string;
  rating_average: number | null;
  rating_count: number;
  colour_families: string | null;
  sizes: string | null;
  category_ids: string | null;
  document_number: number | null;
}

export interface SearchPriceRow {
  product_id: string;
  site_id: string;
  list_amount: number;
  sale_amount: number | null;
}

export interface SearchGenerations {
  generation: number;
  documents: number;
  rebuilt: number;
}

/** The search clock (migration 0009): one indexed row, read before every search. */
export async function findGenerations(db: Db): Promise<SearchGenerations> {
  const result = await sql<{ generation: number; documents_generation: number; rebuilt_generation: number }>`
    select generation, documents_generation, rebuilt_generation from search_state where id = 1`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('search_state has no row: run the migrations');
  return {
    generation: Number(row.generation),
    documents: Number(row.documents_generation),
    rebuilt: Number(row.rebuilt_generation),
  };
}

/** Every product id in the database's order: a style's position here is the product_id tie-break of every sort. */
export async function findStyleOrder(db: Db): Promise<string[]> {
  const result = await sql<{ product_id: string }>`select product_id from styles order by product_id`.execute(db);
  return result.rows.map((row) => row.product_id);
}

/**
 * A style's gender as the gender facet counts and filters it: none ('') for a digital style (the gift card is for
 * anyone, not a unisex style).
 */
const GENDER = sql`case when s.digital = 1 then '' else s.gender end as gender`;

/** The styles from `first` to `last` (product ids, inclusive) with their search rows, if any. */
export async function findSearchStyles(db: Db, first: string, last: string): Promise<SearchStyleRow[]> {
  const result = await sql<SearchStyleRow>`
    select s.product_id, s.brand, ${GENDER}, s.created_at, s.badges, s.rating_average, s.rating_count,
      ss.colour_families, ss.sizes, ss.category_ids, ss.document_number
    from styles s left join search_styles ss on ss.product_id = s.product_id
    where s.product_id >= ${first} and s.product_id <= ${last}`.execute(db);
  return result.rows;
}

/** The styles whose search row changed after generation `after`. */
export async function findChangedSearchStyles(db: Db, after: number): Promise<SearchStyleRow[]> {
  const result = await sql<SearchStyleRow>`
    select s.product_id, s.brand, ${GENDER}, s.created_at, s.badges, s.rating_average, s.rating_count,
      ss.colour_families, ss.sizes, ss.category_ids, ss.document_number
    from search_styles ss join styles s on s.product_id = ss.product_id
    where ss.generation > ${after}`.execute(db);
  return result.rows;
}

/** The ids of the styles changed after generation `after` (search_styles_generation_idx), at most `limit` of them. */
export async function findStyleIdsChangedAfter(db: Db, after: number, limit: number): Promise<string[]> {
  const result = await sql<{ product_id: string }>`
    select product_id from search_styles where generation > ${after} limit ${limit}`.execute(db);
  return result.rows.map((row) => row.product_id);
}

/** Product ids newest first, as the newest sort orders them (ties by product_id). */
export async function findNewestOrder(db: Db): Promise<string[]> {
  const result = await sql<{ product_id: string }>`
    select product_id from styles order by created_at desc, product_id`.execute(db);
  return result.rows.map((row) => row.product_id);
}

export async function countStyles(db: Db): Promise<number> {
  const result = await sql<{ n: number }>`select count(*) as n from styles`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** Prices on every site of the styles from `first` to `last` (product ids, inclusive). */
export function findSearchPrices(db: Db, first: string, last: string): Promise<SearchPriceRow[]> {
  return db
    .selectFrom('style_prices')
    .select(['product_id', 'site_id', 'list_amount', 'sale_amount'])
    .where('product_id', '>=', first)
    .where('product_id', '<=', last)
    .execute();
}

/** Prices on every site of these styles. */
export async function findSearchPricesOf(db: Db, productIds: readonly string[]): Promise<SearchPriceRow[]> {
  const rows: SearchPriceRow[] = [];
  for (let start = 0; start < productIds.length; start += 500) {
    rows.push(
      ...(await db
        .selectFrom('style_prices')
        .select(['product_id', 'site_id', 'list_amount', 'sale_amount'])
        .where('product_id', 'in', productIds.slice(start, start + 500))
        .execute()),
    );
  }
  return rows;
}

export interface SearchCategoryRow {
  id: string;
  brand: string;
  parent_id: string | null;
  level: number;
}

export function findSearchCategories(db: Db): Promise<SearchCategoryRow[]> {
  return db.selectFrom('categories').select(['id', 'brand', 'parent_id', 'level']).execute();
}

export function findCategoryNames(db: Db): Promise<{ category_id: string; locale: string; name: string }[]> {
  return db.selectFrom('category_translations').select(['category_id', 'locale', 'name']).execute();
}

/**
 * Product ids in the name sort's order for a locale and its fallback: the translation's name, else the
 * fallback's, in the database's collation, ties by product_id.
 */
export async function findNameOrder(db: Db, locale: string, fallbackLocale: string): Promise<string[]> {
  const result = await sql<{ product_id: string }>`
    select s.product_id from styles s
    left join style_translations t on t.product_id = s.product_id and t.locale = ${locale}
    left join style_translations f on f.product_id = s.product_id and f.locale = ${fallbackLocale}
    order by coalesce(t.name, f.name) asc, s.product_id`.execute(db);
  return result.rows.map((row) => row.product_id);
}
