import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { parseConfig } from '#app/lib/config.server.ts';
import { takeFlashToast } from '#app/lib/flash.server.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import { NonceProvider } from '#app/lib/nonce.tsx';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import App, { loader as rootLoader } from '../root.tsx';
import Product, { action as productAction, loader as productLoader, meta as productMeta } from './product.tsx';

const BASE = 'http://localhost:3000';
const PDP = '/en-us/p/lumen-4-running-shoe-SRN155750';

function argsFor(url: string, init?: RequestInit, env: Record<string, string> = {}) {
  const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test', ...env });
  const context = createLoadContext({ config, nonce: 'test-nonce', correlationId: 'corr-product-test' });
  const location = new URL(url);
  const [, locale = '', , product = ''] = location.pathname.split('/');
  return {
    request: new Request(url, init),
    params: { locale, product },
    context,
    url: location,
    pattern: '/:locale/p/:product',
  };
}

/** `path`'s page; `at`: the address the browser shows it at (the page cache's copy at a campaign's landing). */
async function renderProduct(path: string, at = path) {
  const args = argsFor(`${BASE}${path}`);
  const root = await rootLoader(args);
  const product = await productLoader(args);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: App,
      children: [{ id: 'routes/product', path: ':locale/p/:product', Component: Product }],
    },
  ]);
  const html = renderToString(
    <NonceProvider value="test-nonce">
      <Stub initialEntries={[at]} hydrationData={{ loaderData: { root: root.data, 'routes/product': product } }} />
    </NonceProvider>,
  );
  return { html, product };
}

function post(fields: Record<string, string>) {
  return argsFor(`${BASE}${PDP}?colour=297&size=9`, { method: 'POST', body: new URLSearchParams(fields) });
}

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('product route', () => {
  it('renders name, price, swatches, widths and sizes, with the sold-out size marked', async () => {
    const { html } = await renderProduct(`${PDP}?colour=297&size=9`);
    expect(html).toContain('<h1');
    expect(html).toContain('Lumen 4 Running Shoe</h1>');
    // Sale price and the struck-through original, each with its accessible name.
    expect(html).toContain('Sale price');
    expect(html).toMatch(/<s[^>]*>.*Original price.*\$130\.00/s);
    expect(html).toContain('$99.00');
    // The rating under the price leads to the reviews, read as one sentence.
    expect(html).toMatch(/<a [^>]*href="[^"]*#reviews"[^>]*>.*4\.3.*14 reviews.*Rated 4\.3 out of 5, 14 reviews/s);
    // Colour swatches: a radio group of crawlable links; the second colourway is sold out.
    expect(html).toContain('role="radiogroup"');
    const swatch = /<a [^>]*data-colour="297"[^>]*>/.exec(html)?.[0] ?? '';
    expect(swatch).toContain('href="/en-us/p/lumen-4-running-shoe-SRN155750?colour=297&amp;width=D&amp;size=9"');
    // The other colourway is made in the chosen width and size: its swatch keeps them.
    const otherSwatch = /<a [^>]*data-colour="151"[^>]*>/.exec(html)?.[0] ?? '';
    expect(otherSwatch).toContain('href="/en-us/p/lumen-4-running-shoe-SRN155750?colour=151&amp;width=D&amp;size=9"');
    expect(swatch).toContain('role="radio"');
    expect(swatch).toContain('aria-checked="true"');
    expect(html).toContain('aria-label="Red/Mustard, sold out"');
    // Widths and sizes; size 9 (standard width) is sold out, chosen from the URL, with the sign-up link.
    expect(html).toContain('Standard (D)');
    expect(html).toContain('Wide (2E)');
    expect(html).toContain('aria-label="9, sold out"');
    expect(html).toContain('Size 9 is sold out in this color.');
    expect(html).toContain('href="#modal-notify"');
    // Size chart and foot-size guide links; the description and localised attributes.
    expect(html).toContain('href="#modal-size-chart"');
    expect(html).toContain('href="#modal-size-guide"');
    expect(html).toContain('Recycled mesh');
    expect(html).toContain('Road running');
    // Breadcrumbs and the JSON-LD with the nonce.
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('aria-current="page"');
    const jsonLd = /<script type="application\/ld\+json" nonce="test-nonce">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const [product, breadcrumbs] = JSON.parse(jsonLd ?? '[]') as [
      {
        '@type': string;
        name: string;
        offers: Array<{ availability: string; priceCurrency: string; price: string; url: string; sku: string }>;
        aggregateRating?: unknown;
      },
      { '@type': string; itemListElement: unknown[] },
    ];
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe('Lumen 4 Running Shoe');
    expect(product.offers).toHaveLength(20);
    expect(product.offers[0]).toMatchObject({ price: '99.00', priceCurrency: 'USD' });
    // Each offer's address is the page with its variant chosen (colour, width, size), so each is its own URL.
    expect(new Set(product.offers.map((offer) => offer.url)).size).toBe(20);
    expect(product.offers.find((offer) => offer.sku === '123456789013')?.url).toBe(
      `${BASE}${PDP}?colour=297&width=2E&size=9.5`,
    );
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 14,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.offers.filter((o) => o.availability.endsWith('OutOfStock'))).toHaveLength(11);
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(breadcrumbs.itemListElement).toHaveLength(3);
  });

  it('says how few are left of a chosen size at or below the low-stock level, not above it', async () => {
    // The mock's standard width holds 3 of size 8 and 4 of size 8.5.
    expect((await renderProduct(`${PDP}?colour=297&width=D&size=8`)).html).toContain('Only 3 left in this size');
    expect((await renderProduct(`${PDP}?colour=297&width=D&size=8.5`)).html).not.toContain('left in this size');
  });

  it('has the add-to-cart button disabled until an in-stock size is chosen, with its variant ready', async () => {
    const none = (await renderProduct(PDP)).html;
    expect(none).toMatch(/<button[^>]*disabled=""[^>]*>Add to cart/);
    const chosen = (await renderProduct(`${PDP}?colour=297&width=2E&size=9.5`)).html;
    expect(chosen).toContain('name="upc" value="123456789013"');
    expect(chosen).not.toMatch(/<button[^>]*disabled=""[^>]*>Add to cart/);
  });

  it('gives meta a title, a description, the canonical URL and hreflang for every locale of the brand', async () => {
    const { product } = await renderProduct(PDP);
    expect(product.seo.title).toBe('Lumen 4 Running Shoe | Stride');
    expect(product.seo.canonical).toBe(`${BASE}${PDP}`);
    // The JSON-LD is made while rendering, from the details: the loader data (sent to the browser) does not repeat it.
    expect(JSON.stringify(product)).not.toContain('schema.org');
    expect(product.seo.alternates.map((a) => a.hrefLang)).toEqual([
      'en-US',
      'en-GB',
      'de-DE',
      'fr-FR',
      'ja-JP',
      'x-default',
    ]);
  });

  it("points each hreflang link at that locale's own slug, and x-default at the default locale's page", async () => {
    const product = await productLoader(argsFor(`${BASE}/fr-fr/p/chaussure-de-running-lumen-4-SRN155750`));
    expect(product.seo.alternates).toEqual([
      { hrefLang: 'en-US', href: `${BASE}/en-us/p/lumen-4-running-shoe-SRN155750` },
      { hrefLang: 'en-GB', href: `${BASE}/en-gb/p/lumen-4-running-shoe-SRN155750` },
      { hrefLang: 'de-DE', href: `${BASE}/de-de/p/lumen-4-laufschuh-SRN155750` },
      { hrefLang: 'fr-FR', href: `${BASE}/fr-fr/p/chaussure-de-running-lumen-4-SRN155750` },
      { hrefLang: 'ja-JP', href: `${BASE}/ja-jp/p/lumen-4-running-shoe-SRN155750` },
      { hrefLang: 'x-default', href: `${BASE}/en-us/p/lumen-4-running-shoe-SRN155750` },
    ]);
    // Each link is the canonical URL of the page it names: none would answer with a redirect.
    for (const { href } of product.seo.alternates) {
      const path = new URL(href).pathname;
      const other = await productLoader(argsFor(`${BASE}${path}`));
      expect(other.seo.canonical).toBe(href);
    }
    // The document head carries them as <link rel="alternate" hreflang>.
    const meta = productMeta({ loaderData: product } as Parameters<typeof productMeta>[0]);
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de-DE',
      href: `${BASE}/de-de/p/lumen-4-laufschuh-SRN155750`,
    });
    // A link shared in a chat or a post: the product's name and description, its page, the brand.
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: 'og:type', content: 'product' },
        { property: 'og:title', content: product.details.name },
        { property: 'og:description', content: product.seo.description },
        { property: 'og:url', content: product.seo.canonical },
        { property: 'og:site_name', content: 'Stride' },
        // Read as French, with the brand's other locales of the product (tester t3-F9).
        { property: 'og:locale', content: 'fr_FR' },
        { property: 'og:locale:alternate', content: 'en_US' },
        { property: 'og:locale:alternate', content: 'ja_JP' },
      ]),
    );
  });

  it('is the same markup at an address with a campaign’s parameters: the page cache’s copy hydrates there', async () => {
    // The page cache renders a landing's page without them (docs/decisions/0022); the browser shows it at the
    // landing's address. Links, forms, hidden fields and return addresses built from the address must not differ.
    for (const query of ['', '?colour=297&size=9']) {
      const page = `${PDP}${query}`;
      const { html } = await renderProduct(page);
      const landing = `${page}${query ? '&' : '?'}utm_source=news&utm_medium=email&utm_campaign=spring&gclid=Cj0KCQ1&fbclid=IwAR1&msclkid=2`;
      const { html: atLanding } = await renderProduct(page, landing);
      expect(atLanding, landing).toBe(html);
      expect(html).not.toMatch(/utm_|gclid|fbclid|msclkid/);
    }
  });

  it('speaks the locale: German labels, EU sizes and euros', async () => {
    const { html } = await renderProduct('/de-de/p/lumen-4-laufschuh-SRN155750');
    expect(html).toContain('Lumen 4 Laufschuh</h1>');
    expect(html).toContain('In den Warenkorb');
    expect(html).toMatch(/90,00.€/);
    expect(html).toContain('>42,5<');
  });
});

describe('product sizes in the page’s language', () => {
  it('writes a sold-out half size with the decimal comma in German: notice, sign-up and its confirmation', async () => {
    const { html } = await renderProduct('/de-de/p/lumen-4-laufschuh-SRN155750?colour=297&size=42.5');
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain('aria-label="42,5, ausverkauft"');
    expect(text).toContain('Größe 42,5 ist in dieser Farbe ausverkauft.');
    expect(text).toContain('Größe 42,5, wieder vorrätig haben.');
    // The sign-up and the add post the catalog's label, the value of forms; the action writes it as the page does.
    const signUp = /<form(?:(?!<\/form>).)*name="intent" value="notify"(?:(?!<\/form>).)*<\/form>/s.exec(text)?.[0];
    expect(signUp).toContain('<input type="hidden" name="size" value="42.5"/>');
    expect(text).not.toMatch(/Größe 42\.5/);
  });

  it('the add posts the half size’s catalog label, which a refusal writes as the page does (cart-problems.server.ts)', async () => {
    const { html } = await renderProduct('/de-de/p/lumen-4-laufschuh-SRN155750?colour=297&width=2E&size=42.5');
    const add = /<form[^>]*id="add-to-cart"[^>]*>.*?<\/form>/s.exec(html)?.[0];
    expect(add).toContain('<input type="hidden" name="size" value="42.5"/>');
  });

  const notify = (path: string, size: string) =>
    productAction(
      argsFor(`${BASE}${path}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'notify', email: 'a@example.com', upc: '123456789002', size }),
      }),
    ) as Promise<Response>;
  const toastOf = async (response: Response) => {
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    return (await takeFlashToast(new Request(BASE, { headers: { cookie } }), { secure: false })).toast!;
  };

  it.each([
    ['de-de', '/de-de/p/lumen-4-laufschuh-SRN155750?colour=297&size=42.5', '42.5', 'sobald Größe 42,5 wieder da ist.'],
    ['fr-fr', '/fr-fr/p/lumen-4-chaussure-SRN155750?colour=297&size=42.5', '42.5', 'dès que la pointure 42,5 sera'],
    // A page from before posted the size as it showed it: written as it was.
    ['de-de', '/de-de/p/lumen-4-laufschuh-SRN155750?colour=297&size=42.5', '42,5', 'sobald Größe 42,5 wieder da ist.'],
    ['en-us', `${PDP}?colour=297&size=9.5`, '9.5', 'when size 9.5 is back.'],
  ] as const)(
    'the back-in-stock confirmation in %s writes the size posted (%s) as the size picker does',
    async (locale, path, size, said) => {
      const toast = await toastOf(await notify(path, size));
      expect(toast.values).toMatchObject({ kind: 'shoe' });
      expect(translatorFor(locale).format(toast.message as MessageKey, toast.values)).toContain(said);
    },
  );

  it.each([
    ['en-us', 'OS', 'email you when it’s back.'],
    ['en-gb', 'One size', 'email you when it’s back.'],
    ['de-de', 'OS', 'sobald der Artikel wieder da ist.'],
    // A page from before posted the one size's words: still the one size, not "Größe Einheitsgröße".
    ['de-de', 'Einheitsgröße', 'sobald der Artikel wieder da ist.'],
    ['fr-fr', 'Taille unique', 'dès que l’article sera de retour.'],
    ['ja-jp', 'OS', 'この商品が再入荷'],
    ['ja-jp', 'フリーサイズ', 'この商品が再入荷'],
  ] as const)(
    'a one-size style’s confirmation in %s (posted %s) names the item, not "size One size"',
    async (locale, size, said) => {
      const toast = await toastOf(await notify(`/${locale}/p/x-SRN155750`, size));
      expect(toast.values).toMatchObject({ kind: 'one' });
      const text = translatorFor(locale).format(toast.message as MessageKey, toast.values) ?? '';
      expect(text).toContain(said);
      expect(text).not.toMatch(/size|Größe|taille|サイズ/i);
      expect(text).not.toContain('OS');
    },
  );
});

describe('product loader', () => {
  it('moves a wrong slug and the -p alternate to the canonical URL for good, keeping the query', async () => {
    for (const path of [
      '/en-us/p/old-name-SRN155750?colour=151',
      '/en-us/p/x-pSRN155750?colour=151',
      // The style code in lower or mixed case (a shared or hand-typed link).
      `${PDP.toLowerCase()}?colour=151`,
      '/en-us/p/old-name-Srn155750?colour=151',
    ]) {
      const response = (await failure(productLoader(argsFor(`${BASE}${path}`)))) as Response;
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`${PDP}?colour=151`);
    }
  });

  it('answers 404 for an unknown product, a malformed code and another brand', async () => {
    for (const path of ['/en-us/p/nope-ZZZ99999', '/en-us/p/lowercase-abc']) {
      expect(await failure(productLoader(argsFor(`${BASE}${path}`)))).toMatchObject({ init: { status: 404 } });
    }
    const kestrel = argsFor(`http://kestrel.localhost:3000${PDP}`, undefined, {
      BRAND_HOSTS: 'kestrel.localhost=kestrel',
    });
    expect(await failure(productLoader(kestrel))).toMatchObject({ init: { status: 404 } });
  });

  it('drops a colour the product does not have, for good like the other canonical moves', async () => {
    const response = (await failure(productLoader(argsFor(`${BASE}${PDP}?colour=999&size=9`)))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${PDP}?size=9`);
    // With the style code in lower case too: one move to the canonical URL.
    const both = (await failure(productLoader(argsFor(`${BASE}${PDP.toLowerCase()}?colour=999`)))) as Response;
    expect(both.status).toBe(301);
    expect(both.headers.get('location')).toBe(PDP);
  });

  it.each(['abc', '%E2%82%AC', '', '%00'])('drops a malformed colour (%j) the same way, in one move', async (value) => {
    const response = (await failure(productLoader(argsFor(`${BASE}${PDP}?colour=${value}&size=9`)))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${PDP}?size=9`);
    const alone = (await failure(productLoader(argsFor(`${BASE}${PDP}?colour=${value}`)))) as Response;
    expect(alone.status).toBe(301);
    expect(alone.headers.get('location')).toBe(PDP);
  });
});

describe('product actions', () => {
  it('notify: signs up and redirects with a flash toast', async () => {
    const response = (await productAction(
      post({ intent: 'notify', email: 'a@example.com', upc: '123456789002', size: '9' }),
    )) as Response;
    expect(response.status).toBe(303);
    // Back to the sizes: a fragment of its own, or the browser keeps the post's #modal-notify and reopens it.
    expect(response.headers.get('location')).toBe(`${PDP}?colour=297&size=9#size-picker`);
    expect(response.headers.get('set-cookie')).toContain('outsole_flash=');
    // Double opt-in (decision 0042, addendum session 51): the toast sends the shopper to their inbox.
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const { toast } = await takeFlashToast(new Request(BASE, { headers: { cookie } }), { secure: false });
    expect(toast).toMatchObject({ kind: 'success', message: 'product.notify.checkInbox', values: { size: '9' } });
  });

  it('notify: an invalid email is a field error; an api error its localised message', async () => {
    const invalid = await productAction(post({ intent: 'notify', email: 'not-an-email', upc: '123456789002' }));
    expect(invalid).toMatchObject({
      data: { intent: 'notify', fieldErrors: { email: 'Please enter a valid email address.' } },
    });
    // The demo shopper's address with a Cyrillic "е" in the domain's A-label, as the api refuses it (t2-F5).
    const lookalike = await productAction(
      post({ intent: 'notify', email: 'shopper@xn--exampl-8of.com', upc: '123456789002' }),
    );
    expect(lookalike).toMatchObject({
      data: {
        intent: 'notify',
        fieldErrors: { email: expect.stringContaining('mixes letters of different alphabets') },
      },
    });
    // An in-stock size: the api refuses with API400.
    const refused = await productAction(post({ intent: 'notify', email: 'a@example.com', upc: '123456789000' }));
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { intent: 'notify', formError: 'Some details aren’t quite right. Please check them and try again.' },
    });
  });

  it('notify: an email longer than the api takes, or a size the page never offers, is answered at the form, not thrown', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const long = await productAction(post({ intent: 'notify', email, upc: '123456789002' }));
    expect(long).toMatchObject({
      init: { status: 400 },
      data: { intent: 'notify', email, fieldErrors: { email: 'Please use at most 254 characters.' } },
    });
    const upc = await productAction(post({ intent: 'notify', email: 'a@example.com', upc: 'x' }));
    expect(upc).toMatchObject({
      init: { status: 400 },
      data: { intent: 'notify', formError: 'This couldn’t be sent. Please reload the page and try again.' },
    });
    await expect(productAction(post({ intent: 'no-such-intent' }))).rejects.toMatchObject({ init: { status: 400 } });
  });

  it('find-stores: stores with stock near a postal code or a city, none elsewhere, an error for an unknown place', async () => {
    const found = await productAction(post({ intent: 'find-stores', place: '10012' }));
    expect(found).toMatchObject({ data: { intent: 'find-stores', place: '10012' } });
    const stores = (found as { data: { stores: Array<{ store: { name: string } }> } }).data.stores;
    expect(stores.map((s) => s.store.name)).toEqual(['Stride SoHo', 'Stride Flatiron']);
    expect(await productAction(post({ intent: 'find-stores', place: 'New York' }))).toMatchObject({
      data: { place: 'New York', stores: [{ store: { name: 'Stride SoHo' } }, { store: { name: 'Stride Flatiron' } }] },
    });
    expect(await productAction(post({ intent: 'find-stores', place: '30301' }))).toMatchObject({
      data: { stores: [] },
    });
    expect(await productAction(post({ intent: 'find-stores', place: '99999' }))).toMatchObject({
      data: { fieldError: 'We couldn’t find that place. Please check it and try again.' },
    });
    expect(await productAction(post({ intent: 'find-stores', place: '' }))).toMatchObject({
      data: { fieldError: 'Please fill in this field.' },
    });
  });

  it('find-stores near the shopper: their position, rounded, in place of a place; a malformed one is no position', async () => {
    const near = await productAction(
      post({ intent: 'find-stores', place: 'ignored', latitude: '40.730149', longitude: '-73.993512' }),
    );
    expect(near).toMatchObject({
      data: { intent: 'find-stores', place: '', nearYou: true, stores: [{ store: { name: 'Stride SoHo' } }, {}] },
    });
    expect(await productAction(post({ intent: 'find-stores', latitude: '48.137', longitude: '11.575' }))).toMatchObject(
      { data: { nearYou: true, stores: [] } },
    );
    for (const [latitude, longitude] of [
      ['91', '0'],
      ['40.7', '-181'],
      ['north', '-73.99'],
      ['40.7', ''],
      ['Infinity', '0'],
    ] as const) {
      const answer = await productAction(post({ intent: 'find-stores', latitude, longitude }));
      expect(answer, `${latitude}, ${longitude}`).toMatchObject({ data: { fieldError: 'Please fill in this field.' } });
      expect((answer as { data: { nearYou?: boolean } }).data.nearYou).toBeUndefined();
    }
  });
});
