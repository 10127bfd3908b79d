import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/schema.js';
import { backInStockRoutes } from '../modules/back-in-stock/back-in-stock.routes.js';
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';
import { countriesRoutes } from '../modules/countries/countries.routes.js';
import { metricsRoutes } from '../modules/metrics/metrics.routes.js';
import { productsRoutes } from '../modules/products/products.routes.js';
import { recommendationsRoutes } from '../modules/recommendations/recommendations.routes.js';
import { reviewsRoutes } from '../modules/reviews/reviews.routes.js';
import { sandboxTranslator } from '../modules/reviews/translation-provider.js';
import { searchRoutes } from '../modules/search/search.routes.js';
import { sitemapRoutes } from '../modules/sitemap/sitemap.routes.js';
import { sitesRoutes } from '../modules/sites/sites.routes.js';
import { sandboxGeocoder } from '../modules/stores/postal-geocoder.js';
import { storesRoutes } from '../modules/stores/stores.routes.js';

export interface CommerceServiceOptions {
  db: Db;
  /** Answers the search routes keep (SEARCH_CACHE_ENTRIES); their default when absent. */
  searchCacheEntries?: number;
}

/**
 * The commerce service (ARCHITECTURE: each service is a plugin under its own base path, so it can be split out
 * later). Registered under COMMERCE_BASE_PATH; its paths are the spec §7 paths.
 */
export const commerceService: FastifyPluginAsyncZod<CommerceServiceOptions> = async (
  app,
  { db, searchCacheEntries },
) => {
  await app.register(countriesRoutes, { db });
  await app.register(sitesRoutes, { db });
  await app.register(catalogRoutes, { db });
  await app.register(productsRoutes, { db });
  await app.register(searchRoutes, { db, ...(searchCacheEntries === undefined ? {} : { searchCacheEntries }) });
  await app.register(sitemapRoutes, { db });
  await app.register(recommendationsRoutes, { db });
  await app.register(storesRoutes, { db, geocoder: sandboxGeocoder });
  await app.register(backInStockRoutes, { db });
  await app.register(reviewsRoutes, { db, translator: sandboxTranslator });
  await app.register(metricsRoutes, { db });
};
