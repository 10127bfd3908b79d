import { type Kysely } from 'kysely';

/**
 * Cart delivery (issue 5, delivery): what 0017 did not hold. 0017 already has each shipment's method, store,
 * collection point and shipping address; this adds
 * - `cart_shipments.contact`: JSON text of the pickup / collection contact { firstName, lastName, email, phone? }
 *   (spec §5: a pickup contact needs first name, last name and email); null until given;
 * - `cart_shipments.shopper_applied`: 1 when the shopper chose the method (`shopperAppliedSM`), 0 for the default;
 * - `carts.billing_address`: JSON text of the validated billing address, null until given;
 * - `carts.newsletter_consent`: the consent sent with the billing address (0 on add, spec §7), null without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cart_shipments').addColumn('contact', 'text').execute();
  await db.schema
    .alterTable('cart_shipments')
    .addColumn('shopper_applied', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('carts').addColumn('billing_address', 'text').execute();
  await db.schema.alterTable('carts').addColumn('newsletter_consent', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('newsletter_consent').execute();
  await db.schema.alterTable('carts').dropColumn('billing_address').execute();
  await db.schema.alterTable('cart_shipments').dropColumn('shopper_applied').execute();
  await db.schema.alterTable('cart_shipments').dropColumn('contact').execute();
}
