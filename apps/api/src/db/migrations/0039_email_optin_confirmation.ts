import type { Kysely } from 'kysely';

/**
 * Email marketing consent is double opt-in (decision 0054): an account's email opt-in given at sign-up or in the
 * profile stays pending (`email_optin = 0`, `email_optin_pending_at` set) until the address's owner opens the
 * emailed link. `email_optin_token_hash` is the SHA-256 of that link's token (the token itself is never stored; a
 * new email replaces it), `email_optin_sent_at` and `email_optin_sends` bound how often one is sent, and the
 * confirmation keeps its proof: `email_optin_confirmed_at` and `email_optin_address_digest` (SHA-256 of the address
 * confirmed, lower-cased). Opt-ins recorded before stay opted in, without proof (confirmed_at null): they were given
 * under the old terms. Portable: schema builder and plain SQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('consumers').addColumn('email_optin_pending_at', 'varchar(30)').execute();
  await db.schema.alterTable('consumers').addColumn('email_optin_token_hash', 'varchar(64)').execute();
  await db.schema.alterTable('consumers').addColumn('email_optin_sent_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('consumers')
    .addColumn('email_optin_sends', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('consumers').addColumn('email_optin_confirmed_at', 'varchar(30)').execute();
  await db.schema.alterTable('consumers').addColumn('email_optin_address_digest', 'varchar(64)').execute();
  await db.schema
    .createIndex('consumers_email_optin_token_uq')
    .on('consumers')
    .column('email_optin_token_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consumers_email_optin_token_uq').execute();
  for (const column of [
    'email_optin_address_digest',
    'email_optin_confirmed_at',
    'email_optin_sends',
    'email_optin_sent_at',
    'email_optin_token_hash',
    'email_optin_pending_at',
  ]) {
    await db.schema.alterTable('consumers').dropColumn(column).execute();
  }
}
