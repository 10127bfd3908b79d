import { DEMO_PASSWORD, openPage, SHOPPER_EMAIL, signIn } from './auth-fixture.ts';
import { expect, test, untilHydrated, untilReady } from './fixtures.ts';
import { SEEDED_PRODUCT } from './product-fixture.ts';

/**
 * The page cache (docs/decisions/0022, 0024, 0025): a shopper without a session gets a kept copy of a page, with this
 * response's own CSP nonce (the fixtures fail the test on any CSP violation, so a copy carrying another response's
 * nonce would not hydrate quietly); once the shopper has a cart, or has signed in, they get the same copy and their
 * browser fills in the header.
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
  // Back on the product page before its breadcrumb is followed again (the listing has a breadcrumb too).
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === SEEDED_PRODUCT.path);
  await expect(crumbs.getByRole('link').last()).toHaveAttribute('href', listingHref);
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
  expect(html).toContain('<meta name="outsole-shopper" content="guest">');
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

test('a signed-in shopper gets the kept page with their account menu, before hydration and without JavaScript', async ({
  page,
  request,
  browser,
  baseURL,
  axe,
}) => {
  const asVisitor = { headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) } };
  await expect
    .poll(async () => (await request.get(SEEDED_PRODUCT.path, asVisitor)).headers()['x-page-cache'])
    .toBe('hit');
  await openPage(page, '/en-us');
  await signIn(page, SHOPPER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByLabel('Account menu')).toBeVisible();

  // The sign-in's toast has been shown: the next product page is the kept copy, marked as served to someone signed in,
  // with nothing of theirs in it.
  const shopperAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/en-us/shopper');
  const kept = await page.goto(SEEDED_PRODUCT.path);
  expect(kept?.headers()['x-page-cache']).toBe('hit');
  const html = (await kept?.text()) ?? '';
  expect(html).toContain('<meta name="outsole-shopper" content="signed-in"></head>');
  expect(html).not.toContain('Hi, ');
  expect(await (await shopperAnswer).json()).toMatchObject({ session: { signedIn: true } });
  // Hydrated and answered: their own menu, with their name.
  await untilHydrated(page);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeHidden();
  await page.getByLabel('Account menu').click();
  await expect(page.getByRole('banner').getByText(/^Hi, \S+/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account' })).toBeVisible();
  await axe(page);

  // The same session without JavaScript: the kept page shows the menu (app.css, by the mark), not the sign-in link,
  // and signing out from it works as a document post.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await noScript.newPage();
    const response = await plain.goto(SEEDED_PRODUCT.path);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await expect(plain.getByRole('link', { name: 'Sign in', exact: true })).toBeHidden();
    await plain.getByLabel('Account menu').click();
    await expect(plain.getByRole('banner').getByRole('link', { name: 'Your account' })).toBeVisible();
    await plain.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(plain).toHaveURL(new RegExp(`${SEEDED_PRODUCT.path}$`));
    await expect(plain.getByText('You’ve signed out.')).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(plain.getByLabel('Account menu')).toBeHidden();
  } finally {
    await noScript.close();
  }
});

test('a campaign landing is served the kept page and hydrates at its own address; the page’s links leave the campaign out', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  // docs/decisions/0022, addendum "campaign parameters": an ad click's or campaign link's parameters are not the page's.
  const campaign =
    'utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=trail&utm_content=hero&gclid=Cj0KCQiA-e2e&fbclid=IwAR-e2e';
  const asVisitor = { headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) } };
  for (const path of [SEEDED_PRODUCT.path, '/en-us/c/shoes-653341']) {
    // The plain page kept first (a render during which an api call failed is rightly not kept: poll).
    await expect.poll(async () => (await request.get(path, asVisitor)).headers()['x-page-cache'], path).toBe('hit');
    const landing = `${path}?${campaign}`;
    const response = await page.goto(landing);
    expect(response?.headers()['x-page-cache'], landing).toBe('hit');
    // The server's markup is kept by hydration (a mismatch, React error 418, would replace it and log an error).
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await untilReady(page);
    expect(await heading?.evaluate((element) => element.isConnected), landing).toBe(true);
    expect(consoleErrors, landing).toEqual([]);
    // The address keeps the campaign for the analytics script.
    expect(page.url()).toBe(`${baseURL}${landing}`);
    // No internal link, form or hidden field carries it on (nor the canonical and alternate links).
    const carried = await page.evaluate(() =>
      [...document.querySelectorAll('a[href], link[href], form[action], input[type="hidden"]')]
        .map(
          (element) => element.getAttribute('href') ?? element.getAttribute('action') ?? element.getAttribute('value'),
        )
        .filter((value) => value !== null && /utm_|gclid|fbclid/i.test(value)),
    );
    expect(carried, landing).toEqual([]);
  }
  // On the product page a link to one of its sections jumps there and keeps the address's campaign.
  await page.goto(`${SEEDED_PRODUCT.path}?${campaign}`);
  await untilReady(page);
  const toReviews = page.locator(`a[href="${SEEDED_PRODUCT.path}#reviews"]`).first();
  await toReviews.click();
  await expect(page).toHaveURL(`${baseURL}${SEEDED_PRODUCT.path}?${campaign}#reviews`);
  await expect(page.locator('#reviews')).toBeFocused();
});
