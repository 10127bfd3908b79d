import { freshShopper, signIn, signOut, signUp } from './auth-fixture.ts';
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

  const notice = page
    .getByRole('status')
    .filter({ hasText: 'We’ve added the items from your previous visit to your cart.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: /Your cart/ })).toBeVisible();
  for (const name of [accountItem.name, guestItem.name]) {
    await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
  }
  await axe(page);

  // The notice is dismissible, and stays dismissed on the next page (once the dismissal has reached the server:
  // the notice hides at the click, before its post has answered).
  const dismissed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/en-us/session'),
  );
  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(notice).toBeHidden();
  await dismissed;
  await page.reload();
  await untilReady(page);
  await expect(page.getByRole('group', { name: `Quantity of ${guestItem.name}` })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
