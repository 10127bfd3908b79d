import { LocalePath } from '@outsole/contracts/locales';
import type { Site } from '@outsole/contracts/reference';
import { shoeSizesOf } from '@outsole/contracts/sizes.values';
import { redirect, type RouterContextProvider } from 'react-router';

import { storedCartUnits } from '#app/features/cart/cart-loader.server.ts';
import { setFlashToast } from '#app/lib/flash.server.ts';
import { readForm } from '#app/lib/http/read-body.server.ts';
import { sameSitePath } from '#app/lib/http/same-site-path.ts';
import { displayLocaleFor, languageTagOf, regionOf } from '#app/lib/i18n/locale.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { brandForHost, siteFor } from '#app/lib/shop.server.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { regionPreferenceCookie } from './region-preference.server.ts';
import { countryName, currencyUnitsName } from './regions.ts';

/**
 * The region switcher's action (a plain form post, so it works before hydration): moves the shopper to the same
 * page in the chosen locale and says so in a flash toast (and, when the cart of the site left has items, that it is
 * kept there and this site's cart is separate); a region where this brand has no site stays put with
 * an error toast instead of landing on a 404.
 */
export async function changeRegion({
  request,
  params,
  context,
}: {
  request: Request;
  params: { locale?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<Response> {
  const ctx = getRequestContext(context);
  const secure = ctx.config.isProduction;
  const current = displayLocaleFor(params.locale, ctx.config.defaultLocale);
  const form = await readForm(request);
  const returnTo = safeReturnPath(form.get('returnTo'));
  const target = LocalePath.safeParse(form.get('locale'));
  if (!target.success) return redirect(`/${current}${returnTo}`, 303);

  const brand = brandForHost(new URL(request.url).hostname, ctx.config);
  const siteId = `${brand}-${target.data}`;
  const targetTag = languageTagOf(target.data);
  const [site, from, unitsLeft] = await Promise.all([
    siteFor(ctx, { siteId, locale: target.data }),
    siteFor(ctx, { siteId: `${brand}-${current}`, locale: current }),
    target.data === current ? null : storedCartUnits({ request, params: { locale: current }, context }),
  ]);
  if (site) {
    const values = {
      country: countryName(target.data, targetTag),
      // The sentence around the name differs by country (fr: en France, au Japon, aux États-Unis).
      countryCode: regionOf(target.data),
      currency: currencyUnitsName(site.currency, targetTag),
    };
    // Carts are per site (decision 0018): a shopper leaving items behind is told they wait there and this cart is
    // another, rather than finding it empty without a word.
    const cookie = await setFlashToast(
      unitsLeft
        ? {
            kind: 'success',
            message: 'toast.regionChangedCartKept',
            values: { ...values, previousCountry: countryName(current, targetTag) },
          }
        : { kind: 'success', message: 'toast.regionChanged', values },
      { secure },
    );
    const path = forMarket(returnTo, from, site);
    // The choice is remembered for `/` (region-preference.server.ts): the shop's bare address leads back here.
    const headers = new Headers([
      ['Set-Cookie', cookie],
      ['Set-Cookie', regionPreferenceCookie(target.data, secure)],
    ]);
    return redirect(`/${target.data}${path}`, { status: 303, headers });
  }
  const currentTag = languageTagOf(current);
  const cookie = await setFlashToast(
    {
      kind: 'error',
      message: 'toast.regionUnavailable',
      values: {
        brand: BRAND_NAMES[brand],
        country: countryName(target.data, currentTag),
        countryCode: regionOf(target.data),
      },
    },
    { secure },
  );
  return redirect(`/${current}${returnTo}`, { status: 303, headers: { 'Set-Cookie': cookie } });
}

/**
 * The path after the locale to come back to: same-site only (no `//host`, no scheme, no control characters),
 * percent-encoded for the Location header (lib/http/same-site-path.ts), else the home page.
 */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return sameSitePath(value, 500) ?? '';
}

type Market = Pick<Site, 'countryCode' | 'currency'>;

/** Query parameters in a market's own terms: sizes in its size system, prices (`price=10000-14999`) in its currency. */
const SIZE_PARAMS = ['size'];
const PRICE_PARAMS = ['price'];

/**
 * The page to return to in another market: a listing's size and price filters (and a product page's size) are in
 * the old market's size system and currency (`size=9.5` is a US size, `price=10000-14999` is in cents of a dollar),
 * so they are left out where those differ, instead of finding nothing or the wrong thing there. Everything else
 * stays. With the old market unknown, both go.
 */
export function forMarket(path: string, from: Market | null, to: Market): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const [pathname = '', query = ''] = (hashAt < 0 ? path : path.slice(0, hashAt)).split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  const dropped = [
    ...(from && shoeSizesOf(from.countryCode) === shoeSizesOf(to.countryCode) ? [] : SIZE_PARAMS),
    ...(from && from.currency === to.currency ? [] : PRICE_PARAMS),
  ].filter((name) => params.has(name));
  if (dropped.length === 0) return path;
  for (const name of dropped) params.delete(name);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
