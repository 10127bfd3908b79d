import { sql, type Kysely } from 'kysely';

/**
 * The email outbox: a message is written in the same transaction as the change that causes it (a password reset,
 * a sign-up) and sent later by the worker of modules/notifications, with retries. `dedupe_key` is unique, so the
 * same cause never queues two messages; a row is claimed with a lease (`locked_until`) before sending, so two
 * workers never send it twice. Portable as 0001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('dedupe_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('template', 'varchar(40)', (col) => col.notNull())
    .addColumn('to_address', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    /** A worker's lease while it sends; another worker may claim the row once it has passed. */
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(500)')
    /** Which transport delivered it (`smtp`, `mailbox`) and the message id it gave. */
    .addColumn('transport', 'varchar(20)')
    .addColumn('message_id', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  // The development mailbox lists sent mail newest first.
  await db.schema.createIndex('email_outbox_sent_idx').on('email_outbox').columns(['status', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
}
