import {
  addFromProductPage,
  inStockProductPath,
  onlineExclusiveProductPath,
  openCartWithItem,
} from './cart-fixture.ts';
import { expect, test, untilHydrated, untilReady } from './fixtures.ts';

/** Saved for later and the change-delivery panel on the cart page (issue 5), at desktop width and 375 px. */

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`cart delivery at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('save for later and move back to the cart', async ({ page, request, axe }) => {
      const name = await openCartWithItem(page, request);
      await page.getByRole('button', { name: `Save for later: ${name}` }).click();
      const saved = page.getByRole('region', { name: /Saved for later/ });
      await expect(saved.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toHaveCount(0);
      await axe(page);
      // By keyboard: the list empties and leaves the page, and the focus goes where the item went.
      await saved.getByRole('button', { name: `Move to cart: ${name}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toBeVisible();
      await expect(saved).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: /Standard shipping/ })).toBeFocused();
      if (viewport.width === 375) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
    });

    test('change the delivery method in the side panel; keyboard, focus back to the link', async ({
      page,
      request,
      axe,
    }) => {
      await openCartWithItem(page, request);
      const change = page.getByRole('link', { name: /^Change shipping method, now / }).first();
      await change.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Shipping method' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('radio', { name: /Express/ })).toBeVisible();
      // The seeded shoe is over the free standard delivery threshold: standard is free, its own price struck.
      const standard = panel.locator('label').filter({ has: page.getByRole('radio', { name: /Standard/ }) });
      await expect(standard).toContainText('Free');
      await expect(standard.locator('s')).toHaveText('Original price $7.95');
      await axe(page);
      // Escape closes it and focus returns to the link.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page).not.toHaveURL(/shipment=/);
      await expect(change).toBeFocused();
      // Open again and choose express with the keyboard.
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await panel.getByRole('radio', { name: /Express/ }).check();
      await panel.getByRole('button', { name: 'Use this method' }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: /Express/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Your shipping method was updated.' })).toHaveCount(1);
    });
  });
}

test('without JavaScript: save for later and the delivery panel post their forms', async ({ browser, request }) => {
  const { path, name } = await inStockProductPath(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/en-us/cart');
  await page
    .getByRole('link', { name: /^Change shipping method, now / })
    .first()
    .click();
  await page.getByRole('radio', { name: /Express/ }).check();
  await page.getByRole('button', { name: 'Use this method' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Express/ })).toBeVisible();
  await page.getByRole('button', { name: `Save for later: ${name}` }).click();
  await expect(page.getByRole('button', { name: `Move to cart: ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Move to cart: ${name}` }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toBeVisible();
  await context.close();
});

test('an address abroad makes the shipment international: the cart says duties may be charged on delivery', async ({
  page,
  request,
}) => {
  await openCartWithItem(page, request);
  const basket = (await page.context().cookies()).find((cookie) => cookie.name === 'outsole_basket_stride-en-us');
  expect(basket).toBeDefined();
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  // As the tester did through the same-origin proxy: a London address on the US site (spec ORD518, customs).
  const moved = await page.request.post(`/api/cart/v2/cart/${basket!.value}/shippingAddress`, {
    headers: { 'x-site-id': 'stride-en-us', 'x-locale': 'en-us', origin },
    data: {
      addressLine1: '10 Downing St',
      city: 'London',
      postalCode: 'SW1A 2AA',
      countryCode: 'GB',
      recipientFirstName: 'Ada',
      recipientLastName: 'Lovelace',
      recipientContactPhone: '+44 20 7946 0018',
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /International shipping/ })).toBeVisible();
  await expect(
    page.getByText('Import duties and taxes may be charged on delivery. They aren’t included in this total.'),
  ).toBeVisible();
  // Its only method: no control to change it, and the shipment says why and where the address is changed.
  await expect(page.getByRole('link', { name: /Change shipping method/ })).toHaveCount(0);
  await expect(
    page.getByText(
      'Your shipping address is in another country, so international shipping is the only method. You can change the address at checkout.',
    ),
  ).toBeVisible();
});

test('items from abroad travel apart: their shipment says why it has no change link and that the address is given at checkout', async ({
  page,
  request,
  axe,
}) => {
  await openCartWithItem(page, request);
  const exclusive = await onlineExclusiveProductPath(request);
  await addFromProductPage(page, exclusive.path, exclusive.name);
  await page.goto('/en-us/cart');
  await untilReady(page);
  const international = page.getByRole('region', { name: /International shipping/ });
  await expect(international.getByRole('link', { name: exclusive.name, exact: true })).toBeVisible();
  await expect(
    international.getByText(
      'This item ships from our partner warehouse overseas, by international shipping only: its shipping method can’t be changed and it can’t be picked up in a store. It goes to the shipping address you enter at checkout.',
    ),
  ).toBeVisible();
  await expect(international.getByText('Ships from overseas and clears customs')).toBeVisible();
  await expect(international.getByRole('link', { name: /^Change shipping method|^Pick up in store/ })).toHaveCount(0);
  // The home shipment keeps its own controls.
  const home = page.getByRole('region', { name: /Standard shipping/ });
  await expect(home.getByRole('link', { name: /^Change shipping method, now / })).toBeVisible();
  await expect(home.getByText('partner warehouse', { exact: false })).toHaveCount(0);
  await axe(page);

  // An address abroad makes the home shipment international too: the items from abroad join it, one international
  // shipment for the whole order (decision 0018 addendum, session 51), which says the address is abroad.
  const basket = (await page.context().cookies()).find((cookie) => cookie.name === 'outsole_basket_stride-en-us');
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const moved = await page.request.post(`/api/cart/v2/cart/${basket!.value}/shippingAddress`, {
    headers: { 'x-site-id': 'stride-en-us', 'x-locale': 'en-us', origin },
    data: {
      addressLine1: '1 Rue de Rivoli',
      city: 'Paris',
      postalCode: '75001',
      countryCode: 'FR',
      recipientFirstName: 'Ada',
      recipientLastName: 'Lovelace',
      recipientContactPhone: '+33 1 42 60 00 00',
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.reload();
  await untilReady(page);
  const regions = page.getByRole('region', { name: /^International shipping/ });
  await expect(regions).toHaveCount(1);
  await expect(regions.getByRole('link', { name: exclusive.name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /Standard shipping/ })).toHaveCount(0);
  await expect(
    regions.getByText(
      'Your shipping address is in another country, so international shipping is the only method. You can change the address at checkout.',
    ),
  ).toBeVisible();
  await expect(page.getByText('partner warehouse', { exact: false })).toHaveCount(0);
  await expect(page.getByText('you enter at checkout', { exact: false })).toHaveCount(0);
  await axe(page);
});

test('the British basket says delivery throughout: its shipments, change link and panel, totals, and items dispatched from overseas', async ({
  page,
  request,
  axe,
}) => {
  // en-US says shipping for the method and its cost; en-GB delivery for all of it (decision 0018, session 51).
  for (const item of [await inStockProductPath(request), await onlineExclusiveProductPath(request)]) {
    await page.goto(item.path.replace('/en-us/', '/en-gb/'));
    await untilHydrated(page);
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
  }
  await page.goto('/en-gb/cart');
  await untilReady(page);
  const home = page.getByRole('region', { name: /^Standard delivery ·/ });
  await expect(home.getByText(/^Estimated delivery /)).toBeVisible();
  const international = page.getByRole('region', { name: /^International delivery ·/ });
  await expect(international.getByText('Dispatched from overseas and clears customs')).toBeVisible();
  await expect(international.getByText(/^This item is dispatched from our partner warehouse overseas/)).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Delivery$/ })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\bship(s|ped|ping)?\b|abroad/i);
  await axe(page);
  await home.getByRole('link', { name: 'Change delivery method, now Standard delivery' }).click();
  const panel = page.getByRole('dialog', { name: 'Delivery method' });
  await expect(panel.getByRole('radio', { name: /^Express delivery/ })).toBeVisible();
  await panel.getByRole('radio', { name: /^Express delivery/ }).check();
  await panel.getByRole('button', { name: 'Use this method' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your delivery method was updated.' })).toHaveCount(1);
});
