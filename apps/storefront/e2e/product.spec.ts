import type { APIRequestContext } from '@playwright/test';

import { DEMO_PASSWORD, mailbox, SHOPPER_EMAIL, signIn } from './auth-fixture.ts';
import { axeWithoutJavaScript, expect, phoneWithoutJavaScript, test, untilReady } from './fixtures.ts';
import {
  NEAR_STRIDE_SOHO,
  NEW_YORK_ZIP,
  openSeededProduct,
  seededSizeInStockNearSoho,
  storeStockAllInCart,
  SEEDED_PRODUCT,
  seededProduct,
} from './product-fixture.ts';

/** Nova 3 Sneaker: a kids' style (sizes 10.5C–7Y) of the seeded catalog. */
const KIDS_PRODUCT = '/en-us/p/nova-3-sneaker-SSN484841';

test.describe('product page', () => {
  test('renders the seeded product from the api, with SEO tags, and passes axe', async ({ page, request, axe }) => {
    const { details } = await seededProduct(request);
    const response = await page.goto(SEEDED_PRODUCT.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: details.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en-us\/p\/lumen-5-running-shoe-SRN155750$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? 'null')).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'Product', name: details.name })]),
    );
    // The main image reserves its space.
    const main = page.getByRole('region', { name: 'Product images' }).getByRole('img').first();
    await expect(main).toHaveAttribute('width', '800');
    await expect(main).toHaveAttribute('height', '800');
    await axe(page);
  });

  test('a wrong slug moves to the canonical URL; an unknown product is a 404', async ({ page }) => {
    await page.goto(`/en-us/p/old-name-${SEEDED_PRODUCT.productId}`);
    await expect(page).toHaveURL(new RegExp(`${SEEDED_PRODUCT.path}$`));
    const missing = await page.goto('/en-us/p/does-not-exist-ZZZZ99999');
    expect(missing?.status()).toBe(404);
  });

  test('choose colour, width and size; the gallery thumbnails and arrow keys switch views', async ({
    page,
    request,
  }) => {
    const { details, inStock } = await seededProduct(request);
    await page.goto(SEEDED_PRODUCT.path);
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await expect(addToCart).toBeDisabled();

    const second = details.colourways[1];
    if (second) {
      await page
        .getByRole('radiogroup', { name: /Color/ })
        .getByRole('radio', { name: new RegExp(second.name) })
        .click();
      await expect(page).toHaveURL(new RegExp(`colour=${second.colourCode}`));
      await expect(page.getByText(`Color: ${second.name}`)).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(details.colourways[0]?.name ?? '') }).click();
      // Back on the first colour before the gallery is tried: a navigation landing after a thumbnail's click shows
      // the new colour's first view.
      await expect(page).not.toHaveURL(new RegExp(`colour=${second.colourCode}`));
      await expect(page.getByText(`Color: ${details.colourways[0]?.name ?? ''}`)).toBeVisible();
      await untilReady(page);
    }

    const gallery = page.getByRole('region', { name: 'Product images' });
    const thumbs = gallery.getByRole('button', { name: /^Show / });
    const track = gallery.getByRole('list', { name: 'Views' });
    // Where the track has come to rest, in views (a fraction while it glides).
    const viewInTrack = () =>
      track.evaluate((element) => Math.round((element.scrollLeft / element.clientWidth) * 100) / 100);
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(viewInTrack).toBe(2);
    // Still for a few frames (a glide's last pixels read as view 2 too, and a key pressed then can be lost to it).
    await track.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          let last = -1;
          let still = 0;
          const watch = () => {
            still = element.scrollLeft === last ? still + 1 : 0;
            last = element.scrollLeft;
            if (still >= 5) resolve();
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }),
    );
    // The track scrolls by keyboard, and the thumbnail of the view it brings in is pressed.
    await track.focus();
    await expect(track).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(viewInTrack).toBe(1);
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'false');

    if (!inStock) throw new Error('the seeded colourway has no size in stock');
    await page
      .getByRole('radiogroup', { name: 'Size' })
      .getByRole('radio', { name: inStock.size, exact: true })
      .click({ force: true }); // the radio's label covers its visually hidden input
    await expect(page).toHaveURL(new RegExp(`size=${inStock.size.replace('.', '\\.')}`));
    await expect(page.getByRole('radio', { name: inStock.size, exact: true })).toBeChecked();
    await expect(addToCart).toBeEnabled();
    await expect(page.locator('[data-testid="add-to-cart"] input[name="upc"]')).toHaveValue(inStock.upc);
  });

  test('forced colours (high contrast): the chosen size and the add-to-cart button stay visible', async ({
    page,
    request,
  }) => {
    const { inStock } = await seededProduct(request);
    if (!inStock) throw new Error('the seeded colourway has no size in stock');
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${SEEDED_PRODUCT.path}?size=${encodeURIComponent(inStock.size)}`);
    const sizes = page.getByRole('radiogroup', { name: /^Size/ });
    const chosen = sizes.locator('label').filter({ has: page.getByRole('radio', { checked: true }) });
    const other = sizes
      .locator('label')
      .filter({ has: page.getByRole('radio', { checked: false }) })
      .first();
    const background = (label: typeof chosen) => label.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(chosen).toHaveCount(1);
    expect(await background(chosen)).not.toBe(await background(other));
    const add = page.getByRole('button', { name: 'Add to cart' });
    expect(await add.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('2px');
    // The chosen colour and the pressed view's thumbnail: a border repainted like the others' told them apart no more
    // (tester finding); theirs is thicker and in the Highlight colour.
    const frame = async (element: typeof chosen) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        return `${style.borderTopWidth} ${style.borderTopColor}`;
      });
    const colours = page.getByRole('radiogroup', { name: /^Color/ });
    const swatches = {
      on: colours.getByRole('radio', { checked: true }),
      off: colours.getByRole('radio', { checked: false }).first(),
    };
    await expect(swatches.on).toHaveCount(1);
    expect(await frame(swatches.on)).not.toBe(await frame(swatches.off));
    expect(await frame(swatches.on)).toMatch(/^4px /);
    const views = page.getByRole('region', { name: 'Product images' });
    const thumbnails = {
      on: views.getByRole('button', { pressed: true }),
      off: views.getByRole('button', { pressed: false }).first(),
    };
    await expect(thumbnails.on).toHaveCount(1);
    expect(await frame(thumbnails.on)).not.toBe(await frame(thumbnails.off));
  });

  test('Enlarge shows the views on the whole screen, by buttons and arrow keys; the gallery follows', async ({
    page,
    request,
    axe,
  }) => {
    const { details } = await openSeededProduct(page, request);
    const gallery = page.getByRole('region', { name: 'Product images' });
    const thumbs = gallery.getByRole('button', { name: /^Show / });
    const count = await thumbs.count();
    expect(count).toBeGreaterThan(2);
    await thumbs.nth(1).click();
    const enlarge = gallery.getByRole('button', { name: 'Enlarge image' });
    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: details.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 of ${count}`)).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAccessibleName(new RegExp(`^${details.name} in `));
    await axe(page);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`3 of ${count}`)).toBeVisible();
    // Round from the last view to the first.
    for (let position = 3; position < count; position += 1)
      await dialog.getByRole('button', { name: 'Next view' }).click();
    await dialog.getByRole('button', { name: 'Next view' }).click();
    await expect(dialog.getByText(`1 of ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${count} of ${count}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
    await expect(thumbs.nth(count - 1)).toHaveAttribute('aria-pressed', 'true');
  });

  test('size chart dialog: a table of sizes, passes axe', async ({ page, axe }) => {
    await page.goto(SEEDED_PRODUCT.path);
    await page.getByRole('link', { name: 'Size chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size chart' });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Men’s shoe sizes' });
    await expect(table.getByRole('columnheader', { name: 'JP (cm)' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '9', exact: true })).toBeVisible();
    await axe(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('size chart on the British site leads with UK sizes, its rows keyed by them', async ({ page, axe }) => {
    await page.goto(SEEDED_PRODUCT.path.replace(/^\/en-us\//, '/en-gb/'));
    await page.getByRole('link', { name: 'Size chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size chart' });
    const table = dialog.getByRole('table', { name: 'Men’s shoe sizes' });
    await expect(table.getByRole('columnheader')).toHaveText(['UK', 'US', 'EU', 'JP (cm)']);
    await expect(table.getByRole('rowheader', { name: '8.5', exact: true })).toBeVisible();
    await axe(page);
  });

  test('socks: the size chart gives the shoe sizes each sock size fits, not body measurements', async ({
    page,
    axe,
  }) => {
    // A seeded pair of Stride socks (the URL's slug is moved to the product's own).
    await page.goto('/en-us/p/socks-SSK373975');
    await page.getByRole('link', { name: 'Size chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size chart' });
    const table = dialog.getByRole('table', { name: 'Sock sizes: the shoe sizes each one fits' });
    await expect(table.getByRole('columnheader', { name: 'US women’s' })).toBeVisible();
    await expect(table.getByRole('row', { name: /^M 6\.5–9 8–10\.5 6–8\.5 40–42\.5 24\.5–27$/ })).toBeVisible();
    await expect(dialog.getByText('Chest (cm)')).toHaveCount(0);
    await axe(page);
  });

  test('back-in-stock sign-up for a sold-out size: validation, a toast, then the emailed link confirms it (double opt-in)', async ({
    page,
    browser,
    request,
    axe,
  }) => {
    const { soldOut } = await seededProduct(request);
    if (!soldOut) throw new Error('the seeded colourway has no sold-out size');
    await page.goto(SEEDED_PRODUCT.path);
    // The size and width pickers are React state: wait for the page's scripts (they run after its load event).
    await untilReady(page);
    if (soldOut.width) {
      const width = page
        .getByRole('radiogroup', { name: 'Width' })
        .getByRole('radio', { name: new RegExp(`\\(${soldOut.width}\\)`) });
      await width.click({ force: true });
      await expect(width).toBeChecked();
    }
    const size = page.getByRole('radio', { name: `${soldOut.size}, sold out` });
    await size.click({ force: true });
    await expect(size).toBeChecked();
    await expect(page.getByText(`Size ${soldOut.size} is sold out in this color.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await page.getByRole('link', { name: 'Email me when it’s back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get notified when it’s back' });
    await expect(dialog).toBeVisible();
    await axe(page);
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-email');
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The server's answer takes focus to the field at fault, which a screen reader reads with its message.
    await expect(email).toBeFocused();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    const address = `runner-${Date.now()}@example.com`;
    await email.fill(address);
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(dialog).toBeHidden();
    // The toast region's status (the header search has a status of its own).
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText(
      `Check your inbox and confirm your alert. Then we’ll email you when size ${soldOut.size} is back.`,
    );

    // The confirmation email (decision 0042, addendum session 51), through the development mailbox.
    let link = '';
    await expect
      .poll(
        async () => {
          const sent = (await mailbox(request, address)).find(
            (message) => message.template === 'back-in-stock-confirm',
          );
          const url = /https?:\/\/[^\s"<>]+\/back-in-stock\/confirm\?[^\s"<>]+/.exec(sent?.text ?? '')?.[0];
          link = url ? `${new URL(url).pathname}${new URL(url).search}` : '';
          return link;
        },
        { timeout: 20_000, message: `a back-in-stock confirmation email to ${address}` },
      )
      .toMatch(/^\/en-us\/back-in-stock\/confirm\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your back-in-stock alert is confirmed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the product' })).toHaveAttribute(
      'href',
      `/en-us/p/${SEEDED_PRODUCT.productId}`,
    );
    await axe(page);

    // The link works once: opened again (here without JavaScript), it says so and offers to sign up again.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const again = await context.newPage();
    await again.goto(link);
    await expect(
      again.getByRole('heading', { level: 1, name: 'This link has expired or was already used' }),
    ).toBeVisible();
    await axeWithoutJavaScript(again, axe);
    await again.getByRole('link', { name: 'Sign up again' }).click();
    await expect(again).toHaveURL(new RegExp(`${SEEDED_PRODUCT.path}`));
    await context.close();
  });

  test('find in store by a postal code or a city: stores with stock and hours; an unknown code is explained', async ({
    page,
    request,
    axe,
  }) => {
    const { inStock } = await seededProduct(request);
    await page.goto(`${SEEDED_PRODUCT.path}?size=${inStock?.size ?? ''}`);
    // Hydrated first: the focus asserted below is the script's (without it the search is a plain GET, checked in
    // the no-JavaScript tests).
    await untilReady(page);
    const section = page.getByRole('region', { name: 'Find in store' });
    const code = section.getByRole('textbox', { name: 'ZIP code or city' });
    await code.fill('99');
    await section.getByRole('button', { name: 'Find stores' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // The server's answer takes focus to the field, which a screen reader reads with its message.
    await expect(code).toBeFocused();
    await code.fill(NEW_YORK_ZIP);
    // Searched from the keyboard: the results come, the field keeps the focus.
    await code.press('Enter');
    await expect(section.getByText(new RegExp(`stores? near ${NEW_YORK_ZIP}`))).toBeVisible();
    await expect(code).toBeFocused();
    const first = section.getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
    // A US shopper reads miles (the api answers kilometres).
    await expect(first).toContainText(/\d(\.\d)? mi(?![a-z])/);
    await expect(first).toContainText(new RegExp(`Size ${inStock?.size}: (in stock|out of stock)`));
    // Written as a US address is, with the hours as US shoppers read them.
    await expect(first).toContainText(/, New York, NY 100\d\d/);
    await first.getByText('Opening hours').click();
    await expect(first.getByText('Monday')).toBeVisible();
    await expect(first).toContainText(/\d{1,2}:\d\d\sAM\s–\s\d{1,2}:\d\d\sPM/);
    await axe(page);
    // A city by name finds the stores there too.
    await code.fill('New York');
    await section.getByRole('button', { name: 'Find stores' }).click();
    await expect(section.getByText(/stores? near New York/)).toBeVisible();
    await expect(section.getByRole('listitem').first().getByRole('heading', { level: 3 })).toBeVisible();
  });

  test('Find in store under the rating keeps the chosen colour, width and size, and the search is for that size', async ({
    page,
    request,
  }) => {
    const { path, colour, variant } = await chosenWideSize(request);
    await page.goto(path);
    await untilReady(page);
    const link = page.getByRole('link', { name: 'Find in store' });
    await expect(link).toHaveAttribute('href', `${path}#find-in-store-section`);
    // An in-page jump: no navigation of the document, no loader asked again.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const loads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('.data')) loads.push(req.url());
    });
    await link.click();
    await expect(page).toHaveURL(`${path}#find-in-store-section`);
    const section = page.getByRole('region', { name: 'Find in store' });
    await expect(section).toBeFocused();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(loads).toEqual([]);
    await expect(page.getByText(`Color: ${colour.name}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: variant.size, exact: true })).toBeChecked();
    await expect(page.locator('[data-testid="add-to-cart"] input[name="upc"]')).toHaveValue(variant.upc);
    await section.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
    await section.getByRole('button', { name: 'Find stores' }).click();
    await expect(section.getByRole('listitem').first()).toContainText(new RegExp(`Size ${variant.size}: `));
  });

  test('without JavaScript, Find in store keeps the chosen colour, width and size too', async ({
    browser,
    request,
  }) => {
    const { path, colour, variant } = await chosenWideSize(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('link', { name: 'Find in store' }).click();
    await expect(page).toHaveURL(`${path}#find-in-store-section`);
    await expect(page.getByText(`Color: ${colour.name}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: variant.size, exact: true })).toBeChecked();
    await expect(page.locator('[data-testid="add-to-cart"] input[name="upc"]')).toHaveValue(variant.upc);
    const section = page.getByRole('region', { name: 'Find in store' });
    await section.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
    await section.getByRole('button', { name: 'Find stores' }).click();
    await expect(section.getByRole('listitem').first()).toContainText(new RegExp(`Size ${variant.size}: `));
    await context.close();
  });

  test.describe('find in store when the browser keeps the location', () => {
    test.use({ permissions: [] });

    test('the refusal goes once the shopper searches by a place instead', async ({ page, request }) => {
      await openSeededProduct(page, request);
      const section = page.getByRole('region', { name: 'Find in store' });
      // The shopper chose "Block": the browser answers PERMISSION_DENIED.
      await page.evaluate(() => {
        navigator.geolocation.getCurrentPosition = (_success, failure) =>
          failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
      });
      await section.getByRole('button', { name: 'Use my location' }).click();
      const refusal = section.getByText('Your browser didn’t share your location.', { exact: false });
      await expect(refusal).toBeVisible();
      await section.getByRole('textbox', { name: 'ZIP code or city' }).fill('New York');
      await section.getByRole('button', { name: 'Find stores' }).click();
      await expect(section.getByText(/stores? near New York/)).toBeVisible();
      await expect(refusal).toHaveCount(0);
    });

    test('Use my location after an empty search replaces its message with the refusal, not beside it', async ({
      page,
      request,
    }) => {
      await openSeededProduct(page, request);
      const section = page.getByRole('region', { name: 'Find in store' });
      await page.evaluate(() => {
        navigator.geolocation.getCurrentPosition = (_success, failure) =>
          failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
      });
      const field = section.getByRole('textbox', { name: 'ZIP code or city' });
      await section.getByRole('button', { name: 'Find stores' }).click();
      const required = section.getByText('Please fill in this field.');
      await expect(required).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await section.getByRole('button', { name: 'Use my location' }).click();
      await expect(section.getByText('Your browser didn’t share your location.', { exact: false })).toBeVisible();
      await expect(required).toHaveCount(0);
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      // A new search by the field answers again.
      await section.getByRole('button', { name: 'Find stores' }).click();
      await expect(required).toBeVisible();
    });
  });

  test.describe('find in store near the shopper', () => {
    test.use({ geolocation: NEAR_STRIDE_SOHO, permissions: ['geolocation'] });

    test('Use my location lists the stores nearest the shopper, from the keyboard', async ({ page, request, axe }) => {
      await openSeededProduct(page, request);
      const section = page.getByRole('region', { name: 'Find in store' });
      const locate = section.getByRole('button', { name: 'Use my location' });
      await locate.focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText(/^2 stores near you$/)).toBeVisible();
      const stores = section.getByRole('listitem').getByRole('heading', { level: 3 });
      await expect(stores).toHaveText(['Stride SoHo', 'Stride Flatiron']);
      await expect(section.getByRole('listitem').first()).toContainText(/0\.\d mi(?![a-z])/);
      await axe(page);
      // Typing a place again searches that place.
      await section.getByRole('textbox', { name: 'ZIP code or city' }).fill('New York');
      await section.getByRole('button', { name: 'Find stores' }).click();
      await expect(section.getByText(/stores? near New York/)).toBeVisible();
    });

    test('Pick up here puts the size in the cart to collect at that store; the mini cart shows it', async ({
      page,
      request,
      baseURL,
      axe,
    }) => {
      const { path, name, store } = await seededSizeInStockNearSoho(request, baseURL);
      await page.goto(path);
      await untilReady(page);
      const section = page.getByRole('region', { name: 'Find in store' });
      await section.getByRole('button', { name: 'Use my location' }).click();
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: store }) });
      await expect(card).toContainText(/in stock/);
      await axe(page);
      await card.getByRole('button', { name: `Pick up here: ${store}` }).click();
      const panel = page.getByRole('dialog', { name: 'Your cart' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: /Pick up in store/ })).toBeVisible();
      await expect(panel.getByRole('link', { name, exact: true }).first()).toBeVisible();
      await page.goto('/en-us/cart');
      await expect(page.getByRole('heading', { level: 2, name: /Pick up in store/ })).toBeVisible();
      // The cart names the store it is collected at.
      await expect(page.getByRole('main').getByText(store, { exact: true })).toBeVisible();
    });

    test('a Pick up here the store cannot fill shows its problem under that store, not under Add to cart', async ({
      page,
      request,
      baseURL,
    }) => {
      const found = await storeStockAllInCart(page, request, baseURL);
      const section = page.getByRole('region', { name: 'Find in store' });
      await section.getByRole('button', { name: 'Use my location' }).click();
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: found.store }) });
      await card.getByRole('button', { name: `Pick up here: ${found.store}` }).click();
      // All the store has is in the cart already, to collect there: said so, under that store.
      const allInCart =
        found.storeQuantity === 1
          ? 'You already have the last one in your cart.'
          : `You already have all ${found.storeQuantity} we have in stock in your cart.`;
      await expect(card.getByRole('alert').or(card.locator('[aria-live]'))).toContainText(allInCart);
      await expect(page.getByTestId('add-to-cart')).not.toContainText(allInCart);
      await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeHidden();
    });

    test('without JavaScript, Pick up here posts the form and comes back with the toast', async ({
      browser,
      request,
      baseURL,
    }) => {
      const { path, name, store } = await seededSizeInStockNearSoho(request, baseURL);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const section = page.getByRole('region', { name: 'Find in store' });
      // Finding the shopper needs JavaScript: the postal code it is.
      await expect(section.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
      await section.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
      await section.getByRole('button', { name: 'Find stores' }).click();
      await page.getByRole('button', { name: `Pick up here: ${store}` }).click();
      await expect(page.getByText(`Added to your cart: ${name}.`)).toBeVisible();
      await page.goto('/en-us/cart');
      await expect(page.getByRole('heading', { level: 2, name: /Pick up in store/ })).toBeVisible();
      await expect(page.getByRole('main').getByText(store, { exact: true })).toBeVisible();
      await context.close();
    });

    test('without JavaScript on a phone, Pick up here comes back at Find in store: an added item with its toast, a refused one with its problem in view, naming the store', async ({
      browser,
      request,
      baseURL,
      axe,
    }) => {
      const found = await seededSizeInStockNearSoho(request, baseURL);
      const context = await phoneWithoutJavaScript(browser);
      const page = await context.newPage();
      const section = page.getByRole('region', { name: 'Find in store' });
      const heading = section.getByRole('heading', { level: 2, name: 'Find in store' });
      const pickUp = async () => {
        await page.goto(found.path);
        await section.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
        await section.getByRole('button', { name: 'Find stores' }).click();
        await page.getByRole('button', { name: `Pick up here: ${found.store}` }).click();
        await page.waitForLoadState();
      };

      // Added (decision 0050, addendum): the 303 keeps the post's fragment, so the page opens at the section the
      // shopper pressed the button in, with the toast, not at the top of the page.
      await pickUp();
      expect(new URL(page.url()).hash).toBe('#find-in-store-section');
      await expect(page.getByText(`Added to your cart: ${found.name}.`)).toBeInViewport();
      await expect(heading).toBeInViewport();

      // Refused (all the store has is in the cart already): the page comes back without the store list (a
      // search's answer), the problem under the section's heading, in view and below the sticky header; not under
      // Add to cart, a phone's screens up.
      const taken = await page.request.post(found.path, {
        form: {
          intent: 'add-item',
          productId: SEEDED_PRODUCT.productId,
          upc: found.upc,
          storeId: found.storeId,
          qty: String(found.storeQuantity),
        },
        headers: { origin: new URL(baseURL ?? '').origin },
        maxRedirects: 0,
      });
      expect(taken.status()).toBe(303);
      await pickUp();
      expect(new URL(page.url()).hash).toBe('#find-in-store-section');
      const allInCart =
        found.storeQuantity === 1
          ? 'You already have the last one in your cart.'
          : `You already have all ${found.storeQuantity} we have in stock in your cart.`;
      const problem = section.getByRole('alert').filter({ hasText: allInCart });
      await expect(problem).toBeInViewport();
      // The store list is gone, so the problem names the store (read by the api from the posted id).
      await expect(problem).toContainText(`We couldn’t add this to your cart for pickup at ${found.store}`);
      await expect(heading).toBeInViewport();
      const header = (await page.getByRole('banner').boundingBox())!;
      expect((await problem.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      await expect(page.getByTestId('add-to-cart')).not.toContainText(allInCart);
      await axeWithoutJavaScript(page, axe);
      await context.close();
    });

    test('a refusal is explained, pointing back to the field', async ({ page, request, context }) => {
      await context.clearPermissions();
      await openSeededProduct(page, request);
      const section = page.getByRole('region', { name: 'Find in store' });
      await section.getByRole('button', { name: 'Use my location' }).click();
      await expect(section.getByRole('alert')).toHaveText(
        'Your browser didn’t share your location. Please enter a ZIP code or city instead.',
      );
      await expect(section.getByRole('listitem')).toHaveCount(0);
    });
  });

  test('back-in-stock sign-up: a signed-in shopper’s form starts with their account email', async ({
    page,
    request,
  }) => {
    const { soldOut, colour } = await seededProduct(request);
    if (!soldOut) throw new Error('the seeded colourway has no sold-out size');
    await page.goto(SEEDED_PRODUCT.path);
    await untilReady(page);
    await signIn(page, SHOPPER_EMAIL, DEMO_PASSWORD);
    const params = new URLSearchParams({ colour: colour.colourCode, size: soldOut.size });
    if (soldOut.width) params.set('width', soldOut.width);
    await page.goto(`${SEEDED_PRODUCT.path}?${params}`);
    await untilReady(page);
    await page.getByRole('link', { name: 'Email me when it’s back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get notified when it’s back' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(SHOPPER_EMAIL);
  });

  test('back-in-stock sign-up without JavaScript: the toast, and the form does not open again', async ({
    browser,
    request,
  }) => {
    const { soldOut, colour } = await seededProduct(request);
    if (!soldOut) throw new Error('the seeded colourway has no sold-out size');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const params = new URLSearchParams({ colour: colour.colourCode, size: soldOut.size });
    if (soldOut.width) params.set('width', soldOut.width);
    await page.goto(`${SEEDED_PRODUCT.path}?${params}`);
    await page.getByRole('link', { name: 'Email me when it’s back' }).click();
    const form = page.locator('#modal-notify');
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill(`no-js-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(
      page.getByText(
        `Check your inbox and confirm your alert. Then we’ll email you when size ${soldOut.size} is back.`,
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/#size-picker$/);
    await expect(form).toBeHidden();
    await context.close();
  });

  test('a colour swatch is chosen with Space or Enter, as its radio role promises, without scrolling the page (t3 F3-12)', async ({
    page,
    request,
  }) => {
    const { details } = await seededProduct(request);
    // The seeded style has three colours (the seed's first style); the test needs them all.
    expect(details.colourways.length).toBeGreaterThanOrEqual(3);
    await page.goto(SEEDED_PRODUCT.path);
    await untilReady(page);
    const swatches = page.getByRole('radiogroup', { name: /^Color/ }).getByRole('radio');
    for (const [key, index] of [
      ['Space', 1],
      ['Enter', 2],
    ] as const) {
      const colour = details.colourways[index]!;
      // A screen reader's focus mode puts the focus on a swatch that is not checked, then the shopper presses Space.
      await swatches.nth(index).focus();
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press(key);
      await expect(page).toHaveURL(new RegExp(`colour=${colour.colourCode}`));
      await expect(swatches.nth(index)).toHaveAttribute('aria-checked', 'true');
      await expect(swatches.nth(index)).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    }
  });

  test('works without JavaScript: swatch links, size form and store search', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SEEDED_PRODUCT.path);
    const swatches = page.getByRole('radiogroup', { name: /Color/ }).getByRole('radio');
    await swatches.nth(1).click();
    await expect(page).toHaveURL(/colour=\d{3}/);
    // Enlarge is a link to the image itself.
    await expect(page.getByRole('link', { name: 'Enlarge image' })).toHaveAttribute(
      'href',
      /^\/images\/products\/.+\.svg$/,
    );
    const section = page.getByRole('region', { name: 'Find in store' });
    await section.getByRole('textbox', { name: 'ZIP code or city' }).fill(NEW_YORK_ZIP);
    await section.getByRole('button', { name: 'Find stores' }).click();
    await expect(page.getByText(new RegExp(`stores? near ${NEW_YORK_ZIP}`))).toBeVisible();
    // Finding the shopper takes the browser's geolocation, so without JavaScript the field is the way.
    await expect(section.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
    await context.close();
  });
});

/**
 * The seeded style's page with a choice the page would not make by itself: its second colour (when it has one), a
 * width other than the first and a size in stock online.
 */
async function chosenWideSize(request: APIRequestContext) {
  const { details } = await seededProduct(request);
  const colour = details.colourways[1] ?? details.colourways[0];
  const inStock = colour?.variants.filter((each) => each.inventoryLevel > 0) ?? [];
  const variant = inStock.find((each) => each.width !== colour?.variants[0]?.width) ?? inStock[0];
  if (!colour || !variant) throw new Error('the seeded style has no size in stock online');
  const params = new URLSearchParams({ colour: colour.colourCode });
  if (variant.width) params.set('width', variant.width);
  params.set('size', variant.size);
  return { path: `${SEEDED_PRODUCT.path}?${params}`, colour, variant };
}

test.describe('product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the size chart and size guide links lead to the chart and the guide on the page', async ({ page }) => {
    await page.goto(SEEDED_PRODUCT.path);
    const guide = page.getByRole('region', { name: 'Find your size' });
    await expect(guide).toBeHidden();
    await page.getByRole('link', { name: 'Size guide', exact: true }).first().click();
    await expect(page).toHaveURL(/#modal-size-guide$/);
    await expect(guide).toBeVisible();
    await expect(guide).toBeInViewport();
    await expect(guide.getByText('Stand on a sheet of paper')).toBeVisible();
    // A table per fit: the longest foot each size fits (in inches on a US page, then cm), then the US site's sizes.
    const men = guide.getByRole('table', { name: 'Men’s', exact: true });
    await expect(men.getByRole('columnheader')).toHaveText([
      'Foot length up to (in)',
      'Foot length up to (cm)',
      'US',
      'UK',
      'EU',
    ]);
    await expect(men.getByRole('row', { name: /^10\.6 27\.0 9 8\.5 42\.5$/ })).toHaveCount(1);
    await expect(guide.getByRole('table', { name: 'Women’s', exact: true })).toBeVisible();
    await expect(guide.getByRole('table', { name: 'Kids’', exact: true })).toBeVisible();

    const chart = page.getByRole('region', { name: 'Size chart' });
    await page.getByRole('link', { name: 'Size chart', exact: true }).click();
    await expect(page).toHaveURL(/#modal-size-chart$/);
    await expect(chart.getByRole('table')).toBeVisible();
    await expect(guide).toBeHidden();
  });

  test('on a kids’ shoe the guide’s first table is the kids’ sizes, toddler to youth', async ({ page }) => {
    await page.goto(`${KIDS_PRODUCT}#modal-size-guide`);
    const guide = page.getByRole('region', { name: 'Find your size' });
    await expect(guide).toBeVisible();
    const kids = guide.getByRole('table').first();
    await expect(kids).toHaveAccessibleName('Kids’');
    await expect(kids.getByRole('row', { name: /^7\.8 19\.9 1Y 13\.5 32$/ })).toHaveCount(1);
    await expect(kids.getByRole('row')).toHaveCount(12);
  });
});

test('the size guide and size chart as a browser without JavaScript shows them pass axe', async ({ page, axe }) => {
  // axe needs JavaScript: the page's own scripts are kept out instead, and its <noscript> guide put in the page, as
  // a browser without JavaScript reads it.
  await page.route(/\.js(\?|$)/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.route(
    (url) => url.pathname === SEEDED_PRODUCT.path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<noscript>(<section id="modal-size-guide"[\s\S]*?<\/section>)<\/noscript>/,
        '$1',
      );
      await route.fulfill({ response, body });
    },
  );
  await page.goto(`${SEEDED_PRODUCT.path}#modal-size-guide`);
  await expect(page.getByRole('region', { name: 'Find your size' })).toBeVisible();
  await axe(page);
  await page.goto(`${SEEDED_PRODUCT.path}#modal-size-chart`);
  await expect(page.getByRole('region', { name: 'Size chart' })).toBeVisible();
  await axe(page);
});

test('on a women’s shoe the size guide opens on women’s sizes, and a men’s length names the other range', async ({
  page,
}) => {
  // Arc 5 Running Shoe: a women's style (sizes 5–11) of the seeded catalog (PDP tester F5).
  await page.goto('/en-us/p/arc-5-running-shoe-SRN545987#modal-size-guide');
  const dialog = page.getByRole('dialog', { name: 'Find your size' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Women’s', exact: true })).toBeChecked();
  // A US page asks in inches: centimetres are one choice away.
  await dialog.getByText('Centimeters', { exact: true }).click();
  const length = dialog.getByRole('textbox', { name: 'Foot length (cm)' });
  await length.fill('24.5');
  await dialog.getByRole('button', { name: 'Show my size' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Women’s' }).first()).toBeVisible();

  await page.goto('/en-us/p/arc-5-running-shoe-SRN545987#modal-size-guide');
  // The unit chosen stays while the guide is open on the page.
  await dialog.getByRole('textbox', { name: 'Foot length (cm)' }).fill('30');
  await dialog.getByRole('button', { name: 'Show my size' }).click();
  await expect(dialog.getByText('That’s in our men’s sizes: choose Men’s above.')).toBeVisible();
  await dialog.getByText('Men’s', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Men’s', exact: true })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Foot length (cm)' }).fill('-5');
  await dialog.getByRole('button', { name: 'Show my size' }).click();
  await expect(dialog.getByText('Please enter a value between 25 and 31.')).toBeVisible();
});

test('on a kids’ shoe the size guide opens on kids’ sizes and answers a length in inches, by keyboard only', async ({
  page,
  axe,
}) => {
  await page.goto(KIDS_PRODUCT);
  await untilReady(page);
  await page.getByRole('main').getByRole('link', { name: 'Find your size' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Find your size' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Kids’', exact: true })).toBeChecked();
  // US shoppers measure in inches: the guide asks in inches on a US page.
  await expect(dialog.getByRole('radio', { name: 'Inches', exact: true })).toBeChecked();
  await axe(page);
  const length = dialog.getByRole('textbox', { name: 'Foot length (in)' });
  await page.keyboard.press('Tab'); // the close button
  await page.keyboard.press('Tab'); // the size range
  await page.keyboard.press('Tab'); // the unit
  await page.keyboard.press('Tab');
  await expect(length).toBeFocused();
  // 7¾ in is 19.7 cm: a 1Y (up to 19.9 cm), where read as centimetres it would be out of every range.
  await page.keyboard.type('7 3/4');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your Kids’ size: US 1Y (UK 13.5 · EU 32)' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Shop Kids' }).last()).toBeVisible();

  // A length for adult feet names the adult ranges.
  await page.goto(`${KIDS_PRODUCT}#modal-size-guide`);
  await length.fill('10.5');
  await dialog.getByRole('button', { name: 'Show my size' }).click();
  await expect(dialog.getByText('That’s in our adult sizes: choose Men’s or Women’s above.')).toBeVisible();
});

test('the size guide switches between inches and centimetres by keyboard, converting the length and saying so', async ({
  page,
}) => {
  await page.goto('/en-us#modal-size-guide');
  const dialog = page.getByRole('dialog', { name: 'Find your size' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Foot length (in)' }).fill('10.5');
  await dialog.getByRole('radio', { name: 'Inches', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Centimeters', exact: true })).toBeChecked();
  const cm = dialog.getByRole('textbox', { name: 'Foot length (cm)' });
  await expect(cm).toHaveValue('26.67');
  await expect(dialog.getByRole('status')).toHaveText('Foot length now in centimeters: 26.67.');
  // And back: the length comes back in inches as typed.
  await page.keyboard.press('ArrowLeft');
  const inches = dialog.getByRole('textbox', { name: 'Foot length (in)' });
  await expect(inches).toHaveValue('10.5');
  await expect(dialog.getByRole('status')).toHaveText('Foot length now in inches: 10.5.');
  // Centimetres typed in the inches field (the guide asked in centimetres before): the unit is named.
  await inches.fill('26.5');
  await dialog.getByRole('button', { name: 'Show my size' }).click();
  await expect(dialog.getByText('That looks like centimeters: choose Centimeters above.')).toBeVisible();
  // Out of every range: the range is said in inches.
  await inches.fill('13');
  await dialog.getByRole('button', { name: 'Show my size' }).click();
  await expect(dialog.getByText('Please enter a value between 9.9 and 12.2.')).toBeVisible();
  await expect(inches).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10 1/2');
  await page.keyboard.press('Enter');
  // 10½ in = 26.67 cm: a 27 cm size, men's US 9.
  await expect(page.getByRole('status').filter({ hasText: 'Your Men’s size: US 9 (UK 8.5 · EU 42.5)' })).toHaveCount(1);
});
