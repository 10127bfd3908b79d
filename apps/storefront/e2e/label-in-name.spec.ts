import { expect, test, untilHydrated, untilReady } from './fixtures.ts';
import { seededProductPathOn } from './product-fixture.ts';

/**
 * WCAG 2.5.3 Label in Name (findings-2 #3): in every locale, the cart's controls whose name is a message say their
 * visible words first, together ("Geschenkoptionen hinzufügen: …", not "Geschenkoptionen für … hinzufügen"), and the
 * header's cart link, which shows its count, says the count ("カート、1点", not "カート（1点）", whose count axe reads
 * as an aside). axe's label-content-name-mismatch, which the fixture runs, checks every such control on the page.
 */
const LOCALES = [
  ['en-us', 'Add to cart'],
  ['en-gb', 'Add to basket'],
  ['de-de', 'In den Warenkorb'],
  ['fr-fr', 'Ajouter au panier'],
  ['ja-jp', 'カートに追加'],
] as const;

for (const [locale, addToCart] of LOCALES) {
  test(`${locale}: the cart's controls are named by what they show`, async ({ page, request, axe }) => {
    await page.goto(await seededProductPathOn(request, locale));
    await untilHydrated(page);
    await page.getByTestId('add-to-cart').getByRole('button', { name: addToCart }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goto(`/${locale}/cart`);
    await untilReady(page);

    // The gift link's visible words, together, in its name (before the line's name, or after it in Japanese).
    const gift = page.locator('main a[href^="#modal-gift-"]').first();
    const shown = (await gift.innerText()).trim();
    expect(shown).not.toBe('');
    expect(await gift.getAttribute('aria-label')).toContain(shown);
    // The header's cart link shows a count (a gift with purchase may come with the item): its name says it, not in
    // parentheses, which axe reads as an aside.
    const cart = page.getByRole('banner').locator(`a[href="/${locale}/cart"]`);
    await expect(cart).toHaveText(/^\d+$/);
    const count = (await cart.innerText()).trim();
    expect(await cart.getAttribute('aria-label')).toMatch(new RegExp(`(^|[^\\d(（])${count}([^\\d)）]|$)`));
    await axe(page);
  });
}
