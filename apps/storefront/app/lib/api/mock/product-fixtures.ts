import type { LocalePath } from '@outsole/contracts/locales';
import { productPath } from '@outsole/contracts/paths';
import {
  imageViewsFor,
  PRODUCT_IMAGE_SIZE,
  productImagePath,
  type Colourway,
  type ProductDetails,
  type ProductSet,
  type ProductSets,
  type ProductTile,
} from '@outsole/contracts/products';
import { sizeLabelFor } from '@outsole/contracts/sizes';
import type { ProductAvailability, Store } from '@outsole/contracts/stores';

import type { Site } from '@outsole/contracts/reference';
import { mockSites } from './fixtures.ts';

/**
 * Mock-mode catalog: one Stride running shoe in two colourways (one sold out), sizes in two widths, a product
 * set and two New York stores, shaped like the seeded api's answers.
 */
export const MOCK_PRODUCT_ID = 'SRN155750';
export const MOCK_SET_ID = 'SETRUN0001';
/** Size 9 in the standard width of the first colourway is sold out online; the second colourway entirely. */
export const MOCK_SOLD_OUT = { colour: '297', size: '9', width: 'D' } as const;

const NAMES: Record<LocalePath, { name: string; slug: string; description: string; colours: [string, string] }> = {
  'en-us': {
    name: 'Lumen 4 Running Shoe',
    slug: 'lumen-4-running-shoe',
    description: 'A light, cushioned daily trainer for easy miles and tempo days.',
    colours: ['Mint/Tan', 'Red/Mustard'],
  },
  'en-gb': {
    name: 'Lumen 4 Running Shoe',
    slug: 'lumen-4-running-shoe',
    description: 'A light, cushioned daily trainer for easy miles and tempo days.',
    colours: ['Mint/Tan', 'Red/Mustard'],
  },
  'de-de': {
    name: 'Lumen 4 Laufschuh',
    slug: 'lumen-4-laufschuh',
    description: 'Ein leichter, gedämpfter Trainingsschuh für lockere Kilometer und Tempoläufe.',
    colours: ['Mint/Hellbraun', 'Rot/Senfgelb'],
  },
  'fr-fr': {
    name: 'Chaussure de running Lumen 4',
    slug: 'chaussure-de-running-lumen-4',
    description: 'Une chaussure d’entraînement légère et amortie pour les sorties faciles et le tempo.',
    colours: ['Menthe/Camel', 'Rouge/Moutarde'],
  },
  'ja-jp': {
    name: 'Lumen 4 ランニングシューズ',
    slug: 'lumen-4-running-shoe',
    description: '軽くてクッション性の高い、毎日のトレーニング用シューズ。',
    colours: ['ミント/タン', 'レッド/マスタード'],
  },
};

const PRICES: Record<string, { list: number; sale: number | null }> = {
  USD: { list: 13000, sale: 9900 },
  GBP: { list: 11000, sale: 8500 },
  EUR: { list: 12000, sale: 9000 },
  JPY: { list: 16500, sale: 12900 },
};

const SIZES = ['8', '8.5', '9', '9.5', '10'];

function colourway(site: Site, code: string, name: string, soldOut: boolean, upcBase: number): Colourway {
  const variants = ['D', '2E'].flatMap((width, w) =>
    SIZES.map((sizeUs, s) => {
      const stock =
        soldOut || (code === MOCK_SOLD_OUT.colour && sizeUs === MOCK_SOLD_OUT.size && width === MOCK_SOLD_OUT.width)
          ? 0
          : 3 + s;
      return {
        upc: String(upcBase + w * 10 + s).padStart(12, '0'),
        size: sizeLabelFor(site.countryCode, 'shoe-men', sizeUs),
        sizeUs,
        width,
        inventoryLevel: stock,
        orderable: stock > 0,
      };
    }),
  );
  return {
    colourCode: code,
    name,
    colourFamily: code === '297' ? 'green' : 'red',
    hex:
      code === '297'
        ? { primary: '#9fd8c0', secondary: '#c8a27a', accent: '#1f2937' }
        : { primary: '#c0392b', secondary: '#e1ad01', accent: '#111213' },
    pdpUrl: `${productPath(site.locale, NAMES[site.locale].slug, MOCK_PRODUCT_ID)}?colour=${code}`,
    images: imageViewsFor('shoe-men').map((view) => ({
      view,
      url: productImagePath(MOCK_PRODUCT_ID, code, view),
      ...PRODUCT_IMAGE_SIZE,
    })),
    orderable: variants.some((variant) => variant.orderable),
    variants,
  };
}

export function mockProductDetails(site: Site, colour?: string): ProductDetails {
  const names = NAMES[site.locale];
  const price = PRICES[site.currency] ?? { list: 10000, sale: null };
  const category = site.locale === 'de-de' ? 'Herren' : site.locale === 'fr-fr' ? 'Homme' : 'Men';
  return {
    productId: MOCK_PRODUCT_ID,
    masterId: 'MLUMEN4',
    brand: site.brand,
    name: names.name,
    description: names.description,
    productType: 'running-shoe',
    badges: ['bestseller', 'sustainable'],
    attributes: {
      gender: 'men',
      activity: 'road-running',
      material: 'recycled-mesh',
      colourFamilies: ['green', 'red'],
    },
    sizeSystem: 'shoe-men',
    breadcrumbs: [
      { categoryId: '1000', name: category, url: `/${site.locale}/c/men-1000` },
      { categoryId: '1100', name: 'Running shoes', url: `/${site.locale}/c/mens-running-shoes-1100` },
    ],
    price: { ...price, currency: site.currency },
    rating: { average: 4.3, count: 14 },
    pdpUrl: productPath(site.locale, names.slug, MOCK_PRODUCT_ID),
    // Like the api: the page on every site of the brand, each with its own locale's slug.
    alternates: mockSites
      .filter((other) => other.brand === site.brand)
      .map((other) => ({
        locale: other.locale,
        url: productPath(other.locale, NAMES[other.locale].slug, MOCK_PRODUCT_ID),
      })),
    selectedColour: colour ?? '297',
    colourways: [
      colourway(site, '297', names.colours[0], false, 123456789000),
      colourway(site, '151', names.colours[1], true, 123456789100),
    ],
  };
}

export function mockProductSets(): ProductSets {
  return {
    productId: MOCK_PRODUCT_ID,
    productSets: [{ productSetId: MOCK_SET_ID, name: 'Tempo kit', productIds: [MOCK_PRODUCT_ID, 'STE300100'] }],
  };
}

export function mockProductSet(site: Site): ProductSet {
  const tile = (
    productId: string,
    name: string,
    slug: string,
    colour: string,
    view: 'side' | 'front',
  ): ProductTile => ({
    productId,
    name,
    pdpUrl: productPath(site.locale, slug, productId),
    price: { list: PRICES[site.currency]?.list ?? 10000, sale: null, currency: site.currency },
    image: { view, url: productImagePath(productId, colour, view), ...PRODUCT_IMAGE_SIZE },
    colourCount: 2,
    badges: [],
  });
  return {
    productSetId: MOCK_SET_ID,
    name: 'Tempo kit',
    products: [
      tile(MOCK_PRODUCT_ID, NAMES[site.locale].name, NAMES[site.locale].slug, '297', 'side'),
      tile('STE300100', 'Tempo Tee', 'tempo-tee', '001', 'front'),
    ],
  };
}

const HOURS = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '20:00' }));

function store(storeId: string, name: string, addressLine1: string, postalCode: string): Store {
  return {
    storeId,
    brand: 'stride',
    name,
    address: { addressLine1, city: 'New York', region: 'NY', postalCode, countryCode: 'US' },
    phone: '+1 212 555 0100',
    location: { latitude: 40.72, longitude: -73.99 },
    timezone: 'America/New_York',
    openingHours: [...HOURS, { day: 0, opens: '11:00', closes: '18:00' }],
    pickupEnabled: true,
    shipToStoreEnabled: true,
  };
}

/** Mock mode's stores (New York's), as GET /stores/v1/stores/{storeId} gives one; null for another id. */
export function mockStore(storeId: string): Store | null {
  if (storeId === 'US101') return store('US101', 'Stride SoHo', '120 Spring St', '10012');
  if (storeId === 'US102') return store('US102', 'Stride Flatiron', '5 W 21st St', '10010');
  return null;
}

/** Stores near the postal codes of New York (100–102); elsewhere none. */
export function mockAvailability(site: Site, postalCode: string): ProductAvailability {
  if (!/^10[0-2]/.test(postalCode)) return { productId: MOCK_PRODUCT_ID, stores: [] };
  const details = mockProductDetails(site);
  const stock = (quantityFor: (index: number) => number) =>
    details.colourways.flatMap((c) =>
      c.variants.map((v, index) => {
        const quantity = quantityFor(index);
        return {
          upc: v.upc,
          colourCode: c.colourCode,
          size: v.size,
          width: v.width,
          quantity,
          available: quantity > 0,
        };
      }),
    );
  return {
    productId: MOCK_PRODUCT_ID,
    stores: [
      {
        store: mockStore('US101')!,
        distanceKm: 1.2,
        variants: stock((i) => (i % 3 === 0 ? 0 : 2)),
      },
      { store: mockStore('US102')!, distanceKm: 3.4, variants: stock(() => 1) },
    ],
  };
}
