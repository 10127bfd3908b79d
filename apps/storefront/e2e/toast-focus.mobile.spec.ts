import type { Page } from '@playwright/test';

import { inStockProductPath, openCartWithItem } from './cart-fixture.ts';
import { expect, test } from './fixtures.ts';

/**
 * The keyboard's focus on a 375x740 phone is never under a toast (WCAG 2.2 2.4.11): the toasts' height is kept clear
 * at the bottom of the screen (app.css, toast.tsx), with and without JavaScript.
 */
const PHONE = { width: 375, height: 740 } as const;

/**
 * Tabs from the top of the page to the end of its footer while a toast shows; each control the focus reaches that a
 * toast covers, even in part, is listed. `toasts` counts the stops at which one showed.
 */
async function walkPastToasts(page: Page, { scripts }: { scripts: boolean }) {
  const covered: string[] = [];
  let toasts = 0;
  let inFooter = false;
  for (let stop = 0; stop < 200; stop += 1) {
    await page.keyboard.press('Tab');
    // With JavaScript, after the toasts' own move, if any (a frame or two); a page without it runs no timers.
    if (scripts) await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const state = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return { done: true } as const;
      const region = document.querySelector('section[aria-label="Notifications"]');
      const boxes = [...(region?.querySelectorAll('[data-kind]') ?? [])].map((toast) => toast.getBoundingClientRect());
      const inFooter = focused.closest('footer') !== null;
      if (region?.contains(focused) || boxes.length === 0) return { done: false, inFooter, shown: false } as const;
      const box = focused.getBoundingClientRect();
      const under = boxes.find(
        (toast) =>
          box.left < toast.right - 0.5 &&
          toast.left < box.right - 0.5 &&
          box.top < toast.bottom - 0.5 &&
          toast.top < box.bottom - 0.5,
      );
      const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 50);
      return {
        done: false,
        inFooter,
        shown: true,
        covered: under
          ? `${focused.tagName} "${name}" y=${Math.round(box.top)}–${Math.round(box.bottom)}, toast ${Math.round(under.top)}–${Math.round(under.bottom)}`
          : null,
      } as const;
    });
    if (state.done || (inFooter && !state.inFooter)) break;
    inFooter = state.inFooter;
    if (state.shown) toasts += 1;
    if (state.shown && state.covered) covered.push(state.covered);
  }
  return { covered, toasts };
}

test.describe('toasts on a phone never cover the focused control (WCAG 2.2 2.4.11)', () => {
  test('without JavaScript: after Save for later, tabbing down the cart page to the footer’s end', async ({
    browser,
    request,
  }) => {
    const { path, name } = await inStockProductPath(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/en-us/cart');
    await page.getByRole('button', { name: `Save for later: ${name}` }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByText(`Saved for later: ${name}`);
    await expect(toast).toBeInViewport();
    const { covered, toasts } = await walkPastToasts(page, { scripts: false });
    expect(toasts, 'tab stops checked with the toast on screen').toBeGreaterThan(20);
    expect(covered, 'focused controls under the toast').toEqual([]);
    // Still on screen, for as long as the page is.
    await expect(toast).toBeInViewport();
    await context.close();
  });

  test('with JavaScript: while Undo is offered after a line is removed, tabbing down the page', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const name = await openCartWithItem(page, request);
    await page.getByRole('button', { name: new RegExp(`^Remove ${name},`) }).click();
    const toasts = page.getByRole('region', { name: 'Notifications' });
    const toast = toasts.getByText('Removed by mistake?');
    await expect(toast).toBeVisible();
    // The pointer resting on it holds the toast (its countdown waits) for the walk.
    await toast.hover();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.locator('body').focus();
    const { covered, toasts: stops } = await walkPastToasts(page, { scripts: true });
    expect(stops, 'tab stops checked with the toast on screen').toBeGreaterThan(10);
    expect(covered, 'focused controls under the toast').toEqual([]);
    await expect(toast).toBeVisible();
  });
});
