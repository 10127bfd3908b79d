import type { LocalePath } from '@outsole/contracts/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cartAnswer, cartItem } from '#app/features/cart/cart-test-kit.ts';
import { cartApi, cartRouteContext, GUEST_WITH_BASKET } from '#app/routes/cart-route.test-kit.ts';
import { takeFlashToast } from '#app/lib/flash.server.ts';
import { findMockSite } from '#app/lib/api/mock/fixtures.ts';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { BASE } from '#app/lib/session/session-test-kit.ts';
import { changeRegion, forMarket, safeReturnPath } from './region.server.ts';
import { currencyUnitsName } from './regions.ts';

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
    // The choice is remembered for the shop's bare address (root-redirect.ts), for a year.
    expect(response.headers.getSetCookie()).toContainEqual(
      'outsole_region=de-de; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
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
    expect(response.headers.getSetCookie().some((c) => c.startsWith('outsole_region='))).toBe(false);
  });

  it('sends the missing country’s code, by which its sentence takes its preposition (fr: au Japon)', async () => {
    const response = await changeRegion(post('kestrel.localhost', { locale: 'ja-jp', returnTo: '' }));
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const { toast } = await takeFlashToast(new Request('http://localhost/', { headers: { cookie } }), {
      secure: false,
    });
    expect(toast?.values).toEqual({ brand: 'Kestrel', country: 'Japan', countryCode: 'JP' });
    expect(translatorFor('en-us').format(toast!.message, toast!.values)).toBe('Kestrel isn’t available in Japan yet.');
    expect(translatorFor('fr-fr').format(toast!.message, { ...toast!.values, country: 'Japon' })).toBe(
      'Kestrel n’est pas encore disponible au Japon.',
    );
  });

  it('ignores an unknown locale', async () => {
    const response = await changeRegion(post('localhost', { locale: 'xx-yy' }));
    expect(response.headers.get('location')).toBe('/en-us');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['/\u65e5\u672c', '/en-us/%E6%97%A5%E6%9C%AC'],
    ['/\u3000/x?q=caf%C3%A9', '/en-us/%E3%80%80/x?q=caf%C3%A9'],
    ['/\r\nX-Evil: 1', '/en-us'],
    ['/\u2028x', '/en-us'],
  ])('answers a 303 to a return path of any characters, percent-encoded, or home: %j', async (returnTo, location) => {
    // Tester finding F4 (session 51): characters above U+00FF made the Location header throw (a 500).
    const response = await changeRegion(post('localhost', { locale: 'xx-yy', returnTo }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    ['/c/men-1000', '/c/men-1000'],
    ['/c/\u00e9t\u00e9', '/c/%C3%A9t%C3%A9'],
    ['/c/%C3%A9t%C3%A9', '/c/%C3%A9t%C3%A9'],
    ['/c/men\u0085', ''],
    ['/c/men\u0000', ''],
    ['//evil.example', ''],
    ['https://evil.example', ''],
    ['/\\evil.example', ''],
    [null, ''],
  ])('only returns to same-site paths: %j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('region switch toast', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Switches from en-us to `locale` as a guest whose en-us cart holds `units`; answers the toast as shown. */
  async function switchWith(units: number | null, locale = 'de-de') {
    const site = findMockSite(`stride-${locale}`)!;
    const fake = cartApi({
      [`GET /sites/v1/sites/${site.siteId}`]: [Response.json(site)],
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({}, units ? [cartItem({ qty: units })] : []))],
    });
    const request = new Request(`${BASE}/en-us/region`, {
      method: 'POST',
      body: new URLSearchParams({ locale, returnTo: '/cart' }),
      headers: { origin: BASE, ...(units === null ? {} : { cookie: GUEST_WITH_BASKET }) },
    });
    const response = await changeRegion({ request, params: { locale: 'en-us' }, context: cartRouteContext() });
    expect(response.headers.get('location')).toBe(`/${locale}/cart`);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const { toast } = await takeFlashToast(new Request(BASE, { headers: { cookie } }), { secure: false });
    return { text: translatorFor(locale as LocalePath).format(toast!.message, toast!.values), fake };
  }

  it('says the cart of the site left is kept there and this site’s is separate, when it had items', async () => {
    const { text } = await switchWith(2);
    expect(text).toContain('Du kaufst jetzt in Deutschland ein. Preise in Euro.');
    expect(text).toContain('Warenkorb');
    expect(text).toContain('Vereinigte Staaten');
    expect((await switchWith(1, 'en-gb')).text).toMatch(
      /^You’re now shopping in the United Kingdom\. Prices are in British pounds\. .*basket.*United States/,
    );
  });

  it('says nothing of carts when the site left had none, or an empty one (no cart read without a stored basket)', async () => {
    const none = await switchWith(null, 'en-gb');
    expect(none.text).toBe('You’re now shopping in the United Kingdom. Prices are in British pounds.');
    expect(none.fake.callsTo('/cart/v1/cart/basket-1')).toHaveLength(0);
    expect((await switchWith(0, 'en-gb')).text).toBe(
      'You’re now shopping in the United Kingdom. Prices are in British pounds.',
    );
  });
});

describe('currencyUnitsName', () => {
  it.each([
    ['USD', 'en-US', 'US dollars'],
    ['GBP', 'en-GB', 'British pounds'],
    ['EUR', 'de-DE', 'Euro'],
    ['EUR', 'fr-FR', 'euros'],
    ['JPY', 'ja-JP', '円'],
  ])('prices in %s read in %s as “%s”', (currency, tag, expected) => {
    expect(currencyUnitsName(currency, tag)).toBe(expected);
  });
});
