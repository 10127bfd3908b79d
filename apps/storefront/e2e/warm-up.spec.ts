import type { Page } from '@playwright/test';

import { expect, test, untilReady } from './fixtures.ts';
import { inStockProductPath } from './cart-fixture.ts';

/**
 * A dialog's code loads when it first opens, not with the page (lib/browser/warm-up.ts): the shopper's pointer or
 * focus on what opens it starts the load, so the click finds it under way or done. Chunks are told apart by the
 * module names Vite gives them.
 */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

const requested = (names: string[], chunk: string) => names.some((name) => name.startsWith(`${chunk}-`));

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

    // The pointer over the sizes: the shopper is about to add one.
    await page.getByRole('radiogroup', { name: 'Size' }).hover();
    await expect.poll(() => requested(names, 'mini-cart-panel')).toBe(true);
    expect(requested(names, 'responsive-dialog')).toBe(false);

    await page.getByRole('link', { name: 'Size chart' }).hover();
    await expect.poll(() => requested(names, 'responsive-dialog')).toBe(true);

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
