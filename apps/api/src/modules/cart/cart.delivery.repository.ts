import type { Kysely, Updateable } from 'kysely';
import type { CartShipmentsTable, CartsTable, Database } from '../../db/schema.js';

/** The delivery writes of a cart (shipment method, store, collection point, address, contact; billing address). */
type Executor = Kysely<Database>;

export async function updateShipment(
  db: Executor,
  basketId: string,
  shippingId: string,
  changes: Updateable<CartShipmentsTable>,
): Promise<void> {
  await db
    .updateTable('cart_shipments')
    .set(changes)
    .where('basket_id', '=', basketId)
    .where('shipping_id', '=', shippingId)
    .execute();
}

/** Moves items to another shipment (store id of the line follows: a pickup store, or none at home). */
export async function moveItems(
  db: Executor,
  basketId: string,
  itemIds: readonly string[],
  shipmentId: string,
  storeId: string | null,
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .updateTable('cart_items')
    .set({ shipment_id: shipmentId, store_id: storeId })
    .where('basket_id', '=', basketId)
    .where('item_id', 'in', itemIds)
    .execute();
}

export type CartChanges = Pick<
  Updateable<CartsTable>,
  'billing_address' | 'newsletter_consent' | 'loyalty_voucher_points' | 'declined_gifts'
>;
