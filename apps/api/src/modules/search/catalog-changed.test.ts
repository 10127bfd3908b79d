import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../config/config.js';
import { call, cartOf, variantsOn, type Variant } from '../../test/cart-kit.js';
import { guestToken } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { followCatalogClock } from '../products/catalog-clock.js';
import { VARIANT_FACTS_TTL_MS } from '../products/variant-facts.service.js';
import { KEPT_MARKS_MAX_AGE_MS } from '../cart/cart.answers.js';
import { applyCatalogChanged, parseCatalogChangedArgs } from './catalog-changed.js';

const SITE = 'stride-en-us';

describe('catalog:changed arguments', () => {
  it('takes style codes (trimmed, upper-cased, once each) or --all, not both and not neither', () => {
    expect(parseCatalogChangedArgs(['--products', ' srn474716, SRN474716,ABC123 '])).toEqual({
      all: false,
      productIds: ['SRN474716', 'ABC123'],
    });
    expect(parseCatalogChangedArgs(['--all'])).toEqual({ all: true });
    expect(() => parseCatalogChangedArgs([])).toThrow(ConfigError);
    expect(() => parseCatalogChangedArgs(['--products', ','])).toThrow(ConfigError);
    expect(() => parseCatalogChangedArgs(['--all', '--products', 'A'])).toThrow(/exclude/);
    expect(() => parseCatalogChangedArgs(['SRN474716'])).toThrow(/usage/);
  });
});

/**
 * A price edited in the database by hand (nothing in the api changes prices) reaches carts once the operator runs
 * `npm run catalog:changed` (decision 0018, addendum on catalog changes), and without it after the facts' time to live.
 */
describe(`catalog:changed (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let variants: Variant[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    token = (await guestToken(t)).accessToken;
    variants = await variantsOn(t.db, SITE, 3, { stock: 50 });
  });
  afterAll(() => t.close());

  async function setListPrice(productId: string, amount: number): Promise<void> {
    await t.db
      .updateTable('style_prices')
      .set({ list_amount: amount, sale_amount: null })
      .where('product_id', '=', productId)
      .where('site_id', '=', SITE)
      .execute();
  }

  async function listPrice(productId: string): Promise<number> {
    const row = await t.db
      .selectFrom('style_prices')
      .select('list_amount')
      .where('product_id', '=', productId)
      .where('site_id', '=', SITE)
      .executeTakeFirstOrThrow();
    return Number(row.list_amount);
  }

  async function cartWith(variant: Variant): Promise<string> {
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    cartOf(await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant, qty: 1 } }));
    return basketId;
  }

  async function linePrice(basketId: string, upc: string): Promise<number> {
    const cart = cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token));
    const line = cart.items.find((item) => item.upc === upc && !item.bonus);
    if (!line) throw new Error(`no line for ${upc}`);
    return line.price.original;
  }

  it('--products: a price edited in SQL reaches existing and new carts with the next read of the clock', async () => {
    const [variant, other] = [variants[0]!, variants[1]!];
    await followCatalogClock(t.db);
    const basketId = await cartWith(variant);
    const list = await listPrice(variant.productId);
    expect(await linePrice(basketId, variant.upc)).toBe(list);

    await setListPrice(variant.productId, list + 2_500);
    await followCatalogClock(t.db);
    expect(await linePrice(basketId, variant.upc)).toBe(list); // the cart still trusts its kept facts

    const said = await applyCatalogChanged(t.db, parseCatalogChangedArgs(['--products', variant.productId]));
    expect(said).toContain(variant.productId);
    await followCatalogClock(t.db);
    expect(await linePrice(basketId, variant.upc)).toBe(list + 2_500);
    expect(await linePrice(await cartWith(variant), variant.upc)).toBe(list + 2_500);

    // --all: a rebuild, after which every process reads everything again.
    const otherList = await listPrice(other.productId);
    const otherCart = await cartWith(other);
    await setListPrice(other.productId, otherList + 1_200);
    expect(await applyCatalogChanged(t.db, { all: true })).toMatch(/rebuilt/);
    await followCatalogClock(t.db);
    expect(await linePrice(otherCart, other.upc)).toBe(otherList + 1_200);
    // Search still answers the style after the rebuild.
    const search = await call(t, 'GET', `/products/v2/search/productSearch?q=${other.productId}`, token);
    expect(search.statusCode).toBe(200);
  });

  it('refuses unknown style codes before changing anything', async () => {
    const generation = async () =>
      Number((await t.db.selectFrom('search_state').select('generation').executeTakeFirstOrThrow()).generation);
    const before = await generation();
    await expect(
      applyCatalogChanged(t.db, { all: false, productIds: [variants[0]!.productId, 'NOSUCH999'] }),
    ).rejects.toThrow(/no such style: NOSUCH999/);
    expect(await generation()).toBe(before);
  });

  it('without it, a direct edit reaches carts once the kept facts expire (VARIANT_FACTS_TTL_MS + KEPT_MARKS_MAX_AGE_MS)', async () => {
    const variant = variants[2]!;
    await followCatalogClock(t.db);
    const basketId = await cartWith(variant);
    const list = await listPrice(variant.productId);
    expect(await linePrice(basketId, variant.upc)).toBe(list);
    await setListPrice(variant.productId, list + 800);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + VARIANT_FACTS_TTL_MS + KEPT_MARKS_MAX_AGE_MS);
      expect(await linePrice(basketId, variant.upc)).toBe(list + 800);
    } finally {
      vi.useRealTimers();
    }
  });
});
