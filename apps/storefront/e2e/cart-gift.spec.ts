import { addFromProductPage, inStockProductPath } from './cart-fixture.ts';
import { expect, test, untilHydrated, untilReady } from './fixtures.ts';

/** The "add gift option" dialog from a cart line (spec §2 dialogs): gift card text, gift box and its price. */

test('gift options: the dialog takes focus, counts the message, saves card and box, and gives focus back', async ({
  page,
  request,
  axe,
}) => {
  const { path, name } = await inStockProductPath(request);
  const panel = await addFromProductPage(page, path, name);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.goto('/en-us/cart');
  await untilReady(page);

  const opener = page.getByRole('link', { name: `Add gift options for ${name}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Gift options' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#modal-gift-/);
  // Focus is in the dialog.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const isGift = dialog.getByRole('checkbox', { name: 'This item is a gift' });
  await expect(isGift).toBeChecked();
  // Unticked with a recipient typed, Save does not drop it (tester t1, session 55): said at the checkbox, kept.
  await isGift.uncheck();
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill('Alex');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const unticked = 'Tick “This item is a gift” to save the recipient, message or gift box, or clear them.';
  await expect(isGift).toHaveAccessibleDescription(unticked);
  await expect(isGift).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('Alex');
  await expect(page.getByRole('status').filter({ hasText: 'Your gift options were removed.' })).toHaveCount(0);
  await isGift.check();
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill('Ann');
  await dialog.getByRole('textbox', { name: 'From', exact: true }).fill('Bo');
  const message = dialog.getByRole('textbox', { name: 'Gift message' });
  await message.fill('Happy birthday!');
  await expect(dialog.getByText('285 characters left')).toBeVisible();
  await expect(message).toHaveAccessibleDescription('285 characters left');
  await dialog.getByRole('checkbox', { name: 'Add a gift box ($5.00 each)' }).check();
  await axe(page);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  const editor = page.getByRole('link', { name: `Edit gift options for ${name}` });
  await expect(editor).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Your gift options were saved.' })).toHaveCount(1);
  const summary = page.locator('dl').filter({ hasText: 'Gift box' }).first();
  await expect(summary).toContainText('Ann');
  await expect(summary).toContainText('Happy birthday!');
  await expect(summary).toContainText('$5.00');
  await expect(page.getByText('Gift boxes', { exact: true })).toBeVisible();

  // Escape closes without saving; focus returns to the link.
  await editor.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('Ann');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editor).toBeFocused();

  // Remove clears the card and the box.
  await editor.click();
  await dialog.getByRole('button', { name: 'Remove gift options' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: `Add gift options for ${name}` })).toBeFocused();
  await expect(page.getByText('Gift boxes', { exact: true })).toBeHidden();
  await axe(page);
});

test('without JavaScript the dialog is a page section whose form posts and lands on the line', async ({
  browser,
  request,
}) => {
  const { path, name } = await inStockProductPath(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/en-us/cart');
  await page.getByRole('link', { name: `Add gift options for ${name}` }).click();
  const section = page.getByRole('region', { name: 'Gift options' });
  await expect(section).toBeVisible();
  await section.getByRole('textbox', { name: 'To', exact: true }).fill('Cy');
  await section.getByRole('checkbox', { name: 'Add a gift box ($5.00 each)' }).check();
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart#gift-/);
  await expect(section).toBeHidden();
  await expect(page.locator('dl').filter({ hasText: 'Gift box' }).first()).toContainText('Cy');
  await expect(page.getByText('Gift boxes', { exact: true })).toBeVisible();
  await context.close();
});

test('a digital gift card: its page asks for the amount and the recipient; the cart line shows the recipient', async ({
  page,
  axe,
}) => {
  await page.goto('/en-us/p/digital-gift-card-GIFTCARDS');
  await untilReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Gift Card' })).toBeVisible();
  const form = page.getByTestId('add-gift-card');
  await expect(form.getByRole('group', { name: 'Amount' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Size/ })).toHaveCount(0);
  await axe(page);

  // The recipient's email is required: the browser's own check holds the post and the field says why.
  await form.getByRole('radio', { name: '$50.00' }).check();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  const email = form.getByRole('textbox', { name: 'Recipient’s email' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('ann@example.com');
  await form.getByRole('textbox', { name: 'To', exact: true }).fill('Ann');
  await form.getByRole('textbox', { name: 'Gift message' }).fill('Happy birthday!');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Digital Gift Card', exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/en-us/cart');
  await untilReady(page);
  await expect(page.getByRole('heading', { level: 2, name: /Email delivery/ })).toBeVisible();
  // Emailed is the only way a gift card goes: no "Change shipping method" leading to a panel of one.
  await expect(page.getByRole('link', { name: /^Change shipping method, now Email delivery/ })).toHaveCount(0);
  const summary = page.locator('dl').filter({ hasText: 'Recipient’s email' });
  await expect(summary).toContainText('ann@example.com');
  await expect(summary).toContainText('Happy birthday!');
  await expect(page.getByRole('button', { name: 'Save for later: Digital Gift Card' })).toHaveCount(0);
  await axe(page);
});

test('gift options typed in the section before the page hydrated are in the dialog, the focus in the message', async ({
  page,
  request,
  axe,
}) => {
  const { path, name } = await inStockProductPath(request);
  const panel = await addFromProductPage(page, path, name);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.goto('/en-us/cart');
  const hash = await page.getByRole('link', { name: `Add gift options for ${name}` }).getAttribute('href');
  expect(hash).toMatch(/^#modal-gift-/);
  // The page's scripts held back, as on a slow phone: the shopper fills in the section shown by the link.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  // A new document (from the cart itself, the hash alone would open the hydrated page's dialog).
  await page.goto('about:blank');
  await page.goto(`/en-us/cart${hash}`, { waitUntil: 'commit' });
  const section = page.getByRole('region', { name: 'Gift options' });
  await expect(section).toBeVisible();
  await section.getByRole('checkbox', { name: 'Add a gift box ($5.00 each)' }).check();
  await section.getByRole('textbox', { name: 'To', exact: true }).click();
  await page.keyboard.type('Dee');
  await section.getByRole('textbox', { name: 'Gift message' }).click();
  await page.keyboard.type('Happy');
  release();
  await untilHydrated(page);

  const dialog = page.getByRole('dialog', { name: 'Gift options' });
  await expect(dialog).toBeVisible();
  await expect(section).toHaveCount(0);
  const message = dialog.getByRole('textbox', { name: 'Gift message' });
  await expect(message).toBeFocused();
  await page.keyboard.type(' birthday!');
  await expect(message).toHaveValue('Happy birthday!');
  await expect(dialog.getByText('285 characters left')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('Dee');
  await expect(dialog.getByRole('checkbox', { name: 'Add a gift box ($5.00 each)' })).toBeChecked();
  await axe(page);
  await page.unrouteAll();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const summary = page.locator('dl').filter({ hasText: 'Gift box' }).first();
  await expect(summary).toContainText('Dee');
  await expect(summary).toContainText('Happy birthday!');
});

test('gift cards past an order’s limit (1,000 USD): the gift card form says so, in its own words', async ({
  page,
  axe,
}) => {
  test.slow();
  await page.goto('/en-us/p/digital-gift-card-GIFTCARDS');
  await untilReady(page);
  const form = page.getByTestId('add-gift-card');
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  // The form starts again after each card it adds.
  const fill = async () => {
    await form.getByRole('radio', { name: '$100.00' }).check();
    await form.getByRole('textbox', { name: 'Recipient’s email' }).fill('ann@example.com');
  };
  // Ten cards of 100 USD are the order's limit.
  for (let card = 0; card < 10; card += 1) {
    await fill();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  await fill();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText('Gift card limit reached')).toBeVisible();
  await expect(
    form.getByText('Gift cards in one order can add up to $1,000.00 in total. Choose fewer cards or a smaller amount.'),
  ).toBeVisible();
  await axe(page);
});
