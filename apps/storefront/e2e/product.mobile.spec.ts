import { expect, test } from './fixtures.ts';
import { SEEDED_PRODUCT } from './product-fixture.ts';

test.describe('product page on a phone', () => {
  test('fits a 375 px screen, and the size chart opens as a side panel', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(SEEDED_PRODUCT.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    await page.getByRole('link', { name: 'Size chart' }).click();
    await expect(page.getByRole('dialog', { name: 'Size chart' })).toBeVisible();
    await axe(page);
  });
});
