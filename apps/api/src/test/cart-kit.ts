import { Cart } from '@outsole/contracts/cart';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ONLINE_LOCATION, type Db } from '../db/schema.js';
import { SITES } from '../db/seed/reference/sites.js';
import { loadPromotions } from '../modules/cart/cart.pricing.js';
import { bearer } from './shoppers.js';
import { AUTH, type TestApp } from './test-app.js';

/** What the cart api tests share: variants with controlled stock, a call with a shopper's token, the cart answered. */

export interface Variant {
  upc: string;
  productId: string;
}

/** The order variantsOn picks in (each test file keeps the one its expectations were written against). */
export type VariantOrder = 'upc' | 'upc-desc' | 'product' | 'price';

/**
 * Priced variants of the site's brand that a shopper can add by hand and have delivered (no gift with purchase, no
 * digital gift card, nothing that must clear customs), one per style unless asked so tests never share a line by accident, their
 * online stock set to `stock` so the tests control it (`perStyle` takes several sizes of a style).
 */
export async function variantsOn(
  db: Db,
  siteId: string,
  count: number,
  {
    stock = 1_000,
    order = 'upc',
    perStyle = 1,
  }: {
    stock?: number;
    order?: VariantOrder;
    /** Variants of one style to take at most (more make more lines than the test catalog has styles). */
    perStyle?: number;
  } = {},
): Promise<Variant[]> {
  const site = SITES.find((each) => each.siteId === siteId);
  const gifts = (await loadPromotions(db, siteId)).flatMap((promotion) =>
    promotion.reward.kind === 'bonusProduct' ? [promotion.reward.productId] : [],
  );
  let query = db
    .selectFrom('variants as v')
    .innerJoin('styles as s', 's.product_id', 'v.product_id')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', siteId),
    )
    .select(['v.upc', 'v.product_id'])
    .where('s.brand', '=', site?.brand ?? 'stride')
    .where('s.digital', '=', 0)
    .where('s.customs_clearance', '=', 0)
    .where('v.product_id', 'not in', gifts.length > 0 ? gifts : ['-']);
  if (order === 'upc-desc') query = query.orderBy('v.upc', 'desc');
  else if (order === 'product') query = query.orderBy('v.product_id').orderBy('v.upc');
  else if (order === 'price') query = query.orderBy('p.list_amount').orderBy('v.upc');
  else query = query.orderBy('v.upc');
  const picked = new Map<string, Variant[]>();
  for (const row of await query.execute()) {
    const ofStyle = picked.get(row.product_id) ?? [];
    if (ofStyle.length < perStyle)
      picked.set(row.product_id, [...ofStyle, { upc: row.upc, productId: row.product_id }]);
  }
  const variants = [...picked.values()].flat().slice(0, count);
  for (const variant of variants) await setStock(db, variant.upc, stock);
  return variants;
}

export async function setStock(
  db: Db,
  upc: string,
  quantity: number,
  location: string = ONLINE_LOCATION,
): Promise<void> {
  await db
    .insertInto('inventory')
    .values({ upc, location_id: location, quantity, updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['upc', 'location_id']).doUpdateSet({ quantity }))
    .execute();
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  { payload, siteId }: { payload?: unknown; siteId?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...AUTH, ...(token ? bearer(token) : {}), ...(siteId ? { 'x-site-id': siteId } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

/**
 * The ids of a brand's stores in a country that offer pickup (and ship to store, when asked), in id order: what the
 * pickup and ship-to-store tests choose from. Throws when there are none, so a seed change is a clear failure.
 */
export async function pickupStoreIds(
  db: Db,
  {
    brand = 'stride',
    country = 'US',
    shipToStore = false,
  }: { brand?: string; country?: string; shipToStore?: boolean } = {},
): Promise<string[]> {
  let query = db
    .selectFrom('stores')
    .select('store_id')
    .where('brand', '=', brand)
    .where('country_code', '=', country)
    .where('pickup_enabled', '=', 1);
  if (shipToStore) query = query.where('ship_to_store_enabled', '=', 1);
  const rows = await query.orderBy('store_id').execute();
  if (rows.length === 0) throw new Error(`no ${brand} pickup store in ${country}`);
  return rows.map((row) => row.store_id);
}
