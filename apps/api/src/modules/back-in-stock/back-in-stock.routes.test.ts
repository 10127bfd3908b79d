import { BackInStockResponse } from '@outsole/contracts/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { setStock } from '../../test/cart-kit.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { MAX_WAITING_PER_ADDRESS } from './back-in-stock.service.js';

describe(`PUT /products/v1/notifications (${TEST_DB})`, () => {
  let t: TestApp;
  let soldOut: { productId: string; upc: string };
  let inStock: { productId: string; upc: string };
  beforeAll(async () => {
    t = await createTestApp();
    const variant = (quantityOp: '=' | '>') =>
      t.db
        .selectFrom('variants as v')
        .innerJoin('inventory as i', 'i.upc', 'v.upc')
        .innerJoin('styles as s', 's.product_id', 'v.product_id')
        .select(['v.product_id as productId', 'v.upc'])
        .where('i.location_id', '=', 'online')
        .where('i.quantity', quantityOp, 0)
        .where('s.brand', '=', 'stride')
        .executeTakeFirstOrThrow();
    soldOut = await variant('=');
    inStock = await variant('>');
  });
  afterAll(() => t.close());

  const put = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/products/v1/notifications',
      headers: { ...AUTH, ...headers },
      payload: payload as object,
    });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('back_in_stock_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('signs up once, case-insensitive email, one row; a repeat answers exactly as the first time', async () => {
    const first = await put({ email: 'Runner@Example.com', ...soldOut });
    expect(first.statusCode, first.body).toBe(200);
    expect(BackInStockResponse.strict().parse(first.json())).toEqual({
      ...soldOut,
      subscribed: true,
      confirmationRequired: true,
    });
    const again = await put({ email: ' runner@example.com'.trim(), ...soldOut });
    // Whether the address already waited for this variant is nobody's business: same status, same body.
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const concurrent = await Promise.all([1, 2, 3].map(() => put({ email: 'twin@example.com', ...soldOut })));
    expect(concurrent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(concurrent.map((r) => r.body)).size).toBe(1);
    expect(await count()).toBe(2);
    const row = await t.db
      .selectFrom('back_in_stock_requests')
      .selectAll()
      .where('email', '=', 'runner@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ site_id: 'stride-en-us', locale: 'en-us', notified_at: null, upc: soldOut.upc });
  });

  it('keeps a sign-up per site: the same email and variant on another site is its own, in that site’s language', async () => {
    const gb = { 'x-site-id': 'stride-en-gb', 'x-locale': 'en-gb' };
    expect((await put({ email: 'abroad@example.com', ...soldOut })).statusCode).toBe(200);
    const there = await put({ email: 'abroad@example.com', ...soldOut }, gb);
    expect(there.statusCode, there.body).toBe(200);
    expect((await put({ email: 'abroad@example.com', ...soldOut }, gb)).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('back_in_stock_requests')
      .select(['site_id', 'locale'])
      .where('email', '=', 'abroad@example.com')
      .orderBy('site_id')
      .execute();
    expect(rows).toEqual([
      { site_id: 'stride-en-gb', locale: 'en-gb' },
      { site_id: 'stride-en-us', locale: 'en-us' },
    ]);
  });

  it('refuses an address that only looks like another one (a Cyrillic "е" as the A-label, tester finding t2-F5)', async () => {
    for (const email of ['shopper@xn--exampl-8of.com', 'shopper@xn--pple-zld.com']) {
      expectSpecError(await put({ email, ...soldOut }), 400, 'API400', 'body.email');
    }
    const rows = await t.db
      .selectFrom('back_in_stock_requests')
      .select('email')
      .where('email', 'like', 'shopper@xn--%')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a variant in stock, an unknown or foreign variant, and another brand', async () => {
    expectSpecError(await put({ email: 'a@example.com', ...inStock }), 400, 'API400', 'body.upc');
    expectSpecError(
      await put({ email: 'a@example.com', productId: soldOut.productId, upc: '000000000000' }),
      404,
      'API404',
      'upc',
    );
    expectSpecError(
      await put({
        email: 'a@example.com',
        productId: inStock.productId === soldOut.productId ? 'ZZZZ99999' : inStock.productId,
        upc: soldOut.upc,
      }),
      404,
      'API404',
    );
    expectSpecError(
      await put({ email: 'a@example.com', ...soldOut }, { 'x-site-id': 'kestrel-en-us' }),
      404,
      'API404',
      'productId',
    );
  });

  it(`an address waits for at most ${MAX_WAITING_PER_ADDRESS} sizes on a site; past that the same answer stores nothing`, async () => {
    const sizes = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.product_id as productId', 'v.upc'])
      .where('s.brand', '=', 'stride')
      .where('s.digital', '=', 0)
      .orderBy('v.upc')
      .limit(MAX_WAITING_PER_ADDRESS + 2)
      .execute();
    for (const size of sizes) await setStock(t.db, size.upc, 0);
    const answers = [];
    // Each confirmed as it is made (back-in-stock.confirm.test.ts has the cap on sign-ups waiting for confirmation).
    const confirmAll = () =>
      t.db
        .updateTable('back_in_stock_requests')
        .set({ confirmed_at: new Date().toISOString(), confirm_token_hash: null })
        .where('email', '=', 'target@example.com')
        .where('confirmed_at', 'is', null)
        .execute();
    for (const size of sizes) {
      answers.push(await put({ email: 'target@example.com', ...size }));
      await confirmAll();
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(sizes.map(() => 200));
    expect(answers.at(-1)!.json()).toEqual({ ...sizes.at(-1), subscribed: true, confirmationRequired: true });
    const stored = () =>
      t.db.selectFrom('back_in_stock_requests').select('upc').where('email', '=', 'target@example.com').execute();
    expect(await stored()).toHaveLength(MAX_WAITING_PER_ADDRESS);
    // Another site keeps its own count; a notified sign-up no longer counts.
    expect(
      (await put({ email: 'target@example.com', ...sizes.at(-1)! }, { 'x-site-id': 'stride-en-gb' })).statusCode,
    ).toBe(200);
    await t.db
      .updateTable('back_in_stock_requests')
      .set({ notified_at: new Date().toISOString() })
      .where('email', '=', 'target@example.com')
      .where('upc', '=', sizes[0]!.upc)
      .execute();
    await put({ email: 'target@example.com', ...sizes.at(-1)! });
    expect((await stored()).map((row) => row.upc)).toContain(sizes.at(-1)!.upc);
  });

  it('rejects malformed bodies naming the field', async () => {
    const before = await count();
    expectSpecError(await put({ email: 'not-an-email', ...soldOut }), 400, 'API400', 'body.email');
    expectSpecError(await put({ email: `${'a'.repeat(250)}@example.com`, ...soldOut }), 400, 'API400', 'body.email');
    expectSpecError(
      await put({ email: 'a@example.com', productId: 'bad', upc: soldOut.upc }),
      400,
      'API400',
      'body.productId',
    );
    expectSpecError(
      await put({ email: 'a@example.com', productId: soldOut.productId, upc: 12345 }),
      400,
      'API400',
      'body.upc',
    );
    expectSpecError(await put({ email: 'a@example.com', productId: soldOut.productId }), 400, 'API400', 'body.upc');
    expectSpecError(await put({}), 400, 'API400');
    expect(await count()).toBe(before);
  });
});
