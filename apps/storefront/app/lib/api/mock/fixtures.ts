import type { Catalog, CatalogCategory } from '@outsole/contracts/catalog';
import type { LocalePath } from '@outsole/contracts/locales';
import type { Brand, Country, SiteWithOffers } from '@outsole/contracts/reference';

/** Realistic default data for mock mode: what the seeded api answers for the two brands. */

/** As the api's sites have them (migration 0040). */
const MOCK_MIN_ACCOUNT_AGE: Record<LocalePath, number> = {
  'en-us': 13,
  'en-gb': 13,
  'de-de': 16,
  'fr-fr': 15,
  'ja-jp': 16,
};

const REGIONS: Record<
  LocalePath,
  Pick<SiteWithOffers, 'countryCode' | 'currency' | 'currencyExponent' | 'taxMode' | 'freeStandardShippingFrom'>
> = {
  'en-us': {
    countryCode: 'US',
    currency: 'USD',
    currencyExponent: 2,
    taxMode: 'exclusive',
    freeStandardShippingFrom: 7_500,
  },
  'en-gb': {
    countryCode: 'GB',
    currency: 'GBP',
    currencyExponent: 2,
    taxMode: 'inclusive',
    freeStandardShippingFrom: 5_000,
  },
  'de-de': {
    countryCode: 'DE',
    currency: 'EUR',
    currencyExponent: 2,
    taxMode: 'inclusive',
    freeStandardShippingFrom: 6_000,
  },
  'fr-fr': {
    countryCode: 'FR',
    currency: 'EUR',
    currencyExponent: 2,
    taxMode: 'inclusive',
    freeStandardShippingFrom: 6_000,
  },
  'ja-jp': {
    countryCode: 'JP',
    currency: 'JPY',
    currencyExponent: 0,
    taxMode: 'inclusive',
    freeStandardShippingFrom: 8_000,
  },
};

/** Stride sells everywhere; Kestrel (the trail brand) only in the US and the UK so far. */
const BRAND_LOCALES: Record<Brand, LocalePath[]> = {
  stride: ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'],
  kestrel: ['en-us', 'en-gb'],
};

export const mockSites: SiteWithOffers[] = Object.entries(BRAND_LOCALES).flatMap(([brand, locales]) =>
  locales.map((locale) => ({
    siteId: `${brand}-${locale}`,
    brand: brand as Brand,
    locale,
    ...REGIONS[locale],
    minAccountAge: MOCK_MIN_ACCOUNT_AGE[locale],
    features: {
      favorites: false, // as the api reports it until favorites are built (tester finding t2-F6)
      loyalty: locale !== 'ja-jp',
      expressCheckout: locale === 'en-us',
      allowPickupOrder: true,
    },
  })),
);

export function findMockSite(siteId: string): SiteWithOffers | undefined {
  return mockSites.find((site) => site.siteId === siteId);
}

type Names = [en: string, de: string, fr: string, ja: string];

const TREE: Array<{
  id: string;
  slug: string;
  names: Names;
  children: Array<{ id: string; slug: string; names: Names }>;
}> = [
  {
    id: '1000',
    slug: 'men',
    names: ['Men', 'Herren', 'Homme', 'メンズ'],
    children: [
      {
        id: '1100',
        slug: 'mens-running-shoes',
        names: ['Running shoes', 'Laufschuhe', 'Chaussures de running', 'ランニングシューズ'],
      },
      {
        id: '1200',
        slug: 'mens-trail-shoes',
        names: ['Trail shoes', 'Trailschuhe', 'Chaussures de trail', 'トレイルシューズ'],
      },
      { id: '1300', slug: 'mens-sneakers', names: ['Sneakers', 'Sneaker', 'Baskets', 'スニーカー'] },
      { id: '1400', slug: 'mens-training', names: ['Training', 'Training', 'Training', 'トレーニング'] },
      { id: '1500', slug: 'mens-apparel', names: ['Apparel', 'Bekleidung', 'Vêtements', 'アパレル'] },
    ],
  },
  {
    id: '2000',
    slug: 'women',
    names: ['Women', 'Damen', 'Femme', 'レディース'],
    children: [
      {
        id: '2100',
        slug: 'womens-running-shoes',
        names: ['Running shoes', 'Laufschuhe', 'Chaussures de running', 'ランニングシューズ'],
      },
      {
        id: '2200',
        slug: 'womens-trail-shoes',
        names: ['Trail shoes', 'Trailschuhe', 'Chaussures de trail', 'トレイルシューズ'],
      },
      { id: '2300', slug: 'womens-sneakers', names: ['Sneakers', 'Sneaker', 'Baskets', 'スニーカー'] },
      { id: '2400', slug: 'womens-training', names: ['Training', 'Training', 'Training', 'トレーニング'] },
      { id: '2500', slug: 'womens-apparel', names: ['Apparel', 'Bekleidung', 'Vêtements', 'アパレル'] },
    ],
  },
  {
    id: '3000',
    slug: 'kids',
    names: ['Kids', 'Kinder', 'Enfant', 'キッズ'],
    children: [
      {
        id: '3100',
        slug: 'big-kids',
        names: ['Big kids (3–7)', 'Große Kinder (35–40)', 'Grands enfants (35–40)', 'ジュニア（22–25cm）'],
      },
      {
        id: '3200',
        slug: 'little-kids',
        names: ['Little kids (10.5–3)', 'Kleine Kinder (28–35)', 'Petits enfants (28–35)', 'キッズ（17–22cm）'],
      },
      { id: '3300', slug: 'baby-toddler', names: ['Baby and toddler', 'Baby und Kleinkind', 'Bébé', 'ベビー'] },
    ],
  },
  {
    id: '4000',
    slug: 'sale',
    names: ['Sale', 'Sale', 'Promotions', 'セール'],
    children: [
      { id: '4100', slug: 'mens-sale', names: ['Men’s sale', 'Herren-Sale', 'Promotions homme', 'メンズセール'] },
      {
        id: '4200',
        slug: 'womens-sale',
        names: ['Women’s sale', 'Damen-Sale', 'Promotions femme', 'レディースセール'],
      },
      { id: '4300', slug: 'kids-sale', names: ['Kids’ sale', 'Kinder-Sale', 'Promotions enfant', 'キッズセール'] },
    ],
  },
];

const NAME_INDEX: Record<string, number> = { en: 0, de: 1, fr: 2, ja: 3 };

export function mockCatalog(locale: string, levels = 2): Catalog {
  const index = NAME_INDEX[locale.slice(0, 2)] ?? 0;
  const categories: CatalogCategory[] = [];
  TREE.forEach((top, position) => {
    categories.push({
      id: top.id,
      parentId: null,
      name: top.names[index] ?? top.names[0],
      slug: top.slug,
      key: top.slug,
      level: 1,
      position,
    });
    if (levels < 2) return;
    top.children.forEach((child, childPosition) => {
      categories.push({
        id: child.id,
        parentId: top.id,
        name: child.names[index] ?? child.names[0],
        slug: child.slug,
        key: null,
        level: 2,
        position: childPosition,
      });
    });
  });
  return { categories };
}

export const mockCountries: Country[] = [
  {
    countryCode: 'US',
    name: 'United States',
    dialCode: '1',
    phoneMask: '(XXX) XXX - XXXX',
    phoneDigits: 10,
    currency: 'USD',
    states: [
      { code: 'CA', name: 'California' },
      { code: 'NY', name: 'New York' },
      { code: 'OR', name: 'Oregon' },
      { code: 'TX', name: 'Texas' },
      { code: 'WA', name: 'Washington' },
    ],
  },
  {
    countryCode: 'GB',
    name: 'United Kingdom',
    dialCode: '44',
    phoneMask: 'XXXX - XXX - XXX',
    phoneDigits: 10,
    currency: 'GBP',
    states: [],
  },
  {
    countryCode: 'DE',
    name: 'Germany',
    dialCode: '49',
    phoneMask: 'XXXX - XXX - XXXX',
    phoneDigits: 11,
    currency: 'EUR',
    states: [],
  },
  {
    countryCode: 'FR',
    name: 'France',
    dialCode: '33',
    phoneMask: 'X XX XX XX XX',
    phoneDigits: 9,
    currency: 'EUR',
    states: [],
  },
  {
    countryCode: 'JP',
    name: 'Japan',
    dialCode: '81',
    phoneMask: 'XX - XXXX - XXXX',
    phoneDigits: 10,
    currency: 'JPY',
    states: [],
  },
];
