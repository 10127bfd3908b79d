import type { Cart } from '@outsole/contracts/cart';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartMain } from './cart-main.tsx';
import { cartAnswer, cartItem } from './cart-test-kit.ts';
import { knownItems } from './cart-view.ts';
import {
  encodeKnownLines,
  knownLinesCookie,
  knownLinesCookieName,
  MAX_VALUE_LENGTH,
  readKnownLines,
} from './known-lines.server.ts';

/** A cart of `count` lines, each its own product and size (MAX_CART_LINES is 100). */
function cartOf(count: number): Cart {
  const items = Array.from({ length: count }, (_, index) =>
    cartItem({
      id: `item-${index}`,
      productId: `SRN${String(155_000 + index)}`,
      upc: String(100_000_000_000 + index * 7),
      name: `Lumen ${index} Running Shoe`,
    }),
  );
  return cartAnswer({}, items);
}

function renderCart(cart: Cart): string {
  const intl = pageIntl('en-US', enUS);
  const Stub = createRoutesStub([
    {
      path: '/en-us/cart',
      Component: () => (
        <IntlProvider value={intl}>
          <CartMain cart={cart} layout="page" locale="en-us" />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us/cart']} />);
}

const hiddenInputs = (html: string) => html.match(/<input[^>]*type="hidden"/g)?.length ?? 0;

describe('the cart page grows with its lines, not their square (findings t2-F8)', () => {
  it('100 lines: no line list in any form, a bounded number of hidden inputs a line, twice the markup of 50', () => {
    const fifty = renderCart(cartOf(50));
    const hundred = renderCart(cartOf(100));
    // Before: every form (about 4 a line) carried one `known` input per line, 40,200 inputs and 3.9 MB at 100. Now
    // each form carries its own fields only (about 24 a line: intent, redirectTo, the line's ids…), 770 KB at 100.
    expect(hundred).not.toContain('name="known"');
    expect(hiddenInputs(hundred)).toBeLessThan(30 * 100);
    expect(hundred.length).toBeLessThan(1_000_000);
    expect(hundred.length / fifty.length).toBeLessThan(2.2);
    expect(hiddenInputs(hundred) / hiddenInputs(fifty)).toBeLessThan(2.2);
  });
});

describe('the cart page’s lines kept for a post made without JavaScript (known-lines.server.ts)', () => {
  const SCOPE = { siteId: 'stride-en-us', locale: 'en-us' };
  const NAME = knownLinesCookieName('stride-en-us');
  const valueOf = (setCookie: string | null) => /^[^=]+=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';

  it('100 lines fit one cookie, sent only to the cart page, and read back as they were', () => {
    const entries = knownItems(cartOf(100));
    const setCookie = knownLinesCookie(null, SCOPE, entries, true);
    expect(setCookie).toMatch(
      new RegExp(`^${NAME}=[A-Za-z0-9_-]+; Path=/en-us/cart; Max-Age=\\d+; HttpOnly; SameSite=Lax; Secure$`),
    );
    expect(valueOf(setCookie).length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
    expect(readKnownLines(`${NAME}=${valueOf(setCookie)}`, 'stride-en-us')).toEqual(entries);
  });

  it('is written only when the lines change, and cleared when the cart has none', () => {
    const entries = knownItems(cartOf(2));
    const held = `${NAME}=${encodeKnownLines(entries)}`;
    expect(knownLinesCookie(held, SCOPE, entries, false)).toBeNull();
    expect(knownLinesCookie(null, SCOPE, [], false)).toBeNull();
    expect(knownLinesCookie(held, SCOPE, entries.slice(1), false)).toMatch(new RegExp(`^${NAME}=[A-Za-z0-9_-]+;`));
    expect(knownLinesCookie(held, SCOPE, [], false)).toMatch(new RegExp(`^${NAME}=; Path=/en-us/cart; Max-Age=0`));
  });

  it('lines past what a cookie holds are left out from the end; a value that does not read is no line', () => {
    const long = Array.from({ length: 60 }, (_, index) => `P${index}|${'x'.repeat(12)}|1||${'a'.repeat(200 + index)}`);
    const random = long.map((entry) => `${entry}${Math.random().toString(36).repeat(4)}`);
    const value = encodeKnownLines(random);
    expect(value.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
    const kept = readKnownLines(`${NAME}=${value}`, 'stride-en-us');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(random.slice(0, kept.length));
    for (const bad of ['', 'not base64!', 'AAAA', 'x'.repeat(MAX_VALUE_LENGTH + 1)])
      expect(readKnownLines(`${NAME}=${bad}`, 'stride-en-us')).toEqual([]);
  });
});
