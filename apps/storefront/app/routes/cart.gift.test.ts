import { describe, expect, it } from 'vitest';

import { cartAnswer, cartItem, UPC_A } from '#app/features/cart/cart-test-kit.ts';
import type { CartActionResult } from '#app/features/cart/cart-types.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import { apiError, BASE, isolateSessionTests } from '#app/lib/session/session-test-kit.ts';
import { action as productAction } from './product.tsx';
import {
  cartApi as api,
  GUEST_WITH_BASKET as WITH_BASKET,
  postToCart as post,
  problemOf,
} from './cart-route.test-kit.ts';

/** The "add gift option" dialog's post on the cart route (issue 5): `intent=set-gift`. */

const PUT = 'PUT /cart/v1/cart/basket-1/item';
const ITEM = { intent: 'set-gift', itemId: 'item-1', upc: UPC_A, productId: 'SRN155750' };

const GIFTED = cartAnswer({}, [
  cartItem({
    gift: true,
    giftOption: { to: 'Ann', from: 'Bo', message: 'Happy birthday' },
    isGiftBoxSelected: true,
    giftBox: { offered: true, unitPrice: 500, amount: 500 },
  }),
]);

isolateSessionTests();

describe('set-gift', () => {
  it('saves the card and the box: gift true, the card trimmed with line breaks as LF, the box ticked', async () => {
    const fake = api({ [PUT]: [Response.json(GIFTED)] });
    const result = await post({
      ...ITEM,
      gift: '1',
      to: ' Ann ',
      from: 'Bo',
      message: 'Happy\r\nbirthday ',
      giftBox: '1',
    });
    expect(result.data).toMatchObject({ ok: true, intent: 'set-gift', notice: 'Your gift options were saved.' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')[0]?.body).toEqual({
      itemId: 'item-1',
      gift: true,
      giftOption: { to: 'Ann', from: 'Bo', message: 'Happy\nbirthday' },
      isGiftBoxSelected: true,
    });
  });

  it('a gift without a card or box sends giftOption null and no box', async () => {
    const fake = api({ [PUT]: [Response.json(GIFTED)] });
    await post({ ...ITEM, gift: '1', to: '', from: ' ', message: '' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')[0]?.body).toEqual({
      itemId: 'item-1',
      gift: true,
      giftOption: null,
      isGiftBoxSelected: false,
    });
  });

  it.each([
    ['the remove button', { gift: '1', remove: '1', to: 'Ann', giftBox: '1' }],
    // Unticked with the details cleared: ticked with details, it is refused (below).
    ['the gift box unticked', { hadGift: '1' }],
  ])('%s turns the gift off (the api clears card and box)', async (_case, fields) => {
    const fake = api({ [PUT]: [Response.json(cartAnswer())] });
    const result = await post({ ...ITEM, ...fields });
    expect(result.data).toMatchObject({ ok: true, notice: 'Your gift options were removed.' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')[0]?.body).toEqual({ itemId: 'item-1', gift: false });
  });

  it('a digital gift card keeps its recipient: always a gift, the email sent, never a box', async () => {
    const fake = api({ [PUT]: [Response.json(GIFTED)] });
    await post({ ...ITEM, digital: '1', gift: '1', email: ' ann@example.com ', to: 'Ann', giftBox: '1' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')[0]?.body).toEqual({
      itemId: 'item-1',
      gift: true,
      giftOption: { to: 'Ann', email: 'ann@example.com' },
    });
  });

  it('API400 naming a card field: shown at that field in the dialog, with what was typed', async () => {
    const invalid = Response.json(
      {
        errorDetails: [
          {
            errorId: 'API400',
            message: 'Too big: expected string to have <=300 characters',
            field: 'body.giftOption.message',
          },
          { errorId: 'API400', message: 'to must be one line of text', field: 'body.giftOption.to' },
        ],
        correlationId: 'api-corr',
      },
      { status: 400 },
    );
    api({ [PUT]: [invalid] });
    const result = await post({ ...ITEM, gift: '1', to: 'Ann', message: 'x'.repeat(301), giftBox: '1' });
    expect(result.status).toBe(200);
    expect(problemOf(result)).toMatchObject({
      errorId: 'API400',
      placement: 'gift',
      itemId: 'item-1',
      title: 'We couldn’t save your gift options',
      message: 'Please check the highlighted fields.',
      fields: {
        message: 'Please enter up to 300 characters.',
        to: 'Please enter up to 100 characters on one line.',
      },
      values: { gift: '1', giftBox: '1', to: 'Ann', message: 'x'.repeat(301) },
    });
  });

  it('text the api would refuse: every field marked at once with what is wrong, and nothing posted', async () => {
    const fake = api({ [PUT]: [Response.json(GIFTED)] });
    const result = await post({ ...ITEM, gift: '1', to: 'Ann\u202Egnp', from: '\u200B', message: 'Hi\u0007there' });
    expect(problemOf(result)).toMatchObject({
      errorId: 'API400',
      placement: 'gift',
      itemId: 'item-1',
      message: 'Please check the highlighted fields.',
      fields: {
        to: 'Please type this again without hidden characters (they often come with copy and paste).',
        from: 'Please enter visible text, or leave this field empty.',
        message: 'Please type this again without hidden characters (they often come with copy and paste).',
      },
      values: { to: 'Ann\u202Egnp', from: '\u200B', message: 'Hi\u0007there' },
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')).toHaveLength(0);
    // Real names and messages in any script still go through; removing the options is never held up.
    await post({ ...ITEM, gift: '1', to: 'Zoë O’Brien 山田 👩‍👩‍👧', message: 'שלום\r\n🏳️‍🌈' });
    await post({ ...ITEM, remove: '1', to: '\u202E' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')).toHaveLength(2);
  });

  it('unticked with a recipient, message or box typed: refused at the checkbox, what was typed kept, nothing posted (tester t1)', async () => {
    const fake = api({ [PUT]: [Response.json(GIFTED)] });
    for (const typed of [{ to: 'Alex' }, { message: 'Happy birthday' }, { giftBox: '1' }] as Record<string, string>[]) {
      const problem = problemOf(await post({ ...ITEM, ...typed }));
      expect(problem).toMatchObject({
        errorId: 'API400',
        placement: 'gift',
        itemId: 'item-1',
        message: 'Tick “This item is a gift” to save the recipient, message or gift box, or clear them.',
        fields: { gift: 'Tick “This item is a gift” to save the recipient, message or gift box, or clear them.' },
        values: { gift: '0', ...typed },
      });
    }
    expect(fake.callsTo('/cart/v1/cart/basket-1/item')).toHaveLength(0);
  });

  it('unticked and saved: “removed” only when the line had gift options, else that none were added', async () => {
    const fake = api({ [PUT]: [Response.json(GIFTED), Response.json(GIFTED)] });
    expect((await post({ ...ITEM, hadGift: '1' })).data).toMatchObject({
      ok: true,
      notice: 'Your gift options were removed.',
    });
    expect((await post({ ...ITEM, to: ' ' })).data).toMatchObject({ ok: true, notice: 'No gift options were added.' });
    expect(fake.callsTo('/cart/v1/cart/basket-1/item').map((call) => call.body)).toEqual([
      { itemId: 'item-1', gift: false },
      { itemId: 'item-1', gift: false },
    ]);
  });

  it('GWP403 (a free gift) is the dialog’s too, with the catalogue’s message', async () => {
    api({ [PUT]: [apiError(400, 'GWP403')] });
    const problem = problemOf(await post({ ...ITEM, gift: '1' }));
    expect(problem).toMatchObject({ errorId: 'GWP403', placement: 'gift', itemId: 'item-1' });
    expect(problem.fields).toBeUndefined();
  });

  it('without JavaScript: success is a 303 to the line’s gift link with a toast', async () => {
    api({ [PUT]: [Response.json(GIFTED)] });
    const result = await post({ ...ITEM, gift: '1', to: 'Ann', redirectTo: '/en-us/cart' }, { fetcher: false });
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe('/en-us/cart#gift-item-1');
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith('outsole_flash='))).toBe(true);
  });

  it('refuses a post without the line or with an unknown checkbox value (400)', async () => {
    api({});
    await expect(post({ intent: 'set-gift', gift: '1' })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(post({ ...ITEM, gift: 'yes' })).rejects.toMatchObject({ init: { status: 400 } });
  });
});

describe('add-item of a digital gift card', () => {
  const CARD = { intent: 'add-item', productId: 'GIFTCARDS', upc: '089000000013', digital: '1' };

  async function postToProduct(fields: Record<string, string>) {
    const request = new Request(`${BASE}/en-us/p/digital-gift-card-GIFTCARDS.data`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { cookie: WITH_BASKET, origin: BASE },
    });
    const context = createLoadContext({
      config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test' }),
      nonce: 'n',
      correlationId: 'corr-gift-card',
      clientIp: '198.51.100.7',
    });
    const args = { request, params: { locale: 'en-us', product: 'digital-gift-card-GIFTCARDS' }, context };
    const result = (await productAction(args as never)) as { data: CartActionResult };
    return result.data;
  }

  it('sends the recipient and the card with the item', async () => {
    const fake = api({ 'POST /cart/v1/item': [Response.json(GIFTED)] });
    const result = await postToProduct({
      ...CARD,
      email: ' ann@example.com ',
      to: 'Ann',
      from: '',
      message: 'Happy\r\nbirthday',
    });
    expect(result).toMatchObject({ ok: true, intent: 'add-item' });
    expect(fake.callsTo('/cart/v1/item')[0]?.body).toEqual({
      cartId: 'basket-1',
      productId: 'GIFTCARDS',
      upc: '089000000013',
      qty: 1,
      giftOption: { email: 'ann@example.com', to: 'Ann', message: 'Happy\nbirthday' },
    });
  });

  it('any other product is added without a card, whatever the post carries', async () => {
    const fake = api({ 'POST /cart/v1/item': [Response.json(GIFTED)] });
    await postToProduct({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A, email: 'ann@example.com' });
    expect(fake.callsTo('/cart/v1/item')[0]?.body).toEqual({
      cartId: 'basket-1',
      productId: 'SRN155750',
      upc: UPC_A,
      qty: 1,
    });
  });

  it('a recipient that only looks like another address is said so at the field, before posting (t2-F5)', async () => {
    const fake = api({ 'POST /cart/v1/item': [Response.json(GIFTED)] });
    const result = await postToProduct({ ...CARD, email: 'shopper@xn--exampl-8of.com', to: 'Ann' });
    expect(result).toMatchObject({
      ok: false,
      problem: {
        placement: 'form',
        fields: { email: expect.stringContaining('mixes letters of different alphabets') },
        values: { email: 'shopper@xn--exampl-8of.com' },
      },
    });
    expect(fake.callsTo('/cart/v1/item')).toHaveLength(0);
  });

  it('API400 on the email: shown at the field, with the amount and what was typed', async () => {
    const invalid = Response.json(
      {
        errorDetails: [
          { errorId: 'API400', message: 'Please enter the recipient’s email.', field: 'body.giftOption.email' },
        ],
        correlationId: 'api-corr',
      },
      { status: 400 },
    );
    api({ 'POST /cart/v1/item': [invalid] });
    const result = await postToProduct({ ...CARD, email: '', to: 'Ann' });
    expect(result).toMatchObject({
      ok: false,
      intent: 'add-item',
      problem: {
        errorId: 'API400',
        placement: 'form',
        message: 'Please check the highlighted fields.',
        fields: { email: 'Please enter a valid email address.' },
        values: { upc: '089000000013', email: '', to: 'Ann' },
      },
    });
  });
});
