import type { Kysely } from 'kysely';

/**
 * Digital gift cards as products (spec §3 Cart item isDigitalProduct; decision 0018 "Digital gift cards"):
 * - `styles.digital` marks a style that is emailed, never shipped (0/1, 0 for every existing style);
 * - `variant_prices`: a variant's own price on a site, where its style's (style_prices) is not the price of every
 *   variant: a gift card's amounts are its variants. The style's price stays its lowest, for tiles and listings.
 * Portable as 0001: money in minor units, booleans 0/1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('styles')
    .addColumn('digital', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('variant_prices')
    .addColumn('upc', 'varchar(20)', (col) => col.notNull().references('variants.upc').onDelete('cascade'))
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('currency_code', 'varchar(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('list_amount', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('variant_prices_pk', ['upc', 'site_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('variant_prices').execute();
  await db.schema.alterTable('styles').dropColumn('digital').execute();
}
