import { CAPTCHA_ACTIONS } from '@outsole/contracts/captcha';
import { FLAG_REASONS, QUESTION_SORTS, REVIEW_SORTS } from '@outsole/contracts/reviews.values';
import { BRANDS, GENDERS, RECOMMENDATION_WIDGETS, SEARCH_SORTS } from '@outsole/contracts/search.values';
import { ONLINE_LOCATION } from './db/schema.js';
import { captchaToken } from './test/credentials.js';
import { CART_PATH_PREFIXES, describeFuzzing } from './test/fuzz-kit.js';
import { createTestConsumer, guestToken, signIn, TEST_PASSWORD } from './test/shoppers.js';

/**
 * Every endpoint but the cart's (cart.fuzz.test.ts) under fuzzed input (test/fuzz-kit.ts): identity, consumer,
 * sites, catalog, search, sitemap, stores, availability, back in stock, reviews and questions, metrics, images.
 * Requests carry real values (a style, its colourway and variants, a store, a review, an answer, a product set, the
 * demo sites, sort and facet values) or junk in every field, as a guest, a signed-in shopper, nobody or a forged
 * token, on other sites and locales. No answer is ever a 5xx, and every failure is the spec's error format.
 *
 * The endpoints are read from the api's own OpenAPI document, so one added later is fuzzed too; the known ones are
 * listed so none silently drops out.
 */

const KNOWN = [
  'POST /captcha/v1/sandbox/token',
  'GET /health/live',
  'GET /health/ready',
  'POST /token/v2/auth/token',
  'POST /consumers-v3/auth/signin',
  'POST /consumers-v3/auth/signup',
  'POST /consumers-v3/consumer/auth/signout',
  'POST /consumers-v3/consumer/changepassword',
  'POST /consumers-v3/confirmforgotpassword',
  'POST /consumers-v3/consumer/resetpassword',
  'POST /consumers-v3/checkresetpassword',
  'GET /consumers-v3/consumer',
  'PUT /consumers-v3/consumer',
  'POST /consumers-v3/consumer',
  'POST /consumers-v3/subscriptions/email/confirm',
  'GET /consumers-v3/consumer/loyalty/vouchers',
  'GET /consumers-v3/utilities/countryList',
  'GET /sites/v1/sites',
  'GET /sites/v1/sites/{siteId}',
  'GET /products/v2/catalog',
  'GET /products/v2/products/{productId}/details',
  'GET /products/v2/products/{productId}/inventory',
  'GET /products/v2/products/{productId}/productSets',
  'GET /products/v2/products/{productSetId}/productSet',
  'GET /products/v2/search/productSearch',
  'GET /products/v2/search/autoSuggest',
  'GET /products/v1/sitemap',
  'GET /products/v1/sitemap/products',
  'GET /products/v1/sitemap/categories',
  'GET /products/v1/widgetRecommendations',
  'GET /stores/v1/stores/{storeId}',
  'GET /stores/v1/stores/{storeId}/products/{productId}/inventory',
  'POST /products/v1/products/{productId}/availability',
  'PUT /products/v1/notifications',
  'POST /products/v1/notifications/confirm',
  'POST /products/v1/notifications/unsubscribe',
  'POST /consumers-v3/subscriptions/unsubscribe',
  'GET /products/v1/products/{productId}/reviews',
  'GET /products/v1/products/{productId}/reviews/votes',
  'POST /products/v1/products/{productId}/reviews',
  'POST /products/v1/review/{reviewId}/vote',
  'POST /products/v1/review/{reviewId}/flag',
  'POST /products/v1/review/{reviewId}/translate',
  'GET /products/v1/products/{productId}/reviews/questions',
  'POST /products/v1/products/{productId}/reviews/questions',
  'POST /products/v1/review/{answerId}/questions/vote',
  'POST /products/v1/review/{questionId}/questions/translate',
  'POST /metrics/v1/web-vitals',
  'GET /images/products/{productId}/{colour}/{view}.svg',
];

describeFuzzing('every other endpoint', {
  covers: (path) => !CART_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)),
  known: KNOWN,
  async prepare(t, push, tokens) {
    const consumer = await createTestConsumer(t.db);
    tokens.push((await guestToken(t)).accessToken, (await signIn(t, consumer)).accessToken);
    // A session of its own for sign-out and refresh to end, so the tokens above stay valid throughout.
    const spare = await signIn(t, consumer);
    push('refreshToken', spare.refreshToken);
    push('type', 'Guest', 'Registered');
    push('action', ...CAPTCHA_ACTIONS);
    push('score', 0.9, 0.1);
    // A sandbox captcha token verifies once (as reCAPTCHA's): enough of them for the requests that reach it.
    for (const action of CAPTCHA_ACTIONS) {
      for (let i = 0; i < 10; i += 1) push('recaptcha_response', await captchaToken(t, action));
    }
    push('username', consumer.email, 'nobody@example.com');
    push('email', consumer.email, 'new.shopper@example.com');
    push('password', TEST_PASSWORD, 'Another-Good-Passw0rd');
    push('newPassword', 'Another-Good-Passw0rd');
    push('confirmPassword', 'Another-Good-Passw0rd');
    push('codeChallenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    push('codeChallengeMethod', 'S256');
    push('firstName', 'Ada');
    push('lastName', 'Lovelace');
    push('phone', '(415) 555-0123');
    push('phoneCode', '+1');
    push('birthDate', '1990-04-01');
    push('isEmployeeDiscountTCAccepted', true);

    const style = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.product_id', 'v.colour_code', 'v.upc', 's.brand'])
      .where('s.brand', '=', 'stride')
      .orderBy('v.upc')
      .executeTakeFirstOrThrow();
    const set = await t.db
      .selectFrom('product_sets')
      .select('set_id')
      .where('brand', '=', 'stride')
      .orderBy('set_id')
      .executeTakeFirstOrThrow();
    const store = await t.db
      .selectFrom('stores')
      .select('store_id')
      .where('brand', '=', 'stride')
      .where('country_code', '=', 'US')
      .orderBy('store_id')
      .executeTakeFirstOrThrow();
    const review = await t.db.selectFrom('reviews').select('id').orderBy('id').executeTakeFirstOrThrow();
    const answer = await t.db.selectFrom('answers').select('id').orderBy('id').executeTakeFirstOrThrow();
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('brand', '=', 'stride')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    push('productId', style.product_id);
    push('productIds', style.product_id);
    push('colour', style.colour_code);
    // A second size of the style, sold out online, for back-in-stock sign-ups.
    const soldOut = await t.db
      .selectFrom('variants')
      .select('upc')
      .where('product_id', '=', style.product_id)
      .where('upc', '!=', style.upc)
      .orderBy('upc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('inventory')
      .set({ quantity: 0 })
      .where('upc', '=', soldOut.upc)
      .where('location_id', '=', ONLINE_LOCATION)
      .execute();
    push('upc', style.upc, soldOut.upc);
    push('view', 'side', 'front');
    push('productSetId', set.set_id);
    push('storeId', store.store_id);
    push('storeIds', [store.store_id]);
    push('reviewId', review.id);
    push('answerId', answer.id);
    push('siteId', 'stride-en-us', 'kestrel-ja-jp');
    push('categoryId', category.id);
    push('countryCode', 'US', 'GB');
    push('includeStates', 'true');
    push('levels', '2');
    push('q', 'running shoe', 'tral', 'sh');
    push('sort', ...SEARCH_SORTS, ...REVIEW_SORTS, ...QUESTION_SORTS);
    push('gender', ...GENDERS);
    push('brand', ...BRANDS);
    push('size', '10', 'M');
    push('priceMin', '20');
    push('priceMax', '200');
    push('rating', 4, '3');
    push('start', '0', '5');
    push('count', '1', '10');
    push('pageSize', '10');
    push('widget', ...RECOMMENDATION_WIDGETS);
    push('postalCode', '94105', 'SW1A 2AA');
    push('place', 'San Francisco');
    push('latitude', 37.79);
    push('longitude', -122.39);
    push('radiusKm', 25);
    push('helpful', true, false);
    push('reason', ...FLAG_REASONS);
    push('comment', 'Not about this shoe');
    push('targetLocale', 'ja-JP', 'en-US');
    push('title', 'Great shoe');
    push('text', 'Comfortable from the first run, and they held up over a hundred miles of trails.');
    push('authorName', 'Ada');
    push('fit', 'true-to-size');
    push('metrics', [{ name: 'LCP', value: 1200, rating: 'good', id: 'v1-1', route: '/:locale' }]);
  },
});
