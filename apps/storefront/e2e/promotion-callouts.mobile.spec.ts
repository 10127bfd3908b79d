import { expect, test, untilReady } from './fixtures.ts';

/** Decision 0053 on a phone: the longest callout (German) wraps inside its tile, and nothing moves as the page loads. */
test.describe('promotion callouts on a phone', () => {
  test('a German sale tile wraps its callout inside the tile; a row’s tiles keep one height; no layout shift', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Layout shifts from the first paint on, summed (buffered entries include those before this script ran).
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.shifted += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/de-de');
    const hrefs = await page
      .locator('a[href*="/c/sale-"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page.goto(hrefs[0] ?? '/de-de');
    await untilReady(page);
    const tiles = page
      .getByRole('region', { name: 'Produkte' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    const callout = 'Extra 20\u00a0% Rabatt in deinem Warenkorb';
    await expect(tiles.first().getByText(callout)).toHaveText(`Angebot: ${callout}`);
    const [left, right, text] = await Promise.all([
      tiles.nth(0).boundingBox(),
      tiles.nth(1).boundingBox(),
      tiles.nth(0).getByText(callout).boundingBox(),
    ]);
    expect(text!.x + text!.width).toBeLessThanOrEqual(left!.x + left!.width + 1);
    expect(right!.y).toBe(left!.y);
    expect(right!.height).toBe(left!.height);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
    await axe(page);
  });
});
