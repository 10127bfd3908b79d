import type { Page } from '@playwright/test';

import { dialog, openPage, openSignIn } from './auth-fixture.ts';
import { expect, test, untilAnimationsSettle } from './fixtures.ts';

/** The identity dialogs on a 375 px phone: side panels that fit, pass axe and close back to their opener. */
async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('identity dialogs on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
  });

  test('sign-in, sign-up and forgot password fit the screen and pass axe', async ({ page, axe }) => {
    await openPage(page, '/en-us');
    const signIn = await openSignIn(page);
    // Once its slide-in has finished, the panel lies within the screen (sub-pixel rounding aside).
    await untilAnimationsSettle(page);
    const box = await signIn.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(-0.5);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375.5);
    // A side panel: a strip of the page (2.5rem) stays in sight beside it, as beside the mini cart.
    expect(box?.width).toBeCloseTo(375 - 40, 0);
    await noHorizontalOverflow(page);
    await axe(page);

    await signIn.getByRole('link', { name: 'Create an account' }).click();
    const signUp = dialog(page, 'Create your account');
    await expect(signUp).toBeVisible();
    await noHorizontalOverflow(page);
    await axe(page);
    // The last field scrolls into view inside the panel.
    const submit = signUp.getByRole('button', { name: 'Create account' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await submit.click();
    await expect(signUp.getByLabel('First name')).toBeFocused();
    await axe(page);

    await page.goto('/en-us#modal-forgot-password');
    const forgot = dialog(page, 'Reset your password');
    await expect(forgot).toBeVisible();
    await noHorizontalOverflow(page);
    await axe(page);
  });

  test('the close button returns focus to the header link', async ({ page }) => {
    await openPage(page, '/en-us');
    const opener = page.getByRole('link', { name: 'Sign in', exact: true });
    const signIn = await openSignIn(page);
    await signIn.getByRole('button', { name: 'Close' }).click();
    await expect(signIn).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
