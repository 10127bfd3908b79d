import type { AutoSuggestQuery, AutoSuggestResult } from '@outsole/contracts/search';
import { categoryPath } from '@outsole/contracts/paths';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { loadTiles } from '../products/product-tiles.service.js';
import { findBrandCategories, findPopularQueries, findVocabulary } from './search.repository.js';
import { searchView, type SearchView } from './search.state.js';
import { correctWord, queryTerms, words, type VocabularyTerm } from './search.terms.js';

const PRODUCTS = 5;
const CATEGORIES = 3;
const POPULAR = 5;

/** What the answer cache keeps: the answer but for popular queries, and the words as corrected. */
interface Suggestions {
  answer: Omit<AutoSuggestResult, 'popularQueries'>;
  terms: string[];
}

/** A category as suggestions match it: its name's words computed once. */
interface SuggestCategory {
  id: string;
  name: string;
  slug: string;
  words: string[];
}

/**
 * GET /products/v2/search/autoSuggest: products, categories and popular queries for what is being typed.
 * Every word is a prefix; a word no indexed term starts with is corrected to the closest term of the
 * locale's vocabulary (one edit under eight letters, two from eight), so "runnign" still suggests running.
 * The vocabulary and the brand's category names are held per locale (search.state.ts, dropped when texts
 * change), products come from the in-process search, and the answer but for popular queries (which every
 * search moves) is cached per search clock tick, keyed by the normalised words.
 */
export async function autoSuggest(ctx: RequestContext, db: Db, query: AutoSuggestQuery): Promise<AutoSuggestResult> {
  const typed = queryTerms(query.q);
  if (typed.length === 0) return { query: '', correctedQuery: null, products: [], categories: [], popularQueries: [] };

  const view = await searchView(db);
  const key = `suggest ${JSON.stringify([ctx.site.siteId, ctx.site.brand, ctx.locale, ctx.site.locale, typed])}`;
  let suggestions = view.answers.get(key) as Suggestions | undefined;
  if (!suggestions) {
    suggestions = await suggest(ctx, db, view, typed);
    view.answers.set(key, suggestions);
  }
  const prefixes = [...new Set([typed.join(' '), suggestions.terms.join(' ')])];
  const popular = await findPopularQueries(db, ctx.site.siteId, prefixes, POPULAR);
  return {
    ...suggestions.answer,
    popularQueries: popular.map((row) => ({ query: row.query, count: Number(row.run_count) })),
  };
}

async function suggest(ctx: RequestContext, db: Db, view: SearchView, typed: string[]): Promise<Suggestions> {
  const vocabulary = await view.text.memo(`vocabulary ${ctx.locale}`, () =>
    findVocabulary(db, ctx.locale).then(toVocabulary),
  );
  const terms = typed.map((word) => correctWord(word, vocabulary));
  const corrected = terms.join(' ') !== typed.join(' ') ? terms.join(' ') : null;

  const site = { locale: ctx.locale, siteId: ctx.site.siteId, brand: ctx.site.brand };
  const [tiles, categoryRows] = await Promise.all([
    view.suggest(terms, site, PRODUCTS).then((productIds) => loadTiles(ctx, db, productIds)),
    view.text.memo(`categories ${ctx.site.brand} ${ctx.locale} ${ctx.site.locale}`, () =>
      findBrandCategories(db, { brand: ctx.site.brand, locale: ctx.locale, fallbackLocale: ctx.site.locale }).then(
        (rows) =>
          rows.flatMap((row): SuggestCategory[] => {
            const name = row.name ?? row.fallback_name;
            const slug = row.slug ?? row.fallback_slug;
            return name && slug ? [{ id: row.id, name, slug, words: words(name) }] : [];
          }),
      ),
    ),
  ]);
  const products: AutoSuggestResult['products'] = tiles.map((tile) => ({
    productId: tile.productId,
    name: tile.name,
    pdpUrl: tile.pdpUrl,
    image: tile.image,
    price: tile.price,
    rating: tile.rating,
  }));

  // A category matches when each typed word starts one of its name's words; shallower (broader) ones first.
  const categories: AutoSuggestResult['categories'] = [];
  for (const row of categoryRows) {
    if (!terms.every((term) => row.words.some((word) => word.startsWith(term)))) continue;
    categories.push({ categoryId: row.id, name: row.name, url: categoryPath(ctx.locale, row.slug, row.id) });
    if (categories.length === CATEGORIES) break;
  }
  return { answer: { query: typed.join(' '), correctedQuery: corrected, products, categories }, terms };
}

function toVocabulary(rows: readonly { term: string; frequency: number }[]): VocabularyTerm[] {
  return rows.map((row) => ({ term: row.term, frequency: Number(row.frequency) }));
}
