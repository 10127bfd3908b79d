import type { Page } from '@playwright/test';

import { addFromProductPage, fullPriceProductPath, inStockProductPath, lastOneProductPath } from './cart-fixture.ts';
import {
  expect,
  lateShifts,
  slowDataRequests,
  test,
  untilAnimationsSettle,
  untilReady,
  watchLayoutShifts,
} from './fixtures.ts';

/** The cart on a 375 px phone (touch): the mini cart side panel, the cart page and its quantity stepper, axe clean. */
async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('cart on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
  });

  test('mini cart within the screen, then the cart page: change the quantity up and down', async ({
    page,
    request,
    axe,
  }) => {
    const { path, name } = await inStockProductPath(request);
    const panel = await addFromProductPage(page, path, name);
    // Once it has slid in, the side panel lies within the screen. Polled, as cart.spec.ts does: the transition may
    // start a frame after the panel opens, so waiting for the animations running at one moment is not enough (CI
    // once read the panel's right edge at 423 px, mid-slide).
    await untilAnimationsSettle(page);
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(375.5);
    expect((await panel.boundingBox())?.x).toBeGreaterThanOrEqual(-0.5);
    await expect(panel.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
    await noHorizontalOverflow(page);
    await axe(page);

    await panel.getByRole('link', { name: /View cart/ }).click();
    await expect(page).toHaveURL(/\/en-us\/cart$/);
    await expect(panel).toBeHidden();
    await page.waitForLoadState('networkidle');
    const quantity = page.getByRole('group', { name: `Quantity of ${name}` });
    await expect(quantity).toContainText('1');
    const increase = page.getByRole('button', { name: `Increase quantity of ${name}` });
    await increase.scrollIntoViewIfNeeded();
    await expect(increase).toBeInViewport();
    await increase.tap();
    await expect(quantity).toContainText('2');
    await expect(page.getByRole('status').filter({ hasText: /: quantity is now 2\. Subtotal: / })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Cart, \d+ items$/ })).toBeVisible();
    await noHorizontalOverflow(page);
    await axe(page);

    await page.getByRole('button', { name: `Decrease quantity of ${name}` }).tap();
    await expect(quantity).toContainText('1');
    await noHorizontalOverflow(page);
  });

  test('the last one in the cart: "+" is dimmed in the mini cart and on the cart page, "Only 1 left." beside it', async ({
    page,
    request,
    axe,
  }) => {
    const { path, name } = await lastOneProductPath(request);
    const panel = await addFromProductPage(page, path, name);
    await untilAnimationsSettle(page);
    for (const scope of [panel, page.locator('main')]) {
      if (scope !== panel) {
        await page.goto('/en-us/cart');
        await untilReady(page);
      }
      const increase = scope.getByRole('button', { name: `Increase quantity of ${name}` });
      await increase.scrollIntoViewIfNeeded();
      await expect(increase).toHaveAttribute('aria-disabled', 'true');
      await expect(increase).toHaveAccessibleDescription('Only 1 left.');
      const note = scope.getByText('Only 1 left.', { exact: true });
      await expect(note).toBeInViewport();
      // Right above the stepper, within the screen.
      const [button, said] = [await increase.boundingBox(), await note.boundingBox()];
      expect(said!.y + said!.height).toBeLessThanOrEqual(button!.y + 1);
      expect(button!.y - (said!.y + said!.height)).toBeLessThan(24);
      expect(said!.x + said!.width).toBeLessThanOrEqual(375.5);
      // Forced: Playwright waits for a dimmed (aria-disabled) button to be enabled; a shopper just taps it. Forced skips
      // the wait for a still element too: the panel at rest first, or the tap may land beside "+" mid-slide.
      await untilAnimationsSettle(page);
      await increase.tap({ force: true });
      await page.waitForTimeout(300);
      await expect(scope.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
      await expect(scope.getByText('That’s all we have in stock of this item.', { exact: true })).toHaveCount(0);
      await noHorizontalOverflow(page);
      await axe(page);
    }
  });

  test('a promo code sent with Enter over a slow connection: the field stays where it is, nothing shifts', async ({
    page,
    request,
  }) => {
    // Shopper tester 2, session 53: the line grew by its offer and the summary's notices by the code's, over half a
    // second after Enter, pushing the focused field off the screen (a layout shift of 0.075).
    await watchLayoutShifts(page);
    const { path, name } = await fullPriceProductPath(request, 9_000, 20_000);
    await addFromProductPage(page, path, name);
    await page.goto('/en-us/cart');
    await untilReady(page);
    const field = page.getByLabel('Promo code', { exact: true });
    await field.fill('SHOES15');
    // The field near the bottom of the screen, as a shopper scrolling down the cart to it has it.
    await field.evaluate((input) => window.scrollBy(0, input.getBoundingClientRect().bottom - window.innerHeight + 40));
    const before = await field.boundingBox();
    await lateShifts(page);
    await slowDataRequests(page, 1_200);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Promo codes applied' })).toContainText('SHOES15');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    const shifts = await lateShifts(page);
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(score, JSON.stringify(shifts)).toBeLessThan(0.01);
    await expect(field).toBeFocused();
    expect(Math.abs((await field.boundingBox())!.y - before!.y)).toBeLessThan(1);
  });
});
