import { expect, test } from './fixtures.ts';
import {
  AERO_42,
  MARAIS,
  pickupAtUnavailableThenAvailable,
  SAINT_LAZARE,
  shipToStoreAndPointInFrench,
  noStoreChosenNearLyon,
  storeCard,
} from './place-fr-fixture.ts';

/** The cart's place dialogs on the French site at desktop width (t1 F1, F2); the phone's are in the .mobile spec. */

test('pickup: an unavailable store is neither chosen nor dated; choosing it keeps the dialog with the reason', async ({
  page,
  axe,
}) => {
  await pickupAtUnavailableThenAvailable(page, axe);
});

test('pickup where no store found holds the items: none chosen, and the dialog says so in French', async ({ page }) => {
  await noStoreChosenNearLyon(page);
});

test('ship to store and collection point check the contact in the shop’s French', async ({ page }) => {
  await shipToStoreAndPointInFrench(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('choosing a store that cannot supply the cart comes back as an error at the list, not a success', async ({
    page,
  }) => {
    await page.goto(AERO_42);
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.goto('/fr-fr/cart?place=home&kind=pickup&near=75003');
    const marais = storeCard(page.locator('main'), MARAIS);
    await expect(marais.getByRole('radio')).not.toBeChecked();
    await expect(storeCard(page.locator('main'), SAINT_LAZARE).getByRole('radio')).toBeChecked();
    await marais.getByRole('radio').check();
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lovelace');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Choisir ce magasin' }).click();
    await expect(page.getByText(/^Rien n’a été déplacé.*Choisissez un autre magasin\.$/)).toBeVisible();
    await expect(page.locator('[data-kind="success"]')).toHaveCount(0);
    // The choice and the contact come back as they were posted.
    await expect(marais.getByRole('radio')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Ada');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ada@example.com');
  });
});
