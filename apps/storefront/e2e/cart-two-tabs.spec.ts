import type { Page } from '@playwright/test';

import { DEMO_PASSWORD, SHOPPER_EMAIL, signIn, signOut } from './auth-fixture.ts';
import {
  addFromProductPage,
  expectAddedInView,
  inStockProductPath,
  miniCartAfterAnAdd,
  openCartWithItem,
  otherInStockProductPath,
} from './cart-fixture.ts';
import { expect, test, untilReady } from './fixtures.ts';

/**
 * The same cart open in two tabs, one of them out of date (decision 0018, addendum "a step on a page left open"):
 * a step never undoes the other tab's change, a line gone is said for the cart, and a session ended elsewhere is said
 * before the reload.
 */

async function secondTab(page: Page) {
  const other = await page.context().newPage();
  await other.goto('/en-us/cart');
  await untilReady(other);
  return other;
}

test.describe('cart in two tabs', () => {
  test('"+" on a tab left open raises what the cart holds (2 → 3 elsewhere, then 4), and says so', async ({
    page,
    request,
  }) => {
    const name = await openCartWithItem(page, request);
    const tabB = await secondTab(page);
    const quantityA = page.getByRole('group', { name: `Quantity of ${name}` });
    const quantityB = tabB.getByRole('group', { name: `Quantity of ${name}` });
    await expect(quantityB).toContainText('1');
    // Tab A: two more.
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(quantityA).toContainText('2');
    await expect(page.locator('li[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(quantityA).toContainText('3');
    await expect(page.locator('li[aria-busy="true"]')).toHaveCount(0);
    // Tab B still shows 1: its "+" is one more than the 3 the cart holds, never 2.
    await expect(quantityB).toContainText('1');
    await tabB.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(quantityB).toContainText('4');
    await expect(
      tabB.getByRole('status').filter({ hasText: 'Your cart had changed in another window or tab.' }),
    ).toContainText(/: quantity is now 4\.$/);
    await page.reload();
    await expect(quantityA).toContainText('4');
    await tabB.close();
  });

  test('a change on a tab left open to a line removed in the other: said for the cart, focus on the notice', async ({
    page,
    request,
  }) => {
    const first = await openCartWithItem(page, request);
    const other = await otherInStockProductPath(request);
    await addFromProductPage(page, other.path, other.name);
    await page.goto('/en-us/cart');
    await untilReady(page);
    const tabB = await secondTab(page);
    await expect(tabB.getByRole('group', { name: `Quantity of ${other.name}` })).toContainText('1');
    // Tab A removes the first line; tab B, out of date, presses its "+" from the keyboard.
    await page.getByRole('button', { name: `Remove ${first}` }).click();
    await expect(page.getByRole('group', { name: `Quantity of ${first}` })).toHaveCount(0);
    await tabB.bringToFront();
    const increase = tabB.getByRole('button', { name: `Increase quantity of ${first}` });
    await increase.focus();
    await tabB.keyboard.press('Enter');
    const notice = tabB.locator('[data-error-id="ORD404"]');
    await expect(notice).toContainText('No longer in your cart');
    await expect(notice).toContainText(first);
    await expect(notice).toContainText(
      ': this item is no longer in your cart, which was changed in another window or tab.',
    );
    await expect(tabB.getByRole('status').filter({ hasText: 'No longer in your cart' })).toHaveCount(1);
    // The cart read again: the line is gone, the other stays as it was.
    await expect(tabB.getByRole('group', { name: `Quantity of ${first}` })).toHaveCount(0);
    await expect(tabB.getByRole('group', { name: `Quantity of ${other.name}` })).toContainText('1');
    // The keyboard is at the notice, not on another line's "−": Enter changes nothing.
    await expect(notice.locator('..')).toBeFocused();
    await tabB.keyboard.press('Enter');
    await expect(tabB.getByRole('group', { name: `Quantity of ${other.name}` })).toContainText('1');
    await tabB.close();
  });

  for (const change of ['+ on a line', 'a promo code'] as const) {
    test(`the session ended in another tab (AUT498), then ${change}: the notice is shown and said until the reload`, async ({
      page,
      browser,
      request,
    }) => {
      const { path, name } = await inStockProductPath(request);
      await page.goto('/en-us');
      await untilReady(page);
      await signIn(page, SHOPPER_EMAIL, DEMO_PASSWORD);
      await addFromProductPage(page, path, name);
      // The same session in a second browser window.
      const second = await browser.newContext({ storageState: await page.context().storageState() });
      const tabB = await second.newPage();
      await tabB.goto('/en-us/cart');
      await untilReady(tabB);
      await expect(tabB.getByRole('group', { name: `Quantity of ${name}` })).toBeVisible();
      await page.goto('/en-us/account');
      await untilReady(page);
      await signOut(page);
      await tabB.bringToFront();
      if (change === '+ on a line') {
        await tabB.getByRole('button', { name: `Increase quantity of ${name}` }).click();
      } else {
        await tabB.getByLabel('Promo code', { exact: true }).fill('WELCOME10');
        await tabB.getByRole('button', { name: 'Apply' }).click();
      }
      const notice = tabB.locator('[data-error-id="AUT498"]');
      await expect(notice).toContainText('Your session has ended');
      await expect(tabB.getByRole('status').filter({ hasText: 'Your session has ended' })).toHaveCount(1);
      await expect(notice.locator('..')).toBeFocused();
      await expect(tabB.getByText('Your cart is empty.')).toHaveCount(0);
      // Still there two seconds later, before the reload (4 s).
      await tabB.waitForTimeout(2000);
      await expect(notice).toBeVisible();
      await second.close();
    });
  }
});

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the mini cart after an add at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });

    test('the line just added (the last of several), all of it above the footer, and "View cart" are in view; axe clean', async ({
      page,
      request,
      axe,
    }) => {
      const { panel } = await miniCartAfterAnAdd(page, request);
      await expectAddedInView(panel);
      await axe(page);
    });
  });
}
