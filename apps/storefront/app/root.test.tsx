import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import App, { ErrorBoundary, headers, loader as rootLoader } from './root.tsx';

/** The root ErrorBoundary renders 404 and 500 pages inside the full shell, in the URL's language. */
async function renderError(url: string, error: unknown) {
  const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test', BRAND_HOSTS: 'kestrel.localhost=kestrel' });
  const context = createLoadContext({ config, nonce: 'n', correlationId: 'corr-root-test' });
  const location = new URL(url);
  const locale = location.pathname.split('/')[1] ?? '';
  const root = await rootLoader({
    request: new Request(url),
    params: { locale },
    context,
    url: location,
    pattern: '/:locale',
  });
  const Stub = createRoutesStub([{ id: 'root', path: '/*', Component: App, ErrorBoundary }]);
  return renderToString(
    <Stub
      initialEntries={[location.pathname]}
      hydrationData={{ loaderData: { root: root.data }, errors: { root: error } }}
    />,
  );
}

const notFound = { status: 404, statusText: 'Not Found', internal: false, data: { reason: 'not-found' } };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('root error boundary', () => {
  it('renders a localised 404 with the header, the footer and ways back', async () => {
    const html = await renderError('http://localhost/de-at/nirgendwo', notFound);
    expect(html).toContain('Diese Seite ist davongelaufen.');
    expect(html).toContain('href="/de-de"');
    expect(html).toContain('Beliebte Kategorien');
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain('<footer');
  });

  it('words Kestrel’s 404 and footer as the hiking brand’s, not Stride’s running voice (language reviewer F3-6)', async () => {
    const html = await renderError('http://kestrel.localhost/en-us/nope', notFound);
    expect(html).toContain('This page wandered off the trail.');
    expect(html).toContain('Let’s find the path again.');
    expect(html).toContain('Boots and outdoor apparel for every trail.');
    expect(html).not.toMatch(/ran off|back on track|every kind of mile/);
  });

  it('renders the 500 page with the correlation id of the request', async () => {
    const html = await renderError('http://localhost/en-us', new Error('kaboom'));
    expect(html).toContain('Something went wrong on our side.');
    expect(html).toContain('Reference: corr-root-test');
    expect(html).toContain('Error 500');
  });

  it('prefers the correlation id a failed loader reported', async () => {
    const unavailable = {
      status: 503,
      statusText: 'Service Unavailable',
      internal: false,
      data: { correlationId: 'corr-api-77' },
    };
    const html = await renderError('http://localhost/fr-fr', unavailable);
    expect(html).toContain('Référence\u202f: corr-api-77');
    expect(html).toContain('Erreur 503');
  });

  it('says a refused request (429) is a matter of waiting, and passes its Retry-After on', async () => {
    const refused = {
      status: 429,
      statusText: 'Too Many Requests',
      internal: false,
      data: { reason: 'too-many-requests', correlationId: 'corr-busy' },
    };
    const html = await renderError('http://localhost/de-de/search?q=laufschuh', refused);
    expect(html).toContain('Gerade zu viele Anfragen.');
    expect(html).toContain('<title>Zu viele Anfragen | Stride</title>');
    expect(html).not.toContain('Bei uns ist etwas schiefgelaufen.');
    expect(html).toContain('Fehler 429');
    const parentHeaders = new Headers({ 'Set-Cookie': 'a=1' });
    const errorHeaders = new Headers({ 'Retry-After': '60' });
    const sent = headers({ parentHeaders, errorHeaders, loaderHeaders: new Headers(), actionHeaders: new Headers() });
    expect(sent.get('Retry-After')).toBe('60');
    expect(sent.get('Set-Cookie')).toBe('a=1');
    expect(
      headers({
        parentHeaders,
        errorHeaders: undefined,
        loaderHeaders: errorHeaders,
        actionHeaders: new Headers(),
      }).get('Retry-After'),
    ).toBeNull();
  });

  it('shows the stack in development only', async () => {
    vi.stubEnv('DEV', true);
    expect(await renderError('http://localhost/en-us', new Error('secret internals'))).toContain('secret internals');
  });

  it('never shows the stack outside development', async () => {
    vi.stubEnv('DEV', false);
    const html = await renderError('http://localhost/en-us', new Error('secret internals'));
    expect(html).not.toContain('secret internals');
    expect(html).not.toContain('at renderError');
  });
});

describe('root loader', () => {
  it('gives a signed-out page the sign-up mobile’s country codes, the site’s first (the dialog and its no-JS section)', async () => {
    const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test' });
    const context = createLoadContext({ config, nonce: 'n', correlationId: 'corr-root-phone' });
    const url = new URL('http://localhost/en-gb');
    const root = await rootLoader({
      request: new Request(url),
      params: { locale: 'en-gb' },
      context,
      url,
      pattern: '/:locale',
    });
    const shell = root.data as { phoneCountries?: { dialCode: string; countryCodes: string[] }[] | null };
    expect(shell.phoneCountries?.[0]).toMatchObject({ dialCode: '44', countryCodes: ['GB'] });
    expect(shell.phoneCountries?.map((option) => option.dialCode)).toEqual(
      expect.arrayContaining(['1', '49', '33', '81']),
    );
  });
});
