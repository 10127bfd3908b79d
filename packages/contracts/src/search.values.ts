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

/** The recommenders of GET /products/v1/widgetRecommendations (search.ts RecommendationsQuery). */
export const RECOMMENDATION_WIDGETS = ['similar', 'recently-viewed'] as const;
export type RecommendationWidget = (typeof RECOMMENDATION_WIDGETS)[number];

/** The most recently viewed styles a shopper's browser keeps and asks for at once. */
export const RECENTLY_VIEWED_MAX = 24;
