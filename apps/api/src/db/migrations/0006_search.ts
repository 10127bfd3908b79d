import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Product search (ARCHITECTURE: SQLite FTS5 embedded, PostgreSQL full-text search at scale, one interface).
 * The text index is the one engine-specific structure, so this migration checks the dialect:
 * - SQLite: an FTS5 table `search_fts` of one document per style and locale (name, and a body of description,
 *   colour names and category names), unicode61 without diacritics, prefix indexes for 2 and 3 characters;
 * - PostgreSQL: `search_documents` with a weighted `tsvector` per style and locale (built with the locale's
 *   text-search configuration) and a GIN index.
 * The other tables are portable: the category closure (a category and all its ancestors) that lets a category
 * refinement include descendants with one join, the vocabulary auto-suggest corrects typos against, and the
 * queries shoppers ran (popular queries).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .createTable('search_documents')
      .addColumn('product_id', 'varchar(11)', (col) =>
        col.notNull().references('styles.product_id').onDelete('cascade'),
      )
      .addColumn('locale', 'varchar(10)', (col) => col.notNull())
      .addColumn('document', sql`tsvector`, (col) => col.notNull())
      .addPrimaryKeyConstraint('search_documents_pk', ['locale', 'product_id'])
      .execute();
    await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
  } else {
    await sql`create virtual table search_fts using fts5(
      name, body, product_id unindexed, locale unindexed,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
  }

  await db.schema
    .createTable('category_closure')
    .addColumn('ancestor_id', 'varchar(6)', (col) => col.notNull())
    .addColumn('category_id', 'varchar(6)', (col) => col.notNull())
    .addColumn('depth', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('category_closure_pk', ['ancestor_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('category_closure_category_idx')
    .on('category_closure')
    .columns(['category_id', 'ancestor_id'])
    .execute();

  await db.schema
    .createTable('search_terms')
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('term', 'varchar(100)', (col) => col.notNull())
    /** How many styles' names, colours or categories carry the term: the tie-break between corrections. */
    .addColumn('frequency', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['locale', 'term'])
    .execute();

  await db.schema
    .createTable('search_queries')
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull())
    /** Normalised: lower case, words joined by one space. */
    .addColumn('query', 'varchar(100)', (col) => col.notNull())
    .addColumn('run_count', 'integer', (col) => col.notNull())
    .addColumn('last_run_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_queries_pk', ['site_id', 'query'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['search_queries', 'search_terms', 'category_closure']) {
    await db.schema.dropTable(table).execute();
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) await db.schema.dropTable('search_documents').execute();
  else await sql`drop table search_fts`.execute(db);
}
