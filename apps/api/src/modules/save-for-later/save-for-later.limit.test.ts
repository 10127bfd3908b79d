import { Cart } from '@outsole/contracts/cart';
import { MAX_SAVED_ITEMS } from '@outsole/contracts/save-for-later';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { call, cartOf, variantsOn, type Variant } from '../../test/cart-kit.js';
import { createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

/** A saved-for-later list holds at most MAX_SAVED_ITEMS different items (decision 0041). */
describe(`a saved-for-later list holds at most ${MAX_SAVED_ITEMS} items (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    variants = await variantsOn(t.db, 'stride-en-us', 4);
  });
  afterAll(() => t.close());

  const save = (token: string, variant: Variant) =>
    call(t, 'PUT', '/cart/v2/saveForLater', token, {
      payload: { productId: variant.productId, upc: variant.upc, qty: 1 },
    });

  /** The shopper's list holding `variant` and filler items up to `count` (written directly: only their number counts). */
  async function listOf(token: string, variant: Variant, count: number): Promise<string> {
    expect((await save(token, variant)).statusCode).toBe(200);
    const list = await t.db
      .selectFrom('save_for_later_items')
      .select('save_for_later_id')
      .where('upc', '=', variant.upc)
      .orderBy('saved_at', 'desc')
      .executeTakeFirstOrThrow();
    const filler = Array.from({ length: count - 1 }, (_, n) => ({
      item_id: `${list.save_for_later_id.slice(0, 24)}${String(n).padStart(12, '0')}`,
      save_for_later_id: list.save_for_later_id,
      product_id: variant.productId,
      master_id: variant.productId,
      upc: `F${String(n).padStart(11, '0')}`,
      qty: 1,
      saved_at: new Date(Date.now() - 60_000).toISOString(),
      position: -n,
    }));
    await t.db.insertInto('save_for_later_items').values(filler).execute();
    return list.save_for_later_id;
  }

  const upcsOf = async (listId: string) =>
    (await t.db.selectFrom('save_for_later_items').select('upc').where('save_for_later_id', '=', listId).execute()).map(
      (row) => row.upc,
    );

  it('refuses another item with SFL409 (409); more of one it holds is still saved', async () => {
    const token = (await guestToken(t)).accessToken;
    const listId = await listOf(token, variants[0]!, MAX_SAVED_ITEMS);
    const refused = await save(token, variants[1]!);
    expectSpecError(refused, 409, 'SFL409');
    expect(refused.json().errorDetails[0]).toMatchObject({
      message: `Your saved items are full: the list holds up to ${MAX_SAVED_ITEMS} items. Remove one to save another.`,
      field: 'upc',
    });
    expect((await save(token, variants[0]!)).statusCode).toBe(200);
    expect(await upcsOf(listId)).toHaveLength(MAX_SAVED_ITEMS);
  });

  it('a cart line cannot move into a full list and stays in the cart', async () => {
    const token = (await guestToken(t)).accessToken;
    await listOf(token, variants[0]!, MAX_SAVED_ITEMS);
    const cart = cartOf(
      await call(t, 'POST', '/cart/v1/cartWithItem', token, {
        payload: { productId: variants[2]!.productId, upc: variants[2]!.upc, qty: 1 },
      }),
    );
    const line = cart.items.find((item) => item.upc === variants[2]!.upc)!;
    expectSpecError(
      await call(t, 'PUT', '/cart/v2/saveForLater', token, { payload: { cartId: cart.basketId, itemId: line.id } }),
      409,
      'SFL409',
    );
    const after = Cart.parse((await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, token)).json());
    expect(after.items.map((item) => item.id)).toContain(line.id);
  });

  it("at sign-in the account's list takes the guest's items while it has room", async () => {
    const consumer = await createTestConsumer(t.db);
    const account = await signIn(t, consumer);
    const accountList = await listOf(account.accessToken, variants[0]!, MAX_SAVED_ITEMS - 1);
    const guest = await guestToken(t);
    // One the account holds (added up), then two new ones: room for the first of them only.
    for (const variant of [variants[0]!, variants[1]!, variants[3]!]) {
      expect((await save(guest.accessToken, variant)).statusCode).toBe(200);
    }
    const session = await signIn(t, consumer, { guestUsid: guest.usid });
    expect(session.merged?.saveForLater).toBe(true);
    expect(session.merged?.leftOut).toEqual({ cart: 0, saveForLater: 1 });
    const upcs = await upcsOf(accountList);
    expect(upcs).toHaveLength(MAX_SAVED_ITEMS);
    expect(upcs).toContain(variants[1]!.upc);
    expect(upcs).not.toContain(variants[3]!.upc);
  });
});
