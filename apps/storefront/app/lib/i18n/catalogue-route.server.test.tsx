import { afterEach, describe, expect, it, vi } from 'vitest';

import { catalogueResponse } from './catalogue-route.server.ts';
import { catalogueFile, catalogueUrlFor, messagesFor } from './catalogue.server.ts';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';

import { loadCatalogue, registeredCatalogue, useCatalogue } from './catalogue-registry.ts';

const fileOf = (url: string) => url.slice('/i18n/'.length);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogue URLs', () => {
  it('name the language and a digest of the text, the same for every request', () => {
    const url = catalogueUrlFor('ja-jp');
    expect(url).toMatch(/^\/i18n\/ja-JP\.[\w-]{12}\.json$/);
    expect(catalogueUrlFor('ja-jp')).toBe(url);
    expect(catalogueUrlFor('en-us')).not.toBe(catalogueUrlFor('en-gb'));
    expect(registeredCatalogue(url)).toBe(messagesFor('ja-jp'));
  });

  it('serve this version for good and another version of the language only for now', async () => {
    const url = catalogueUrlFor('fr-fr');
    const current = catalogueResponse(fileOf(url), 'corr-1');
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await current.json()).toEqual(messagesFor('fr-fr'));

    const older = catalogueResponse('fr-FR.an-old-build.json', 'corr-2');
    expect(older.status).toBe(200);
    expect(older.headers.get('cache-control')).toBe('no-store');
    expect(await older.json()).toEqual(messagesFor('fr-fr'));
    expect(catalogueFile('fr-FR.an-old-build.json')?.current).toBe(false);
  });

  it('answer 404 in the spec format for a language we do not have or a malformed name', async () => {
    for (const file of ['xx-XX.abc.json', 'fr-fr.abc.json', 'fr-FR.json', '../fr-FR.abc.json', 'toString.a.json']) {
      const response = catalogueResponse(file, 'corr-3');
      expect(response.status, file).toBe(404);
      expect(await response.json()).toMatchObject({
        errorDetails: [{ errorId: 'API404' }],
        correlationId: 'corr-3',
      });
    }
  });
});

describe('loadCatalogue in the browser', () => {
  it('fetches a catalogue once however many ask, and keeps it', async () => {
    const catalogue = { 'header.cart': 'Warenkorb' };
    const fetchMock = vi.fn(async () => Response.json(catalogue));
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([loadCatalogue('/i18n/de-DE.once.json'), loadCatalogue('/i18n/de-DE.once.json')]);
    expect(a).toEqual(catalogue);
    expect(b).toBe(a);
    expect(await loadCatalogue('/i18n/de-DE.once.json')).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registeredCatalogue('/i18n/de-DE.once.json')).toBe(a);
  });

  it('rejects when the catalogue cannot be had, and tries again next time', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ a: 'b' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadCatalogue('/i18n/en-US.flaky.json')).rejects.toThrow(/503/);
    expect(registeredCatalogue('/i18n/en-US.flaky.json')).toBeUndefined();
    expect(await loadCatalogue('/i18n/en-US.flaky.json')).toEqual({ a: 'b' });
  });
});

describe('useCatalogue', () => {
  function Cart({ url }: { url: string }) {
    return <p>{useCatalogue(url)['header.cart']}</p>;
  }

  it('renders at once with a registered catalogue (the server, a hydrated page)', () => {
    const url = catalogueUrlFor('de-de');
    expect(renderToString(<Cart url={url} />)).toBe(`<p>${messagesFor('de-de')['header.cart']}</p>`);
  });

  it('suspends until a catalogue it does not have has loaded (a region switch in the browser)', async () => {
    const fetchMock = vi.fn(async () => Response.json({ 'header.cart': 'Panier' }));
    vi.stubGlobal('fetch', fetchMock);
    const page = (
      <Suspense fallback={<p>…</p>}>
        <Cart url="/i18n/fr-FR.next.json" />
      </Suspense>
    );
    expect(renderToString(page)).toContain('…');
    const { prelude } = await prerender(page);
    expect(await new Response(prelude).text()).toContain('<p>Panier</p>');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
