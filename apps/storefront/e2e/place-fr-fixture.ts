import type { Page } from '@playwright/test';

import { expect, untilHydrated, untilReady } from './fixtures.ts';

/**
 * The cart's place dialogs on the French site (t1 F1, F2): the seeded Aero 6 in size 42, which the seed's nearest
 * Paris store to 75003 (Stride Le Marais) does not hold and Stride Saint-Lazare does. The demo catalog is
 * deterministic (fixed seed and clock); the tests check those facts first, so a changed seed fails plainly.
 */
export const AERO_42 = '/fr-fr/p/chaussure-de-running-aero-6-SRN474716?size=42';
export const MARAIS = 'Stride Le Marais';
export const SAINT_LAZARE = 'Stride Saint-Lazare';

export async function frenchCartWithAero(page: Page) {
  await page.goto(AERO_42);
  await untilHydrated(page);
  await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
  await page.goto('/fr-fr/cart');
  await untilReady(page);
}

/**
 * Opens a place dialog from the cart (its link is named "Livraison en magasin au lieu de Livraison standard": what
 * it does to which shipment) and searches near 75003; the dialog.
 */
export async function searchNearMarais(page: Page, link: string, title = link, near = '75003') {
  await page
    .getByRole('link', { name: new RegExp(`^${link} au lieu de `) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Code postal ou ville' }).fill(near);
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

/** A store's card (its label) in the dialog. */
export function storeCard(scope: ReturnType<Page['getByRole']>, name: string) {
  return scope.locator('label:has(input[type=radio])').filter({ hasText: name });
}

/**
 * Store pickup at a store that cannot supply the cart, then at one that can, with a keyboard and a screen reader's
 * view: the unavailable store is not chosen for the shopper nor given a ready day; choosing it keeps the dialog open
 * with the reason at the list (focus on it); closing and opening again keeps the search and the contact typed.
 */
export async function pickupAtUnavailableThenAvailable(page: Page, axe: (page: Page) => Promise<void>) {
  await frenchCartWithAero(page);
  const dialog = await searchNearMarais(page, 'Retrait en magasin');
  const marais = storeCard(dialog, MARAIS);
  const lazare = storeCard(dialog, SAINT_LAZARE);
  await expect(marais).toContainText('Indisponible dans ce magasin');
  await expect(marais).not.toContainText('Disponible');
  await expect(lazare).toContainText('Tous les articles sont disponibles');
  await expect(marais.getByRole('radio')).not.toBeChecked();
  await expect(lazare.getByRole('radio')).toBeChecked();

  // The contact's checks in the shop's French, at each field, focus on the first (t1 F2).
  const firstName = dialog.getByRole('textbox', { name: 'Prénom' });
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  await email.fill('not-an-email');
  await dialog.getByRole('button', { name: 'Choisir ce magasin' }).click();
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('Saisissez le prénom de la personne qui récupère la commande.');
  await expect(email).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide.');
  await expect(dialog.getByText(/Please|fill out/)).toHaveCount(0);

  await firstName.fill('Ada');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lovelace');
  await email.fill('ada@example.com');
  await marais.getByRole('radio').check();
  await dialog.getByRole('button', { name: 'Choisir ce magasin' }).click();
  // Nothing moved: the dialog stays, and says why where the shopper chooses again; the keyboard is there.
  const refusal = dialog.getByText(/^Rien n’a été déplacé.*Choisissez un autre magasin\.$/);
  await expect(refusal).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(marais.getByRole('radio')).toBeFocused();
  await expect(marais.getByRole('radio')).toHaveAttribute('aria-invalid', 'true');
  await expect(marais.getByRole('radio')).toHaveAccessibleDescription(/^Rien n’a été déplacé/);
  await axe(page);

  // Closed and opened again: the same search and what was typed; the earlier refusal is gone.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByRole('link', { name: /^Retrait en magasin au lieu de / })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Code postal ou ville' })).toHaveValue('75003');
  await expect(lazare.getByRole('radio')).toBeChecked();
  await expect(firstName).toHaveValue('Ada');
  await expect(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Lovelace');
  await expect(email).toHaveValue('ada@example.com');
  await expect(refusal).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Choisir ce magasin' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /Retrait en magasin/ })).toBeVisible();
}

/** Ship to store and collection point: the contact's checks in the shop's French at each field (t1 F2). */
export async function shipToStoreAndPointInFrench(page: Page) {
  await frenchCartWithAero(page);
  const sts = await searchNearMarais(page, 'Livraison en magasin', 'Livraison dans un magasin');
  await expect(sts.getByRole('radio').first()).toBeChecked();
  // An address the contact's rules take but the browser's own email check does not (no _ in a domain): still the
  // shop's words, not the browser's "A part following '@' should not contain the symbol '_'.".
  await sts.getByRole('textbox', { name: 'E-mail' }).fill('ada@exa_mple.com');
  await sts.getByRole('button', { name: 'Choisir ce magasin' }).click();
  await expect(sts.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
  await expect(sts.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(
    'Saisissez le prénom de la personne qui récupère la commande.',
  );
  await expect(sts.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
    'Veuillez saisir une adresse e-mail valide.',
  );
  await expect(sts.getByText(/Please/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sts).toBeHidden();

  const pudo = await searchNearMarais(page, 'Point relais');
  await expect(pudo.getByRole('radio').first()).toBeChecked();
  await pudo.getByRole('button', { name: 'Choisir ce point relais' }).click();
  // What was typed in the other dialog is kept: only the missing fields are marked.
  await expect(pudo.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
  await expect(pudo.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(
    'Saisissez le prénom de la personne qui récupère la commande.',
  );
  await expect(pudo.getByRole('textbox', { name: 'Téléphone portable' })).toHaveAccessibleDescription(
    'Saisissez un numéro de mobile pour recevoir un SMS quand la commande est prête.',
  );
  await expect(pudo.getByText(/Please/)).toHaveCount(0);
}

/**
 * Near Lyon the one store does not hold the shoe: none is chosen for the shopper, and the dialog says in the shop's
 * French that none of these stores has it and what to do instead (another search, or home delivery), with neither a
 * contact form nor "Choisir ce magasin", which could only have answered "Choisissez un magasin." (decision 0018).
 */
export async function noStoreChosenNearLyon(page: Page) {
  await frenchCartWithAero(page);
  const dialog = await searchNearMarais(page, 'Retrait en magasin', 'Retrait en magasin', '69002');
  const lyon = storeCard(dialog, 'Stride Lyon');
  await expect(lyon).toContainText('Indisponible dans ce magasin');
  await expect(lyon.getByRole('radio')).not.toBeChecked();
  await expect(
    dialog.getByText(
      'Aucun de ces magasins n’a cet article. Essayez un autre code postal ou une autre ville, ou faites-le livrer.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choisir ce magasin' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Prénom' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Code postal ou ville' })).toBeVisible();
  await expect(dialog.getByText(/Please|None of/)).toHaveCount(0);
}
