import { sql, type Kysely } from 'kysely';

/**
 * Gift cards with their redemptions, and the carriers' collection points (PUDO). Portable as 0001: money in minor
 * units, timestamps ISO-8601 text, coordinates double precision degrees, opening hours JSON text.
 *
 * A card's number is never stored: only its SHA-256 digest (the lookup key) and its last four digits (for display);
 * the PIN likewise only as a digest bound to the number (modules/giftcards/gift-card-codes.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('code_digest', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('last_four', 'varchar(4)', (col) => col.notNull())
    /** Digits in the number, so the masked form has the right length. */
    .addColumn('code_length', 'integer', (col) => col.notNull())
    /** null: the card has no PIN. */
    .addColumn('pin_digest', 'varchar(64)')
    .addColumn('brand', 'varchar(30)', (col) => col.notNull())
    .addColumn('currency_code', 'varchar(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('initial_amount', 'integer', (col) => col.notNull().check(sql`initial_amount >= 0`))
    .addColumn('balance', 'integer', (col) => col.notNull().check(sql`balance >= 0`))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().check(sql`status in ('active', 'disabled', 'expired')`))
    /** null: never expires. A card past this moment is expired whatever its status says. */
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('gift_card_redemptions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('gift_card_id', 'varchar(36)', (col) => col.notNull().references('gift_cards.id').onDelete('cascade'))
    /** What paid with the card (an order number): one redemption per card and reference, so a retry is harmless. */
    .addColumn('reference', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency_code', 'varchar(3)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('gift_card_redemptions_card_reference_uq', ['gift_card_id', 'reference'])
    .execute();

  await db.schema
    .createTable('collection_points')
    .addColumn('point_id', 'varchar(12)', (col) => col.primaryKey())
    .addColumn('carrier', 'varchar(20)', (col) => col.notNull())
    .addColumn('type', 'varchar(12)', (col) => col.notNull().check(sql`type in ('locker', 'shop', 'post-office')`))
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('address_line1', 'varchar(200)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('region', 'varchar(10)')
    .addColumn('postal_code', 'varchar(12)', (col) => col.notNull())
    .addColumn('country_code', 'varchar(2)', (col) => col.notNull().references('countries.code'))
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('timezone', 'varchar(40)', (col) => col.notNull())
    /** As stores.opening_hours: JSON array of { day: 0-6 (Sunday 0), opens, closes }; a missing day is closed. */
    .addColumn('opening_hours', 'text', (col) => col.notNull())
    .execute();
  // Search by place narrows to the site's country and a latitude band (bounding box) first, as stores do.
  await db.schema
    .createIndex('collection_points_location_idx')
    .on('collection_points')
    .columns(['country_code', 'latitude', 'longitude'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['collection_points', 'gift_card_redemptions', 'gift_cards']) {
    await db.schema.dropTable(table).execute();
  }
}
