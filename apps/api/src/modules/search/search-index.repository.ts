import { sql } from 'kysely';
import type { Db, SearchQueriesTable, SearchTermsTable } from '../../db/schema.js';

/** Rebuilds the category closure from the tree: each category with itself and every ancestor. */
export async function rebuildCategoryClosure(db: Db): Promise<void> {
  await db.deleteFrom('category_closure').execute();
  await sql`insert into category_closure (ancestor_id, category_id, depth)
    with recursive up(category_id, ancestor_id, depth) as (
      select id, id, 0 from categories
      union all
      select up.category_id, c.parent_id, up.depth + 1 from up
        join categories c on c.id = up.ancestor_id where c.parent_id is not null
    )
    select ancestor_id, category_id, depth from up`.execute(db);
}

/** The next style ids after `after`, in id order (keyset paging over any catalog size). */
export async function findStyleIds(db: Db, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('styles')
    .select('product_id')
    .where('product_id', '>', after)
    .orderBy('product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id);
}

export interface DocumentSources {
  translations: { product_id: string; locale: string; name: string; description: string }[];
  colourways: { product_id: string; names: string }[];
  categories: { product_id: string; locale: string; name: string }[];
}

/** Everything the documents of these styles are made of, in three queries. */
export async function findDocumentSources(db: Db, productIds: readonly string[]): Promise<DocumentSources> {
  const [translations, colourways, categories] = await Promise.all([
    db
      .selectFrom('style_translations')
      .select(['product_id', 'locale', 'name', 'description'])
      .where('product_id', 'in', productIds)
      .execute(),
    db.selectFrom('colourways').select(['product_id', 'names']).where('product_id', 'in', productIds).execute(),
    db
      .selectFrom('style_categories as sc')
      .innerJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
      .innerJoin('category_translations as ct', 'ct.category_id', 'cc.ancestor_id')
      .select(['sc.product_id', 'ct.locale', 'ct.name'])
      .distinct()
      .where('sc.product_id', 'in', productIds)
      .execute(),
  ]);
  return { translations, colourways, categories };
}

export async function replaceTerms(db: Db, terms: readonly SearchTermsTable[]): Promise<void> {
  await db.deleteFrom('search_terms').execute();
  for (let start = 0; start < terms.length; start += 5000) {
    await db
      .insertInto('search_terms')
      .values(terms.slice(start, start + 5000))
      .execute();
  }
}

/** Adds terms a reindexed style brought in; known terms keep their frequency until the next rebuild. */
export async function addTerms(db: Db, terms: readonly SearchTermsTable[]): Promise<void> {
  if (terms.length === 0) return;
  await db
    .insertInto('search_terms')
    .values([...terms])
    .onConflict((oc) => oc.columns(['locale', 'term']).doNothing())
    .execute();
}

export async function insertQueries(db: Db, rows: readonly SearchQueriesTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('search_queries')
    .values([...rows])
    .onConflict((oc) => oc.columns(['site_id', 'query']).doNothing())
    .execute();
}
