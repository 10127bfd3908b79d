import { Cart } from '@outsole/contracts/cart';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { pickupStoreIds, setStock, variantsOn } from '../../test/cart-kit.js';

/** GET /cart/v1/cart/{basketId}?favStoreId&isPatchRequired&inventorySupplyCheck (spec §7; decision 0018). */

interface Variant {
  upc: string;
  productId: string;
}

async function storeOf(db: Db, brand: string, country: string, skip = 0): Promise<string> {
  const id = (await pickupStoreIds(db, { brand, country }))[skip];
  if (id === undefined) throw new Error(`no ${brand} pickup store ${skip + 1} in ${country}`);
  return id;
}

describe(`cart read query: favStoreId, isPatchRequired, inventorySupplyCheck (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  let pickupStore: string;
  let favourite: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0', CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    variants = await variantsOn(t.db, 'stride-en-us', 12, { order: 'product' });
    pickupStore = await storeOf(t.db, 'stride', 'US');
    favourite = await storeOf(t.db, 'stride', 'US', 1);
  });
  afterAll(() => t.close());

  async function shopper(siteId = 'stride-en-us') {
    const token = (await guestToken(t, { 'x-site-id': siteId })).accessToken;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...AUTH, ...bearer(token), 'x-site-id': siteId },
        ...(payload ? { payload } : {}),
      });
    const basketId = cartOf(await call('POST', '/cart/v1/cart', {})).basketId;
    const add = async (variant: Variant, qty: number, storeId?: string) =>
      cartOf(
        await call('POST', '/cart/v1/item', { cartId: basketId, ...variant, qty, ...(storeId ? { storeId } : {}) }),
      );
    const read = async (query = '') => cartOf(await call('GET', `/cart/v1/cart/${basketId}${query}`));
    return { call, basketId, add, read };
  }

  it('refuses ill-formed values with API400 naming the parameter', async () => {
    const { call, basketId } = await shopper();
    const kestrelStore = await storeOf(t.db, 'kestrel', 'US');
    const strideAbroad = await storeOf(t.db, 'stride', 'GB');
    for (const [query, field] of [
      ['favStoreId=', 'query.favStoreId'],
      ['favStoreId=us101', 'query.favStoreId'],
      ['favStoreId=US1011', 'query.favStoreId'],
      ['favStoreId=ZZ999', 'query.favStoreId'], // no such store
      [`favStoreId=${kestrelStore}`, 'query.favStoreId'], // another brand's store
      [`favStoreId=${strideAbroad}`, 'query.favStoreId'], // the brand's store in another country (decision 0018)
      ['isPatchRequired=yes', 'query.isPatchRequired'],
      ['isPatchRequired=1', 'query.isPatchRequired'],
      ['inventorySupplyCheck=TRUE', 'query.inventorySupplyCheck'],
      ['inventorySupplyCheck=true&inventorySupplyCheck=false', 'query.inventorySupplyCheck'],
    ] as const) {
      expectSpecError(await call('GET', `/cart/v1/cart/${basketId}?${query}`), 400, 'API400', field);
    }
    // Well formed: answered.
    cartOf(
      await call(
        'GET',
        `/cart/v1/cart/${basketId}?favStoreId=${favourite}&isPatchRequired=false&inventorySupplyCheck=true`,
      ),
    );
  });

  it('favStoreId: delivered lines report the favourite store and its stock; pickup lines keep their own store', async () => {
    const [some, none, picked] = variants;
    await setStock(t.db, some!.upc, 3, favourite);
    await setStock(t.db, none!.upc, 0, favourite);
    await setStock(t.db, picked!.upc, 4, pickupStore);
    const { add, read } = await shopper();
    await add(some!, 1);
    await add(none!, 2);
    await add(picked!, 1, pickupStore);

    const storeInfo = (cart: Cart) =>
      Object.fromEntries(
        cart.items.filter((item) => !item.bonus).map((item) => [item.upc, item.shippingOptions.storeInfo]),
      );
    expect(storeInfo(await read())).toEqual({
      [some!.upc]: null,
      [none!.upc]: null,
      [picked!.upc]: { id: pickupStore, storeInventory: 4 },
    });
    expect(storeInfo(await read(`?favStoreId=${favourite}`))).toEqual({
      [some!.upc]: { id: favourite, storeInventory: 3 },
      [none!.upc]: { id: favourite, storeInventory: 0 },
      [picked!.upc]: { id: pickupStore, storeInventory: 4 },
    });
    // A store of the site that offers no pickup now adds nothing (one abroad is no store of the site: API400).
    expect(storeInfo(await read(`?favStoreId=${await storeOfWithoutPickup(t.db)}`))[some!.upc]).toBeNull();
  });

  it('favStoreId on a site without pickup orders adds nothing', async () => {
    const { read } = await shopper('kestrel-en-us');
    expect((await read(`?favStoreId=${await storeOf(t.db, 'kestrel', 'US')}`)).items).toEqual([]);
    const kestrel = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .innerJoin('style_prices as p', (join) =>
        join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', 'kestrel-en-us'),
      )
      .select(['v.upc', 'v.product_id as productId'])
      .where('s.brand', '=', 'kestrel')
      .where('v.product_id', 'not like', 'GIFTCARD%')
      .orderBy('v.upc', 'desc')
      .executeTakeFirstOrThrow();
    await setStock(t.db, kestrel.upc, 10);
    const { add, read: readKestrel } = await shopper('kestrel-en-us');
    await add(kestrel, 1);
    const cart = await readKestrel(`?favStoreId=${await storeOf(t.db, 'kestrel', 'US')}`);
    expect(cart.items[0]?.shippingOptions.storeInfo).toBeNull();
  });

  it('inventorySupplyCheck: shortages are flashed by default and when true, left out when false', async () => {
    const [, , , short] = variants;
    const { add, read } = await shopper();
    await add(short!, 3);
    await setStock(t.db, short!.upc, 1);
    const shortage = expect.objectContaining({
      code: 'INV406',
      details: expect.objectContaining({ sku: short!.upc, missingQty: 2, action: 'reduceQty' }),
    });
    expect((await read()).flash).toContainEqual(shortage);
    expect((await read('?inventorySupplyCheck=true')).flash).toContainEqual(shortage);
    const quiet = await read('?inventorySupplyCheck=false');
    expect(quiet.flash).toEqual([]);
    // The line itself still tells its stock.
    expect(quiet.items.find((item) => item.upc === short!.upc)).toMatchObject({ qty: 3, inventoryLevel: 1 });
  });

  it('inventorySupplyCheck: a line collected in a store is checked against that store only, not the online stock', async () => {
    const [, , , , , , , , , picked] = variants;
    await setStock(t.db, picked!.upc, 4, pickupStore);
    const { add, read } = await shopper();
    await add(picked!, 2, pickupStore);
    await setStock(t.db, picked!.upc, 0);
    forgetCatalogFacts(t.db);
    // Sold out online, on the store's shelf: nothing to tell.
    expect((await read()).flash).toEqual([]);
    await setStock(t.db, picked!.upc, 1, pickupStore);
    expect((await read()).flash).toEqual([
      expect.objectContaining({
        code: 'INV702',
        details: expect.objectContaining({ sku: picked!.upc, missingQty: 1 }),
      }),
    ]);
  });

  it('isPatchRequired: corrects the cart under its lock and reports each correction; nothing to correct, no write', async () => {
    const [, , , , cut, gone, unpriced, fine, pickedShort] = variants;
    const { add, read, basketId } = await shopper();
    await add(cut!, 5);
    await add(gone!, 2);
    await add(unpriced!, 1);
    await add(fine!, 2);
    await setStock(t.db, pickedShort!.upc, 5, pickupStore);
    await add(pickedShort!, 2, pickupStore);
    await setStock(t.db, cut!.upc, 2);
    await setStock(t.db, gone!.upc, 0);
    await setStock(t.db, pickedShort!.upc, 1, pickupStore);
    await t.db
      .deleteFrom('style_prices')
      .where('product_id', '=', unpriced!.productId)
      .where('site_id', '=', 'stride-en-us')
      .execute();
    forgetCatalogFacts(t.db); // a change outside the catalog clock

    // A plain read changes nothing: it only tells.
    const before = await read();
    const own = (cart: Cart) => cart.items.filter((item) => !item.bonus);
    expect(own(before)).toHaveLength(5);
    expect((await read()).version).toBe(before.version);

    const patched = await read('?isPatchRequired=true');
    expect(patched.version).toBe(before.version + 1);
    // (A gift with purchase the spend earns is the pricing's to settle, left out here.)
    expect(own(patched).map((item) => [item.upc, item.qty])).toEqual([
      [cut!.upc, 2],
      [fine!.upc, 2],
      [pickedShort!.upc, 2], // pickup lines are the shopper's to move (INV702 below)
    ]);
    const details = (sku: string, missingQty: number, action: string) =>
      expect.objectContaining({ sku, missingQty, action });
    expect(patched.flash).toEqual(
      expect.arrayContaining([
        { type: 'PartialStock', code: 'INV406', details: details(cut!.upc, 3, 'qtyReduced') },
        { type: 'OutOfStock', code: 'INV406', details: details(gone!.upc, 2, 'removed') },
        { type: 'NoPrice', code: 'PRC400', details: details(unpriced!.upc, 1, 'removed') },
        expect.objectContaining({ code: 'INV702', details: details(pickedShort!.upc, 1, 'changeStore') }),
      ]),
    );
    expect(patched.flash).toHaveLength(4);
    // The totals are those of the corrected cart.
    expect(patched.totals.itemTotal).toBe(patched.items.reduce((sum, item) => sum + item.price.current * item.qty, 0));

    // Nothing left to correct: answered without a write, and no correction reported.
    const again = await read('?isPatchRequired=true');
    expect(again.version).toBe(patched.version);
    expect(again.flash.filter((entry) => ['removed', 'qtyReduced'].includes(entry.details.action ?? ''))).toEqual([]);
    expect(basketId).toBe(again.basketId);
  });
});

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

/** A stride US store with pickup turned off (the demo's are all on: one is turned off here). */
async function storeOfWithoutPickup(db: Db): Promise<string> {
  const row = await db
    .selectFrom('stores')
    .select('store_id')
    .where('brand', '=', 'stride')
    .where('country_code', '=', 'US')
    .orderBy('store_id', 'desc')
    .executeTakeFirstOrThrow();
  await db.updateTable('stores').set({ pickup_enabled: 0 }).where('store_id', '=', row.store_id).execute();
  return row.store_id;
}
