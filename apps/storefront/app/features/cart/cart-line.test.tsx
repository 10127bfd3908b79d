import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartMain } from './cart-main.tsx';
import { cartAnswer, cartItem } from './cart-test-kit.ts';

function renderCart(items: Parameters<typeof cartAnswer>[1]) {
  const Stub = createRoutesStub([
    {
      path: '/en-us/cart',
      Component: () => (
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartMain cart={cartAnswer({}, items)} layout="page" locale="en-us" />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us/cart']} />);
}

describe('cart line prices', () => {
  it('shows a marked-down line’s list price for its whole quantity beside the line’s total', () => {
    const html = renderCart([
      cartItem({
        qty: 2,
        price: { current: 9900, original: 13000, amount: 19800, priceWithoutTaxPerUnit: 9900, proratedPrice: 19800 },
      }),
    ]);
    expect(html).toContain('$198.00');
    expect(html).toMatch(/Reduced from(<!-- -->)? <s><span data-amount="26000"[^>]*>\$260\.00<\/span><\/s>/);
    expect(html).not.toContain('$130.00');
  });
});
