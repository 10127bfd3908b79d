import { sql, type Kysely } from 'kysely';

/**
 * Back-in-stock emails (modules/back-in-stock/back-in-stock.restock.ts, decision 0042): the restock watch reads the
 * sign-ups still waiting, oldest first, and deletes waiting ones past their keeping and sent ones a while after the
 * email. Partial indexes so each reads only its own rows. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('back_in_stock_waiting_idx')
    .on('back_in_stock_requests')
    .column('created_at')
    .where(sql<boolean>`notified_at is null`)
    .execute();
  await db.schema
    .createIndex('back_in_stock_notified_idx')
    .on('back_in_stock_requests')
    .column('notified_at')
    .where(sql<boolean>`notified_at is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('back_in_stock_notified_idx').execute();
  await db.schema.dropIndex('back_in_stock_waiting_idx').execute();
}
