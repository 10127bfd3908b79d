import { addFromProductPage, inStockProductPath, otherInStockProductPath } from './cart-fixture.ts';
import { expect, test, untilReady } from './fixtures.ts';
import { openSeededProduct, SEEDED_PRODUCT } from './product-fixture.ts';

/** The shopper's recently viewed products, kept by their browser (docs/decisions/0034). */
test.describe('recently viewed', () => {
  test('product pages add themselves; the next product page, the home page and the cart show them', async ({
    page,
    request,
    axe,
  }) => {
    const { details } = await openSeededProduct(page, request);
    // A first visit has nothing to show, not even the heading.
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

    // On to a similar product, in the page (client-side navigation).
    const similar = page.getByRole('region', { name: 'You might also like' });
    const next = similar.getByRole('listitem').first();
    const nextName = (await next.getByRole('heading').textContent())?.trim() ?? '';
    await next.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: nextName })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([details.name]);
    await recent.scrollIntoViewIfNeeded();
    await axe(page);

    // Newest first, on the home page, after a full load.
    await page.goto('/en-us');
    await untilReady(page);
    const onHome = page.getByRole('region', { name: 'Recently viewed' });
    await expect(onHome.getByRole('heading', { level: 3 })).toHaveText([nextName, details.name]);
    await onHome.scrollIntoViewIfNeeded();
    await axe(page);

    // The cart page (empty here) offers them too.
    await page.goto('/en-us/cart');
    await untilReady(page);
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { level: 3 })).toHaveText([
      nextName,
      details.name,
    ]);
    await page.goBack();
    await untilReady(page);

    // A tile leads back to its product.
    await onHome.getByRole('link', { name: new RegExp(details.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: details.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { level: 3 })).toHaveText([
      nextName,
    ]);
  });

  test('Clear forgets them, by keyboard, and says so where focus goes', async ({ page, axe }) => {
    await page.goto(SEEDED_PRODUCT.path);
    await untilReady(page);
    await page.goto('/en-us');
    await untilReady(page);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    const clear = recent.getByRole('button', { name: 'Clear' });
    await expect(clear).toHaveAccessibleDescription('Recently viewed');
    await clear.focus();
    await page.keyboard.press('Enter');
    const note = recent.getByRole('status');
    await expect(note).toHaveText('Your recently viewed products are cleared.');
    await expect(note).toBeFocused();
    await expect(recent.getByRole('listitem')).toHaveCount(0);
    await axe(page);

    await page.reload();
    await untilReady(page);
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  });

  test('the cart leaves out what it holds, and offers it again once removed', async ({ page, request, axe }) => {
    const other = await otherInStockProductPath(request);
    const seeded = await inStockProductPath(request);
    await page.goto(other.path);
    await untilReady(page);
    await addFromProductPage(page, seeded.path, seeded.name);
    await page.goto('/en-us/cart');
    await untilReady(page);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([other.name]);
    await axe(page);
    await page.getByRole('button', { name: `Remove ${seeded.name}` }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([seeded.name, other.name]);
  });

  test('each site keeps its own', async ({ page }) => {
    await page.goto(SEEDED_PRODUCT.path);
    await untilReady(page);
    await page.goto('/en-us');
    await untilReady(page);
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(1);
    await page.goto('/de-de');
    await untilReady(page);
    await expect(page.getByRole('region', { name: 'Zuletzt angesehen' })).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the empty cart at ${viewport.width}×${viewport.height} does not move when the rail arrives under it (t1-F3)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(SEEDED_PRODUCT.path);
    await untilReady(page);
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en-us/cart');
    await untilReady(page);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    // The rail's images and fonts settle too.
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      `layout shifts ${JSON.stringify(shifts)}`,
    ).toBeLessThan(0.01);
    // The rail is right under the empty cart, where the shopper sees it, not a screen further down.
    const [empty, rail] = await Promise.all([
      page.getByRole('link', { name: 'Continue shopping' }).boundingBox(),
      recent.boundingBox(),
    ]);
    expect(rail!.y - (empty!.y + empty!.height)).toBeLessThan(200);
  });
}
