import { expect, test, untilReady } from './fixtures.ts';

/**
 * Decision 0053: the automatic "20% off the sale" promotion is called out on the sale's tiles and product pages,
 * under the price, in the site's words, as text the page arrives with.
 */
test.describe('promotion callouts', () => {
  test('a sale tile and its product page say the extra 20% off is taken in the cart; other tiles say nothing', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us');
    const sale = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sale', exact: true });
    await page.goto((await sale.first().getAttribute('href')) ?? '/');
    await expect(page).toHaveURL(/\/en-us\/c\/sale-\d{4,6}$/);
    const products = page.getByRole('region', { name: 'Products' });
    const tiles = products.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(tiles.first()).toBeVisible();
    const count = await tiles.count();
    // Every tile of the sale department carries the callout, as text (heard as an offer), under its price.
    await expect(products.getByText('Extra 20% off in your cart')).toHaveCount(count);
    const first = tiles.first();
    // Heard as "Offer: Extra 20% off in your cart".
    await expect(first.getByText('Extra 20% off in your cart')).toHaveText('Offer: Extra 20% off in your cart');
    const [priceBox, calloutBox] = await Promise.all([
      first.locator('p:has([data-amount])').boundingBox(),
      first.getByText('Extra 20% off in your cart').boundingBox(),
    ]);
    expect(calloutBox!.y).toBeGreaterThan(priceBox!.y);
    // The page arrived with it: the server's HTML has the callout (nothing moves in after hydration).
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('Extra 20% off in your cart');
    await axe(page);

    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await untilReady(page);
    // Under the price beside the name (similar products' tiles below may say it too).
    const callout = page.locator('h1 ~ p', { hasText: 'Extra 20% off in your cart' });
    await expect(callout).toBeVisible();
    await expect(callout).toHaveText('Offer: Extra 20% off in your cart');
    await expect(callout).toHaveCSS('font-weight', '600');
    await axe(page);

    await page.goto('/en-us');
    const men = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Men', exact: true });
    await page.goto((await men.first().getAttribute('href')) ?? '/');
    // A department beside the sale: its sale styles (a style sits in several categories) say it, the rest nothing.
    const menTiles = page
      .getByRole('region', { name: 'Products' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(menTiles.first()).toBeVisible();
    const withoutCallout = menTiles.filter({ hasNotText: 'Extra 20% off in your cart' });
    expect(await withoutCallout.count()).toBeGreaterThan(0);
    expect(await withoutCallout.count()).toBeLessThanOrEqual(await menTiles.count());
  });

  test('in French, with the narrow no-break spaces', async ({ page }) => {
    await page.goto('/fr-fr');
    const sale = page
      .getByRole('navigation', { name: /./ })
      .first()
      .getByRole('link', { name: /^Soldes$/ });
    await page.goto((await sale.first().getAttribute('href')) ?? '/');
    const products = page.getByRole('region', { name: 'Produits' });
    await expect(products.getByText('20\u202f% de remise en plus dans votre panier').first()).toBeVisible();
    await expect(products.getByText('Offre\u202f:').first()).toBeAttached();
  });
});
