import type { LocalePath } from '@outsole/contracts/locales';
import type { SearchFacetId, SearchSort } from '@outsole/contracts/search';
import type { SearchCatalog } from './search-catalog.js';
import type { Matches } from './search.index.js';
import { weightedRatings } from './rating-rank.js';
import { keysLabelled, sizeLabels } from './search.sizes.js';

/** What a product search asks for. */
export interface SearchFilters {
  terms: readonly string[];
  locale: LocalePath;
  fallbackLocale: LocalePath;
  siteId: string;
  /** The site's country: size refinements and the size facet are in its size system (search.sizes.ts). */
  countryCode: string;
  brand: string;
  categoryId?: string | undefined;
  /** Size labels as the site shows them (EU `42.5` on a German site, US `9` on an American one). */
  sizes?: readonly string[] | undefined;
  colours?: readonly string[] | undefined;
  genders?: readonly string[] | undefined;
  brands?: readonly string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  rating?: number | undefined;
  /** Only styles with the New badge (the query said "new": search.badge-words.ts). */
  newOnly?: boolean | undefined;
  /** Lower bounds of the price facet's bands, ascending, in minor units. */
  priceBands: readonly number[];
  sort: SearchSort;
  start: number;
  count: number;
}

export interface FacetRow {
  facet: SearchFacetId;
  /** null only for a price below every band. */
  value: string | null;
  label: string | null;
  fallback_label: string | null;
  hit_count: number;
}

export interface SearchPageRows {
  total: number;
  /** The page's styles, in the search's order. */
  productIds: string[];
  facets: FacetRow[];
}

/** The rating facet's buckets: minimum averages, highest first. */
const RATING_MINIMUMS = [4, 3, 2, 1] as const;

// One bit per refinement, so a style that fails exactly one of them is counted in that facet only.
const CATEGORY = 1;
const SIZE = 2;
const COLOUR = 4;
const GENDER = 8;
const BRAND = 16;
const PRICE = 32;
const RATING = 64;

/**
 * The styles every unit matched, with the units' scores added in order (see MatchReader): exactly the score the
 * engine gives the whole query.
 */
export function combineMatches(units: readonly Matches[]): Matches {
  const [first, ...rest] = units;
  if (!first) return { styles: new Int32Array(0), scores: new Float64Array(0) };
  let styles = first.styles;
  let scores = first.scores;
  for (const next of rest) {
    const keptStyles: number[] = [];
    const keptScores: number[] = [];
    let j = 0;
    for (let i = 0; i < styles.length; i += 1) {
      const style = styles[i] as number;
      while (j < next.styles.length && (next.styles[j] as number) < style) j += 1;
      if (j < next.styles.length && next.styles[j] === style) {
        keptStyles.push(style);
        keptScores.push((scores[i] as number) + (next.scores[j] as number));
      }
    }
    styles = Int32Array.from(keptStyles);
    scores = Float64Array.from(keptScores);
  }
  return { styles, scores };
}

type Compare = (a: number, b: number) => number;

let scratch = new Float64Array(0);
/**
 * Scores by catalog position for one search. Shared: a search runs to its end without awaiting, and reads only
 * the positions it wrote.
 */
function scratchScores(size: number): Float64Array {
  if (scratch.length < size) scratch = new Float64Array(size);
  return scratch;
}

/** Positions `start` to `start + count` of `styles` in `compare` order, without sorting what falls behind. */
export function pageOf(styles: readonly number[], compare: Compare, start: number, count: number): number[] {
  const end = Math.min(start + count, styles.length);
  if (start >= end) return [];
  if (end * 4 >= styles.length) return [...styles].sort(compare).slice(start, end);
  // A max-heap (by `compare`) of the best `end` seen so far: its top is the one to drop first.
  const heap: number[] = [];
  const up = (i: number): void => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i] as number, heap[parent] as number) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  };
  const down = (i: number): void => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && compare(heap[left] as number, heap[largest] as number) > 0) largest = left;
      if (right < heap.length && compare(heap[right] as number, heap[largest] as number) > 0) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest] as number, heap[i] as number];
      i = largest;
    }
  };
  for (const style of styles) {
    if (heap.length < end) {
      heap.push(style);
      up(heap.length - 1);
    } else if (compare(style, heap[0] as number) < 0) {
      heap[0] = style;
      down(0);
    }
  }
  return heap.sort(compare).slice(start, end);
}

/**
 * The order of a sort as a comparison of catalog positions. Positions are in the database's product_id order,
 * so comparing them is the product_id tie-break every sort ends with.
 */
function comparison(
  catalog: SearchCatalog,
  f: SearchFilters,
  prices: Float64Array,
  scores: Float64Array,
  nameRank: Int32Array | undefined,
): Compare {
  const newest: Compare = (a, b) => (catalog.newestRank[a] as number) - (catalog.newestRank[b] as number);
  switch (f.sort) {
    case 'price-asc':
      return (a, b) => (prices[a] as number) - (prices[b] as number) || a - b;
    case 'price-desc':
      return (a, b) => (prices[b] as number) - (prices[a] as number) || a - b;
    case 'newest':
      return newest;
    case 'name': {
      if (!nameRank) throw new Error('the name sort needs the name order');
      return (a, b) => (nameRank[a] as number) - (nameRank[b] as number);
    }
    // Best rated first by the weighted (Bayesian) average, more reviews breaking ties; unrated styles last.
    case 'rating': {
      const weighted = weightedRatings(catalog.ratingAverage, catalog.ratingCount);
      const reviews = catalog.ratingCount;
      return (a, b) =>
        (weighted[b] as number) - (weighted[a] as number) || (reviews[b] as number) - (reviews[a] as number) || a - b;
    }
    case 'relevance':
      if (f.terms.length === 0) return newest;
      return (a, b) => {
        const sa = scores[a] as number;
        const sb = scores[b] as number;
        return sa > sb ? -1 : sa < sb ? 1 : a - b;
      };
  }
}

/**
 * One search over the in-process catalog: the page of hits in order, the total, and every facet's counts, in one
 * pass over the candidates. Facets are disjunctive (choosing "black" still shows how many "red" would find): a
 * style failing no refinement is a hit and counts in every facet, one failing exactly one refinement counts in
 * that refinement's facet only. Rating buckets are cumulative minimums (a 4.2 counts in 4+, 3+, 2+ and 1+).
 */
export function runSearch(
  catalog: SearchCatalog,
  f: SearchFilters,
  text: Matches | null,
  nameRank?: Int32Array,
): SearchPageRows {
  const prices = catalog.prices.get(f.siteId) ?? new Float64Array(0);
  const categories = catalog.categoryTable;

  // Refinements; a value the catalog does not have matches nothing.
  const category = f.categoryId === undefined ? undefined : (categories.indexOf(f.categoryId) ?? -1);
  const sizeTable = sizeLabels(catalog.sizes.dictionary, f.countryCode);
  const sizes = f.sizes?.length
    ? catalog.sizes.mask(keysLabelled(catalog.sizes.dictionary, sizeTable, f.sizes))
    : undefined;
  const colours = f.colours?.length ? catalog.colours.mask(f.colours) : undefined;
  const genders = f.genders?.length ? codes(f.genders, (v) => catalog.genders.find(v)) : undefined;
  const brands = f.brands?.length ? codes(f.brands, (v) => catalog.brands.find(v)) : undefined;
  const ratingMin = f.rating === undefined ? undefined : f.rating * 10;

  // The category facet counts the children of the chosen category, or the brand's departments.
  const slotOf = new Int32Array(categories.ids.length).fill(-1);
  const slots: number[] = [];
  for (let c = 0; c < categories.ids.length; c += 1) {
    const counted =
      category === undefined
        ? categories.level[c] === 1 && categories.brand[c] === f.brand
        : category >= 0 && categories.parent[c] === category;
    if (counted) slotOf[c] = slots.push(c) - 1;
  }
  const bands = [...f.priceBands].sort((a, b) => b - a); // highest first, as a price finds its band

  const genderCounts = new Int32Array(catalog.genders.size);
  const brandCounts = new Int32Array(catalog.brands.size);
  const colourCounts = new Int32Array(catalog.colours.dictionary.size);
  const sizeCounts = new Int32Array(catalog.sizes.dictionary.size);
  const categoryCounts = new Int32Array(slots.length);
  const bandCounts = new Int32Array(bands.length + 1); // the last: below every band
  const ratingCounts = new Int32Array(RATING_MINIMUMS.length);
  const thresholds = RATING_MINIMUMS.map((min) => min * 10);

  // The hot loop (every candidate, up to the whole catalog): plain loops over typed arrays, no closures.
  const { gender, brand, ratingAverage } = catalog;
  const { offsets: categoryStart, values: categoryValues, styles: categoryStyles } = catalog.categories;
  // With a category chosen, only its styles can count anywhere: a style outside it fails that refinement, and
  // the category facet then counts the chosen category's children, which it is in none of. So the candidates are
  // the category's styles (matching the text, if any) instead of the whole catalog.
  let candidates: Matches | null = text;
  if (category !== undefined) {
    const members = category >= 0 ? (categoryStyles[category] ?? NO_STYLES) : NO_STYLES;
    candidates = text ? intersect(text, members) : { styles: members, scores: NO_SCORES };
  }
  const sizeBits = catalog.sizes.bits;
  const sizeWords = catalog.sizes.words;
  const colourBits = catalog.colours.bits;
  const colourWords = catalog.colours.words;
  const count = (style: number, facets: number): void => {
    if (facets & GENDER) bump(genderCounts, gender[style] as number);
    if (facets & BRAND) bump(brandCounts, brand[style] as number);
    if (facets & COLOUR) catalog.colours.count(style, colourCounts);
    if (facets & SIZE) catalog.sizes.count(style, sizeCounts);
    if (facets & CATEGORY) {
      const end = categoryStart[style + 1] as number;
      for (let k = categoryStart[style] as number; k < end; k += 1) {
        const slot = slotOf[categoryValues[k] as number] as number;
        if (slot >= 0) bump(categoryCounts, slot);
      }
    }
    if (facets & PRICE) {
      const price = prices[style] as number;
      let band = 0;
      while (band < bands.length && !(price >= (bands[band] as number))) band += 1;
      bump(bandCounts, band);
    }
    if (facets & RATING) {
      const average = ratingAverage[style] as number;
      for (let k = 0; k < thresholds.length; k += 1) if (average >= (thresholds[k] as number)) bump(ratingCounts, k);
    }
  };

  const hits: number[] = [];
  const scores = scratchScores(text ? catalog.size : 0);
  const siteBrand = catalog.brands.find(f.brand);
  const candidateCount = siteBrand === undefined ? 0 : candidates ? candidates.styles.length : catalog.size;
  const priceMin = f.priceMin ?? -Infinity;
  const priceMax = f.priceMax ?? Infinity;
  const newOnly = f.newOnly === true;
  for (let i = 0; i < candidateCount; i += 1) {
    const style = candidates ? (candidates.styles[i] as number) : i;
    if (brand[style] !== siteBrand) continue;
    if (newOnly && catalog.isNew[style] !== 1) continue;
    const price = prices[style] as number;
    if (Number.isNaN(price)) continue; // not sold on the site
    let failed = 0;
    let failures = 0;
    if (sizes !== undefined && !(sizes !== null && intersects(sizeBits, style * sizeWords, sizes))) {
      failed = SIZE;
      failures += 1;
    }
    if (colours !== undefined && !(colours !== null && intersects(colourBits, style * colourWords, colours))) {
      failed = COLOUR;
      failures += 1;
    }
    if (failures > 1) continue;
    if (genders !== undefined && !genders.has(gender[style] as number)) {
      failed = GENDER;
      failures += 1;
    }
    if (brands !== undefined && !brands.has(brand[style] as number)) {
      failed = BRAND;
      failures += 1;
    }
    if (price < priceMin || price > priceMax) {
      failed = PRICE;
      failures += 1;
    }
    if (ratingMin !== undefined && (ratingAverage[style] as number) < ratingMin) {
      failed = RATING;
      failures += 1;
    }
    if (failures === 0) {
      hits.push(style);
      if (text && candidates) scores[style] = candidates.scores[i] as number;
      count(style, CATEGORY | SIZE | COLOUR | GENDER | BRAND | PRICE | RATING);
    } else if (failures === 1) {
      count(style, failed);
    }
  }

  // A value nothing is counted in is left out, unless the search is refined by it: a chosen colour that matches
  // nothing (with the other refinements) stays in its facet, counted 0, so the shopper sees it and can unselect it.
  const chosen = chosenValues(f);
  const facets: FacetRow[] = [];
  const add = (
    facet: SearchFacetId,
    value: string | null,
    hitCount: number,
    label: string | null = null,
    fallback: string | null = null,
  ) => {
    if (hitCount > 0 || (value !== null && chosen[facet].has(value))) {
      facets.push({ facet, value, label, fallback_label: fallback, hit_count: hitCount });
    }
  };
  genderCounts.forEach((n, code) => {
    const value = catalog.genders.values[code] ?? null;
    if (value !== '') add('gender', value, n); // a digital style (the gift card) has no gender to refine by
  });
  brandCounts.forEach((n, code) => add('brand', catalog.brands.values[code] ?? null, n));
  colourCounts.forEach((n, code) => add('colour', catalog.colours.dictionary.values[code] ?? null, n));
  // Sizes by label, smallest first: each label counts the styles of every key it stands for.
  const labelCounts = new Int32Array(sizeTable.labels.length);
  sizeCounts.forEach((n, code) => bump(labelCounts, sizeTable.labelOf[code] as number, n));
  labelCounts.forEach((n, i) => add('size', sizeTable.labels[i] ?? null, n));
  categoryCounts.forEach((n, slot) => {
    const c = slots[slot] as number;
    add('category', categories.ids[c] ?? null, n, categories.name(c, f.locale), categories.name(c, f.fallbackLocale));
  });
  bandCounts.forEach((n, i) => add('price', i < bands.length ? String(bands[i]) : null, n));
  ratingCounts.forEach((n, i) => add('rating', String(RATING_MINIMUMS[i]), n, `${RATING_MINIMUMS[i]}+`));

  const compare = comparison(catalog, f, prices, scores, nameRank);
  return {
    total: hits.length,
    productIds: pageOf(hits, compare, f.start, f.count).map((style) => catalog.productIds[style] as string),
    facets,
  };
}

/**
 * The facet values the search is refined by. A price band is chosen when the price bounds are exactly the band's
 * (`priceMin` its lower bound, `priceMax` one below the next band's, or none for the highest band).
 */
export function chosenValues(f: SearchFilters): Record<SearchFacetId, ReadonlySet<string>> {
  return {
    category: new Set(),
    size: new Set(f.sizes),
    colour: new Set(f.colours),
    gender: new Set(f.genders),
    brand: new Set(f.brands),
    price: new Set(chosenBand(f.priceBands, f.priceMin, f.priceMax)),
    rating: new Set(f.rating === undefined ? [] : [String(f.rating)]),
  };
}

function chosenBand(bands: readonly number[], min: number | undefined, max: number | undefined): string[] {
  const ascending = [...bands].sort((a, b) => a - b);
  const i = ascending.findIndex((band) => band === min);
  if (i < 0) return [];
  const next = ascending[i + 1];
  return (next === undefined ? max === undefined : max === next - 1) ? [String(min)] : [];
}

/**
 * The best `limit` text matches sold on the site, in stock online in one of `sizes` when given, best first (ties by
 * product_id): auto-suggest's products.
 */
export function bestMatches(
  catalog: SearchCatalog,
  f: Pick<SearchFilters, 'brand' | 'siteId'> & Partial<Pick<SearchFilters, 'countryCode' | 'sizes'>>,
  text: Matches,
  limit: number,
): string[] {
  const brand = catalog.brands.find(f.brand);
  const prices = catalog.prices.get(f.siteId);
  if (brand === undefined || prices === undefined || limit < 1) return [];
  // Sizes (labels in the site's system, as runSearch takes them): only styles in stock online in one of them.
  const sizes =
    f.sizes?.length && f.countryCode !== undefined
      ? catalog.sizes.mask(
          keysLabelled(catalog.sizes.dictionary, sizeLabels(catalog.sizes.dictionary, f.countryCode), f.sizes),
        )
      : undefined;
  if (sizes === null) return [];
  const sizeBits = catalog.sizes.bits;
  const sizeWords = catalog.sizes.words;
  // The best so far, best first; matches come in ascending position, so on equal scores the one kept is the
  // earlier, which is the product_id tie-break.
  const bestStyles: number[] = [];
  const bestScores: number[] = [];
  const styles = catalog.brand;
  for (let i = 0; i < text.styles.length; i += 1) {
    const style = text.styles[i] as number;
    if (styles[style] !== brand || Number.isNaN(prices[style])) continue;
    if (sizes !== undefined && !intersects(sizeBits, style * sizeWords, sizes)) continue;
    const score = text.scores[i] as number;
    if (bestStyles.length === limit && !(score > (bestScores[limit - 1] as number))) continue;
    let at = bestStyles.length === limit ? limit - 1 : bestStyles.length;
    while (at > 0 && score > (bestScores[at - 1] as number)) {
      bestStyles[at] = bestStyles[at - 1] as number;
      bestScores[at] = bestScores[at - 1] as number;
      at -= 1;
    }
    bestStyles[at] = style;
    bestScores[at] = score;
  }
  return bestStyles.map((style) => catalog.productIds[style] as string);
}

const NO_STYLES = new Int32Array(0);
const NO_SCORES = new Float64Array(0);

/** The matches among `members` (both ascending), with their scores. */
function intersect(matches: Matches, members: Int32Array): Matches {
  const styles: number[] = [];
  const scores: number[] = [];
  let j = 0;
  for (let i = 0; i < matches.styles.length && j < members.length; i += 1) {
    const style = matches.styles[i] as number;
    while (j < members.length && (members[j] as number) < style) j += 1;
    if (members[j] === style) {
      styles.push(style);
      scores.push(matches.scores[i] as number);
    }
  }
  return { styles: Int32Array.from(styles), scores: Float64Array.from(scores) };
}

function intersects(bits: Uint32Array, base: number, mask: Uint32Array): boolean {
  for (let w = 0; w < mask.length; w += 1) {
    if (((bits[base + w] as number) & (mask[w] as number)) >>> 0 !== 0) return true;
  }
  return false;
}

function bump(counts: Int32Array, i: number, by = 1): void {
  counts[i] = (counts[i] ?? 0) + by;
}

function codes(values: readonly string[], find: (value: string) => number | undefined): Set<number> {
  const found = new Set<number>();
  for (const value of values) {
    const code = find(value);
    if (code !== undefined) found.add(code);
  }
  return found;
}
