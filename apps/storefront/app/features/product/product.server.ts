import { parseProductSegment } from '@outsole/contracts/paths';
import {
  COLOUR_CODE_PATTERN,
  ProductDetails,
  ProductSet,
  ProductSets,
  type ProductTile,
} from '@outsole/contracts/products';
import { redirect, type RouterContextProvider } from 'react-router';

import { pageUrl } from '#app/lib/http/page-url.ts';
import { apiFor } from '#app/lib/api/api.server.ts';
import { HttpError } from '#app/lib/api/api-error.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { settleWithin, type InTime } from '#app/lib/http/in-time.server.ts';
import { getRequestContext, notForPageCache, type RequestContext } from '#app/lib/request-context.server.ts';
import { hreflangLinks, type HreflangLink } from '#app/lib/seo/hreflang.ts';
import { brandLocales, notFound, publicOrigin, requireSite, type Shop } from '#app/lib/shop.server.ts';
import type { Site } from '@outsole/contracts/reference';
import { parseReviewQuery, writeOf } from './reviews/review-query.ts';
import { loadWriteForm, type WriteForm } from './reviews/own-review.server.ts';
import { readsOwnFeedback } from '#app/lib/api/fresh-feedback.server.ts';
import { loadProductFeedback, type ProductFeedback } from './reviews/reviews.server.ts';

export interface ProductSetView {
  productSetId: string;
  name: string;
  /** The set's other styles (this one left out). */
  products: ProductTile[];
}

export interface ProductPageData {
  details: ProductDetails;
  /** From the URL: the shopper's choice of colour, width and size (the page derives the rest). */
  query: { colour: string | null; size: string | null; width: string | null };
  countryCode: string;
  /** The site takes pickup orders (its `allowPickupOrder` flag): stores holding the size offer "Pick up here". */
  pickupOrders: boolean;
  seo: {
    title: string;
    description: string;
    canonical: string;
    alternates: HreflangLink[];
    /** What the page's JSON-LD needs besides the details (product-seo.ts; made while rendering, not sent twice). */
    origin: string;
    brandName: string;
    currencyExponent: number;
  };
  /** In the document when the api answered within IN_DOCUMENT_MS, else streamed after the first paint. */
  productSets: InTime<ProductSetView[]>;
  /** Reviews, questions and similar products: the same. */
  feedback: { [K in keyof ProductFeedback]: InTime<Awaited<ProductFeedback[K]>> };
  /** `?write=review|question`: the form's page of the shopper's own (never kept for one); null on the product page. */
  write: WriteForm | null;
}

/**
 * How long the loader waits for the sets, reviews, questions and similar products to put them in the document, which
 * then works without JavaScript and is kept complete by the page cache (decision 0016, addendum of 2026-12-06 evening).
 * The api keeps them (0014, 0023): they come a few milliseconds after the details. A slower answer streams as before.
 */
const IN_DOCUMENT_MS = 1_000;

/**
 * The product path segment, its style code read in any case (`…-srn369563`: shared and hand-typed links change
 * case); the page then moves to its canonical URL, where the code is in capitals.
 */
function productSegment(raw: string) {
  return parseProductSegment(raw) ?? parseProductSegment(raw.replace(/[^-]+$/, (code) => code.toUpperCase()));
}

interface LoaderArgs {
  request: Request;
  params: { locale?: string; product?: string };
  context: Readonly<RouterContextProvider>;
}

/**
 * The product page's data: the details await for the first paint; product sets, reviews, questions and similar
 * products come with them when quick, else stream. A URL whose slug is not the product's (or the `-p{code}`
 * alternate) moves permanently to the canonical URL, keeping its query; an unknown product, or another brand's, is
 * the localised 404.
 */
export async function loadProduct({ request, params, context }: LoaderArgs): Promise<ProductPageData> {
  const ctx = getRequestContext(context);
  const shop = await requireSite(ctx, request, params.locale);
  const segment = productSegment(params.product ?? '');
  if (!segment) notFound();

  const url = pageUrl(request);
  const colourParam = url.searchParams.get('colour');
  const colour = colourParam && COLOUR_CODE_PATTERN.test(colourParam) ? colourParam : null;
  // A shopper who has just written a review reads the details fresh too: their rating (under the price) moved.
  const ownFeedback = readsOwnFeedback(ctx, request);
  const details = await fetchDetails(ctx, shop, segment.id, colour, ownFeedback);
  if (!details) {
    // The style exists but not in this colour (or the colour is malformed): the canonical page instead, for good
    // like every other non-canonical spelling (decision 0013 addendum), the style code's case put right too.
    const style = colourParam !== null ? await fetchDetails(ctx, shop, segment.id, null) : null;
    if (style) {
      url.searchParams.delete('colour');
      throw redirect(`${style.pdpUrl}${url.search}`, 301);
    }
    notFound();
  }
  // A malformed colour ("abc", "€", empty, a NUL) is dropped like an unknown one: the same single 301 to the URL
  // without it, never a 200 at a second address (PDP tester F7).
  if (colourParam !== null && colour === null) {
    url.searchParams.delete('colour');
    throw redirect(`${details.pdpUrl}${url.search}`, 301);
  }
  if (url.pathname !== details.pdpUrl) throw redirect(`${details.pdpUrl}${url.search}`, 301);

  const api = apiFor(ctx, { locale: shop.locale, siteId: shop.siteId });
  const productSets = loadProductSets(api, details.productId);
  // A rejected stream is shown as "no sets"; never an unhandled rejection.
  productSets.catch(() => undefined);
  // Reviews and questions are kept for a couple of minutes; a shopper who just changed them reads them fresh.
  const feedbackApi = ownFeedback ? apiFor(ctx, { locale: shop.locale, siteId: shop.siteId, fresh: true }) : api;
  const streamed = loadProductFeedback(feedbackApi, details.productId, parseReviewQuery(url.searchParams));
  const origin = publicOrigin(ctx.config, shop.brand, request);
  const what = writeOf(url.searchParams);
  const scope = { locale: shop.locale, siteId: shop.siteId };
  const [alternates, { values, complete }, write] = await Promise.all([
    alternatesFor(ctx, shop, origin, details),
    settleWithin({ ...streamed, productSets }, IN_DOCUMENT_MS),
    what ? loadWriteForm(ctx, request, scope, details.productId, what) : null,
  ]);
  // A page with a section still streaming shows "Loading…" for good without JavaScript: not one to keep.
  if (!complete) notForPageCache(ctx);

  const selectedColour = colour ?? details.selectedColour;
  const { format } = translatorFor(shop.locale);
  const brandName = BRAND_NAMES[shop.brand];
  const canonical = `${origin}${details.pdpUrl}`;
  return {
    details,
    query: { colour: selectedColour, size: url.searchParams.get('size'), width: url.searchParams.get('width') },
    countryCode: shop.site.countryCode,
    pickupOrders: shop.site.features.allowPickupOrder === true,
    seo: {
      title: format('meta.product.title', { name: details.name, brand: brandName }) ?? details.name,
      description: metaDescription(details.description),
      canonical,
      alternates,
      origin,
      brandName,
      currencyExponent: shop.site.currencyExponent,
    },
    productSets: values.productSets,
    feedback: { reviews: values.reviews, questions: values.questions, similar: values.similar },
    write,
  };
}

async function fetchDetails(
  ctx: RequestContext,
  shop: Shop & { site: Site },
  productId: string,
  colour: string | null,
  fresh = false,
): Promise<ProductDetails | null> {
  try {
    return await apiFor(ctx, { locale: shop.locale, siteId: shop.siteId, fresh }).request({
      path: `/products/v2/products/${encodeURIComponent(productId)}/details`,
      query: { colour: colour ?? undefined },
      schema: ProductDetails,
      expectedStatuses: [404],
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

async function loadProductSets(api: ReturnType<typeof apiFor>, productId: string): Promise<ProductSetView[]> {
  const { productSets } = await api.get(`/products/v2/products/${productId}/productSets`, ProductSets);
  const sets = await Promise.all(
    productSets.slice(0, 3).map((set) => api.get(`/products/v2/products/${set.productSetId}/productSet`, ProductSet)),
  );
  return sets
    .map((set) => ({
      productSetId: set.productSetId,
      name: set.name,
      products: set.products.filter((tile) => tile.productId !== productId),
    }))
    .filter((set) => set.products.length > 0);
}

/** A meta description of at most ~155 characters, cut at a word. */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * hreflang: this product on every site of the brand that sells it, each URL with its own locale's slug as the api
 * names it (no redirect on the way), plus x-default. An api from before `alternates` existed: every locale where
 * the brand has a site, with this locale's slug (each of those pages moves to its own slug).
 */
async function alternatesFor(
  ctx: RequestContext,
  shop: Shop,
  origin: string,
  details: ProductDetails,
): Promise<HreflangLink[]> {
  const options = { origin, defaultLocale: ctx.config.defaultLocale };
  if (details.alternates) return hreflangLinks(details.alternates, options);
  const locales = await brandLocales(ctx, shop.brand).catch(() => [shop.locale]);
  const tail = details.pdpUrl.slice(shop.locale.length + 1);
  return hreflangLinks(
    locales.map((locale) => ({ locale, url: `/${locale}${tail}` })),
    options,
  );
}
