import { isSupportedLocale, SUPPORTED_LOCALES, type AlternateUrl, type LocalePath } from '@outsole/contracts/locales';
import type { Brand } from '@outsole/contracts/reference';
import { SitemapOutline, SitemapPage } from '@outsole/contracts/sitemap';
import type { RouterContextProvider } from 'react-router';

import { apiFor } from '#app/lib/api/api.server.ts';
import { ApiError, HttpError } from '#app/lib/api/api-error.ts';
import { cacheableResponse } from '#app/lib/http/cacheable-response.server.ts';
import { pageUrl } from '#app/lib/http/page-url.ts';
import { getRequestContext, type RequestContext } from '#app/lib/request-context.server.ts';
import { hreflangLinks } from '#app/lib/seo/hreflang.ts';
import { brandForHost, brandLocales, publicOrigin } from '#app/lib/shop.server.ts';
import { robotsTxt } from './robots.ts';
import { parseSitemapFile, sitemapPath } from './sitemap-paths.ts';
import { sitemapIndexXml, urlsetXml, type SitemapUrl } from './sitemap-xml.ts';

/** Crawlers and CDNs may keep a sitemap an hour; the ETag makes revalidating an unchanged one cost no body. */
const MAX_AGE_SECONDS = 3600;
const XML = 'application/xml; charset=utf-8';
/** Sitemaps are for crawlers, not search results. */
const NOT_A_RESULT = { 'X-Robots-Tag': 'noindex' };

interface LoaderArgs {
  request: Request;
  params: { locale?: string; file?: string };
  context: Readonly<RouterContextProvider>;
}

/**
 * Where the request is for: the brand comes from the host name, as for every page, and absolute URLs take the
 * brand's public origin, as the page's canonical URL does (never the Host the request names).
 */
function siteOf(ctx: RequestContext, request: Request): { origin: string; brand: Brand } {
  const brand = brandForHost(pageUrl(request).hostname, ctx.config);
  return { origin: publicOrigin(ctx.config, brand, request), brand };
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

/**
 * The api failed (the client has reported it with its correlation id): crawlers retry a 503 later instead of
 * dropping what they know. Anything else is a bug and goes on to the error handler.
 */
function unavailable(ctx: RequestContext, error: unknown): Response {
  if (!(error instanceof HttpError)) throw error;
  return text(503, `The sitemap is not available right now (correlation id ${ctx.correlationId}).\n`, {
    'Retry-After': '300',
    'Cache-Control': 'no-store',
  });
}

const notFound = () => text(404, 'No such sitemap.\n', { 'Cache-Control': 'no-store' });

/**
 * `/sitemap.xml`: the index of the host's brand, naming every child sitemap of every locale where the brand has a
 * site (home pages, then each page of its categories and products). One outline call per site gives every page's
 * token, so the index never reads the listings themselves.
 */
export async function sitemapIndexResponse({ request, context }: LoaderArgs): Promise<Response> {
  const ctx = getRequestContext(context);
  const { origin, brand } = siteOf(ctx, request);
  try {
    const locales = await brandLocales(ctx, brand);
    const outlines = await Promise.all(
      locales.map((locale) =>
        apiFor(ctx, { locale, siteId: `${brand}-${locale}` }).get('/products/v1/sitemap', SitemapOutline, {
          pageSize: ctx.config.sitemapPageSize,
        }),
      ),
    );
    const locations = outlines.flatMap((outline) => [
      sitemapPath(outline.locale, 'pages'),
      ...outline.categories.pages.map((page) => sitemapPath(outline.locale, 'categories', page.pageToken)),
      ...outline.products.pages.map((page) => sitemapPath(outline.locale, 'products', page.pageToken)),
    ]);
    const body = sitemapIndexXml(locations.map((path) => `${origin}${path}`));
    return cacheableResponse(request, body, {
      contentType: XML,
      maxAgeSeconds: MAX_AGE_SECONDS,
      headers: NOT_A_RESULT,
    });
  } catch (error) {
    return unavailable(ctx, error);
  }
}

/**
 * `/sitemaps/{locale}/{file}`: one child sitemap of the brand's site in that locale, every URL with its hreflang
 * alternates (each locale's own slug, from the api) and x-default. An unknown locale, file or page token is a 404.
 */
export async function sitemapResponse({ request, params, context }: LoaderArgs): Promise<Response> {
  const ctx = getRequestContext(context);
  const { origin, brand } = siteOf(ctx, request);
  const locale = params.locale ?? '';
  const file = parseSitemapFile(params.file ?? '');
  if (!isSupportedLocale(locale) || !file) return notFound();
  try {
    const locales = await brandLocales(ctx, brand);
    if (!locales.includes(locale)) return notFound();
    const links = (alternates: readonly AlternateUrl[]) =>
      hreflangLinks(alternates, { origin, defaultLocale: ctx.config.defaultLocale });

    let urls: SitemapUrl[];
    if (file.file === 'pages') {
      const homes = locales.map((other): AlternateUrl => ({ locale: other, url: `/${other}` }));
      urls = [{ loc: `${origin}/${locale}`, alternates: links(homes) }];
    } else {
      const page = await fetchPage(ctx, brand, locale, file.file, file.pageToken);
      // A token past the end (the catalog shrank since the index was read) names nothing: gone, not empty.
      if (!page || (page.entries.length === 0 && file.pageToken !== null)) return notFound();
      urls = page.entries.map((entry) => ({ loc: `${origin}${entry.url}`, alternates: links(entry.alternates) }));
    }
    return cacheableResponse(request, urlsetXml(urls), {
      contentType: XML,
      maxAgeSeconds: MAX_AGE_SECONDS,
      headers: NOT_A_RESULT,
    });
  } catch (error) {
    return unavailable(ctx, error);
  }
}

/** One api page; null when the api refuses the token (400 naming query.pageToken): a URL that names no sitemap. */
async function fetchPage(
  ctx: RequestContext,
  brand: Brand,
  locale: LocalePath,
  kind: 'categories' | 'products',
  pageToken: string | null,
): Promise<SitemapPage | null> {
  try {
    return await apiFor(ctx, { locale, siteId: `${brand}-${locale}` }).request({
      path: `/products/v1/sitemap/${kind}`,
      query: { pageSize: ctx.config.sitemapPageSize, pageToken: pageToken ?? undefined },
      schema: SitemapPage,
      expectedStatuses: [400],
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return null;
    throw error;
  }
}

/** `/robots.txt`: no api call, so crawlers always get it; cached like the sitemaps. */
export function robotsResponse({ request, context }: Omit<LoaderArgs, 'params'>): Response {
  const ctx = getRequestContext(context);
  const { origin } = siteOf(ctx, request);
  // Every locale the storefront speaks, whichever sites the brand has: a shopper path is private in all of them.
  return cacheableResponse(request, robotsTxt({ origin, locales: SUPPORTED_LOCALES }), {
    contentType: 'text/plain; charset=utf-8',
    maxAgeSeconds: MAX_AGE_SECONDS,
  });
}
