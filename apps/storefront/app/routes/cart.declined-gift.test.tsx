import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CartMain } from '#app/features/cart/cart-main.tsx';
import { cartAnswer, cartItem, UPC_A } from '#app/features/cart/cart-test-kit.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { apiError, isolateSessionTests } from '#app/lib/session/session-test-kit.ts';
import { cartApi as api, postToCart as post, problemOf } from './cart-route.test-kit.ts';

/** A gift with purchase the shopper removes and takes back (decision 0046): the cart's notice and `take-gift`. */

const SOCKS = {
  promotionId: 'stride-en-us-gift',
  promotionName: 'Free socks over $150',
  productId: 'SAC100200',
  name: 'Strata 8 Socks',
  productImageURL: '/images/products/SAC100200/001/side.svg',
  qty: 1,
};

function render(cart: ReturnType<typeof cartAnswer>) {
  const Stub = createRoutesStub([
    {
      path: '/en-us/cart',
      Component: () => (
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartMain cart={cart} layout="page" locale="en-us" />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us/cart']} />).replaceAll('<!-- -->', '');
}

isolateSessionTests();

describe('a gift with purchase removed and taken back', () => {
  it('a gift line has Remove (no quantity), and a removed gift is said with "Add it back"', () => {
    const gift = cartItem({ id: 'gift-1', name: 'Strata 8 Socks', bonus: true, upc: UPC_A });
    const withGift = render(cartAnswer({}, [cartItem(), gift]));
    expect(withGift).toContain('aria-label="Remove Strata 8 Socks, size 10, width D"');
    expect(withGift).not.toContain('aria-label="Quantity of Strata 8 Socks"');
    expect(withGift).toMatch(
      /name="intent" value="remove-item"\/><input type="hidden" name="redirectTo"[^>]*\/><input type="hidden" name="itemId" value="gift-1"/,
    );
    expect(withGift).not.toContain('take-gift');

    const removed = render(cartAnswer({ declinedGifts: [SOCKS] }, [cartItem()]));
    expect(removed).toContain('You removed your free gift, Strata 8 Socks.');
    expect(removed).toMatch(
      /action="\/en-us\/cart" method="post"><input type="hidden" name="intent" value="take-gift"\/>.*?<input type="hidden" name="promotionId" value="stride-en-us-gift"\/>/,
    );
    // Named by its words, described by the notice (which names the gift).
    const described = removed.match(/<span id="([^"]+)">You removed your free gift/)?.[1];
    expect(described).toBeTruthy();
    expect(removed).toMatch(new RegExp(`aria-describedby="${described}"[^>]*>Add it back</button>`));
  });

  it('take-gift takes it back through PUT …/bonus, and says so', async () => {
    const back = cartAnswer({}, [cartItem(), cartItem({ id: 'gift-1', bonus: true })]);
    const fake = api({ 'PUT /cart/v1/cart/basket-1/bonus': [Response.json(back)] });
    const result = await post({ intent: 'take-gift', promotionId: 'stride-en-us-gift' });
    expect(result.data).toMatchObject({
      ok: true,
      intent: 'take-gift',
      notice: 'Your free gift is back in your cart.',
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1/bonus').map((call) => [call.method, call.body])).toEqual([
      ['PUT', { promotionId: 'stride-en-us-gift', declined: false }],
    ]);
  });

  it('a refusal is a problem to show at the notice; a malformed post is a 400, never a call', async () => {
    api({ 'PUT /cart/v1/cart/basket-1/bonus': [apiError(400, 'API400')] });
    expect(problemOf(await post({ intent: 'take-gift', promotionId: 'stride-en-us-gift' }))).toMatchObject({
      errorId: 'API400',
    });
    const fake = api({});
    for (const promotionId of ['', 'x'.repeat(65)]) {
      await expect(post({ intent: 'take-gift', promotionId })).rejects.toMatchObject({ init: { status: 400 } });
    }
    await expect(post({ intent: 'take-gift' })).rejects.toMatchObject({ init: { status: 400 } });
    expect(fake.callsTo('/cart')).toHaveLength(0);
  });

  it('BSK404: the cart made again has turned nothing down, so it is the answer, with no call to take it back', async () => {
    const fresh = cartAnswer({ basketId: 'basket-2' }, []);
    const readded = cartAnswer({ basketId: 'basket-2' }, [cartItem()]);
    const fake = api({
      'PUT /cart/v1/cart/basket-1/bonus': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(fresh)],
      'POST /cart/v1/item': [Response.json(readded)],
    });
    const result = await post({
      intent: 'take-gift',
      promotionId: 'stride-en-us-gift',
      known: [`SRN155750|${UPC_A}|1|`],
    });
    expect(result.data).toMatchObject({ ok: true, cart: { basketId: 'basket-2' } });
    expect(fake.callsTo('/cart/v1/cart/basket-2/bonus')).toHaveLength(0);
  });
});
