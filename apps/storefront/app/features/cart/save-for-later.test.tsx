import type { SavedItem } from '@outsole/contracts/save-for-later';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { SavedForLater } from './save-for-later.tsx';

const item = (qty: number): SavedItem => ({
  itemId: `saved-${qty}`,
  productId: 'SRN155750',
  masterId: 'SRN155750',
  upc: '000000000017',
  qty,
  available: true,
  inventoryLevel: 10,
  name: 'Lumen 4',
  pdpUrl: '/de-de/p/lumen-4-SRN155750',
  productImageURL: '/images/products/SRN155750/297/side.svg',
  price: { list: 16000, sale: 12000, currency: 'EUR' },
  variants: { colourCode: '297', size: '42.5', width: null },
  savedAt: '2026-12-01T10:00:00.000Z',
});

function render(items: SavedItem[], start = 0) {
  const Stub = createRoutesStub([
    {
      path: '/de-de/cart',
      Component: () => (
        <IntlProvider value={pageIntl('de-DE', deDE)}>
          <SavedForLater
            saved={{ saveForLaterId: 'list-1', total: start + items.length, start, count: items.length, items }}
            locale="de-de"
            known={[]}
            problem={null}
          />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/de-de/cart']} />).replace(/<!-- -->/g, '');
}

describe('saved for later', () => {
  it('shows the amount for the quantity saved, as a cart line does, with one unit’s price when more than one', () => {
    const two = render([item(2)]);
    expect(two).toMatch(/240,00\s€/);
    expect(two).toMatch(/120,00\s€ pro Stück/);
    const one = render([item(1)]);
    expect(one).toMatch(/120,00\s€/);
    expect(one).not.toContain('pro Stück');
    // Its link opens the product on the size saved, in the site's system.
    expect(one).toContain('href="/de-de/p/lumen-4-SRN155750?colour=297&amp;size=42.5"');
    expect(one).toContain('Größe 42,5');
  });

  it('shows the colour saved and names it, with the size, on each control', () => {
    const html = render([{ ...item(1), colourName: 'Schwarz/Weiß' }]);
    expect(html).toContain('Größe 42,5 · Farbe Schwarz/Weiß');
    expect(html).toContain('aria-label="In den Warenkorb: Lumen 4, Schwarz/Weiß, Größe 42,5"');
  });
});

describe('where a saved item’s posts come back to without JavaScript (decision 0050, addendum)', () => {
  const actionOf = (html: string, intent: string) =>
    new RegExp(`<form[^>]*action="([^"]*)"[^>]*><input type="hidden" name="intent" value="${intent}"`).exec(html)?.[1];

  it('Move to cart and Remove post to the item, which carries that id (a refusal shows there)', () => {
    const html = render([item(1)]);
    expect(actionOf(html, 'move-to-cart')).toBe('/de-de/cart#saved-saved-1');
    expect(actionOf(html, 'remove-saved')).toBe('/de-de/cart#saved-saved-1');
    expect(html).toMatch(/<li id="saved-saved-1"/);
    expect(html).toContain('id="saved-for-later"');
  });

  it('on the list’s second page they keep it (a refusal renders the page at the post’s URL, the item on it)', () => {
    const html = render([item(1)], 20);
    expect(actionOf(html, 'move-to-cart')).toBe('/de-de/cart?savedStart=20#saved-saved-1');
    expect(actionOf(html, 'remove-saved')).toBe('/de-de/cart?savedStart=20#saved-saved-1');
  });
});

describe('saved for later in Japanese (decision 0009 addendum)', () => {
  it('breaks the name between its words and keeps the colour whole', () => {
    const Stub = createRoutesStub([
      {
        path: '/ja-jp/cart',
        Component: () => (
          <IntlProvider value={pageIntl('ja-JP', jaJP)}>
            <SavedForLater
              saved={{
                saveForLaterId: 'list-1',
                total: 1,
                start: 0,
                count: 1,
                items: [{ ...item(1), name: 'Lumen 4 ランニングシューズ', colourName: 'ブラック/ホワイト' }],
              }}
              locale="ja-jp"
              known={[]}
              problem={null}
            />
          </IntlProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/ja-jp/cart']} />).replace(/<!-- -->/g, '');
    expect(html).toContain('<span class="words">Lumen 4 ランニング<wbr/>シューズ</span>');
    expect(html).toMatch(/<span class="words">[^<]*カラー ブラック\/ホワイト[^<]*<\/span>/);
  });
});
