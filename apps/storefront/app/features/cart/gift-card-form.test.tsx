import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartMain } from './cart-main.tsx';
import { cartAnswer, cartItem } from './cart-test-kit.ts';
import type { CartActionResult } from './cart-types.ts';
import { GiftCardForm } from './gift-card-form.tsx';

/** A digital gift card: its product page form and its cart line, as the server renders them. */
function render(node: ReactNode, path = '/en-us/p/digital-gift-card-GIFTCARDS') {
  const Stub = createRoutesStub([
    { path, Component: () => <IntlProvider value={pageIntl('en-US', enUS)}>{node}</IntlProvider> },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

const AMOUNTS = [
  { upc: '089000000013', price: 2_500 },
  { upc: '089000000020', price: 5_000 },
  { upc: '089000000037', price: 10_000 },
];

function labelFor(html: string, text: string): string {
  return new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${text}</label>`).exec(html)?.[1] ?? '';
}

function tagWithId(html: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]*\\sid="${id.replaceAll(':', '\\:')}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('gift card form on the product page', () => {
  it('asks for the amount, the recipient’s email (required), to, from and a message, and posts add-item', () => {
    const html = render(<GiftCardForm productId="GIFTCARDS" amounts={AMOUNTS} currency="USD" locale="en-us" />);
    expect(html).toContain('name="intent" value="add-item"');
    expect(html).toContain('name="productId" value="GIFTCARDS"');
    expect(html).toContain('name="digital" value="1"');
    // The amounts: a required radio group under its legend, each labelled by its price.
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Amount<\/legend>/);
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(3);
    for (const radio of radios) {
      expect(radio).toContain('name="upc"');
      expect(radio).toContain('required');
    }
    expect(html).toMatch(/<label[^>]*><input type="radio"[^>]*value="089000000020"[^>]*\/><span[^>]*>\$50\.00<\/span>/);
    const email = tagWithId(html, labelFor(html, 'Recipient’s email'));
    expect(email).toContain('type="email"');
    expect(email).toContain('required');
    expect(email).toMatch(/aria-describedby="[^"]+"/);
    expect(html).toContain('We’ll email the gift card to this address with your message.');
    expect(tagWithId(html, labelFor(html, 'To'))).toContain('name="to"');
    expect(tagWithId(html, labelFor(html, 'From'))).toContain('name="from"');
    expect(tagWithId(html, labelFor(html, 'Gift message'))).toContain('maxLength="300"');
    expect(html).toContain('300 characters left');
    expect(html).toContain('>Add to cart<');
  });

  it('starts on the amount the page’s address names (each amount’s offer in the JSON-LD links to it)', () => {
    const html = render(
      <GiftCardForm productId="GIFTCARDS" amounts={AMOUNTS} currency="USD" chosen="089000000020" locale="en-us" />,
    );
    const checked = (html.match(/<input type="radio"[^>]*>/g) ?? []).filter((radio) => radio.includes('checked'));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="089000000020"');
  });

  it('a failed post without JavaScript shows the field’s message and keeps the amount and what was typed', () => {
    const actionData: CartActionResult = {
      intent: 'add-item',
      ok: false,
      problem: {
        errorId: 'API400',
        title: 'Something went wrong',
        message: 'Please check the highlighted fields.',
        placement: 'form',
        fields: { email: 'Please enter a valid email address.' },
        values: { upc: '089000000037', email: 'ann@', to: 'Ann', message: 'Hi' },
      },
    };
    const html = render(
      <GiftCardForm productId="GIFTCARDS" amounts={AMOUNTS} currency="USD" locale="en-us" actionData={actionData} />,
    );
    const checked = (html.match(/<input type="radio"[^>]*>/g) ?? []).filter((radio) => radio.includes('checked'));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="089000000037"');
    const email = tagWithId(html, labelFor(html, 'Recipient’s email'));
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('value="ann@"');
    expect(html).toContain('Please enter a valid email address.');
    expect(tagWithId(html, labelFor(html, 'To'))).toContain('value="Ann"');
    expect(html).toContain('298 characters left');
  });
});

describe('a digital gift card in the cart', () => {
  const CARD_LINE = cartItem({
    id: 'card-1',
    productId: 'GIFTCARDS',
    name: 'Digital Gift Card',
    upc: '089000000020',
    isDigitalProduct: true,
    gift: true,
    giftOption: { email: 'ann@example.com', to: 'Ann', message: 'Happy birthday' },
    giftBox: { offered: false, unitPrice: 500, amount: 0 },
    shipmentId: 'digital',
    variants: { colourCode: '001', size: 'OS', width: null },
    shippingOptions: {
      selected: 'digital',
      available: ['digital'],
      shippingMethod: { code: 'digital', label: 'Email delivery', deliveryTime: 'same day', price: 0 },
      storeInfo: null,
    },
  });

  it('shows the recipient, in the email delivery group, with no size and no save for later', () => {
    const html = render(<CartMain cart={cartAnswer({}, [CARD_LINE])} layout="page" locale="en-us" />, '/en-us/cart');
    expect(html).toMatch(/<h2[^>]*>Email delivery/);
    expect(html).toMatch(/<dt[^>]*>Recipient’s email<\/dt><dd[^>]*>ann@example\.com<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>To<\/dt><dd[^>]*>Ann<\/dd>/);
    expect(html).not.toContain('Size OS');
    expect(html).not.toContain('Save for later');
    // Its gift options edit the recipient; no gift box is offered.
    expect(html).toContain('aria-label="Edit gift options for Digital Gift Card"');
    expect(html).not.toContain('name="giftBox"');
    // Not among the lines re-added after a lost cart (it needs its recipient).
    expect(html).not.toContain('value="GIFTCARDS|089000000020|1|"');
  });
});
