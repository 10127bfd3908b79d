import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, untilReady } from './fixtures.ts';

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

/** The seeded style's page on a locale's site (`ja-jp`), with a colour and a size in stock there chosen. */
export async function seededProductPathOn(request: APIRequestContext, locale: string) {
  const response = await request.get(`/api/products/v2/products/${SEEDED_PRODUCT.productId}/details`, {
    headers: { 'x-site-id': `stride-${locale}`, 'x-locale': locale },
  });
  expect(response.ok()).toBe(true);
  const details = (await response.json()) as Details;
  for (const colour of details.colourways) {
    const variant = colour.variants.find((v) => v.inventoryLevel > 0);
    if (!variant) continue;
    const params = new URLSearchParams({ colour: colour.colourCode });
    if (variant.width) params.set('width', variant.width);
    params.set('size', variant.size);
    return `${SEEDED_PRODUCT.path.replace('/en-us/', `/${locale}/`)}?${params}`;
  }
  throw new Error(`no size of the seeded style in stock on ${locale}`);
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

/**
 * A size of the seeded style in stock online and at a Stride store near NEAR_STRIDE_SOHO (read from the api's store
 * availability at test time): its product page with colour, width and size chosen, and the store's name.
 */
export async function seededSizeInStockNearSoho(request: APIRequestContext, baseURL: string | undefined) {
  const { details } = await seededProduct(request);
  const response = await request.post(`/api/products/v1/products/${SEEDED_PRODUCT.productId}/availability`, {
    // A post through the storefront's proxy comes from its own pages (the proxy refuses others: API403).
    headers: { 'x-site-id': 'stride-en-us', 'x-locale': 'en-us', origin: new URL(baseURL ?? '').origin },
    data: { location: NEAR_STRIDE_SOHO },
  });
  if (!response.ok()) throw new Error(`availability ${response.status()}: ${await response.text()}`);
  const { stores } = (await response.json()) as {
    stores: Array<{
      store: { storeId: string; name: string; pickupEnabled: boolean };
      variants: Array<{ upc: string; colourCode: string; available: boolean; quantity: number }>;
    }>;
  };
  for (const { store, variants } of stores) {
    if (!store.pickupEnabled) continue;
    for (const held of variants.filter((variant) => variant.available)) {
      const colour = details.colourways.find((each) => each.colourCode === held.colourCode);
      const variant = colour?.variants.find((each) => each.upc === held.upc && each.inventoryLevel > 0);
      if (!colour || !variant) continue;
      const params = new URLSearchParams({ colour: colour.colourCode });
      if (variant.width) params.set('width', variant.width);
      params.set('size', variant.size);
      return {
        path: `${SEEDED_PRODUCT.path}?${params}`,
        name: details.name,
        store: store.name,
        storeId: store.storeId,
        upc: held.upc,
        storeQuantity: held.quantity,
      };
    }
  }
  throw new Error('no size of the seeded style is in stock both online and at a Stride store near SoHo');
}

/**
 * The seeded size's product page with the shopper's cart already holding all that a New York store has of it, to
 * collect there (the page's own post, as Pick up here sends it): what was found, for the test to go on from.
 */
export async function storeStockAllInCart(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const found = await seededSizeInStockNearSoho(request, baseURL);
  await page.goto(found.path);
  await untilReady(page);
  const taken = await page.request.post(found.path, {
    form: {
      intent: 'add-item',
      productId: SEEDED_PRODUCT.productId,
      upc: found.upc,
      storeId: found.storeId,
      qty: String(found.storeQuantity),
    },
    headers: { origin: new URL(baseURL ?? '').origin },
    maxRedirects: 0,
  });
  if (taken.status() !== 303) throw new Error(`adding the store's stock answered ${taken.status()}`);
  return found;
}

/** An error summary's link (its text) and the field it leads to. */
export type SummaryLink = readonly [message: string, field: Locator];

/** The form's error summary (decision 0052): a group named by `title`, its links the problems in the form's order. */
async function summaryOf(form: Locator, title: string, links: readonly SummaryLink[]) {
  const summary = form.getByRole('group', { name: title });
  await expect(summary.getByRole('link')).toHaveText(links.map(([message]) => message));
  return summary;
}

/** A summary link's field: its id the link's `#…`. */
async function expectLinkedField(link: Locator, field: Locator) {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#./);
  await expect(field).toHaveAttribute('id', href.slice(1));
  return href;
}

/**
 * Without JavaScript, the answer to a refused post, at the form's `#modal-…` section: the first Tab reaches the error
 * summary's first link and Enter follows it (the browser's fragment navigation: the URL's hash the field's id, the
 * field focused), the others clicked likewise, the section shown all along (its target inside it).
 */
export async function expectSummaryWithoutJavaScript(
  page: Page,
  form: Locator,
  title: string,
  links: readonly SummaryLink[],
) {
  const summary = await summaryOf(form, title, links);
  await expect(page).toHaveURL(/#modal-[a-z-]+$/);
  for (const [index, [message, field]] of links.entries()) {
    const link = summary.getByRole('link', { name: message });
    const href = await expectLinkedField(link, field);
    if (index === 0) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await link.click();
    }
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(field).toBeFocused();
    await expect(form).toBeVisible();
  }
}

/**
 * With JavaScript, the error summary in a dialog: its first link followed by the keyboard, the others clicked, each
 * focusing its field, the dialog open and the URL as it was (a field's hash would close the dialog).
 */
export async function expectSummaryInDialog(page: Page, dialog: Locator, title: string, links: readonly SummaryLink[]) {
  const summary = await summaryOf(dialog, title, links);
  const url = page.url();
  for (const [index, [message, field]] of links.entries()) {
    const link = summary.getByRole('link', { name: message });
    await expectLinkedField(link, field);
    if (index === 0) {
      await link.focus();
      await page.keyboard.press('Enter');
    } else {
      await link.click();
    }
    await expect(field).toBeFocused();
    await expect(dialog).toBeVisible();
    expect(page.url()).toBe(url);
  }
}
