import type { Page } from '@playwright/test';

import { expect, test, untilReady } from './fixtures.ts';
import { inStockProductPath } from './cart-fixture.ts';

/**
 * Work done ahead of a click, at the shopper's intent. A dialog's code loads when it first opens, not with the page
 * (lib/browser/warm-up.ts): the pointer or focus on what opens it starts the load, so the click finds it under way
 * or done. Chunks are told apart by the module names Vite gives them. A catalog page a link leads to is fetched
 * when the pointer rests on the link (features/site-shell/navigation-prefetch.tsx).
 */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

const requested = (names: string[], chunk: string) => names.some((name) => name.startsWith(`${chunk}-`));

/** The product page's dialogs loaded at their first opening, and the size guide's tables only the server renders. */
const LAZY_PRODUCT_CHUNKS = [
  'size-chart-dialog.lazy',
  'notify-dialog.lazy',
  'write-review-dialog.lazy',
  'ask-question-dialog.lazy',
  'report-dialog.lazy',
  'size-guide-tables',
];

test.describe('dialog code loads ahead of the click', () => {
  test('the product page: nothing before intent; choosing a size starts the mini cart, a size chart link its frame', async ({
    page,
    request,
  }) => {
    const { path } = await inStockProductPath(request);
    const names = scriptsRequested(page);
    await page.goto(path);
    await untilReady(page);
    await page.waitForTimeout(300);
    expect(requested(names, 'mini-cart-panel')).toBe(false);
    expect(requested(names, 'responsive-dialog')).toBe(false);
    // Nor the page's own dialogs: hydrating keeps their sections' server HTML without their code (LazyHashDialog),
    // and the size guide's tables for readers without JavaScript are the server's alone.
    for (const chunk of LAZY_PRODUCT_CHUNKS) expect(requested(names, chunk), chunk).toBe(false);

    // The pointer over the sizes: the shopper is about to add one.
    await page.getByRole('radiogroup', { name: 'Size' }).hover();
    await expect.poll(() => requested(names, 'mini-cart-panel')).toBe(true);
    expect(requested(names, 'responsive-dialog')).toBe(false);

    await page.getByRole('link', { name: 'Size chart' }).hover();
    await expect.poll(() => requested(names, 'responsive-dialog')).toBe(true);
    await expect.poll(() => requested(names, 'size-chart-dialog.lazy')).toBe(true);
    await page.getByRole('link', { name: 'Size chart' }).click();
    await expect(page.getByRole('dialog', { name: 'Size chart' }).getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Size chart' })).toBeHidden();
    // A link to the review form's page of its own opens the dialog in place (data-modal): pointing at it loads it.
    await page.getByRole('link', { name: 'Write a review', exact: true }).first().hover();
    await expect.poll(() => requested(names, 'write-review-dialog.lazy')).toBe(true);

    // And the click still opens what it opens.
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  });

  test('the header: focus on the account link starts the sign-in dialog, the cart link the mini cart', async ({
    page,
  }) => {
    const names = scriptsRequested(page);
    await page.goto('/en-us');
    await untilReady(page);
    expect(requested(names, 'sign-in-dialog')).toBe(false);
    await page.getByRole('link', { name: 'Sign in' }).focus();
    await expect.poll(() => requested(names, 'sign-in-dialog')).toBe(true);
    expect(requested(names, 'mini-cart-panel')).toBe(false);
    await page.getByRole('link', { name: 'Cart' }).focus();
    await expect.poll(() => requested(names, 'mini-cart-panel')).toBe(true);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('catalog pages fetched ahead of the click', () => {
  test('the pointer resting on a product tile fetches its page; a passing pointer or the cart link does not', async ({
    page,
  }) => {
    const data: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.data')) data.push(url.pathname);
    });
    await page.goto('/en-us/c/shoes-653341');
    await untilReady(page);
    const tiles = page.getByRole('region', { name: 'Products' }).getByRole('link');
    const first = tiles.first();
    const second = tiles.nth(1);
    const path = (link: typeof first) => link.getAttribute('href').then((href) => `${href?.split('?')[0]}.data`);

    // Passing over a tile on the way elsewhere (less than a tenth of a second) fetches nothing: the pointer comes
    // over the second tile, then straight over the cart link (dispatched together, so a busy machine's pauses between
    // two hovers cannot stretch the pass).
    await page.evaluate(
      ([tile, cart]) => {
        for (const target of [tile, cart]) target?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      },
      [await second.elementHandle(), await page.getByRole('link', { name: 'Cart' }).elementHandle()],
    );
    await page.waitForTimeout(400);
    expect(data).toEqual([]);

    await first.hover();
    await expect.poll(() => data).toEqual([await path(first)]);
    await first.click();
    await expect(page).toHaveURL(/\/en-us\/p\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
