import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import enGB from '#app/lib/i18n/messages/en-GB.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { ProductTile, type TileProduct } from './product-tile.tsx';

const product: TileProduct = {
  productId: 'SRN100000',
  name: 'Aero 6',
  pdpUrl: '/p/aero-6-SRN100000',
  image: { url: '/images/products/SRN100000/001/side.svg', width: 800, height: 800 },
  price: { list: 2500, sale: 2000, currency: 'EUR' },
  badges: [],
};

/** The tile's text as a screen reader reads it (the visually hidden names included), tags and comments gone. */
function spoken(tag: string, messages: Record<string, string>, shown: TileProduct = product): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <IntlProvider value={pageIntl(tag, messages)}>
          <ul>
            <ProductTile product={shown} />
          </ul>
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/&#x27;/g, '’');
}

describe('product tile prices', () => {
  it.each([
    ['en-US', enUS, /\|Sale price: \|+€20\.00\|+Original price: \|+€25\.00/],
    ['de-DE', deDE, /\|Angebotspreis: \|+20,00\s€\|+Ursprünglicher Preis: \|+25,00\s€/],
    // French typography: a narrow no-break space before the colon, not a plain one, nor none.
    ['fr-FR', frFR, /\|Prix soldé\u202f: \|+20,00\s€\|+Prix d’origine\u202f: \|+25,00\s€/],
    // Japanese: the full-width colon, with no space after it.
    ['ja-JP', jaJP, /\|セール価格：\|+€20\.00\|+通常価格：\|+€25\.00/],
  ])('names the sale and the original price as %s punctuates a label', (tag, messages, expected) => {
    expect(spoken(tag, messages)).toMatch(expected);
  });
});

describe('product tile promotion callouts (decision 0053)', () => {
  const callout = (calloutMsg: string): TileProduct => ({
    ...product,
    productPromotions: [{ promotionId: 'sale-20', calloutMsg }],
  });

  it.each([
    ['en-US', enUS, 'Extra 20% off in your cart', /\|Offer: \|Extra 20% off in your cart\|/],
    ['en-GB', enGB, 'Extra 20% off in your basket', /\|Offer: \|Extra 20% off in your basket\|/],
    [
      'de-DE',
      deDE,
      'Extra 20\u00a0% Rabatt in deinem Warenkorb',
      /\|Angebot: \|Extra 20\u00a0% Rabatt in deinem Warenkorb\|/,
    ],
    // A narrow no-break space before the colon.
    ['fr-FR', frFR, '20\u202f% de remise en plus dans votre panier', /\|Offre\u202f: \|20\u202f% de remise en plus/],
    ['ja-JP', jaJP, 'カートでさらに20%オフ', /\|キャンペーン：\|カートでさらに20%オフ\|/],
  ])('shows the callout under the price as text, heard as an offer in %s', (tag, messages, text, expected) => {
    const words = spoken(tag, messages, callout(text));
    expect(words).toMatch(expected);
    // After the prices, before anything else.
    expect(words.indexOf(text)).toBeGreaterThan(words.lastIndexOf('25'));
  });

  it('shows nothing without a promotion', () => {
    expect(spoken('en-US', enUS)).not.toContain('Offer');
  });
});

describe('a Japanese tile’s name (decision 0009 addendum)', () => {
  it('may break between its words only, and reads as one name', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <IntlProvider value={pageIntl('ja-JP', jaJP)}>
            <ul>
              <ProductTile product={{ ...product, name: 'Echo 5 トレイルランニングシューズ' }} />
            </ul>
          </IntlProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    expect(html).toContain('<span class="words">Echo 5 トレイル<wbr/>ランニング<wbr/>シューズ</span>');
  });
});
