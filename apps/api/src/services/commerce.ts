import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionSettings } from '../config/config.js';
import type { Db } from '../db/schema.js';
import { backInStockRoutes } from '../modules/back-in-stock/back-in-stock.routes.js';
import { sandboxAddressValidator } from '../modules/address-validation/sandbox-address-validator.js';
import { cartRoutes } from '../modules/cart/cart.routes.js';
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';
import { collectionPointsRoutes } from '../modules/collection-points/collection-points.routes.js';
import { consumerAuthRoutes, type ConsumerSettings } from '../modules/consumer/consumer-auth.routes.js';
import { consumerRoutes } from '../modules/consumer/consumer.routes.js';
import { countriesRoutes } from '../modules/countries/countries.routes.js';
import { giftcardsRoutes } from '../modules/giftcards/giftcards.routes.js';
import { loyaltyRoutes } from '../modules/loyalty/loyalty.routes.js';
import { metricsRoutes } from '../modules/metrics/metrics.routes.js';
import { productsRoutes } from '../modules/products/products.routes.js';
import { recommendationsRoutes } from '../modules/recommendations/recommendations.routes.js';
import { saveForLaterRoutes } from '../modules/save-for-later/save-for-later.routes.js';
import { reviewsRoutes } from '../modules/reviews/reviews.routes.js';
import { sandboxTranslator, type TranslationProvider } from '../modules/reviews/translation-provider.js';
import type { AccessTokens } from '../modules/session/access-token.js';
import { sessionRoutes } from '../modules/session/session.routes.js';
import { searchRoutes } from '../modules/search/search.routes.js';
import { sitemapRoutes } from '../modules/sitemap/sitemap.routes.js';
import { sitesRoutes } from '../modules/sites/sites.routes.js';
import { sandboxGeocoder } from '../modules/stores/postal-geocoder.js';
import { storesRoutes } from '../modules/stores/stores.routes.js';

export interface CommerceServiceOptions {
  db: Db;
  /** Answers the search routes keep (SEARCH_CACHE_ENTRIES); their default when absent. */
  searchCacheEntries?: number;
  /** The server secret (SERVER_TRUST_ID) that keys what popular queries keep of who searched, and the digest of a
   *  review voter's or reporter's address. */
  searcherKey: string;
  /** The access-token signer (shared with plugins/auth.ts, which verifies) and the session lifetimes. */
  session: { tokens: AccessTokens; settings: SessionSettings };
  /** Reset-link lifetime, storefront origins for emailed links, the captcha score threshold (modules/consumer). */
  consumer: ConsumerSettings;
  /** Saved-for-later page size (SAVE_FOR_LATER_PAGE_SIZE); 20 when absent. */
  saveForLaterPageSize?: number;
  /** Days real-user web vitals are kept (WEB_VITALS_RETENTION_DAYS); 30 when absent. */
  webVitalsRetentionDays?: number;
  /** Days a guest's cart and saved-for-later list are kept after their last change (GUEST_CART_RETENTION_DAYS); 30 when absent. */
  guestCartRetentionDays?: number;
  /** Who translates reviews and questions (TRANSLATION_PROVIDER); the sandbox when absent (tests, development). */
  translator?: TranslationProvider;
  /** Check every kept cart answer against the cart priced again (outside production: cart.answers.ts). */
  verifyKeptAnswers?: boolean;
}

/**
 * The commerce service (ARCHITECTURE: each service is a plugin under its own base path, so it can be split out
 * later). Registered under COMMERCE_BASE_PATH; its paths are the spec §7 paths.
 */
export const commerceService: FastifyPluginAsyncZod<CommerceServiceOptions> = async (
  app,
  {
    db,
    searchCacheEntries,
    searcherKey,
    session,
    consumer,
    saveForLaterPageSize = 20,
    webVitalsRetentionDays = 30,
    guestCartRetentionDays = 30,
    verifyKeptAnswers = false,
    translator = sandboxTranslator,
  },
) => {
  await app.register(sessionRoutes, { db, ...session });
  await app.register(consumerAuthRoutes, { db, settings: consumer });
  await app.register(consumerRoutes, { db, settings: { storefrontBrandOrigins: consumer.storefrontBrandOrigins } });
  await app.register(loyaltyRoutes, { db });
  await app.register(countriesRoutes, { db });
  await app.register(sitesRoutes, { db });
  await app.register(catalogRoutes, { db });
  await app.register(productsRoutes, { db });
  await app.register(searchRoutes, {
    db,
    searcherKey,
    ...(searchCacheEntries === undefined ? {} : { searchCacheEntries }),
  });
  await app.register(sitemapRoutes, { db });
  await app.register(recommendationsRoutes, { db });
  await app.register(storesRoutes, { db, geocoder: sandboxGeocoder });
  await app.register(collectionPointsRoutes, { db, geocoder: sandboxGeocoder });
  await app.register(giftcardsRoutes, { db });
  await app.register(cartRoutes, {
    db,
    addressValidator: sandboxAddressValidator,
    verifyKeptAnswers,
    guestRetention: { days: guestCartRetentionDays },
  });
  await app.register(saveForLaterRoutes, { db, pageSize: saveForLaterPageSize });
  await app.register(backInStockRoutes, { db, settings: { storefrontBrandOrigins: consumer.storefrontBrandOrigins } });
  await app.register(reviewsRoutes, { db, translator, participantKey: searcherKey });
  await app.register(metricsRoutes, { db, retentionDays: webVitalsRetentionDays });
};
