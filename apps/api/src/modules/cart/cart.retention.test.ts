import type { Cart } from '@outsole/contracts/cart';
import { SaveForLaterResponse } from '@outsole/contracts/save-for-later';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/schema.js';
import { expectSpecError } from '../../test/assertions.js';
import { call, cartOf, variantsOn, type Variant } from '../../test/cart-kit.js';
import { createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { plansOf } from '../../test/query-plans.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { deleteWhatGuestsLeft } from './cart.retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A shopper with a cart of one line and a saved-for-later list of another. */
interface Shopper {
  token: string;
  basketId: string;
  saveForLaterId: string;
}

async function shopperWithCartAndList(t: TestApp, token: string, [inCart, saved]: Variant[]): Promise<Shopper> {
  const cart = cartOf(
    await call(t, 'POST', '/cart/v1/cartWithItem', token, {
      payload: { productId: inCart!.productId, upc: inCart!.upc, qty: 2 },
    }),
  );
  const put = await call(t, 'PUT', '/cart/v2/saveForLater', token, {
    payload: { productId: saved!.productId, upc: saved!.upc, qty: 1 },
  });
  expect(put.statusCode, put.body).toBe(200);
  return { token, basketId: cart.basketId, saveForLaterId: (await savedList(t, token)).saveForLaterId! };
}

async function savedList(t: TestApp, token: string) {
  const response = await call(t, 'GET', '/wishlists/v2/saveForLater', token);
  expect(response.statusCode, response.body).toBe(200);
  return SaveForLaterResponse.parse(response.json()).saveForLater;
}

/** Sets when the shopper's cart and list last changed, as if they had been left that long ago. */
async function leftSince(db: Db, shopper: Shopper, at: string): Promise<void> {
  await db.updateTable('carts').set({ updated_at: at }).where('basket_id', '=', shopper.basketId).execute();
  await db
    .updateTable('save_for_later_lists')
    .set({ updated_at: at })
    .where('save_for_later_id', '=', shopper.saveForLaterId)
    .execute();
}

async function rowsOf(db: Db, shopper: Shopper) {
  const count = async (table: 'carts' | 'cart_items' | 'cart_shipments') =>
    (await db.selectFrom(table).select('basket_id').where('basket_id', '=', shopper.basketId).execute()).length;
  const saved = async (table: 'save_for_later_lists' | 'save_for_later_items') =>
    (
      await db
        .selectFrom(table)
        .select('save_for_later_id')
        .where('save_for_later_id', '=', shopper.saveForLaterId)
        .execute()
    ).length;
  return {
    carts: await count('carts'),
    items: (await count('cart_items')) > 0,
    shipments: (await count('cart_shipments')) > 0,
    lists: await saved('save_for_later_lists'),
    saved: await saved('save_for_later_items'),
  };
}
const kept = { carts: 1, items: true, shipments: true, lists: 1, saved: 1 };
const gone = { carts: 0, items: false, shipments: false, lists: 0, saved: 0 };
/** The lines the shopper added (a gift with purchase may join them). */
const ownLines = (cart: Cart) => cart.items.filter((item) => !item.bonus);

describe(`what guests leave behind is deleted (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    variants = await variantsOn(t.db, 'stride-en-us', 4);
  });
  afterAll(() => t.close());

  it("a guest's cart and list idle past the retention go, in batches; recent ones and an account's stay", async () => {
    const idle = await Promise.all(
      [0, 1, 2].map(async () => shopperWithCartAndList(t, (await guestToken(t)).accessToken, variants)),
    );
    const recent = await shopperWithCartAndList(t, (await guestToken(t)).accessToken, variants);
    const consumer = await createTestConsumer(t.db);
    const account = await shopperWithCartAndList(t, (await signIn(t, consumer)).accessToken, variants);
    for (const shopper of idle) await leftSince(t.db, shopper, daysAgo(31));
    await leftSince(t.db, recent, daysAgo(29));
    await leftSince(t.db, account, daysAgo(400));

    const deleted = await deleteWhatGuestsLeft(t.db, new Date(), 30, 2);

    expect(deleted).toMatchObject({ carts: 3, lists: 3 });
    for (const shopper of idle) expect(await rowsOf(t.db, shopper)).toEqual(gone);
    expect(await rowsOf(t.db, recent)).toEqual(kept);
    expect(await rowsOf(t.db, account)).toEqual(kept);
    expect(ownLines(cartOf(await call(t, 'GET', `/cart/v1/cart/${account.basketId}`, account.token)))).toHaveLength(1);
    expect((await savedList(t, account.token)).items).toHaveLength(1);

    // The guest who comes back finds the cart gone (the storefront starts another and says so) and saves anew.
    const [back] = idle;
    expectSpecError(await call(t, 'GET', `/cart/v1/cart/${back!.basketId}`, back!.token), 404, 'BSK404');
    const fresh = cartOf(await call(t, 'POST', '/cart/v1/cart', back!.token, { payload: {} }));
    expect(fresh.basketId).not.toBe(back!.basketId);
    expect(ownLines(fresh)).toEqual([]);
    expect((await savedList(t, back!.token)).items).toEqual([]);
    const put = await call(t, 'PUT', '/cart/v2/saveForLater', back!.token, {
      payload: { productId: variants[3]!.productId, upc: variants[3]!.upc, qty: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await savedList(t, back!.token)).items.map((item) => item.upc)).toEqual([variants[3]!.upc]);
  });

  it('a change to the cart, or a save to the list, starts the time again', async () => {
    const shopper = await shopperWithCartAndList(t, (await guestToken(t)).accessToken, variants);
    await leftSince(t.db, shopper, daysAgo(45));
    const added = await call(t, 'POST', '/cart/v1/item', shopper.token, {
      payload: { cartId: shopper.basketId, productId: variants[2]!.productId, upc: variants[2]!.upc, qty: 1 },
    });
    expect(ownLines(cartOf(added))).toHaveLength(2);
    const put = await call(t, 'PUT', '/cart/v2/saveForLater', shopper.token, {
      payload: { productId: variants[3]!.productId, upc: variants[3]!.upc, qty: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);

    await deleteWhatGuestsLeft(t.db, new Date(), 30);

    expect(ownLines(cartOf(await call(t, 'GET', `/cart/v1/cart/${shopper.basketId}`, shopper.token)))).toHaveLength(2);
    // The list keeps what was saved before, too: nothing in it is older than its last save.
    expect((await savedList(t, shopper.token)).items).toHaveLength(2);
  });

  it('a guest cart merged into an account goes a day after the merge', async () => {
    const merge = async () => {
      const guest = await guestToken(t);
      const shopper = await shopperWithCartAndList(t, guest.accessToken, variants);
      // An account with a cart of its own, which the guest's joins (else the guest's would become the account's).
      const consumer = await createTestConsumer(t.db);
      const before = await signIn(t, consumer);
      cartOf(await call(t, 'POST', '/cart/v1/cart', before.accessToken, { payload: {} }));
      const session = await signIn(t, consumer, {
        guestUsid: guest.usid,
        body: { guestObjects: { basketId: shopper.basketId } },
      });
      expect(session.merged?.cart).toBe(true);
      return { shopper, session };
    };
    const old = await merge();
    const recent = await merge();
    await t.db
      .updateTable('carts')
      .set({ updated_at: daysAgo(1.5) })
      .where('basket_id', '=', old.shopper.basketId)
      .execute();
    // The guest's list became the account's (which had none): an account's list is kept however long it rests.
    await t.db
      .updateTable('save_for_later_lists')
      .set({ updated_at: daysAgo(400) })
      .where('save_for_later_id', '=', old.shopper.saveForLaterId)
      .execute();

    expect(await deleteWhatGuestsLeft(t.db, new Date(), 30)).toMatchObject({ merged: 1, lists: 0 });

    const basketIds = async () =>
      (await t.db.selectFrom('carts').select('basket_id').where('status', '=', 'merged').execute()).map(
        (row) => row.basket_id,
      );
    expect(await basketIds()).not.toContain(old.shopper.basketId);
    expect(await basketIds()).toContain(recent.shopper.basketId);
    // The account's cart, which the merged one went into, is untouched.
    const accountCart = cartOf(await call(t, 'POST', '/cart/v1/cart', old.session.accessToken, { payload: {} }));
    expect(ownLines(accountCart)).toHaveLength(1);
    expect((await savedList(t, old.session.accessToken)).items).toHaveLength(1);
  });

  it("the sweep's statements find guests' rows through the partial indexes", async () => {
    const plans = await plansOf(t.db, 'DeleteQueryNode', (db) => deleteWhatGuestsLeft(db, new Date(), 30));
    expect(plans).toHaveLength(3);
    expect(plans[0]).toContain('carts_guest_updated_idx');
    expect(plans[1]).toContain('carts_guest_updated_idx');
    expect(plans[2]).toContain('save_for_later_lists_guest_updated_idx');
  });
});

describe(`creating a cart sweeps what guests left, after it answered (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0', GUEST_CART_RETENTION_DAYS: '2' } });
  });
  afterAll(() => t.close());

  it('deletes a guest cart idle for GUEST_CART_RETENTION_DAYS', async () => {
    const left = await guestToken(t);
    const leftCart = cartOf(await call(t, 'POST', '/cart/v1/cart', left.accessToken, { payload: {} }));
    const lately = await guestToken(t);
    const latelyCart = cartOf(await call(t, 'POST', '/cart/v1/cart', lately.accessToken, { payload: {} }));
    await t.db
      .updateTable('carts')
      .set({ updated_at: daysAgo(3) })
      .where('basket_id', '=', leftCart.basketId)
      .execute();
    await t.db
      .updateTable('carts')
      .set({ updated_at: daysAgo(1) })
      .where('basket_id', '=', latelyCart.basketId)
      .execute();

    // This process swept when the first cart was made: the next sweep is due an hour later.
    vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ['Date'] });
    try {
      const next = await guestToken(t);
      cartOf(await call(t, 'POST', '/cart/v1/cart', next.accessToken, { payload: {} }));
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () =>
      expectSpecError(await call(t, 'GET', `/cart/v1/cart/${leftCart.basketId}`, left.accessToken), 404, 'BSK404'),
    );
    expect(cartOf(await call(t, 'GET', `/cart/v1/cart/${latelyCart.basketId}`, lately.accessToken)).basketId).toBe(
      latelyCart.basketId,
    );
  });
});
