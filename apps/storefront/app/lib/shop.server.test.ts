import { describe, expect, it } from 'vitest';

import { parseConfig } from './config.server.ts';
import { displayLocaleFor } from './i18n/locale.ts';
import { createRequestContext } from './request-context.server.ts';
import { brandForHost, requireSite, resolveShop } from './shop.server.ts';

const config = parseConfig({ API_MOCK: 'true', BRAND_HOSTS: 'kestrel.localhost=kestrel,kestrel.example=kestrel' });

function context() {
  return createRequestContext({ config, nonce: 'n', correlationId: 'corr-shop-1' });
}

describe('shop resolution', () => {
  it.each([
    ['kestrel.localhost', 'kestrel'],
    ['KESTREL.example.', 'kestrel'],
    ['kestrel.localhost:3000', 'kestrel'],
    ['localhost', 'stride'],
    ['shop.example', 'stride'],
  ])('host %s → brand %s', (host, brand) => {
    expect(brandForHost(host, config)).toBe(brand);
  });

  it.each([
    ['de-de', 'de-de'],
    ['de-at', 'de-de'],
    ['fr-ca', 'fr-fr'],
    ['es-es', 'en-us'],
    ['about', 'en-us'],
    [undefined, 'en-us'],
  ])('pages for %s are shown in %s', (segment, locale) => {
    expect(displayLocaleFor(segment, 'en-us')).toBe(locale);
  });

  it('finds the site {brand}-{locale} and shares it between the loaders of one request', async () => {
    const ctx = context();
    const request = new Request('http://localhost:3000/ja-jp');
    const first = resolveShop(ctx, request, 'ja-jp');
    expect(resolveShop(ctx, request, 'ja-jp')).toBe(first);
    expect(await first).toMatchObject({ siteId: 'stride-ja-jp', localeInUrl: true, site: { currency: 'JPY' } });
  });

  it('answers 404 for an unsupported locale and for a brand without a site in the locale', async () => {
    await expect(requireSite(context(), new Request('http://localhost/es-es'), 'es-es')).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(requireSite(context(), new Request('http://kestrel.localhost/de-de'), 'de-de')).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(requireSite(context(), new Request('http://kestrel.localhost/en-gb'), 'en-gb')).resolves.toMatchObject(
      {
        siteId: 'kestrel-en-gb',
      },
    );
  });
});
