import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, untilHydrated, untilReady } from './fixtures.ts';
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
  await untilHydrated(page);
  // The form's own button (on a phone, the bar that keeps Add to cart at hand has one too).
  await page.getByTestId('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name, exact: true }).first()).toBeVisible();
  return panel;
}

/** The seeded product added from its page, then the cart page ready for a shopper's hands; the product's name. */
export async function openCartWithItem(page: Page, request: APIRequestContext) {
  const { path, name } = await inStockProductPath(request);
  await addFromProductPage(page, path, name);
  await page.goto('/en-us/cart');
  await untilReady(page);
  return name;
}

interface SearchHit {
  productId: string;
  price: { list: number; sale: number | null };
}
interface StyleDetails {
  name: string;
  productType: string;
  pdpUrl: string;
  digital?: boolean;
  badges?: string[];
  colourways: Array<{
    colourCode: string;
    variants: Array<{ size: string; width: string | null; inventoryLevel: number }>;
  }>;
}

type Colourway = StyleDetails['colourways'][number];
type Variant = Colourway['variants'][number];

/**
 * The product page, with a colour and size chosen, of the first style `query` finds on the Stride US site for which
 * `pick` names a colourway and variant. Read from the api's search (through the storefront's proxy), so it follows
 * whatever the demo catalog holds.
 */
async function productPathWhere(
  request: APIRequestContext,
  query: string,
  pick: (details: StyleDetails, productId: string, hit: SearchHit) => { colour: Colourway; variant: Variant } | null,
  refine = '',
) {
  const headers = { 'x-site-id': 'stride-en-us', 'x-locale': 'en-us' };
  const search = await request.get(
    `/api/products/v2/search/productSearch?q=${encodeURIComponent(query)}&count=48${refine}`,
    { headers },
  );
  if (!search.ok()) throw new Error(`search ${search.status()}: ${await search.text()}`);
  const { hits } = (await search.json()) as { hits: SearchHit[] };
  for (const hit of hits) {
    const response = await request.get(`/api/products/v2/products/${hit.productId}/details`, { headers });
    if (!response.ok()) continue;
    const details = (await response.json()) as StyleDetails;
    const picked = details.digital === true ? null : pick(details, hit.productId, hit);
    if (!picked) continue;
    const params = new URLSearchParams({ colour: picked.colour.colourCode });
    if (picked.variant.width) params.set('width', picked.variant.width);
    params.set('size', picked.variant.size);
    return {
      path: `${details.pdpUrl}?${params}`,
      name: details.name,
      productId: hit.productId,
      colourCode: picked.colour.colourCode,
    };
  }
  return null;
}

/**
 * A Stride shoe's second colourway (not the style's first, whose image its tiles show) with a size in stock: its
 * product page with that size chosen, and the style and colour its line's image is drawn for.
 */
export async function secondColourProductPath(request: APIRequestContext) {
  const found = await productPathWhere(request, 'running shoe', (details) => {
    const colour = details.colourways[1];
    if (details.productType === 'socks' || !colour) return null;
    const variant = colour.variants.find((each) => each.inventoryLevel > 1);
    return variant ? { colour, variant } : null;
  });
  if (!found) throw new Error('no running shoe with a second colourway in stock');
  return found;
}

/** Another Stride running shoe than the seeded one, with a size in stock: its product page with that size chosen. */
export async function otherInStockProductPath(request: APIRequestContext) {
  const found = await productPathWhere(request, 'running shoe', (details, productId) => {
    const [colour] = details.colourways;
    if (productId === SEEDED_PRODUCT.productId || details.productType === 'socks' || !colour) return null;
    const variant = colour.variants.find((each) => each.width === colour.variants[0]?.width && each.inventoryLevel > 1);
    return variant ? { colour, variant } : null;
  });
  if (!found) throw new Error('no other running shoe with a size in stock');
  return found;
}

/**
 * A Stride online exclusive (a tee) with a size in stock: it ships from the partner warehouse abroad and clears customs
 * (decision 0018 "Customs products"), so the cart puts it in an international shipment of its own.
 */
export async function onlineExclusiveProductPath(request: APIRequestContext) {
  const found = await productPathWhere(request, 'tee', (details) => {
    const [colour] = details.colourways;
    if (!details.badges?.includes('online-exclusive') || !colour) return null;
    const variant = colour.variants.find((each) => each.inventoryLevel > 1);
    return variant ? { colour, variant } : null;
  });
  if (!found) throw new Error('no online exclusive tee with a size in stock');
  return found;
}

/**
 * A Stride shoe with a size of which one is left online: its product page with that size chosen. Adding it twice asks
 * for more than there is (INV406 the second time: the cart holds the last one).
 */
export async function lastOneProductPath(request: APIRequestContext) {
  const found = await fewLeftProductPath(request, 1, 1);
  if (!found) throw new Error('no shoe with a size of which one is left');
  return found;
}

/**
 * A Stride shoe with a size of which `min` to `max` are left online: its product page with that size chosen and how
 * many are left (`stock`), or null when the catalog has none.
 */
export async function fewLeftProductPath(request: APIRequestContext, min: number, max: number) {
  let stock = 0;
  const found = await productPathWhere(request, 'shoe', (details) => {
    for (const colour of details.colourways) {
      const variant = colour.variants.find((each) => each.inventoryLevel >= min && each.inventoryLevel <= max);
      if (variant) {
        stock = variant.inventoryLevel;
        return { colour, variant };
      }
    }
    return null;
  });
  return found ? { ...found, stock } : null;
}

/**
 * The mini cart after an add to a cart that already holds lines (two other styles and colours): the panel the add
 * opened, and the added product's name. The added line, last of the list, and "View cart" should be in view without
 * scrolling.
 */
export async function miniCartAfterAnAdd(page: Page, request: APIRequestContext) {
  const other = await otherInStockProductPath(request);
  const second = await secondColourProductPath(request);
  const { path, name } = await inStockProductPath(request);
  for (const earlier of [other, second]) {
    const panel = await addFromProductPage(page, earlier.path, earlier.name);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  return { panel: await addFromProductPage(page, path, name), name };
}

/**
 * The mini cart's line marked "Just added" and its "View cart" are in sight, not below the fold (F5), and the whole
 * line (down to its quantity stepper and notes) above the sticky footer with the total and "View cart", not under it:
 * toBeInViewport measures against the window, which the footer covers (R2).
 */
export async function expectAddedInView(panel: Locator) {
  const added = panel.getByRole('listitem').filter({ hasText: 'Just added' });
  await expect(added).toHaveCount(1);
  await expect(added.getByText('Just added')).toBeInViewport({ ratio: 1 });
  const stepper = added.getByRole('group', { name: /^Quantity of / });
  await expect(stepper).toBeInViewport();
  const viewCart = panel.getByRole('link', { name: /View cart/ });
  await expect(viewCart).toBeInViewport({ ratio: 1 });
  const footerTop = await viewCart.evaluate((link) => {
    const footer = link.parentElement;
    if (!footer) throw new Error('View cart has no footer');
    return footer.getBoundingClientRect().top;
  });
  const line = await added.evaluate((element) => element.getBoundingClientRect().bottom);
  const group = await stepper.boundingBox();
  if (!group) throw new Error('the stepper has no box');
  expect(group.y + group.height).toBeLessThanOrEqual(footerTop);
  expect(line).toBeLessThanOrEqual(footerTop + 1);
  // Nothing drawn over the stepper's centre: it is the stepper's own.
  const own = await stepper.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(own).toBe(true);
}

/**
 * A Stride shoe at its full price (not on sale, so no product promotion lowers it) from `min` to `max` (cents), with
 * a size in stock: its product page with that size chosen.
 */
export async function fullPriceProductPath(request: APIRequestContext, min: number, max: number) {
  let price = 0;
  const found = await productPathWhere(
    request,
    'shoe',
    (details, _productId, hit) => {
      const [colour] = details.colourways;
      if (hit.price.sale !== null) return null;
      const variant = colour?.variants.find((each) => each.inventoryLevel > 1);
      price = hit.price.list;
      return colour && variant ? { colour, variant } : null;
    },
    `&priceMin=${min}&priceMax=${max}`,
  );
  if (!found) throw new Error(`no shoe from ${min} to ${max} in stock`);
  return { ...found, price };
}
