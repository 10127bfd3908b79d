import type { Kysely } from 'kysely';

/**
 * Which way of cutting text into words the search index was built with (search_state.text_version), so a database
 * indexed by an older one is rebuilt. The api compares it with its own version (modules/search,
 * TEXT_INDEX_VERSION) when it starts listening and, if older, rebuilds the index in one transaction that claims the
 * new version first, so of several api processes one rebuilds and the others skip; the rebuild ticks the search
 * clock, and every process reloads. Version 1 splits Japanese runs into words (Intl.Segmenter): every database
 * indexed before it starts at 0 here, and the seed and every rebuild write the current version. Nothing is
 * re-tokenised here: a migration must not depend on application code that changes after it. Portable: schema
 * builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('search_state')
    .addColumn('text_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('search_state').dropColumn('text_version').execute();
}
