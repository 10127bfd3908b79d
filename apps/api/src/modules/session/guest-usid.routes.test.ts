import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { call, cartOf, variantsOn, type Variant } from '../../test/cart-kit.js';
import { signInThroughRoutes } from '../../test/credentials.js';
import { bearer, createTestConsumer, guestToken, TEST_PASSWORD, type TestConsumer } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, TEST_TRUST_ID, type TestApp } from '../../test/test-app.js';

/**
 * A guest session's usid is no credential on its own (docs/decisions/0017, addendum "x-usid"): the api honours a
 * caller's x-usid for a guest grant, and binds a sign-in to that guest session, only when the call comes from our
 * storefront server (x-server-trust-id), which keeps the usid in the browser's HttpOnly cookie.
 */
describe(`x-usid is no guest credential (${TEST_DB})`, () => {
  let t: TestApp;
  let variant: Variant;
  let consumer: TestConsumer;
  const TRUSTED = { 'x-server-trust-id': TEST_TRUST_ID };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0', CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    [variant] = (await variantsOn(t.db, 'stride-en-us', 1)) as [Variant];
    consumer = await createTestConsumer(t.db);
  });
  afterAll(() => t.close());

  const upcsOf = (response: Parameters<typeof cartOf>[0]) => cartOf(response).items.map((item) => item.upc);

  /** A guest session (as the storefront starts one) with a cart holding the variant. */
  async function victim() {
    const guest = await guestToken(t, TRUSTED);
    const cart = cartOf(
      await call(t, 'POST', '/cart/v1/cartWithItem', guest.accessToken, {
        payload: { productId: variant.productId, upc: variant.upc, qty: 2 },
      }),
    );
    return { guest, cart };
  }

  it('gives an untrusted caller with another shopper’s x-usid a new usid, which cannot read that cart or list', async () => {
    const { guest, cart } = await victim();
    const stolen = await guestToken(t, { 'x-usid': guest.usid });
    expect(stolen.usid).not.toBe(guest.usid);
    expectSpecError(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, stolen.accessToken), 404, 'BSK404');
    // A made-up usid of the right shape is not taken either.
    const madeUp = await guestToken(t, { 'x-usid': 'A'.repeat(43) });
    expect(madeUp.usid).not.toBe('A'.repeat(43));
    // The victim's cart is still theirs.
    expect(upcsOf(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, guest.accessToken))).toContain(variant.upc);
  });

  it('keeps the usid for the storefront server (trusted): a returning browser keeps its guest session', async () => {
    const { guest, cart } = await victim();
    const returning = await guestToken(t, { ...TRUSTED, 'x-usid': guest.usid });
    expect(returning.usid).toBe(guest.usid);
    expect(cartOf(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, returning.accessToken)).basketId).toBe(
      cart.basketId,
    );
  });

  it('does not merge a guest cart into an account signed in with only that guest’s bare x-usid', async () => {
    const { guest, cart } = await victim();
    const attacker = await signInThroughRoutes(t, consumer.email, TEST_PASSWORD, {
      headers: { 'x-usid': guest.usid },
    });
    expect(attacker.merged?.cart ?? false).toBe(false);
    expect(attacker.usid).not.toBe(guest.usid);
    expect(upcsOf(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, guest.accessToken))).toContain(variant.upc);
  });

  it('merges the guest cart on a sign-in that proves the session: the storefront server, or the guest’s own token', async () => {
    for (const proof of ['trusted', 'bearer'] as const) {
      const { guest, cart } = await victim();
      const headers = proof === 'trusted' ? { ...TRUSTED, 'x-usid': guest.usid } : { ...bearer(guest.accessToken) };
      const signedIn = await signInThroughRoutes(t, consumer.email, TEST_PASSWORD, { headers });
      expect(signedIn.merged?.cart, proof).toBe(true);
      expect(signedIn.usid, proof).toBe(guest.usid);
      expectSpecError(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, guest.accessToken), 404, 'BSK404');
    }
  });
});
