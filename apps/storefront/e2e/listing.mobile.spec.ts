import { expect, test, untilReady } from './fixtures.ts';

test.describe('listing on a phone', () => {
  test('fits a 375 px screen; the filters open as a side panel and apply', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en-us');
    const href = await page.locator('footer a[href*="/c/"]').first().getAttribute('href');
    await page.goto(href ?? '/en-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);

    await untilReady(page);
    await page.getByRole('link', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await axe(page);
    await dialog.getByRole('group', { name: 'Size' }).getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/[?&]size=/);
    await expect(page).not.toHaveURL(/#modal-filters/);
    await expect(dialog).toBeHidden();
    // The focus is back on the button that opened the filters (not at the page's top).
    await expect(page.getByRole('link', { name: /^Filters \(1\)/ })).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filters link shows the one filter form, which applies', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/en-us');
      const href = await page.locator('footer a[href*="/c/"]').first().getAttribute('href');
      await page.goto(href ?? '/en-us');
      await expect(page.locator('form[aria-label="Filters"]')).toHaveCount(1);
      const filters = page.getByRole('form', { name: 'Filters' });
      await expect(filters).toBeHidden();
      await page.getByRole('link', { name: /^Filters/ }).click();
      await expect(filters).toBeVisible();
      await filters.getByRole('group', { name: 'Size' }).getByRole('checkbox').first().check();
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/[?&]size=/);
      await expect(page.getByRole('link', { name: /^Filters \(1\)/ })).toBeVisible();
    });
  });

  test('search results fit a 375 px screen', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en-us/search?q=shoe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
  });

  test('header search on a 375 px screen: the suggestions fit the screen and pass axe', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en-us');
    await untilReady(page);
    const box = page.getByRole('combobox', { name: 'Search' }).last();
    await box.click();
    await box.pressSequentially('lum', { delay: 50 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' }).last();
    await expect(listbox).toBeVisible();
    const bounds = await listbox.boundingBox();
    expect(bounds?.x).toBeGreaterThanOrEqual(0);
    expect((bounds?.x ?? 0) + (bounds?.width ?? 0)).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
  });
});
