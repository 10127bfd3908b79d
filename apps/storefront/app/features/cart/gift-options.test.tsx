import type { Cart } from '@outsole/contracts/cart';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartMain } from './cart-main.tsx';
import { cartAnswer, cartItem } from './cart-test-kit.ts';
import type { CartProblem } from './cart-types.ts';

/** The gift options of a cart line as the server renders them (before JavaScript: the dialog is a section). */
function render(
  cart: Cart,
  { layout = 'page', problem = null }: { layout?: 'page' | 'aside'; problem?: CartProblem | null } = {},
) {
  const Stub = createRoutesStub([
    {
      path: '/en-us/cart',
      Component: () => (
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartMain cart={cart} layout={layout} locale="en-us" problem={problem} />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us/cart']} />);
}

const BOX = { offered: true, unitPrice: 500, amount: 0 };
const PLAIN = cartAnswer({}, [cartItem({ giftBox: BOX })]);
const GIFTED = cartAnswer({ totals: { ...cartAnswer().totals, giftBox: 1000 } }, [
  cartItem({
    qty: 2,
    gift: true,
    giftOption: { to: 'Ann', from: 'Bo', message: 'Happy birthday' },
    isGiftBoxSelected: true,
    giftBox: { ...BOX, amount: 1000 },
  }),
]);

/** The element with this id and its attributes (`<tag … id="x" …>`). */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

function labelledControl(html: string, label: string): string {
  const forId = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  expect(forId, `a label "${label}"`).toBeDefined();
  return tagWithId(html, forId!.replaceAll(':', '\\:'));
}

describe('gift options on a cart line', () => {
  it('a line without a gift: the add link opens the #modal-gift dialog, its form posts set-gift', () => {
    const html = render(PLAIN);
    const link = tagWithId(html, 'gift-item-1');
    expect(link).toContain('href="#modal-gift-item-1"');
    expect(link).toContain('aria-label="Add gift options for Lumen 4 Running Shoe, size 10, width D"');
    expect(html).not.toContain('Gift box</dt>');
    // Before hydration the dialog is a section the hash targets, holding the same form.
    const section = tagWithId(html, 'modal-gift-item-1');
    expect(section).toContain('aria-label="Gift options"');
    expect(section).toContain('target:block');
    expect(html).toContain('action="/en-us/cart#modal-gift-item-1"');
    expect(html).toContain('name="intent" value="set-gift"');
    expect(labelledControl(html, 'This item is a gift')).toMatch(/type="checkbox"[^>]*name="gift"[^>]*checked/);
    expect(labelledControl(html, 'To')).toContain('maxLength="100"');
    expect(labelledControl(html, 'From')).toContain('name="from"');
    const message = labelledControl(html, 'Gift message');
    expect(message).toMatch(/^<textarea/);
    expect(message).toContain('maxLength="300"');
    // The character count describes the message field.
    const countId = /aria-describedby="([^"]+)"/.exec(message)?.[1] ?? '';
    expect(tagWithId(html, countId.replaceAll(':', '\\:'))).toBeTruthy();
    expect(html).toContain('300 characters left');
    const box = labelledControl(html, 'Add a gift box \\(\\$5\\.00 each\\)');
    expect(box).toContain('name="giftBox"');
    expect(box).not.toContain('checked');
    expect(html).toContain('>Save<');
    expect(html).not.toContain('Remove gift options');
  });

  it('a gift line shows its card and box, and the dialog starts from them with a remove button', () => {
    const html = render(GIFTED);
    expect(tagWithId(html, 'gift-item-1')).toContain(
      'aria-label="Edit gift options for Lumen 4 Running Shoe, size 10, width D"',
    );
    expect(html).toMatch(/<dt[^>]*>To<\/dt><dd[^>]*>Ann<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>From<\/dt><dd[^>]*>Bo<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Gift box<\/dt><dd[^>]*><span[^>]*>\$10\.00<\/span>/);
    expect(labelledControl(html, 'To')).toContain('value="Ann"');
    expect(html).toContain('>Happy birthday</textarea>');
    expect(html).toContain('286 characters left');
    expect(labelledControl(html, 'Add a gift box \\(\\$5\\.00 each\\)')).toContain('checked');
    expect(html).toContain('Remove gift options');
    // The order summary lists the boxes.
    expect(html).toMatch(/<dt>Gift boxes<\/dt><dd><span[^>]*>\$10\.00<\/span>/);
  });

  it('a failed post without JavaScript shows its messages at the fields, with what was typed', () => {
    const problem: CartProblem = {
      errorId: 'API400',
      title: 'We couldn’t save your gift options',
      message: 'Please check the highlighted fields.',
      placement: 'gift',
      itemId: 'item-1',
      fields: { to: 'Please enter up to 100 characters on one line.' },
      values: { gift: '1', giftBox: '0', to: 'Ann\tSmith', message: 'Hi' },
    };
    const html = render(PLAIN, { problem });
    const to = labelledControl(html, 'To');
    expect(to).toContain('aria-invalid="true"');
    expect(to).toContain('value="Ann\tSmith"');
    expect(html).toContain('Please enter up to 100 characters on one line.');
    expect(html).toMatch(/role="alert"[^>]*><p[^>]*>We couldn’t save your gift options/);
    expect(html).toContain('298 characters left');
  });

  it('the mini cart shows the gift but opens no dialog; a free gift has no gift options', () => {
    const aside = render(GIFTED, { layout: 'aside' });
    expect(aside).toMatch(/<dt[^>]*>To<\/dt><dd[^>]*>Ann<\/dd>/);
    expect(aside).not.toContain('modal-gift-');
    const bonus = render(cartAnswer({}, [cartItem({ bonus: true, giftBox: { ...BOX, offered: false } })]));
    expect(bonus).not.toContain('modal-gift-');
  });

  it('no gift box choice where the line has none offered (a digital gift card asks for the recipient)', () => {
    const html = render(
      cartAnswer({}, [
        cartItem({
          isDigitalProduct: true,
          gift: true,
          giftOption: { email: 'ann@example.com' },
          giftBox: { offered: false, unitPrice: 500, amount: 0 },
        }),
      ]),
    );
    expect(html).not.toContain('name="giftBox"');
    const email = labelledControl(html, 'Recipient’s email');
    expect(email).toContain('type="email"');
    expect(email).toContain('required');
    expect(email).toContain('value="ann@example.com"');
    expect(html).toContain('name="digital" value="1"');
    expect(html).not.toContain('Remove gift options');
  });
});
