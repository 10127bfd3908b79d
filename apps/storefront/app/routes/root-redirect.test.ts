import { describe, expect, it } from 'vitest';

import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import { loader } from './root-redirect.ts';

/** `/` against the mock-mode api (Stride has all five sites; Kestrel none in Japan). */
async function root(url: string, acceptLanguage?: string, env: Record<string, string> = {}, cookie?: string) {
  const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test', ...env });
  const context = createLoadContext({ config, nonce: 'test-nonce', correlationId: 'corr-root-test' });
  const headers = new Headers();
  if (acceptLanguage !== undefined) headers.set('Accept-Language', acceptLanguage);
  if (cookie !== undefined) headers.set('Cookie', cookie);
  const response = await loader({
    request: new Request(url, { headers }),
    params: {},
    context,
    url: new URL(url),
    pattern: '/',
  } as Parameters<typeof loader>[0]);
  return response;
}

describe('root redirect', () => {
  it('sends a browser to the brand’s site in its language, saying the answer varies with it', async () => {
    for (const [header, locale] of [
      ['de-DE,de;q=0.9,en;q=0.8', 'de-de'],
      ['fr-FR', 'fr-fr'],
      ['ja', 'ja-jp'],
      ['en-GB,en;q=0.9', 'en-gb'],
      ['en-US,en;q=0.9', 'en-us'],
    ] as const) {
      const response = await root('http://localhost:3000/?utm_source=mail', header);
      expect(response.status, header).toBe(302);
      expect(response.headers.get('Location'), header).toBe(`/${locale}?utm_source=mail`);
      expect(response.headers.get('Vary'), header).toBe('Accept-Language, Cookie');
    }
  });

  it('keeps the US site as the default: no header (crawlers), a language without a site', async () => {
    expect((await root('http://localhost:3000/')).headers.get('Location')).toBe('/en-us');
    expect((await root('http://localhost:3000/', 'it-IT,es;q=0.8')).headers.get('Location')).toBe('/en-us');
  });

  it('only offers the brand’s own sites', async () => {
    const kestrel = await root('http://kestrel.localhost:3000/', 'ja-JP,ja;q=0.9,en-GB;q=0.5', {
      BRAND_HOSTS: 'kestrel.localhost=kestrel',
    });
    expect(kestrel.headers.get('Location')).toBe('/en-gb');
  });

  it('sends a shopper back to the region they chose with the switcher, whatever their browser’s language', async () => {
    const chosen = async (cookie: string, header?: string, env: Record<string, string> = {}) =>
      (await root('http://localhost:3000/?utm_source=mail', header, env, cookie)).headers.get('Location');
    expect(await chosen('outsole_region=de-de', 'en-US,en;q=0.9')).toBe('/de-de?utm_source=mail');
    expect(await chosen('_ga=1; outsole_region=ja-jp')).toBe('/ja-jp?utm_source=mail');
    // A value this storefront did not write, or a region the brand has no site in: the browser's language decides.
    expect(await chosen('outsole_region=xx-yy', 'fr-FR')).toBe('/fr-fr?utm_source=mail');
    const kestrel = await root(
      'http://kestrel.localhost:3000/',
      'en-GB',
      { BRAND_HOSTS: 'kestrel.localhost=kestrel' },
      'outsole_region=ja-jp',
    );
    expect(kestrel.headers.get('Location')).toBe('/en-gb');
  });
});
