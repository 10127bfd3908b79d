import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AutoSuggestQuery,
  AutoSuggestResult,
  ProductSearchQuery,
  ProductSearchResult,
} from '@outsole/contracts/search';
import { CATALOG_READ } from '../../plugins/http-cache.js';
import type { Db } from '../../db/schema.js';
import { refuseMalformedQuery } from '../../lib/query-encoding.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { rebuildOutdatedSearchIndex, TEXT_INDEX_VERSION } from './search-index.service.js';
import { searchersOf } from './search.counting.js';
import { searchProducts } from './search.service.js';
import { configureSearch, searchView } from './search.state.js';
import { autoSuggest } from './suggest.service.js';

export interface SearchRoutesOptions {
  db: Db;
  /** Answers kept per process (SEARCH_CACHE_ENTRIES); 0 keeps none. */
  searchCacheEntries?: number;
  /** A server secret (SERVER_TRUST_ID) keying what is kept of who searched (search.counting.ts). */
  searcherKey: string;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (
  app,
  { db, searchCacheEntries, searcherKey },
) => {
  if (searchCacheEntries !== undefined) configureSearch(db, { answerCacheEntries: searchCacheEntries });
  // A listening server first rebuilds a search index built with an older way of cutting words (once, after an
  // upgrade: rebuildOutdatedSearchIndex), then loads the search catalog at once (about two seconds at 100,000
  // styles) instead of with its first search; a failure here is only logged, and the first search tries again.
  app.addHook('onListen', async () => {
    void rebuildOutdatedSearchIndex(db)
      .then(
        (rebuilt) => {
          if (rebuilt) app.log.info({ textVersion: TEXT_INDEX_VERSION }, 'search index rebuilt');
        },
        (error: unknown) => app.log.warn({ err: error }, 'search index not rebuilt at start'),
      )
      .then(() => searchView(db))
      .catch((error: unknown) => app.log.warn({ err: error }, 'search catalog not loaded at start'));
  });

  app.get(
    '/products/v2/search/productSearch',
    {
      config: { publicCache: CATALOG_READ },
      onRequest: refuseMalformedQuery,
      schema: {
        tags: ['products'],
        operationId: 'productSearch',
        summary: 'Search styles of the site by text with facets (category, size, colour, price, gender, brand, rating)',
        querystring: ProductSearchQuery,
        response: { 200: ProductSearchResult, ...errorResponses },
      },
    },
    async (request) =>
      searchProducts(request.ctx, db, request.query, { key: searcherKey, searchers: searchersOf(request) }),
  );

  app.get(
    '/products/v2/search/autoSuggest',
    {
      config: { publicCache: CATALOG_READ },
      onRequest: refuseMalformedQuery,
      schema: {
        tags: ['products'],
        operationId: 'autoSuggest',
        summary: 'Products, categories and popular queries for a typed prefix, tolerant of small typos',
        querystring: AutoSuggestQuery,
        response: { 200: AutoSuggestResult, ...errorResponses },
      },
    },
    async (request) => autoSuggest(request.ctx, db, request.query),
  );
};
