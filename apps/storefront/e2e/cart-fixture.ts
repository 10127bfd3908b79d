import type { APIRequestContext, Page } from '@playwright/test';

import { expect } from './fixtures.ts';
import { SEEDED_PRODUCT, seededProduct } from './product-fixture.ts';

/** Helpers for the cart specs (cart*.spec.ts): the seeded product with a size in stock, and adding it. */

/** The product page with an in-stock size of the seeded style chosen (colour, width and size in the query). */
export async function inStockProductPath(request: APIRequestContext) {
  const { details, colour, inStock } = await seededProduct(request);
  if (!inStock) throw new Error('the seeded colourway has no size in stock');
  const params = new URLSearchParams({ colour: colour.colourCode });
  if (inStock.width) params.set('width', inStock.width);
  params.set('size', inStock.size);
  return { path: `${SEEDED_PRODUCT.path}?${params}`, name: details.name, variant: inStock };
}

/** Adds the product from its page (with JavaScript): the mini cart side panel opens with it. */
export async function addFromProductPage(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name, exact: true }).first()).toBeVisible();
  return panel;
}
