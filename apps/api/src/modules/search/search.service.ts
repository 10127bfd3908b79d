import {
  SEARCH_FACETS,
  SEARCH_SORTS,
  type FacetValue,
  type ProductSearchQuery,
  type ProductSearchResult,
  type SearchFacet,
  type SearchFacetId,
  type SearchHit,
} from '@outsole/contracts/search';
import { productImagePath } from '@outsole/contracts/products';
import { trimSearchQuery } from '@outsole/contracts/search.values';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { loadTiles, type StyleTile } from '../products/product-tiles.service.js';
import { calloutsOf, loadCallouts } from '../products/promotion-callouts.service.js';
import { chosenValues, type FacetRow, type SearchFilters } from './search.engine.js';
import { countQueryRun } from './search.counting.js';
import { searchView } from './search.state.js';
import { siteSizeLabels, sizesInQuery, type SizeQuery } from './search.size-words.js';
import { newBadgeWords } from './search.badge-words.js';
import { coloursNamed } from './search.colours.js';
import { queryTerms, words } from './search.terms.js';

/** Lower bounds of the price facet's bands in major units; yen prices are about 150 times the dollar's. */
const PRICE_BANDS_MAJOR = [0, 50, 100, 150, 200];
const YEN_FACTOR = 150;

function priceBands(currency: string): number[] {
  // Minor units: cents for USD, GBP and EUR; JPY has no minor unit.
  return PRICE_BANDS_MAJOR.map((major) => (currency === 'JPY' ? major * YEN_FACTOR : major * 100));
}

/** Who searched (search.counting.ts searchersOf) and the secret their digests are keyed with. */
export interface QueryCounting {
  key: string;
  searchers: readonly string[];
}

/** What the answer cache keeps of a search: everything but what echoes the request. */
interface SearchPage {
  total: number;
  hits: SearchHit[];
  facets: FacetRow[];
}

/**
 * GET /products/v2/search/productSearch: styles of the site's brand priced on the site, matching the words of
 * `q` (as prefixes) in the request locale, narrowed by the refinements, with every facet's counts: one pass over
 * the in-process catalog (search.engine.ts) and one tile query. An unknown (well-formed) categoryId is not an
 * error: like a category with no styles, it finds nothing, which is what a stale link or bookmark should show.
 * Answers are kept in a bounded cache per search clock tick (search.state.ts), keyed by the normalised request.
 * Queries that found something are counted for popular queries, cached or not, once a day per searcher
 * (search.counting.ts), when `counting` says who searched.
 */
export async function searchProducts(
  ctx: RequestContext,
  db: Db,
  query: ProductSearchQuery,
  counting: QueryCounting | null,
): Promise<ProductSearchResult> {
  const typedTerms = queryTerms(query.q ?? '');
  const bands = priceBands(ctx.site.currency);
  // A query of only symbols or emoji (`!!!`, `👟`) has no word to match: it finds nothing, as an unknown word
  // does, rather than every style (which is what no query at all means: browsing by the refinements).
  const searched = trimSearchQuery(query.q ?? '');
  if (typedTerms.length === 0 && searched !== '') {
    const filters = filtersOf(ctx, query, typedTerms, query.size, bands);
    return nothingFound(query, searched, toFacets(ctx, [], filters, bands));
  }
  const view = await searchView(db);
  // "size 10", "Größe 42", "サイズ 27" is a size refinement in the site's size system, not words to find in a text; a
  // size of another system ("UK 8" on the US site) is translated when the gender chosen or named says which run,
  // else taken out of the words all the same, the answer saying which size it is for each gender (`unresolved`).
  const siteSizes = siteSizeLabels(view.catalog, ctx);
  const sized = sizesInQuery(searched, ctx.site.countryCode, (label) => siteSizes.has(label), query.gender);
  const terms = sized.understood ? queryTerms(sized.text) : typedTerms;
  const sizes = sized.sizes.length > 0 ? [...new Set([...(query.size ?? []), ...sized.sizes])] : query.size;
  const filters = filtersOf(ctx, query, terms, sizes, bands);
  const key = `search ${cacheKey(filters)}`;
  let page = view.answers.get(key) as SearchPage | undefined;
  if (!page) {
    const [found, codes] = await Promise.all([view.search(db, filters), view.codes(db, terms)]);
    // Nothing new matches: the words are searched as typed, as before ("New" may be in a style's name).
    const rows =
      found.total === 0 && filters.newOnly ? await view.search(db, { ...filters, terms, newOnly: false }) : found;
    const tiles = await loadTiles(ctx, db, rows.productIds, { swatches: true });
    // Words of three letters or more may name a colour: the "t" of "t-shirt" names none.
    const named: NamedColours = {
      words: terms.filter((term) => term.length >= 3),
      families: new Set(terms.flatMap((term) => coloursNamed(term, ctx.locale))),
      upcColourways: new Map(
        [...codes.values()].flatMap((code) =>
          code.colourCode && code.productIds[0] ? [[code.productIds[0], code.colourCode] as const] : [],
        ),
      ),
    };
    const hits = tiles.map((tile) => {
      // A style of no colour family (the digital gift card) shows no swatches and no colour count on its tile.
      const style = view.catalog.indexOf(tile.productId);
      const coloured = style === undefined || view.catalog.colours.any(style);
      return toHit(coloured ? tile : { ...tile, swatches: [] }, query.colour, named);
    });
    page = { total: rows.total, hits, facets: rows.facets };
    view.answers.set(key, page);
  }
  // Beside the kept page, never in it: a promotion that starts or ends shows on the next answer (decision 0053).
  const callouts = await loadCallouts(ctx, db, page.hits);
  const hits =
    callouts.size === 0 ? page.hits : page.hits.map((hit) => ({ ...hit, ...calloutsOf(callouts, hit.productId) }));
  if (counting && terms.length > 0 && query.start === 0 && page.total > 0) {
    const run = { siteId: ctx.site.siteId, query: terms.join(' '), searchers: counting.searchers, now: new Date() };
    await countQueryRun(db, counting.key, run);
  }

  return {
    query: terms.join(' '),
    hits,
    total: page.total,
    start: query.start,
    count: page.hits.length,
    facets: toFacets(ctx, page.facets, filters, bands),
    refinements: refinementsOf({ ...query, size: sizes }),
    ...(sized.understood ? { understood: understoodOf(sized) } : {}),
    sort: query.sort,
    sortOptions: SEARCH_SORTS.map((id) => ({ id, selected: id === query.sort })),
  };
}

/** What the answer says was read of the query's sizes; sizes it could not apply only when there are some. */
function understoodOf(sized: SizeQuery): NonNullable<ProductSearchResult['understood']> {
  const read = { q: sized.text, size: sized.sizes };
  return sized.unresolved.length > 0 ? { ...read, unresolved: sized.unresolved } : read;
}

/**
 * The engine's filters for a request: its refinements with `sizes` (the request's and those its query named), the
 * words to search with those asking for the New badge ("new", "new arrivals", "neu", "nouveautés", 新作) taken out.
 */
function filtersOf(
  ctx: RequestContext,
  query: ProductSearchQuery,
  terms: string[],
  sizes: string[] | undefined,
  bands: number[],
): SearchFilters {
  const badge = newBadgeWords(terms, ctx.locale);
  return {
    terms: badge.terms,
    newOnly: badge.newOnly,
    locale: ctx.locale,
    fallbackLocale: ctx.site.locale,
    siteId: ctx.site.siteId,
    countryCode: ctx.site.countryCode,
    brand: ctx.site.brand,
    categoryId: query.categoryId,
    sizes,
    colours: query.colour,
    genders: query.gender,
    brands: query.brand,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    rating: query.rating,
    priceBands: bands,
    sort: query.sort,
    start: query.start,
    count: query.count,
  };
}

/** What the query's words say about the colourway a hit should show. */
interface NamedColours {
  /** Words that may start a word of a colourway's name. */
  words: readonly string[];
  /** Colour families a word names in the request's language ("blue", "blau": search.colours.ts). */
  families: ReadonlySet<string>;
  /** The colourway of each style found by one of its variants' UPCs. */
  upcColourways: ReadonlyMap<string, string>;
}

/**
 * A style as a hit. Refined by colour, a hit shows and links to the style's first colourway of those colours (a
 * shopper who asked for green sees the green one, and its product page opens on it) where the style's first
 * colourway is another. Unrefined, a UPC shows its own colourway; else a query word that starts a word of a
 * colourway's name does the same ("red running shoes" shows the Red/Olive colourway of a style whose first is
 * Grey/Tan), in the request's language, and failing that a colour family a word names ("blue" the first blue one).
 */
function toHit(tile: StyleTile, colours: readonly string[] | undefined, named: NamedColours): SearchHit {
  const first = tile.swatches[0];
  const nameStarts = (name: string) => words(name).some((word) => named.words.some((term) => word.startsWith(term)));
  const upcColourway = named.upcColourways.get(tile.productId);
  const matching = colours?.length
    ? tile.swatches.find((swatch) => colours.includes(swatch.colourFamily))
    : upcColourway !== undefined
      ? tile.swatches.find((swatch) => swatch.colourCode === upcColourway)
      : ((named.words.length > 0 ? tile.swatches.find((swatch) => nameStarts(swatch.name)) : undefined) ??
        tile.swatches.find((swatch) => named.families.has(swatch.colourFamily)));
  const shown = matching && matching.colourCode !== first?.colourCode ? matching : undefined;
  return {
    productId: tile.productId,
    name: tile.name,
    ...(tile.gender === undefined ? {} : { gender: tile.gender }),
    pdpUrl: shown ? `${tile.pdpUrl}?colour=${shown.colourCode}` : tile.pdpUrl,
    image: shown
      ? { ...tile.image, url: productImagePath(tile.productId, shown.colourCode, tile.image.view) }
      : tile.image,
    price: tile.price,
    swatches: tile.swatches,
    badge: tile.badges[0] ?? null,
    badges: tile.badges,
    rating: tile.rating,
  };
}

/** The refinements the request made, echoed in the answer. */
function refinementsOf(query: ProductSearchQuery): ProductSearchResult['refinements'] {
  return {
    ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}),
    ...(query.size ? { size: query.size } : {}),
    ...(query.colour ? { colour: query.colour } : {}),
    ...(query.gender ? { gender: query.gender } : {}),
    ...(query.brand ? { brand: query.brand } : {}),
    ...(query.priceMin !== undefined ? { priceMin: query.priceMin } : {}),
    ...(query.priceMax !== undefined ? { priceMax: query.priceMax } : {}),
    ...(query.rating !== undefined ? { rating: query.rating } : {}),
  };
}

/**
 * The answer of a search that can match nothing: what was searched (trimmed: `-`, `👟`, told apart from the blank
 * query that lists everything), no hits, no facet value but the chosen ones (counted 0), the request's sort and
 * refinements.
 */
function nothingFound(query: ProductSearchQuery, searched: string, facets: SearchFacet[]): ProductSearchResult {
  return {
    query: searched,
    hits: [],
    total: 0,
    start: query.start,
    count: 0,
    facets,
    refinements: refinementsOf(query),
    sort: query.sort,
    sortOptions: SEARCH_SORTS.map((id) => ({ id, selected: id === query.sort })),
  };
}

/** The request as the answer depends on it: list refinements as sets (their order and repeats change nothing). */
function cacheKey(f: SearchFilters): string {
  const set = (values: readonly string[] | undefined) => (values?.length ? [...new Set(values)].sort() : null);
  return JSON.stringify([
    f.terms,
    f.locale,
    f.fallbackLocale,
    f.siteId,
    f.brand,
    f.categoryId ?? null,
    set(f.sizes),
    set(f.colours),
    set(f.genders),
    set(f.brands),
    f.priceMin ?? null,
    f.priceMax ?? null,
    f.rating ?? null,
    f.newOnly === true,
    f.priceBands,
    f.sort,
    f.start,
    f.count,
  ]);
}

/**
 * The engine's facet rows as the answer's facets, each value marked selected when the search is refined by it. A
 * chosen value the engine has no row for (a size the site's size system does not have, a colour no style comes in)
 * is listed too, counted 0, so every refinement in force can be seen and taken off in its facet.
 */
function toFacets(
  ctx: RequestContext,
  rows: readonly FacetRow[],
  filters: SearchFilters,
  bands: readonly number[],
): SearchFacet[] {
  const chosen = chosenValues(filters);
  return SEARCH_FACETS.map((id) => {
    const values: FacetValue[] = rows
      .filter((row) => row.facet === id)
      .map((row) => ({
        value: String(row.value),
        label: row.label ?? row.fallback_label ?? priceLabel(id, String(row.value), bands) ?? String(row.value),
        hitCount: Number(row.hit_count),
        selected: chosen[id].has(String(row.value)),
      }));
    for (const value of chosen[id]) {
      if (values.some((listed) => listed.value === value)) continue;
      const label = id === 'rating' ? `${value}+` : (priceLabel(id, value, bands) ?? value);
      values.push({ value, label, hitCount: 0, selected: true });
    }
    return { id, values: sortValues(id, values) };
  });
}

/** A price band's label is its range in minor units (`5000-9999`, `20000+`); the storefront formats money. */
function priceLabel(id: SearchFacetId, value: string, bands: readonly number[]): string | null {
  if (id !== 'price') return null;
  const low = Number(value);
  const next = bands.find((band) => band > low);
  return next === undefined ? `${low}+` : `${low}-${next - 1}`;
}

function sortValues(id: SearchFacetId, values: FacetValue[]): FacetValue[] {
  if (id === 'size') return values; // the engine's order: smallest first in the site's size system
  if (id === 'price') return values.sort((a, b) => Number(a.value) - Number(b.value));
  if (id === 'rating') return values.sort((a, b) => Number(b.value) - Number(a.value)); // 4+ first

  return values.sort((a, b) => b.hitCount - a.hitCount || a.value.localeCompare(b.value));
}
