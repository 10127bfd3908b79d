import { freshShopper, signIn, signOut, signUp, tabTo } from './auth-fixture.ts';
import { addFromProductPage, inStockProductPath, otherInStockProductPath } from './cart-fixture.ts';
import { expect, test, untilReady } from './fixtures.ts';

/**
 * spec §4 Session: at sign-in the guest's basket is merged into the account's, and a dismissible merged-cart notice
 * says so. Here the account already has a line of its own, so the merged cart must show both.
 */
test('sign in with a guest cart: it merges into the account cart that already had a line, with the notice', async ({
  page,
  request,
  axe,
}) => {
  const shopper = freshShopper('merge');
  const accountItem = await otherInStockProductPath(request);
  const guestItem = await inStockProductPath(request);
  expect(accountItem.name).not.toBe(guestItem.name);

  // The account's own line, added while signed in; signing out leaves the account's cart on the server.
  await signUp(page, shopper);
  const accountPanel = await addFromProductPage(page, accountItem.path, accountItem.name);
  await page.keyboard.press('Escape');
  await expect(accountPanel).toBeHidden();
  await signOut(page);

  // A guest adds another product, then signs in.
  const guestPanel = await addFromProductPage(page, guestItem.path, guestItem.name);
  await expect(guestPanel.getByRole('link', { name: accountItem.name, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(guestPanel).toBeHidden();
  await signIn(page, shopper.email, shopper.password);

  // The notice shows on the page the sign-in was made on, and a screen reader hears it (its live region is in every
  // page, empty, before the notice arrives).
  const notice = page.locator('[data-merge-notice]');
  // It names what it added (decision 0017 addendum, session 52): the account's line, new to this visit's cart.
  await expect(notice).toContainText(
    `We’ve added the items from your previous visit to your cart: ${accountItem.name}.`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'We’ve added the items' })).toHaveAttribute(
    'data-merge-notice-announcer',
    '',
  );
  await axe(page);
  // It is a flash: its cookie went with the page that showed it, so the shopper's next pages are kept pages again.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('outsole_merge_notice');
  const home = await page.request.get('/en-us');
  expect(['hit', 'miss', 'stale']).toContain(home.headers()['x-page-cache']);

  await notice.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: /Your cart/ })).toBeVisible();
  for (const name of [accountItem.name, guestItem.name]) {
    await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
  }
  // Left behind with the page it came with, as without JavaScript; a reload does not bring it back.
  await expect(notice).toHaveCount(0);
  await page.reload();
  await untilReady(page);
  await expect(page.getByRole('group', { name: `Quantity of ${guestItem.name}` })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await axe(page);
});

test('sign in keeps this visit’s delivery over the saved express one and says what changed (findings-1 F14)', async ({
  page,
  request,
  axe,
}) => {
  const shopper = freshShopper('merge-method');
  const item = await inStockProductPath(request);
  // The account's saved cart: the same item, on express shipping.
  await signUp(page, shopper);
  const accountPanel = await addFromProductPage(page, item.path, item.name);
  await page.keyboard.press('Escape');
  await expect(accountPanel).toBeHidden();
  await page.goto('/en-us/cart');
  await untilReady(page);
  await page
    .getByRole('link', { name: /^Change shipping method, now / })
    .first()
    .click();
  await page.getByRole('radio', { name: /Express/ }).check();
  await page.getByRole('button', { name: 'Use this method' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Express/ })).toBeVisible();
  await signOut(page);

  // This visit: the same item on standard shipping, then sign in.
  const guestPanel = await addFromProductPage(page, item.path, item.name);
  await page.keyboard.press('Escape');
  await expect(guestPanel).toBeHidden();
  await page.goto('/en-us/cart');
  await untilReady(page);
  await expect(page.getByRole('heading', { level: 2, name: /Standard/ })).toBeVisible();
  await signIn(page, shopper.email, shopper.password);

  const notice = page.locator('[data-merge-notice]');
  await expect(notice).toContainText(
    `Also in your cart from your previous visit, so its quantity went up: ${item.name}. Please check it.`,
  );
  await expect(notice).toContainText(
    'The items from your previous visit now ship the way you chose on this visit: Standard shipping.',
  );
  // The saved cart's only line was this one, raised: nothing was added, and the notice does not say so (findings-2 #4).
  await expect(notice).not.toContainText('We’ve added');
  await page.reload();
  await untilReady(page);
  await expect(page.getByRole('heading', { level: 2, name: /Standard/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Express/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: `Quantity of ${item.name}` })).toContainText('2');
  await axe(page);
});

test('sign in with a guest cart into an account without one: the cart is taken over, with no notice (findings-2 #4)', async ({
  page,
  request,
}) => {
  const shopper = freshShopper('merge-adopt');
  const { path, name } = await inStockProductPath(request);
  await signUp(page, shopper);
  await signOut(page);
  const panel = await addFromProductPage(page, path, name);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await signIn(page, shopper.email, shopper.password);

  // Signed in, the cart is this visit's, as it was: nothing came "from your previous visit", so no notice says so.
  await expect(page.getByLabel('Account menu')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-merge-notice]')).toHaveCount(0);
  await expect(page.getByText('from your previous visit')).toHaveCount(0);
  // Nor does a screen reader hear one (the live region says its notice a moment after it arrives).
  await page.waitForTimeout(500);
  await expect(page.locator('[data-merge-notice-announcer]')).toHaveText('');
  await page.goto('/en-us/cart');
  await untilReady(page);
  await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
  await expect(page.locator('[data-merge-notice]')).toHaveCount(0);
});

test('the merged-cart notice is dismissible by keyboard; focus moves on to the page', async ({ page, request }) => {
  const shopper = freshShopper('merge-dismiss');
  const { path, name } = await inStockProductPath(request);
  const accountItem = await otherInStockProductPath(request);
  // The account's own line (a notice is for a cart that had one: findings-2 #4).
  await signUp(page, shopper);
  const accountPanel = await addFromProductPage(page, accountItem.path, accountItem.name);
  await page.keyboard.press('Escape');
  await expect(accountPanel).toBeHidden();
  await signOut(page);
  const panel = await addFromProductPage(page, path, name);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await signIn(page, shopper.email, shopper.password);

  const notice = page.locator('[data-merge-notice]');
  await expect(notice).toContainText(
    `We’ve added the items from your previous visit to your cart: ${accountItem.name}.`,
  );
  const dismiss = notice.getByRole('button', { name: 'Dismiss notice' });
  await tabTo(page, dismiss);
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  await expect(page.locator('[data-merge-notice-announcer]')).toHaveText('');
});

test('without JavaScript the notice shows on the page the sign-in leads to, and only there', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const shopper = freshShopper('merge-nojs');
  await signUp(page, shopper);
  const { path } = await inStockProductPath(request);
  // The account's own line (a notice is for a cart that had one: findings-2 #4).
  const accountItem = await otherInStockProductPath(request);
  await addFromProductPage(page, accountItem.path, accountItem.name);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const noScript = await context.newPage();
  await noScript.goto(path);
  await noScript.getByRole('button', { name: 'Add to cart' }).click();
  await noScript.goto('/en-us');
  await noScript.getByRole('link', { name: 'Sign in', exact: true }).click();
  const section = noScript.getByRole('region', { name: 'Sign in' });
  await section.getByLabel('Email', { exact: true }).fill(shopper.email);
  await section.getByLabel('Password', { exact: true }).fill(shopper.password);
  await section.getByRole('button', { name: 'Sign in' }).click();
  await expect(noScript).toHaveURL(/\/en-us$/);
  const notice = noScript.getByRole('region', { name: 'About your cart' });
  await expect(notice).toContainText(
    `We’ve added the items from your previous visit to your cart: ${accountItem.name}.`,
  );
  await expect(notice.getByRole('button', { name: 'Dismiss notice' })).toBeVisible();
  // The next page is no longer the shopper's own: kept for everyone, and without the notice.
  const next = await noScript.goto(path);
  expect(['hit', 'miss', 'stale']).toContain(next?.headers()['x-page-cache']);
  await expect(noScript.getByRole('region', { name: 'About your cart' })).toHaveCount(0);
  await context.close();
});
