import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { mockSites } from '#app/lib/api/mock/fixtures.ts';
import { mockProductDetails } from '#app/lib/api/mock/product-fixtures.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { ProductDetailsSection } from './product-details-section.tsx';

const site = mockSites.find((each) => each.siteId === 'stride-en-us')!;

/** The details list as "label: value" lines. */
function rows(details: ReturnType<typeof mockProductDetails>, colourFamily?: string): string[] {
  const html = renderToString(
    <IntlProvider value={pageIntl('en-US', enUS)}>
      <ProductDetailsSection details={details} colourFamily={colourFamily} />
    </IntlProvider>,
  ).replace(/<!-- -->/g, '');
  return [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
}

describe('product details', () => {
  it('names a style’s gender', () => {
    const details = mockProductDetails(site);
    expect(rows(details).some((row) => row === 'For: Men')).toBe(true);
  });

  it('names no gender for the gift card (it is for anyone)', () => {
    const details = {
      ...mockProductDetails(site),
      digital: true,
      attributes: { ...mockProductDetails(site).attributes, gender: 'unisex' },
    };
    const shown = rows(details);
    expect(shown.some((row) => row.startsWith('For:'))).toBe(false);
    expect(shown.some((row) => row.startsWith('Style'))).toBe(true);
  });

  it('names the chosen colour’s family, not every colourway’s (F12)', () => {
    const details = mockProductDetails(site);
    expect(details.attributes.colourFamilies).toEqual(['green', 'red']);
    expect(rows(details, 'green')).toContain('Color family: Green');
    expect(rows(details, 'red')).toContain('Color family: Red');
    // No colour chosen (none given): the style's families.
    expect(rows(details)).toContain('Color family: Green and Red');
  });
});
