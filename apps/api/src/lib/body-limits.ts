/**
 * Body limits per route, sized to what each route takes (tester finding F3, session 51): BODY_LIMIT_BYTES (1 MB by
 * default) is for the rest. A sign-in, a cart write or a vote is a few hundred bytes, so a megabyte sent there is
 * refused with 413 API413 as it arrives (by Content-Length, or once the limit is read), before anything is parsed.
 * The limits leave room many times over for the longest valid body (every text field at its maximum, written as
 * \\u escapes): a field too long is still answered at the field (API400), not as too large a body.
 */
export const SMALL_BODY_BYTES = 16 * 1024;
/** Review and question writes (texts of a few thousand characters), web-vitals batches (20 beacons), profiles, addresses. */
export const TEXT_BODY_BYTES = 128 * 1024;

const SMALL = [
  'POST /cart/v1/cart',
  'PUT /cart/v1/cart/:basketId/bonus',
  'PUT /cart/v1/cart/:basketId/item',
  'PUT /cart/v1/cart/:basketId/reward',
  'POST /cart/v1/cartWithItem',
  'PUT /cart/v1/coupon',
  'DELETE /cart/v1/coupon',
  'POST /cart/v1/giftcard/balance',
  'POST /cart/v1/item',
  'DELETE /cart/v1/item',
  'POST /cart/v1/shippingMethod',
  'POST /cart/v2/cart/:basketId/saveForLater',
  'PUT /cart/v2/saveForLater',
  'DELETE /cart/v2/saveForLater/:saveForlaterId/items/:itemId',
  'POST /consumers-v3/auth/signin',
  'POST /consumers-v3/checkresetpassword',
  'POST /consumers-v3/confirmforgotpassword',
  'POST /consumers-v3/consumer/auth/signout',
  'POST /consumers-v3/consumer/changepassword',
  'POST /consumers-v3/consumer/resetpassword',
  'PUT /products/v1/notifications',
  'POST /products/v1/products/:productId/availability',
  'POST /products/v1/review/:answerId/questions/vote',
  'POST /products/v1/review/:questionId/questions/translate',
  'POST /products/v1/review/:reviewId/translate',
  'POST /products/v1/review/:reviewId/vote',
  'POST /stores/v1/collectionPoints',
  'POST /token/v2/auth/token',
];

const TEXT = [
  'POST /cart/v1/cart/:basketId/billingAddress',
  'DELETE /cart/v1/cart/:basketId/billingAddress',
  'POST /cart/v1/cart/:basketId/shippingAddress/validation',
  'POST /cart/v2/cart/:basketId/shippingAddress',
  'DELETE /cart/v2/cart/:basketId/shippingAddress',
  'POST /consumers-v3/auth/signup',
  'POST /consumers-v3/consumer',
  'PUT /consumers-v3/consumer',
  'POST /metrics/v1/web-vitals',
  'POST /products/v1/products/:productId/reviews',
  'POST /products/v1/products/:productId/reviews/questions',
  'POST /products/v1/review/:reviewId/flag',
];

/** Every route given its own limit, as "METHOD url" (body-limits.test.ts checks each is a route). */
export const BODY_LIMIT_ROUTES: readonly string[] = [...SMALL, ...TEXT];

const LIMITS = new Map<string, number>([
  ...SMALL.map((route) => [route, SMALL_BODY_BYTES] as const),
  ...TEXT.map((route) => [route, TEXT_BODY_BYTES] as const),
]);

/** The body limit of a route (by method and url as registered); undefined: BODY_LIMIT_BYTES. */
export function routeBodyLimit(method: string | readonly string[], url: string): number | undefined {
  const methods = typeof method === 'string' ? [method] : method;
  let limit: number | undefined;
  for (const one of methods) {
    const found = LIMITS.get(`${one.toUpperCase()} ${url}`);
    if (found === undefined) return undefined; // a route that takes several methods keeps the global limit
    limit = Math.max(limit ?? 0, found);
  }
  return limit;
}
