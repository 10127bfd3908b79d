import { describe, expect, it } from 'vitest';

import type { NavCategory } from '#app/lib/catalog/category-tree.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { listingDescription } from './listing.server.ts';

const node = (name: string, key: string | null): NavCategory => ({
  id: name,
  name,
  slug: name,
  key,
  href: `/c/${name}`,
  children: [],
});

describe('category meta descriptions', () => {
  it('say the category’s own name, its department and what it holds, as a sentence in each language', () => {
    const fr = translatorFor('fr-fr').format;
    expect(
      listingDescription(
        fr,
        [node('Soldes', 'sale'), node('Chaussures', 'shoes'), node('Running', null)],
        'Stride',
        15,
      ),
    ).toBe(
      'Découvrez la collection Running en soldes chez Stride\u202f: 15 paires de chaussures, retours gratuits sous 60 jours.',
    );
    const de = translatorFor('de-de').format;
    expect(
      listingDescription(
        de,
        [node('Damen', 'women'), node('Accessoires', 'accessories'), node('Mützen & Caps', null)],
        'Stride',
        12,
      ),
    ).toBe(
      'Entdecke die Kollektion Mützen & Caps für Damen bei Stride: 12 Accessoires, mit kostenloser Rückgabe innerhalb von 60 Tagen.',
    );
    const gb = translatorFor('en-gb').format;
    expect(
      listingDescription(gb, [node('Men', 'men'), node('Clothing', 'clothing'), node('Tops', null)], 'Stride', 1),
    ).toBe('Shop the Tops collection for men at Stride: 1 clothing style, with free 60-day returns.');
    const ja = translatorFor('ja-jp').format;
    expect(listingDescription(ja, [node('メンズ', 'men'), node('シューズ', 'shoes')], 'Stride', 80)).toBe(
      'Strideのメンズ「シューズ」コレクション：シューズ80点。60日間の返品無料。',
    );
  });

  it('name what a department sells on its own page, not "Discover Men"', () => {
    expect(listingDescription(translatorFor('fr-fr').format, [node('Homme', 'men')], 'Stride', 146)).toBe(
      'Découvrez les chaussures de running, vêtements et accessoires pour homme chez Stride\u202f: 146 modèles, retours gratuits sous 60 jours.',
    );
    expect(listingDescription(translatorFor('en-us').format, [node('Sale', 'sale')], 'Stride', 61)).toBe(
      'Shop running shoes, clothing and accessories on sale at Stride: 61 styles, with free 60-day returns.',
    );
  });

  it('falls back to the category’s name for a department or kind the catalog does not key', () => {
    expect(
      listingDescription(translatorFor('en-us').format, [node('Outlet', null), node('Gifts', null)], 'Kestrel', 3),
    ).toBe('Shop the Gifts collection at Kestrel: 3 styles, with free 60-day returns.');
    expect(listingDescription(translatorFor('en-us').format, [node('Outlet', 'outlet')], 'Kestrel', 3)).toBe(
      'Shop Outlet at Kestrel: 3 styles, with free 60-day returns.',
    );
  });
});
