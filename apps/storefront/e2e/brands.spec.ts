import { expect, test, untilHydrated } from './fixtures.ts';

/**
 * The second demo brand on its own host (BRAND_HOSTS=kestrel.localhost=kestrel, set by the local stack): its own
 * name, catalog and sites; browsers resolve *.localhost to this machine.
 */
test('Kestrel on its own host: home, a listing, a product into the cart; only its own regions', async ({
  page,
  request,
  axe,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://localhost:3000');
  const kestrel = `http://kestrel.localhost:${origin.port}`;
  // Node does not resolve *.localhost as browsers do: the api request context names the host in the header.
  const asKestrel = (path: string) =>
    request.get(`${origin.origin}${path}`, { headers: { host: `kestrel.localhost:${origin.port}` } });
  await page.goto(`${kestrel}/en-us`);
  await expect(page).toHaveTitle(/^Kestrel \| Hiking boots/);
  // A hiking brand: its own words, never Stride's running copy (tester F3-10).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Made for the trail ahead/i);
  await expect(page.getByRole('heading', { name: 'Why head outdoors with Kestrel' })).toBeVisible();
  for (const section of ['hero-title', 'values-title']) {
    await expect(page.locator(`section[aria-labelledby="${section}"]`)).not.toContainText(/\b(run|runners|5K)\b/i);
  }
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Outlet/ })).toBeVisible();
  // Kestrel sells in the US only: the region switcher offers nothing else, and other locales are not its pages.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: /United States/ })).toBeVisible();
  await expect(footer.getByRole('button', { name: /Deutschland|United Kingdom|France|日本/ })).toHaveCount(0);
  expect((await asKestrel('/fr-fr')).status()).toBe(404);
  const sitemap = await asKestrel('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`${kestrel}/sitemaps/en-us/`);
  await axe(page);

  await page.getByRole('link', { name: 'Shop Men' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tile = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first();
  const name = ((await tile.textContent()) ?? '').trim();
  await tile.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await untilHydrated(page);
  await page.locator('input[name="size"]:not([disabled])').first().click({ force: true });
  await expect(page).toHaveURL(/size=/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart.getByRole('link', { name, exact: true }).first()).toBeVisible();
});
