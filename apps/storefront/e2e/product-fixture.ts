import type { APIRequestContext, Page } from '@playwright/test';

import { untilReady } from './fixtures.ts';

/**
 * A seeded style to test the product page on. The demo catalog generator is deterministic (fixed seed and clock),
 * and the e2e stack seeds size 1 from scratch, so this Stride running shoe (widths, sizes sold out online, a
 * product set, stock in the New York stores) is always there. Its sizes are read from the api at test time.
 */
export const SEEDED_PRODUCT = { productId: 'SRN155750', path: '/en-us/p/lumen-5-running-shoe-SRN155750' } as const;

/** A postal code the api's sandbox geocoder places in New York, where Stride has stores. */
export const NEW_YORK_ZIP = '10012';

/** A position in Greenwich Village, a few minutes' walk from the Stride SoHo and Flatiron stores. */
export const NEAR_STRIDE_SOHO = { latitude: 40.7301, longitude: -73.9934 };

interface Variant {
  upc: string;
  size: string;
  width: string | null;
  inventoryLevel: number;
}
interface Details {
  name: string;
  colourways: Array<{ colourCode: string; name: string; variants: Variant[] }>;
}

/** The product as the api answers it (through the storefront's same-origin proxy). */
export async function seededProduct(request: APIRequestContext) {
  const response = await request.get(`/api/products/v2/products/${SEEDED_PRODUCT.productId}/details`, {
    headers: { 'x-site-id': 'stride-en-us', 'x-locale': 'en-us' },
  });
  if (!response.ok()) throw new Error(`details ${response.status()}: ${await response.text()}`);
  const details = (await response.json()) as Details;
  const [colour] = details.colourways;
  if (!colour) throw new Error('the seeded style has no colourway');
  const standard = colour.variants.filter((v) => v.width === colour.variants[0]?.width);
  const soldOut = colour.variants.find((v) => v.inventoryLevel === 0);
  const inStock = standard.find((v) => v.inventoryLevel > 0);
  return { details, colour, soldOut, inStock };
}

/** The seeded product's page, ready for a shopper's hands (untilReady), and the product as the api answers it. */
export async function openSeededProduct(page: Page, request: APIRequestContext) {
  const product = await seededProduct(request);
  await page.goto(SEEDED_PRODUCT.path);
  await untilReady(page);
  return product;
}
