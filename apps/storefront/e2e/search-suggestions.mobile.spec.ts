import { expect, test, untilReady } from './fixtures.ts';

/**
 * The header's product suggestions on a narrow phone: the price is a line of its own that wraps, never cut
 * (tester finding t1-F4: "レディース・セール ￥16,20…" at 320 px read as another amount, the regular price unseen).
 */
for (const width of [320, 375]) {
  test(`ja-JP at ${width} px: every suggested product's price is shown whole, and named with its option`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/ja-jp');
    await untilReady(page);
    const box = page.getByRole('combobox', { name: '検索' }).last();
    await box.click();
    await box.pressSequentially('ランニング', { delay: 50 });
    const products = page.getByRole('listbox', { name: '検索候補' }).last().getByRole('group', { name: '商品' });
    await expect(products.getByRole('option').first()).toBeVisible();
    const options = await products.getByRole('option').all();
    let sales = 0;
    for (const option of options) {
      const price = option.locator('[data-suggestion="price"]');
      await expect(price).toBeVisible();
      const text = (await price.textContent()) ?? '';
      expect(text).toMatch(/￥[\d,]+/);
      if (text.includes('通常')) sales += 1;
      // Nothing of it is cut: its box holds all of its text, and the option holds its box.
      const fits = await price.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const holder = element.closest('[role="option"]')!.getBoundingClientRect();
        return element.scrollWidth <= element.clientWidth && box.right <= holder.right + 0.5;
      });
      expect(fits, `"${text}" shown whole`).toBe(true);
      // The option's accessible name still says the price.
      await expect(option).toHaveAccessibleName(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    expect(sales, 'a sale price among the suggestions (the longest line)').toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
  });
}
