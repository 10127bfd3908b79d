import { expect, test, untilReady } from './fixtures.ts';

test.describe('home page', () => {
  test('features top-rated products from the catalog, each a tile with its rating, and passes axe', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us');
    const section = page.getByRole('region', { name: 'Top rated' });
    const tiles = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(tiles).toHaveCount(8);
    // Every tile: a named link, a price, an image that reserves its space; rated tiles say so in one sentence.
    for (const tile of await tiles.all()) {
      await expect(tile.getByRole('link')).toHaveAccessibleName(/\S/);
      await expect(tile.locator('[data-amount]').first()).toBeVisible();
      await expect(tile.locator('img')).toHaveAttribute('width', /^\d+$/);
      await expect(tile.locator('img')).toHaveAttribute('height', /^\d+$/);
    }
    // Sorted by rating: the first is rated, its stars hidden from screen readers beside the sentence.
    await expect(tiles.first().getByText(/^Rated \d(\.\d)? out of 5, \d+ reviews?$/)).toBeAttached();
    await expect(section.getByRole('link', { name: 'Shop all top rated' })).toHaveAttribute(
      'href',
      '/en-us/search?rating=4&sort=rating',
    );
    await axe(page);
  });

  test('the delivery promise names a store only where the site takes pickup orders (findings-1 F7)', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await expect(page.getByText('straight to your door or a store near you.')).toBeVisible();
    // The German site has no store pickup nor ship to store: a collection point, which every site offers.
    await page.goto('/de-de');
    await expect(page.getByText('direkt zu dir nach Hause oder an eine Abholstation in deiner Nähe.')).toBeVisible();
    await expect(page.getByText('Store in deiner Nähe')).toHaveCount(0);
    await page.goto('/ja-jp');
    await expect(page.getByText('ご自宅またはお近くの受取スポットへお届けします。')).toBeVisible();
  });

  test('a tile with the keyboard focus shows its whole ring, drawn inside the tile (tiles past the first row are paint-contained)', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await untilReady(page);
    const link = page
      .getByRole('region', { name: 'Top rated' })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    await link.focus();
    const ring = await link.evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      const tile = element.closest('li')!;
      return {
        focusVisible: element.matches(':focus-visible'),
        contained: getComputedStyle(tile).contentVisibility,
        style: after.outlineStyle,
        width: parseFloat(after.outlineWidth),
        offset: parseFloat(after.outlineOffset),
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // Inside the tile's box: an outline offset outwards is clipped by the tile's containment (all but its corners).
    expect(ring.offset).toBeLessThanOrEqual(-ring.width);
  });

  test('browse: a category from the home page, then a product from its listing', async ({ page, axe }) => {
    await page.goto('/en-us');
    const categories = page.getByRole('region', { name: 'Shop by category' });
    await categories.getByRole('heading', { level: 3 }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en-us\/c\/[a-z0-9-]+-\d{4,6}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe(page);

    const product = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first();
    const name = (await product.textContent()) ?? '';
    await product.getByRole('link').click();
    await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await axe(page);
  });

  test('once the page has hydrated, links navigate in the browser: no new document, back returns', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/en-us');
    await untilReady(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const categories = page.getByRole('region', { name: 'Shop by category' });
    const link = categories.getByRole('heading', { level: 3 }).getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/en-us\/c\//);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(documents).toEqual(['/en-us']);
  });

  test('a featured product opens its page, and "shop all" lists the top rated styles under that heading', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us');
    const section = page.getByRole('region', { name: 'Top rated' });
    const first = section.getByRole('heading', { level: 3 }).first();
    const name = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Shop all top rated' }).click();
    await expect(page).toHaveURL(/\/en-us\/search\?rating=4&sort=rating$/);
    // A page headed as the link says, rated 4 and up, best rated first.
    await expect(page.getByRole('heading', { level: 1, name: 'Top rated' })).toBeVisible();
    await expect(page).toHaveTitle(/^Top rated \| /);
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    const results = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 });
    await expect(results.first()).toHaveText(name);
    await axe(page);
  });
});
