import type { Kysely } from 'kysely';

/**
 * One-click unsubscribe of the emails a shopper can unsubscribe from (RFC 2369, RFC 8058; decision 0042 and 0054
 * addenda, session 52). `email_outbox.list_unsubscribe` is the message's `List-Unsubscribe` header value (null: the
 * message has none, as transactional mail), sent with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 * `email_unsubscribe_tokens` holds each header link's token as its SHA-256 only, with what it stops: `list`
 * `back-in-stock` (the address's sign-ups on the site) or `marketing` (the account's email marketing consent).
 * A token works, the same every time, until `expires_at`; then it is deleted. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('list_unsubscribe', 'varchar(1000)').execute();
  await db.schema
    .createTable('email_unsubscribe_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('list', 'varchar(20)', (col) => col.notNull())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('address', 'varchar(254)', (col) => col.notNull())
    .addColumn('consumer_no', 'varchar(12)', (col) => col.references('consumers.consumer_no').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('email_unsubscribe_tokens_expiry_idx')
    .on('email_unsubscribe_tokens')
    .column('expires_at')
    .execute();
  // The cascade from an account's deletion finds its tokens by this, not by reading the whole table.
  await db.schema
    .createIndex('email_unsubscribe_tokens_consumer_idx')
    .on('email_unsubscribe_tokens')
    .column('consumer_no')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_unsubscribe_tokens').execute();
  await db.schema.alterTable('email_outbox').dropColumn('list_unsubscribe').execute();
}
