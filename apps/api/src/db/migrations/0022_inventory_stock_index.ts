import type { Kysely } from 'kysely';

/**
 * Stock lookups answered from the index alone (decision 0018, speed of the cart path): every cart call reads the
 * online stock of its lines (`location_id = 'online' and upc in (...)`), and store pages read a store's. The index
 * on (location_id, upc) found the row and then read it for its quantity: two B-tree walks per variant. With the
 * quantity in the index it is one (SQLite's covering index, PostgreSQL's index-only scan), about half the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('inventory_location_stock_idx')
    .on('inventory')
    .columns(['location_id', 'upc', 'quantity'])
    .execute();
  await db.schema.dropIndex('inventory_location_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('inventory_location_idx').on('inventory').columns(['location_id', 'upc']).execute();
  await db.schema.dropIndex('inventory_location_stock_idx').execute();
}
