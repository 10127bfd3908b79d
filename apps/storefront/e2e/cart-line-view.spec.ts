import { inStockProductPath, addFromProductPage, secondColourProductPath } from './cart-fixture.ts';
import { expect, test, untilReady } from './fixtures.ts';
import { NEW_YORK_ZIP } from './product-fixture.ts';

/**
 * The cart page and the mini cart are one component (issue 5, CONVENTIONS 9): a line shows the colourway the shopper
 * chose (spec §3 Cart item productImageURL), in the panel, on the page and once saved for later; and the mini cart
 * words each shipment as the page does: a store pickup's readiness, the home delivery's arrival dates.
 */

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`cart lines at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a line of a style’s second colour shows that colour in the mini cart, the cart and saved for later', async ({
      page,
      request,
    }) => {
      const { path, name, productId, colourCode } = await secondColourProductPath(request);
      const ownImage = new RegExp(`/images/products/${productId}/${colourCode}/[a-z]+\\.svg$`);
      const panel = await addFromProductPage(page, path, name);
      const panelLine = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(panelLine.locator('img').first()).toHaveAttribute('src', ownImage);

      await page.goto('/en-us/cart');
      await untilReady(page);
      const line = page.locator('main li[data-focus-item]').filter({ hasText: name });
      await expect(line.locator('img').first()).toHaveAttribute('src', ownImage);
      // The image is drawn (a 404 would leave it empty).
      expect(
        await line
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);

      await page.getByRole('button', { name: new RegExp(`^Save for later: ${name}`) }).click();
      const saved = page.getByRole('region', { name: /^Saved for later/ }).getByRole('listitem');
      await expect(saved).toHaveCount(1);
      await expect(saved.locator('img').first()).toHaveAttribute('src', ownImage);
    });

    test('the mini cart words a store pickup and the home delivery as the cart page does', async ({
      page,
      request,
    }) => {
      const first = await inStockProductPath(request);
      const second = await secondColourProductPath(request);
      await addFromProductPage(page, first.path, first.name);
      await page.goto('/en-us/cart');
      await untilReady(page);
      // The first line to a store; the second, added after, is delivered: a pickup shipment beside the home one.
      await page
        .getByRole('link', { name: /^Pick up in store instead of / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
      await dialog.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
      await dialog.getByRole('button', { name: 'Search' }).click();
      await dialog.locator('label').filter({ hasText: 'All items available' }).first().getByRole('radio').check();
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await dialog.getByRole('button', { name: 'Use this store' }).click();
      await expect(dialog).toBeHidden();
      // The panel opened by the add shows the add's answer, then its own read: pickup worded by the store's date.
      const added = await addFromProductPage(page, second.path, second.name);
      await expect(added.getByRole('heading', { level: 2, name: /^Pick up in store/ })).toContainText('Ready ');
      await page.goto('/en-us/cart');
      await untilReady(page);

      const main = page.locator('main');
      const pickupHeading = main.getByRole('heading', { level: 2, name: /^Pick up in store/ });
      const homeHeading = main.getByRole('heading', { level: 2, name: /^Standard shipping/ });
      await expect(pickupHeading).toContainText('Ready ');
      const pageSays = {
        pickup: (await pickupHeading.textContent())!.trim(),
        home: (await homeHeading.textContent())!.trim(),
        arrival: (await main
          .getByText(/^Arrives /)
          .first()
          .textContent())!.trim(),
      };
      expect(pageSays.pickup).not.toMatch(/Delivery time/);

      await page.getByRole('link', { name: /^Cart, \d+ items?/ }).click();
      const panel = page.getByRole('dialog', { name: 'Your cart' });
      await expect(panel.getByRole('heading', { level: 2, name: /^Pick up in store/ })).toHaveText(pageSays.pickup);
      await expect(panel.getByRole('heading', { level: 2, name: /^Standard shipping/ })).toHaveText(pageSays.home);
      await expect(panel.getByText(/^Arrives /)).toHaveText(pageSays.arrival);
      if (viewport.width === 390) {
        const box = await panel.boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(390);
      }
    });
  });
}
