import { expect, scrollFooterUnderHeader, stickyHeader, test, untilReady } from './fixtures.ts';

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

  // WCAG 1.4.10 (t3-F8): at 400 % zoom (1280×1024 is 320×256 CSS px) or on a phone held sideways, no bar stays on
  // the screen: the header scrolls away with the page and the product page's add-to-cart bar is not shown.
  for (const viewport of [
    { width: 320, height: 256 },
    { width: 740, height: 360 },
  ]) {
    test(`a short screen (${viewport.width}×${viewport.height}): the header scrolls away, nothing sticks, nothing overflows`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/en-us', '/en-us/c/men-320629', '/en-us/p/lumen-5-running-shoe-SRN155750', '/fr-fr/cart']) {
        await page.goto(path);
        await untilReady(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0);
        await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
        await expect
          .poll(async () => (await stickyHeader(page)).bottom, { message: `${path}: the header scrolled away` })
          .toBeLessThan(0);
        // Nothing to keep clear at the top or the bottom: the header is not there, nor the bar.
        expect((await stickyHeader(page)).scrollPadding, path).toBe(0);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom), path).toMatch(
          /^(auto|0px)$/,
        );
        await expect(page.getByTestId('sticky-add-to-cart'), path).toBeHidden();
      }
    });
  }

  test('the 404 page fits a phone screen', async ({ page, axe }) => {
    await page.goto('/fr-fr/nope');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await axe(page);
  });
});
