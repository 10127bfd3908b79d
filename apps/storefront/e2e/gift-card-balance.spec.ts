import { axeWithoutJavaScript, expect, phoneWithoutJavaScript, test, untilReady } from './fixtures.ts';

/** The gift card balance page (demo cards: README "Demo gift cards"). */
test.describe('gift card balance', () => {
  test('found from the footer: a card’s balance shows with its last four digits, and the answer takes focus', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us');
    await untilReady(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gift card balance' }).click();
    await expect(page).toHaveURL(/\/en-us\/gift-card-balance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your gift card balance' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await axe(page);

    await page.getByLabel('Card number').fill('6280 4417 3092 5516');
    await page.getByLabel('PIN (if your card has one)').fill('1234');
    await page.getByRole('button', { name: 'Check balance' }).click();
    const result = page.getByRole('region', { name: 'Card ending in 5516' });
    await expect(result).toContainText('$50.00');
    await expect(result).toContainText(/Valid until|doesn’t expire/);
    await expect(page.locator(':focus')).toContainText('Card ending in 5516');
    // With JavaScript the router posts it: no fragment, the page's scroll left to the focus (decision 0049, addendum).
    await expect(page).toHaveURL(/\/en-us\/gift-card-balance$/);
    // The number and the PIN are not left in the form for the next person at this device (as without JavaScript).
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await expect(page.getByLabel('PIN (if your card has one)')).toHaveValue('');
    await axe(page);
  });

  test('a wrong PIN, an expired card and a malformed number each say so where they belong', async ({ page }) => {
    await page.goto('/en-us/gift-card-balance');
    await untilReady(page);
    const number = page.getByLabel('Card number');
    const pin = page.getByLabel('PIN (if your card has one)');
    const check = page.getByRole('button', { name: 'Check balance' });

    // The one answer for an unknown number and a wrong PIN: nothing tells which numbers exist.
    await number.fill('6280-4417-3092-5516');
    await pin.fill('9999');
    await check.click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(
      'The gift card number or PIN doesn’t match our records. Please check both and try again.',
    );
    await expect(number).toHaveValue('6280-4417-3092-5516');

    await number.fill('6280 4417 3092 8853');
    await pin.fill('1357');
    await check.click();
    await expect(alert).toHaveText('This gift card has expired.');

    await number.fill('1234');
    await check.click();
    await expect(number).toHaveAccessibleDescription(/Enter the card’s 16 to 19 digits\./);
    await expect(number).toBeFocused();
    await expect(page.getByRole('region', { name: /Card ending in/ })).toHaveCount(0);
  });

  test('without JavaScript on a phone, the answer comes back in view: the problem, the balance, a field’s message', async ({
    browser,
    baseURL,
    axe,
  }) => {
    const context = await phoneWithoutJavaScript(browser, { baseURL });
    const page = await context.newPage();
    const header = page.getByRole('banner');
    const check = async (number: string, pin: string) => {
      await page.goto('/de-de/gift-card-balance');
      await page.getByLabel('Kartennummer').fill(number);
      await page.getByLabel('PIN (falls deine Karte eine hat)').fill(pin);
      await page.getByRole('button', { name: 'Guthaben prüfen' }).click();
      await page.waitForLoadState();
      // The page opens at the form (#gift-card-balance), its answer below it, not under the heading at the top.
      expect(new URL(page.url()).hash).toBe('#gift-card-balance');
    };
    const belowHeader = async (locator: ReturnType<typeof page.getByRole>) => {
      await expect(locator).toBeInViewport({ ratio: 1 });
      const bar = (await header.boundingBox())!;
      expect((await locator.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    };

    // German's longer sentence: the problem sat at 804 px on an 844 px screen, cut off.
    await check('6280-4417-3092-5516', '9999');
    const problem = page.getByRole('main').getByRole('alert');
    await expect(problem).toHaveText(/Kartennummer oder PIN der Geschenkkarte stimmen nicht überein/);
    await belowHeader(problem);
    await axeWithoutJavaScript(page, axe);

    await check('1234', '');
    const number = page.getByLabel('Kartennummer');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await belowHeader(number);
    await context.close();

    // A balance (a US card, on the US site) in view as well.
    const us = await phoneWithoutJavaScript(browser, { baseURL });
    const usPage = await us.newPage();
    await usPage.goto('/en-us/gift-card-balance');
    await usPage.getByLabel('Card number').fill('6280 4417 3092 5516');
    await usPage.getByLabel('PIN (if your card has one)').fill('1234');
    await usPage.getByRole('button', { name: 'Check balance' }).click();
    await usPage.waitForLoadState();
    await expect(usPage.getByRole('region', { name: 'Card ending in 5516' })).toBeInViewport({ ratio: 1 });
    await axeWithoutJavaScript(usPage, axe);
    await us.close();
  });

  test('works without JavaScript, and in the site’s currency and language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/ja-jp/gift-card-balance');
    await page.getByLabel('カード番号').fill('6280441730932349');
    await page.getByLabel('PIN（カードにある場合）').fill('8642');
    await page.getByRole('button', { name: '残高を確認' }).click();
    await expect(page.getByRole('region', { name: '末尾2349のカード' })).toContainText('￥5,000');
    // A card of another currency: GFC725 in Japanese.
    await page.getByLabel('カード番号').fill('6280 4417 3093 0127');
    await page.getByLabel('PIN（カードにある場合）').fill('4321');
    await page.getByRole('button', { name: '残高を確認' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'このギフトカードは、この国または通貨ではご利用いただけません。',
    );
    await context.close();
  });
});
