import type { Locator } from '@playwright/test';

import { expect, scrollFooterUnderHeader, stickyHeader, test, untilReady } from './fixtures.ts';
import { addFromProductPage, inStockProductPath } from './cart-fixture.ts';
import { freshShopper, signUp } from './auth-fixture.ts';

test.describe('storefront shell', () => {
  test('the root redirects to the default locale and the home page is server-rendered from the api', async ({
    page,
    axe,
  }) => {
    const response = await page.goto('/');
    expect(page.url()).toMatch(/\/en-us$/);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The header navigation comes from GET /products/v2/catalog on the real api and database.
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const name of ['Men', 'Women', 'Kids', 'Sale']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Stride home' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
    await axe(page);
  });

  test('the sticky header keeps its text readable over the dark footer, and the page scrolls below it', async ({
    page,
    axe,
  }) => {
    // Short windows, so the footer can scroll up under the header: the red Sale link then sits over it. (Not below
    // 30rem of height: there the header scrolls away, t3-F8, shell.mobile.spec.ts.)
    for (const viewport of [
      { width: 1280, height: 500 },
      { width: 1024, height: 600 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/en-us');
      await scrollFooterUnderHeader(page);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Sale' }),
      ).toBeVisible();
      await axe(page);
      expect((await stickyHeader(page)).opaque, 'the header hides what scrolls beneath it').toBe(true);
    }
    // A link's target, a #hash or the focused field lands below the header (lg adds the search row, xl moves it up).
    for (const width of [1024, 1280, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      const { height, scrollPadding } = await stickyHeader(page);
      expect(scrollPadding, `scroll padding at ${width} px`).toBeCloseTo(height, 0);
    }
  });

  test('responses carry the security headers and a per-request script nonce', async ({ request }) => {
    const first = await request.get('/en-us');
    const second = await request.get('/en-us');
    const csp = first.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(second.headers()['content-security-policy']).not.toBe(csp);
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers()['strict-transport-security']).toContain('max-age=');
    expect(first.headers()['x-correlation-id']).toMatch(/\S+/);
  });

  test('every locale renders in its language and currency', async ({ page }) => {
    const expectations = [
      ['en-gb', 'en-GB', '£'],
      ['de-de', 'de-DE', '€'],
      ['fr-fr', 'fr-FR', '€'],
      ['ja-jp', 'ja-JP', '￥'],
    ] as const;
    for (const [locale, tag, currencySign] of expectations) {
      await page.goto(`/${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      // The promo bar states the free-delivery threshold in the site's currency.
      await expect(page.getByRole('complementary', { name: /\S/ }).first()).toContainText(currencySign);
    }
  });

  test('an unknown path gets a localised 404 page with the header and footer', async ({ page, axe }) => {
    const response = await page.goto('/de-de/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Fehler 404', { exact: false })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await axe(page);
  });

  test('the 404 page hydrates with its code, which no other page loads', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const notFoundCode = () => scripts.some((path) => path.startsWith('/assets/not-found-page-'));
    await page.goto('/en-us');
    await untilReady(page);
    expect(notFoundCode()).toBe(false);
    const response = await page.goto('/en-us/does-not-exist');
    expect(response?.status()).toBe(404);
    // Hydrated (the mark of the first effect after hydration), the page's code loaded for it.
    await untilReady(page);
    expect(notFoundCode()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Japanese display headings break between phrases, never inside a word', async ({ page }) => {
    /** The heading's text line by line, as drawn. */
    const linesOf = (heading: Locator) =>
      heading.evaluate((element) => {
        const lines: string[] = [];
        let top: number | null = null;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let i = 0; i < node.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            const char = node.data[i]!;
            if (rect && top !== null && Math.abs(rect.top - top) > 4) lines.push('');
            if (rect) top = rect.top;
            if (lines.length === 0) lines.push('');
            lines[lines.length - 1] += char;
          }
        }
        return lines;
      });
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/ja-jp/does-not-exist');
      const lines = await linesOf(page.getByRole('heading', { level: 1 }));
      // No invisible characters steer it (decision 0009 addendum, 2026-12-07): its phrases are short enough.
      expect(lines.join(''), `${width}`).toBe('このページは走って消えました。');
      // Only at phrase boundaries: このページは | 走って | 消えました。
      expect(
        lines.every((line) => /^(このページは)?(走って)?(消えました。)?$/.test(line)),
        `${width}: ${lines.join(' / ')}`,
      ).toBe(true);
      await page.goto('/ja-jp');
      const hero = await linesOf(page.getByRole('heading', { level: 1 }));
      expect(hero.join(''), `${width}`).toBe('長い道のりのために。');
      expect(
        hero.every((line) => /^(長い)?(道のりの)?(ために。)?$/.test(line)),
        `${width}: ${hero.join(' / ')}`,
      ).toBe(true);
    }
  });

  test('the header search box’s hint fits it in every locale, at desktop widths', async ({ page }) => {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp']) {
        await page.goto(`/${locale}`);
        const box = page.getByRole('banner').getByRole('combobox').first();
        await expect(box).toBeVisible();
        const { text, room, placeholder } = await box.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            placeholder: input.placeholder,
            text: context.measureText(input.placeholder).width,
            room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          };
        });
        expect(placeholder.length, locale).toBeGreaterThan(0);
        expect(text, `${width} ${locale}: “${placeholder}”`).toBeLessThanOrEqual(room);
      }
    }
  });

  test('an unsupported locale gets a 404 page', async ({ page }) => {
    const response = await page.goto('/xx-zz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keyboard: the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
    await page.goto('/en-us');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main/);
  });

  test('a page reached inside the app is announced by its title; a filter on the same page is not', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await untilReady(page);
    const announcer = page.locator('[data-route-announcer]');
    await expect(announcer).toHaveAttribute('aria-live', 'assertive');
    await expect(announcer).toHaveText('');
    await page.getByRole('contentinfo').getByRole('link').filter({ hasText: /^Men$/ }).first().click();
    await expect(page).toHaveURL(/\/en-us\/c\/men-\d+$/);
    await expect(page).toHaveTitle(/Men/);
    await expect(announcer).toHaveText(await page.title());
    await page.goBack();
    await expect(page).toHaveTitle(/Running, trail and everyday shoes/);
    await expect(announcer).toHaveText(await page.title());
  });

  test('a mega-menu panel opened by hover closes with Escape while the pointer stays over it (WCAG 1.4.13)', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us/c/men-320629');
    await untilReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Women categories' });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    // Focus on the page itself, the pointer resting on the menu item: the panel opens over the page.
    await page.getByRole('heading', { level: 1 }).click();
    await nav.getByRole('link', { name: 'Women', exact: true }).hover();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await axe(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The pointer has not moved: the panel stays closed until it leaves and comes back.
    await page.waitForTimeout(300);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('the header account menu closes when keyboard focus moves on past it, and when it moves back before it', async ({
    page,
  }) => {
    await signUp(page, freshShopper('menu-focus'));
    const menu = page.getByLabel('Account menu');
    const yourAccount = page.getByRole('banner').getByRole('link', { name: 'Your account' });
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(yourAccount).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(yourAccount).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(signOut).toBeFocused();
    // Still open while focus is inside; one more Tab leaves it (for the cart), and the panel goes.
    await expect(yourAccount).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(signOut).toBeHidden();
    await expect(page.getByRole('link', { name: /^Cart/ })).toBeFocused();
    // Shift+Tab from the button before the menu.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(yourAccount).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(yourAccount).toBeHidden();
  });

  test('a #modal hash link opens the dialog with focus inside; Escape closes it and restores focus', async ({
    page,
    axe,
  }) => {
    await page.goto('/en-us');
    const opener = page.getByRole('link', { name: 'Find your size' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Find your size' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#modal-size-guide/);
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect.poll(focusInDialog).toBe(true);
    await axe(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#modal/);
    await expect(opener).toBeFocused();
  });

  test('the dialog form shows accessible field errors, then a toast with an action', async ({ page }) => {
    await page.goto('/en-us#modal-size-guide');
    const dialog = page.getByRole('dialog', { name: 'Find your size' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Show my size' }).click();
    // In inches on a US page (US shoppers measure in inches): 10.4 in is 26.4 cm, a 26.5 cm size.
    const length = dialog.getByRole('textbox', { name: 'Foot length (in)' });
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await length.fill('10.4');
    await dialog.getByRole('button', { name: 'Show my size' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'US 8.5 (UK 8 · EU 42)' }).first();
    await expect(toast).toBeVisible();
    await expect(page.getByRole('link', { name: /Shop Men/ }).last()).toBeVisible();
  });

  test('on a German site the size guide also offers the department, found by its key, not its slug', async ({
    page,
  }) => {
    await page.goto('/de-de#modal-size-guide');
    const dialog = page.getByRole('dialog', { name: 'Finde deine Größe' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Fußlänge (cm)' }).fill('26');
    await dialog.getByRole('button', { name: 'Meine Größe anzeigen' }).click();
    // German sites label their size buttons in EU sizes: the answer names that size first.
    await expect(page.getByRole('status').filter({ hasText: 'EU 41 (US 8 · UK 7,5)' }).first()).toBeVisible();
    const shop = page.getByRole('link', { name: 'Herren shoppen' }).last();
    await expect(shop).toBeVisible();
    await expect(shop).toHaveAttribute('href', /^\/de-de\/c\/herren-\d+$/);
  });

  test('on the Japanese site the size guide answers in centimetres, the size its size buttons show', async ({
    page,
  }) => {
    await page.goto('/ja-jp#modal-size-guide');
    const dialog = page.getByRole('dialog', { name: 'サイズを調べる' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: '足の長さ（cm）' }).fill('26.3');
    await dialog.getByRole('button', { name: 'サイズを表示' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'メンズのサイズ：26.5cm' }).first()).toBeVisible();
  });

  test('the region switcher moves to the same page in another locale and confirms with a toast', async ({ page }) => {
    await page.goto('/en-us');
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Deutschland/ })
      .click();
    await expect(page).toHaveURL(/\/de-de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('status')).toContainText(
      'Du kaufst jetzt in Deutschland ein. Preise in Euro.',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Du kaufst in Deutschland ein (EUR)');
    // The choice is remembered: the shop's bare address leads back to it, not to the browser's language (en-US).
    await page.goto('/');
    await expect(page).toHaveURL(/\/de-de$/);
  });

  test('the footer says where the shopper is shopping as a sentence, with the country’s article or preposition', async ({
    page,
  }) => {
    for (const [locale, line] of [
      ['en-us', 'You’re shopping in the United States (USD)'],
      ['en-gb', 'You’re shopping in the United Kingdom (GBP)'],
      ['fr-fr', 'Vous achetez en France (EUR)'],
      ['ja-jp', 'ショッピング地域：日本（JPY）'],
    ] as const) {
      await page.goto(`/${locale}`);
      await expect(page.getByRole('contentinfo').getByText(line, { exact: true })).toBeVisible();
    }
  });

  test('switching region with items in the cart says that cart is kept on the site left and this one is separate', async ({
    page,
    request,
    axe,
  }) => {
    const { path, name } = await inStockProductPath(request);
    await addFromProductPage(page, path, name);
    await page.goto('/en-us/cart');
    await untilReady(page);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /United Kingdom/ })
      .click();
    await expect(page).toHaveURL(/\/en-gb\/cart$/);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText(
      'You’re now shopping in the United Kingdom. Prices are in British pounds. Your basket on our United States site is kept for you there; this site has its own basket.',
    );
    await axe(page);
  });

  test('messages come from the cached catalogue: the page hydrates without mismatches and a region switch in the browser loads the new language', async ({
    page,
  }) => {
    const catalogues: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/i18n/')) catalogues.push(new URL(request.url()).pathname);
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/en-us');
    // Hydrated, not only quiet: on a busy machine the modules after the load event can start after the network has
    // been idle for the 500 ms that networkidle waits.
    await untilReady(page);
    const html = await (await page.request.get('/en-us')).text();
    expect(html).not.toContain('header.cart'); // no catalogue inside the page
    // Requested once, with the page's modules after the load event (the fetch before hydrating takes the preload).
    expect(catalogues.filter((path) => /^\/i18n\/en-US\.[\w-]+\.json$/.test(path))).toHaveLength(1);

    // Hydrated: the switch is a client-side navigation (the page is not loaded again), which loads German first.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Deutschland/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(catalogues.some((path) => /^\/i18n\/de-DE\.[\w-]+\.json$/.test(path))).toBe(true);
    // The new language's catalogue was fetched by the navigation, not preloaded: a preload never used makes Chromium
    // warn a few seconds later (after this test, on a quick machine).
    await expect(page.locator('link[rel="preload"][href^="/i18n/de-DE."]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the page reports its web vitals to the performance beacon', async ({ page }) => {
    const beacons: { body: string; status: Promise<number | undefined> }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/fapi/performance/ingest')) return;
      beacons.push({ body: request.postData() ?? '', status: request.response().then((r) => r?.status()) });
    });
    await page.goto('/en-us');
    await page.getByRole('heading', { level: 1 }).click();
    // web-vitals reports when the page is hidden. Its listeners attach after hydration, which a busy machine can
    // delay, and TTFB is queued a task after them (a hidden page just then sends what came first, INP, and TTFB
    // with the next batch): the page is hidden again until TTFB has gone out.
    const sent = () =>
      beacons.flatMap(
        ({ body }) => (JSON.parse(body || '{}') as { metrics?: { name: string }[] }).metrics?.map((m) => m.name) ?? [],
      );
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        });
        return sent();
      })
      .toContain('TTFB');
    expect(await Promise.all(beacons.map(({ status }) => status))).toEqual(beacons.map(() => 204));
  });
});

test.describe('same-origin endpoints', () => {
  test('the /api proxy reaches the real api with the server-side access key', async ({ request }) => {
    const response = await request.get('/api/consumers-v3/utilities/countryList?countryCode=de', {
      headers: { 'x-locale': 'de-DE', cookie: 'secret=1' },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { countries: { countryCode: string; name: string; dialCode: string }[] };
    expect(body.countries).toEqual([
      expect.objectContaining({ countryCode: 'DE', name: 'Deutschland', dialCode: '49' }),
    ]);
  });

  test('an api failure through the proxy arrives in the spec error format', async ({ request }) => {
    const response = await request.get('/api/consumers-v3/utilities/countryList?countryCode=123');
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { errorDetails: { errorId: string }[]; correlationId: string };
    expect(body.errorDetails[0]?.errorId).toBe('API400');
    expect(body.correlationId).toMatch(/\S+/);
  });

  test('the performance beacon refuses a malformed batch with API400', async ({ request }) => {
    // A browser's beacon names the page's origin; the storefront refuses posts from anywhere else.
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const response = await request.post('/fapi/performance/ingest', {
      data: { metrics: [{ name: 'LCP' }] },
      headers: { origin },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe(
      'API400',
    );
  });

  test('a post from another site is refused with 403 API403 before anything runs', async ({ request }) => {
    const response = await request.post('/fapi/performance/ingest', {
      data: { metrics: [] },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe(
      'API403',
    );
  });
});
