import { sql, type Kysely } from 'kysely';

/**
 * Carts (spec §3 Cart, Cart item), their shipments, and the promotions the pricing engine reads with their coupon
 * codes. Portable as 0001: money in minor units, timestamps ISO-8601 text, booleans 0/1, JSON as text.
 *
 * A cart belongs to one owner on one site: `guest:{usid}` for a guest session, `consumer:{consumerNo}` for an
 * account. `version` goes up by one on every write (optimistic concurrency: a writer that read version n updates
 * `where version = n`), and the cart row is the lock every write of the cart takes first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('basket_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('currency_code', 'varchar(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    /** JSON array of normalised codes, in the order the shopper applied them. */
    .addColumn('coupon_codes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('status', 'varchar(10)', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'merged', 'ordered')`),
    )
    /** The cart a merged guest cart went into. */
    .addColumn('merged_into', 'varchar(36)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // The shopper's active cart on a site: create-cart and the sign-in merge look it up.
  await db.schema
    .createIndex('carts_owner_site_status_idx')
    .on('carts')
    .columns(['owner', 'site_id', 'status'])
    .execute();

  await db.schema
    .createTable('cart_shipments')
    .addColumn('basket_id', 'varchar(36)', (col) => col.notNull().references('carts.basket_id').onDelete('cascade'))
    .addColumn('shipping_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('method_code', 'varchar(10)', (col) =>
      col.notNull().check(sql`method_code in ('standard', 'sts', 'pickup', 'pudo', 'digital', 'me', 'customs')`),
    )
    .addColumn('store_id', 'varchar(20)')
    .addColumn('pudo_id', 'varchar(20)')
    /** JSON text of the shipping address; null until the shopper gives one. */
    .addColumn('address', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_shipments_pk', ['basket_id', 'shipping_id'])
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('item_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('basket_id', 'varchar(36)', (col) => col.notNull().references('carts.basket_id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('master_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('upc', 'varchar(20)', (col) => col.notNull())
    .addColumn('qty', 'integer', (col) => col.notNull().check(sql`qty > 0`))
    /** The shopper's maximum for the line (spec §5: 999999 when none is given). */
    .addColumn('max_qty', 'integer', (col) => col.notNull().defaultTo(999_999))
    .addColumn('bonus', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bonus_promotion_id', 'varchar(80)')
    .addColumn('gift', 'integer', (col) => col.notNull().defaultTo(0))
    /** JSON text { to, from, message, email }; null without one. */
    .addColumn('gift_option', 'text')
    .addColumn('gift_box', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('store_id', 'varchar(20)')
    .addColumn('shipment_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('pdp_url', 'varchar(300)')
    .addColumn('recipe_id', 'varchar(64)')
    /** Order of addition: items list in it. */
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cart_items_basket_idx').on('cart_items').columns(['basket_id', 'position']).execute();

  await db.schema
    .createTable('promotions')
    .addColumn('promotion_id', 'varchar(80)', (col) => col.primaryKey())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('level', 'varchar(10)', (col) => col.notNull().check(sql`level in ('PRODUCT', 'ORDER', 'SHIPPING')`))
    /** JSON text of the pricing engine's definition (modules/pricing/promotion.types.ts) without id and codes. */
    .addColumn('definition', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('promotions_site_idx').on('promotions').columns(['site_id', 'enabled']).execute();

  await db.schema
    .createTable('promotion_codes')
    .addColumn('promotion_id', 'varchar(80)', (col) =>
      col.notNull().references('promotions.promotion_id').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(40)', (col) => col.notNull())
    /** null: no limit. A single-use code has 1. */
    .addColumn('max_uses', 'integer')
    /** Claimed at order placement (`used_count < max_uses` in the same update). */
    .addColumn('used_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`used_count >= 0`),
    )
    .addPrimaryKeyConstraint('promotion_codes_pk', ['promotion_id', 'code'])
    .execute();
  await db.schema.createIndex('promotion_codes_code_idx').on('promotion_codes').column('code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['promotion_codes', 'promotions', 'cart_items', 'cart_shipments', 'carts']) {
    await db.schema.dropTable(table).execute();
  }
}
