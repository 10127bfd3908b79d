import type { APIRequestContext } from '@playwright/test';

import { setStoreStock, storeStock } from './e2e-database.ts';
import { expect, test, untilReady } from './fixtures.ts';
import { NEAR_STRIDE_SOHO } from './product-fixture.ts';

/**
 * A store's stock dropping under a pickup the shopper already chose (decision 0018, addendum "cart findings": the
 * line names the store and the way out, the shipment promises no ready day). No shopper can lower a store's stock,
 * so the spec writes it to the e2e stack's own database (e2e-database.ts), and puts it back afterwards. A hoodie,
 * which no other spec collects in a store, so no other spec's store search or pickup is about the same variant.
 */

const HEADERS = { 'x-site-id': 'stride-en-us', 'x-locale': 'en-us' };

/**
 * A hoodie (no other spec collects one) of which a pickup store near SoHo holds at least two of a size and the web
 * two as well (so the line can go home whole): its product page, name and style, the store, its name and its stock.
 * Read from the api (through the storefront's proxy), so it follows whatever the demo catalog holds.
 */
async function hoodieAtAStore(request: APIRequestContext, baseURL: string | undefined) {
  const search = await request.get('/api/products/v2/search/productSearch?q=hoodie&count=24', { headers: HEADERS });
  if (!search.ok()) throw new Error(`search ${search.status()}: ${await search.text()}`);
  const { hits } = (await search.json()) as { hits: Array<{ productId: string }> };
  for (const { productId } of hits) {
    const details = await request.get(`/api/products/v2/products/${productId}/details`, { headers: HEADERS });
    if (!details.ok()) continue;
    const { name, pdpUrl, colourways } = (await details.json()) as {
      name: string;
      pdpUrl: string;
      colourways: Array<{ variants: Array<{ upc: string; inventoryLevel: number }> }>;
    };
    const online = new Map(colourways.flatMap((colour) => colour.variants.map((v) => [v.upc, v.inventoryLevel])));
    const response = await request.post(`/api/products/v1/products/${productId}/availability`, {
      // A post through the storefront's proxy comes from its own pages (the proxy refuses others: API403).
      headers: { ...HEADERS, origin: new URL(baseURL ?? '').origin },
      data: { location: NEAR_STRIDE_SOHO },
    });
    if (!response.ok()) continue;
    const { stores } = (await response.json()) as {
      stores: Array<{
        store: { storeId: string; name: string; pickupEnabled: boolean };
        variants: Array<{ upc: string; available: boolean; quantity: number }>;
      }>;
    };
    for (const { store, variants } of stores) {
      if (!store.pickupEnabled) continue;
      const held = variants.find((v) => v.available && v.quantity >= 2 && (online.get(v.upc) ?? 0) >= 2);
      if (held) {
        return {
          path: pdpUrl,
          name,
          productId,
          storeId: store.storeId,
          store: store.name,
          upc: held.upc,
          quantity: held.quantity,
        };
      }
    }
  }
  throw new Error('no hoodie of which a pickup store near SoHo holds two of a size');
}

test('a store’s stock dropping under a chosen pickup: the line names the store and the way out, no ready day is promised', async ({
  page,
  request,
  baseURL,
}) => {
  const found = await hoodieAtAStore(request, baseURL);
  const product = found;
  // Two to collect at that store, as "Pick up here" on the product page posts it.
  await page.goto(product.path);
  await untilReady(page);
  const added = await page.request.post(product.path, {
    form: { intent: 'add-item', productId: product.productId, upc: found.upc, storeId: found.storeId, qty: '2' },
    headers: { origin: new URL(baseURL ?? '').origin },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);

  const before = storeStock(found.storeId, found.upc);
  expect(before).toBe(found.quantity);
  try {
    await page.goto('/en-us/cart');
    await untilReady(page);
    const pickup = page.getByRole('region', { name: /Pick up in store/ });
    await expect(pickup.getByText(found.store, { exact: true })).toBeVisible();
    await expect(pickup.getByText(/in stock at/)).toHaveCount(0);

    // The store sells one of the two: the line says what it still has, where, and what the shopper can do.
    setStoreStock(found.storeId, found.upc, 1);
    await page.reload();
    await untilReady(page);
    await expect(
      pickup.getByText(`Only 1 in stock at ${found.store}. Choose another store or have it delivered.`),
    ).toBeVisible();
    await expect(pickup.getByRole('heading', { level: 2 })).toContainText(
      'Not ready: the store can’t supply every item',
    );
    const increase = pickup.getByRole('button', { name: `Increase quantity of ${product.name}` });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');

    // None left there: still the store's words, never the online stock's "out of stock, remove it" (INV406).
    setStoreStock(found.storeId, found.upc, 0);
    await page.reload();
    await untilReady(page);
    await expect(
      pickup.getByText(`Not in stock at ${found.store}. Choose another store or have it delivered.`),
    ).toBeVisible();
    await expect(pickup.getByText(/Out of stock/i)).toHaveCount(0);
    await expect(pickup.getByRole('link', { name: /^Change store, now / })).toBeVisible();

    // The way out it names: delivered instead, the line is whole again and the notice gone.
    await pickup.getByRole('link', { name: /^Change shipping method, now / }).click();
    const panel = page.getByRole('dialog', { name: 'Shipping method' });
    await panel.getByRole('radio', { name: /Standard shipping/ }).check();
    await panel.getByRole('button', { name: 'Use this method' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('region', { name: /Pick up in store/ })).toHaveCount(0);
    await expect(page.getByText(/in stock at/)).toHaveCount(0);
    await expect(page.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('2');
  } finally {
    setStoreStock(found.storeId, found.upc, before ?? found.quantity);
  }
});
