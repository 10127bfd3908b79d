import type { Kysely } from 'kysely';

/**
 * Each api process holds a site's popular queries in memory and reads back, once a second, the ones run since its
 * last read (modules/search/search.popular.ts): (site_id, last_run_at) finds them without reading the site's
 * other queries. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('search_queries_recent_idx')
    .on('search_queries')
    .columns(['site_id', 'last_run_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('search_queries_recent_idx').execute();
}
