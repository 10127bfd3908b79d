import { decimalInteger } from '@outsole/contracts/query-values.values';
import type { ProductSearchResult, UnresolvedSize } from '@outsole/contracts/search';
import { clampSearchQuery, SEARCH_SORTS, type SearchSort } from '@outsole/contracts/search.values';

/**
 * The listing's state lives in the page URL's query (so filters work without JavaScript and every state has a
 * link): `size`, `colour`, `gender`, `brand` repeat; `price` is one bucket (`5000-9999`, `20000+`, minor units);
 * `rating` a minimum; `category` (search only) one id; `sort`; `page` from 1. Anything else in the URL (tracking
 * parameters) is not state and never reaches the api or the canonical URL.
 */
export const MULTI_FILTERS = ['size', 'colour', 'gender', 'brand'] as const;
export type MultiFilter = (typeof MULTI_FILTERS)[number];
export const SINGLE_FILTERS = ['price', 'rating', 'category'] as const;
export type SingleFilter = (typeof SINGLE_FILTERS)[number];
export type FilterParam = MultiFilter | SingleFilter;

const PRICE_BUCKET = /^(?:\d{1,9}-\d{1,9}|\d{1,9}\+)$/;

/** spec (page sizes come from configuration): 24 tiles a page, a multiple of 2, 3 and 4 columns. */
export const PAGE_SIZE = 24;
/** `?asTyped=1` on a search: the query as typed, without the spelling correction a query that finds nothing gets. */
export const AS_TYPED_PARAM = 'asTyped';

export interface ListingState {
  q: string;
  filters: Record<MultiFilter, string[]> & Record<SingleFilter, string | null>;
  sort: SearchSort;
  page: number;
}

export function parseListingState(search: URLSearchParams): ListingState {
  const multi = (name: MultiFilter) => [
    ...new Set(
      search
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
  const single = (name: SingleFilter) => search.get(name)?.trim() || null;
  // `?price=20000+` typed by hand reaches us as "20000 " (a URL's + is a space): it meant the open bucket.
  const typedOpen = search.get('price')?.match(/^(\d{1,9}) $/)?.[1];
  const price = typedOpen ? `${typedOpen}+` : single('price');
  const sort = search.get('sort');
  // Decimal digits only, as the api reads its integers (`1e1`, `0x2`, `2.0`, `+2` are no page): page 1.
  const page = decimalInteger(search.get('page') ?? '1');
  return {
    q: clampSearchQuery(search.get('q') ?? ''),
    filters: {
      size: multi('size'),
      colour: multi('colour'),
      gender: multi('gender'),
      brand: multi('brand'),
      // A bucket the facet could have made (`5000-9999`, `20000+`: up to 9 digits of minor units), or none.
      price: price !== null && PRICE_BUCKET.test(price) ? price : null,
      rating: single('rating'),
      category: single('category'),
    },
    sort: SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : 'relevance',
    page: page !== null && page >= 1 && page <= 1000 ? page : 1,
  };
}

export function hasFilters(state: ListingState): boolean {
  return (
    MULTI_FILTERS.some((name) => state.filters[name].length > 0) ||
    SINGLE_FILTERS.some((name) => state.filters[name] !== null)
  );
}

/** A price bucket `min-max` or `min+` as the api's bounds; a malformed one is passed on so the api names it. */
export function priceBounds(bucket: string): { priceMin: string; priceMax?: string } {
  const range = /^(\d+)-(\d+)$/.exec(bucket);
  if (range?.[1] && range[2]) return { priceMin: range[1], priceMax: range[2] };
  const open = /^(\d+)\+$/.exec(bucket);
  if (open?.[1]) return { priceMin: open[1] };
  return { priceMin: bucket };
}

/** The productSearch query for a state: lists comma-joined (the api reads both forms), page → start. */
export function toSearchQuery(
  state: ListingState,
  base: { categoryId?: string; withFilters?: boolean } = {},
): Record<string, string | number | undefined> {
  const { filters } = state;
  const withFilters = base.withFilters ?? true;
  const query: Record<string, string | number | undefined> = {
    q: state.q || undefined,
    categoryId: (withFilters ? filters.category : null) ?? base.categoryId,
    sort: state.sort === 'relevance' ? undefined : state.sort,
    start: (state.page - 1) * PAGE_SIZE,
    count: PAGE_SIZE,
  };
  if (!withFilters) return query;
  for (const name of MULTI_FILTERS) if (filters[name].length > 0) query[name] = filters[name].join(',');
  if (filters.price) Object.assign(query, priceBounds(filters.price));
  if (filters.rating) query.rating = filters.rating;
  return query;
}

/**
 * The state a search answered for: a size typed in the query ("running shoes size 10", "Größe 42") is read by the
 * api as the size refinement (`understood`, decision 0010), so the page holds the words without it and the size
 * among the chosen ones. Its chip and facet then show the size chosen and remove it, and every link (filters, sort,
 * pages) carries the words and the size apart, as if the shopper had chosen the size in the facet.
 */
export function withUnderstood(
  state: ListingState,
  understood: Pick<NonNullable<ProductSearchResult['understood']>, 'q' | 'size'> | undefined,
): ListingState {
  if (!understood) return state;
  const size = [...new Set([...state.filters.size, ...understood.size])];
  return { ...state, q: understood.q, filters: { ...state.filters, size } };
}

/**
 * The state with a size typed in another system applied as one gender's size (UnresolvedSize: "UK 8" as men's 8.5):
 * that gender chosen instead of any other (it says which run the size is of) and the size among the chosen ones, the
 * words and sort kept, page 1 (decision 0010, session 53).
 */
export function withGenderSize(state: ListingState, candidate: UnresolvedSize['candidates'][number]): ListingState {
  const size = [...new Set([...state.filters.size, candidate.size])];
  return { ...state, filters: { ...state.filters, gender: [candidate.gender], size }, page: 1 };
}

/** The URL query for a state (no tracking parameters, defaults left out), `?…` or ''. */
export function toSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const name of MULTI_FILTERS) for (const value of state.filters[name]) params.append(name, value);
  for (const name of SINGLE_FILTERS) {
    const value = state.filters[name];
    if (value !== null) params.set(name, value);
  }
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The state with one filter value removed (a chip's link); any change of filters goes back to page 1. */
export function withoutFilter(state: ListingState, name: FilterParam, value: string): ListingState {
  const filters = { ...state.filters };
  if ((MULTI_FILTERS as readonly string[]).includes(name)) {
    filters[name as MultiFilter] = filters[name as MultiFilter].filter((v) => v !== value);
  } else {
    filters[name as SingleFilter] = null;
  }
  return { ...state, filters, page: 1 };
}

/** The state with one single-valued filter set (a category or rating link). */
export function withFilter(state: ListingState, name: SingleFilter, value: string): ListingState {
  return { ...state, filters: { ...state.filters, [name]: value }, page: 1 };
}

/** The state without any filter ("Clear all filters"): the query and the sort stay, the page goes back to 1. */
export function withoutAllFilters(state: ListingState): ListingState {
  return { ...parseListingState(new URLSearchParams(state.q ? { q: state.q } : {})), sort: state.sort };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/**
 * The link from a corrected search back to the text as typed: the shopper's filters and sort stay (they were applied
 * to the corrected search too), the page goes back to 1, and `asTyped=1` keeps the correction from coming back.
 */
export function asTypedSearch(state: ListingState, typed: string): string {
  const params = new URLSearchParams(toSearch({ ...withPage(state, 1), q: typed }));
  params.set(AS_TYPED_PARAM, '1');
  return `?${params.toString()}`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
