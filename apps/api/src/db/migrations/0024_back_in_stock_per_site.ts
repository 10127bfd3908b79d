import { sql, type Kysely } from 'kysely';

/**
 * A back-in-stock sign-up is per site: one email may wait for one variant on the US site and on the British one,
 * each to be told in its own language and currency. The table was unique on (email, upc), so the second site's
 * sign-up was silently dropped. Neither engine changes a unique constraint in place (SQLite cannot drop one), so
 * the table is rebuilt with the key (email, upc, site_id), its rows copied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, ['email', 'upc', 'site_id'], 'back_in_stock_email_upc_site_uq');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one sign-up per email and variant: of several sites' sign-ups the first is kept.
  await sql`delete from back_in_stock_requests where id not in (
    select min(id) from back_in_stock_requests group by email, upc
  )`.execute(db);
  await rebuild(db, ['email', 'upc'], 'back_in_stock_email_upc_uq');
}

async function rebuild(
  db: Kysely<unknown>,
  unique: Array<'email' | 'upc' | 'site_id'>,
  constraint: string,
): Promise<void> {
  await db.schema
    .createTable('back_in_stock_requests_next')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('upc', 'varchar(14)', (col) => col.notNull().references('variants.upc').onDelete('cascade'))
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('notified_at', 'varchar(30)')
    .addUniqueConstraint(constraint, unique)
    .execute();
  await sql`insert into back_in_stock_requests_next
    (id, email, upc, product_id, site_id, locale, created_at, notified_at)
    select id, email, upc, product_id, site_id, locale, created_at, notified_at from back_in_stock_requests`.execute(
    db,
  );
  await db.schema.dropTable('back_in_stock_requests').execute();
  await db.schema.alterTable('back_in_stock_requests_next').renameTo('back_in_stock_requests').execute();
  // A restock finds the waiting sign-ups of a variant.
  await db.schema
    .createIndex('back_in_stock_upc_idx')
    .on('back_in_stock_requests')
    .columns(['upc', 'notified_at'])
    .execute();
}
