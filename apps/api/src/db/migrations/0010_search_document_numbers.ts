import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** SUPPORTED_LOCALES at the time of this migration, numbered from 1: the high part of an FTS5 rowid. */
const LOCALE_NUMBERS = ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'] as const;

/**
 * A document number per style (search_styles.document_number, dense from 1 in product_id order, kept when the
 * row is rewritten), and on SQLite the FTS5 documents renumbered by it: rowid = locale number × 2^32 + document
 * number. FTS5 keeps locale and product id with the text (UNINDEXED), so narrowing matches to one locale used to
 * read every matching row of every locale (0.6 s for "running" at 100,000 styles); with each locale in its own
 * rowid range a match reads one locale's rows, and the rowid alone says which style and locale a match is.
 * Renumbering rewrites the FTS5 table once (every document, with the same text and settings as 0006, so bm25's
 * row count and average length stay the same; documents of styles that no longer exist keep a number above 2^31).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('search_styles').addColumn('document_number', 'integer').execute();
  await sql`update search_styles set document_number = numbered.n
    from (select product_id, row_number() over (order by product_id) as n from search_styles) numbered
    where numbered.product_id = search_styles.product_id`.execute(db);
  await db.schema
    .createIndex('search_styles_document_idx')
    .unique()
    .on('search_styles')
    .column('document_number')
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;

  const locale = sql.join(
    LOCALE_NUMBERS.map((code, i) => sql`when ${code} then ${i + 1}`),
    sql` `,
  );
  await sql`create virtual table search_fts_numbered using fts5(
    name, body, product_id unindexed, locale unindexed,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  await sql`insert into search_fts_numbered (rowid, name, body, product_id, locale)
    select (case f.locale ${locale} else 15 end) * 4294967296
        + coalesce(ss.document_number, 2147483648 + f.rowid),
      f.name, f.body, f.product_id, f.locale
    from search_fts f left join search_styles ss on ss.product_id = f.product_id`.execute(db);
  await sql`drop table search_fts`.execute(db);
  await sql`alter table search_fts_numbered rename to search_fts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('search_styles_document_idx').execute();
  await db.schema.alterTable('search_styles').dropColumn('document_number').execute();
}
