import { expect, test } from './fixtures.ts';

test.describe('home page on a phone', () => {
  test('featured products fit a 375 px screen, two tiles a row, and pass axe', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en-us');
    const tiles = page
      .getByRole('region', { name: 'Top rated' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(tiles).toHaveCount(8);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await tiles.nth(i).boundingBox())?.y));
    expect(a).toBe(b);
    expect(c).toBeGreaterThan(a ?? 0);
    await axe(page);
  });
});
