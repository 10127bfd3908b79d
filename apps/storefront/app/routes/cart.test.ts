import { todayIn } from '#app/features/cart/arrival.ts';
import { cartProblem } from '#app/features/cart/cart-problems.server.ts';
import { knownItems } from '#app/features/cart/cart-view.ts';
import { encodeKnownLines, knownLinesCookieName, readKnownLines } from '#app/features/cart/known-lines.server.ts';
import { describe, expect, it } from 'vitest';

import { cartAnswer, cartItem, MICHIGAN_AVENUE, storeFixture, UPC_A, UPC_B } from '#app/features/cart/cart-test-kit.ts';
import type { CartPageData } from '#app/features/cart/cart-types.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import {
  apiError,
  apiRefusal,
  BASE,
  browserCookies,
  tokenAnswer,
  isolateSessionTests,
} from '#app/lib/session/session-test-kit.ts';
import { loader as rootLoader } from '../root.tsx';
import { loader as cartLoader } from './cart.tsx';
import { loader as shopperLoader } from './shopper.ts';
import {
  BASKET_COOKIE as BASKET,
  cartApi as api,
  cartRouteContext as contextFor,
  GUEST_WITH_BASKET as WITH_BASKET,
  postToCart as post,
  problemOf,
} from './cart-route.test-kit.ts';

/** The api's INV700 answer to an add: the size sold out meanwhile. */
function addSoldOut() {
  return apiRefusal('server text', [{ errorId: 'INV700', message: 'server text', field: 'upc' }], {
    path: '/cart/v1/item',
  });
}

const GUEST = browserCookies(tokenAnswer('Guest'));

const QTY_MESSAGE = 'The quantity must be a whole number from 1 to 99. Please reload the page and try again.';

const ITEM = { intent: 'update-item', itemId: 'item-1', upc: UPC_A, productId: 'SRN155750' };

isolateSessionTests();

describe('cart actions', () => {
  it('add-item from the product page: a first add creates the cart with the item and stores its id', async () => {
    const fake = api({ 'POST /cart/v1/cartWithItem': [Response.json(cartAnswer())] });
    const result = await post(
      { intent: 'add-item', productId: 'SRN155750', upc: UPC_A },
      { cookie: GUEST, product: true },
    );
    expect(result.data).toMatchObject({
      ok: true,
      intent: 'add-item',
      notice: 'Added to your cart: Lumen 4 Running Shoe.',
    });
    expect(fake.callsTo('/cart/v1/cartWithItem')[0]?.body).toEqual({ productId: 'SRN155750', upc: UPC_A, qty: 1 });
    expect(fake.callsTo('/cart/v1/cartWithItem')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(result.cookies.some((c) => c.startsWith(`${BASKET}=basket-1;`) && c.includes('HttpOnly'))).toBe(true);
  });

  it('add-item with a stored basket adds to it; without JavaScript it is a 303 back with a flash toast', async () => {
    const fake = api({ 'POST /cart/v1/item': [Response.json(cartAnswer({}, [cartItem({ qty: 2 })]))] });
    const result = await post(
      { intent: 'add-item', productId: 'SRN155750', upc: UPC_A, redirectTo: '/en-us/p/lumen?size=10' },
      { fetcher: false, product: true },
    );
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe('/en-us/p/lumen?size=10');
    expect(result.headers.getSetCookie().some((c) => c.startsWith('outsole_flash='))).toBe(true);
    expect(fake.callsTo('/cart/v1/item')[0]?.body).toEqual({
      cartId: 'basket-1',
      productId: 'SRN155750',
      upc: UPC_A,
      qty: 1,
    });
  });

  it('the first write of a browser without a session obtains a guest token', async () => {
    const fake = api({
      'POST /token/v2/auth/token': [Response.json(tokenAnswer('Guest'))],
      'POST /cart/v1/cartWithItem': [Response.json(cartAnswer())],
    });
    const result = await post(
      { intent: 'add-item', productId: 'SRN155750', upc: UPC_A },
      { cookie: '', product: true },
    );
    expect(result.data).toMatchObject({ ok: true });
    expect(fake.callsTo('/token/v2/auth/token')).toHaveLength(1);
  });

  it.each([
    // An add is no move from saved for later: a size sold out since the page was shown (findings-2 F14).
    ['INV700', 'Out of stock', 'Sorry, this item just sold out.'],
    ['GWP403', 'Free gift', 'This free gift can’t be added to your cart.'],
  ])('add-item %s: its title and message from the catalogue', async (errorId, title, message) => {
    api({ 'POST /cart/v1/item': [apiError(400, errorId, 'server text')] });
    const result = await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A }, { product: true });
    expect(result.status).toBe(200);
    const problem = problemOf(result);
    expect(problem).toMatchObject({ errorId, title, placement: 'form' });
    expect(problem.message).toContain(message);
  });

  it('add-item INV700 names the size the page posted; the move from saved for later keeps its words (findings-2 F14)', async () => {
    api({ 'POST /cart/v1/item': [apiError(400, 'INV700', 'server text')] });
    const problem = problemOf(
      await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A, size: '5.5' }, { product: true }),
    );
    expect(problem).toMatchObject({ errorId: 'INV700', placement: 'form', message: 'Sorry, size 5.5 just sold out.' });
    api({ 'POST /cart/v2/cart/basket-1/saveForLater': [apiError(400, 'INV700', 'server text')] });
    const moved = problemOf(
      await post({ intent: 'move-to-cart', itemId: 'saved-1', upc: UPC_A, productId: 'SRN155750' }),
    );
    expect(moved.message).toBe('This item is out of stock, so we couldn’t move it to your cart.');
  });

  // The size as the size picker writes it: with the decimal comma in German and French, a shoe's pointure in French.
  it.each([
    ['en-gb', 'Sorry, size 5.5 just sold out.', 'Sorry, this store has no more in size 5.5.'],
    ['de-de', 'Leider ist Größe 5,5 gerade ausverkauft.', 'Leider hat dieser Store Größe 5,5 nicht mehr vorrätig.'],
    ['fr-fr', 'Désolé, la pointure 5,5 vient d’être épuisée.', 'Désolé, ce magasin n’a plus la pointure 5,5.'],
    [
      'ja-jp',
      '申し訳ありません。サイズ5.5はたった今売り切れました。',
      '申し訳ありません。この店舗ではサイズ5.5の在庫がなくなりました。',
    ],
  ] as const)(
    'add-item INV700 in %s says the size sold out, at home and at a store, never a move',
    (locale, home, store) => {
      const soldOut = addSoldOut();
      expect(cartProblem(locale, soldOut, { adding: { size: '5.5', atStore: false } }).message).toBe(home);
      expect(cartProblem(locale, soldOut, { adding: { size: '5.5', atStore: true } }).message).toBe(store);
      expect(cartProblem(locale, soldOut).message).toMatch(/move|verschoben|déplac|移動/);
      // A one-size style's "OS" is not a size to name (tester t3-F2): nor are its words, which a page from before
      // posted ("Sorry, size One size just sold out.").
      const item = cartProblem(locale, soldOut, { adding: { size: '', atStore: false } }).message;
      expect(item).not.toMatch(/size|Größe|taille|pointure|サイズ/i);
      const ONE_SIZE_WORDS = {
        'en-gb': 'One size',
        'de-de': 'Einheitsgröße',
        'fr-fr': 'Taille unique',
        'ja-jp': 'フリーサイズ',
      };
      for (const size of ['OS', ONE_SIZE_WORDS[locale]]) {
        expect(cartProblem(locale, soldOut, { adding: { size, atStore: false } }).message, size).toBe(item);
        const atStore = cartProblem(locale, soldOut, { adding: { size, atStore: true } }).message;
        expect(atStore, size).not.toMatch(/size|Größe|taille|pointure|サイズ|OS/i);
      }
    },
  );

  it('add-item INV700 of clothing in French says taille, and a size the page wrote with its comma stays so', () => {
    const soldOut = addSoldOut();
    expect(cartProblem('fr-fr', soldOut, { adding: { size: 'M', atStore: false } }).message).toBe(
      'Désolé, la taille M vient d’être épuisée.',
    );
    expect(cartProblem('de-de', soldOut, { adding: { size: '42,5', atStore: false } }).message).toBe(
      'Leider ist Größe 42,5 gerade ausverkauft.',
    );
  });

  it('add-item INV406 (the cart already holds all the stock): said so, not "out of stock, remove them"', async () => {
    api({ 'POST /cart/v1/item': [apiError(400, 'INV406', 'server text')] });
    const problem = problemOf(
      await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A }, { product: true }),
    );
    expect(problem).toMatchObject({
      errorId: 'INV406',
      title: 'No more in stock',
      message: 'You already have all we have in stock of this item in your cart.',
    });
  });

  it('add-item INV406 says the count its detail names ("the last one", else all N), with no second read of the cart', async () => {
    for (const [qty, message] of [
      [1, 'You already have the last one in your cart.'],
      [2, 'You already have all 2 we have in stock in your cart.'],
    ] as const) {
      // The count is the line's quantity (`qty`), as the storefront counted before; the api's own words use the stock.
      const fake = api({
        'POST /cart/v1/item': [apiError(400, 'INV406', 'server text', { field: 'qty', qty, inventoryLevel: 1 })],
      });
      const problem = problemOf(
        await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A, storeId: 'US101' }, { product: true }),
      );
      expect(problem).toMatchObject({ errorId: 'INV406', title: 'No more in stock', message });
      expect(fake.callsTo('/cart/v1/cart/basket-1')).toHaveLength(0);
    }
  });

  it('move-to-cart INV406 (the cart holds all the stock): the count its detail names, at the saved item', async () => {
    const fake = api({
      'POST /cart/v2/cart/basket-1/saveForLater': [
        apiError(400, 'INV406', 'server text', { field: 'qty', qty: 3, inventoryLevel: 3 }),
      ],
    });
    const problem = problemOf(
      await post({ intent: 'move-to-cart', itemId: 'saved-1', upc: UPC_A, productId: 'SRN155750' }),
    );
    expect(problem).toMatchObject({
      errorId: 'INV406',
      placement: 'saved',
      itemId: 'saved-1',
      message: 'You already have all 3 we have in stock in your cart.',
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1')).toHaveLength(0);
  });

  it('add-item INV700 to collect at a store: the store has none, as the catalogue says', async () => {
    api({ 'POST /cart/v1/item': [apiError(400, 'INV700', 'server text')] });
    const problem = problemOf(
      await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A, storeId: 'US101' }, { product: true }),
    );
    expect(problem).toMatchObject({
      errorId: 'INV700',
      title: 'Out of stock',
      message: 'Sorry, this store has no more of this item.',
    });
  });

  it('a store’s Pick up here refused names the store, with and without JavaScript, so its page shows it at Find in store (decision 0050)', async () => {
    for (const fetcher of [true, false]) {
      api({ 'POST /cart/v1/item': [apiError(400, 'INV406', 'server text'), apiError(400, 'INV406', 'server text')] });
      const ADD = { intent: 'add-item', productId: 'SRN155750', upc: UPC_A, redirectTo: '/en-us/p/lumen?size=10' };
      const atStore = await post({ ...ADD, storeId: 'US101' }, { fetcher, product: true });
      expect(atStore.status).toBe(200);
      expect(atStore.data).toMatchObject({ intent: 'add-item', ok: false, storeId: 'US101' });
      // The page's own Add to cart: no store, its problem stays at its form.
      const own = await post(ADD, { fetcher, product: true });
      expect(own.data).toMatchObject({ intent: 'add-item', ok: false });
      expect(own.data).not.toHaveProperty('storeId');
      // A malformed add from a store's form (a hand-edited quantity) too; a store id no api names, not echoed.
      const malformed = await post({ ...ADD, storeId: 'US101', qty: 'abc' }, { fetcher, product: true });
      expect(malformed.status).toBe(400);
      expect(malformed.data).toMatchObject({ intent: 'add-item', ok: false, storeId: 'US101' });
      const junk = await post({ ...ADD, storeId: 'x'.repeat(21) }, { fetcher, product: true });
      expect(junk.data).not.toHaveProperty('storeId');
    }
  });

  it('a store’s Pick up here refused without JavaScript names the store, read from the api by its id (decision 0050)', async () => {
    const fake = api({
      'POST /cart/v1/item': [apiError(400, 'INV700', 'server text'), apiError(400, 'INV700', 'server text')],
      'GET /stores/v1/stores/US101': [
        Response.json(storeFixture('US101', { name: 'Stride SoHo' })),
        Response.json(storeFixture('US101', { name: 'Stride SoHo' })),
      ],
    });
    const ADD = { intent: 'add-item', productId: 'SRN155750', upc: UPC_A, redirectTo: '/en-us/p/lumen?size=10' };
    // A name posted beside the id is not read: the api's is the one said.
    const refused = await post({ ...ADD, storeId: 'US101', storeName: 'Nowhere' }, { fetcher: false, product: true });
    expect(refused.status).toBe(200);
    expect(problemOf(refused)).toMatchObject({
      errorId: 'INV700',
      title: 'We couldn’t add this to your cart for pickup at Stride SoHo',
      message: 'Sorry, this store has no more of this item.',
    });
    expect(fake.callsTo('/stores/v1/stores/US101')).toHaveLength(1);
    // A malformed add from the store's form (its 400) names it too.
    const malformed = await post({ ...ADD, storeId: 'US101', qty: 'abc' }, { fetcher: false, product: true });
    expect(malformed.status).toBe(400);
    expect(problemOf(malformed).title).toBe('We couldn’t add this to your cart for pickup at Stride SoHo');
    // With JavaScript the answer shows under the store's own button: no read, the title as it was.
    const own = await post({ ...ADD, storeId: 'US101' }, { fetcher: true, product: true });
    expect(problemOf(own).title).toBe('Out of stock');
    expect(fake.callsTo('/stores/v1/stores/US101')).toHaveLength(2);
  });

  it('a store the api does not give (gone: STR404) or an id no store has leaves the refusal’s wording', async () => {
    const fake = api({
      'POST /cart/v1/item': [apiError(400, 'INV700', 'server text'), apiError(400, 'INV700', 'server text')],
      'GET /stores/v1/stores/US999': [apiError(404, 'STR404', 'server text')],
    });
    const ADD = { intent: 'add-item', productId: 'SRN155750', upc: UPC_A, redirectTo: '/en-us/p/lumen?size=10' };
    const gone = await post({ ...ADD, storeId: 'US999' }, { fetcher: false, product: true });
    expect(problemOf(gone).title).toBe('Out of stock');
    expect(gone.data).toMatchObject({ storeId: 'US999' });
    // Not a store id as the api's are (two capitals, three digits): not asked for.
    const odd = await post({ ...ADD, storeId: 'store_1' }, { fetcher: false, product: true });
    expect(problemOf(odd).title).toBe('Out of stock');
    expect(fake.callsTo('/stores/v1/stores')).toHaveLength(1);
  });

  it('a store’s Pick up here added without JavaScript: a 303 to the page without a fragment, so the post’s (#find-in-store-section) is kept', async () => {
    api({ 'POST /cart/v1/item': [Response.json(cartAnswer({}, [cartItem({ qty: 1 })]))] });
    const result = await post(
      {
        intent: 'add-item',
        productId: 'SRN155750',
        upc: UPC_A,
        storeId: 'US101',
        redirectTo: '/en-us/p/lumen?size=10',
      },
      { fetcher: false, product: true },
    );
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe('/en-us/p/lumen?size=10');
  });

  it('add-item BSK409: the cart is full, its message naming how many different items it holds', async () => {
    api({ 'POST /cart/v1/item': [apiError(409, 'BSK409', 'server text')] });
    const result = await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A }, { product: true });
    expect(problemOf(result)).toMatchObject({
      errorId: 'BSK409',
      title: 'Your cart is full',
      placement: 'form',
      message: 'Your cart can hold up to 100 different items. Remove one to add another.',
    });
  });

  it('add-item GFC409: gift cards past an order’s value, the limit named in the site’s currency at the form', async () => {
    api({ 'POST /cart/v1/item': [apiError(409, 'GFC409', 'server text')] });
    const result = await post({ intent: 'add-item', productId: 'GIFTCARDS', upc: UPC_A }, { product: true });
    expect(problemOf(result)).toMatchObject({
      errorId: 'GFC409',
      title: 'Gift card limit reached',
      placement: 'form',
      message: 'Gift cards in one order can add up to $1,000.00 in total. Choose fewer cards or a smaller amount.',
    });
  });

  it('add-item INV408: the message names the line’s maximum, read from the cart again', async () => {
    const fake = api({
      'POST /cart/v1/item': [apiError(400, 'INV408', 'You can add up to 3 of this item.')],
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({}, [cartItem({ qty: 3, maxQty: 3 })]))],
    });
    const problem = problemOf(
      await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A }, { product: true }),
    );
    expect(problem).toMatchObject({
      errorId: 'INV408',
      title: 'Quantity limit reached',
      message: 'You can add up to 3 of this item.',
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1')).toHaveLength(1);
  });

  it('INV408 naming maxAllowedQty: the message and the line’s "+" take it from the answer, no second read', async () => {
    const fake = api({
      'PUT /cart/v1/cart/basket-1/item': [
        apiError(400, 'INV408', 'You can add up to 2 of this item.', { field: 'qty', maxAllowedQty: 2 }),
      ],
    });
    const problem = problemOf(await post({ ...ITEM, qty: '3' }));
    expect(problem).toMatchObject({
      errorId: 'INV408',
      title: 'Quantity limit reached',
      message: 'You can add up to 2 of this item.',
      placement: 'item',
      itemId: 'item-1',
      maxAllowedQty: 2,
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1').filter((call) => call.method === 'GET')).toHaveLength(0);
  });

  it('INV408 on an add naming maxAllowedQty: said with it, no second read', async () => {
    const fake = api({
      'POST /cart/v1/item': [apiError(400, 'INV408', 'The api’s own words.', { maxAllowedQty: 5 })],
    });
    const problem = problemOf(
      await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A }, { product: true }),
    );
    expect(problem).toMatchObject({
      errorId: 'INV408',
      message: 'You can add up to 5 of this item.',
      maxAllowedQty: 5,
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1')).toHaveLength(0);
  });

  it('INV408 without a known maximum: the generic message', async () => {
    api({
      'PUT /cart/v1/cart/basket-1/item': [apiError(400, 'INV408', 'You can add up to 3 of this item.')],
      'GET /cart/v1/cart/basket-1': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(cartAnswer({ basketId: 'basket-2' }, []))],
    });
    const problem = problemOf(await post({ ...ITEM, qty: '4' }));
    expect(problem).toMatchObject({ placement: 'item', itemId: 'item-1' });
    expect(problem.message).toBe('You’ve reached the maximum quantity for this item.');
  });

  it('INV406 raising a line past the stock: says there is no more of it, at the line (not "remove them")', async () => {
    api({
      'PUT /cart/v1/cart/basket-1/item': [apiError(400, 'INV406', 'Some items in your cart are out of stock.')],
    });
    const problem = problemOf(await post({ ...ITEM, qty: '3' }));
    expect(problem).toMatchObject({ errorId: 'INV406', placement: 'item', itemId: 'item-1' });
    expect(problem.message).toBe('That’s all we have in stock of this item.');
    expect(problem.title).toBe('No more in stock');
  });

  it('INV406 raising a line collected in a store: that store’s stock, named, not "all we have" (F8)', async () => {
    const collected = cartItem({
      qty: 6,
      shipmentId: 'pickup-US104',
      shippingOptions: {
        ...cartItem().shippingOptions,
        selected: 'pickup',
        shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day', price: 0 },
        storeInfo: { id: 'US104', storeInventory: 6 },
      },
    });
    const place = MICHIGAN_AVENUE;
    const cart = cartAnswer(
      {
        shippingMethods: [
          {
            shippingId: 'pickup-US104',
            code: 'pickup',
            storeId: 'US104',
            address: null,
            applicableShippingMethods: [],
            place,
          },
        ],
      },
      [collected],
    );
    api({
      'PUT /cart/v1/cart/basket-1/item': [apiError(400, 'INV406', 'Some items in your cart are out of stock.')],
      'GET /cart/v1/cart/basket-1': [Response.json(cart)],
    });
    const problem = problemOf(await post({ ...ITEM, qty: '7' }));
    expect(problem).toMatchObject({ errorId: 'INV406', placement: 'item', itemId: 'item-1' });
    expect(problem.message).toBe(
      'That’s all Stride Michigan Avenue has of this item (6). Choose another store or have it delivered to get more.',
    );
  });

  it('update-item changes the quantity; qty 0 removes the line', async () => {
    const fake = api({
      'PUT /cart/v1/cart/basket-1/item': [Response.json(cartAnswer({}, [cartItem({ qty: 2 })]))],
      'DELETE /cart/v1/item': [Response.json(cartAnswer({}, []))],
    });
    expect((await post({ ...ITEM, qty: '2' })).data).toMatchObject({
      ok: true,
      notice: 'Lumen 4 Running Shoe: quantity is now 2. Subtotal: $99.00.',
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')[0]?.body).toEqual({ itemId: 'item-1', qty: 2 });
    await post({ ...ITEM, qty: '0' });
    expect(fake.callsTo('/cart/v1/item')[0]?.path).toBe('/cart/v1/item?cartId=basket-1&itemId=item-1');
  });

  it('update-item says what changed: the line as posted, its quantity as the cart holds it, the subtotal (t3-F7)', async () => {
    const gift = cartItem({
      id: 'item-2',
      name: 'Strata 8 Socks',
      bonus: true,
      price: { current: 1500, original: 1500, amount: 1500, priceWithoutTaxPerUnit: 1500, proratedPrice: 1500 },
      productPromotions: [
        { promotionId: 'gwp', promotionName: 'Free socks', couponCode: null, price: 0, appliedDiscount: 1500 },
      ],
    });
    const two = cartItem({
      qty: 2,
      price: { current: 12000, original: 12000, amount: 24000, priceWithoutTaxPerUnit: 12000, proratedPrice: 24000 },
    });
    const fake = api({
      'PUT /cart/v1/cart/basket-1/item': [
        Response.json(cartAnswer({}, [two, gift])),
        // The api took fewer than asked (all there is): the cart's quantity is said, not the one asked for.
        Response.json(cartAnswer({}, [cartItem({ qty: 4, inventoryLevel: 4 })])),
        // The line is gone from the answer: nothing to name, the plain sentence.
        Response.json(cartAnswer({}, [])),
      ],
    });
    const named = await post({ ...ITEM, qty: '2', name: 'Glide 4 Running Shoe, Pink/Sand, size 10, width D' });
    // The summary's subtotal (a free gift's value left out, decision 0046), not the api's itemTotal ($255.00).
    expect(named.data).toMatchObject({
      ok: true,
      notice: 'Glide 4 Running Shoe, Pink/Sand, size 10, width D: quantity is now 2. Subtotal: $240.00.',
    });
    expect((await post({ ...ITEM, qty: '6' })).data).toMatchObject({
      notice: 'Lumen 4 Running Shoe: quantity is now 4. Subtotal: $99.00. Only 4 left.',
    });
    expect((await post({ ...ITEM, qty: '2' })).data).toMatchObject({ ok: true, notice: 'Your cart was updated.' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')).toHaveLength(3);
    // Without JavaScript the toast says the same.
    api({ 'PUT /cart/v1/cart/basket-1/item': [Response.json(cartAnswer({}, [two]))] });
    const flashed = await post({ ...ITEM, qty: '2', name: 'Glide 4, size 10' }, { fetcher: false });
    expect(flashed.status).toBe(303);
    const flash = flashed.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('outsole_flash='))
      ?.split(';')[0]
      ?.slice('outsole_flash='.length);
    expect(JSON.parse(decodeURIComponent(escape(atob(decodeURIComponent(flash ?? '')))))).toMatchObject({
      kind: 'success',
      message: 'cart.toast.updatedName',
      values: { name: 'Glide 4, size 10', count: 2, subtotal: '$240.00' },
    });
  });

  it('update-item up to all the stock there is: the notice says so, as the line does beside its "+"', async () => {
    const PICKUP_LINE = {
      ...cartItem().shippingOptions,
      selected: 'pickup' as const,
      shippingMethod: { ...cartItem().shippingOptions.shippingMethod, code: 'pickup' as const },
      storeInfo: { id: 'US101', storeInventory: 3 },
    };
    api({
      'PUT /cart/v1/cart/basket-1/item': [
        Response.json(cartAnswer({}, [cartItem({ qty: 2, inventoryLevel: 2 })])),
        Response.json(cartAnswer({}, [cartItem({ qty: 2, inventoryLevel: 5 })])),
        // Collected at a store: the store's stock counts (3), not the online stock.
        Response.json(cartAnswer({}, [cartItem({ qty: 3, inventoryLevel: 50, shippingOptions: PICKUP_LINE })])),
      ],
    });
    expect((await post({ ...ITEM, qty: '2' })).data).toMatchObject({
      ok: true,
      notice: 'Lumen 4 Running Shoe: quantity is now 2. Subtotal: $99.00. Only 2 left.',
    });
    expect((await post({ ...ITEM, qty: '2' })).data).toMatchObject({
      ok: true,
      notice: 'Lumen 4 Running Shoe: quantity is now 2. Subtotal: $99.00.',
    });
    expect((await post({ ...ITEM, qty: '3' })).data).toMatchObject({
      ok: true,
      notice: 'Lumen 4 Running Shoe: quantity is now 3. Subtotal: $99.00. Only 3 left at this store.',
    });
  });

  it('update-item INV406 and ORD404 are shown at the item', async () => {
    api({ 'PUT /cart/v1/cart/basket-1/item': [apiError(400, 'INV406'), apiError(404, 'ORD404')] });
    expect(problemOf(await post({ ...ITEM, qty: '5' }))).toMatchObject({
      errorId: 'INV406',
      placement: 'item',
      itemId: 'item-1',
    });
    expect(problemOf(await post({ ...ITEM, qty: '5' }))).toMatchObject({
      errorId: 'ORD404',
      placement: 'item',
      title: 'Item unavailable',
    });
  });

  it('update-item "+" on a page out of date: the step goes on the cart’s quantity (4 → 5, not 3), and says so', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [
        Response.json(cartAnswer({}, [cartItem({ qty: 4 })])),
        Response.json(cartAnswer({}, [cartItem({ qty: 2 })])),
      ],
      'PUT /cart/v1/cart/basket-1/item': [
        Response.json(cartAnswer({}, [cartItem({ qty: 5 })])),
        Response.json(cartAnswer({}, [cartItem({ qty: 3 })])),
      ],
    });
    const stale = await post({ ...ITEM, qty: '3', seen: '2', name: 'Lumen 4 Running Shoe, size 10' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')[0]?.body).toEqual({ itemId: 'item-1', qty: 5 });
    expect(stale.data).toMatchObject({
      ok: true,
      notice: 'Your cart had changed in another window or tab. Lumen 4 Running Shoe, size 10: quantity is now 5.',
    });
    // The page showed what the cart holds: the quantity it asks for, said as any update.
    const current = await post({ ...ITEM, qty: '3', seen: '2' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')[1]?.body).toEqual({ itemId: 'item-1', qty: 3 });
    expect(current.data).toMatchObject({
      ok: true,
      notice: 'Lumen 4 Running Shoe: quantity is now 3. Subtotal: $99.00.',
    });
  });

  it('update-item "−" on a page out of date takes one off what the cart holds, never below 1', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({}, [cartItem({ qty: 4 })]))],
      'PUT /cart/v1/cart/basket-1/item': [Response.json(cartAnswer({}, [cartItem({ qty: 3 })]))],
    });
    await post({ ...ITEM, qty: '1', seen: '2' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')[0]?.body).toEqual({ itemId: 'item-1', qty: 3 });
  });

  it('ORD404 of a line the cart no longer holds (removed in another tab): said for the whole cart, naming it', async () => {
    const other = cartItem({ id: 'item-2', upc: UPC_B });
    api({
      'GET /cart/v1/cart/basket-1': [
        Response.json(cartAnswer({}, [other])),
        Response.json(cartAnswer({}, [other])),
        Response.json(cartAnswer({}, [other])),
      ],
      'PUT /cart/v1/cart/basket-1/item': [apiError(404, 'ORD404')],
      'DELETE /cart/v1/item': [apiError(404, 'ORD404')],
    });
    const name = 'Flux 6 Hoodie, Violet/Pink, size S';
    const problem = problemOf(await post({ ...ITEM, qty: '2', seen: '1', name }));
    expect(problem).toMatchObject({ errorId: 'ORD404', placement: 'form', title: 'No longer in your cart' });
    expect(problem.itemId).toBeUndefined();
    expect(problem.message).toBe(
      'Flux 6 Hoodie, Violet/Pink, size S: this item is no longer in your cart, which was changed in another window or tab. Your cart below is up to date.',
    );
    expect(problemOf(await post({ ...ITEM, intent: 'remove-item', name }))).toMatchObject({
      errorId: 'ORD404',
      placement: 'form',
    });
  });

  it('remove-item removes the line', async () => {
    const fake = api({ 'DELETE /cart/v1/item': [Response.json(cartAnswer({}, []))] });
    const result = await post({ ...ITEM, intent: 'remove-item' });
    expect(result.data).toMatchObject({ ok: true, notice: 'The item was removed from your cart.' });
    expect(fake.callsTo('/cart/v1/item')).toHaveLength(1);
  });

  it('remove-item names the line removed, as an add does (t3 F3-16)', async () => {
    api({ 'DELETE /cart/v1/item': [Response.json(cartAnswer({}, []))] });
    const name = 'Halo 6 T-Shirt, Mustard/Violet, size M';
    const result = await post({ ...ITEM, intent: 'remove-item', name });
    expect(result.data).toMatchObject({ ok: true, notice: `Removed from your cart: ${name}.` });
  });

  it('apply-coupon: success, PRM130 inline at the coupon field, an empty code without a call', async () => {
    const fake = api({
      'PUT /cart/v1/coupon': [
        Response.json(
          cartAnswer({ couponItems: [{ code: 'WELCOME10', promotionId: 'p', applied: true, errorId: null }] }),
        ),
        apiError(400, 'PRM130'),
      ],
    });
    // Said as applied (the chip's spelling), not as typed.
    expect((await post({ intent: 'apply-coupon', code: ' welcome10 ' })).data).toMatchObject({
      ok: true,
      notice: 'Promo code WELCOME10 was applied.',
    });
    expect(fake.callsTo('/cart/v1/coupon')[0]?.body).toEqual({ cartId: 'basket-1', code: 'welcome10' });
    expect(problemOf(await post({ intent: 'apply-coupon', code: 'NOPE' }))).toMatchObject({
      errorId: 'PRM130',
      placement: 'coupon',
      message: 'We don’t recognize this promo code. Please check it and try again.',
    });
    expect(problemOf(await post({ intent: 'apply-coupon', code: '' }))).toMatchObject({ placement: 'coupon' });
    expect(fake.callsTo('/cart/v1/coupon')).toHaveLength(2);
  });

  it('remove-coupon removes the code', async () => {
    const fake = api({ 'DELETE /cart/v1/coupon': [Response.json(cartAnswer())] });
    expect((await post({ intent: 'remove-coupon', code: 'WELCOME10' })).data).toMatchObject({ ok: true });
    expect(fake.callsTo('/cart/v1/coupon')[0]?.path).toBe('/cart/v1/coupon?cartId=basket-1&code=WELCOME10');
  });

  it('remove-coupon of a code already gone (another tab, a second click) is the same success: the api answers 200', async () => {
    // Decision 0018: removing a code the cart does not hold answers the cart as it is, never an error.
    api({ 'DELETE /cart/v1/coupon': [Response.json(cartAnswer()), Response.json(cartAnswer())] });
    for (let click = 0; click < 2; click += 1) {
      const result = await post({ intent: 'remove-coupon', code: 'WELCOME10' });
      expect(result.data).toMatchObject({ ok: true, cart: expect.objectContaining({ couponItems: [] }) });
      expect(result.data?.ok ? result.data.notice : '').toContain('WELCOME10');
    }
  });

  it('BSK404: a new cart, the known items added again, the change retried on the new line', async () => {
    const fresh = cartAnswer({ basketId: 'basket-2' }, []);
    const readded = cartAnswer({ basketId: 'basket-2' }, [
      cartItem({ id: 'new-1' }),
      cartItem({ id: 'new-2', upc: UPC_B }),
    ]);
    const fake = api({
      'PUT /cart/v1/cart/basket-1/item': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(fresh)],
      'POST /cart/v1/item': [Response.json(readded)],
      'PUT /cart/v1/cart/basket-2/item': [Response.json(readded)],
    });
    const result = await post({
      ...ITEM,
      qty: '2',
      known: [`SRN155750|${UPC_A}|1|`, `SRN155750|${UPC_B}|1|`],
    });
    expect(result.data).toMatchObject({ ok: true });
    expect((result.data as { notice: string }).notice).toContain('Your previous cart had expired');
    expect(fake.callsTo('/cart/v1/item').map((call) => call.body)).toEqual([
      { cartId: 'basket-2', productId: 'SRN155750', upc: UPC_A, qty: 1 },
      { cartId: 'basket-2', productId: 'SRN155750', upc: UPC_B, qty: 1 },
    ]);
    expect(fake.callsTo('/cart/v1/cart/basket-2/item')[0]?.body).toEqual({ itemId: 'new-1', qty: 2 });
    expect(result.cookies.some((c) => c.startsWith(`${BASKET}=basket-2;`))).toBe(true);
  });

  it('BSK404: a digital gift card is added again with its recipient; a card that does not read is left out', async () => {
    const card = { email: 'ana@example.com', to: 'Ana', message: 'Für dich ✨' };
    const encoded = Buffer.from(JSON.stringify(card)).toString('base64url');
    const fresh = cartAnswer({ basketId: 'basket-2' }, []);
    const readded = cartAnswer({ basketId: 'basket-2' }, [cartItem({ id: 'new-1' })]);
    const fake = api({
      'PUT /cart/v1/cart/basket-1/item': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(fresh)],
      'POST /cart/v1/item': [Response.json(readded), Response.json(readded)],
      'PUT /cart/v1/cart/basket-2/item': [Response.json(readded)],
    });
    const broken = Buffer.from('{"email":"not-an-email"}').toString('base64url');
    await post({
      ...ITEM,
      qty: '2',
      known: [`SRN155750|${UPC_A}|1||`, `GIFTCARDS|${UPC_B}|1||${encoded}`, `GIFTCARDS|${UPC_B}|1||${broken}`],
    });
    expect(fake.callsTo('/cart/v1/item').map((call) => call.body)).toEqual([
      { cartId: 'basket-2', productId: 'SRN155750', upc: UPC_A, qty: 1 },
      { cartId: 'basket-2', productId: 'GIFTCARDS', upc: UPC_B, qty: 1, giftOption: card },
    ]);
  });

  it('BSK404 without JavaScript: the lines are the ones the cart page kept in its cookie (findings t2-F8)', async () => {
    // A form posted without JavaScript carries no line list (known-lines.server.ts): the cart page's cookie has them.
    const fresh = cartAnswer({ basketId: 'basket-2' }, []);
    const readded = cartAnswer({ basketId: 'basket-2' }, [
      cartItem({ id: 'new-1' }),
      cartItem({ id: 'new-2', upc: UPC_B }),
    ]);
    const fake = api({
      'PUT /cart/v1/cart/basket-1/item': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(fresh)],
      'POST /cart/v1/item': [Response.json(readded), Response.json(readded)],
      'PUT /cart/v1/cart/basket-2/item': [Response.json(readded)],
    });
    const lines = `${knownLinesCookieName('stride-en-us')}=${encodeKnownLines([
      `SRN155750|${UPC_A}|1|`,
      `SRN155750|${UPC_B}|3|US101|`,
    ])}`;
    const result = await post({ ...ITEM, qty: '2' }, { fetcher: false, cookie: `${WITH_BASKET}; ${lines}` });
    expect(result.status).toBe(303);
    expect(fake.callsTo('/cart/v1/item').map((call) => call.body)).toEqual([
      { cartId: 'basket-2', productId: 'SRN155750', upc: UPC_A, qty: 1 },
      { cartId: 'basket-2', productId: 'SRN155750', upc: UPC_B, qty: 3, storeId: 'US101' },
    ]);
    expect(fake.callsTo('/cart/v1/cart/basket-2/item')[0]?.body).toEqual({ itemId: 'new-1', qty: 2 });
  });

  it('BSK404 with JavaScript: the lines the page posted, never the cookie (a fetcher’s post is not sent it)', async () => {
    const fresh = cartAnswer({ basketId: 'basket-2' }, []);
    const readded = cartAnswer({ basketId: 'basket-2' }, [cartItem({ id: 'new-1' })]);
    const fake = api({
      'PUT /cart/v1/cart/basket-1/item': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(fresh)],
      'POST /cart/v1/item': [Response.json(readded)],
      'PUT /cart/v1/cart/basket-2/item': [Response.json(readded)],
    });
    const lines = `${knownLinesCookieName('stride-en-us')}=${encodeKnownLines([`SRN155750|${UPC_B}|3||`])}`;
    await post({ ...ITEM, qty: '2', known: [`SRN155750|${UPC_A}|1|`] }, { cookie: `${WITH_BASKET}; ${lines}` });
    expect(fake.callsTo('/cart/v1/item').map((call) => call.body)).toEqual([
      { cartId: 'basket-2', productId: 'SRN155750', upc: UPC_A, qty: 1 },
    ]);
  });

  it('BSK404 after a sign-in merge: the account cart is used as it is (nothing added twice)', async () => {
    const account = cartAnswer({ basketId: 'account' }, [cartItem({ id: 'acc-1' })]);
    const fake = api({
      'POST /cart/v1/item': [apiError(404, 'BSK404'), Response.json(account)],
      'POST /cart/v1/cart': [Response.json(account)],
    });
    const result = await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A }, { product: true });
    expect(result.data).toMatchObject({ ok: true });
    expect(fake.callsTo('/cart/v1/item').map((call) => (call.body as { cartId: string }).cartId)).toEqual([
      'basket-1',
      'account',
    ]);
  });

  it('AUT498: the stored cart is cleared and the page asked to reload', async () => {
    api({ 'PUT /cart/v1/cart/basket-1/item': [apiError(401, 'AUT498')] });
    const result = await post({ ...ITEM, qty: '2' });
    expect(problemOf(result)).toMatchObject({ errorId: 'AUT498', reload: true, title: 'Your session has ended' });
    expect(result.cookies.some((c) => c.startsWith(`${BASKET}=;`) && c.includes('Max-Age=0'))).toBe(true);
  });

  it('update-item with a quantity no stepper sends comes back to the cart, said at the line (recheck #7)', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({}, [cartItem({ qty: 3, maxQty: 999_999 })]))],
    });
    // Past the line's maximum, with and without JavaScript: INV408's message, as the api says it; the cart unchanged.
    for (const fetcher of [true, false]) {
      const result = await post({ ...ITEM, qty: '1000000', seen: '3' }, { fetcher });
      expect(result.status).toBe(200);
      expect(problemOf(result)).toMatchObject({
        errorId: 'INV408',
        title: 'Quantity limit reached',
        message: 'You can add up to 999,999 of this item.',
        placement: 'item',
        itemId: 'item-1',
        maxAllowedQty: 999_999,
      });
    }
    // Not a number: it says what to enter.
    expect(problemOf(await post({ ...ITEM, qty: 'lots' }, { fetcher: false }))).toMatchObject({
      message: 'Please enter a number, for example 1.',
      placement: 'item',
      itemId: 'item-1',
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')).toHaveLength(0);
  });

  it('a malformed add from the product page comes back to its form, with and without JavaScript, and calls nothing', async () => {
    const fake = api({});
    const ADD = { intent: 'add-item', productId: 'SRN155750', upc: UPC_A };
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { ...ADD, qty: 'abc' },
        { title: 'We couldn’t update your cart', message: QTY_MESSAGE },
      ],
      [{ ...ADD, qty: '-1' }, { message: QTY_MESSAGE }],
      [{ ...ADD, qty: '0' }, { message: QTY_MESSAGE }],
      [{ ...ADD, qty: '1.5' }, { message: QTY_MESSAGE }],
      [{ ...ADD, qty: '1e9' }, { message: QTY_MESSAGE }],
      [{ ...ADD, qty: '' }, { message: QTY_MESSAGE }],
      [
        { ...ADD, qty: '100' },
        { title: 'Quantity limit reached', message: 'You can add up to 99 of this item at a time.' },
      ],
      [{ intent: 'add-item', productId: 'SRN155750' }, { message: 'Choose a size to add this item to your cart.' }],
      [{ ...ADD, upc: ' ' }, { message: 'Choose a size to add this item to your cart.' }],
      [{ ...ADD, upc: 'nope' }, { message: 'This couldn’t be sent. Please reload the page and try again.' }],
      [{ ...ADD, productId: '' }, { message: 'This couldn’t be sent. Please reload the page and try again.' }],
      [
        { ...ADD, storeId: 'x'.repeat(21) },
        { message: 'This couldn’t be sent. Please reload the page and try again.' },
      ],
    ];
    for (const [fields, said] of cases) {
      for (const fetcher of [true, false]) {
        const result = await post(fields, { fetcher, product: true });
        expect(result.status, JSON.stringify(fields)).toBe(400);
        expect(result.data?.intent).toBe('add-item');
        expect(problemOf(result), JSON.stringify(fields)).toMatchObject({
          errorId: 'API400',
          placement: 'form',
          ...said,
        });
      }
    }
    expect(fake.calls.filter((call) => !call.path.startsWith('/sites/v1/sites/'))).toEqual([]);
  });

  it('a malformed post is a 400, never a call', async () => {
    const fake = api({});
    await expect(
      post({ intent: 'update-item', itemId: 'x', upc: 'nope', productId: 'P', qty: '1' }),
    ).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(fake.callsTo('/cart')).toHaveLength(0);
  });
});

describe('cart loaders', () => {
  async function load(cookie: string) {
    const request = new Request(`${BASE}/en-us/cart`, { headers: { cookie } });
    const context = contextFor();
    const args = { request, params: { locale: 'en-us' }, context };
    const page = (await cartLoader(args as never)) as unknown as { data: CartPageData };
    return { page: page.data, cookies: sessionFor(getRequestContext(context), request).commitCookies() };
  }

  it('the cart page reads the stored cart; a guest without one costs no cart call', async () => {
    const fake = api({ 'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer())] });
    const { page } = await load(WITH_BASKET);
    expect(page.cart?.basketId).toBe('basket-1');
    // The date in the site's country (US: New York), for the deliveries' arrival dates.
    expect(page.today).toBe(todayIn('US', new Date()));
    // Named with the brand like every other page, so a tab or the history says which shop it is.
    expect(page.title).toBe('Your cart | Stride');
    const none = await load(GUEST);
    expect(none.page.cart).toBeNull();
    expect(fake.callsTo('/cart')).toHaveLength(1);
  });

  it('the cart page keeps its lines in a cookie for its posts made without JavaScript, written when they change', async () => {
    const NAME = knownLinesCookieName('stride-en-us');
    const cart = cartAnswer({}, [cartItem(), cartItem({ id: 'item-2', upc: UPC_B, qty: 2 })]);
    api({
      'GET /cart/v1/cart/basket-1': [Response.json(cart), Response.json(cart), Response.json(cartAnswer({}, []))],
    });
    const first = await load(WITH_BASKET);
    const kept = first.cookies.find((c) => c.startsWith(`${NAME}=`));
    expect(kept).toMatch(/; Path=\/en-us\/cart; /);
    expect(kept).toContain('HttpOnly');
    const value = /^[^=]+=([^;]*)/.exec(kept ?? '')?.[1] ?? '';
    expect(readKnownLines(`${NAME}=${value}`, 'stride-en-us')).toEqual(knownItems(cart));
    // Unchanged: nothing written; the cart emptied: cleared.
    const again = await load(`${WITH_BASKET}; ${NAME}=${value}`);
    expect(again.cookies.some((c) => c.startsWith(`${NAME}=`))).toBe(false);
    const emptied = await load(`${WITH_BASKET}; ${NAME}=${value}`);
    expect(emptied.cookies.find((c) => c.startsWith(`${NAME}=`))).toMatch(/^[^=]+=; Path=\/en-us\/cart; Max-Age=0/);
  });

  it('the root loader counts units only when a basket is stored', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({}, [cartItem({ qty: 3 })]))],
      'GET /catalog/v1/catalog': [Response.json({ categories: [] })],
    });
    const rootFor = async (cookie: string) => {
      const request = new Request(`${BASE}/en-us`, { headers: { cookie } });
      const result = (await rootLoader({
        request,
        params: { locale: 'en-us' },
        context: contextFor(),
      } as never)) as unknown as {
        data: { cartCount: number | null };
      };
      return result.data.cartCount;
    };
    expect(await rootFor(WITH_BASKET)).toBe(3);
    expect(await rootFor(GUEST)).toBeNull();
    expect(fake.callsTo('/cart')).toHaveLength(1);
    // A count raises no stock notices (decision 0018: inventorySupplyCheck=false).
    expect(fake.callsTo('/cart')[0]?.path).toBe('/cart/v1/cart/basket-1?inventorySupplyCheck=false');
  });

  it('a signed-in shopper whose browser stores no basket: the header counts the account’s cart, stored from then on', async () => {
    const fake = api({
      'POST /cart/v1/cart': [Response.json(cartAnswer({ basketId: 'account-cart' }, [cartItem({ qty: 2 })]))],
      'GET /catalog/v1/catalog': [Response.json({ categories: [] })],
    });
    const { data } = await rootData(browserCookies(tokenAnswer('Registered')));
    expect(data.cartCount).toBe(2);
    expect(data.flashToast).toBeNull();
    expect(fake.callsTo('/cart/v1/cart')).toHaveLength(1);
  });

  /** The root loader's data for a request with `cookie`. */
  async function rootData(cookie: string) {
    const request = new Request(`${BASE}/en-us`, { headers: { cookie } });
    const result = (await rootLoader({ request, params: { locale: 'en-us' }, context: contextFor() } as never)) as {
      data: { cartCount: number | null; flashToast: { message: string; kind: string } | null };
    };
    return result;
  }

  it('a stored cart that is gone (BSK404): a new one takes its place and the page says the cart expired', async () => {
    api({
      'GET /cart/v1/cart/basket-1': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(cartAnswer({ basketId: 'basket-2' }, []))],
      'GET /catalog/v1/catalog': [Response.json({ categories: [] })],
    });
    const { data } = await rootData(WITH_BASKET);
    expect(data.cartCount).toBe(0);
    expect(data.flashToast).toMatchObject({ kind: 'info', message: 'cart.toast.expired' });
  });

  it('a signed-in shopper whose stored (guest) basket went into an empty account cart: no expiry either', async () => {
    api({
      'GET /cart/v1/cart/basket-1': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(cartAnswer({ basketId: 'account-cart' }, []))],
      'GET /catalog/v1/catalog': [Response.json({ categories: [] })],
    });
    const { data } = await rootData(`${browserCookies(tokenAnswer('Registered'))}; ${BASKET}=basket-1`);
    expect(data.cartCount).toBe(0);
    expect(data.flashToast).toBeNull();
  });

  it('a cart gone because it went into the account at sign-in is no expired cart', async () => {
    api({
      'GET /cart/v1/cart/basket-1': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(cartAnswer({ basketId: 'account-cart' }, [cartItem({ qty: 2 })]))],
      'GET /catalog/v1/catalog': [Response.json({ categories: [] })],
    });
    const { data } = await rootData(WITH_BASKET);
    expect(data.cartCount).toBe(2);
    expect(data.flashToast).toBeNull();
  });

  it('the shopper summary of a cached page says so too', async () => {
    api({
      'GET /cart/v1/cart/basket-1': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(cartAnswer({ basketId: 'basket-2' }, []))],
    });
    const request = new Request(`${BASE}/en-us/shopper`, { headers: { cookie: WITH_BASKET } });
    const response = (await shopperLoader({
      request,
      params: { locale: 'en-us' },
      context: contextFor(),
    } as never)) as Response;
    expect(await response.json()).toMatchObject({ cartCount: 0, cartExpired: true });
  });
});
