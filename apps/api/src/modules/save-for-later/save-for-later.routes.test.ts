import { Cart } from '@outsole/contracts/cart';
import { SaveForLaterMoveResponse, SaveForLaterResponse } from '@outsole/contracts/save-for-later';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { setStock, variantsOn } from '../../test/cart-kit.js';
import { loadPromotions } from '../cart/cart.pricing.js';

interface Variant {
  upc: string;
  productId: string;
}

const PAGE_SIZE = 3;

describe(`save for later (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0', SAVE_FOR_LATER_PAGE_SIZE: String(PAGE_SIZE) } });
    variants = await variantsOn(t.db, 'stride-en-us', 12, { order: 'upc-desc' });
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: { ...AUTH, ...(token ? bearer(token) : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const listOf = async (token: string, query = '') =>
    SaveForLaterResponse.parse(ok(await call('GET', `/wishlists/v2/saveForLater${query}`, token)).json()).saveForLater;
  const moved = (response: LightMyRequestResponse) => SaveForLaterMoveResponse.parse(ok(response).json());
  const save = (token: string, variant: Variant, qty?: number) =>
    call('PUT', '/cart/v2/saveForLater', token, { productId: variant.productId, upc: variant.upc, qty });

  async function cartWith(token: string, variant: Variant, qty: number, maxQty?: number): Promise<Cart> {
    const { basketId } = Cart.parse(ok(await call('POST', '/cart/v1/cart', token, {})).json());
    const payload = { cartId: basketId, productId: variant.productId, upc: variant.upc, qty, maxQty };
    return Cart.parse(ok(await call('POST', '/cart/v1/item', token, payload)).json());
  }

  it('needs a guest or registered session: anonymous calls answer 401 API401', async () => {
    expectSpecError(await call('GET', '/wishlists/v2/saveForLater', null), 401, 'API401');
    expectSpecError(await save('', variants[0]!), 401, 'API401');
    expectSpecError(await call('POST', '/cart/v2/cart/x/saveForLater', null, { itemId: 'x' }), 401, 'API401');
    expectSpecError(await call('DELETE', '/cart/v2/saveForLater/x/items/y', null), 401, 'API401');
  });

  it('saves variants directly, combines the same variant, pages by the configured size, latest first', async () => {
    const { accessToken: token } = await guestToken(t);
    expect(await listOf(token)).toEqual({ saveForLaterId: null, total: 0, start: 0, count: 0, items: [] });

    const first = moved(await save(token, variants[0]!, 2));
    expect(first.cart).toBeNull();
    expect(first.saveForLater.items).toEqual([
      expect.objectContaining({ productId: variants[0]!.productId, upc: variants[0]!.upc, qty: 2, available: true }),
    ]);
    const again = moved(await save(token, variants[0]!));
    expect(again.saveForLater.items).toHaveLength(1);
    expect(again.saveForLater.items[0]).toMatchObject({ qty: 3, inventoryLevel: 1_000 });
    expect(again.saveForLater.items[0]!.name.length).toBeGreaterThan(0);
    expect(again.saveForLater.items[0]!.price?.currency).toBe('USD');

    for (const variant of variants.slice(1, 4)) moved(await save(token, variant));
    const page = await listOf(token);
    expect(page).toMatchObject({ total: 4, start: 0, count: PAGE_SIZE });
    expect(page.items.map((item) => item.upc)).toEqual([variants[3]!.upc, variants[2]!.upc, variants[1]!.upc]);
    expect((await listOf(token, '?start=3')).items.map((item) => item.upc)).toEqual([variants[0]!.upc]);
    expect((await listOf(token, '?start=0&count=4')).count).toBe(4);
    expect((await listOf(token, '?start=9')).items).toEqual([]);
    expectSpecError(await call('GET', '/wishlists/v2/saveForLater?count=0', token), 400, 'API400');
  });

  it('shows available from the stock now', async () => {
    const { accessToken: token } = await guestToken(t);
    const variant = variants[4]!;
    moved(await save(token, variant));
    await setStock(t.db, variant.upc, 0);
    expect((await listOf(token)).items[0]).toMatchObject({ available: false, inventoryLevel: 0 });
    await setStock(t.db, variant.upc, 1_000);
    expect((await listOf(token)).items[0]).toMatchObject({ available: true, inventoryLevel: 1_000 });
  });

  it('moves a cart line to saved for later and back into the cart', async () => {
    const { accessToken: token } = await guestToken(t);
    const variant = variants[5]!;
    const cart = await cartWith(token, variant, 2);
    const line = cart.items.find((item) => item.upc === variant.upc)!;

    const out = moved(await call('PUT', '/cart/v2/saveForLater', token, { cartId: cart.basketId, itemId: line.id }));
    expect(out.cart?.items.some((item) => item.upc === variant.upc)).toBe(false);
    const saved = out.saveForLater.items.find((item) => item.upc === variant.upc)!;
    expect(saved).toMatchObject({ qty: 2, productId: variant.productId });
    // Both name the colourway they hold, so two colours of a style read apart.
    const colour = await t.db
      .selectFrom('variants')
      .select('colour_code')
      .where('upc', '=', variant.upc)
      .executeTakeFirstOrThrow();
    expect(line.variants.colourCode).toBe(colour.colour_code);
    expect(line.colourName?.length).toBeGreaterThan(0);
    expect(saved.colourName).toBe(line.colourName);
    // The same line cannot move twice.
    expectSpecError(
      await call('PUT', '/cart/v2/saveForLater', token, { cartId: cart.basketId, itemId: line.id }),
      404,
      'ORD404',
      'itemId',
    );

    const back = moved(
      await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, {
        itemId: saved.itemId,
        saveForLaterId: out.saveForLater.saveForLaterId,
      }),
    );
    expect(back.cart?.items.find((item) => item.upc === variant.upc)?.qty).toBe(2);
    expect(back.saveForLater.items.some((item) => item.itemId === saved.itemId)).toBe(false);
    expectSpecError(
      await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: saved.itemId }),
      404,
      'API404',
      'itemId',
    );
  });

  it('keeps a line’s gift options while it is saved, and gives them back to the line it becomes again', async () => {
    const { accessToken: token } = await guestToken(t);
    const [variant, plain] = [variants[6]!, variants[7]!];
    const cart = await cartWith(token, variant, 1);
    const lineOf = (answer: Cart, upc: string) => answer.items.find((item) => item.upc === upc)!;
    const giftOption = { to: 'Sam', from: 'Ada', message: 'Happy birthday!\nFor the trails.' };
    const gifted = Cart.parse(
      ok(
        await call('PUT', `/cart/v1/cart/${cart.basketId}/item`, token, {
          itemId: lineOf(cart, variant.upc).id,
          gift: true,
          giftOption,
          isGiftBoxSelected: true,
        }),
      ).json(),
    );
    const out = moved(
      await call('PUT', '/cart/v2/saveForLater', token, {
        cartId: cart.basketId,
        itemId: lineOf(gifted, variant.upc).id,
      }),
    );
    // Saved again beside itself, plain (from the product page): the item stays a gift.
    ok(await save(token, variant, 1));
    const saved = (await listOf(token)).items.find((item) => item.upc === variant.upc)!;
    expect(saved.qty).toBe(2);
    const back = moved(
      await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, {
        itemId: saved.itemId,
        saveForLaterId: out.saveForLater.saveForLaterId,
      }),
    ).cart!;
    expect(lineOf(back, variant.upc)).toMatchObject({ qty: 2, gift: true, giftOption, isGiftBoxSelected: true });
    // Two boxes, one a unit, in the totals.
    expect(lineOf(back, variant.upc).giftBox?.amount).toBe(2 * lineOf(back, variant.upc).giftBox!.unitPrice);
    expect(back.totals.giftBox).toBe(lineOf(back, variant.upc).giftBox?.amount);

    // A plain item stays plain; one the cart already holds joins its line, which keeps its own options.
    ok(await save(token, plain, 1));
    const plainSaved = (await listOf(token)).items.find((item) => item.upc === plain.upc)!;
    const plainBack = moved(
      await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: plainSaved.itemId }),
    ).cart!;
    expect(lineOf(plainBack, plain.upc)).toMatchObject({ gift: false, giftOption: null, isGiftBoxSelected: false });
    const again = moved(
      await call('PUT', '/cart/v2/saveForLater', token, {
        cartId: cart.basketId,
        itemId: lineOf(plainBack, variant.upc).id,
      }),
    );
    ok(
      await call('POST', '/cart/v1/item', token, {
        cartId: cart.basketId,
        productId: variant.productId,
        upc: variant.upc,
        qty: 1,
      }),
    );
    const joined = moved(
      await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, {
        itemId: again.saveForLater.items.find((item) => item.upc === variant.upc)!.itemId,
      }),
    ).cart!;
    expect(lineOf(joined, variant.upc)).toMatchObject({ qty: 3, gift: false, isGiftBoxSelected: false });
  });

  it("moves back under the cart's rules: INV700 out of stock, INV408 over the maximum, a missingQty flash", async () => {
    const { accessToken: token } = await guestToken(t);
    const [soldOut, limited, partial] = [variants[6]!, variants[7]!, variants[8]!];
    const cart = await cartWith(token, limited, 2, 3);
    for (const [variant, qty] of [
      [soldOut, 1],
      [limited, 2],
      [partial, 5],
    ] as const)
      moved(await save(token, variant, qty));
    const itemOf = async (variant: Variant) =>
      (await listOf(token, '?count=10')).items.find((i) => i.upc === variant.upc)!;

    await setStock(t.db, soldOut.upc, 0);
    const soldOutItem = await itemOf(soldOut);
    expectSpecError(
      await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: soldOutItem.itemId }),
      400,
      'INV700',
    );
    expect(await itemOf(soldOut)).toMatchObject({ itemId: soldOutItem.itemId, qty: 1 }); // still saved

    const limitedItem = await itemOf(limited);
    const over = expectSpecError(
      await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: limitedItem.itemId }),
      400,
      'INV408',
    );
    // What can still be added beside the 2 the line holds (maximum 3): 1 (findings-2 F7).
    expect(over.errorDetails[0]).toMatchObject({ field: 'qty', maxAllowedQty: 1 });
    expect(over.errorDetails[0]!.message).toContain('1');
    expect(await itemOf(limited)).toMatchObject({ itemId: limitedItem.itemId, qty: 2 });

    await setStock(t.db, partial.upc, 3);
    const partialItem = await itemOf(partial);
    const back = moved(
      await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: partialItem.itemId }),
    );
    expect(back.cart?.items.find((item) => item.upc === partial.upc)?.qty).toBe(3);
    expect(back.cart?.flash).toContainEqual(
      expect.objectContaining({ code: 'INV406', details: expect.objectContaining({ missingQty: 2 }) }),
    );
    expect(await itemOf(partial)).toMatchObject({ itemId: partialItem.itemId, qty: 2 }); // the rest stays saved
    await setStock(t.db, soldOut.upc, 1_000);
    await setStock(t.db, partial.upc, 1_000);
  });

  it('moves back what the stock holds and keeps the rest saved, reported as a partial-stock flash', async () => {
    const { accessToken: token } = await guestToken(t);
    const variant = variants[3]!;
    // The tester's case: the cart holds 1, 50 are saved, 43 are in stock.
    const cart = await cartWith(token, variant, 1);
    moved(await save(token, variant, 50));
    const saved = (await listOf(token, '?count=10')).items.find((item) => item.upc === variant.upc)!;
    await setStock(t.db, variant.upc, 43);
    try {
      const back = moved(
        await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: saved.itemId }),
      );
      expect(back.cart?.items.find((item) => item.upc === variant.upc)?.qty).toBe(43);
      expect(back.cart?.flash).toContainEqual(
        expect.objectContaining({
          type: 'PartialStock',
          code: 'INV406',
          details: expect.objectContaining({ sku: variant.upc, missingQty: 8 }),
        }),
      );
      // The 8 that did not fit stay saved, as the same item.
      const kept = { itemId: saved.itemId, upc: variant.upc, qty: 8 };
      expect(back.saveForLater.items).toContainEqual(expect.objectContaining(kept));
      expect((await listOf(token, '?count=10')).items).toContainEqual(expect.objectContaining(kept));

      // Nothing more fits: the cart holds all 43 (INV406, not "out of stock"), and the 8 are still saved.
      const full = expectSpecError(
        await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: saved.itemId }),
        400,
        'INV406',
        'qty',
      );
      expect(full.errorDetails[0]!.message).toBe('You already have all 43 we have in stock in your cart.');
      expect((await listOf(token, '?count=10')).items).toContainEqual(expect.objectContaining(kept));

      // With stock again the rest moves and the item leaves the list.
      await setStock(t.db, variant.upc, 1_000);
      const rest = moved(
        await call('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: saved.itemId }),
      );
      expect(rest.cart?.items.find((item) => item.upc === variant.upc)?.qty).toBe(51);
      expect(rest.cart?.flash).toEqual([]);
      expect(rest.saveForLater.items.some((item) => item.itemId === saved.itemId)).toBe(false);
    } finally {
      await setStock(t.db, variant.upc, 1_000);
    }
  });

  it('removes a saved item; unknown ids and another shopper’s list, item or cart answer 404', async () => {
    const { accessToken: token } = await guestToken(t);
    const { accessToken: other } = await guestToken(t);
    const mine = moved(await save(token, variants[9]!)).saveForLater;
    const theirs = moved(await save(other, variants[9]!)).saveForLater;
    const item = mine.items[0]!;
    const theirCart = await cartWith(other, variants[10]!, 1);
    const theirLine = theirCart.items[0]!;

    const url = (listId: string, itemId: string) => `/cart/v2/saveForLater/${listId}/items/${itemId}`;
    expectSpecError(await call('DELETE', url(theirs.saveForLaterId!, theirs.items[0]!.itemId), token), 404, 'API404');
    expectSpecError(
      await call('DELETE', url(mine.saveForLaterId!, theirs.items[0]!.itemId), token),
      404,
      'API404',
      'itemId',
    );
    expectSpecError(
      await call('POST', `/cart/v2/cart/${theirCart.basketId}/saveForLater`, token, { itemId: item.itemId }),
      404,
      'BSK404',
    );
    const myCart = await cartWith(token, variants[10]!, 1);
    expectSpecError(
      await call('POST', `/cart/v2/cart/${myCart.basketId}/saveForLater`, token, {
        itemId: theirs.items[0]!.itemId,
        saveForLaterId: theirs.saveForLaterId,
      }),
      404,
      'API404',
      'saveForLaterId',
    );
    expectSpecError(
      await call('PUT', '/cart/v2/saveForLater', token, { cartId: theirCart.basketId, itemId: theirLine.id }),
      404,
      'BSK404',
    );
    expectSpecError(await save(token, { productId: variants[0]!.productId, upc: '000000000000' }), 404, 'API404');
    // Nothing of theirs changed.
    expect((await listOf(other)).items).toHaveLength(1);

    const removed = SaveForLaterResponse.parse(
      ok(await call('DELETE', url(mine.saveForLaterId!, item.itemId), token)).json(),
    );
    expect(removed.saveForLater.items).toEqual([]);
    expectSpecError(await call('DELETE', url(mine.saveForLaterId!, item.itemId), token), 404, 'API404', 'itemId');
  });

  it('refuses a digital gift card (it goes into the cart with its recipient): 400 API400 on upc', async () => {
    const { accessToken: token } = await guestToken(t);
    const card = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.upc', 'v.product_id'])
      .where('s.digital', '=', 1)
      .where('s.brand', '=', 'stride')
      .executeTakeFirstOrThrow();
    expectSpecError(await save(token, { productId: card.product_id, upc: card.upc }), 400, 'API400', 'upc');
    expect((await listOf(token)).items).toEqual([]);
  });

  it('refuses the style a running promotion gives away (GWP403), and shows one saved before as not available', async () => {
    const promotions = await loadPromotions(t.db, 'stride-en-us');
    const reward = promotions.map((promotion) => promotion.reward).find((each) => each.kind === 'bonusProduct');
    const giftId = reward?.kind === 'bonusProduct' ? reward.productId : undefined;
    expect(giftId, 'the seed has a gift with purchase').toBeDefined();
    const gift = await t.db
      .selectFrom('variants')
      .select(['upc', 'product_id as productId'])
      .where('product_id', '=', giftId!)
      .executeTakeFirstOrThrow();
    const { accessToken: token } = await guestToken(t);
    // It cannot be added to the cart (GWP403), so it is not saved to be moved there later (api tester t2, session 55).
    const refused = expectSpecError(await save(token, gift), 400, 'GWP403', 'productId');
    expect(refused.errorDetails[0]!.message).toBe('A free gift can’t be saved for later.');
    expect((await listOf(token)).items).toEqual([]);
    // Saved before its promotion began (the row made to name it): listed, not available.
    const other = variants[9]!;
    await setStock(t.db, other.upc, 50);
    ok(await save(token, other, 1));
    const [before] = (await listOf(token)).items;
    expect(before).toMatchObject({ upc: other.upc, available: true });
    await t.db
      .updateTable('save_for_later_items')
      .set({ product_id: gift.productId, master_id: gift.productId, upc: gift.upc })
      .where('item_id', '=', before!.itemId)
      .execute();
    const [saved] = (await listOf(token)).items;
    expect(saved).toMatchObject({ productId: gift.productId, available: false });
  });

  it('never loses a quantity or moves one item twice under concurrency', async () => {
    const { accessToken: token } = await guestToken(t);
    const variant = variants[11]!;
    const saves = await Promise.all(Array.from({ length: 20 }, () => save(token, variant, 1)));
    for (const response of saves) expect(response.statusCode, response.body).toBe(200);
    const [item] = (await listOf(token)).items;
    expect(item).toMatchObject({ qty: 20 });

    const { basketId } = Cart.parse(ok(await call('POST', '/cart/v1/cart', token, {})).json());
    const moves = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/cart/v2/cart/${basketId}/saveForLater`, token, { itemId: item!.itemId }),
      ),
    );
    expect(moves.map((response) => response.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    const cart = Cart.parse(ok(await call('GET', `/cart/v1/cart/${basketId}`, token)).json());
    expect(cart.items.find((line) => line.upc === variant.upc)?.qty).toBe(20);
  });

  it('merges the guest list into the account on sign-in (same variant combined)', async () => {
    const consumer = await createTestConsumer(t.db);
    const account = await signIn(t, consumer);
    moved(await save(account.accessToken, variants[0]!, 2));

    const guest = await guestToken(t);
    const guestList = moved(await save(guest.accessToken, variants[0]!, 3)).saveForLater;
    moved(await save(guest.accessToken, variants[1]!, 1));

    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { saveForLaterId: guestList.saveForLaterId } },
    });
    expect(session.merged?.saveForLater).toBe(true);
    const merged = await listOf(session.accessToken);
    expect(merged.total).toBe(2);
    expect(merged.items.find((item) => item.upc === variants[0]!.upc)?.qty).toBe(5);
    expect(merged.items.find((item) => item.upc === variants[1]!.upc)?.qty).toBe(1);
    // The guest list is gone.
    expect(await listOf(guest.accessToken)).toMatchObject({ saveForLaterId: null, items: [] });

    // An account without a list takes the guest's list as it is.
    const fresh = await createTestConsumer(t.db);
    const other = await guestToken(t);
    const otherList = moved(await save(other.accessToken, variants[2]!, 4)).saveForLater;
    const freshSession = await signIn(t, fresh, { guestUsid: other.usid });
    expect(freshSession.merged?.saveForLater).toBe(true);
    expect(await listOf(freshSession.accessToken)).toMatchObject({
      saveForLaterId: otherList.saveForLaterId,
      items: [expect.objectContaining({ upc: variants[2]!.upc, qty: 4 })],
    });
  });

  it('never answers 5xx to fuzzed bodies, params and queries', async () => {
    const { accessToken: token } = await guestToken(t);
    const { basketId } = Cart.parse(ok(await call('POST', '/cart/v1/cart', token, {})).json());
    const list = moved(await save(token, variants[3]!)).saveForLater;
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          cartId: fc.oneof(fc.constant(basketId), fc.string()),
          itemId: fc.oneof(fc.constant(list.items[0]!.itemId), fc.string()),
          saveForLaterId: fc.oneof(fc.constant(list.saveForLaterId), fc.string(), fc.anything()),
          productId: fc.oneof(fc.constant(variants[3]!.productId), fc.string()),
          upc: fc.oneof(fc.constant(variants[3]!.upc), fc.string()),
          qty: fc.oneof(fc.integer(), fc.double(), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    const routes: ['POST' | 'PUT', string][] = [
      ['PUT', '/cart/v2/saveForLater'],
      ['POST', `/cart/v2/cart/${basketId}/saveForLater`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([method, url], payload) => {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...AUTH, ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify(payload ?? null),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (a, b) => {
        const encoded = [a || 'x', b || 'y'].map(encodeURIComponent);
        for (const [method, url] of [
          ['DELETE', `/cart/v2/saveForLater/${encoded[0]}/items/${encoded[1]}`],
          ['GET', `/wishlists/v2/saveForLater?start=${encodeURIComponent(a)}&count=${encodeURIComponent(b)}`],
          ['POST', `/cart/v2/cart/${encoded[0]}/saveForLater`],
        ] as const) {
          const response = await call(method, url, token, method === 'POST' ? { itemId: b || 'y' } : undefined);
          expect(response.statusCode, response.body).toBeLessThan(500);
        }
      }),
      { numRuns: 50 },
    );
  });
});
