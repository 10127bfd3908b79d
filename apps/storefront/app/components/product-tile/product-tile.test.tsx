import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
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
function spoken(tag: string, messages: Record<string, string>): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <IntlProvider value={pageIntl(tag, messages)}>
          <ul>
            <ProductTile product={product} />
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
