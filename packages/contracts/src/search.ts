import { z } from 'zod';
import { queryInteger } from './query-values.js';
import { CATEGORY_ID_PATTERN } from './paths.js';
import {
  COLOUR_CODE_PATTERN,
  ProductId,
  ProductImage,
  ProductPrice,
  ProductPromotionCallouts,
  ProductRating,
  ProductTile,
} from './products.js';
import {
  BRANDS,
  COLOUR_FAMILIES,
  RECENTLY_VIEWED_MAX,
  RECOMMENDATION_WIDGETS,
  GENDERS,
  SEARCH_FACETS,
  SEARCH_MAX_COUNT,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
} from './search.values.js';

export * from './search.values.js';

/**
 * A multi-valued refinement: repeated (`colour=black&colour=red`) or comma-separated (`colour=black,red`);
 * every value must be one of `values`, so an unknown value is a 400 naming the field.
 */
function listOf<T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.preprocess(
    distinctList,
    z.array(z.enum(values)).max(values.length, `${name} takes at most ${values.length} different values`).optional(),
  );
}

/** A repeated or comma-separated parameter's values, empty ones dropped; undefined when it is absent. */
function splitList(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  return [raw]
    .flat()
    .flatMap((v) => String(v).split(','))
    .filter(Boolean);
}

/**
 * A refinement's values (splitList), each once, as the storefront sends them: a value given twice refines as once,
 * and counts once against the list's limit.
 */
function distinctList(raw: unknown): string[] | undefined {
  const values = splitList(raw);
  return values && [...new Set(values)];
}

/**
 * A search query of at most SEARCH_QUERY_MAX_LENGTH UTF-16 code units once trimmed, counted as the search box's
 * maxLength and the storefront's clampSearchQuery count (an emoji is two): zod's own max counts code points.
 */
function searchText(min = 0) {
  const message = `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters (an emoji counts as 2, as in the search box)`;
  return z
    .string()
    .trim()
    .min(min, 'q must not be empty')
    .max(SEARCH_QUERY_MAX_LENGTH, message)
    .refine((q) => q.length <= SEARCH_QUERY_MAX_LENGTH, message);
}

const SIZE_PATTERN = /^(?:\d{1,2}(?:\.[05])?[CY]?|XS|S|M|L|XL|XXL|OS)$/;

/**
 * GET /products/v2/search/productSearch query. Refinements are flat named parameters (not one `refine` string)
 * so a bad value is reported against its own field, e.g. `query.colour` or `query.priceMax`.
 */
export const ProductSearchQuery = z
  .object({
    q: searchText().optional(),
    /** A category id; styles of its descendants count. An id the brand has no category for finds nothing. */
    categoryId: z.string().regex(CATEGORY_ID_PATTERN, 'categoryId must be 4 to 6 digits').optional(),
    /**
     * Sizes as the site shows them, in its country's system (US `9.5` and kids `11C`, UK `8.5`, EU `42.5`, JP
     * centimetres `27.0`; the size facet's values) or apparel sizes (`M`); only sizes in stock online match.
     */
    size: z.preprocess(
      distinctList,
      z
        .array(z.string().regex(SIZE_PATTERN, 'size must be a shoe size of the site or XS–XXL'))
        .max(40, 'size takes at most 40 different values')
        .optional(),
    ),
    colour: listOf('colour', COLOUR_FAMILIES),
    gender: listOf('gender', GENDERS),
    brand: listOf('brand', BRANDS),
    /** Inclusive bounds on the price paid (sale if reduced), in minor units of the site currency. */
    priceMin: queryInteger('priceMin', (n) => n.nonnegative()).optional(),
    priceMax: queryInteger('priceMax', (n) => n.nonnegative()).optional(),
    /** Minimum average rating, 1 to 5, compared with the average shown (one decimal): 4 finds 4.0 and up. */
    rating: queryInteger('rating', (n) => n.min(1).max(5)).optional(),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    start: queryInteger('start', (n) => n.nonnegative()).default(0),
    count: queryInteger('count', (n) => n.min(1).max(SEARCH_MAX_COUNT)).default(24),
  })
  // A parameter it does not know is refused by name (`q[]=run`, `colour[]=red` from a client that writes arrays so,
  // `categoryid`): ignored, it answered the whole catalog as if nothing had been asked.
  .strict()
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    message: 'priceMax must not be below priceMin',
    path: ['priceMax'],
  });
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

export const ColourSwatch = z.object({
  colourCode: z.string().regex(COLOUR_CODE_PATTERN),
  name: z.string(),
  colourFamily: z.string(),
  hex: z.string(),
});
export type ColourSwatch = z.infer<typeof ColourSwatch>;

export const SearchHit = z.object({
  productId: ProductId,
  name: z.string(),
  /**
   * men, women, unisex or kids: a model's two cuts share its name, this tells their tiles apart. Always sent by the
   * api; optional so earlier clients and fixtures still parse.
   */
  gender: z.string().optional(),
  /**
   * The product page; with `?colour=` when the search is refined by colour, or (unrefined) a word of the query
   * starts a word of a colourway's name ("red"), and the style's first such colourway is not its first (the page
   * opens on that colourway).
   */
  pdpUrl: z.string(),
  /** The first view of the colourway `pdpUrl` opens on: the style's first, or the one the search asked for. */
  image: ProductImage,
  price: ProductPrice,
  swatches: z.array(ColourSwatch),
  /** The first badge the style has (`new`, `bestseller`...), the one a tile shows; null when none. */
  badge: z.string().nullable(),
  badges: z.array(z.string()),
  /** Always sent by the api (null without reviews); optional so clients and fixtures made before it still parse. */
  rating: ProductRating.nullable().optional(),
  productPromotions: ProductPromotionCallouts,
});
export type SearchHit = z.infer<typeof SearchHit>;

export const FacetValue = z.object({
  value: z.string(),
  label: z.string(),
  hitCount: z.number().int().nonnegative(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof FacetValue>;

export const SearchFacet = z.object({ id: z.enum(SEARCH_FACETS), values: z.array(FacetValue) });
export type SearchFacet = z.infer<typeof SearchFacet>;

export const SearchRefinements = z.object({
  categoryId: z.string().optional(),
  size: z.array(z.string()).optional(),
  colour: z.array(z.string()).optional(),
  gender: z.array(z.string()).optional(),
  brand: z.array(z.string()).optional(),
  priceMin: z.number().int().optional(),
  priceMax: z.number().int().optional(),
  rating: z.number().int().optional(),
});
export type SearchRefinements = z.infer<typeof SearchRefinements>;

/**
 * A shoe size the query named in another size system than the site's that could not be applied ("UK 8" on the US
 * site without a gender: men's US 8.5 or women's US 10.5; decision 0010): taken out of the words all the same (never
 * searched as a model number), with the site's size it is for each run, to choose from.
 */
export const UnresolvedSize = z
  .object({
    typed: z.string().describe('The size as the query named it, with its system: "UK 8", "EU 42,5", "27cm"'),
    candidates: z
      .array(z.object({ gender: z.enum(GENDERS), size: z.string() }))
      .describe(
        "The size it is, as the site's size facet labels it, for each gender whose shoes have it in stock on the " +
          'site: the gender and size refinements to apply it. Empty when no shoe of the site is in that size.',
      ),
  })
  .describe('A size typed in another size system, not applied because the search does not say whose size it is');
export type UnresolvedSize = z.infer<typeof UnresolvedSize>;

/** GET /products/v2/search/productSearch answer. */
export const ProductSearchResult = z.object({
  query: z.string(),
  hits: z.array(SearchHit),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  facets: z.array(SearchFacet),
  refinements: SearchRefinements,
  /**
   * Set when `q` held a size phrase ("running shoes size 10", "Größe 42,5", "サイズ 27"; decision 0010): `q` is the
   * text as typed without it, which was searched (and `query` its words); `size` the sizes it named that the site
   * has, in its size system, applied as size refinements (in `refinements.size` and selected in the size facet). A
   * size the site has none of is ignored (not in `size`). `unresolved`: sizes named in another size system that
   * could not be applied for want of a gender (UnresolvedSize), left out of `q` all the same; absent when none.
   * Absent when the query held no size phrase.
   */
  understood: z
    .object({
      q: z.string(),
      size: z.array(z.string()),
      unresolved: z.array(UnresolvedSize).optional(),
    })
    .optional(),
  sort: z.enum(SEARCH_SORTS),
  sortOptions: z.array(z.object({ id: z.enum(SEARCH_SORTS), selected: z.boolean() })),
});
export type ProductSearchResult = z.infer<typeof ProductSearchResult>;

/** GET /products/v2/search/autoSuggest query. */
export const AutoSuggestQuery = z.object({
  q: searchText(1),
});
export type AutoSuggestQuery = z.infer<typeof AutoSuggestQuery>;

/**
 * GET /products/v2/search/autoSuggest answer. `correctedQuery` is set when the words as typed find nothing and
 * other words of the catalog do: each unknown word corrected to a whole word of the catalog, or, when the words
 * together find nothing, those that find something on their own; `droppedWords` are then the typed words it leaves
 * out ("trail runner" → "trail", without "runner"). A correction always finds something on the site.
 */
export const AutoSuggestResult = z.object({
  query: z.string(),
  correctedQuery: z.string().nullable(),
  /** Always sent by the api (empty unless a correction leaves words out); optional so earlier clients still parse. */
  droppedWords: z.array(z.string()).optional(),
  products: z.array(
    z.object({
      productId: ProductId,
      name: z.string(),
      /**
       * men, women, unisex or kids: a model's two cuts share its name, this tells them apart. Always sent by the
       * api; optional so earlier clients still parse.
       */
      gender: z.string().optional(),
      pdpUrl: z.string(),
      image: ProductImage,
      price: ProductPrice,
      /** Always sent by the api (null without reviews); optional so earlier clients still parse. */
      rating: ProductRating.nullable().optional(),
    }),
  ),
  /**
   * `path` names the category's ancestors, top first (`["Men", "Shoes"]` for Men › Shoes › Running; empty at the
   * top): it tells apart the categories of one name under different parents.
   */
  categories: z.array(
    z.object({ categoryId: z.string(), name: z.string(), path: z.array(z.string()), url: z.string() }),
  ),
  popularQueries: z.array(z.object({ query: z.string(), count: z.number().int().nonnegative() })),
});
export type AutoSuggestResult = z.infer<typeof AutoSuggestResult>;

/**
 * GET /products/v1/widgetRecommendations query (spec: parameters not shown; docs/decisions/0034). `widget` names the
 * recommender, as Einstein's do:
 * - `similar` (the default): styles like `productId`, which it needs.
 * - `recently-viewed`: the styles of `productIds` (the shopper's recently viewed, newest first, kept in the browser),
 *   in that order, those the site does not sell left out, and `productId` (the page's own product), if given, too.
 */
export const RecommendationsQuery = z
  .object({
    widget: z.enum(RECOMMENDATION_WIDGETS).default('similar'),
    productId: ProductId.optional(),
    productIds: z.preprocess(splitList, z.array(ProductId).min(1).max(RECENTLY_VIEWED_MAX).optional()),
    count: queryInteger('count', (n) => n.min(1).max(24)).default(8),
  })
  .superRefine((query, issues) => {
    if (query.widget === 'similar' && query.productId === undefined) {
      issues.addIssue({ code: 'custom', message: 'productId is required for similar styles', path: ['productId'] });
    }
    if (query.widget === 'recently-viewed' && query.productIds === undefined) {
      issues.addIssue({
        code: 'custom',
        message: 'productIds is required for recently viewed styles',
        path: ['productIds'],
      });
    }
  });
export type RecommendationsQuery = z.infer<typeof RecommendationsQuery>;

/**
 * A recommender's styles as tiles: similar styles (same type and gender, nearby price, in stock) or the recently
 * viewed ones; `productId` is the product they were asked for, when one was.
 */
export const Recommendations = z.object({
  widget: z.enum(RECOMMENDATION_WIDGETS),
  productId: ProductId.optional(),
  products: z.array(ProductTile),
});
export type Recommendations = z.infer<typeof Recommendations>;
