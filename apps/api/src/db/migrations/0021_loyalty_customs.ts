import { sql, type Kysely } from 'kysely';

/**
 * Loyalty reward vouchers in the cart and products that need customs clearance (issue 5, decision 0018):
 * - `loyalty_accounts`: one per loyalty member (spec §3 Loyalty memberId, currentLoyaltyPoints), keyed by the
 *   account it belongs to; points are whole numbers, never below 0 (spent at order placement);
 * - `loyalty_voucher_tiers`: the reward vouchers a site offers in its currency (spec §3 applicableLoyaltyVouchers:
 *   points → amountInCurrency, minor units), one per number of points;
 * - `carts.loyalty_voucher_points`: the voucher the cart holds, named by its points (one per cart), null without;
 * - `styles.customs_clearance`: 1 for a style that ships from abroad and must clear customs (spec §3 Cart item
 *   isCustoms): its items travel in the cart's customs shipment, by the customs method only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loyalty_accounts')
    .addColumn('consumer_no', 'varchar(12)', (col) =>
      col.primaryKey().references('consumers.consumer_no').onDelete('cascade'),
    )
    .addColumn('member_id', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('points_balance', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`points_balance >= 0`),
    )
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('loyalty_voucher_tiers')
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('currency_code', 'varchar(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('points', 'integer', (col) => col.notNull().check(sql`points > 0`))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addPrimaryKeyConstraint('loyalty_voucher_tiers_pk', ['site_id', 'currency_code', 'points'])
    .execute();

  await db.schema
    .alterTable('carts')
    .addColumn('loyalty_voucher_points', 'integer', (col) => col.check(sql`loyalty_voucher_points > 0`))
    .execute();
  await db.schema
    .alterTable('styles')
    .addColumn('customs_clearance', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`customs_clearance in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('styles').dropColumn('customs_clearance').execute();
  await db.schema.alterTable('carts').dropColumn('loyalty_voucher_points').execute();
  await db.schema.dropTable('loyalty_voucher_tiers').execute();
  await db.schema.dropTable('loyalty_accounts').execute();
}
