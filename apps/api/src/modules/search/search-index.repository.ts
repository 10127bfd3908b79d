import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import { ONLINE_LOCATION, type Db, type SearchQueriesTable, type SearchTermsTable } from '../../db/schema.js';

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
  translations: {
    product_id: string;
    locale: string;
    name: string;
    description: string;
    brand: string;
    digital: number;
  }[];
  colourways: { product_id: string; names: string; colour_family: string }[];
  categories: { product_id: string; locale: string; name: string }[];
}

/** Everything the documents of these styles are made of, in three queries. */
export async function findDocumentSources(db: Db, productIds: readonly string[]): Promise<DocumentSources> {
  const [translations, colourways, categories] = await Promise.all([
    db
      .selectFrom('style_translations as st')
      .innerJoin('styles as s', 's.product_id', 'st.product_id')
      .select(['st.product_id', 'st.locale', 'st.name', 'st.description', 's.brand', 's.digital'])
      .where('st.product_id', 'in', productIds)
      .execute(),
    db
      .selectFrom('colourways')
      .select(['product_id', 'names', 'colour_family'])
      .where('product_id', 'in', productIds)
      .execute(),
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

/** Runs `work` in the caller's transaction, or in one of its own: a change and its clock tick commit together. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Writes the search rows (migrations 0009, 0010) of these styles, or of all, from the catalog: colour families,
 * sizes in stock online (as `system:size` keys, search.sizes.ts; neither for a digital style, the gift card, which
 * is no colour or size a shopper refines by), categories with their ancestors, as comma-separated lists, and a document number that
 * stays with the style (the FTS5 rowids of its documents are made of it; all are renumbered from 1 by a rebuild). PostgreSQL aggregates each table
 * once and joins by style; SQLite (which may have no statistics yet, inside the seed's transaction) is given
 * the plan: per style, stock tested per variant through the inventory key, never by walking the online
 * location's rows (millions at 100,000 styles) for each style.
 */
export async function writeSearchStyles(
  db: Db,
  productIds: readonly string[] | 'all',
  generation: number,
): Promise<void> {
  const postgres = isPostgres(db);
  // New rows are numbered after the highest number in use; a rewritten row keeps its number (ON CONFLICT).
  const number = sql`(select coalesce(max(document_number), 0) from search_styles)
    + row_number() over (order by s.product_id)`;
  const write = async (ids: readonly string[] | null) => {
    const among = (column: string) => (ids === null ? sql`` : sql`where ${sql.ref(column)} in (${sql.join(ids)})`);
    const rows = postgres
      ? sql`select s.product_id, case when s.digital = 1 then '' else coalesce(c.list, '') end,
          case when s.digital = 1 then '' else coalesce(z.list, '') end, coalesce(k.list, ''), ${generation},
          ${number}
        from styles s
        left join (select cw.product_id, string_agg(distinct cw.colour_family, ',') as list from colourways cw
          ${among('cw.product_id')} group by cw.product_id) c on c.product_id = s.product_id
        left join (select v.product_id, string_agg(distinct v.size_system || ':' || v.size, ',') as list from variants v
          join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION} and i.quantity > 0
          ${among('v.product_id')} group by v.product_id) z on z.product_id = s.product_id
        left join (select sc.product_id, string_agg(distinct cc.ancestor_id, ',') as list from style_categories sc
          join category_closure cc on cc.category_id = sc.category_id
          ${among('sc.product_id')} group by sc.product_id) k on k.product_id = s.product_id
        ${among('s.product_id')}`
      : sql`select s.product_id,
          case when s.digital = 1 then '' else coalesce((select group_concat(distinct cw.colour_family) from colourways cw
            where cw.product_id = s.product_id), '') end,
          case when s.digital = 1 then '' else coalesce((select group_concat(distinct v.size_system || ':' || v.size)
            from variants v where v.product_id = s.product_id
            and exists (select 1 from inventory i
              where i.upc = v.upc and i.location_id = ${ONLINE_LOCATION} and i.quantity > 0)), '') end,
          coalesce((select group_concat(distinct cc.ancestor_id) from style_categories sc
            join category_closure cc on cc.category_id = sc.category_id
            where sc.product_id = s.product_id), ''),
          ${generation}, ${number}
        from styles s ${ids === null ? sql`where true` : among('s.product_id')}`; // SQLite's upsert needs a WHERE
    if (ids === null) await db.deleteFrom('search_styles').execute();
    await sql`insert into search_styles (product_id, colour_families, sizes, category_ids, generation, document_number)
      ${rows}
      on conflict (product_id) do update set colour_families = excluded.colour_families, sizes = excluded.sizes,
        category_ids = excluded.category_ids, generation = excluded.generation`.execute(db);
  };
  if (productIds === 'all') return write(null);
  for (let start = 0; start < productIds.length; start += 500) await write(productIds.slice(start, start + 500));
}

export interface SearchChange {
  /** Styles whose ratings, prices, stock, colours, categories or texts changed: their search rows are rewritten. */
  productIds?: readonly string[];
  /** Texts changed: every process drops its text matches and name order. */
  documents?: boolean;
  /** Everything changed (a rebuild or bulk import): every process reloads the catalog. */
  rebuilt?: boolean;
}

/**
 * Ticks the search clock and rewrites the changed styles' search rows with the new generation, in the caller's
 * transaction (or one of its own), so api processes see the change with their next search. On PostgreSQL the
 * clock row orders concurrent writers.
 */
export function markSearchChanged(db: Db, change: SearchChange): Promise<number> {
  return inTransaction(db, async (trx) => {
    const next = sql<number>`generation + 1`;
    const { generation } = await trx
      .updateTable('search_state')
      .set({
        generation: next,
        ...(change.documents || change.rebuilt ? { documents_generation: next } : {}),
        ...(change.rebuilt ? { rebuilt_generation: next } : {}),
      })
      .where('id', '=', 1)
      .returning('generation')
      .executeTakeFirstOrThrow();
    if (change.productIds?.length) await writeSearchStyles(trx, change.productIds, Number(generation));
    return Number(generation);
  });
}

/** The document numbers of these styles (search rows written first). */
export async function findDocumentNumbers(db: Db, productIds: readonly string[]): Promise<Map<string, number>> {
  const numbers = new Map<string, number>();
  for (let start = 0; start < productIds.length; start += 500) {
    const rows = await db
      .selectFrom('search_styles')
      .select(['product_id', 'document_number'])
      .where('product_id', 'in', productIds.slice(start, start + 500))
      .execute();
    for (const row of rows) if (row.document_number !== null) numbers.set(row.product_id, Number(row.document_number));
  }
  return numbers;
}

/** The way of cutting text into words the search index was built with (migration 0014). */
export async function findTextVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('search_state').select('text_version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.text_version ?? 0);
}

/** Records the version the index is built with. */
export async function writeTextVersion(db: Db, version: number): Promise<void> {
  await db.updateTable('search_state').set({ text_version: version }).where('id', '=', 1).execute();
}

/**
 * Records the version if the index has an older one, in the caller's transaction: false when it already has it
 * (another process claimed it first). On PostgreSQL the row stays locked until the transaction ends, so a second
 * claimant waits and then finds the version written.
 */
export async function claimTextVersion(db: Db, version: number): Promise<boolean> {
  const result = await db
    .updateTable('search_state')
    .set({ text_version: version })
    .where('id', '=', 1)
    .where('text_version', '<', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
