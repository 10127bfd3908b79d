import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import App, { loader as rootLoader } from '../root.tsx';
import Home, { loader as homeLoader } from './home.tsx';

/**
 * The home route as the server renders it: the real root and home loaders run against the mock-mode api
 * (API_MOCK, default fixtures), and their data renders the real components through createRoutesStub.
 */
async function renderHome(url: string, env: Record<string, string> = {}) {
  const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test', ...env });
  const context = createLoadContext({ config, nonce: 'test-nonce', correlationId: 'corr-route-test' });
  const location = new URL(url);
  const locale = location.pathname.split('/')[1] ?? '';
  const args = { request: new Request(url), params: { locale }, context, url: location, pattern: '/:locale' };

  const root = await rootLoader(args);
  const home = await homeLoader(args);

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

describe('home route', () => {
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
    expect(html).toContain('Free standard delivery on orders over $75.00');
  });

  it('speaks the locale of the URL and uses its currency', async () => {
    const html = await renderHome('http://localhost:3000/de-de');
    expect(html).toContain('href="/de-de/c/men-1000"');
    expect(html).toContain('>Herren<');
    expect(html).toContain('Nach Kategorie shoppen');
    expect(html).toMatch(/Kostenlose Standardlieferung ab 70,00.€/);
  });

  it('takes the brand from the host name', async () => {
    const html = await renderHome('http://kestrel.localhost:3000/en-gb', { BRAND_HOSTS: 'kestrel.localhost=kestrel' });
    expect(html).toContain('Kestrel home');
    expect(html).toContain('£60.00');
  });

  it('answers 404 when the brand has no site in the locale', async () => {
    const failure = await renderHome('http://kestrel.localhost:3000/ja-jp', {
      BRAND_HOSTS: 'kestrel.localhost=kestrel',
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ init: { status: 404 } });
  });
});
