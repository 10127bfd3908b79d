import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

import { addFromProductPage, inStockProductPath, openCartWithItem, otherInStockProductPath } from './cart-fixture.ts';
import { expect, test, untilReady } from './fixtures.ts';
import { NEAR_STRIDE_SOHO, NEW_YORK_ZIP, seededProduct, storeStockAllInCart } from './product-fixture.ts';

/**
 * Pickup in store on the cart page (issue 5): the place dialog (a modal at desktop width, a side panel at 375 px),
 * store search by postal code with per-store availability, the pickup contact, and back to home delivery (ORD517).
 */

/** In the place dialog (or its section without JavaScript) with stores listed: the first with every item, and a contact. */
async function pickStoreWithStock(place: Locator) {
  const store = place.locator('label').filter({ hasText: 'All items available' }).first();
  await expect(store).toBeVisible();
  await store.getByRole('radio').check();
  await place.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await place.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await place.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
}

/** A cart with an item in stock, its pickup dialog opened and a store holding the item chosen; the dialog. */
async function openPickupWithStoreChosen(page: Page, request: APIRequestContext) {
  await openCartWithItem(page, request);
  await page
    .getByRole('link', { name: /^Pick up in store instead of / })
    .first()
    .click();
  return chooseStoreWithStock(page);
}

/** A cart with an item in stock, to be picked up at a store holding it: the choice saved. */
async function pickUpInStore(page: Page, request: APIRequestContext) {
  const dialog = await openPickupWithStoreChosen(page, request);
  await dialog.getByRole('button', { name: 'Use this store' }).click();
  // The closing dialog's own heading says "Pick up in store" too: until it is gone the choice may not be saved yet,
  // and leaving the page then would leave the item at home.
  await expect(dialog).toBeHidden();
}

async function chooseStoreWithStock(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await dialog.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await pickStoreWithStock(dialog);
  return dialog;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`cart pickup at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('pick up in store at a store with stock, then back to home delivery with the ORD517 notice', async ({
      page,
      request,
      axe,
    }) => {
      await openCartWithItem(page, request);
      const open = page.getByRole('link', { name: /^Pick up in store instead of / }).first();
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
      await expect(dialog).toBeVisible();
      // Escape closes it and focus goes back to the link.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/place=/);
      await expect(open).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();

      await chooseStoreWithStock(page);
      await axe(page);
      if (viewport.width === 375) {
        const box = await dialog.boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(375);
      }
      await dialog.getByRole('button', { name: 'Use this store' }).click();
      await expect(dialog).toBeHidden();
      const pickupHeading = page.getByRole('heading', { level: 2, name: /Pick up in store/ });
      await expect(pickupHeading).toBeVisible();
      // The link that opened the dialog went with the lines it moved: the keyboard lands on where they went.
      await expect(pickupHeading).toBeFocused();
      await axe(page);

      // Back to home delivery, the shopper's own choice: said as such (not ORD517's "can no longer be picked up"),
      // and the keyboard lands on the shipment the lines went to (the link that opened the panel left with its own).
      await page.getByRole('link', { name: /^Change shipping method, now Pick up in store/ }).click();
      const panel = page.getByRole('dialog', { name: 'Shipping method' });
      await panel.getByRole('radio', { name: /Standard shipping/ }).check();
      await panel.getByRole('button', { name: 'Use this method' }).click();
      await expect(panel).toBeHidden();
      await expect(pickupHeading).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Your shipping method was updated.' })).toHaveCount(1);
      await expect(page.getByText('can no longer be picked up')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: /Standard shipping/ })).toBeFocused();
    });
  });
}

test('a line to collect holding all its store has: "+" dimmed, "Only N left at this store." (the store’s stock, not the web’s)', async ({
  page,
  request,
  baseURL,
}) => {
  const found = await storeStockAllInCart(page, request, baseURL);
  const { details } = await seededProduct(request);
  await page.goto('/en-us/cart');
  await untilReady(page);
  await expect(page.getByRole('heading', { level: 2, name: /Pick up in store/ })).toBeVisible();
  const increase = page.getByRole('button', { name: `Increase quantity of ${details.name}` });
  await expect(page.getByRole('group', { name: `Quantity of ${details.name}` })).toContainText(
    String(found.storeQuantity),
  );
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  await expect(increase).toHaveAccessibleDescription(`Only ${found.storeQuantity} left at this store.`);
});

test('choosing another store asks first; keyboard only', async ({ page, request }) => {
  const dialog = await openPickupWithStoreChosen(page, request);
  await dialog.getByRole('button', { name: 'Use this store' }).click();
  await expect(dialog).toBeHidden();
  const change = page.getByRole('link', { name: /^Change store, now / });
  await change.focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
  await page.keyboard.press('Enter');
  const radios = dialog.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  await expect(dialog.getByText('your store')).toBeVisible();
  // The seed has several stores around New York with stock (otherwise this test would prove nothing).
  expect(await radios.count()).toBeGreaterThanOrEqual(2);
  const other = dialog.locator('label:has(input[type=radio])').filter({ hasNotText: 'your store' }).first();
  await other.getByRole('radio').check();
  const storeName = (label: Locator) =>
    label
      .locator('span.font-semibold')
      .first()
      .evaluate((name) => name.firstChild?.textContent ?? '');
  const current = await storeName(dialog.locator('label:has(input[type=radio])').filter({ hasText: 'your store' }));
  const chosen = await storeName(other);
  await dialog.getByRole('button', { name: 'Use this store' }).click();
  const confirm = dialog.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  // It names both stores, the one chosen too.
  await expect(confirm).toHaveAccessibleName(`Switch from ${current} to ${chosen}?`);
  await expect(confirm.getByRole('button', { name: 'Switch store' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The other store near 10012 does not hold the seeded shoe: nothing moves, and the dialog stays open saying so at
  // the list, the keyboard on the store chosen (t1 F1), instead of closing as if it had switched.
  await expect(dialog.getByText(/^Nothing was moved: .* Choose another store\.$/)).toBeVisible();
  await expect(other.getByRole('radio')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
});

test.describe('near the shopper', () => {
  test.use({ geolocation: NEAR_STRIDE_SOHO, permissions: ['geolocation'], viewport: { width: 375, height: 740 } });

  test('Use my location finds collection points and stores near the shopper; the choice keeps the search', async ({
    page,
    request,
    axe,
  }) => {
    await openCartWithItem(page, request);
    const openPudo = page.getByRole('link', { name: /^Pickup point instead of / }).first();
    await openPudo.click();
    const pudo = page.getByRole('dialog', { name: 'Pickup point' });
    await pudo.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/[?&]lat=40\.73&lng=-73\.993(&|$)/);
    await expect(pudo.getByRole('radio').first()).toBeChecked();
    await expect(pudo.locator('label:has(input[type=radio])').first()).toContainText(/\d(\.\d)? mi/);
    await page.keyboard.press('Escape');
    await expect(pudo).toBeHidden();

    await page
      .getByRole('link', { name: /^Pick up in store instead of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
    // The collection point search is not carried over: this one starts afresh.
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    const nearest = dialog.locator('label:has(input[type=radio])').first();
    await expect(nearest).toContainText('Stride SoHo');
    await expect(nearest).toContainText(/0\.\d mi/);
    await axe(page);
    // The choice posts back to the same search, so a refused one shows these stores again.
    await expect(dialog.locator('form[method="post"]')).toHaveAttribute('action', /[?&]lat=40\.73&lng=-73\.993(&|$)/);
    await pickStoreWithStock(dialog);
    const chosen = (
      await dialog
        .getByRole('radio', { checked: true })
        .locator('xpath=..')
        .locator('span.font-semibold')
        .first()
        .innerText()
    ).trim();
    await dialog.getByRole('button', { name: 'Use this store' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: /Pick up in store/ })).toBeVisible();
    // The cart names the store chosen.
    await expect(page.getByRole('main').getByText(chosen, { exact: true })).toBeVisible();
  });
});

test('without JavaScript the dialog is a page section whose search and choice post', async ({ browser, request }) => {
  const { context, page, section } = await pickupStoreWithoutJavaScript(browser, request);
  await section.getByRole('button', { name: 'Use this store' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Pick up in store/ })).toBeVisible();
  await context.close();
});

test('a collection point and ship to store, each with the contact', async ({ page, request, axe }) => {
  await openCartWithItem(page, request);
  await page
    .getByRole('link', { name: /^Pickup point instead of / })
    .first()
    .click();
  const pudo = page.getByRole('dialog', { name: 'Pickup point' });
  await pudo.getByRole('textbox', { name: 'ZIP code or city' }).fill('New York'); // a city by name, as typed
  await pudo.getByRole('button', { name: 'Search' }).click();
  await expect(pudo.getByRole('radio').first()).toBeChecked();
  await pudo.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await pudo.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await pudo.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await axe(page);
  await pudo.getByRole('button', { name: 'Use this pickup point' }).click();
  await expect(pudo).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /Pickup point/ })).toBeVisible();

  await shipToStoreInNewYork(page);
});

test('the pickup shipment sent home takes the ship-to-store one with it: the cart says exactly what else moved', async ({
  page,
  request,
}) => {
  // The first item collected in a store, the second (added after) shipped to a store.
  await pickUpInStore(page, request);
  await expect(page.getByRole('heading', { level: 2, name: /Pick up in store/ })).toBeVisible();
  const other = await otherInStockProductPath(request);
  await addFromProductPage(page, other.path, other.name);
  await page.goto('/en-us/cart');
  // Hydrated first: a click on a shipment's link before that is the page's no-JavaScript path.
  await untilReady(page);
  // The home shipment's, named: which shipment is listed first is not what this test is about.
  await shipToStoreInNewYork(page, /Standard shipping/);

  // Standard delivery for the pickup: the ship-to-store item comes home too (one home shipment), and the cart says so.
  await page.getByRole('link', { name: /^Change shipping method, now Pick up in store/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shipping method' });
  await panel.getByRole('radio', { name: /Standard shipping/ }).check();
  await panel.getByRole('button', { name: 'Use this method' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /Ship to store/ })).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({
      hasText: `Also changed: ${other.name} will now ship to your address with Standard shipping instead of being shipped to your store.`,
    }),
  ).not.toHaveCount(0);
});

test('an unknown postal code is a message at the field; each search keeps the keyboard there and is announced', async ({
  page,
  request,
  axe,
}) => {
  await openCartWithItem(page, request);
  await page
    .getByRole('link', { name: /^Pick up in store instead of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  const field = dialog.getByRole('textbox', { name: 'ZIP code or city' });
  await field.fill('x');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The field stays where the keyboard is (not the dialog's Close), and its message is said once, politely.
  await expect(field).toBeFocused();
  const status = dialog.getByRole('status');
  const error = await dialog.locator(`#${await field.getAttribute('aria-describedby')}`).innerText();
  await expect(status).toHaveText(error);
  await expect(dialog.locator('[aria-live], [role=status], [role=alert]').filter({ hasText: error })).toHaveCount(1);
  await axe(page);
  await field.fill(NEW_YORK_ZIP);
  await field.press('Enter');
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(status).toHaveText(`${await dialog.getByRole('radio').count()} stores found.`);
});

test('Use my location after an empty search replaces its message with the refusal, not beside it', async ({
  page,
  request,
}) => {
  await openCartWithItem(page, request);
  await page.evaluate(() => {
    navigator.geolocation.getCurrentPosition = (_success, failure) =>
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
  });
  await page
    .getByRole('link', { name: /^Pick up in store instead of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  const field = dialog.getByRole('textbox', { name: 'ZIP code or city' });
  await dialog.getByRole('button', { name: 'Search' }).click();
  const required = dialog.getByText('Please fill in this field.');
  await expect(required.first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await expect(dialog.getByText('Your browser didn’t share your location.', { exact: false })).toBeVisible();
  // Neither at the field nor in the search's announcement.
  await expect(required).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  // A new search by the field answers again.
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(required.first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('every bad contact field is marked before posting, each with what to fix, and the keyboard taken to the first', async ({
  page,
  request,
}) => {
  const dialog = await openPickupWithStoreChosen(page, request);
  const first = dialog.getByRole('textbox', { name: 'First name' });
  const email = dialog.getByRole('textbox', { name: 'Email' });
  const phone = dialog.getByRole('textbox', { name: /^Mobile phone/ });
  await first.fill('   ');
  // The api's rules, not the browser's: "ada@example" passes type=email, a 6-digit number is no US mobile.
  await email.fill('ada@example');
  await phone.fill('555 01');
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url());
  });
  await dialog.getByRole('button', { name: 'Use this store' }).press('Enter');
  for (const [field, message] of [
    [first, 'Enter the first name of the person collecting.'],
    [email, 'Please enter a valid email address.'],
    [phone, 'Please enter the full 10-digit mobile number, like (201) 555-0123.'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator(`#${(await field.getAttribute('aria-describedby'))?.split(' ').at(-1)}`)).toHaveText(
      message,
    );
  }
  await expect(first).toBeFocused();
  expect(posts).toEqual([]);
  await first.fill('Ada');
  await email.fill('ada@example.com');
  await phone.fill('(212) 555-0100');
  await dialog.getByRole('button', { name: 'Use this store' }).press('Enter');
  await expect(dialog).toBeHidden();
});

test('without JavaScript the contact is checked by the same rules: email and phone marked at once', async ({
  browser,
  request,
}) => {
  const { context, page, section } = await pickupStoreWithoutJavaScript(browser, request);
  await section.getByRole('textbox', { name: 'Email' }).fill('ada@example');
  await section.getByRole('textbox', { name: /^Mobile phone/ }).fill('555 01');
  await section.getByRole('button', { name: 'Use this store' }).click();
  const answered = page.getByRole('region', { name: 'Pick up in store' });
  await expect(answered.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(answered.getByRole('textbox', { name: /^Mobile phone/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(answered.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(answered.getByText('Please enter the full 10-digit mobile number, like (201) 555-0123.')).toBeVisible();
  await context.close();
});

test('a contact name with hidden characters: every bad name marked, and the keyboard taken to the first', async ({
  page,
  request,
}) => {
  const dialog = await openPickupWithStoreChosen(page, request);
  const first = dialog.getByRole('textbox', { name: 'First name' });
  const last = dialog.getByRole('textbox', { name: 'Last name' });
  await first.fill('\u202EAda');
  await last.fill('\u200B');
  await dialog.getByRole('button', { name: 'Use this store' }).press('Enter');
  await expect(dialog.getByText('Please type this again without hidden characters')).toBeVisible();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(last).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toBeFocused();
  await first.fill('Ada');
  await last.fill('Lovelace');
  await dialog.getByRole('button', { name: 'Use this store' }).press('Enter');
  await expect(dialog).toBeHidden();
});

/** Ship to store from the cart page: the first store near the New York ZIP code, with Ada Lovelace as the contact. */
/** Ships a shipment to a store near New York: the one whose method is `from` (its link's name ends with it), else the first. */
async function shipToStoreInNewYork(page: Page, from?: RegExp) {
  const links = page.getByRole('link', { name: /^Ship to store instead of / });
  await (
    from ? page.getByRole('link', { name: new RegExp(`^Ship to store instead of ${from.source}`) }) : links.first()
  ).click();
  const sts = page.getByRole('dialog', { name: 'Ship to a store' });
  await sts.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
  await sts.getByRole('button', { name: 'Search' }).click();
  await expect(sts.getByRole('radio').first()).toBeChecked();
  await sts.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await sts.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await sts.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await sts.getByRole('button', { name: 'Use this store' }).click();
  await expect(sts).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /Ship to store/ })).toBeVisible();
}

/**
 * Without JavaScript: an item in stock added to the cart, the pickup dialog (a page section) searched near New York
 * and a store holding the item chosen; the context, its page and the section.
 */
async function pickupStoreWithoutJavaScript(browser: Browser, request: APIRequestContext) {
  const { path } = await inStockProductPath(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/en-us/cart');
  await page
    .getByRole('link', { name: /^Pick up in store instead of / })
    .first()
    .click();
  const section = page.getByRole('region', { name: 'Pick up in store' });
  await section.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
  await section.getByRole('button', { name: 'Search' }).click();
  await pickStoreWithStock(section);
  return { context, page, section };
}

test('a store lacking the free gift says so in the list; the pickup is listed before the gift’s delivery (findings-1 F8)', async ({
  page,
  axe,
}) => {
  // Nova 4 Gray/Tan size 8 earns the free socks, which Stride Union Square does not hold (the tester's case).
  await addFromProductPage(
    page,
    '/en-us/p/nova-4-running-shoe-SRN239352?colour=057&width=D&size=8',
    'Nova 4 Running Shoe',
  );
  await page.goto('/en-us/cart');
  await untilReady(page);
  await page
    .getByRole('link', { name: /^Pick up in store instead of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await dialog.getByRole('textbox', { name: 'ZIP code or city' }).fill('94103');
  await dialog.getByRole('button', { name: 'Search' }).click();
  const store = dialog
    .locator('label')
    .filter({ hasText: 'All items available' })
    .filter({ hasText: /Your free gift, .+, isn’t available at this store, so we’ll ship it to your address\./ })
    .first();
  await expect(store).toBeVisible();
  await axe(page);
  await store.getByRole('radio').check();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await dialog.getByRole('button', { name: 'Use this store' }).click();
  await expect(dialog).toBeHidden();
  const shipments = page.getByRole('heading', { level: 2, name: /^(Pick up in store|Standard shipping)/ });
  await expect(shipments).toHaveCount(2);
  await expect(shipments.first()).toHaveText(/^Pick up in store/);
  await expect(shipments.nth(1)).toHaveText(/^Standard shipping/);
});

test('a pickup line removed by mistake comes back by Undo to be picked up at the same store, not delivered', async ({
  page,
  request,
}) => {
  await pickUpInStore(page, request);
  const pickup = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: /Pick up in store/ }) });
  await expect(pickup).toHaveCount(1);
  // The store's name and address, under the shipment's heading.
  const storeLine = async () =>
    (await pickup.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)[1];
  const store = await storeLine();
  expect(store).toMatch(/\d/);
  // The shopper's line (the free gift, if the cart has one, is the cart's own and comes after it).
  const remove = pickup.getByRole('button', { name: /^Remove / }).first();
  const label = (await remove.getAttribute('aria-label')) ?? '';
  await remove.click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await toasts.getByRole('button', { name: 'Undo' }).click();
  // Back in a pickup shipment at the store it was in, not delivered home.
  await expect(pickup.getByRole('button', { name: label, exact: true })).toHaveCount(1);
  expect(await storeLine()).toBe(store);
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(1);
});
