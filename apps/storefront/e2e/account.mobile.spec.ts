import { freshShopper, openPage, signUp } from './auth-fixture.ts';
import { expect, test } from './fixtures.ts';

/** The account page's details form on a phone (tester finding 1): it fits the screen, passes axe and saves. */
test.describe('account details on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('the details form fits the screen, passes axe and saves', async ({ page, axe }) => {
    const shopper = freshShopper('phone-details');
    await openPage(page, '/en-us');
    await signUp(page, shopper);
    await openPage(page, '/en-us/account');
    await page.getByRole('link', { name: 'Edit your details' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    await page.getByLabel('Last name').fill('Phone');
    const save = page.getByRole('button', { name: 'Save details' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await save.tap();
    await expect(page).toHaveURL(/\/en-us\/account$/);
    await expect(page.getByRole('status').getByText('Your details have been saved.')).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Name' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      `${shopper.firstName} Phone`,
    );
  });
});
