import type { Kysely } from 'kysely';

/** Real-user web vitals posted by the storefront, one row per metric, for per-route performance reports. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_vitals')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('route', 'varchar(300)', (col) => col.notNull())
    .addColumn('name', 'varchar(10)', (col) => col.notNull())
    .addColumn('value', 'double precision', (col) => col.notNull())
    .addColumn('rating', 'varchar(20)', (col) => col.notNull())
    .addColumn('metric_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('navigation_type', 'varchar(40)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // Reports ask "metric X of route Y on site Z over a time range": one index serves it in order.
  await db.schema
    .createIndex('web_vitals_site_route_name_created_idx')
    .on('web_vitals')
    .columns(['site_id', 'route', 'name', 'created_at'])
    .execute();
  // Retention clean-up deletes by age across all sites.
  await db.schema.createIndex('web_vitals_created_idx').on('web_vitals').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vitals').execute();
}
