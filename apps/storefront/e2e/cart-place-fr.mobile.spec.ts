import { test } from './fixtures.ts';
import {
  noStoreChosenNearLyon,
  pickupAtUnavailableThenAvailable,
  shipToStoreAndPointInFrench,
} from './place-fr-fixture.ts';

/** The cart's place dialogs on the French site on a phone (a side panel there; t1 F1, F2). */

test('pickup on a phone: an unavailable store is neither chosen nor dated; choosing it keeps the panel with the reason', async ({
  page,
  axe,
}) => {
  await pickupAtUnavailableThenAvailable(page, axe);
});

test('pickup on a phone where no store found holds the items: none chosen, and the panel says so in French', async ({
  page,
}) => {
  await noStoreChosenNearLyon(page);
});

test('ship to store and collection point on a phone check the contact in the shop’s French', async ({ page }) => {
  await shipToStoreAndPointInFrench(page);
});
