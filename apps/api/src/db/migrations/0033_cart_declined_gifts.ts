import type { Kysely } from 'kysely';

/**
 * Gifts with purchase a shopper turned down (decision 0046): the ids of their promotions, as a JSON array, on the
 * cart row that every cart call reads already. Null (none) for every cart until then. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('declined_gifts', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('declined_gifts').execute();
}
