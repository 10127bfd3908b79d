import { sql, type Kysely } from 'kysely';

/**
 * Stores, stock per variant per location (the online warehouse and every store) and back-in-stock sign-ups.
 * Portable as 0001: coordinates are double precision degrees, opening hours JSON text, flags integer 0/1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('store_id', 'varchar(12)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(30)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('address_line1', 'varchar(200)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('region', 'varchar(10)')
    .addColumn('postal_code', 'varchar(12)', (col) => col.notNull())
    .addColumn('country_code', 'varchar(2)', (col) => col.notNull().references('countries.code'))
    .addColumn('phone', 'varchar(30)', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    /** IANA zone: opening hours are local times of the store. */
    .addColumn('timezone', 'varchar(40)', (col) => col.notNull())
    /** JSON array of { day: 0-6 (Sunday 0), opens: "HH:MM", closes: "HH:MM" }; a missing day is closed. */
    .addColumn('opening_hours', 'text', (col) => col.notNull())
    .addColumn('pickup_enabled', 'integer', (col) => col.notNull().check(sql`pickup_enabled in (0, 1)`))
    .addColumn('ship_to_store_enabled', 'integer', (col) => col.notNull().check(sql`ship_to_store_enabled in (0, 1)`))
    .execute();
  await db.schema.createIndex('stores_brand_country_idx').on('stores').columns(['brand', 'country_code']).execute();
  // Store search by location narrows to a latitude band first (bounding box), then longitude.
  await db.schema.createIndex('stores_latitude_idx').on('stores').columns(['latitude', 'longitude']).execute();
  await db.schema.createIndex('stores_postal_idx').on('stores').columns(['country_code', 'postal_code']).execute();

  await db.schema
    .createTable('inventory')
    .addColumn('upc', 'varchar(14)', (col) => col.notNull().references('variants.upc').onDelete('cascade'))
    /** `online` for the web warehouse, else a store id (no foreign key: the warehouse is not a store). */
    .addColumn('location_id', 'varchar(12)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 0`))
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('inventory_pk', ['upc', 'location_id'])
    .execute();
  // A store's stock report walks one location; (upc, location_id) answers per-variant lookups.
  await db.schema.createIndex('inventory_location_idx').on('inventory').columns(['location_id', 'upc']).execute();

  await db.schema
    .createTable('back_in_stock_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('upc', 'varchar(14)', (col) => col.notNull().references('variants.upc').onDelete('cascade'))
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    /** Set when the restock email went out; null while waiting. */
    .addColumn('notified_at', 'varchar(30)')
    .addUniqueConstraint('back_in_stock_email_upc_uq', ['email', 'upc'])
    .execute();
  // A restock finds the waiting sign-ups of a variant.
  await db.schema
    .createIndex('back_in_stock_upc_idx')
    .on('back_in_stock_requests')
    .columns(['upc', 'notified_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['back_in_stock_requests', 'inventory', 'stores']) {
    await db.schema.dropTable(table).execute();
  }
}
