import type { AutoSuggestQuery, AutoSuggestResult } from '@outsole/contracts/search';
import { categoryPath } from '@outsole/contracts/paths';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { loadTiles } from '../products/product-tiles.service.js';
import { productSearchIndex } from './search.index.js';
import { findBrandCategories, findPopularQueries, findVocabulary } from './search.repository.js';
import { correctWord, queryTerms, words } from './search.terms.js';

const PRODUCTS = 5;
const CATEGORIES = 3;
const POPULAR = 5;

/**
 * GET /products/v2/search/autoSuggest: products, categories and popular queries for what is being typed.
 * Every word is a prefix; a word no indexed term starts with is corrected to the closest term of the
 * locale's vocabulary (one edit under eight letters, two from eight), so "runnign" still suggests running.
 */
export async function autoSuggest(ctx: RequestContext, db: Db, query: AutoSuggestQuery): Promise<AutoSuggestResult> {
  const typed = queryTerms(query.q);
  const vocabulary = typed.length > 0 ? await findVocabulary(db, ctx.locale) : [];
  const terms = typed.map((word) => correctWord(word, vocabulary));
  const corrected = terms.join(' ') !== typed.join(' ') ? terms.join(' ') : null;
  if (terms.length === 0) return { query: '', correctedQuery: null, products: [], categories: [], popularQueries: [] };

  const localised = { locale: ctx.locale, fallbackLocale: ctx.site.locale };
  const [tiles, categoryRows, popular] = await Promise.all([
    productSearchIndex(db)
      .suggest(db, { terms, locale: ctx.locale, siteId: ctx.site.siteId, brand: ctx.site.brand, limit: PRODUCTS })
      .then((productIds) => loadTiles(ctx, db, productIds)),
    findBrandCategories(db, { brand: ctx.site.brand, ...localised }),
    findPopularQueries(db, ctx.site.siteId, [...new Set([typed.join(' '), terms.join(' ')])], POPULAR),
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
    const name = row.name ?? row.fallback_name;
    const slug = row.slug ?? row.fallback_slug;
    if (!name || !slug) continue;
    const nameWords = words(name);
    if (!terms.every((term) => nameWords.some((word) => word.startsWith(term)))) continue;
    categories.push({ categoryId: row.id, name, url: categoryPath(ctx.locale, slug, row.id) });
    if (categories.length === CATEGORIES) break;
  }

  return {
    query: typed.join(' '),
    correctedQuery: corrected,
    products,
    categories,
    popularQueries: popular.map((row) => ({ query: row.query, count: Number(row.run_count) })),
  };
}
