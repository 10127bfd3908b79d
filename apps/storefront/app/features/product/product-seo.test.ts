import { localSizeLabel } from '@outsole/contracts/sizes.values';
import { describe, expect, it } from 'vitest';

import { mockSites } from '#app/lib/api/mock/fixtures.ts';
import { mockProductDetails } from '#app/lib/api/mock/product-fixtures.ts';
import { productJsonLd } from './product-seo.ts';

const german = (size: string) => localSizeLabel(size, 'de-DE');
const site = mockSites.find((each) => each.siteId === 'stride-de-de')!;
const ld = (rating: { average: number; count: number } | null) =>
  JSON.parse(
    productJsonLd(
      { ...mockProductDetails(site), rating },
      { origin: 'https://shop.example', brandName: 'Stride', currencyExponent: 2, sizeLabel: german },
    ),
  ) as [Record<string, unknown>];

describe('product JSON-LD', () => {
  it('rates the product only when it has published reviews', () => {
    expect(ld({ average: 3.5, count: 2 })[0].aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 2 });
    expect(ld(null)[0]).not.toHaveProperty('aggregateRating');
  });

  it("gives each offer the page of its variant, in the site's locale, sizes as the site labels them", () => {
    const offers = ld(null)[0].offers as Array<{ url: string; priceCurrency: string }>;
    expect(offers.every((offer) => offer.url.startsWith('https://shop.example/de-de/p/'))).toBe(true);
    expect(offers.every((offer) => /\?colour=\d{3}&width=\w+&size=[\d.]+$/.test(offer.url))).toBe(true);
    expect(offers[0]?.priceCurrency).toBe('EUR');
    expect(offers.every((offer) => (offer as { price?: string }).price === '90.00')).toBe(true);
  });

  it("prices a gift card's amounts each at its own price, with its own name and address", () => {
    const details = mockProductDetails(site);
    const colour = details.colourways[0]!;
    const amounts = [2500, 5000, 10000];
    const giftCard = {
      ...details,
      digital: true,
      price: { list: 2500, sale: null, currency: 'EUR' },
      colourways: [
        {
          ...colour,
          variants: amounts.map((price, index) => ({ ...colour.variants[index]!, size: 'OS', width: null, price })),
        },
      ],
    };
    const [product] = JSON.parse(
      productJsonLd(giftCard, {
        origin: 'https://shop.example',
        brandName: 'Stride',
        currencyExponent: 2,
        sizeLabel: german,
      }),
    ) as [{ offers: Array<{ price: string; name: string; url: string }> }];
    expect(product.offers.map((offer) => offer.price)).toEqual(['25.00', '50.00', '100.00']);
    expect(product.offers.map((offer) => offer.url.replace(/^.*\?/, ''))).toEqual([
      'amount=25',
      'amount=50',
      'amount=100',
    ]);
    expect(new Set(product.offers.map((offer) => offer.name)).size).toBe(3);
  });

  it('names a one-size offer’s size in the page’s language, not the code OS (tester t3-F2)', () => {
    const details = mockProductDetails(site);
    const colour = details.colourways[0]!;
    const cap = {
      ...details,
      colourways: [{ ...colour, variants: [{ ...colour.variants[0]!, size: 'OS', width: null }] }],
    };
    const [product] = JSON.parse(
      productJsonLd(cap, {
        origin: 'https://shop.example',
        brandName: 'Stride',
        currencyExponent: 2,
        sizeLabel: (size) => localSizeLabel(size, 'fr-FR'),
      }),
    ) as [{ offers: Array<{ name: string; url: string }> }];
    expect(product.offers[0]?.name).toBe(`${details.name} – ${colour.name} – Taille unique`);
    expect(product.offers[0]?.url).toMatch(/size=OS$/);
  });
});
