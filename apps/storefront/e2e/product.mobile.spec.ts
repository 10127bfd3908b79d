import { expect, phoneWithoutJavaScript, stickyHeader, test, untilReady } from './fixtures.ts';
import { lastOneProductPath } from './cart-fixture.ts';
import { openSeededProduct, SEEDED_PRODUCT } from './product-fixture.ts';

test.describe('product page on a phone', () => {
  test('fits a 375 px screen, and the size chart opens as a side panel', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(SEEDED_PRODUCT.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    await page.getByRole('link', { name: 'Size chart' }).click();
    await expect(page.getByRole('dialog', { name: 'Size chart' })).toBeVisible();
    await axe(page);
  });

  test('a heading wider than a 320 px screen breaks instead of widening the page: a Japanese katakana name, a German compound (tester finding)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // 「トレイルランニングシューズ」 is one phrase that headings keep whole (auto-phrase); Geschenkkarte one word.
    for (const path of ['/ja-jp/p/echo-5-trail-running-shoe-STR833277', '/de-de/gift-card-balance']) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const box = await heading.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(320);
    }
    // The sizes all sit on the screen.
    await page.goto('/ja-jp/p/echo-5-trail-running-shoe-STR833277');
    const sizes = page.getByRole('radiogroup', { name: /サイズ/ }).getByRole('radio');
    expect(await sizes.count()).toBeGreaterThan(3);
    for (const size of await sizes.all()) {
      const box = await size.boundingBox();
      if (box) expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
  });

  test('on a 390 px phone the size guide on a kids’ shoe fits its panel and answers by keyboard', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-us/p/nova-3-sneaker-SSN484841#modal-size-guide');
    const dialog = page.getByRole('dialog', { name: 'Find your size' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Kids’', exact: true })).toBeChecked();
    await axe(page);
    // Every choice is a whole target inside the panel: nothing cut off or scrolled sideways.
    const panel = await dialog.boundingBox();
    if (!panel) throw new Error('the size guide has no box');
    const labels = dialog.locator('label:has(input[type="radio"])');
    await expect(labels).toHaveCount(5);
    for (const label of await labels.all()) {
      const box = await label.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(panel.x + panel.width);
    }
    // The three size ranges on one row.
    const tops = await Promise.all([0, 1, 2].map(async (index) => (await labels.nth(index).boundingBox())?.y));
    expect(new Set(tops).size).toBe(1);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const length = dialog.getByRole('textbox', { name: 'Foot length (in)' });
    await length.focus();
    await page.keyboard.type('8.5');
    await page.keyboard.press('Enter');
    // 8½ in is 21.6 cm: a 3Y.
    await expect(page.getByRole('status').filter({ hasText: 'Your Kids’ size: US 3Y (UK 2.5 · EU 35)' })).toHaveCount(
      1,
    );
  });

  test('without JavaScript a section a link opens starts below the sticky header, its heading in view', async ({
    browser,
  }) => {
    const context = await phoneWithoutJavaScript(browser);
    const page = await context.newPage();
    await page.goto(SEEDED_PRODUCT.path);
    const main = page.getByRole('main');
    for (const [link, section] of [
      [main.getByRole('link', { name: 'Size chart' }), 'modal-size-chart'],
      [page.getByRole('contentinfo').getByRole('link', { name: 'Size guide' }), 'modal-size-guide'],
      [main.locator('a[href$="#find-in-store-section"]'), 'find-in-store-section'],
    ] as const) {
      // From the top each time, so every jump scrolls down to its section.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await link.first().click();
      await expect(page).toHaveURL(new RegExp(`#${section}$`));
      const heading = page.locator(`#${section} h2`).first();
      await expect(heading).toBeInViewport();
      // The section's top edge (a bordered box for the dialogs' sections) is not under the header either.
      const header = await stickyHeader(page);
      await expect
        .poll(async () => (await page.locator(`#${section}`).boundingBox())?.y ?? -1, {
          message: `${section} starts below the header`,
        })
        .toBeGreaterThanOrEqual(header.bottom - 0.5);
      expect((await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header.bottom - 0.5);
    }
    await context.close();
  });

  test('the gallery swipes from view to view, pressing the thumbnail of the view in', async ({ page }) => {
    await page.goto(SEEDED_PRODUCT.path);
    await untilReady(page);
    const gallery = page.getByRole('region', { name: 'Product images' });
    const track = gallery.getByRole('list', { name: 'Views' });
    const thumbs = gallery.getByRole('button', { name: /^Show / });
    const box = await track.boundingBox();
    if (!box) throw new Error('the gallery has no box');
    // A sideways swipe, as a touch screen's finger scrolls: by most of a view, which snaps to the next.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.7, 0);
    await expect
      .poll(() => track.evaluate((element) => Math.round((element.scrollLeft / element.clientWidth) * 100) / 100))
      .toBe(1);
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'false');
    // One view in at a time: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('Add to cart stays at hand in a bar while the form is out of view', async ({ page, request, axe }) => {
    const { details, inStock } = await openSeededProduct(page, request);
    if (!inStock) throw new Error('the seeded colourway has no size in stock');
    // Under the gallery, the form is below the screen: the bar offers to choose a size, and takes the shopper there.
    const bar = page.getByTestId('sticky-add-to-cart');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(details.name);
    await axe(page);
    await bar.getByRole('link', { name: 'Choose size' }).click();
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    await expect(sizes).toBeInViewport();
    await expect(bar).toBeHidden(); // the form is in view
    await sizes.getByRole('radio', { name: inStock.size, exact: true }).click({ force: true });

    // Down at the reviews, the bar adds the chosen size through the page's own form: the mini cart opens with it.
    await page.getByRole('heading', { level: 2, name: 'Reviews' }).scrollIntoViewIfNeeded();
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: details.name, exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // It never covers the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });

  test('the keyboard never leaves the focused control under the add-to-cart bar (WCAG 2.2 2.4.11, t3-F3)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSeededProduct(page, request);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.locator('body').focus();
    const covered: string[] = [];
    let underBar = 0;
    for (let stop = 0; stop < 120; stop += 1) {
      await page.keyboard.press('Tab');
      // The bar shows or hides as the form leaves or enters the screen (an IntersectionObserver, after the scroll).
      const state = await page.evaluate(async () => {
        await new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 60))),
        );
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || focused === document.body) return null;
        const inFooter = focused.closest('footer') !== null;
        const bar = document.querySelector('[data-testid="sticky-add-to-cart"]');
        const barTop = bar && bar.getBoundingClientRect().height > 0 ? bar.getBoundingClientRect().top : null;
        if (barTop === null || bar?.contains(focused)) return { inFooter, checked: false, covered: null };
        const box = focused.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const onTop = y >= 0 && y < window.innerHeight ? document.elementFromPoint(x, y) : null;
        const hidden = box.bottom > barTop + 0.5 && onTop !== null && bar?.contains(onTop) === true;
        const name = `${focused.tagName} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 60)}" y=${Math.round(box.top)}–${Math.round(box.bottom)}, bar at ${Math.round(barTop)}`;
        return { inFooter, checked: true, covered: hidden ? name : null };
      });
      if (!state) continue;
      if (state.inFooter) break;
      if (state.checked) underBar += 1;
      if (state.covered) covered.push(state.covered);
    }
    // The walk went past the form with the bar on screen (the reviews, the related products).
    expect(underBar, 'tab stops checked while the bar shows').toBeGreaterThan(5);
    expect(covered, 'focused controls under the bar').toEqual([]);
  });

  test('an add the bar makes that fails shows its message in view, by the form', async ({ page, request, axe }) => {
    const { path, name } = await lastOneProductPath(request);
    await page.goto(path);
    await untilReady(page);
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel.getByRole('link', { name, exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The last one is in the cart: from down at the reviews, the bar asks for one more (from the keyboard).
    await page.getByRole('heading', { level: 2, name: 'Reviews' }).scrollIntoViewIfNeeded();
    const bar = page.getByTestId('sticky-add-to-cart');
    await bar.getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    const message = page.getByText('You already have the last one in your cart.');
    await expect(message).toBeInViewport();
    await expect(bar).toBeHidden(); // the form is in view
    // Focus went with the bar's button to the form's own, beside the message.
    await expect(page.getByTestId('add-to-cart').getByRole('button', { name: 'Add to cart' })).toBeFocused();
    await axe(page);
  });
});
