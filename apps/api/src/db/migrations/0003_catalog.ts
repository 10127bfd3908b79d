import { sql, type Kysely } from 'kysely';

/**
 * The catalog: styles with their translations, colourways, sized variants (one UPC each), prices per site,
 * category links and product sets. Portable as 0001: schema builder only, integer minor-unit money, ISO text
 * timestamps, JSON as text. Every lookup a product page or listing makes has an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('styles')
    // spec §2: a style code is 8 to 11 uppercase letters or digits; it is the productId of every call.
    .addColumn('product_id', 'varchar(11)', (col) => col.primaryKey())
    .addColumn('master_id', 'varchar(11)', (col) => col.notNull())
    .addColumn('brand', 'varchar(30)', (col) => col.notNull())
    .addColumn('product_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('gender', 'varchar(10)', (col) => col.notNull().check(sql`gender in ('men', 'women', 'unisex', 'kids')`))
    .addColumn('activity', 'varchar(30)', (col) => col.notNull())
    .addColumn('material', 'varchar(30)', (col) => col.notNull())
    /** JSON array of badge keys (e.g. ["new", "bestseller"]). */
    .addColumn('badges', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('styles_master_idx').on('styles').column('master_id').execute();
  // Listings filter one brand by type and gender and sort newest first.
  await db.schema
    .createIndex('styles_brand_type_gender_idx')
    .on('styles')
    .columns(['brand', 'product_type', 'gender'])
    .execute();
  await db.schema.createIndex('styles_brand_created_idx').on('styles').columns(['brand', 'created_at']).execute();

  await db.schema
    .createTable('style_translations')
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull().references('styles.product_id').onDelete('cascade'))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('style_translations_pk', ['product_id', 'locale'])
    .execute();

  await db.schema
    .createTable('colourways')
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull().references('styles.product_id').onDelete('cascade'))
    /** Three digits, unique within the style (the colour segment of image paths). */
    .addColumn('colour_code', 'varchar(3)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('colour_family', 'varchar(20)', (col) => col.notNull())
    /** JSON object locale → colour name; read only together with its colourway, never searched by name. */
    .addColumn('names', 'text', (col) => col.notNull())
    /** Hex colours the generated product art paints with: main, accent, sole. */
    .addColumn('hex_primary', 'varchar(7)', (col) => col.notNull())
    .addColumn('hex_secondary', 'varchar(7)', (col) => col.notNull())
    .addColumn('hex_accent', 'varchar(7)', (col) => col.notNull())
    .addPrimaryKeyConstraint('colourways_pk', ['product_id', 'colour_code'])
    .execute();
  // The colour facet filters by family.
  await db.schema
    .createIndex('colourways_family_idx')
    .on('colourways')
    .columns(['colour_family', 'product_id'])
    .execute();

  await db.schema
    .createTable('variants')
    /** UPC-A: 12 digits with its check digit. */
    .addColumn('upc', 'varchar(14)', (col) => col.primaryKey())
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull())
    .addColumn('colour_code', 'varchar(3)', (col) => col.notNull())
    /** shoe-men, shoe-women, shoe-kids (US sizes, converted for other markets), apparel (XS–XXL), one-size. */
    .addColumn('size_system', 'varchar(12)', (col) => col.notNull())
    .addColumn('size', 'varchar(8)', (col) => col.notNull())
    /** Shoe width where the style comes in widths (D standard, 2E wide for men; B standard, D wide for women). */
    .addColumn('width', 'varchar(4)')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addForeignKeyConstraint(
      'variants_colourway_fk',
      ['product_id', 'colour_code'],
      'colourways',
      ['product_id', 'colour_code'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // A product page loads every variant of a style at once, in display order.
  await db.schema
    .createIndex('variants_product_idx')
    .on('variants')
    .columns(['product_id', 'colour_code', 'position'])
    .execute();

  await db.schema
    .createTable('style_prices')
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull().references('styles.product_id').onDelete('cascade'))
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('currency_code', 'varchar(3)', (col) => col.notNull().references('currencies.code'))
    /** Minor units of the currency (JPY has none). */
    .addColumn('list_amount', 'integer', (col) => col.notNull())
    /** null: not on sale. */
    .addColumn('sale_amount', 'integer')
    .addPrimaryKeyConstraint('style_prices_pk', ['product_id', 'site_id'])
    .execute();
  // The price facet and price sort of a listing scan one site's prices.
  await db.schema
    .createIndex('style_prices_site_amount_idx')
    .on('style_prices')
    .columns(['site_id', 'list_amount'])
    .execute();

  await db.schema
    .createTable('style_categories')
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull().references('styles.product_id').onDelete('cascade'))
    .addColumn('category_id', 'varchar(6)', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    /** 1 for the one category whose path is the product's breadcrumb trail. */
    .addColumn('is_primary', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('style_categories_pk', ['product_id', 'category_id'])
    .execute();
  // Category listings go from the category to its styles.
  await db.schema
    .createIndex('style_categories_category_idx')
    .on('style_categories')
    .columns(['category_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('product_sets')
    // Set ids share the products path (`/products/v2/products/{productSetId}/productSet`), so they have the shape
    // of a style code and never collide with one (styles never start with SET).
    .addColumn('set_id', 'varchar(11)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(30)', (col) => col.notNull())
    /** JSON object locale → set name. */
    .addColumn('names', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('product_set_items')
    .addColumn('set_id', 'varchar(11)', (col) => col.notNull().references('product_sets.set_id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull().references('styles.product_id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_set_items_pk', ['set_id', 'product_id'])
    .execute();
  // "Which sets contain this style" is the product page's question.
  await db.schema
    .createIndex('product_set_items_product_idx')
    .on('product_set_items')
    .columns(['product_id', 'set_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'product_set_items',
    'product_sets',
    'style_categories',
    'style_prices',
    'variants',
    'colourways',
    'style_translations',
    'styles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
