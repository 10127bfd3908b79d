import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { dialog, freshShopper, mailbox, openPage, signOut, signUp, tabTo, type Shopper } from './auth-fixture.ts';
import { axeWithoutJavaScript, expect, phoneWithoutJavaScript, test, untilHydrated } from './fixtures.ts';

/** The account page's details (tester findings 1, 5, 7): edited with and without JavaScript, and a session ended. */

const SAVED = 'Your details have been saved.';
/** An email subscription waiting for its confirmation link (double opt-in, decision 0054). */
const PENDING = 'Pending — check your inbox and confirm with the link we sent you.';

/** The email subscription's confirmation link (path and query) in the dev mailbox, once the worker sent it. */
async function optInLinkFor(request: APIRequestContext, email: string, count = 1): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const sent = (await mailbox(request, email)).filter((message) => message.template === 'email-optin-confirm');
        const url =
          sent.length >= count
            ? /https?:\/\/[^\s"<>]+\/subscriptions\/confirm\?token=[^\s"<>]+/.exec(sent[0]!.text)?.[0]
            : undefined;
        link = url ? `${new URL(url).pathname}${new URL(url).search}` : '';
        return link;
      },
      { timeout: 20_000, message: `an email-optin-confirm email to ${email}` },
    )
    .not.toBe('');
  return link;
}

/** The details as the page lists them: `term → value`. */
function detail(page: Page, term: string) {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/** A shopper signed up in a browser with scripts, and that browser's cookies for another one without. */
async function signedUpState(browser: Browser, baseURL: string | undefined, shopper: Shopper) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openPage(page, '/en-us');
  await signUp(page, shopper);
  const state = await context.storageState();
  await context.close();
  return state;
}

test.describe('account details', () => {
  test('Edit opens the sign-up fields with the profile’s values, checks them the same way and saves once', async ({
    page,
    axe,
    request,
  }) => {
    const shopper = freshShopper('details');
    await openPage(page, '/en-us');
    await signUp(page, shopper);
    await openPage(page, '/en-us/account');
    await expect(detail(page, 'Email news and offers')).toHaveText('Not subscribed');

    // Keyboard: Tab to Edit and press Enter; focus goes to the first field.
    const edit = page.getByRole('link', { name: 'Edit your details' });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/account\?edit=details$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Edit your details' })).toBeVisible();
    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveValue(shopper.firstName);
    await expect(page.getByLabel('ZIP code')).toHaveValue(shopper.postalCode);
    await expect(page.getByLabel('Mobile phone')).toHaveValue(/^\(415\) 55\d-\d{4}$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByText('Your email address is how you sign in, so it can’t be changed here.')).toBeVisible();
    await axe(page);

    // The sign-up checks, at their fields.
    const zip = page.getByLabel('ZIP code');
    await zip.fill('ABC');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(zip).toBeFocused();
    await expect(zip).toHaveAccessibleDescription('Please enter a valid ZIP code.');

    await zip.fill('94105');
    await firstName.fill('Grace');
    // A new mobile number, written the way the shopper likes: stored and shown in the country's mask.
    const phone = freshShopper('details-phone').phone;
    await page.getByLabel('Mobile phone').fill(`+1 ${phone}`);
    await page.getByRole('checkbox', { name: 'Trail running' }).check();
    await page.getByLabel('Preferred shoe size (optional)').selectOption('M10');
    await page.getByRole('checkbox', { name: /Email me news/ }).check();
    await page.getByRole('button', { name: 'Save details' }).click();

    await expect(page).toHaveURL(/\/en-us\/account$/);
    await expect(page.getByRole('status').getByText(SAVED)).toBeVisible();
    // One confirmation, announced once.
    await expect(page.getByText(SAVED)).toHaveCount(1);
    await expect(edit).toBeFocused();
    await expect(detail(page, 'Name')).toHaveText(`Grace ${shopper.lastName}`);
    await expect(detail(page, 'ZIP code')).toHaveText('94105');
    await expect(detail(page, 'Mobile phone')).toHaveText(
      `+1 ${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
    );
    await expect(detail(page, 'Interests')).toHaveText('Trail running');
    await expect(detail(page, 'Preferred shoe size')).toHaveText('Men’s 10');
    // Double opt-in (decision 0054): pending until the emailed link is opened, with a way to have it sent again.
    await expect(detail(page, 'Email news and offers')).toContainText(PENDING);
    await expect(
      detail(page, 'Email news and offers').getByRole('button', { name: 'Send the link again' }),
    ).toBeVisible();
    await axe(page);
    await page.goto(await optInLinkFor(request, shopper.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Your email subscription is confirmed' })).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(detail(page, 'Email news and offers')).toHaveText('Subscribed');

    // Unsubscribing is one checkbox away; Cancel leaves everything as it was.
    await edit.click();
    await page.getByRole('checkbox', { name: /Email me news/ }).uncheck();
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveURL(/\/en-us\/account$/);
    await expect(detail(page, 'Email news and offers')).toHaveText('Not subscribed');
    await edit.click();
    await page.getByLabel('First name').fill('Nobody');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/en-us\/account$/);
    await expect(detail(page, 'Name')).toHaveText(`Grace ${shopper.lastName}`);
    await expect(edit).toBeFocused();
  });

  test('on another country’s site, the ZIP code on file does not stop a name change from being saved (tester finding)', async ({
    page,
    axe,
  }) => {
    const shopper = freshShopper('abroad');
    await openPage(page, '/en-us');
    await signUp(page, shopper);
    // The UK site checks postcodes in its own format: the US ZIP code on file, left as it is, is not checked again.
    await openPage(page, '/en-gb/account?edit=details');
    await untilHydrated(page);
    await expect(page.getByLabel('Postcode (optional)')).toHaveValue(shopper.postalCode);
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveURL(/\/en-gb\/account$/);
    await expect(detail(page, 'Name')).toHaveText(`Ada ${shopper.lastName}`);
    await expect(detail(page, 'Postcode')).toHaveText(shopper.postalCode);
    await axe(page);
  });

  test('a field chosen before the page hydrated keeps the focus and what is typed in it (tester finding: the mobile went into the last name)', async ({
    page,
  }) => {
    const shopper = freshShopper('details-early');
    await openPage(page, '/en-us');
    await signUp(page, shopper);
    // The page's scripts held back, as on a slow connection: the shopper is in the form before React is.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en-us/account?edit=details');
    const phone = page.getByLabel('Mobile phone');
    await phone.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('415 555');
    release();
    await untilHydrated(page);
    await page.keyboard.type('0100');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('415 5550100');
    await expect(page.getByLabel('First name')).toHaveValue(shopper.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(shopper.lastName);
    await page.unrouteAll();

    // Opened from the details (focus on Edit, which leaves): the first field still takes the focus.
    await openPage(page, '/en-us/account');
    await page.getByRole('link', { name: 'Edit your details' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
  });

  test('without JavaScript on a phone, the details and the password come back at their section, the message in view', async ({
    browser,
    baseURL,
    axe,
  }) => {
    const shopper = freshShopper('nojs-phone');
    const storageState = await signedUpState(browser, baseURL, shopper);
    const context = await phoneWithoutJavaScript(browser, { baseURL, storageState });
    const page = await context.newPage();
    const header = page.getByRole('banner');
    const belowHeader = async (locator: ReturnType<typeof page.getByText>) => {
      await expect(locator).toBeInViewport({ ratio: 1 });
      const bar = (await header.boundingBox())!;
      expect((await locator.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    };

    // A refused ZIP code: the page opens at the details (decision 0050, addendum), not at the top with the field a
    // screen below.
    await page.goto('/en-us/account?edit=details');
    await page.getByLabel('ZIP code (optional)').fill('ABC');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).hash).toBe('#account-details');
    await belowHeader(page.getByRole('heading', { level: 2, name: 'Edit your details' }));
    // The ZIP code is a screen further down the form: the summary under the heading names it, a link to the field.
    const summary = page.getByRole('group', { name: /Please correct/ });
    await belowHeader(summary);
    await expect(summary.getByRole('link', { name: 'Please enter a valid ZIP code.' })).toHaveAttribute(
      'href',
      '#update-profile-postalCode',
    );
    await axeWithoutJavaScript(page, axe);

    // A wrong current password: the page opens at the password's section, its message in view.
    await page.goto('/en-us/account');
    await page.getByLabel('Current password').fill('not-the-password-1');
    await page.getByLabel('New password', { exact: true }).fill('Another-pass-2026!');
    await page.getByLabel('Confirm new password').fill('Another-pass-2026!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).hash).toBe('#account-password');
    const problems = page.getByRole('group', { name: /Please correct/ });
    await belowHeader(problems);
    await expect(problems).toContainText('That isn’t your current password. Please try again.');
    await expect(page.getByLabel('Current password')).toBeInViewport();
    await context.close();
  });

  test('without JavaScript: Edit, a refused post keeps what was typed with the message at its field, then saves', async ({
    browser,
    baseURL,
    request,
  }) => {
    const shopper = freshShopper('nojs-details');
    const storageState = await signedUpState(browser, baseURL, shopper);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState });
    const page = await context.newPage();
    await page.goto('/en-us/account');
    await page.getByRole('link', { name: 'Edit your details' }).click();
    await expect(page).toHaveURL(/\/en-us\/account\?edit=details$/);

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('ZIP code').fill('ABC');
    await page.getByRole('checkbox', { name: 'Hiking' }).check();
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription('Please enter a valid ZIP code.');
    await expect(page.getByLabel('ZIP code')).toHaveValue('ABC');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();

    await page.getByLabel('ZIP code').fill('10001');
    await page.getByRole('checkbox', { name: /Email me news/ }).check();
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveURL(/\/en-us\/account#account-details$/);
    await expect(page.getByText(SAVED)).toHaveCount(1);
    await expect(detail(page, 'Name')).toHaveText(`Ada ${shopper.lastName}`);
    await expect(detail(page, 'ZIP code')).toHaveText('10001');
    await expect(detail(page, 'Interests')).toHaveText('Hiking');
    // Pending (double opt-in, decision 0054); "Send the link again" is a plain form post; the link's page confirms
    // without JavaScript, in the shopper's language.
    await expect(detail(page, 'Email news and offers')).toContainText(PENDING);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page).toHaveURL(/\/en-us\/account(#account-details)?$/);
    await expect(page.getByText('Check your inbox for the confirmation link.', { exact: false })).toHaveCount(1);
    const link = await optInLinkFor(request, shopper.email);
    await page.goto(link.replace('/en-us/', '/de-de/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Deine Anmeldung ist bestätigt' })).toBeVisible();
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' }),
    ).toBeVisible();
    await page.goto('/en-us/account');
    await expect(detail(page, 'Email news and offers')).toHaveText('Subscribed');
    await context.close();
  });

  test('the mobile’s country is chosen beside it: a German mobile on /de-de after a US one, and a French one without JavaScript (tester finding)', async ({
    page,
    browser,
    baseURL,
    axe,
  }) => {
    const shopper = freshShopper('phone-country');
    await openPage(page, '/en-us');
    await signUp(page, shopper);
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/de-de/account?edit=details');
    const country = page.getByLabel('Ländervorwahl');
    const mobile = page.getByLabel('Mobilnummer (optional)');
    // The account's number is a US one: the choice opens at it, and a German mobile is refused as a US number.
    await expect(country).toHaveValue('1');
    await expect(mobile).toHaveAccessibleDescription(/^Ländervorwahl \+1, z\. B\. \(201\) 555-0123/);
    const german = `0151 ${shopper.phone.slice(2)}`;
    await mobile.fill(german);
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    // Choosing Germany: the hint and the check follow it at once.
    await country.selectOption('49');
    await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription('Ländervorwahl +49, z. B. 0151 23456789');
    // It fits a 375 px phone and stays axe clean.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect(page).toHaveURL(/\/de-de\/account$/);
    await expect(page.getByRole('status').getByText('Deine Angaben wurden gespeichert.')).toBeVisible();
    await expect(detail(page, 'Mobilnummer')).toHaveText(`+49 151 ${shopper.phone.slice(2)}`);

    // A number written with its dial code sets the choice itself.
    await openPage(page, '/de-de/account?edit=details');
    await expect(country).toHaveValue('49');
    await mobile.fill(`+44 7700 ${shopper.phone.slice(4)}`);
    await expect(country).toHaveValue('44');

    // Without JavaScript the choice posts with the form: a French mobile on /fr-fr.
    const storageState = await page.context().storageState();
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState });
    const nojs = await context.newPage();
    await nojs.goto('/fr-fr/account?edit=details');
    await expect(nojs.getByLabel('Indicatif pays')).toHaveValue('49');
    await nojs.getByLabel('Indicatif pays').selectOption('33');
    await nojs.getByLabel('Téléphone portable (facultatif)').fill(`06 ${shopper.phone.slice(2)}`);
    await nojs.getByRole('button', { name: /Enregistrer/ }).click();
    await expect(nojs).toHaveURL(/\/fr-fr\/account#account-details$/);
    await expect(detail(nojs, 'Téléphone portable')).toHaveText(/^\+33 6/);
    await context.close();
  });

  test('a shoe size, mobile, birth date and ZIP code can be removed, with and without JavaScript (tester finding)', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shopper = freshShopper('clear');
    await openPage(page, '/en-us');
    await signUp(page, shopper);
    await openPage(page, '/en-us/account?edit=details');
    await page.getByLabel('Preferred shoe size (optional)').selectOption('M10');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveURL(/\/en-us\/account$/);
    await expect(detail(page, 'Preferred shoe size')).toHaveText('Men’s 10');
    await openPage(page, '/en-us/account'); // the first save's toast gone

    // With JavaScript: "No preference" and two emptied fields, saved; the details say they are gone.
    await page.getByRole('link', { name: 'Edit your details' }).click();
    await page.getByLabel('Preferred shoe size (optional)').selectOption('');
    await page.getByLabel('Mobile phone (optional)').fill('');
    await page.getByLabel('Date of birth (optional)').fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveURL(/\/en-us\/account$/);
    await expect(page.getByRole('status').getByText(SAVED)).toBeVisible();
    for (const term of ['Preferred shoe size', 'Mobile phone', 'Date of birth']) {
      await expect(detail(page, term)).toHaveText('Not added yet');
    }
    await expect(detail(page, 'ZIP code')).toHaveText(shopper.postalCode);
    await page.reload();
    await expect(detail(page, 'Preferred shoe size')).toHaveText('Not added yet');

    // Without JavaScript: the ZIP code emptied, saved by a document post.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      storageState: await page.context().storageState(),
    });
    const nojs = await context.newPage();
    await nojs.goto('/en-us/account?edit=details');
    await expect(nojs.getByLabel('Preferred shoe size (optional)')).toHaveValue('');
    await expect(nojs.getByLabel('Mobile phone (optional)')).toHaveValue('');
    await nojs.getByLabel('ZIP code (optional)').fill('');
    await nojs.getByLabel('Preferred shoe size (optional)').selectOption('W8');
    await nojs.getByRole('button', { name: 'Save details' }).click();
    await expect(nojs).toHaveURL(/\/en-us\/account#account-details$/);
    await expect(nojs.getByText(SAVED)).toHaveCount(1);
    await expect(detail(nojs, 'ZIP code')).toHaveText('Not added yet');
    await expect(detail(nojs, 'Preferred shoe size')).toHaveText('Women’s 8');
    await nojs.getByRole('link', { name: 'Edit your details' }).click();
    await nojs.getByLabel('Preferred shoe size (optional)').selectOption('');
    await nojs.getByRole('button', { name: 'Save details' }).click();
    await expect(nojs).toHaveURL(/\/en-us\/account#account-details$/);
    await expect(detail(nojs, 'Preferred shoe size')).toHaveText('Not added yet');
    await context.close();
  });

  test('signed out in another tab: saving says the session ended, and signing in returns to the account', async ({
    browser,
    baseURL,
  }) => {
    const shopper = freshShopper('ended');
    const context = await browser.newContext({ baseURL });
    const first = await context.newPage();
    await openPage(first, '/en-us');
    await signUp(first, shopper);
    const second = await context.newPage();
    await openPage(second, '/en-us/account?edit=details');
    await signOut(first);

    await second.getByLabel('First name').fill('Late');
    await second.getByRole('button', { name: 'Save details' }).click();
    await expect(second).toHaveURL(/\/en-us\?returnTo=%2Fen-us%2Faccount&reason=session-ended#modal-sign-in$/);
    const signIn = dialog(second, 'Sign in');
    await expect(
      signIn.getByText('You were signed out, so nothing was changed. Sign in to go back to your account.'),
    ).toBeVisible();
    await signIn.getByLabel('Email', { exact: true }).fill(shopper.email);
    await signIn.getByLabel('Password', { exact: true }).fill(shopper.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(second).toHaveURL(/\/en-us\/account$/);
    await expect(detail(second, 'Name')).toHaveText(`${shopper.firstName} ${shopper.lastName}`);
    await context.close();
  });

  test('without JavaScript, a bookmarked account page signed out opens the sign-in with the reason and returns', async ({
    browser,
    baseURL,
  }) => {
    const shopper = freshShopper('bookmark');
    await signedUpState(browser, baseURL, shopper);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/de-de/account');
    await expect(page).toHaveURL(/\/de-de\?returnTo=%2Fde-de%2Faccount&reason=account#modal-sign-in$/);
    const section = page.getByRole('region', { name: 'Anmelden' });
    await expect(section.getByText('Melde dich an, um dein Konto zu sehen.')).toBeVisible();
    // The German site offers the short join form beside sign-in (simplified enrollment).
    const signIn = section.getByRole('region', { name: 'Ich habe ein Konto' });
    await signIn.getByLabel('E-Mail', { exact: true }).fill(shopper.email);
    await signIn.getByLabel('Passwort', { exact: true }).fill(shopper.password);
    await signIn.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de-de\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Konto');
    await context.close();
  });
});
