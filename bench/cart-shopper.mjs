// A cart benchmark's shopper over one kept-alive connection (bench/http-connection.mjs): the calls with the api's
// headers, and the untimed set-up every cart benchmark gives its shoppers (bench/cart-load.mjs, bench/cart-ab.mjs).

/** `call(connection, method, path, { body, token })`: the api's response, with the access key and site of `options`. */
export function cartCaller({ accessKey, siteId }) {
  return (connection, method, path, { body, token } = {}) => {
    const headers = { 'x-access-key': accessKey, 'x-site-id': siteId };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return connection.request(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
  };
}

export const text = (response) => response.body.toString('utf8');
export const ok = (response) => response.status >= 200 && response.status < 300;

/** The answer's JSON; throws, naming `what`, for a status other than 2xx. */
export async function expectOk(promise, what) {
  const response = await promise;
  if (!ok(response)) throw new Error(`${what}: ${response.status} ${text(response).slice(0, 300)}`);
  return JSON.parse(text(response));
}

/** The id of the (non-bonus) line holding `upc` in a cart answer. */
export function itemIdOf(cart, upc) {
  const item = cart.items.find((each) => each.upc === upc && !each.bonus);
  if (!item) throw new Error(`the cart answer has no line for ${upc}`);
  return item.id;
}

/**
 * Shopper `index`: a guest token, a cart, `lines` lines of its own pool of `variants` at staggered quantities (so the
 * lines reach `maxQty` at different turns, not all in one) and the coupon. Answers { token, basketId, pool, next,
 * slots }: `slots` the lines ({ variant, qty, itemId }), `next` the pool's next variant to use.
 */
export async function setUpShopper(call, connection, { index, variants, lines, maxQty, coupon }) {
  const poolSize = Math.min(variants.length, Math.max(lines * 2, 10));
  const { accessToken: token } = await expectOk(
    call(connection, 'POST', '/token/v2/auth/token', { body: { type: 'Guest' } }),
    'guest token',
  );
  const { basketId } = await expectOk(call(connection, 'POST', '/cart/v1/cart', { body: {}, token }), 'create cart');
  const pool = Array.from({ length: poolSize }, (_, i) => variants[(index * poolSize + i) % variants.length]);
  const slots = [];
  for (let s = 0; s < lines; s++) {
    const variant = pool[s % pool.length];
    const qty = 1 + Math.floor((s * (maxQty - 1)) / lines);
    const cart = await expectOk(
      call(connection, 'POST', '/cart/v1/item', {
        body: { cartId: basketId, productId: variant.productId, upc: variant.upc, qty },
        token,
      }),
      `add ${variant.upc}`,
    );
    slots.push({ variant, qty, itemId: itemIdOf(cart, variant.upc) });
  }
  // The coupon once the cart has items (an empty cart answers PRM145).
  if (coupon)
    await expectOk(
      call(connection, 'PUT', '/cart/v1/coupon', { body: { cartId: basketId, code: coupon }, token }),
      'coupon',
    );
  return { token, basketId, pool, next: lines, slots };
}
