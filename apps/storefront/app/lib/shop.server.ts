import { Catalog } from '@outsole/contracts/catalog';
import { isLocaleShaped, isSupportedLocale, SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales';
import { CountryList, SiteWithOffers, type Brand } from '@outsole/contracts/reference';
import { data } from 'react-router';

import { apiFor } from './api/api.server.ts';
import { HttpError } from './api/api-error.ts';
import { referenceCacheFor } from './api/reference-cache.server.ts';
import type { Config } from './config.server.ts';
import { pageUrl } from './http/page-url.ts';
import { displayLocaleFor } from './i18n/locale.ts';
import { memoize, type RequestContext } from './request-context.server.ts';

/**
 * The shop a request is for: site `{brand}-{locale}` (ARCHITECTURE "Sites"), the brand from the host name and the
 * locale from the URL's first segment. Resolved once per request and shared by the root and route loaders.
 */
export interface Shop {
  /** The locale the page is shown in (the URL's, or the nearest supported one for error pages). */
  locale: LocalePath;
  brand: Brand;
  siteId: string;
  /** Whether the URL's first segment is one of our locales. */
  localeInUrl: boolean;
  /** Null when the brand has no site in this locale (a 404) or the api failed (see `failure`). */
  site: SiteWithOffers | null;
  failure: unknown;
}

export function brandForHost(hostname: string, config: Pick<Config, 'brandHosts' | 'defaultBrand'>): Brand {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return config.brandHosts[host] ?? config.defaultBrand;
}

/**
 * The origin absolute URLs for crawlers are made of (canonical, hreflang, og:url, JSON-LD, sitemaps, robots.txt): the
 * brand's configured public origin (STOREFRONT_BRAND_ORIGINS), never the Host the request names, which anyone can
 * send and a shared cache may not key on. Outside production it may be unset: then the request's own origin, so a
 * development server answers on whatever host it is opened at (docs/decisions/0013, addendum on origins).
 */
export function publicOrigin(config: Pick<Config, 'brandOrigins'>, brand: Brand, request: Request): string {
  return config.brandOrigins[brand] ?? pageUrl(request).origin;
}

export function resolveShop(ctx: RequestContext, request: Request, localeParam: string | undefined): Promise<Shop> {
  return memoize(ctx, 'shop', async () => {
    const localeInUrl = localeParam !== undefined && isLocaleShaped(localeParam) && isSupportedLocale(localeParam);
    const locale = displayLocaleFor(localeParam, ctx.config.defaultLocale);
    const brand = brandForHost(new URL(request.url).hostname, ctx.config);
    const siteId = `${brand}-${locale}`;
    try {
      const site = await siteFor(ctx, { siteId, locale });
      return { locale, brand, siteId, localeInUrl, site, failure: null };
    } catch (error) {
      return { locale, brand, siteId, localeInUrl, site: null, failure: error };
    }
  });
}

/** "No such site" is kept only briefly (never longer than the cache's TTL): a site added later soon shows up. */
const SITE_NOT_FOUND_TTL_MS = 10_000;

/**
 * The site record (GET /sites/v1/sites/{siteId}), or null when the api answers 404 (no such site). The same for
 * every shopper, so it comes from the reference cache; other failures throw and are not kept.
 */
export function siteFor(
  ctx: RequestContext,
  scope: { siteId: string; locale: LocalePath },
): Promise<SiteWithOffers | null> {
  const { siteId, locale } = scope;
  return sharedReference(
    ctx,
    `site|${siteId}|${locale}`,
    async () => {
      try {
        // Asked without x-site-id: the site may not exist (Kestrel sells in the US only), and the api refuses a
        // request in the name of a site it does not have (API400) before it could answer that one 404.
        return await apiFor(ctx, { locale }).get(
          `/sites/v1/sites/${encodeURIComponent(siteId)}`,
          SiteWithOffers,
          undefined,
          {
            expectedStatuses: [404],
          },
        );
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    (site) => (site === null ? SITE_NOT_FOUND_TTL_MS : undefined),
  );
}

/**
 * The locales where the brand has a site (hreflang alternates, sitemaps), in the order of SUPPORTED_LOCALES: one
 * site lookup per locale, each from the reference cache. An api failure throws; only a 404 means "no site".
 */
export async function brandLocales(ctx: RequestContext, brand: Brand): Promise<LocalePath[]> {
  const sites = await Promise.all(
    SUPPORTED_LOCALES.map(async (locale) =>
      (await siteFor(ctx, { siteId: `${brand}-${locale}`, locale })) ? locale : null,
    ),
  );
  return sites.filter((locale): locale is LocalePath => locale !== null);
}

/**
 * The site's countries with their dial codes and phone masks, named in the locale (GET
 * /consumers-v3/utilities/countryList without states): reference data, the same for every shopper, so from the
 * reference cache. It is asked for on every signed-out page (sign-up's mobile choice, decision 0017) and by the
 * contact checks of pickup and collection points.
 */
export function countriesFor(ctx: RequestContext, scope: { locale: LocalePath; siteId: string }): Promise<CountryList> {
  return sharedReference(ctx, `countries|${scope.siteId}|${scope.locale}`, () =>
    apiFor(ctx, scope).get('/consumers-v3/utilities/countryList', CountryList, { includeStates: 'false' }),
  );
}

/**
 * Through the process's reference cache. A load another request started may fail with a bot-protection 403
 * (spec §8): every request that waited on it tells its own page, as if it had made the call itself.
 */
function sharedReference<T>(
  ctx: RequestContext,
  key: string,
  load: () => Promise<T>,
  ttlMs?: (value: T) => number | undefined,
): Promise<T> {
  return referenceCacheFor(ctx.config)
    .get(key, load, { ttlMs })
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.botProtection) {
        ctx.signals.botProtection ??= { ...error.botProtection, correlationId: error.correlationId };
      }
      throw error;
    });
}

/** A thrown 404 that the root ErrorBoundary renders as the localised not-found page. */
export function notFound(): never {
  throw data({ reason: 'not-found' }, { status: 404 });
}

/**
 * For routes under `/:locale`: the shop when the URL's locale is ours and the brand sells there; else a 404
 * (spec §2 locale shape; "a brand that has no site in that locale → 404"). An api failure propagates as a 500.
 */
export async function requireSite(
  ctx: RequestContext,
  request: Request,
  localeParam: string | undefined,
): Promise<Shop & { site: SiteWithOffers }> {
  const shop = await resolveShop(ctx, request, localeParam);
  if (!shop.localeInUrl) notFound();
  if (shop.failure) {
    // Already reported with its correlation id by the api client; the 500 page shows this request's id.
    throw data(
      { reason: 'unavailable', correlationId: ctx.correlationId, botProtection: ctx.signals.botProtection },
      { status: 503 },
    );
  }
  if (!shop.site) notFound();
  return shop as Shop & { site: SiteWithOffers };
}

/**
 * The category tree for the shop's site and locale (GET /products/v2/catalog?levels=2, the navigation's depth; the
 * listing pages ask for every level): once per request, and from the reference cache (the same for every shopper).
 */
export function catalogFor(
  ctx: RequestContext,
  shop: Pick<Shop, 'locale' | 'siteId'>,
  levels: 2 | 5 = 2,
): Promise<Catalog> {
  return memoize(ctx, `catalog:${shop.siteId}:${levels}`, () =>
    sharedReference(ctx, `catalog|${shop.siteId}|${shop.locale}|levels=${levels}`, () =>
      apiFor(ctx, { locale: shop.locale, siteId: shop.siteId }).get('/products/v2/catalog', Catalog, { levels }),
    ),
  );
}
