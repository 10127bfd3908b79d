import { expect, test, untilHydrated } from './fixtures.ts';
import { SEEDED_PRODUCT } from './product-fixture.ts';

/**
 * The page cache (docs/decisions/0022, 0024): a shopper without a session gets a kept copy of a page, with this
 * response's own CSP nonce (the fixtures fail the test on any CSP violation, so a copy carrying another response's
 * nonce would not hydrate quietly); once the shopper has a cart, they get the same copy and their browser fills in
 * the header's cart count.
 */
test('a kept page hydrates with its own nonce; a shopper with a cart gets it too, with their cart count', async ({
  page,
  request,
  axe,
}) => {
  // Another visitor with the same browser first (crawlers get pages of their own), until the page is in the cache (a
  // render during which an api call failed, as on a cold and busy stack, is rightly not kept).
  const asVisitor = { headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) } };
  const cacheStatusOf = async (url: string) => (await request.get(url, asVisitor)).headers()['x-page-cache'];
  await expect.poll(() => cacheStatusOf(SEEDED_PRODUCT.path)).toBe('hit');
  const first = await page.goto(SEEDED_PRODUCT.path);
  expect(first?.headers()['x-page-cache']).toBe('hit');
  const csp = first?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  await untilHydrated(page);
  await axe(page);
  // Browsing sets no cookie of ours, so every page this shopper sees can come from the cache, and so can the data of
  // a navigation in the browser (the second visit of the same listing is a copy).
  expect(await page.context().cookies()).toEqual([]);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  const listingHref = (await crumbs.getByRole('link').last().getAttribute('href')) ?? '';
  const visitListing = async () => {
    const data = page.waitForResponse((response) => new URL(response.url()).pathname === `${listingHref}.data`);
    await crumbs.getByRole('link').last().click();
    await expect(page).toHaveURL(listingHref);
    return data;
  };
  const firstData = await visitListing();
  expect(['hit', 'miss']).toContain(firstData.headers()['x-page-cache']);
  await expect.poll(() => cacheStatusOf(firstData.url())).toBe('hit');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await visitListing()).headers()['x-page-cache']).toBe('hit');
  expect(await page.context().cookies()).toEqual([]);
  await page.goto(SEEDED_PRODUCT.path);
  await untilHydrated(page);

  await page.locator('input[name="size"]:not([disabled])').first().click({ force: true });
  await expect(page).toHaveURL(/size=/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  // Now the shopper has a cart cookie. The page is still the kept copy (the page cache sets the shopper's cookies
  // aside for pages anyone may get: decision 0024), marked for the browser, which fetches the header's cart count.
  const shopperAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/en-us/shopper');
  const again = await page.goto(SEEDED_PRODUCT.path);
  expect(['hit', 'stale', 'miss']).toContain(again?.headers()['x-page-cache']);
  const html = (await again?.text()) ?? '';
  expect(html).toContain('<meta name="outsole-shopper" content="in-browser">');
  expect(html).not.toMatch(/Cart, \d+ item/);
  expect((await shopperAnswer).headers()['cache-control']).toBe('private, no-store');
  // (The demo's free gift with every order makes it two lines.)
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await axe(page);
  // A navigation's data for the listing is the visitor's copy too; the count stays.
  expect((await visitListing()).headers()['x-page-cache']).toBe('hit');
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  // A visitor never gets the mark, nor anything of the shopper's.
  const visitor = await request.get(SEEDED_PRODUCT.path, asVisitor);
  expect(['hit', 'miss']).toContain(visitor.headers()['x-page-cache']);
  const visitorHtml = await visitor.text();
  expect(visitorHtml).not.toMatch(/Cart, \d+ item/);
  expect(visitorHtml).not.toContain('outsole-shopper');
});
