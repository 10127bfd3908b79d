import type { AutoSuggestQuery, AutoSuggestResult } from '@outsole/contracts/search';
import { categoryPath } from '@outsole/contracts/paths';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { siteSlug } from '../products/product-mapping.js';
import { loadTiles } from '../products/product-tiles.service.js';
import { newBadgeWords } from './search.badge-words.js';
import { popularQueries } from './search.popular.js';
import { findBrandCategories, findVocabulary, type SuggestCategoryRow } from './search.repository.js';
import { searchView, type SearchView, type SuggestSite } from './search.state.js';
import { siteSizeLabels, sizesInQuery } from './search.size-words.js';
import { indexWords, queryTerms, termAlternatives, wordCorrections, type VocabularyTerm } from './search.terms.js';

const PRODUCTS = 5;
const CATEGORIES = 3;
const POPULAR = 5;

/** What the answer cache keeps: the answer but for popular queries, and the words as corrected. */
interface Suggestions {
  answer: Omit<AutoSuggestResult, 'popularQueries'>;
  terms: string[];
}

/** A category as suggestions show it. */
interface SuggestCategory {
  id: string;
  name: string;
  /** The ancestors' names, top first: they tell apart categories of one name (Men's and Women's "Running"). */
  path: string[];
  slug: string;
}

/**
 * The brand's named categories in a locale, in the order suggestions prefer them (shallower first), with an index
 * from every word of their names to the categories carrying it: the words sorted, so the words a typed prefix
 * starts are one run of them.
 */
interface CategoryIndex {
  categories: SuggestCategory[];
  words: string[];
  categoriesOf: number[][];
}

function indexCategories(categories: SuggestCategory[]): CategoryIndex {
  const byWord = new Map<string, number[]>();
  categories.forEach((category, i) => {
    for (const word of new Set(indexWords(category.name))) {
      const list = byWord.get(word);
      if (list) list.push(i);
      else byWord.set(word, [i]);
    }
  });
  const sorted = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { categories, words: sorted, categoriesOf: sorted.map((word) => byWord.get(word) ?? []) };
}

/** Marks the categories with a word starting with `prefix`. */
function markPrefix(index: CategoryIndex, prefix: string, marked: Uint8Array): void {
  let low = 0;
  let high = index.words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((index.words[mid] as string) < prefix) low = mid + 1;
    else high = mid;
  }
  for (let w = low; w < index.words.length && (index.words[w] as string).startsWith(prefix); w += 1) {
    for (const i of index.categoriesOf[w] ?? []) marked[i] = 1;
  }
}

/**
 * Marks the categories with a word starting with the term; a run of Han or kana also marks those with a word
 * starting with each of its dictionary words (termAlternatives).
 */
function markTerm(index: CategoryIndex, term: string, locale: string, marked: Uint8Array): void {
  const alternatives = termAlternatives(term, locale);
  if (alternatives.length === 1 && alternatives[0]?.length === 1) {
    markPrefix(index, term, marked);
    return;
  }
  const count = marked.length;
  for (const prefixes of alternatives) {
    let all: Uint8Array | null = null; // the categories with every prefix of this alternative
    for (const prefix of prefixes) {
      const some = new Uint8Array(count);
      markPrefix(index, prefix, some);
      if (all) for (let i = 0; i < count; i += 1) all[i] = (all[i] ?? 0) & (some[i] ?? 0);
      else all = some;
    }
    if (all) for (let i = 0; i < count; i += 1) marked[i] = (marked[i] ?? 0) | (all[i] ?? 0);
  }
}

/** The first `limit` categories (in index order) each of whose names has a word starting with every term. */
function matchCategories(
  index: CategoryIndex,
  terms: readonly string[],
  locale: string,
  limit: number,
): SuggestCategory[] {
  const count = index.categories.length;
  const hits = new Uint8Array(count);
  for (const term of terms) {
    const marked = new Uint8Array(count);
    markTerm(index, term, locale, marked);
    for (let i = 0; i < count; i += 1) hits[i] = (hits[i] ?? 0) + (marked[i] ?? 0);
  }
  const found: SuggestCategory[] = [];
  for (let i = 0; i < count && found.length < limit; i += 1) {
    if (hits[i] === terms.length) found.push(index.categories[i] as SuggestCategory);
  }
  return found;
}

/**
 * GET /products/v2/search/autoSuggest: products, categories and popular queries for what is being typed.
 * Every word is a prefix; a word no indexed term starts with is corrected to the closest term of the
 * locale's vocabulary (one edit under eight letters, two from eight), so "runnign" still suggests running.
 * The vocabulary and the brand's category names are held per locale (search.state.ts, dropped when texts
 * change), products come from the in-process search, and the answer but for popular queries (which every
 * search moves) is cached per search clock tick, keyed by the normalised words. Popular queries are held per
 * site in memory (search.popular.ts): this process's searches count at once, other processes' within a second.
 */
export async function autoSuggest(ctx: RequestContext, db: Db, query: AutoSuggestQuery): Promise<AutoSuggestResult> {
  const nothing = {
    query: '',
    correctedQuery: null,
    droppedWords: [],
    products: [],
    categories: [],
    popularQueries: [],
  };
  if (queryTerms(query.q).length === 0) return nothing;

  const view = await searchView(db);
  // A size phrase ("running shoes size 10", "mens UK 8") is the search's size refinement (search.size-words.ts):
  // suggestions are for the other words, never a "correction" that leaves out "size" and "10", and of styles in that
  // size, as the results are. A size of another system it cannot say in the site's ("UK 8" without a gender) is left
  // out of the words too, never suggested as a model number ("Rally 8").
  const siteSizes = siteSizeLabels(view.catalog, ctx);
  const sized = sizesInQuery(query.q, ctx.site.countryCode, (label) => siteSizes.has(label));
  const typed = queryTerms(sized.text);
  if (typed.length === 0) return nothing;
  const sizes = sized.sizes;
  const key = `suggest ${JSON.stringify([ctx.site.siteId, ctx.site.brand, ctx.locale, ctx.site.locale, typed, sizes])}`;
  let suggestions = view.answers.get(key) as Suggestions | undefined;
  if (!suggestions) {
    suggestions = await suggest(ctx, db, view, typed, sizes);
    view.answers.set(key, suggestions);
  }
  const prefixes = [...new Set([typed.join(' '), suggestions.terms.join(' ')])];
  const popular = await popularQueries(db, ctx.site.siteId, prefixes, POPULAR);
  return {
    ...suggestions.answer,
    popularQueries: popular.map((row) => ({ query: row.query, count: Number(row.run_count) })),
  };
}

async function suggest(
  ctx: RequestContext,
  db: Db,
  view: SearchView,
  typed: string[],
  sizes: readonly string[],
): Promise<Suggestions> {
  const vocabulary = await view.text.memo(`vocabulary ${ctx.locale}`, () =>
    findVocabulary(db, ctx.locale).then(toVocabulary),
  );
  // Products (and whether a correction finds any) only of styles in the sizes the query named, as its results are.
  const site: SuggestSite = {
    locale: ctx.locale,
    siteId: ctx.site.siteId,
    brand: ctx.site.brand,
    countryCode: ctx.site.countryCode,
    sizes,
  };
  // "new running" suggests the new running styles, as the search does (search.badge-words.ts); if none are new, the
  // words are taken as typed.
  const fresh = await newStyles(ctx, db, view, site, typed, vocabulary);
  const { terms, productIds, dropped } = fresh ?? (await correctTerms(view, db, site, typed, vocabulary));
  const corrected = !fresh && productIds.length > 0 && terms.join(' ') !== typed.join(' ') ? terms.join(' ') : null;

  const [tiles, categoryIndex] = await Promise.all([
    loadTiles(ctx, db, productIds),
    view.text.memo(`categories ${ctx.site.siteId} ${ctx.locale}`, () =>
      findBrandCategories(db, {
        brand: ctx.site.brand,
        siteId: ctx.site.siteId,
        locale: ctx.locale,
        fallbackLocale: ctx.site.locale,
      }).then((rows) => {
        const byId = new Map(rows.map((row) => [row.id, row]));
        const path = (row: SuggestCategoryRow): string[] => {
          const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
          const name = parent && (parent.name ?? parent.fallback_name);
          return parent && name ? [...path(parent), name] : [];
        };
        return indexCategories(
          rows.flatMap((row): SuggestCategory[] => {
            const name = row.name ?? row.fallback_name;
            const slug = siteSlug(row);
            return name && slug ? [{ id: row.id, name, path: path(row), slug }] : [];
          }),
        );
      }),
    ),
  ]);
  const products: AutoSuggestResult['products'] = tiles.map((tile) => ({
    productId: tile.productId,
    name: tile.name,
    ...(tile.gender === undefined ? {} : { gender: tile.gender }),
    pdpUrl: tile.pdpUrl,
    image: tile.image,
    price: tile.price,
    rating: tile.rating,
  }));

  // A category matches when each typed word starts one of its name's words; shallower (broader) ones first.
  const categories: AutoSuggestResult['categories'] = (
    terms.length > 0 ? matchCategories(categoryIndex, terms, ctx.locale, CATEGORIES) : []
  ).map((row) => ({
    categoryId: row.id,
    name: row.name,
    path: row.path,
    // Links are the site's pages whatever x-locale asks (decisions 0003, 0013).
    url: categoryPath(ctx.site.locale, row.slug, row.id),
  }));
  return {
    answer: {
      query: typed.join(' '),
      correctedQuery: corrected,
      droppedWords: corrected ? dropped : [],
      products,
      categories,
    },
    // Popular queries are looked up by the words as typed ("new running"), not by those the badge left.
    terms: fresh ? [...typed] : terms,
  };
}

/**
 * The words to suggest for, and their best products. A word no term of the vocabulary starts with is corrected to
 * the closest whole word of the catalog that finds something on the site (of at most three, best first: a
 * correction leads to results, never to another page of none); one with no such word stays as typed. When the words
 * together find nothing, a query of several words falls back, as shops do, to those of its words that find
 * something on their own ("trail runner" → "trail"), if together they do: `dropped` names the typed words left
 * out. Each check is a text read of one word, cached like any other (search.state.ts), and is only made for a
 * word that needs correcting or a query that found nothing.
 */
async function correctTerms(
  view: SearchView,
  db: Db,
  site: SuggestSite,
  typed: readonly string[],
  vocabulary: readonly VocabularyTerm[],
): Promise<{ terms: string[]; productIds: string[]; dropped: string[] }> {
  const finds = async (terms: readonly string[]) => (await view.suggest(db, terms, site, 1)).length > 0;
  // A style code or UPC is searched as typed: it is no word of the vocabulary to correct it to.
  const codes = await view.codes(db, typed);
  const terms: string[] = [];
  for (const word of typed) {
    const options = codes.has(word) ? [word] : wordCorrections(word, vocabulary, site.locale);
    let chosen = word;
    if (options[0] !== word) {
      for (const option of options) {
        if (await finds([option])) {
          chosen = option;
          break;
        }
      }
    }
    terms.push(chosen);
  }
  const productIds = await view.suggest(db, terms, site, PRODUCTS);
  if (productIds.length > 0 || terms.length < 2) return { terms, productIds, dropped: [] };
  const found = await Promise.all(terms.map((term) => finds([term])));
  const kept = terms.filter((_, i) => found[i]);
  if (kept.length === 0 || kept.length === terms.length) return { terms, productIds, dropped: [] };
  const keptIds = await view.suggest(db, kept, site, PRODUCTS);
  if (keptIds.length === 0) return { terms, productIds, dropped: [] };
  return { terms: kept, productIds: keptIds, dropped: typed.filter((_, i) => !found[i]) };
}

/**
 * For words asking for the New badge ("new", "new arrivals", "neu", 新作: search.badge-words.ts), the best new styles
 * the other words (corrected as always) find, newest first without other words; null when the words ask for no badge
 * or no new style matches them. The terms returned are the other words (categories are matched on them).
 */
async function newStyles(
  ctx: RequestContext,
  db: Db,
  view: SearchView,
  site: SuggestSite,
  typed: readonly string[],
  vocabulary: readonly VocabularyTerm[],
): Promise<{ terms: string[]; productIds: string[]; dropped: string[] } | null> {
  const badge = newBadgeWords(typed, ctx.locale);
  if (!badge.newOnly) return null;
  const terms = badge.terms.length > 0 ? (await correctTerms(view, db, site, badge.terms, vocabulary)).terms : [];
  const rows = await view.search(db, {
    terms,
    newOnly: true,
    locale: ctx.locale,
    fallbackLocale: ctx.site.locale,
    siteId: ctx.site.siteId,
    countryCode: ctx.site.countryCode,
    brand: ctx.site.brand,
    sizes: site.sizes,
    priceBands: [],
    sort: 'relevance',
    start: 0,
    count: PRODUCTS,
  });
  return rows.total > 0 ? { terms, productIds: rows.productIds, dropped: [] } : null;
}

function toVocabulary(rows: readonly { term: string; frequency: number }[]): VocabularyTerm[] {
  return rows.map((row) => ({ term: row.term, frequency: Number(row.frequency) }));
}
