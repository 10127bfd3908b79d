import { describe, expect, it } from 'vitest';

import { createLoadContext } from '#app/lib/request-context.server.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { changeRegion, forMarket, safeReturnPath } from './region.server.ts';

const config = parseConfig({ API_MOCK: 'true', BRAND_HOSTS: 'kestrel.localhost=kestrel' });

function post(host: string, fields: Record<string, string>) {
  return {
    request: new Request(`http://${host}/en-us/region`, { method: 'POST', body: new URLSearchParams(fields) }),
    params: { locale: 'en-us' },
    context: createLoadContext({ config, nonce: 'n', correlationId: 'corr-region-1' }),
  };
}

describe('region switcher', () => {
  it('moves to the same page in the new locale with a success toast', async () => {
    const response = await changeRegion(post('localhost', { locale: 'de-de', returnTo: '/c/men-1000?sort=new' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de-de/c/men-1000?sort=new');
    expect(response.headers.get('set-cookie')).toMatch(/^outsole_flash=/);
  });

  it('leaves out size and price filters for a market with other sizes or another currency', async () => {
    const listing = '/c/shoes-653341?size=9.5&colour=black&price=10000-14999&sort=price-asc';
    const to = async (locale: string) =>
      (await changeRegion(post('localhost', { locale, returnTo: listing }))).headers.get('location');
    expect(await to('de-de')).toBe('/de-de/c/shoes-653341?colour=black&sort=price-asc');
    expect(await to('en-gb')).toBe('/en-gb/c/shoes-653341?colour=black&sort=price-asc');
    expect(await to('ja-jp')).toBe('/ja-jp/c/shoes-653341?colour=black&sort=price-asc');
    // The same market in another language (or the same locale) keeps them, as written.
    expect(await to('en-us')).toBe(`/en-us${listing}`);
  });

  it.each([
    // Germany to France: EU sizes and euros both.
    ['DE EUR', 'FR EUR', '/search?q=a&size=42.5&price=0-4999#top', '/search?q=a&size=42.5&price=0-4999#top'],
    // Ireland to Britain: UK sizes, another currency.
    ['IE EUR', 'GB GBP', '/search?q=a&size=8.5&price=0-4999', '/search?q=a&size=8.5'],
    // The United States to Germany: both differ; a product page's size too.
    ['US USD', 'DE EUR', '/p/lumen-4-SRN100000?size=9.5', '/p/lumen-4-SRN100000'],
    // The old market unknown: both go.
    [null, 'FR EUR', '/search?size=42.5&price=0-4999', '/search'],
  ])('from %s to %s: %s → %s', (from, to, path, expected) => {
    const market = (code: string) => {
      const [countryCode = '', currency = ''] = code.split(' ');
      return { countryCode, currency };
    };
    expect(forMarket(path, from === null ? null : market(from), market(to))).toBe(expected);
  });

  it('stays put with an error toast where the brand has no site', async () => {
    const response = await changeRegion(post('kestrel.localhost', { locale: 'ja-jp', returnTo: '' }));
    expect(response.headers.get('location')).toBe('/en-us');
    expect(response.headers.get('set-cookie')).toMatch(/^outsole_flash=/);
  });

  it('ignores an unknown locale', async () => {
    const response = await changeRegion(post('localhost', { locale: 'xx-yy' }));
    expect(response.headers.get('location')).toBe('/en-us');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['/c/men-1000', '/c/men-1000'],
    ['//evil.example', ''],
    ['https://evil.example', ''],
    ['/\\evil.example', ''],
    [null, ''],
  ])('only returns to same-site paths: %j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
