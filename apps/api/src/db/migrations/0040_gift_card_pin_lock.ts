import type { Kysely } from 'kysely';

/**
 * A gift card counts the wrong PINs tried on it in a row (`failed_pin_count`, back to 0 on the right one) and is
 * locked at the fifth (`locked_at`), for good until an operator unlocks it (decision 0049, addendum of session 51):
 * a four-digit PIN could otherwise be found in days at the credential limits' pace. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gift_cards')
    .addColumn('failed_pin_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('gift_cards').addColumn('locked_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gift_cards').dropColumn('locked_at').execute();
  await db.schema.alterTable('gift_cards').dropColumn('failed_pin_count').execute();
}
