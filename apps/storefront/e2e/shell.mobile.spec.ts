import { expect, scrollFooterUnderHeader, stickyHeader, test } from './fixtures.ts';

test.describe('storefront shell on a phone', () => {
  test('the home page fits a narrow screen and the menu opens the category tree', async ({ page, axe }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/en-us');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);

    await page.getByText('Menu', { exact: true }).or(page.getByLabel('Menu')).first().click();
    const nav = page.getByRole('navigation', { name: 'Main' }).last();
    await expect(nav).toBeVisible();
    await nav.getByText('Men', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Shop all Men' })).toBeVisible();
    await axe(page);
    // Going to the search box closes the menu, which would otherwise stay open under the suggestions.
    await page.getByRole('combobox', { name: 'Search' }).locator('visible=true').first().click();
    await expect(nav).toBeHidden();
  });

  test('the sticky header keeps its text readable over the dark footer, and the page scrolls below it', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-us');
    await scrollFooterUnderHeader(page);
    await axe(page);
    const header = await stickyHeader(page);
    expect(header.opaque, 'the header hides what scrolls beneath it').toBe(true);
    expect(header.scrollPadding).toBeCloseTo(header.height, 0);
    await page.setViewportSize({ width: 320, height: 720 });
    const narrow = await stickyHeader(page);
    expect(narrow.scrollPadding).toBeCloseTo(narrow.height, 0);
  });

  test('the 404 page fits a phone screen', async ({ page, axe }) => {
    await page.goto('/fr-fr/nope');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await axe(page);
  });
});
