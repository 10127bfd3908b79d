import { connect } from 'node:net';

import { request as requests, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';

import { inStockProductPath } from './cart-fixture.ts';
import { expect, test } from './fixtures.ts';
import { SEEDED_PRODUCT, seededProduct } from './product-fixture.ts';

/**
 * The storefront's own doors under junk, as a shopper's browser without JavaScript, a bot or an attacker may knock:
 * form posts to every action (the cart's, the session's, the region switch, the product page's add to cart, back in
 * stock, find in store, reviews and questions, the account's and the password reset's) and to pages and endpoints that take none, with real or junk fields, encoded
 * as forms, multipart, JSON or nothing sensible, with or without a session; and page requests with junk query
 * strings. No answer is a 5xx, each comes in time, and the storefront still serves a page afterwards. The api's own
 * endpoints are fuzzed by its tests (apps/api/src/test/fuzz-kit.ts).
 */

const LISTING = '/en-us/c/shoes-653341';

const LINE = ['itemId', 'upc', 'productId', 'known'];
const CARD = ['digital', 'email', 'to', 'from', 'message'];
const CONTACT = ['firstName', 'lastName', 'email', 'phone', 'withContact'];
const CART = '/en-us/cart';

/** Every form the storefront posts, by door, intent and the fields it sends; and doors that take no form. */
const FORMS: Array<{ route: string; intent: string; fields: string[] }> = [
  { route: SEEDED_PRODUCT.path, intent: 'add-item', fields: ['productId', 'upc', 'qty', 'storeId', ...CARD] },
  // The product page's own: back-in-stock, find in store (by place or position), reviews and questions.
  { route: SEEDED_PRODUCT.path, intent: 'notify', fields: ['email', 'upc', 'size'] },
  { route: SEEDED_PRODUCT.path, intent: 'find-stores', fields: ['place', 'latitude', 'longitude'] },
  { route: SEEDED_PRODUCT.path, intent: 'review-vote', fields: ['reviewId', 'helpful'] },
  { route: SEEDED_PRODUCT.path, intent: 'answer-vote', fields: ['answerId', 'helpful'] },
  { route: SEEDED_PRODUCT.path, intent: 'review-flag', fields: ['reviewId', 'reason', 'comment'] },
  { route: SEEDED_PRODUCT.path, intent: 'review-translate', fields: ['reviewId'] },
  { route: SEEDED_PRODUCT.path, intent: 'question-translate', fields: ['questionId'] },
  { route: SEEDED_PRODUCT.path, intent: 'review-write', fields: ['rating', 'title', 'text', 'authorName', 'fit'] },
  { route: SEEDED_PRODUCT.path, intent: 'question-ask', fields: ['text', 'authorName'] },
  { route: CART, intent: 'add-item', fields: ['productId', 'upc', 'qty', 'storeId', ...CARD] },
  { route: CART, intent: 'update-item', fields: [...LINE, 'qty'] },
  { route: CART, intent: 'remove-item', fields: LINE },
  { route: CART, intent: 'apply-coupon', fields: ['code', 'known'] },
  { route: CART, intent: 'remove-coupon', fields: ['code', 'known'] },
  { route: CART, intent: 'save-for-later', fields: LINE },
  { route: CART, intent: 'move-to-cart', fields: [...LINE, 'saveForLaterId'] },
  { route: CART, intent: 'remove-saved', fields: ['itemId', 'saveForLaterId'] },
  {
    route: CART,
    intent: 'set-shipping-method',
    fields: [
      'shippingId',
      'code',
      'storeId',
      'collectionPointId',
      ...CONTACT,
      'currentStoreId',
      'confirmChange',
      'known',
    ],
  },
  { route: CART, intent: 'set-gift', fields: [...LINE, 'gift', 'giftBox', 'remove', ...CARD] },
  { route: CART, intent: 'set-reward', fields: ['points', 'remove', 'known'] },
  { route: CART, intent: 'take-gift', fields: ['promotionId', 'known'] },
  { route: '/en-us/session', intent: 'sign-in', fields: ['username', 'password', 'recaptcha_response', 'redirectTo'] },
  {
    route: '/en-us/session',
    intent: 'sign-up',
    fields: [
      'email',
      'password',
      'firstName',
      'lastName',
      'phone',
      'phoneCode',
      'emailOptIn',
      'recaptcha_response',
      'redirectTo',
    ],
  },
  { route: '/en-us/session', intent: 'sign-out', fields: ['redirectTo'] },
  { route: '/en-us/session', intent: 'forgot-password', fields: ['email', 'recaptcha_response'] },
  { route: '/en-us/session', intent: 'accept-employee-terms', fields: ['redirectTo'] },
  { route: '/en-us/session', intent: 'dismiss-merge-notice', fields: ['redirectTo'] },
  { route: '/en-us/session', intent: 'unknown', fields: ['redirectTo'] },
  { route: '/en-us/region', intent: 'region', fields: ['locale', 'returnTo'] },
  {
    route: '/en-us/account',
    intent: 'change-password',
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
  },
  {
    route: '/en-us/account?edit=details',
    intent: 'update-profile',
    fields: [
      'firstName',
      'lastName',
      'phone',
      'phoneCode',
      'birthDate',
      'postalCode',
      'interests',
      'preferredShoeSize',
      'emailOptIn',
    ],
  },
  {
    route: '/en-us/reset-password?token=junk',
    intent: 'reset-password',
    fields: ['token', 'newPassword', 'confirmPassword'],
  },
  { route: '/en-us/gift-card-balance', intent: 'balance', fields: ['cardNumber', 'pin'] },
  ...[
    LISTING,
    '/en-us/search?q=shoe',
    '/en-us/shopper',
    '/en-us',
    '/fapi/performance/ingest',
    '/ja-jp/cart',
    '/xx-yy/session',
    `${SEEDED_PRODUCT.path}.data`,
    '/en-us/cart.data',
  ].map((route) => ({ route, intent: 'apply-coupon', fields: ['code', 'known'] })),
];

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '💥'.repeat(30),
  'x'.repeat(5_000),
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'NaN',
  '__proto__',
  "' or 1=1 --",
  '%ff',
  '../../etc/passwd',
  '//evil.example/',
  '<script>alert(1)</script>',
  '{}',
];

test.describe('robustness', () => {
  test('junk form posts to every route never get a 5xx', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const { colour, inStock } = await seededProduct(request);
    const real: Record<string, string[]> = {
      productId: [SEEDED_PRODUCT.productId],
      upc: colour.variants.slice(0, 3).map((variant) => variant.upc),
      qty: ['1', '2', '99', '100'],
      code: ['WELCOME10', 'standard', 'pickup', 'sts', 'pudo'],
      redirectTo: ['/en-us/cart', LISTING],
      email: ['shopper@example.com'],
      cardNumber: ['6280 4417 3092 5516', '6280441730926604'],
      pin: ['1234', '12345678'],
      username: ['shopper@example.com'],
      password: ['Outsole-demo-2026'],
      locale: ['en-gb', 'ja-jp', 'de-de'],
      returnTo: ['/cart', '/c/shoes-653341'],
      known: [`${SEEDED_PRODUCT.productId}|${inStock!.upc}|1||`],
      shippingId: ['home'],
      points: ['500', '1'],
      gift: ['1'],
      giftBox: ['1'],
      remove: ['1'],
      withContact: ['1'],
      place: ['10012', 'New York'],
      latitude: ['40.73', '-91'],
      longitude: ['-73.993', '181'],
      helpful: ['true', 'false'],
      rating: ['5', '1'],
      reason: ['spam', 'offensive'],
      fit: ['true-to-size'],
      phoneCode: ['44', '1', '+49'],
    };
    // A guest with a cart, so the cart's intents reach the api.
    const add = await request.post(SEEDED_PRODUCT.path, {
      form: { intent: 'add-item', productId: SEEDED_PRODUCT.productId, upc: inStock!.upc, qty: '1' },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(add.status()).toBe(303);
    const cartPage = await (await request.get(CART)).text();
    const itemIds = [...cartPage.matchAll(/name="itemId" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(itemIds.length).toBeGreaterThan(0);
    real.itemId = itemIds;
    const productPage = await (await request.get(SEEDED_PRODUCT.path)).text();
    real.reviewId = [...productPage.matchAll(/name="reviewId" value="([^"]+)"/g)].map((match) => match[1]!);
    // Ids of the right shape that name nothing too, so votes reach the api and meet its 404.
    real.answerId = [...productPage.matchAll(/name="answerId" value="([^"]+)"/g)].map((match) => match[1]!);
    real.answerId.push('00000000-0000-4000-8000-000000000000');
    expect(real.reviewId.length).toBeGreaterThan(0);
    real.reviewId.push('00000000-0000-4000-8000-000000000000');

    /** A real value (most often, where there is one) or junk. */
    const value = (name: string) =>
      real[name]?.length
        ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...real[name]) }, fc.constantFrom(...NASTY))
        : fc.constantFrom(...NASTY);
    const post = fc.constantFrom(...FORMS).chain(({ route, intent, fields }) =>
      fc.record({
        route: fc.constant(route),
        intent: fc.constant(intent),
        // Each field the form sends, most often there, with a real value or junk.
        fields: fc
          .tuple(
            ...fields.map((name) =>
              fc.option(
                value(name).map((v) => [name, v] as const),
                { freq: 5 },
              ),
            ),
          )
          .map((entries) => entries.filter((entry) => entry !== null)),
        encoding: fc.constantFrom('form', 'form', 'form', 'form', 'form', 'multipart', 'json', 'raw'),
        raw: fc.constantFrom('', '%', '&&&', 'intent', '\u0000', 'a=%ff', 'intent=add-item&qty=' + '9'.repeat(400)),
        session: fc.constantFrom('kept', 'kept', 'kept', 'none', 'forged'),
      }),
    );

    await fc.assert(
      fc.asyncProperty(post, async ({ route, intent, fields, encoding, raw, session }) => {
        const entries: Array<readonly [string, string]> = [
          ['intent', intent],
          ...(fields as Array<readonly [string, string]>),
        ];
        const request_ = await pick(request, session);
        const response = await request_.fetch(route, {
          method: 'POST',
          maxRedirects: 0,
          timeout: 10_000,
          headers: { origin, ...(encoding === 'raw' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          ...(encoding === 'form'
            ? { form: Object.fromEntries(entries) }
            : encoding === 'multipart'
              ? { multipart: Object.fromEntries(entries) }
              : encoding === 'json'
                ? { data: Object.fromEntries(entries) }
                : { data: raw }),
        });
        expect(response.status(), `${route} ${encoding} ${JSON.stringify(entries).slice(0, 300)}`).toBeLessThan(500);
        if (request_ !== request) await request_.dispose();
      }),
      { numRuns: 600, seed: 20261205 },
    );
    expect((await request.get(LISTING)).status()).toBe(200);
  });

  // Tester finding F4 (session 51): a character above U+00FF made the Location header throw, a 500.
  test('a redirect target of any characters is a 303: percent-encoded, or home when it holds a control character', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const send = (route: string, form: Record<string, string>) =>
      request.post(route, { form, headers: { origin }, maxRedirects: 0 });
    for (const [redirectTo, location] of [
      ['/en-us/\u65e5\u672c', '/en-us/%E6%97%A5%E6%9C%AC'],
      ['/\u3000/x', '/%E3%80%80/x'],
      ['/en-us/\u00e9', '/en-us/%C3%A9'],
      ['/en-us/\u2028x', '/en-us'],
    ] as const) {
      const response = await send('/en-us/session', { intent: 'sign-out', redirectTo });
      expect(response.status(), redirectTo).toBe(303);
      expect(response.headers().location, redirectTo).toBe(location);
    }
    for (const [returnTo, location] of [
      ['/\u65e5', '/en-gb/%E6%97%A5'],
      ['/\r\nX-Evil: 1', '/en-gb'],
    ] as const) {
      const response = await send('/en-us/region', { locale: 'en-gb', returnTo });
      expect(response.status(), returnTo).toBe(303);
      expect(response.headers().location, returnTo).toBe(location);
      expect(response.headers()['x-evil']).toBeUndefined();
    }
  });

  test('without JavaScript: a hand-edited add to cart comes back to the product page with its problem at the form', async ({
    browser,
    request,
  }) => {
    const { path, name } = await inStockProductPath(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const form = page.getByTestId('add-to-cart');
    // As a tampered form would post it (decision 0050, addendum): a quantity no page sends, or no size.
    const edits: Array<[string, string | null, string]> = [
      ['qty', 'abc', 'The quantity must be a whole number from 1 to 99. Please reload the page and try again.'],
      ['qty', '-1', 'The quantity must be a whole number from 1 to 99. Please reload the page and try again.'],
      ['qty', '1e9', 'The quantity must be a whole number from 1 to 99. Please reload the page and try again.'],
      ['qty', '100', 'You can add up to 99 of this item at a time.'],
      ['upc', null, 'Choose a size to add this item to your cart.'],
    ];
    for (const [field, value, message] of edits) {
      await page.goto(path);
      await form.evaluate(
        (element, [name, edited]) => {
          element.querySelector(`input[name="${name}"]`)?.remove();
          if (edited === null) return;
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name!;
          input.value = edited;
          element.append(input);
        },
        [field, value] as const,
      );
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Add to cart' }).click();
      expect((await answer).status(), `${field}=${value}`).toBe(400);
      await expect(form.getByText(message), `${field}=${value}`).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Something went wrong', { exact: false })).toHaveCount(0);
    }
    // Nothing was added.
    await page.goto('/en-us/cart');
    await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toHaveCount(0);
    await context.close();
  });

  test('without JavaScript on a phone: an add comes back at its form, a refused one with its message in view, an added one with its confirmation', async ({
    browser,
    request,
  }) => {
    const { path, name } = await inStockProductPath(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    const form = page.getByTestId('add-to-cart');
    const header = page.getByRole('banner');

    // Refused (decision 0050, addendum): the page comes back at the form (#add-to-cart), its message below the
    // sticky header, not at the top of the page with the message a phone's screens further down.
    await page.goto(path);
    await form.evaluate((element) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'qty';
      input.value = 'abc';
      element.append(input);
    });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState();
    expect(new URL(page.url()).hash).toBe('#add-to-cart');
    const message = form.getByText('The quantity must be a whole number from 1 to 99.', { exact: false });
    await expect(message).toBeInViewport();
    await expect(form.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
    const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    expect((await message.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);

    // Added: the 303 keeps the post's fragment, so the page comes back at the form, with the confirmation's toast
    // (fixed at the bottom of the screen) in view.
    await page.goto(path);
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).hash).toBe('#add-to-cart');
    await expect(page.getByText(`Added to your cart: ${name}.`)).toBeInViewport();
    await expect(form.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
    await context.close();
  });

  test('a page asked with control characters in its query moves to the URL without them, and echoes none', async ({
    request,
  }) => {
    for (const path of ['/en-us', LISTING, SEEDED_PRODUCT.path, '/en-us/search', '/en-us/cart']) {
      const url = `${path}?q=trail%00running&colour=%00&size=10%01&email=a%00b`;
      const moved = await request.get(url, { maxRedirects: 0 });
      expect(moved.status(), url).toBe(301);
      expect(moved.headers().location, url).toBe(`${path}?q=trail+running&colour=&size=10&email=a+b`);
      const page = await request.get(url);
      expect(page.status(), url).toBe(200);
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      expect(await page.text(), url).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    }
  });

  test('every page has one address: a slash at the end, a page number that is page 1 or none, one past the last move for good', async ({
    request,
  }) => {
    for (const path of ['/en-us', LISTING, SEEDED_PRODUCT.path, '/en-us/search', '/en-us/gift-card-balance']) {
      const moved = await request.get(`${path}/?utm_source=mail`, { maxRedirects: 0 });
      expect(moved.status(), path).toBe(301);
      expect(moved.headers().location, path).toBe(`${path}?utm_source=mail`);
    }
    for (const page of ['1', '0', '-1', 'abc']) {
      const moved = await request.get(`${LISTING}?sort=price-asc&page=${page}`, { maxRedirects: 0 });
      expect(moved.status(), page).toBe(301);
      expect(moved.headers().location, page).toBe(`${LISTING}?sort=price-asc`);
    }
    const past = await request.get(`${LISTING}?page=999`, { maxRedirects: 0 });
    expect(past.status()).toBe(301);
    expect(past.headers().location).toMatch(new RegExp(`^${LISTING}\\?page=\\d+$`));
    expect((await request.get(past.headers().location ?? '', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('a URL differing only in case moves for good to the canonical one: locale in capitals, style code in lower case, unknown colour', async ({
    request,
  }) => {
    const moves = [
      ['/EN-US/cart', '/en-us/cart'],
      ['/De-De?utm_source=mail', '/de-de?utm_source=mail'],
      [`${SEEDED_PRODUCT.path.replace('SRN', 'srn')}?size=9`, `${SEEDED_PRODUCT.path}?size=9`],
      [`${SEEDED_PRODUCT.path}?colour=999&size=9`, `${SEEDED_PRODUCT.path}?size=9`],
    ] as const;
    for (const [from, to] of moves) {
      const moved = await request.get(from, { maxRedirects: 0 });
      expect(moved.status(), from).toBe(301);
      expect(moved.headers().location, from).toBe(to);
      expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
    }
    // The locale and the code both off: two moves, and the page at the end.
    const both = await request.get(`/EN-US/p/x-${SEEDED_PRODUCT.productId.toLowerCase()}`);
    expect(both.status()).toBe(200);
    expect(new URL(both.url()).pathname).toBe(SEEDED_PRODUCT.path);
  });

  test('junk query strings on pages never get a 5xx', async ({ request }) => {
    const PAGES = [
      '/en-us',
      LISTING,
      SEEDED_PRODUCT.path,
      '/en-us/search',
      '/en-us/cart',
      '/en-us/reset-password',
      '/en-us/gift-card-balance',
    ];
    const PARAMS = [
      'q',
      'size',
      'colour',
      'gender',
      'priceMin',
      'priceMax',
      'rating',
      'sort',
      'start',
      'width',
      'email',
      // The cart's place dialog: a shipment, a method, a place or a position.
      'place',
      'kind',
      'near',
      'lat',
      'lng',
    ];
    const value = fc.oneof(
      fc.constantFrom(...NASTY, '10', 'M', 'men', 'price-asc', '5', 'home', 'pickup', 'pudo', '40.73', '-73.993'),
      fc.string({ maxLength: 12 }),
    );
    const page = fc.record({
      path: fc.constantFrom(...PAGES),
      query: fc.array(fc.tuple(fc.constantFrom(...PARAMS), value), { maxLength: 5 }),
      data: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(page, async ({ path, query, data }) => {
        const search = new URLSearchParams(query).toString();
        const url = `${path}${data ? '.data' : ''}${search ? `?${search}` : ''}`;
        const response = await request.get(url, { maxRedirects: 0, timeout: 10_000 });
        expect(response.status(), url).toBeLessThan(500);
        // No page echoes a control character of its URL (a NUL in a hidden field, a filter's chip) into its HTML.
        if (!data && response.status() === 200) {
          // eslint-disable-next-line no-control-regex -- control characters are what this looks for
          expect(await response.text(), url).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
        }
      }),
      { numRuns: 120, seed: 20261205 },
    );
  });
});

test.describe('robustness of the /api proxy', () => {
  test('junk calls to every api path through the storefront never get a 5xx', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const document = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(40);
    const segment = fc.constantFrom(...NASTY, SEEDED_PRODUCT.productId, 'stride-en-us', 'side', '057');
    const call = fc.record({
      path: fc.constantFrom(...paths).chain((path) => {
        const names = path.match(/\{[^}]+\}/g) ?? [];
        return fc
          .tuple(...names.map(() => segment))
          .map((values) => names.reduce((url, name, index) => url.replace(name, encodeSegment(values[index]!)), path));
      }),
      method: fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
      body: fc.constantFrom('{}', '{', 'null', '[]', '{"productId":"x","qty":1}', '\u0000'),
      query: fc.constantFrom('', '?q=%ff', '?count=-1', '?start=1e309', `?q=${'x'.repeat(300)}`),
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ path, method, body, query }) => {
        const response = await request.fetch(`/api${path}${query}`, {
          method,
          maxRedirects: 0,
          timeout: 10_000,
          headers: { origin, 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'HEAD' ? {} : { data: body }),
        });
        expect(response.status(), `${method} /api${path}${query}`).toBeLessThan(500);
      }),
      { numRuns: 200, seed: 20261205 },
    );
  });
});

test.describe('robustness of the connection', () => {
  /** Requests written as they stand on one connection; resolves with everything the server sent until it closed. */
  function exchange(baseURL: string | undefined, ...requests: string[]): Promise<string> {
    const { hostname, port } = new URL(baseURL ?? '');
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
      let answer = '';
      socket.setEncoding('utf8');
      socket.setTimeout(15_000, () => socket.destroy(new Error(`no end within 15 s: ${answer.slice(0, 200)}`)));
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      for (const request of requests) socket.write(request);
    });
  }
  const statuses = (answer: string) => [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));

  test('a 2 MB post to a page does not hold up the next request on its connection', async ({ baseURL }) => {
    const { host } = new URL(baseURL ?? '');
    const origin = new URL(baseURL ?? '').origin;
    const body = `intent=add-item&note=${'x'.repeat(2_000_000)}`;
    const answer = await exchange(
      baseURL,
      `POST ${LISTING} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      `GET /health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(statuses(answer)).toEqual([405, 200]);
  });

  test('a request without a usable host is a 400, a health check without one is answered', async ({ baseURL }) => {
    expect(statuses(await exchange(baseURL, 'GET /en-us HTTP/1.0\r\n\r\n'))).toEqual([400]);
    expect(statuses(await exchange(baseURL, 'GET /health HTTP/1.0\r\n\r\n'))).toEqual([200]);
  });

  test('a Host the stack does not serve puts its name in no URL: sitemap, robots.txt and canonical name the brand’s origin', async ({
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    for (const path of ['/sitemap.xml', '/robots.txt', '/en-us']) {
      const answer = await exchange(baseURL, `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(statuses(answer), path).toEqual([200]);
      expect(answer, path).not.toContain('evil.example');
      expect(answer, path).toContain(origin);
    }
  });
});

/** A path segment percent-encoded; a lone surrogate as the bytes a careless client would send for it. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** The test's own request context (a guest with a cart), a fresh one without cookies, or one with forged cookies. */
async function pick(request: APIRequestContext, session: string): Promise<APIRequestContext> {
  if (session === 'kept') return request;
  const baseURL = test.info().project.use.baseURL;
  return requests.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders:
      session === 'forged'
        ? { cookie: 'outsole_at=forged; outsole_rt=forged; outsole_basket_stride-en-us=%ff; outsole_usid=x' }
        : {},
  });
}
