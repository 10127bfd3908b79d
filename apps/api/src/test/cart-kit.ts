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

/** Priced, non-gift variants of the site's brand, their online stock set to `stock` so the tests control it. */
export async function variantsOn(db: Db, siteId: string, count: number, stock = 1_000): Promise<Variant[]> {
  const site = SITES.find((each) => each.siteId === siteId);
  const gifts = (await loadPromotions(db, siteId)).flatMap((promotion) =>
    promotion.reward.kind === 'bonusProduct' ? [promotion.reward.productId] : [],
  );
  const rows = await db
    .selectFrom('variants as v')
    .innerJoin('styles as s', 's.product_id', 'v.product_id')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', siteId),
    )
    .select(['v.upc', 'v.product_id'])
    .where('s.brand', '=', site?.brand ?? 'stride')
    .where('v.product_id', 'not in', gifts.length > 0 ? gifts : ['-'])
    .orderBy('v.upc')
    .execute();
  // One variant per style, so tests never share a line by accident.
  const picked = new Map<string, Variant>();
  for (const row of rows)
    if (!picked.has(row.product_id)) picked.set(row.product_id, { upc: row.upc, productId: row.product_id });
  const variants = [...picked.values()].slice(0, count);
  for (const variant of variants) await setStock(db, variant.upc, stock);
  return variants;
}

export async function setStock(db: Db, upc: string, quantity: number): Promise<void> {
  await db
    .insertInto('inventory')
    .values({ upc, location_id: ONLINE_LOCATION, quantity, updated_at: new Date().toISOString() })
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
