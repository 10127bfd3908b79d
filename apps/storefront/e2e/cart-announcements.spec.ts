import type { Page } from '@playwright/test';

import {
  addFromProductPage,
  fewLeftProductPath,
  inStockProductPath,
  lastOneProductPath,
  openCartWithItem,
} from './cart-fixture.ts';
import { expect, test, untilAnimationsSettle, untilReady } from './fixtures.ts';

/**
 * The cart's polite live regions (the cart page's, the mini cart's, the saved-for-later list's), read as a screen
 * reader hears them: each outcome once, even the same sentence twice in a row, and no earlier sentence left behind.
 */
const REGIONS = 'p[role="status"][aria-live="polite"].sr-only';

/**
 * Records every sentence a cart live region is given from now on, as a screen reader hears them: text added to a
 * region (a new node or a new text), not the re-renders that leave its text as it was.
 */
async function listen(page: Page) {
  await page.evaluate((selector) => {
    const state = window as unknown as { __said: string[] };
    state.__said = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest(selector);
        if (!region) continue;
        if (record.type === 'characterData') {
          if (record.target.textContent) state.__said.push(region.textContent ?? '');
          continue;
        }
        for (const added of record.addedNodes) if (added.textContent) state.__said.push(added.textContent);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, REGIONS);
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said);
/** What the regions hold now (the non-empty ones). */
const held = (page: Page) =>
  page.locator(REGIONS).evaluateAll((regions) => regions.map((region) => region.textContent).filter(Boolean));

/**
 * Records every sentence any live region of the page is given from now on (a status, an alert, an aria-live element,
 * the cart's own regions): text added to a live region, or a new alert.
 */
async function listenToAll(page: Page) {
  await page.evaluate(() => {
    const live = '[role="status"],[role="alert"],[role="log"],[aria-live]:not([aria-live="off"])';
    const state = window as unknown as { __heard: string[] };
    state.__heard = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        if (record.type === 'characterData') {
          const region = node?.closest(live);
          if (region && record.target.textContent) state.__heard.push(region.textContent ?? '');
          continue;
        }
        for (const added of record.addedNodes) {
          const element = added instanceof Element ? added : added.parentElement;
          if (added.textContent && element?.closest(live)) state.__heard.push(added.textContent);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

test.describe('cart live regions', () => {
  test('cart page: each outcome said once, the same sentence again, nothing stale', async ({ page, request }) => {
    const name = await openCartWithItem(page, request);
    await listen(page);
    const quantity = page.getByRole('group', { name: `Quantity of ${name}` });
    const increase = page.getByRole('button', { name: `Increase quantity of ${name}` });
    await increase.click();
    await expect(quantity).toContainText('2');
    // What changed, said (t3-F7): the line as its controls name it, its quantity, the subtotal the summary shows
    // (read until the summary has caught up with the answer: the region may be given it first).
    const subtotal = page
      .getByRole('main')
      .locator('dt', { hasText: /^Subtotal$/ })
      .locator('+ dd');
    const line = (await quantity.getAttribute('aria-label'))?.replace(/^Quantity of /, '');
    const expected = async (count: number) =>
      `${line}: quantity is now ${count}. Subtotal: ${await subtotal.textContent()}.`;
    const saidOnly = async (count: number) => {
      const sentences = await said(page);
      return sentences.at(-1) === (await expected(count))
        ? sentences.length
        : `${sentences.at(-1)} ≠ ${await expected(count)}`;
    };
    await expect.poll(() => saidOnly(2)).toBe(1);
    // The same change again is a new outcome: said again (the region emptied when the post started).
    await increase.click();
    await expect(quantity).toContainText('3');
    await expect.poll(() => saidOnly(3)).toBe(2);
    expect(await held(page)).toEqual([(await said(page))[1]]);
    // Another change: only its sentence is in the page afterwards.
    await page.getByLabel('Promo code', { exact: true }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('list', { name: 'Promo codes applied' })).toContainText('WELCOME10');
    await expect.poll(() => said(page)).toHaveLength(3);
    expect((await said(page))[2]).toMatch(/^Promo code WELCOME10 was applied\./);
    expect(await held(page)).toEqual([(await said(page))[2]]);
    // Saved for later: said once by the cart's region; the coupon's sentence is gone.
    await page.getByRole('button', { name: `Save for later: ${name}` }).click();
    await expect(quantity).toHaveCount(0);
    await expect.poll(() => said(page)).toHaveLength(4);
    // Named, as the add is (t3 F3-16).
    expect((await said(page))[3]).toMatch(new RegExp(`^Saved for later: ${name}, .*size [^.]+\\.$`));
    expect(await held(page)).toEqual([(await said(page))[3]]);
    // Moved back: the list's region says so, the cart's sentence of the line saved is cleared.
    await page.getByRole('button', { name: `Move to cart: ${name}` }).click();
    await expect(quantity).toHaveCount(1);
    await expect.poll(() => said(page)).toHaveLength(5);
    expect(await held(page)).toEqual([(await said(page))[4]]);
    // Removed: the last sentence, said once, though the cart emptied (and its region stayed the same element).
    const remove = page.getByRole('button', { name: new RegExp(`^Remove ${name},[^,]+, size [^,]+(, width \\w+)?$`) });
    await remove.click();
    await expect(remove).toHaveCount(0);
    await expect.poll(() => said(page)).toHaveLength(6);
    expect((await said(page))[5]).toMatch(new RegExp(`^Removed from your cart: ${name}, .*size [^.]+\\.$`));
    expect(await held(page)).toEqual([(await said(page))[5]]);
  });

  test('mini cart: each quantity change said once, the last one again, and a removal', async ({ page, request }) => {
    const { path, name } = await inStockProductPath(request);
    const panel = await addFromProductPage(page, path, name);
    await listen(page);
    const increase = panel.getByRole('button', { name: `Increase quantity of ${name}` });
    const decrease = panel.getByRole('button', { name: `Decrease quantity of ${name}` });
    const quantity = panel.getByRole('group', { name: `Quantity of ${name}` });
    await increase.click();
    await expect(quantity).toContainText('2');
    await expect.poll(() => said(page)).toHaveLength(1);
    expect((await said(page))[0]).toMatch(
      new RegExp(`^${name}, [^:]+: quantity is now 2\\. Subtotal: \\$[\\d,]+\\.\\d\\d\\.$`),
    );
    await decrease.click();
    await expect(quantity).toContainText('1');
    await expect.poll(() => said(page)).toHaveLength(2);
    expect((await said(page))[1]).toMatch(
      new RegExp(`^${name}, [^:]+: quantity is now 1\\. Subtotal: \\$[\\d,]+\\.\\d\\d\\.$`),
    );
    expect(await panel.locator(REGIONS).evaluateAll((r) => r.map((e) => e.textContent))).toEqual([
      (await said(page))[1],
    ]);
    await panel.getByRole('button', { name: new RegExp(`^Remove ${name},[^,]+, size [^,]+(, width \\w+)?$`) }).click();
    await expect.poll(() => said(page)).toHaveLength(3);
    expect((await said(page))[2]).toMatch(new RegExp(`^Removed from your cart: ${name}, .*size [^.]+\\.$`));
    expect(await held(page)).toEqual([(await said(page))[2]]);
  });
  for (const where of ['cart page', 'mini cart'] as const) {
    test(`${where}: "+" on a line holding all the stock is dimmed and says why; pressed, it posts and says nothing`, async ({
      page,
      request,
    }) => {
      const { path, name } = await lastOneProductPath(request);
      let scope = await addFromProductPage(page, path, name);
      if (where === 'cart page') {
        await page.goto('/en-us/cart');
        await untilReady(page);
        scope = page.locator('main');
      }
      const increase = scope.getByRole('button', { name: `Increase quantity of ${name}` });
      // Dimmed, not disabled: it keeps the focus, and the sentence beside the stepper is its description.
      await expect(increase).toHaveAttribute('aria-disabled', 'true');
      await expect(increase).toHaveAccessibleDescription('Only 1 left.');
      await expect(scope.getByText('Only 1 left.', { exact: true })).toBeVisible();
      await listenToAll(page);
      const posts: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST') posts.push(`${sent.url()} ${sent.postData() ?? ''}`);
      });
      // Forced: Playwright waits for a dimmed (aria-disabled) button to be enabled; a shopper just presses it. A forced
      // click skips Playwright's wait for a still element too: the mini cart at rest first, or under load the click
      // lands where "+" was mid-slide, on a button beside it (two CI runs posted to the cart here).
      await untilAnimationsSettle(page);
      await increase.click({ force: true });
      await increase.press('Enter');
      await expect(increase).toBeFocused();
      await page.waitForTimeout(500);
      expect(posts).toEqual([]);
      expect(await heard(page)).toEqual([]);
      await expect(scope.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
      await expect(scope.getByText('That’s all we have in stock of this item.', { exact: true })).toHaveCount(0);
    });
  }

  test('cart page: "+" up to all the stock there is says so with the update, then adds no more', async ({
    page,
    request,
  }) => {
    const found = await fewLeftProductPath(request, 2, 4);
    if (!found) throw new Error('no shoe with a size of which 2 to 4 are left');
    const { path, name, stock } = found;
    await addFromProductPage(page, path, name);
    await page.goto('/en-us/cart');
    await untilReady(page);
    await listen(page);
    const quantity = page.getByRole('group', { name: `Quantity of ${name}` });
    const increase = page.getByRole('button', { name: `Increase quantity of ${name}` });
    for (let qty = 2; qty <= stock; qty += 1) {
      await expect(increase).not.toHaveAttribute('aria-disabled');
      await increase.click();
      await expect(quantity).toContainText(String(qty));
    }
    const last = new RegExp(`: quantity is now ${stock}\\. Subtotal: \\$[\\d,]+\\.\\d\\d\\. Only ${stock} left\\.$`);
    await expect.poll(async () => (await said(page)).at(-1)).toMatch(last);
    expect(await said(page)).toHaveLength(stock - 1);
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(increase).toHaveAccessibleDescription(`Only ${stock} left.`);
    await expect(increase).toBeFocused();
  });
});
