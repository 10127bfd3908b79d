import type { Kysely } from 'kysely';

/**
 * Popular queries count searchers, not searches (modules/search/search.counting.ts): a query found something for
 * someone and counts once for them that day. Each row says "this searcher ran this query on this site this day" as a
 * keyed digest of all four, so a row names neither the shopper nor their address, and rows of one searcher cannot be
 * linked to each other. Rows of earlier days are deleted as searches are recorded. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_query_searchers')
    /** The UTC day, `YYYY-MM-DD`: what the sweep deletes by. */
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    /** HMAC-SHA-256 (hex, 64) of day, site, query and searcher. */
    .addColumn('digest', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_query_searchers_pk', ['day', 'digest'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_query_searchers').execute();
}
