import type { Page } from '@playwright/test';

import { expect, test, untilReady } from './fixtures.ts';

/** Prices of the tiles on the page, in minor units, in order. */
async function tilePrices(page: Page): Promise<number[]> {
  const products = page.getByRole('region', { name: 'Products' });
  // The price paid is each tile's first amount (the sale price when reduced).
  return products
    .locator('li p:has([data-amount])')
    .evaluateAll((paragraphs) =>
      paragraphs.map((p) => Number(p.querySelector('[data-amount]')?.getAttribute('data-amount') ?? 'NaN')),
    );
}

test.describe('category listing', () => {
  test('browse from the header to a category, filter by size and colour, sort, paginate, open a product', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The category's link as the header nav offers it (hovering the nav opens its panel over the link).
    await page.goto((await nav.getByRole('link').first().getAttribute('href')) ?? '/');
    await expect(page).toHaveURL(/\/en-us\/c\/[a-z0-9-]+-\d{4,6}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-us\/c\/[a-z0-9-]+-\d+$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(1);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
    expect(jsonLd.map((block: { '@type': string }) => block['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    const firstImage = page.getByRole('region', { name: 'Products' }).locator('img').first();
    await expect(firstImage).toHaveAttribute('width', '800');
    await axe(page);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    const status = page.getByRole('status').filter({ hasText: /results?$/ });
    const before = await status.textContent();
    // After hydration the sidebar submits each change itself (its Apply button is for pages without JavaScript).
    await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeHidden();

    // Filter by the first size, then the first colour: each change submits and the count is announced.
    const sizes = filters.getByRole('group', { name: 'Size' }).getByRole('checkbox');
    await sizes.first().check();
    await expect(page).toHaveURL(/[?&]size=/);
    const colours = filters.getByRole('group', { name: 'Color' }).getByRole('checkbox');
    await colours.first().check();
    await expect(page).toHaveURL(/[?&]colour=/);
    await expect(status).not.toHaveText(before ?? '');
    const applied = page.getByRole('region', { name: 'Applied filters' });
    await expect(applied.getByRole('link', { name: /^Remove filter/ })).toHaveCount(2);
    // Colours read as words (the api sends codes): the same word on the filter and on its chip.
    const checked = filters.getByRole('group', { name: 'Color' }).getByRole('checkbox', { checked: true });
    const label = filters.locator(`label[for="${await checked.getAttribute('id')}"]`);
    const colourLabel = ((await label.textContent()) ?? '').replace(/ \(\d+\)$/, '');
    expect(colourLabel).toMatch(/^[A-Z][a-z]+$/);
    await expect(applied.getByRole('link', { name: `Remove filter: ${colourLabel}` })).toBeVisible();
    await axe(page);

    // Sort by price, low to high: the tiles come in ascending order.
    await page.getByLabel('Sort by').focus();
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    // The select keeps focus across the new page (a keyboard shopper goes on from it).
    await expect(page.getByLabel('Sort by')).toBeFocused();
    // Polled: on a busy machine the tiles were once read while the relevance order was still on the page.
    await expect
      .poll(async () => {
        const prices = await tilePrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);

    // Back: the URL's order is put back into the select.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price-asc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    await page.goForward();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');

    // Remove the filters and paginate with the crawlable links.
    await page.getByRole('link', { name: 'Clear all filters' }).first().click();
    await expect(page).not.toHaveURL(/colour=/);
    // The unfiltered page is in (the URL changes first): its Next page link, not the filtered page's, is pressed.
    await expect(applied.getByRole('link', { name: /^Remove filter/ })).toHaveCount(0);
    const pagination = page.getByRole('navigation', { name: 'Pages' });
    await pagination.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The focus goes with the page to the top of the results, so the next Tab reaches the first product.
    await expect(page.getByRole('region', { name: 'Products' })).toBeFocused();
    // A sorted page names the plain pages either side of it, as its canonical does (decision 0013).
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/en-us\/c\/[a-z-]+-\d+$/);

    // Open a product.
    const product = page.getByRole('region', { name: 'Products' }).getByRole('link').first();
    const name = (await product.textContent()) ?? '';
    await product.click();
    await expect(page).toHaveURL(/\/en-us\/p\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the keyboard looks through the sort orders without loading each; Enter or leaving applies one (t1 F6)', async ({
    page,
  }) => {
    await page.goto('/en-us/c/men-320629');
    await untilReady(page);
    const sort = page.getByLabel('Sort by');
    await sort.focus();
    const start = await page.evaluate(() => history.length);
    // Two presses of ↓ on the closed select (Chromium changes its value at each): no page is loaded.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('price-desc');
    await page.waitForTimeout(500);
    await expect(page).not.toHaveURL(/sort=/);
    // Enter applies the order shown, once: one history entry, the select keeps the focus.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(sort).toBeFocused();
    expect(await page.evaluate(() => history.length)).toBe(start + 1);
    // The new page is in (its tiles by price, high to low) before the keyboard goes on.
    await expect
      .poll(async () => {
        const prices = await tilePrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! >= price);
      })
      .toBe(true);
    // Looking on and leaving the select by Tab applies the order it was left on.
    await page.keyboard.press('ArrowUp');
    await expect(sort).toHaveValue('price-asc');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/sort=price-desc/);
    await page.keyboard.press('Tab');
    await expect(page).toHaveURL(/sort=price-asc/);
    expect(await page.evaluate(() => history.length)).toBe(start + 2);
    // Focus goes where Tab leads in the re-sorted page: the first control after the select, shown, not the page itself
    // nor the product it first landed on, moved elsewhere by the sort (tester t1, session 55).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none')).toBe('A');
    const next = await page.evaluate(() => {
      const select = document.querySelector('select[name="sort"]')!;
      return Boolean(select.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(next).toBe(true);
    await expect(page.locator('a:focus')).toBeInViewport();
    // A choice from the list (the mouse's) is applied at once.
    await sort.selectOption('relevance');
    await expect(page).toHaveURL(/sort=relevance/);
  });

  test('filtered by colour, a tile shows that colourway and opens the product page on it', async ({ page }) => {
    await page.goto('/en-us/c/shoes-653341?colour=green');
    const products = page.getByRole('region', { name: 'Products' });
    // A style whose first colourway is another colour: its tile links to the green one and shows its picture.
    const tile = products
      .locator('li')
      .filter({ has: page.locator('a[href*="?colour="]') })
      .first();
    const link = tile.getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const code = /\?colour=(\d{3})$/.exec(href)?.[1] ?? '';
    expect(code).toMatch(/^\d{3}$/);
    await expect(tile.locator('img').first()).toHaveAttribute('src', new RegExp(`/${code}/\\w+\\.svg$`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`\\?colour=${code}$`));
    await expect(page.locator(`[role="radio"][data-colour="${code}"]`)).toHaveAttribute('aria-checked', 'true');
    // The seed's greens (colours.ts) lead the colourway's name: "Forest/Sand".
    await expect(page.locator('#colour-label')).toContainText(/: (Forest|Olive|Mint)\//);
  });

  test('tiles past the first row are rendered once they come near the screen, at their own height', async ({
    page,
  }) => {
    await page.goto('/en-us/c/shoes-653341');
    const tiles = page.getByRole('region', { name: 'Products' }).getByRole('list').first().locator(':scope > li');
    await expect(tiles).toHaveCount(24);
    const contentVisibility = (index: number) =>
      tiles.nth(index).evaluate((tile) => getComputedStyle(tile).contentVisibility);
    // The first row renders with the page; the rest may wait (content-visibility: auto).
    expect(await contentVisibility(0)).toBe('visible');
    expect(await contentVisibility(23)).toBe('auto');
    const last = tiles.nth(23);
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('link')).toBeVisible();
    // Rendered, it is as tall as its content: image, name, price, not the 20rem held for it meanwhile.
    const heights = await last.evaluate((tile) => ({
      tile: tile.getBoundingClientRect().height,
      content: [...tile.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0),
    }));
    expect(heights.tile).toBeGreaterThanOrEqual(heights.content);
  });

  test('a chosen filter that finds nothing stays listed, checked, and the next change keeps it', async ({ page }) => {
    await page.goto('/en-us/c/shoes-653341?colour=white&price=20000%2B&sort=price-asc');
    await untilReady(page);
    await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: 'White (0)' })).toBeChecked();
    await expect(filters.getByRole('radio', { name: '$200 and over (0)' })).toBeChecked();
    await filters.getByRole('checkbox', { name: /^Blue \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/colour=blue/);
    const kept = new URL(page.url()).searchParams;
    expect(kept.getAll('colour').sort()).toEqual(['blue', 'white']);
    expect([kept.get('price'), kept.get('sort')]).toEqual(['20000+', 'price-asc']);
    await expect(filters.getByRole('checkbox', { name: /^White \(\d+\)$/ })).toBeChecked();
  });

  test('removing a filter by keyboard moves the focus to the next chip, clearing them all to the results', async ({
    page,
  }) => {
    await page.goto('/en-us/c/shoes-653341?colour=black&colour=blue&colour=red&sort=price-asc');
    await untilReady(page);
    const applied = page.getByRole('region', { name: 'Applied filters' });
    await applied.getByRole('link', { name: 'Remove filter: Blue' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?colour=black&colour=red&sort=price-asc$/);
    // The chip that took its place has the focus, and what happened is said.
    await expect(applied.getByRole('link', { name: 'Remove filter: Red' })).toBeFocused();
    await expect(page.getByText('Filter removed: Blue')).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?colour=black&sort=price-asc$/);
    // No chip after it: the one before.
    await expect(applied.getByRole('link', { name: 'Remove filter: Black' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(applied.getByRole('link', { name: 'Clear all filters' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(page.getByRole('region', { name: 'Products' })).toBeFocused();
    await expect(page.getByText('All filters cleared')).toBeAttached();
  });

  test('a filter update that fails keeps the listing and says so on screen, with a retry that loads it', async ({
    page,
    axe,
    consoleErrors,
  }) => {
    await page.goto('/en-us/c/men-320629');
    await untilReady(page);
    const products = page.getByRole('region', { name: 'Products' });
    const tiles = await products.getByRole('listitem').count();
    // A failure of the data request behind the filter (the page itself loaded).
    await page.route('**/*.data*', (route) => route.fulfill({ status: 500, body: '' }));
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const red = filters.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: /^Red \(\d+\)$/ });
    await red.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await red.check();
    // Said where the shopper is (an announced toast, on screen whatever the scroll), the listing still there.
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t update the results.' });
    await expect(alert).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeAttached();
    await expect(products.getByRole('listitem')).toHaveCount(tiles);
    await expect(page.getByText('Something went wrong on our side.')).toHaveCount(0);
    await axe(page);
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 500/)]);
    consoleErrors.length = 0;
    // Try again, now that the data comes: the filtered listing, and the note goes.
    await page.unroute('**/*.data*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(filters.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: /^Red/ })).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Applied filters' }).getByRole('link', { name: 'Remove filter: Red' }),
    ).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a link to another page that fails brings its error message to the top with the focus', async ({
    page,
    axe,
    consoleErrors,
  }) => {
    await page.goto('/en-us/c/men-320629');
    await untilReady(page);
    await page.route('**/*.data*', (route) => route.fulfill({ status: 500, body: '' }));
    // A link low on the page, to another listing: there is no listing of that page to keep.
    const women = page
      .getByRole('contentinfo')
      .getByRole('link')
      .filter({ hasText: /^Women$/ })
      .first();
    await women.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await women.click();
    const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong on our side.' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeInViewport();
    await axe(page);
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 500/)]);
    consoleErrors.length = 0;
  });

  test('a bad facet value shows all results with a note; a wrong slug moves; an unknown category is a 404', async ({
    page,
  }) => {
    await page.goto('/en-us');
    const href = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().getAttribute('href');
    const response = await page.goto(`${href}?colour=mauve`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Some filters in this link aren’t available')).toBeVisible();
    const id = /-(\d+)$/.exec(href ?? '')?.[1];
    await page.goto(`/en-us/c/old-name-c${id}`);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const missing = await page.goto('/en-us/c/does-not-exist-99999');
    expect(missing?.status()).toBe(404);
  });
});

test.describe('search', () => {
  test('ArrowUp from the first suggestion goes back to the text typed, and Enter searches for it (t1 F3)', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await untilReady(page);
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    await box.click();
    await box.pressSequentially('glide', { delay: 50 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox.getByRole('group', { name: 'Products' })).toBeVisible();
    const first = listbox.getByRole('option').first();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('ArrowUp');
    // No option highlighted, the list still open, the text as typed.
    await expect(box).not.toHaveAttribute('aria-activedescendant', /.+/);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(box).toHaveValue('glide');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/search\?q=glide$/);
  });

  test('search from the header with the combobox by keyboard', async ({ page, axe }) => {
    await page.goto('/en-us');
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    await box.click();
    await box.pressSequentially('lum', { delay: 50 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Products' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Each product says who it is for (a model's two cuts share its name) and its price, a sale one with its old one.
    for (const text of await listbox.getByRole('group', { name: 'Products' }).getByRole('option').allTextContents()) {
      expect(text).toMatch(/(Men’s|Women’s|Kids’|Unisex) · (\$[\d,.]+|Sale \$[\d,.]+, was \$[\d,.]+)$/);
    }
    // What matched the typed word is marked in each suggestion.
    await expect(listbox.getByRole('option').first().locator('.font-bold')).toHaveText(/^lum$/i);
    // The list sits in place after its input: the page around it stays as it is (nothing aria-hidden), so axe
    // checks the open combobox and the whole page with it.
    await expect(page.locator('[aria-hidden="true"]:has(a, button, input)')).toHaveCount(0);
    await axe(page);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    const highlighted = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
    await expect(highlighted).toHaveAttribute('aria-selected', 'true');
    await expect(highlighted).toHaveRole('option');
    const option = listbox.getByRole('option').first();
    const name = (await option.locator('span span').first().textContent()) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/p\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Free text + Enter (nothing highlighted) goes to the results page; Escape closes the list.
    const again = page.getByRole('combobox', { name: 'Search' }).first();
    await again.fill('running');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    // Men's, women's and kids' "Running" each say where they are.
    const categories = page.getByRole('group', { name: 'Categories' }).getByRole('option');
    await expect(categories.first()).toContainText('Running');
    const labels = await categories.allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => label.includes(' / '))).toBe(true);
    await again.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
    await again.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/search\?q=running$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “running”' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page).toHaveTitle(/running/);
    await expect(again).toHaveValue('running'); // the box keeps the query on its results, to refine it
    await axe(page);

    // From the results to a product.
    const result = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first();
    const resultName = (await result.textContent()) ?? '';
    await result.getByRole('link').click();
    await expect(page).toHaveURL(/\/en-us\/p\//);
    await expect(page.getByRole('heading', { level: 1, name: resultName })).toBeVisible();
    await expect(again).toHaveValue(''); // and only there
  });

  test('keys that pick an input method’s candidate stay with it while Japanese text is composed', async ({
    page,
    context,
  }) => {
    await page.goto('/ja-jp');
    await untilReady(page);
    const box = page.getByRole('combobox', { name: '検索' }).first();
    await box.click();
    await page.keyboard.insertText('らん');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    // An IME composing the next word (as Chromium's own IME does, through the DevTools protocol): its arrow keys
    // choose a conversion and its Enter confirms it; none of them may pick a suggestion.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'にんぐ', selectionStart: 3, selectionEnd: 3 });
    // The list follows the text being composed (ランニング for らんにんぐ).
    await expect(listbox.getByRole('option', { name: /ランニング/ }).first()).toBeVisible();
    for (const [key, code] of [
      ['ArrowDown', 40],
      ['Enter', 13],
    ] as const) {
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key, code: key, windowsVirtualKeyCode: code });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code: key, windowsVirtualKeyCode: code });
      await expect(box).not.toHaveAttribute('aria-activedescendant', /.+/);
    }
    await cdp.send('Input.insertText', { text: 'ニング' });
    await expect(page).not.toHaveURL(/\/p\//);
    await expect(box).toHaveValue(/^らん/);
    // Composition over, the arrow is the list's again.
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  });

  test('a results page opened from a link shows its query in the search box, without asking for suggestions', async ({
    page,
  }) => {
    const suggestions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('autoSuggest')) suggestions.push(request.url());
    });
    await page.goto('/en-us/search?q=trail');
    await untilReady(page);
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    await expect(box).toHaveValue('trail');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(suggestions).toEqual([]);
    // Refining it is typing on: the list opens for the new text.
    await box.click();
    await box.press('End');
    await box.pressSequentially(' run', { delay: 30 });
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  });

  test('the search box follows Back and Forward while it has the focus, but keeps what is being typed', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await untilReady(page);
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    for (const query of ['sneaker', 'hoodie']) {
      await box.fill(query);
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Results for “${query}”` })).toBeVisible();
    }
    await expect(box).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “sneaker”' })).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('sneaker');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “hoodie”' })).toBeVisible();
    await expect(box).toHaveValue('hoodie');
    // Typing, then Back: the typed text stays.
    await box.fill('trail');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “sneaker”' })).toBeVisible();
    await expect(box).toHaveValue('trail');
  });

  test('the suggestions list: mouse picks, Escape closes then clears, leaving the box closes it', async ({ page }) => {
    await page.goto('/en-us');
    await untilReady(page);
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await box.fill('lum');
    await expect(listbox).toBeVisible();
    // Escape closes the list and keeps the text; a second Escape is the search box's own, which clears it.
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue('lum');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Escape');
    await expect(box).toHaveValue('');
    // Typing opens it again; moving focus away closes it.
    await box.fill('lume');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(listbox).toBeHidden();
    // A click on a suggestion opens it.
    await box.fill('lum');
    const option = listbox.getByRole('option').first();
    const name = (await option.locator('span span').first().textContent()) ?? '';
    await option.click();
    await expect(page).toHaveURL(/\/en-us\/p\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(listbox).toBeHidden();
  });

  test('Tab from the box with a long suggestions list moves on to the Search button and closes the list', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us');
    await untilReady(page);
    const search = page.getByRole('search');
    const box = search.getByRole('combobox', { name: 'Search' });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await box.fill('run');
    await expect(listbox).toBeVisible();
    // The list scrolls (the case where Chromium made it a tab stop of its own).
    expect(await listbox.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await axe(page);
    await page.keyboard.press('Tab');
    await expect(search.getByRole('button', { name: 'Search' })).toBeFocused();
    await expect(listbox).toBeHidden();
    // Also with an option highlighted: Tab leaves the box for the next control, never for <body>.
    await box.focus();
    await box.fill('runn');
    await expect(listbox).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Tab');
    await expect(search.getByRole('button', { name: 'Search' })).toBeFocused();
    await expect(listbox).toBeHidden();
  });

  test('recent searches: the empty box offers what found something, per site, by click or arrow, and clears', async ({
    page,
    axe,
  }) => {
    for (const q of ['trail', 'zzxqvw', 'running']) {
      await page.goto(`/en-us/search?q=${q}`);
      await untilReady(page);
    }
    // Another site of the brand keeps its own (none here).
    await page.goto('/de-de');
    await untilReady(page);
    const box = page.getByRole('combobox', { name: 'Suche' }).first();
    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/en-us');
    await untilReady(page);
    const search = page.getByRole('search').first();
    const again = search.getByRole('combobox', { name: 'Search' });
    const recent = search.getByRole('group', { name: 'Recent searches' });
    await again.click();
    await expect(again).toHaveAttribute('aria-expanded', 'true');
    // The newest first; a search that found nothing is not kept.
    await expect(recent.getByRole('option')).toHaveText(['running', 'trail', 'Clear recent searches']);
    await expect(search.getByRole('status')).toHaveText('2 recent searches');
    await axe(page);

    // Escape closes; an arrow opens again on the first, Enter searches for the highlighted one.
    await again.press('Escape');
    await expect(recent).toBeHidden();
    await again.press('ArrowDown');
    await expect(recent.getByRole('option', { name: 'running' })).toHaveAttribute('aria-selected', 'true');
    await again.press('ArrowDown');
    await again.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/search\?q=trail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “trail”' })).toBeVisible();
    await expect(again).toHaveValue('trail');

    // Emptying the box shows them again, that search now first; "Clear recent searches" forgets them all.
    await again.fill('');
    await expect(recent.getByRole('option')).toHaveText(['trail', 'running', 'Clear recent searches']);
    // Escape on a closed list is the box's own clearing: the emptied box stays closed.
    await again.fill('trail');
    await expect(search.getByRole('group', { name: 'Products' })).toBeVisible();
    await again.press('Escape');
    await again.press('Escape');
    await expect(again).toHaveValue('');
    await expect(again).toHaveAttribute('aria-expanded', 'false');
    await again.press('ArrowUp');
    await expect(recent.getByRole('option', { name: 'Clear recent searches' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await again.press('Enter');
    await expect(recent).toBeHidden();
    await expect(again).toBeFocused();
    await expect(search.getByRole('status')).toHaveText('Recent searches cleared');
    await page.goto('/en-us');
    await untilReady(page);
    await again.click();
    await again.press('ArrowDown');
    await expect(again).toHaveAttribute('aria-expanded', 'false');
  });

  test('a misspelt search shows the results of its correction, the search as typed a link away', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us/search?q=runnign');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “running”' })).toBeVisible();
    await expect(page.getByText('No results for “runnign”. Showing results for “running”.')).toBeVisible();
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Refining them refines the corrected search.
    const sort = page.getByLabel('Sort by');
    await untilReady(page);
    await sort.selectOption('price-asc');
    await expect(page).toHaveURL(/q=running&sort=price-asc|sort=price-asc&q=running/);
    await page.goBack();
    await axe(page);
    // The text as typed keeps the shopper's sort and filters.
    await page.goto('/en-us/search?q=runnign&sort=price-asc');
    await page.getByRole('link', { name: 'Search for “runnign” instead' }).click();
    await expect(page).toHaveURL(/\?q=runnign&sort=price-asc&asTyped=1$/);
    await expect(page.getByRole('heading', { name: 'We couldn’t find anything for “runnign”' })).toBeVisible();
    await expect(page.locator('p', { hasText: 'Did you mean' }).getByRole('link', { name: 'running' })).toBeVisible();
  });

  test('a size typed in the search is the chosen size: "running shoes size 10" lists running shoes in size 10', async ({
    page,
    browser,
    axe,
  }) => {
    await page.goto('/en-us');
    await untilReady(page);
    const box = page.getByRole('search').first().getByRole('combobox', { name: 'Search' });
    await box.fill('running shoes size 10');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/search\?q=running\+shoes\+size\+10$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “running shoes”' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const size = filters.getByRole('group', { name: 'Size' }).getByRole('checkbox', { checked: true });
    await expect(size).toHaveCount(1);
    await expect(size).toHaveAccessibleName(/^10 \(\d+\)$/);
    const applied = page.getByRole('region', { name: 'Applied filters' });
    await expect(applied.getByRole('link', { name: /^Remove filter/ })).toHaveCount(1);
    await axe(page);
    // Its chip removes it and keeps the words, without JavaScript too.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const plain = await context.newPage();
    await plain.goto('/en-us/search?q=running+shoes+size+10');
    await expect(plain.getByRole('heading', { level: 1, name: 'Results for “running shoes”' })).toBeVisible();
    await plain
      .getByRole('region', { name: 'Applied filters' })
      .getByRole('link', { name: 'Remove filter: Size 10' })
      .click();
    await expect(plain).toHaveURL(/\/en-us\/search\?q=running\+shoes$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Results for “running shoes”' })).toBeVisible();
    await expect(plain.getByRole('region', { name: 'Applied filters' })).toHaveCount(0);
    await context.close();
  });

  test('a size of another system without a gender is left out of the words, and said so with a link per gender', async ({
    page,
    browser,
    axe,
  }) => {
    // "running UK 8" was searched as "running 8": the styles numbered 8. UK 8 is men's US 8.5 or women's US 10.5.
    const count = page.getByRole('status').filter({ hasText: /results?$/ });
    await page.goto('/en-us/search?q=running');
    const running = await count.textContent();
    await page.goto('/en-us/search?q=running+UK+8');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “running”' })).toBeVisible();
    await expect(count).toHaveText(running ?? '');
    const notice = page.getByRole('status').filter({ hasText: '“UK 8”' });
    await expect(notice.getByRole('paragraph')).toHaveText(
      '“UK 8” is men’s 8.5 or women’s 10.5 in our sizes, so it isn’t applied yet.',
    );
    await expect(notice.getByRole('link')).toHaveText(['Show men’s size 8.5', 'Show women’s size 10.5']);
    await expect(page.getByRole('region', { name: 'Applied filters' })).toHaveCount(0);
    await axe(page);
    // Its links apply the gender and the size, without JavaScript too; the words and sort stay.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const plain = await context.newPage();
    await plain.goto('/en-us/search?q=running+UK+8&sort=price-asc');
    await plain.getByRole('link', { name: 'Show women’s size 10.5' }).click();
    await expect(plain).toHaveURL(/\/en-us\/search\?q=running&size=10\.5&gender=women&sort=price-asc$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Results for “running”' })).toBeVisible();
    const applied = plain.getByRole('region', { name: 'Applied filters' });
    await expect(applied.getByRole('link', { name: 'Remove filter: Size 10.5' })).toBeVisible();
    await expect(applied.getByRole('link', { name: /^Remove filter: Women/ })).toBeVisible();
    await expect(plain.getByRole('status').filter({ hasText: 'UK 8' })).toHaveCount(0);
    await expect(
      plain.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    // In the site's language: German, sizes with a decimal comma.
    await plain.goto('/de-de/search?q=laufschuhe+US+9');
    await expect(plain.getByRole('heading', { level: 1, name: 'Ergebnisse für „laufschuhe“' })).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Herrengröße 42,5 anzeigen' })).toHaveAttribute(
      'href',
      '/de-de/search?q=laufschuhe&size=42.5&gender=men',
    );
    await context.close();
  });

  test('a correction is a whole word that finds something; a word nothing matches is left out, and said so', async ({
    page,
  }) => {
    // "runnn" is closest to the start of "running": the word is offered, not the fragment "runni".
    await page.goto('/en-us/search?q=runnn');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “running”' })).toBeVisible();
    await expect(page.getByText('No results for “runnn”. Showing results for “running”.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    // No style says "runner": the trail styles are shown, and the note names the word left out.
    await page.goto('/en-gb/search?q=trail+runner');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “trail”' })).toBeVisible();
    await expect(
      page.getByText('No results for “trail runner”. Showing results for “trail”, without “runner”.'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
  });

  test('a colour word finds the styles of that colour, and a style code its style', async ({ page }) => {
    for (const [path, heading] of [
      ['/en-gb/search?q=blue', 'Results for “blue”'],
      ['/de-de/search?q=blau', 'Ergebnisse für „blau“'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const products = page.getByRole('region', { name: /Products|Produkte/ });
      await expect(products.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    // The style code of the first blue style (its product URL ends in it) finds that style alone.
    const link = await page.getByRole('region', { name: 'Produkte' }).getByRole('link').first().getAttribute('href');
    const code = /-([A-Z0-9]+)(?:\?|$)/.exec(link ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    await page.goto(`/en-us/search?q=${code.toLowerCase()}`);
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(products.getByRole('link').first()).toHaveAttribute('href', new RegExp(`-${code}(\\?|$)`));
  });

  test('colour words of the other languages, the start of a style code and "new" find what they name', async ({
    page,
  }) => {
    // "red" on the German site, "rouge" on the English one: the styles of that colour.
    for (const [path, heading] of [
      ['/de-de/search?q=red', 'Ergebnisse für „red“'],
      ['/en-us/search?q=rouge', 'Results for “rouge”'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const products = page.getByRole('region', { name: /Products|Produkte/ });
      await expect(products.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    // The first six characters of the first style's code find it (among the styles whose code starts so).
    const link = await page.getByRole('region', { name: 'Products' }).getByRole('link').first().getAttribute('href');
    const code = /-([A-Z0-9]+)(?:\?|$)/.exec(link ?? '')?.[1] ?? '';
    expect(code.length).toBeGreaterThan(6);
    await page.goto(`/en-us/search?q=${code.slice(0, 6)}`);
    await expect(page.getByRole('region', { name: 'Products' }).locator(`a[href*="-${code}"]`).first()).toBeAttached();
    // "new running" lists new styles only.
    await page.goto('/en-us/search?q=new+running');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “new running”' })).toBeVisible();
    await expect(page.getByText('We couldn’t find anything')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
  });

  test('the gift card’s tile names no gender', async ({ page }) => {
    await page.goto('/en-us/search?q=gift+card');
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('heading', { level: 2, name: /gift card/i }).first()).toBeVisible();
    await expect(products.getByText('Unisex')).toHaveCount(0);
  });

  test('a category page searched with a misspelt word shows its correction’s results there', async ({ page }) => {
    await page.goto('/en-us/c/men-320629?q=runnign');
    await expect(page.getByText('No results for “runnign”. Showing results for “running”.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Search for “runnign” instead' }).click();
    await expect(page).toHaveURL(/\/en-us\/c\/men-320629\?q=runnign&asTyped=1$/);
  });

  test('a search with no results helps the shopper on', async ({ page, axe }) => {
    const response = await page.goto('/en-us/search?q=zzxqvw');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'We couldn’t find anything for “zzxqvw”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await axe(page);
  });
});
