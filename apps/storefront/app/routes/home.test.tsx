import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockSites } from '#app/lib/api/mock/fixtures.ts';
import { createMockFetch } from '#app/lib/api/mock/mock-fetch.server.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import App, { loader as rootLoader } from '../root.tsx';
import Home, { loader as homeLoader, meta } from './home.tsx';

/**
 * The home route as the server renders it: the real root and home loaders run against the mock-mode api
 * (API_MOCK, default fixtures), and their data renders the real components through createRoutesStub.
 */
async function loadHome(url: string, env: Record<string, string> = {}) {
  const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test', ...env });
  const context = createLoadContext({ config, nonce: 'test-nonce', correlationId: 'corr-route-test' });
  const location = new URL(url);
  const locale = location.pathname.split('/')[1] ?? '';
  const args = { request: new Request(url), params: { locale }, context, url: location, pattern: '/:locale' };
  return { location, root: await rootLoader(args), home: await homeLoader(args) };
}

async function renderHome(url: string, env: Record<string, string> = {}) {
  const { location, root, home } = await loadHome(url, env);

  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: App, children: [{ id: 'routes/home', path: ':locale', Component: Home }] },
  ]);
  return renderToString(
    <Stub
      initialEntries={[location.pathname]}
      hydrationData={{ loaderData: { root: root.data, 'routes/home': home } }}
    />,
  );
}

/** The tiles of the featured-products section, in order. */
function featuredTiles(html: string) {
  const section = /<section aria-labelledby="top-rated-title".*?<\/section>/s.exec(html)?.[0] ?? '';
  return { section, names: [...section.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home route', () => {
  it('gives meta a title, a description, its canonical URL and the brand’s home page in each locale', async () => {
    const { home } = await loadHome('http://localhost:3000/de-de?utm_source=mail');
    expect(home.canonical).toBe('http://localhost:3000/de-de');
    expect(home.alternates).toEqual([
      { hrefLang: 'en-US', href: 'http://localhost:3000/en-us' },
      { hrefLang: 'en-GB', href: 'http://localhost:3000/en-gb' },
      { hrefLang: 'de-DE', href: 'http://localhost:3000/de-de' },
      { hrefLang: 'fr-FR', href: 'http://localhost:3000/fr-fr' },
      { hrefLang: 'ja-JP', href: 'http://localhost:3000/ja-jp' },
      { hrefLang: 'x-default', href: 'http://localhost:3000/en-us' },
    ]);
    const tags = meta({ loaderData: home } as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/de-de' });
    expect(tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate')).toHaveLength(6);
    expect(tags).toContainEqual({ property: 'og:description', content: home.description });
    // A link shared from the German home page is read as German, the brand's other locales named (tester t3-F9).
    expect(tags).toContainEqual({ property: 'og:locale', content: 'de_DE' });
    expect(
      tags.flatMap((tag) => ('property' in tag && tag.property === 'og:locale:alternate' ? [tag.content] : [])),
    ).toEqual(['en_US', 'en_GB', 'fr_FR', 'ja_JP']);
  });

  it('links the footer only to pages the storefront has: categories, the size guide, gift card balance, the region form', async () => {
    const html = await renderHome('http://localhost:3000/en-us');
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    const hrefs = [...footer.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(4);
    for (const href of hrefs)
      expect(href).toMatch(/^(\/en-us(\/c\/[a-z0-9-]+-\d{4,6}|\/gift-card-balance)?|#modal-size-guide)$/);
  });

  it('renders the header navigation and the featured categories from the catalog', async () => {
    const html = await renderHome('http://localhost:3000/en-us');
    // Header: the catalog's top levels, their children behind a disclosure, search, account and cart.
    expect(html).toContain('aria-label="Main"');
    expect(html).toMatch(/href="\/en-us\/c\/men-1000"[^>]*>Men</);
    expect(html).toContain('href="/en-us/c/mens-running-shoes-1100"');
    expect(html).toContain('aria-label="Men categories"');
    expect(html).toContain('action="/en-us/search"');
    expect(html).toContain('aria-label="Cart"');
    // Featured categories section with the four top-level categories.
    expect(html).toContain('Shop by category');
    for (const name of ['Men', 'Women', 'Kids', 'Sale']) expect(html).toContain(`>${name}</a></h3>`);
    // Hero and delivery promise in the site's currency.
    expect(html).toContain('Built for the long run.');
    // A whole amount in prose has no zero decimals (t3 F3-13).
    expect(html).toContain('Free standard shipping on orders over $75<');
    expect(html).not.toContain('over $75.00');
  });

  it('speaks the locale of the URL and uses its currency', async () => {
    const html = await renderHome('http://localhost:3000/de-de');
    expect(html).toContain('href="/de-de/c/men-1000"');
    expect(html).toContain('>Herren<');
    expect(html).toContain('Nach Kategorie shoppen');
    expect(html).toMatch(/Kostenloser Standardversand ab 60.€/);
  });

  it('takes the brand from the host name', async () => {
    const html = await renderHome('http://kestrel.localhost:3000/en-gb', { BRAND_HOSTS: 'kestrel.localhost=kestrel' });
    expect(html).toContain('Kestrel home');
    expect(html).toContain('£50');
    expect(html).not.toMatch(/over £50\.00/);
    // Its region switcher offers its own sites only (mock: the US and the UK), not Stride's five.
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('United Kingdom');
    expect(footer).toContain('United States');
    expect(footer).not.toContain('Deutschland');
    expect(footer).not.toContain('日本');
  });

  // Kestrel is a hiking and outdoor brand: its home page and search snippet wore Stride's running copy (tester F3-10).
  it.each(['en-us', 'en-gb'])('Kestrel’s home (%s) speaks of the outdoors, never of running', async (locale) => {
    const env = { BRAND_HOSTS: 'kestrel.localhost=kestrel' };
    const html = await renderHome(`http://kestrel.localhost:3000/${locale}`, env);
    const { home } = await loadHome(`http://kestrel.localhost:3000/${locale}`, env);
    const running = /\b(run|running|runners?|race|5K)\b/i;
    const sections = [...html.matchAll(/<section aria-labelledby="(hero|values)-title"[\s\S]*?<\/section>/g)];
    expect(sections).toHaveLength(2);
    for (const [section] of sections) expect(section).not.toMatch(running);
    for (const intro of html.matchAll(/<p class="mt-3 text-lg text-muted">([^<]*)<\/p>/g)) {
      expect(intro[1]).not.toMatch(running);
    }
    expect(home.title).not.toMatch(running);
    expect(home.description).not.toMatch(running);
    expect(home.title).toMatch(/^Kestrel \| (Hiking|Walking) boots/);
    expect(html).toContain('Why head outdoors with Kestrel');
    // Its hero draws a hiking shoe (lugs, a mid-cut collar) on a mountain trail, not the runner.
    const hero = (page: string) => page.match(/<section aria-labelledby="hero-title"[\s\S]*?<\/section>/)?.[0] ?? '';
    const hiker = /d="M44 184h16l-2 11h-12z[^"]*"[\s\S]*d="M58 132c-8-36/;
    const runnerPullTab = 'd="M70 58c2-10 8-16 16-16l4 14c-6 0-12 2-14 8z"';
    expect(hero(html)).toMatch(hiker);
    expect(hero(html)).toContain('aria-label="A hiking shoe on a mountain trail"');
    expect(hero(html)).not.toContain(runnerPullTab);
    // Stride keeps its own.
    const stride = await renderHome(`http://localhost:3000/${locale}`);
    expect(stride).toContain('Why run with Stride');
    expect(hero(stride)).toContain(runnerPullTab);
    expect(hero(stride)).not.toMatch(hiker);
  });

  it.each([
    ['en-us', /\b(run|running|runners?|race|5K)\b/i],
    ['en-gb', /\b(run|running|runners?|race|5K)\b/i],
    ['de-de', /lauf|läuf|5-km|wettkampf/i],
    ['fr-fr', /running|courir|courez|coureur|course|5 km/i],
    ['ja-jp', /ラン|レース|5km/],
  ] as const)('the brand-worded home copy in %s has Kestrel’s own words in every key', (locale, running) => {
    const { format } = translatorFor(locale);
    const keys = [
      'meta.home.title',
      'meta.home.description',
      'home.hero.title',
      'home.hero.body',
      'home.hero.art',
      'home.featured.intro',
      'home.products.intro',
      'home.values.title',
      'home.values.returns.body',
    ] as const;
    for (const key of keys) {
      const values = { brand: 'Kestrel', threshold: 'none' };
      expect(format(key, { ...values, brandId: 'kestrel' }), key).not.toMatch(running);
    }
    // Stride's running copy is still there.
    expect(format('home.hero.body', { brandId: 'stride' })).toMatch(running);
  });

  it('promises free delivery from the threshold the api derives from the running promotions, or not at all', async () => {
    const site = mockSites.find((candidate) => candidate.siteId === 'stride-fr-fr')!;
    const threshold = site.freeStandardShippingFrom;
    const promoBar = (html: string) => /<aside aria-label="Offres"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    try {
      site.freeStandardShippingFrom = 4_500;
      const offered = await renderHome('http://localhost:3000/fr-fr');
      expect(promoBar(offered)).toMatch(/offerte dès 45.€/);
      expect(offered).toMatch(/Livraison offerte.*Dès 45.€/);
      site.freeStandardShippingFrom = null;
      const html = await renderHome('http://localhost:3000/fr-fr');
      expect(promoBar(html)).toContain('Retours gratuits');
      expect(promoBar(html)).not.toContain('offerte');
      expect(html).not.toContain('Livraison offerte');
      const { home } = await loadHome('http://localhost:3000/fr-fr');
      expect(home.description).toMatch(/vêtements Stride\. Retours gratuits sous 60 jours\.$/);
    } finally {
      site.freeStandardShippingFrom = threshold;
    }
  });

  it('answers 404 when the brand has no site in the locale', async () => {
    const failure = await renderHome('http://kestrel.localhost:3000/ja-jp', {
      BRAND_HOSTS: 'kestrel.localhost=kestrel',
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ init: { status: 404 } });
  });

  it('shows eight top-rated products from the catalog search as tiles, highest rated first', async () => {
    const html = await renderHome('http://localhost:3000/en-us');
    const { section, names } = featuredTiles(html);
    expect(section).toMatch(/<h2 id="top-rated-title"[^>]*>Top rated<\/h2>/);
    // Sorted by the api (mock: average, then review count): 4.9 from 108 reviews before 4.9 from 53.
    expect(names).toHaveLength(8);
    expect(names.slice(0, 2)).toEqual(['Tempo 4 Running Shoe', 'Drift 1 Running Shoe']);
    expect(section).toContain('href="/en-us/p/tempo-4-running-shoe-SRN100133"');
    expect(section).toContain('Rated 4.9 out of 5, 108 reviews');
    // Images keep their size (no layout shift) and load as they near the view: the section is below the fold.
    const images = section.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(8);
    for (const image of images) expect(image).toMatch(/width="800" height="800" alt="" loading="lazy"/);
    // "Shop all" lands on the rated 4-and-up styles, best rated first: a page headed "Top rated".
    expect(section).toContain('href="/en-us/search?rating=4&amp;sort=rating"');
    expect(section).toContain('Shop all top rated');
  });

  it('shows the featured products in the language and currency of the site', async () => {
    const html = await renderHome('http://localhost:3000/de-de');
    const { section } = featuredTiles(html);
    expect(section).toContain('Top bewertet');
    expect(section).toContain('Mit 4,9 von 5 bewertet, 108 Bewertungen');
    expect(section).toMatch(/\d+,00.€/);
    expect(section).toContain('href="/de-de/search?rating=4&amp;sort=rating"');
  });

  it('still renders when the product search fails: the section says so, the rest of the page stands', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      createMockFetch({
        nodeEnv: 'test',
        requireCredentials: false,
        handlers: {
          'GET /products/v2/search/productSearch': () => ({
            status: 503,
            body: { errorDetails: [{ errorId: 'GEN500', message: 'Search is down' }] },
          }),
        },
      }),
    );
    // Through the real transport (not mock mode), which is the stubbed fetch.
    const html = await renderHome('http://localhost:3000/en-us', { API_MOCK: 'false' });
    expect(html).toContain('Our top picks are taking a breather. Please check back in a moment.');
    expect(featuredTiles(html).names).toEqual([]);
    expect(html).toContain('Built for the long run.');
    expect(html).toContain('Shop by category');
  });

  it('leaves the section out when the catalog has no styles to feature', async () => {
    vi.stubGlobal(
      'fetch',
      createMockFetch({
        nodeEnv: 'test',
        requireCredentials: false,
        handlers: {
          'GET /products/v2/search/productSearch': ({ query }) => ({
            body: {
              query: '',
              hits: [],
              total: 0,
              start: 0,
              count: Number(query.get('count')),
              facets: [],
              refinements: {},
              sort: 'rating',
              sortOptions: [{ id: 'rating', selected: true }],
            },
          }),
        },
      }),
    );
    const html = await renderHome('http://localhost:3000/en-us', { API_MOCK: 'false' });
    expect(html).not.toContain('top-rated-title');
    expect(html).not.toContain('taking a breather');
    expect(html).toContain('Shop by category');
  });
});
