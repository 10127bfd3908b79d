import { sql, type Kysely } from 'kysely';

/**
 * Guest carts and saved-for-later lists nobody changes are deleted after GUEST_CART_RETENTION_DAYS, merged carts a
 * day after the merge (modules/cart/cart.retention.ts, decision 0040).
 *
 * - `carts_guest_updated_idx`: guest carts by status and last change, and only those (an account's cart is kept, so
 *   old account carts never stand in the sweep's way). The sweep's statements repeat the index's condition as the same
 *   literal, which both engines need to use a partial index (database.test.ts checks the plans).
 * - `save_for_later_lists.updated_at`: when something was last saved to the list (ISO-8601); each save sets it in the
 *   statement that finds or creates the list, so a sweep and a save of one list never interleave. Existing lists take
 *   their latest save, or their creation when empty.
 * - `save_for_later_lists_guest_updated_idx`: guest lists by it.
 */
const GUEST_OWNERS = sql<boolean>`owner like 'guest:%'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('carts_guest_updated_idx')
    .on('carts')
    .columns(['status', 'updated_at'])
    .where(GUEST_OWNERS)
    .execute();
  await db.schema
    .alterTable('save_for_later_lists')
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update save_for_later_lists set updated_at = coalesce(
      (select max(i.saved_at) from save_for_later_items i where i.save_for_later_id = save_for_later_lists.save_for_later_id),
      created_at)`.execute(db);
  await db.schema
    .createIndex('save_for_later_lists_guest_updated_idx')
    .on('save_for_later_lists')
    .column('updated_at')
    .where(GUEST_OWNERS)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('save_for_later_lists_guest_updated_idx').execute();
  await db.schema.alterTable('save_for_later_lists').dropColumn('updated_at').execute();
  await db.schema.dropIndex('carts_guest_updated_idx').execute();
}
