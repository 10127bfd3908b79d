import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';

import { expect, test, untilReady } from './fixtures.ts';

/** Helpers for the identity specs (auth*.spec.ts): demo accounts, fresh shoppers, dialogs, the dev mailbox. */

/** The seeded demo accounts' password (README, consumer seed). */
export const DEMO_PASSWORD = 'Outsole-demo-2026';
export const SHOPPER_EMAIL = 'shopper@example.com';
export const EMPLOYEE_EMAIL = 'employee@example.com';

/**
 * Joining is the slowest thing a shopper does here: a captcha token, the account with its argon2 hash, then a sign-in
 * (another hash and the code exchange) and the welcome dialog's module. On a loaded 2-core CI machine that once took
 * just over the 7 s that expectations then had (the dialog was there in the failure's screenshot).
 */
export const SIGN_UP_MS = 20_000;

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

/** A shopper nobody has used yet: email and US mobile number unique in this run. */
export function freshShopper(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const digits = String(Math.floor(Math.random() * 1e5)).padStart(5, '0');
  return {
    firstName: 'Robin',
    lastName: `Tester ${tag}`,
    email: `e2e-${tag}-${id}@example.com`,
    phone: `41555${digits}`,
    birthDate: '1990-04-02',
    postalCode: '10012',
    password: `a fresh ${tag} password ${id}`,
  };
}
export type Shopper = ReturnType<typeof freshShopper>;

/** Presses Tab until `target` has focus: how a keyboard user reaches it (fails after `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Loads a page and waits for its scripts (pages hydrate after their load event, decision 0016). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await untilReady(page);
}

export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

export async function openSignIn(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  const signIn = dialog(page, 'Sign in');
  await expect(signIn).toBeVisible();
  return signIn;
}

export async function signIn(page: Page, email: string, password: string) {
  const form = await openSignIn(page);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toBeHidden();
}

export async function fillSignUp(form: Locator, shopper: Shopper) {
  await form.getByLabel('First name').fill(shopper.firstName);
  await form.getByLabel('Last name').fill(shopper.lastName);
  await form.getByLabel('Email', { exact: true }).fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(shopper.password);
  await form.getByLabel('Mobile phone').fill(shopper.phone);
  await form.getByLabel('Date of birth').fill(shopper.birthDate);
  await form.getByLabel('ZIP code').fill(shopper.postalCode);
}

/** Signs a fresh shopper up through the sign-up dialog and closes the welcome dialog. */
export async function signUp(page: Page, shopper: Shopper) {
  await page.goto('/en-us#modal-sign-up');
  const form = dialog(page, 'Create your account');
  await expect(form).toBeVisible();
  await fillSignUp(form, shopper);
  await form.getByRole('button', { name: 'Create account' }).click();
  const welcome = dialog(page, 'Welcome!');
  await expect(welcome).toBeVisible({ timeout: SIGN_UP_MS });
  await welcome.getByRole('button', { name: 'Start shopping' }).click();
  await expect(welcome).toBeHidden();
}

/**
 * A fresh shopper's page in a browser without JavaScript: the account made and signed in with JavaScript (the
 * sign-up's captcha), its cookies taken over (`storageState`, also returned for another context of theirs).
 */
export async function signedUpWithoutJavaScript(browser: Browser, tag: string, options: BrowserContextOptions = {}) {
  const baseURL = test.info().project.use.baseURL;
  const made = await browser.newContext({ baseURL });
  await signUp(await made.newPage(), freshShopper(tag));
  const storageState = await made.storageState();
  await made.close();
  const context = await browser.newContext({ ...options, javaScriptEnabled: false, baseURL, storageState });
  return { context, page: await context.newPage(), storageState };
}

export async function signOut(page: Page) {
  await page.getByLabel('Account menu').click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').getByText('You’ve signed out.')).toBeVisible();
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  template: string;
  /** The message's own headers (`List-Unsubscribe`, `List-Unsubscribe-Post`) when it has them. */
  headers?: Record<string, string>;
}

/** The development mailbox's messages to `to` (api `GET /dev/mailbox/messages?to=`), newest as the api orders them. */
export async function mailbox(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** Waits for the worker to deliver the reset email and returns the link's path and query (`/en-us/reset-password?…`). */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const reset = (await mailbox(request, email)).find((message) => message.template === 'password-reset');
        const url = /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/.exec(reset?.text ?? '')?.[0];
        link = url ? `${new URL(url).pathname}${new URL(url).search}` : '';
        return link;
      },
      { timeout: 20_000, message: `a password-reset email to ${email}` },
    )
    .not.toBe('');
  return link;
}

/**
 * A refused form answers 400 (the session actions' contract), which the browser logs as a failed resource: expected
 * in the tests that provoke it, and nothing else may have been logged.
 */
export function expectRefusedPosts(consoleErrors: string[], count: number) {
  expect(consoleErrors).toEqual(Array.from({ length: count }, () => expect.stringMatching(/status of 400/)));
  consoleErrors.length = 0;
}
