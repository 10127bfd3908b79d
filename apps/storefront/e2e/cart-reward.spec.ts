import { DEMO_PASSWORD, signIn } from './auth-fixture.ts';
import { addFromProductPage, inStockProductPath } from './cart-fixture.ts';
import { expect, test, untilReady } from './fixtures.ts';

/**
 * Loyalty reward vouchers in the cart (spec §3 Loyalty, §7 PUT …/reward): the demo athlete is a loyalty member with
 * 4,800 points (their cart is no other spec's).
 */
const ATHLETE_EMAIL = 'athlete@example.com';

test('a loyalty member applies a reward voucher, replaces it and takes it off', async ({ page, request, axe }) => {
  const { path, name } = await inStockProductPath(request);
  await page.goto(path);
  await untilReady(page);
  await signIn(page, ATHLETE_EMAIL, DEMO_PASSWORD);
  const panel = await addFromProductPage(page, path, name);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.goto('/en-us/cart');
  await untilReady(page);

  const rewards = page.getByRole('region', { name: 'Reward vouchers' });
  await expect(rewards).toContainText('You have 4,800 points.');
  await expect(rewards.getByRole('list', { name: 'Vouchers you can use' }).getByRole('listitem')).toHaveCount(3);
  await axe(page);

  await rewards.getByRole('button', { name: 'Use 500 points for $5.00 off' }).click();
  await expect(rewards).toContainText('$5.00 off with 500 points');
  // The pressed button is gone: focus is on the section, and the outcome is announced.
  await expect(rewards.getByRole('heading', { name: 'Reward vouchers' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Your reward voucher was applied.' })).toHaveCount(1);
  // The summary names the voucher, never a percentage worked out of it ("Discount (1.1%)", findings-1 F4).
  const summaryRow = (name: string) => page.locator('div:has(> dt)', { has: page.locator('dt', { hasText: name }) });
  await expect(summaryRow('Reward voucher (500 points)').locator('dd')).toHaveText('−$5.00');
  await expect(page.locator('dt', { hasText: /%\)$/ })).toHaveCount(0);
  // The offers applied name it as the cart does: one name for one thing (tester finding; decision 0018 addendum).
  const offers = page.getByRole('list', { name: 'Offers applied' });
  await expect(offers.getByRole('listitem').filter({ hasText: /^Reward voucher$/ })).toBeVisible();
  await expect(page.getByText(/loyalty reward/i)).toHaveCount(0);

  // One voucher per cart: another replaces it.
  await rewards.getByRole('button', { name: 'Use 1,000 points for $10.00 off' }).click();
  await expect(rewards).toContainText('$10.00 off with 1,000 points');
  await expect(summaryRow('Reward voucher (1,000 points)').locator('dd')).toHaveText('−$10.00');
  await expect(rewards.getByRole('button', { name: 'Use 500 points for $5.00 off' })).toBeVisible();
  await axe(page);

  await rewards.getByRole('button', { name: 'Remove the reward voucher for 1,000 points' }).click();
  await expect(rewards.getByRole('button', { name: 'Use 1,000 points for $10.00 off' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your reward voucher was removed.' })).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Offers applied' }).getByText(/^Reward voucher$/)).toHaveCount(0);
});
