import { sql, type Kysely } from 'kysely';

/**
 * Reference data: currencies, countries and their states, sites, and the category tree with its translations.
 * Written with the schema builder only, so the same migration runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('currencies')
    .addColumn('code', 'varchar(3)', (col) => col.primaryKey())
    .addColumn('exponent', 'integer', (col) => col.notNull())
    .addColumn('symbol', 'varchar(8)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'varchar(2)', (col) => col.primaryKey())
    .addColumn('dial_code', 'varchar(4)', (col) => col.notNull())
    .addColumn('phone_mask', 'varchar(40)')
    .addColumn('currency_code', 'varchar(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('countries_currency_idx').on('countries').column('currency_code').execute();

  await db.schema
    .createTable('country_states')
    .addColumn('country_code', 'varchar(2)', (col) => col.notNull().references('countries.code').onDelete('cascade'))
    .addColumn('code', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addPrimaryKeyConstraint('country_states_pk', ['country_code', 'code'])
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('site_id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(30)', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('country_code', 'varchar(2)', (col) => col.notNull().references('countries.code'))
    .addColumn('currency_code', 'varchar(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('tax_mode', 'varchar(10)', (col) => col.notNull().check(sql`tax_mode in ('exclusive', 'inclusive')`))
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('sites_country_idx').on('sites').column('country_code').execute();
  await db.schema.createIndex('sites_currency_idx').on('sites').column('currency_code').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(6)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(30)', (col) => col.notNull())
    .addColumn('parent_id', 'varchar(6)', (col) => col.references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();
  // The catalog call loads one brand's tree down to a level: (brand, level) answers it from the index.
  await db.schema.createIndex('categories_brand_level_idx').on('categories').columns(['brand', 'level']).execute();

  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'varchar(6)', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'locale'])
    .execute();
  await db.schema
    .createIndex('category_translations_locale_idx')
    .on('category_translations')
    .columns(['locale', 'category_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['category_translations', 'categories', 'sites', 'country_states', 'countries', 'currencies']) {
    await db.schema.dropTable(table).execute();
  }
}
