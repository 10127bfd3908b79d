import type { Locator, Page } from '@playwright/test';

import { DEMO_PASSWORD, SHOPPER_EMAIL, signIn } from './auth-fixture.ts';
import { openCartWithItem } from './cart-fixture.ts';
import { expect, test, untilHydrated, untilReady } from './fixtures.ts';

/**
 * A DHL Packstation asks for the DHL Postnummer (t1-F1, decision 0018 addendum), on the German site: the seeded Arc 4
 * in size 41, collection points near Berlin (DHL Packstation 101 and Hermes' PaketShop at Hackescher Markt among them).
 */
const ARC_41 = '/de-de/p/arc-4-laufschuh-SRN419283?size=41';
const NEAR_BERLIN = '/de-de/cart?place=home&kind=pudo&near=Berlin';

async function germanCartWithArc(page: Page) {
  await page.goto(ARC_41);
  await untilHydrated(page);
  await page.getByTestId('add-to-cart').getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('dialog', { name: /Warenkorb/ })).toBeVisible();
}

const pointCard = (scope: Locator, name: string | RegExp) =>
  scope.locator('label:has(input[type=radio])').filter({ hasText: name });

async function fillContact(scope: Locator) {
  await scope.getByRole('textbox', { name: 'Vorname' }).fill('Ada');
  await scope.getByRole('textbox', { name: 'Nachname' }).fill('Lovelace');
  await scope.getByRole('textbox', { name: 'E-Mail' }).fill('ada@example.com');
  await scope.getByRole('textbox', { name: 'Mobilnummer' }).fill('0151 23456789');
}

test('a Packstation asks for the Postnummer with where to find it, checks it, and takes the point with it', async ({
  page,
}) => {
  await germanCartWithArc(page);
  await page.goto(NEAR_BERLIN);
  await untilReady(page);
  const dialog = page.getByRole('dialog', { name: 'Abholstation' });
  const packstation = pointCard(dialog, 'DHL Packstation 101');
  const shop = pointCard(dialog, 'Hermes PaketShop');
  const postnummer = dialog.getByRole('textbox', { name: 'Postnummer' });
  await shop.getByRole('radio').check();
  await expect(postnummer).toHaveCount(0);
  await packstation.getByRole('radio').check();
  await expect(postnummer).toBeVisible();
  await expect(dialog).toContainText('Deine Postnummer findest du in der DHL-App oder auf deiner Goldcard.');
  await fillContact(dialog);

  // Missing, then not a Postnummer: said at the field before anything is posted, the keyboard taken there.
  await dialog.getByRole('button', { name: 'Diese Abholstation verwenden' }).click();
  await expect(postnummer).toBeFocused();
  await expect(dialog).toContainText('Gib deine Postnummer ein. Ohne sie liefert DHL nicht an eine Packstation.');
  await postnummer.fill('12ab');
  await dialog.getByRole('button', { name: 'Diese Abholstation verwenden' }).click();
  await expect(dialog).toContainText('Gib deine Postnummer nur mit Ziffern ein, 6 bis 10 Stellen.');
  await postnummer.fill('1234 5678');
  await dialog.getByRole('button', { name: 'Diese Abholstation verwenden' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /Abholstation/ })).toBeVisible();

  // Opened again: the number given is there (as typed, remembered on this page, or as kept).
  await page.goto(NEAR_BERLIN);
  await untilReady(page);
  await expect(
    page.getByRole('dialog', { name: 'Abholstation' }).getByRole('textbox', { name: 'Postnummer' }),
  ).toHaveValue(/^1234 ?5678$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Postnummer shows while the Packstation is chosen; the api’s refusal comes back at the field', async ({
    page,
  }) => {
    await page.goto(ARC_41);
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.goto(NEAR_BERLIN);
    const main = page.locator('main');
    const postnummer = main.getByRole('textbox', { name: 'Postnummer' });
    await pointCard(main, 'Hermes PaketShop').getByRole('radio').check();
    await expect(postnummer).toBeHidden();
    await pointCard(main, 'DHL Packstation 101').getByRole('radio').check();
    await expect(postnummer).toBeVisible();
    await fillContact(main);
    await main.getByRole('button', { name: 'Diese Abholstation verwenden' }).click();
    // The page comes back with the Packstation still chosen, what was typed, and the field's message.
    await expect(page.locator('main')).toContainText(
      'Gib deine Postnummer ein. Ohne sie liefert DHL nicht an eine Packstation.',
    );
    await expect(pointCard(page.locator('main'), 'DHL Packstation 101').getByRole('radio')).toBeChecked();
    await expect(page.locator('main').getByRole('textbox', { name: 'Vorname' })).toHaveValue('Ada');
    await page.locator('main').getByRole('textbox', { name: 'Postnummer' }).fill('123456');
    await page.locator('main').getByRole('button', { name: 'Diese Abholstation verwenden' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Abholstation/ })).toBeVisible();
  });
});

test('a signed-in shopper’s own name and email are the collector to start with, still editable (t1-F2)', async ({
  page,
  request,
}) => {
  await page.goto('/en-us');
  await untilReady(page);
  await signIn(page, SHOPPER_EMAIL, DEMO_PASSWORD);
  await openCartWithItem(page, request);
  await page.goto('/en-us/cart?place=home&kind=sts&near=10012');
  await untilReady(page);
  const dialog = page.getByRole('dialog', { name: 'Ship to a store' });
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Shopper');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(SHOPPER_EMAIL);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Alex');
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
});
