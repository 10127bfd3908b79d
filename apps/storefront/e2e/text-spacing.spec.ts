import { expect, test } from './fixtures.ts';

/**
 * WCAG 1.4.10 reflow with 1.4.12 text spacing: at 320 px (1280 px at 400 %) with the spacing a reader's style sheet
 * sets, German pages scrolled sideways (language reviewer F3-9): the listing's sort select ("Preis: aufsteigend"),
 * the product page's details (a grid column as wide as its longest word) and "Meinen Standort verwenden", the home page's "Alle top bewerteten Modelle". Long labels wrap.
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

test.describe('German pages at 320 px with WCAG text spacing', () => {
  // The reader's style sheet is injected as a <style>, which the page's CSP (rightly) refuses from a page script.
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
  });

  for (const [name, path, landmark] of [
    ['home', '/de-de', 'Alle top bewerteten Modelle'],
    ['listing', '/de-de/c/men-320629', 'Sortieren nach'],
    ['product', '/de-de/p/echo-5-STR833277', 'Meinen Standort verwenden'],
  ] as const) {
    test(`${name}: no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(landmark).first()).toBeAttached();
      await page.addStyleTag({ content: TEXT_SPACING });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    });
  }
});
