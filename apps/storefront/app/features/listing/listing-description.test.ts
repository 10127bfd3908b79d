import { describe, expect, it } from 'vitest';

import type { NavCategory } from '#app/lib/catalog/category-tree.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { filterWords } from './listing-filter-words.ts';
import { parseListingState } from './listing-params.ts';
import { facetSizeKind } from './facet-filters.tsx';
import { listingDescription, listingHeadline } from './listing.server.ts';

const node = (name: string, key: string | null): NavCategory => ({
  id: name,
  name,
  slug: name,
  key,
  href: `/c/${name}`,
  children: [],
});

/** A department holding `kinds`, each kind holding the keyed leaves given (as the menus' tree: only non-empty ones). */
const department = (
  name: string,
  key: string,
  kinds: Record<string, readonly string[]> = {
    shoes: ['running', 'trail', 'lifestyle', 'hiking'],
    clothing: ['tops'],
    accessories: ['socks'],
  },
): NavCategory => ({
  ...node(name, key),
  children: Object.entries(kinds).map(([kind, leaves]) => ({
    ...node(`${name} ${kind}`, kind),
    children: leaves.map((leaf) => node(`${name} ${kind} ${leaf}`, leaf)),
  })),
});

describe('category meta descriptions', () => {
  it('say the category’s own name, its department and what it holds, as a sentence in each language', () => {
    const fr = translatorFor('fr-fr');
    expect(
      listingDescription(
        fr,
        [node('Soldes', 'sale'), node('Chaussures', 'shoes'), node('Running', null)],
        'stride',
        15,
      ),
    ).toBe(
      'Découvrez la collection Running en soldes chez Stride\u202f: 15 paires de chaussures, retours gratuits sous 60 jours.',
    );
    const de = translatorFor('de-de');
    expect(
      listingDescription(
        de,
        [node('Damen', 'women'), node('Accessoires', 'accessories'), node('Mützen & Caps', null)],
        'stride',
        12,
      ),
    ).toBe(
      'Entdecke die Kollektion Mützen & Caps für Damen bei Stride: 12 Accessoires, mit kostenloser Rückgabe innerhalb von 60 Tagen.',
    );
    const gb = translatorFor('en-gb');
    expect(
      listingDescription(gb, [node('Men', 'men'), node('Clothing', 'clothing'), node('Tops', null)], 'stride', 1),
    ).toBe('Shop the Tops collection for men at Stride: 1 clothing style, with free 60-day returns.');
    const ja = translatorFor('ja-jp');
    expect(listingDescription(ja, [node('メンズ', 'men'), node('シューズ', 'shoes')], 'stride', 80)).toBe(
      'Strideのメンズ「シューズ」コレクション：シューズ80点。60日間の返品無料。',
    );
  });

  it('name what a department sells on its own page, not "Discover Men"', () => {
    expect(listingDescription(translatorFor('fr-fr'), [department('Homme', 'men')], 'stride', 146)).toBe(
      'Découvrez les chaussures de running, vêtements et accessoires pour homme chez Stride\u202f: 146 modèles, retours gratuits sous 60 jours.',
    );
    expect(listingDescription(translatorFor('en-us'), [department('Sale', 'sale')], 'stride', 61)).toBe(
      'Shop running shoes, clothing, and accessories on sale at Stride: 61 styles, with free 60-day returns.',
    );
  });

  it('word Kestrel’s departments as the hiking brand it is, in every language (language reviewer F3-6)', () => {
    const men = [department('Men', 'men')];
    expect(listingDescription(translatorFor('en-us'), men, 'kestrel', 68)).toBe(
      'Shop men’s hiking boots, outdoor apparel, and accessories at Kestrel: 68 styles, with free 60-day returns.',
    );
    expect(listingDescription(translatorFor('en-gb'), [department('Women', 'women')], 'kestrel', 70)).toBe(
      'Shop women’s walking boots, outdoor clothing and accessories at Kestrel: 70 styles, with free 60-day returns.',
    );
    const running: Record<string, RegExp> = {
      'en-us': /running/i,
      'en-gb': /running/i,
      'de-de': /Lauf/,
      'fr-fr': /running/,
      'ja-jp': /ラン/,
    };
    for (const [locale, pattern] of Object.entries(running)) {
      const translator = translatorFor(locale as 'en-us');
      for (const key of ['men', 'women', 'kids', 'sale']) {
        const kestrel = listingDescription(translator, [department('X', key)], 'kestrel', 5);
        expect(kestrel, `${locale} ${key}`).not.toMatch(pattern);
        expect(listingDescription(translator, [department('X', key)], 'stride', 5)).toMatch(pattern);
      }
    }
  });

  it('name only the kinds a department holds, in every language: Kids with lifestyle shoes only (tester t3 finding 4)', () => {
    const kids = [department('Kids', 'kids', { shoes: ['lifestyle'] })];
    const expected = {
      'en-us': 'Shop kids’ shoes at Stride: 4 styles, with free 60-day returns.',
      'en-gb': 'Shop kids’ shoes at Stride: 4 styles, with free 60-day returns.',
      'de-de': 'Entdecke Schuhe für Kinder bei Stride: 4 Modelle, mit kostenloser Rückgabe innerhalb von 60 Tagen.',
      'fr-fr': 'Découvrez les chaussures pour enfant chez Stride\u202f: 4 modèles, retours gratuits sous 60 jours.',
      'ja-jp': 'Strideのキッズのシューズ：4点。60日間の返品無料。',
    } as const;
    for (const [locale, sentence] of Object.entries(expected)) {
      const description = listingDescription(translatorFor(locale as 'en-us'), kids, 'stride', 4);
      expect(description, locale).toBe(sentence);
    }
    // Running shoes and accessories, no clothing: the kinds it holds, listed as the language lists them.
    const women = [department('Damen', 'women', { shoes: ['running', 'trail'], accessories: ['hats'] })];
    expect(listingDescription(translatorFor('de-de'), women, 'stride', 9)).toBe(
      'Entdecke Laufschuhe und Accessoires für Damen bei Stride: 9 Modelle, mit kostenloser Rückgabe innerhalb von 60 Tagen.',
    );
    expect(listingDescription(translatorFor('ja-jp'), women, 'stride', 9)).toBe(
      'Strideのレディースのランニングシューズ、アクセサリー：9点。60日間の返品無料。',
    );
    // Hiking boots only where the Kestrel department holds its hiking category.
    const trail = [department('Women', 'women', { shoes: ['trail'], clothing: ['jackets'] })];
    expect(listingDescription(translatorFor('en-gb'), trail, 'kestrel', 7)).toBe(
      'Shop women’s shoes and outdoor clothing at Kestrel: 7 styles, with free 60-day returns.',
    );
    // A department holding none of the kinds (nothing on sale in it) is named by its name.
    expect(listingDescription(translatorFor('en-us'), [department('Kids', 'kids', {})], 'stride', 0)).toBe(
      'Shop Kids at Stride: 0 styles, with free 60-day returns.',
    );
  });

  it('falls back to the category’s name for a department or kind the catalog does not key', () => {
    expect(listingDescription(translatorFor('en-us'), [node('Outlet', null), node('Gifts', null)], 'kestrel', 3)).toBe(
      'Shop the Gifts collection at Kestrel: 3 styles, with free 60-day returns.',
    );
    expect(listingDescription(translatorFor('en-us'), [node('Outlet', 'outlet')], 'kestrel', 3)).toBe(
      'Shop Outlet at Kestrel: 3 styles, with free 60-day returns.',
    );
  });

  it('say a filtered view’s filters in words instead of counting its results', () => {
    const trail = [node('Men', 'men'), node('Shoes', 'shoes'), node('Running shoes', null)];
    const us = translatorFor('en-us');
    expect(listingDescription(us, trail, 'stride', 12, 'Black and Size 9')).toBe(
      'Shop the Running shoes collection for men at Stride, filtered by Black and Size 9, with free 60-day returns.',
    );
    expect(listingDescription(us, [node('Men', 'men')], 'stride', 12, 'Black')).toBe(
      'Shop the Men collection at Stride, filtered by Black, with free 60-day returns.',
    );
    const fr = translatorFor('fr-fr');
    expect(listingDescription(fr, trail, 'stride', 12, 'Noir')).toBe(
      'Découvrez la collection Running shoes pour homme chez Stride, filtrée par Noir, retours gratuits sous 60 jours.',
    );
    const ja = translatorFor('ja-jp');
    expect(listingDescription(ja, trail, 'stride', 12, 'ブラック')).toBe(
      'Strideのメンズ「Running shoes」コレクション（ブラックで絞り込み）。60日間の返品無料。',
    );
  });

  it('word the filters as the chips do, in the page’s language and currency', () => {
    const state = parseListingState(
      new URLSearchParams('q=lumen&colour=black&colour=red&size=42.5&price=5000-9999&rating=4&sort=name'),
    );
    expect(filterWords(translatorFor('de-de').format, 'de-de', state, { currency: 'EUR', exponent: 2 })).toBe(
      '„lumen“, Größe 42,5, Schwarz, Rot, 50\u00a0€ bis unter 100\u00a0€ und ab 4 Sternen',
    );
    expect(
      filterWords(translatorFor('en-us').format, 'en-us', parseListingState(new URLSearchParams('sort=name')), {
        currency: 'USD',
        exponent: 2,
      }),
    ).toBe('');
  });

  it('words the one size "OS" as the language does, with no size word before it (tester t3-F2)', () => {
    const state = parseListingState(new URLSearchParams('size=OS&size=M'));
    const money = { currency: 'EUR', exponent: 2 };
    expect(filterWords(translatorFor('fr-fr').format, 'fr-fr', state, money)).toBe('Taille unique et Taille M');
    expect(filterWords(translatorFor('en-us').format, 'en-us', state, money)).toBe('One size and Size M');
  });
});

describe('category H1 (t3 F3-13)', () => {
  it.each([
    ['en-us', [node('Kids', 'kids'), node('Shoes', 'shoes')], 'Kids’ shoes'],
    ['en-gb', [node('Women', 'women'), node('Clothing', 'clothing')], 'Women’s clothing'],
    ['en-us', [node('Men', 'men'), node('Shoes', 'shoes'), node('Running', 'running')], 'Men’s Running'],
    ['en-us', [node('Sale', 'sale'), node('Shoes', 'shoes')], 'Shoes on sale'],
    ['de-de', [node('Kinder', 'kids'), node('Schuhe', 'shoes')], 'Kinderschuhe'],
    ['de-de', [node('Herren', 'men'), node('Bekleidung', 'clothing')], 'Herrenbekleidung'],
    [
      'de-de',
      [node('Damen', 'women'), node('Accessoires', 'accessories'), node('Mützen & Caps', null)],
      'Mützen & Caps für Damen',
    ],
    ['fr-fr', [node('Enfant', 'kids'), node('Chaussures', 'shoes')], 'Chaussures enfant'],
    ['fr-fr', [node('Soldes', 'sale'), node('Chaussures', 'shoes')], 'Chaussures en soldes'],
    ['ja-jp', [node('キッズ', 'kids'), node('シューズ', 'shoes')], 'キッズ シューズ'],
    ['ja-jp', [node('レディース', 'women'), node('ウェア', 'clothing')], 'レディース ウェア'],
    // A department's own page, or one outside the known departments, is its own name.
    ['en-us', [node('Men', 'men')], 'Men'],
    ['en-us', [node('Outlet', 'outlet'), node('Shoes', 'shoes')], 'Shoes'],
  ] as const)('%s %j: %s', (locale, trail, headline) => {
    expect(listingHeadline(translatorFor(locale).format, trail)).toBe(headline);
  });

  it('tells Men’s, Women’s and Kids’ shoes apart', () => {
    const { format } = translatorFor('en-gb');
    const heads = ['men', 'women', 'kids'].map((key) =>
      listingHeadline(format, [node(key, key), node('Shoes', 'shoes')]),
    );
    expect(new Set(heads).size).toBe(3);
  });
});

describe('the price buckets', () => {
  // "De 0,00 € à 49,99 €" where shops say "Moins de 50 €" (language reviewer F3-5), in every language; the buckets
  // above it are written the same way: whole amounts, each bound where the next bucket starts (tester finding).
  it.each([
    ['en-us', 'USD', 2, '0-4999', 'Under $50'],
    ['en-gb', 'GBP', 2, '0-4999', 'Under £50'],
    ['de-de', 'EUR', 2, '0-4999', 'Unter 50\u00a0€'],
    ['fr-fr', 'EUR', 2, '0-4999', 'Moins de 50\u00a0€'],
    ['ja-jp', 'JPY', 0, '0-7499', '￥7,500未満'],
    ['en-us', 'USD', 2, '5000-9999', '$50 to under $100'],
    ['en-us', 'USD', 2, '20000+', '$200 and over'],
    ['en-gb', 'GBP', 2, '10000-14999', '£100 to under £150'],
    ['de-de', 'EUR', 2, '5000-9999', '50\u00a0€ bis unter 100\u00a0€'],
    ['fr-fr', 'EUR', 2, '15000-19999', 'De 150\u00a0€ à moins de 200\u00a0€'],
    ['fr-fr', 'EUR', 2, '20000+', '200\u00a0€ et plus'],
    ['ja-jp', 'JPY', 0, '7500-14999', '￥7,500以上￥15,000未満'],
    ['ja-jp', 'JPY', 0, '30000+', '￥30,000以上'],
  ] as const)('%s %s %s: %s', (locale, currency, exponent, bucket, expected) => {
    const state = parseListingState(new URLSearchParams(`price=${bucket}`));
    expect(filterWords(translatorFor(locale).format, locale, state, { currency, exponent })).toBe(expected);
  });
});

describe('every price bucket of a site', () => {
  // The api's bands (search.service.ts PRICE_BANDS_MAJOR): each label's upper bound is the next one's lower bound,
  // and none keeps zero decimals while another drops them ("Under $50" beside "$50.00 to $99.99", tester finding).
  it.each([
    ['en-us', 'USD', 2, 100],
    ['en-gb', 'GBP', 2, 100],
    ['de-de', 'EUR', 2, 100],
    ['fr-fr', 'EUR', 2, 100],
    ['ja-jp', 'JPY', 0, 150],
  ] as const)('%s %s', (locale, currency, exponent, factor) => {
    const starts = [0, 50, 100, 150, 200].map((major) => major * factor);
    const buckets = starts.map((start, index) => {
      const next = starts[index + 1];
      return next === undefined ? `${start}+` : `${start}-${next - 1}`;
    });
    const labels = buckets.map((bucket) =>
      filterWords(translatorFor(locale).format, locale, parseListingState(new URLSearchParams({ price: bucket })), {
        currency,
        exponent,
      }),
    );
    for (const label of labels) expect(label).not.toMatch(/[.,]\d\d(?!\d)/);
    const amounts = labels.map((label) => label.match(/[\d,.\u202f]*\d/g) ?? []);
    // Under A | A to B | B to C | C to D | D and over: each bound read twice, where one bucket ends and the next starts.
    for (let index = 1; index < amounts.length; index += 1) {
      expect(amounts[index]?.[0]).toBe(amounts[index - 1]?.at(-1));
    }
  });
});

describe('the size facet’s kind', () => {
  // A listing of shoes heads its sizes "Pointure" in French, one that mixes clothing in "Taille" (reviewer F3-2).
  const facet = (...values: string[]) => ({
    id: 'size' as const,
    values: values.map((value) => ({ value, label: value, hitCount: 1, selected: false })),
  });
  it('is a shoe’s when every size is a shoe size, else other', () => {
    expect(facetSizeKind(facet('40', '40.5', '47.5'))).toBe('shoe');
    expect(facetSizeKind(facet('40', 'M', 'XL'))).toBe('other');
    expect(facetSizeKind(facet('S', 'M'))).toBe('other');
    expect(facetSizeKind(facet())).toBe('other');
  });
});
