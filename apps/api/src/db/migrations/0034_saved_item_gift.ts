import type { Kysely } from 'kysely';

/**
 * A saved-for-later item keeps the gift options its cart line had (decision 0018, session 42 addendum): JSON text
 * `{ giftOption, giftBox }`, null for an item that was not a gift (every item until then). Portable: schema builder
 * only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('save_for_later_items').addColumn('gift', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('save_for_later_items').dropColumn('gift').execute();
}
