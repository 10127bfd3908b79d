import { sql, type Kysely } from 'kysely';

/**
 * Back-in-stock sign-ups are double opt-in (decision 0042, addendum session 51): a sign-up waits for its address to
 * be confirmed through an emailed link before a restock email may go to it, and one never confirmed is deleted after
 * a week. `confirm_token_hash` is the SHA-256 of the link's token (the token itself is never stored; a new email
 * replaces it), `confirm_sent_at` and `confirm_sends` bound how often an address is sent one, `confirmed_at` says
 * the address was confirmed (or was the signed-in shopper's own account address). `unsubscribe_token_hash` is the
 * restock email's unsubscribe link. Sign-ups made before double opt-in were promised their one email: they are
 * taken as confirmed when they were made. The restock watch's partial index now reads confirmed sign-ups only; a
 * second one finds the unconfirmed ones past their week. Portable: schema builder and plain SQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('back_in_stock_requests').addColumn('confirmed_at', 'varchar(30)').execute();
  await db.schema.alterTable('back_in_stock_requests').addColumn('confirm_token_hash', 'varchar(64)').execute();
  await db.schema.alterTable('back_in_stock_requests').addColumn('confirm_sent_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('back_in_stock_requests')
    .addColumn('confirm_sends', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('back_in_stock_requests').addColumn('unsubscribe_token_hash', 'varchar(64)').execute();
  await sql`update back_in_stock_requests set confirmed_at = created_at`.execute(db);
  await db.schema
    .createIndex('back_in_stock_confirm_token_uq')
    .on('back_in_stock_requests')
    .column('confirm_token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('back_in_stock_unsubscribe_token_uq')
    .on('back_in_stock_requests')
    .column('unsubscribe_token_hash')
    .unique()
    .execute();
  await db.schema.dropIndex('back_in_stock_waiting_idx').execute();
  await db.schema
    .createIndex('back_in_stock_waiting_idx')
    .on('back_in_stock_requests')
    .column('created_at')
    .where(sql<boolean>`notified_at is null and confirmed_at is not null`)
    .execute();
  await db.schema
    .createIndex('back_in_stock_unconfirmed_idx')
    .on('back_in_stock_requests')
    .column('created_at')
    .where(sql<boolean>`confirmed_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('back_in_stock_unconfirmed_idx').execute();
  await db.schema.dropIndex('back_in_stock_waiting_idx').execute();
  await db.schema
    .createIndex('back_in_stock_waiting_idx')
    .on('back_in_stock_requests')
    .column('created_at')
    .where(sql<boolean>`notified_at is null`)
    .execute();
  await db.schema.dropIndex('back_in_stock_unsubscribe_token_uq').execute();
  await db.schema.dropIndex('back_in_stock_confirm_token_uq').execute();
  // Without double opt-in every sign-up would be emailed: the unconfirmed ones go.
  await sql`delete from back_in_stock_requests where confirmed_at is null`.execute(db);
  for (const column of [
    'unsubscribe_token_hash',
    'confirm_sends',
    'confirm_sent_at',
    'confirm_token_hash',
    'confirmed_at',
  ]) {
    await db.schema.alterTable('back_in_stock_requests').dropColumn(column).execute();
  }
}
