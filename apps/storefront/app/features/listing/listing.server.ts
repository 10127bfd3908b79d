import type { Brand } from '@outsole/contracts/reference';
import type { LocalePath } from '@outsole/contracts/locales';
import { categoryPath, parseCategorySegment } from '@outsole/contracts/paths';
import { AutoSuggestResult, ProductSearchResult, type UnresolvedSize } from '@outsole/contracts/search';
import { redirect, type RouterContextProvider } from 'react-router';

import { pageUrl } from '#app/lib/http/page-url.ts';
import { apiFor, type ApiScope } from '#app/lib/api/api.server.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import {
  catalogCategory,
  categoryTrail,
  categoryTreeFor,
  navigationTreeFor,
  type NavCategory,
} from '#app/lib/catalog/category-tree.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { Translator } from '#app/lib/i18n/translator.ts';
import { hreflangLinks, type HreflangLink } from '#app/lib/seo/hreflang.ts';
import { getRequestContext, type RequestContext } from '#app/lib/request-context.server.ts';
import { brandLocales, catalogFor, notFound, publicOrigin, requireSite } from '#app/lib/shop.server.ts';
import { filterWords } from './listing-filter-words.ts';
import {
  AS_TYPED_PARAM,
  hasFilters,
  pageCount,
  parseListingState,
  toSearch,
  toSearchQuery,
  withoutAllFilters,
  withPage,
  withUnderstood,
  type ListingState,
} from './listing-params.ts';
import { separatorFor } from '#app/lib/i18n/separator.ts';

export interface Crumb {
  name: string;
  url: string;
}

export interface ListingPageData {
  kind: 'category' | 'search';
  /** Set in the browser only: a change's data request failed and this is the listing that was on screen. */
  updateFailed?: boolean;
  heading: string;
  /**
   * The page's H1 when it says more than its breadcrumb's name: a category with its department ("Kids’ shoes",
   * "Kinderschuhe"), since Men's, Women's and Kids' "Shoes" are three pages (t3 F3-13). The heading otherwise.
   */
  headline?: string;
  /** The category path above this page (the page itself is the heading). */
  breadcrumbs: Crumb[];
  /** The page's URL path; filter, sort and page links add their query to it. */
  path: string;
  state: ListingState;
  result: ProductSearchResult;
  /** The URL's filters were refused by the api (400): these are the unfiltered results, with a note. */
  filterError: boolean;
  /**
   * Search only: the query as typed when it found nothing and these are the results of its spelling correction
   * (`state.q` is then the corrected query); null otherwise. `?asTyped=1` searches the typed query alone.
   */
  correctedFrom: string | null;
  /**
   * With `correctedFrom`: the words as typed that the correction left out because nothing matches them ("runner" of
   * "trail runner", whose results are those of "trail"); empty when every word was kept or corrected.
   */
  droppedWords: string[];
  /**
   * Sizes the query named in another size system that the api could not apply for want of a gender ("UK 8" on the
   * US site: men's 8.5 or women's 10.5), left out of the words searched; the page offers each as a gender and size
   * refinement (decision 0010, session 53). Those of the query as the shopper typed it, kept through a correction.
   */
  unresolvedSizes: UnresolvedSize[];
  /** Category facet values → the link that narrows to them (a child category page, or `category=` on search). */
  categoryHrefs: Record<string, string>;
  /**
   * Search only: the category chosen with `category=` and those above it, top first, each named and linking to the
   * search narrowed to it (filters and sort kept); empty when none is chosen, and on category pages.
   */
  categoryTrail: Crumb[];
  currency: string;
  currencyExponent: number;
  /** No-results help on the search page. */
  /** When nothing was found: a corrected query, popular ones, and categories (each with its ancestors' names). */
  suggestions: {
    correctedQuery: string | null;
    popularQueries: string[];
    categories: Array<Crumb & { path: string[] }>;
  } | null;
  seo: {
    title: string;
    description: string;
    canonical: string;
    alternates: HreflangLink[];
    noindex: boolean;
    /** Category pages: the origin their JSON-LD names (made while rendering from the hits, listing-seo.ts). */
    jsonLdOrigin: string | null;
  };
}

interface LoaderArgs {
  request: Request;
  params: { locale?: string; category?: string };
  context: Readonly<RouterContextProvider>;
}

interface Searched {
  result: ProductSearchResult;
  /** The state the results are for: the URL's, or without its filters when they were refused. */
  state: ListingState;
  filterError: boolean;
}

/**
 * The search, and when the api refuses the URL's filters (400 API400: an unknown colour, a malformed size) the
 * same search without them, flagged so the page can say so: a hand-edited URL is never a 500. The state answered
 * is the one searched, so the page shows as applied only the filters that were.
 */
async function runSearch(
  ctx: RequestContext,
  scope: ApiScope,
  state: ListingState,
  categoryId?: string,
): Promise<Searched> {
  const api = apiFor(ctx, scope);
  const path = '/products/v2/search/productSearch';
  try {
    const result = await api.request({
      path,
      query: toSearchQuery(state, { categoryId }),
      schema: ProductSearchResult,
      expectedStatuses: [400],
    });
    return { result, state: withUnderstood(state, result.understood), filterError: false };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400)) throw error;
    return searchWithoutFilters(ctx, scope, state, categoryId);
  }
}

async function searchWithoutFilters(
  ctx: RequestContext,
  scope: ApiScope,
  state: ListingState,
  categoryId?: string,
): Promise<Searched> {
  const plain = withoutAllFilters(state);
  const query = toSearchQuery(plain, { categoryId, withFilters: false });
  const result = await apiFor(ctx, scope).get('/products/v2/search/productSearch', ProductSearchResult, query);
  return { result, state: withUnderstood(plain, result.understood), filterError: true };
}

interface Corrected extends Searched {
  /** Auto-suggest's answer for the query that found nothing (null when it found something, or suggest failed). */
  suggest: AutoSuggestResult | null;
  correctedFrom: string | null;
  droppedWords: string[];
}

/**
 * Nothing found: auto-suggest's spelling correction, and its results when it finds some ("runnign" shows running
 * shoes, with a link to search for the text as typed), as the storefronts shoppers know do (docs/decisions/0033).
 * The same on the search page and on a category page searched with `?q=` (within the category): a correction that
 * finds nothing there leaves the page as it was. `?asTyped=1` searches the text as typed.
 */
async function withCorrection(
  ctx: RequestContext,
  scope: ApiScope,
  url: URL,
  searched: Searched,
  categoryId?: string,
): Promise<Corrected> {
  const { result, state } = searched;
  const suggest =
    result.total === 0 && state.q
      ? await apiFor(ctx, { locale: scope.locale, siteId: scope.siteId })
          .get('/products/v2/search/autoSuggest', AutoSuggestResult, { q: state.q })
          .catch(() => null)
      : null;
  const correction = suggest?.correctedQuery;
  if (correction && correction !== state.q && url.searchParams.get(AS_TYPED_PARAM) !== '1') {
    const corrected = { ...withPage(state, 1), q: correction };
    const found = await runSearch(ctx, scope, corrected, categoryId).catch(() => null);
    if (found && found.result.total > 0) {
      return { ...found, suggest, correctedFrom: state.q, droppedWords: suggest?.droppedWords ?? [] };
    }
  }
  return { ...searched, suggest, correctedFrom: null, droppedWords: [] };
}

/** After the search: a page past the last moves to it, else a misspelt page to its one spelling (one 301 either way). */
function pageAfterSearch(url: URL, asked: ListingState, state: ListingState, result: ProductSearchResult): void {
  toLastPageWhenPast(url, state, result);
  toOnePageSpelling(url, asked);
}

/**
 * A page number past the last (a stale link, fewer styles since, a hand-edited URL) moves to the last page, filters
 * and sort kept, instead of saying that nothing matches filters that match plenty. For good (301): a crawler then
 * drops the address rather than keep asking for it (docs/decisions/0013, addendum on pagination).
 */
function toLastPageWhenPast(url: URL, state: ListingState, result: ProductSearchResult): void {
  const last = pageCount(result.total);
  if (result.total > 0 && state.page > last) throw redirect(`${url.pathname}${toSearch(withPage(state, last))}`, 301);
}

/**
 * One address per page: a `page` that is not how its page is written (`1`, `0`, `-1`, `abc`, `1e1`, `02`, given
 * twice) moves for good to the URL without it (page 1) or with the page's one spelling, the rest of the query as it
 * came. In one step: a page above 1 is checked only after the search (`pageAfterSearch`), so a misspelt page past
 * the last moves straight to the last page, not to its spelling first.
 */
function toOnePageSpelling(url: URL, state: ListingState): void {
  const given = url.searchParams.getAll('page');
  if (given.length === 0 || (given.length === 1 && state.page > 1 && given[0] === String(state.page))) return;
  const moved = new URL(url);
  moved.searchParams.delete('page');
  if (state.page > 1) moved.searchParams.set('page', String(state.page));
  throw redirect(`${moved.pathname}${moved.search}`, 301);
}

/**
 * `/{locale}/c/{slug}-{id}`: the category from the whole catalog tree (breadcrumbs, children), its styles with
 * the URL's filters, sort and page. A wrong slug or the `-c{id}` form moves for good to the canonical URL (query
 * kept); an id the brand's tree does not have is the localised 404.
 */
export async function loadCategoryListing({ request, params, context }: LoaderArgs): Promise<ListingPageData> {
  const ctx = getRequestContext(context);
  const shop = await requireSite(ctx, request, params.locale);
  const segment = parseCategorySegment(params.category ?? '');
  if (!segment) notFound();
  const catalog = await catalogFor(ctx, shop, 5);
  const trail = categoryTrail(categoryTreeFor(catalog.categories, shop.locale), segment.id);
  const category = trail?.at(-1);
  if (!trail || !category) notFound();

  // A client-side navigation reaches the loader as `/path.data?…&_routes=…`: compare the page's own URL.
  const url = pageUrl(request);
  if (url.pathname !== category.href) throw redirect(`${category.href}${url.search}`, 301);

  const asked = parseListingState(url.searchParams);
  if (asked.page === 1) toOnePageSpelling(url, asked);
  // A category page narrows by its children's own pages, never by a `category=` parameter.
  asked.filters.category = null;
  const scope = { locale: shop.locale, siteId: shop.siteId };
  const [searched, locales] = await Promise.all([
    runSearch(ctx, scope, asked, category.id),
    brandLocales(ctx, shop.brand).catch((): LocalePath[] => [shop.locale]),
  ]);
  pageAfterSearch(url, asked, searched.state, searched.result);
  // A search within the category (`?q=`) is corrected as on the search page when it finds nothing.
  const { result, state, filterError, correctedFrom, droppedWords } = await withCorrection(
    ctx,
    scope,
    url,
    searched,
    category.id,
  );

  const translator = translatorFor(shop.locale);
  const { format } = translator;
  const brand = BRAND_NAMES[shop.brand];
  const ancestors = trail.slice(0, -1);
  const pathName = [...trail]
    .reverse()
    .map((node) => node.name)
    .join(separatorFor(shop.locale));
  const childHrefs = Object.fromEntries(
    category.children.map((child) => [child.id, `${child.href}${toSearch({ ...state, page: 1 })}`]),
  );
  const pageSuffix = state.page > 1 ? `?page=${state.page}` : '';
  const origin = publicOrigin(ctx.config, shop.brand, request);
  const alternates = await Promise.all(
    locales.map(async (locale) => {
      const other = await catalogFor(ctx, { locale, siteId: `${shop.brand}-${locale}` }, 5).catch(() => null);
      const node = other ? catalogCategory(other.categories, category.id) : undefined;
      return node ? { locale, url: `${categoryPath(locale, node.slug || node.name, node.id)}${pageSuffix}` } : null;
    }),
  );

  return {
    kind: 'category',
    heading: category.name,
    headline: listingHeadline(format, trail) ?? category.name,
    breadcrumbs: ancestors.map((node) => ({ name: node.name, url: node.href })),
    path: category.href,
    state,
    result,
    filterError,
    categoryHrefs: childHrefs,
    categoryTrail: [],
    correctedFrom,
    droppedWords,
    unresolvedSizes: searched.result.understood?.unresolved ?? [],
    currency: shop.site.currency,
    currencyExponent: shop.site.currencyExponent,
    suggestions: null,
    seo: {
      title:
        (state.page > 1
          ? format('meta.listing.titlePaged', { category: pathName, brand, page: state.page })
          : format('meta.listing.title', { category: pathName, brand })) ?? pathName,
      // The category's own description, with its count, which is the canonical page's (filters and sort are views
      // of it); a filtered view (or one searched with ?q=) says its filters in words, never the count of its own.
      description:
        listingDescription(
          translator,
          // What the category holds: its trail in the menus' tree, without the children that hold nothing; a category
          // holding nothing itself is not in that tree, and holds none of its children.
          categoryTrail(navigationTreeFor(catalog.categories, shop.locale), category.id) ?? [
            ...ancestors,
            { ...category, children: [] },
          ],
          shop.brand,
          result.total,
          filterWords(format, shop.locale, state, {
            currency: shop.site.currency,
            exponent: shop.site.currencyExponent,
          }),
        ) ?? pathName,
      // Filters and sort are views of the same page; only the page number makes another page.
      canonical: `${origin}${category.href}${pageSuffix}`,
      alternates: hreflangLinks(
        alternates.filter((a) => a !== null),
        { origin, defaultLocale: ctx.config.defaultLocale },
      ),
      // A category with nothing in it (for now) is no page to index; the sitemap leaves it out as well.
      noindex: result.total === 0 && !hasFilters(state),
      jsonLdOrigin: origin,
    },
  };
}

/**
 * A text search is the shopper's: the api counts who ran it for popular queries (docs/decisions/0038), so the call
 * names the shopper's address and is not answered from, nor shared through, the cache of public answers (where one
 * shopper's refusal could reach another). The api keeps its own answers, so this costs a local call, not a search.
 */
function searcherScope(ctx: RequestContext, scope: ApiScope): ApiScope {
  return { ...scope, clientIp: ctx.clientIp, fresh: true };
}

/** `/{locale}/search?q=`: the same listing for a text query; no results → spelling hint and where to go next. */
export async function loadSearch({ request, params, context }: LoaderArgs): Promise<ListingPageData> {
  const ctx = getRequestContext(context);
  const shop = await requireSite(ctx, request, params.locale);
  const url = pageUrl(request);
  const asked = parseListingState(url.searchParams);
  if (asked.page === 1) toOnePageSpelling(url, asked);
  const scope = { locale: shop.locale, siteId: shop.siteId };
  // With a category chosen, the whole tree names it (the answer counts its children only), at any depth.
  const [searched, catalog, wholeCatalog] = await Promise.all([
    runSearch(ctx, searcherScope(ctx, scope), asked),
    catalogFor(ctx, shop),
    asked.filters.category ? catalogFor(ctx, shop, 5) : null,
  ]);
  let { result, state, filterError } = searched;
  const chosen = state.filters.category;
  const chosenTrail =
    chosen && wholeCatalog ? categoryTrail(categoryTreeFor(wholeCatalog.categories, shop.locale), chosen) : null;
  // A well-formed id the brand has no category for (a stale or hand-made link) finds nothing at the api: refused
  // here like a filter the api refuses, so the page neither shows it as applied nor says nothing matches.
  if (chosen && !chosenTrail)
    ({ result, state, filterError } = await searchWithoutFilters(ctx, searcherScope(ctx, scope), state));
  pageAfterSearch(url, asked, state, result);
  // Before a spelling correction, which searches the words without them: the sizes of the query as typed.
  const unresolvedSizes = result.understood?.unresolved ?? [];
  const tree = navigationTreeFor(catalog.categories, shop.locale);
  const { format } = translatorFor(shop.locale);
  const brand = BRAND_NAMES[shop.brand];

  const corrected = await withCorrection(ctx, searcherScope(ctx, scope), url, { result, state, filterError });
  ({ result, state, filterError } = corrected);
  const { suggest, correctedFrom, droppedWords } = corrected;

  let suggestions: ListingPageData['suggestions'] = null;
  if (result.total === 0) {
    suggestions = {
      correctedQuery: suggest?.correctedQuery ?? null,
      popularQueries: (suggest?.popularQueries ?? []).map((p) => p.query).slice(0, 6),
      categories: [
        ...(suggest?.categories ?? []).map((c) => ({ name: c.name, url: c.url, path: c.path })),
        ...tree.map((node) => ({ name: node.name, url: node.href, path: [] })),
      ]
        .filter((c, i, all) => all.findIndex((o) => o.url === c.url) === i)
        .slice(0, 6),
    };
  }

  const narrowedTo = (id: string) =>
    `${url.pathname}${toSearch({ ...state, filters: { ...state.filters, category: id }, page: 1 })}`;
  const categoryHrefs = Object.fromEntries(
    (result.facets.find((f) => f.id === 'category')?.values ?? []).map((value) => [
      value.value,
      narrowedTo(value.value),
    ]),
  );
  // The home page's "Shop all top rated" (rated 4 and up, best rated first) is headed as what it lists.
  const topRated = !state.q && state.sort === 'rating' && state.filters.rating !== null;
  const heading = state.q
    ? (format('listing.search.heading', { query: state.q }) ?? state.q)
    : (format(topRated ? 'home.products.title' : 'listing.search.headingAll') ?? '');
  return {
    kind: 'search',
    heading,
    breadcrumbs: [],
    path: url.pathname,
    state,
    result,
    filterError,
    correctedFrom,
    droppedWords,
    unresolvedSizes,
    categoryHrefs,
    categoryTrail:
      state.filters.category && chosenTrail
        ? chosenTrail.map((node) => ({ name: node.name, url: narrowedTo(node.id) }))
        : [],
    currency: shop.site.currency,
    currencyExponent: shop.site.currencyExponent,
    suggestions,
    seo: {
      title: state.q
        ? (format('meta.search.title', { query: state.q, brand }) ?? state.q)
        : (format(topRated ? 'meta.search.titleTopRated' : 'meta.search.titleAll', { brand }) ?? brand),
      description: format('meta.search.description', { brand }) ?? brand,
      canonical: `${publicOrigin(ctx.config, shop.brand, request)}${url.pathname}${toSearch({ ...parseListingState(new URLSearchParams()), q: state.q, page: state.page })}`,
      alternates: [],
      // Search results are endless and thin: kept out of indexes, links still followed.
      noindex: true,
      jsonLdOrigin: null,
    },
  };
}

const DEPARTMENTS = new Set(['men', 'women', 'kids', 'sale']);
const KINDS = new Set(['shoes', 'clothing', 'accessories']);

/**
 * A category's H1 with the department its breadcrumb starts from, as the language says it ("Kids’ shoes",
 * "Kinderschuhe", "Chaussures enfant", "キッズ シューズ"): what it holds from the category's key (shoes, clothing,
 * accessories), else its own name ("Men’s Running", "Mützen & Caps für Damen"). A department's own page, or one
 * outside the known departments, is its name.
 */
export function listingHeadline(format: Translator['format'], trail: readonly NavCategory[]): string | undefined {
  const category = trail.at(-1);
  const department = trail[0]?.key;
  if (trail.length < 2 || !category || !department || !DEPARTMENTS.has(department)) return category?.name;
  const kind = category.key && KINDS.has(category.key) ? category.key : 'other';
  return format('listing.heading.category', { department, kind, category: category.name });
}

/**
 * A category's meta description as a sentence: the category's own name (not its "A · B · C" trail), its department
 * as the language says it ("for women", "im Sale") and what it holds (pairs of shoes, clothing, accessories) from the
 * catalog's keys. A department's page lists the kinds it holds, from `trail`'s children: pass the menus' tree
 * (`navigationTreeFor`), whose children are only those with something on sale, so Kids with lifestyle shoes only says
 * "kids’ shoes", never "running shoes, clothing and accessories" (tester t3 finding 4).
 */
export function listingDescription(
  { format, intl }: Pick<Translator, 'format' | 'intl'>,
  trail: readonly NavCategory[],
  /** The brand's id: each brand words its departments in its own terms (Stride running, Kestrel hiking). */
  brandId: Brand,
  count: number,
  /** A filtered view's filters in words (listing-filter-words.ts): said instead of the count, which is the view's. */
  filters = '',
): string | undefined {
  const category = trail.at(-1)?.name ?? '';
  const brand = BRAND_NAMES[brandId];
  const key = (node: NavCategory | undefined, known: Set<string>) =>
    node?.key && known.has(node.key) ? node.key : 'other';
  const department = key(trail[0], DEPARTMENTS);
  if (filters) {
    // A department's own page names it as the category ("the Men collection"), not again as its department.
    const of = trail.length === 1 ? 'other' : department;
    return format('meta.listing.descriptionFiltered', { department: of, category, brand, filters });
  }
  if (trail.length === 1) {
    const goods = departmentGoods(format, trail[0], brandId);
    return format('meta.listing.descriptionDepartment', {
      // Holding none of the known kinds, it is named by its own name.
      department: goods.length > 0 ? department : 'other',
      goods: intl.formatList(goods),
      category,
      brand,
      count,
    });
  }
  const kind = key(trail[1], KINDS);
  return format('meta.listing.description', { department, kind, category, brand, count });
}

/** The shoe category a brand is known for, named in its departments' descriptions when they hold it. */
const SIGNATURE_ACTIVITY: Readonly<Record<Brand, string>> = { stride: 'running', kestrel: 'hiking' };

/**
 * The kinds of goods a department holds (its children keyed shoes, clothing, accessories), in the tree's order, each
 * as the language says it: its shoes are "running shoes" (Stride) or "hiking boots" (Kestrel) only when that category
 * is among them.
 */
function departmentGoods(format: Translator['format'], department: NavCategory | undefined, brandId: Brand): string[] {
  return (department?.children ?? []).flatMap((child) => {
    if (!child.key || !KINDS.has(child.key)) return [];
    const signature = SIGNATURE_ACTIVITY[brandId];
    const activity = child.children.some((leaf) => leaf.key === signature) ? signature : 'other';
    const words = format('meta.listing.departmentGoods', { kind: child.key, activity, brandId });
    return words ? [words] : [];
  });
}
