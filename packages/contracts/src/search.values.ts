/**
 * The zod-free part of search.ts: facet, sort and filter values the browser bundle imports
 * (`@outsole/contracts/search.values`) without pulling zod into it. search.ts re-exports all of it.
 */

/**
 * The facets a search can be refined by. `rating` values are minimum averages (`4` = 4 and up, `3`, `2`, `1`),
 * cumulative: a style rated 4.2 counts in each of them.
 */
export const SEARCH_FACETS = ['category', 'size', 'colour', 'price', 'gender', 'brand', 'rating'] as const;
export type SearchFacetId = (typeof SEARCH_FACETS)[number];

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const COLOUR_FAMILIES = [
  'black',
  'white',
  'grey',
  'blue',
  'red',
  'orange',
  'yellow',
  'green',
  'pink',
  'purple',
  'brown',
  'beige',
] as const;
export const GENDERS = ['men', 'women', 'unisex', 'kids'] as const;
export const BRANDS = ['stride', 'kestrel'] as const;
/** spec (page sizes come from configuration): one request never asks for more than this many hits. */
export const SEARCH_MAX_COUNT = 60;
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * A query without white space or invisible format characters (zero-width space and joiner, BOM, bidi marks: `\p{Cf}`)
 * at its ends: one of those alone is blank, no query at all, as a space is.
 */
export function trimSearchQuery(raw: string): string {
  return raw.replace(/^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu, '');
}

/**
 * A search query as a shopper's URL or box may hold it, made one the api takes: control characters (a NUL in a
 * hand-made link) become spaces, what is no character is left out (U+FFFD, which a URL's decoder puts for bytes
 * that are not UTF-8, as `%ED%A0%80` is not, and a lone surrogate), the ends are trimmed, and it is cut to
 * SEARCH_QUERY_MAX_LENGTH UTF-16 units (the search box's maxLength), never inside a character (an emoji is left out
 * whole rather than cut in half): a longer query in a hand-made or old link is searched by its start.
 */
export function clampSearchQuery(raw: string): string {
  const query = trimSearchQuery(
    raw
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/[\p{Cs}\uFFFD]/gu, ''),
  );
  if (query.length <= SEARCH_QUERY_MAX_LENGTH) return query;
  let kept = '';
  for (const character of query) {
    if (kept.length + character.length > SEARCH_QUERY_MAX_LENGTH) break;
    kept += character;
  }
  return kept.trim();
}

/** The recommenders of GET /products/v1/widgetRecommendations (search.ts RecommendationsQuery). */
export const RECOMMENDATION_WIDGETS = ['similar', 'recently-viewed'] as const;
export type RecommendationWidget = (typeof RECOMMENDATION_WIDGETS)[number];

/** The most recently viewed styles a shopper's browser keeps and asks for at once. */
export const RECENTLY_VIEWED_MAX = 24;
