import { ProductAvailability, Store, StoreProductInventory } from '@outsole/contracts/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

describe(`stores and store availability (${TEST_DB})`, () => {
  let t: TestApp;
  /** A Stride style stocked at SoHo (US101). */
  let carried: string;
  let kestrel: string;
  beforeAll(async () => {
    t = await createTestApp();
    const row = await t.db
      .selectFrom('inventory as i')
      .innerJoin('variants as v', 'v.upc', 'i.upc')
      .select('v.product_id')
      .where('i.location_id', '=', 'US101')
      .executeTakeFirstOrThrow();
    carried = row.product_id;
    kestrel = (
      await t.db.selectFrom('styles').select('product_id').where('brand', '=', 'kestrel').executeTakeFirstOrThrow()
    ).product_id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
  const availability = (productId: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/products/v1/products/${productId}/availability`,
      headers: { ...AUTH, ...headers },
      payload: payload as object,
    });

  it('answers a store with address, position, opening hours and pickup flags', async () => {
    const response = await get('/stores/v1/stores/US101');
    expect(response.statusCode, response.body).toBe(200);
    const store = Store.parse(response.json());
    expect(store).toMatchObject({
      storeId: 'US101',
      brand: 'stride',
      pickupEnabled: true,
      timezone: 'America/New_York',
    });
    expect(store.address).toMatchObject({ city: 'New York', postalCode: '10012', countryCode: 'US' });
    expect(store.openingHours).toHaveLength(7);
    const berlin = Store.parse((await get('/stores/v1/stores/DE101', { 'x-site-id': 'stride-de-de' })).json());
    expect(berlin.openingHours.some((h) => h.day === 0)).toBe(false); // closed on Sundays
  });

  it('404s unknown stores and other brands with STR404, 400s malformed ids', async () => {
    expectSpecError(await get('/stores/v1/stores/US999'), 404, 'STR404', 'storeId');
    expectSpecError(await get('/stores/v1/stores/US201'), 404, 'STR404'); // a Kestrel store
    expectSpecError(await get('/stores/v1/stores/us101'), 400, 'API400', 'params.storeId');
  });

  it('answers the stock of a style at a store, variant by variant', async () => {
    const response = await get(`/stores/v1/stores/US101/products/${carried}/inventory`);
    expect(response.statusCode, response.body).toBe(200);
    const stock = StoreProductInventory.parse(response.json());
    expect(stock.variants.length).toBeGreaterThan(0);
    for (const variant of stock.variants) expect(variant.available).toBe(variant.quantity > 0);
    expectSpecError(await get(`/stores/v1/stores/US999/products/${carried}/inventory`), 404, 'STR404');
    expectSpecError(await get('/stores/v1/stores/US101/products/ZZZZ99999/inventory'), 404, 'API404');
    expectSpecError(await get(`/stores/v1/stores/US101/products/${kestrel}/inventory`), 404, 'API404');
  });

  it('finds stores near a postal code or position, nearest first, within the radius', async () => {
    const response = await availability(carried, { location: { postalCode: '10012', radiusKm: 10 } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = ProductAvailability.parse(response.json());
    // The sandbox geocoder places SoHo's ZIP in SoHo: the SoHo store a few streets away, then Flatiron.
    expect(answer.stores.map((s) => s.store.storeId)).toEqual(['US101', 'US102']);
    expect(answer.stores[0]?.distanceKm).toBeLessThan(0.5);
    const distances = answer.stores.map((s) => s.distanceKm ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(answer.stores.find((s) => s.store.storeId === 'US101')?.variants.length).toBeGreaterThan(0);

    const wide = ProductAvailability.parse(
      (await availability(carried, { location: { latitude: 42.35, longitude: -71.08, radiusKm: 400 } })).json(),
    );
    expect(wide.stores[0]?.store.storeId).toBe('US103'); // Boston first, then New York
    expect(wide.stores.map((s) => s.store.storeId)).toContain('US101');
    expect(wide.stores.every((s) => s.store.brand === 'stride')).toBe(true);
  });

  it('finds stores near a place typed as a shopper types it: a city in any of the sites’ languages, or a code', async () => {
    const ids = async (place: string, headers: Record<string, string> = {}) => {
      const response = await availability(carried, { location: { place, radiusKm: 25 } }, headers);
      expect(response.statusCode, response.body).toBe(200);
      return ProductAvailability.parse(response.json()).stores.map((s) => s.store.storeId);
    };
    const newYork = await ids('New York');
    expect(newYork).toEqual(expect.arrayContaining(['US101', 'US102']));
    for (const typed of ['new york, ny', '  NEW-YORK ', 'NYC', 'ニューヨーク'])
      expect(await ids(typed)).toEqual(newYork);
    // A code typed in the same box: its district, SoHo's store first.
    expect(await ids('10012')).toEqual(['US101', 'US102']);
    expect(await ids('Boston')).toContain('US103');
    // Germany: the city's own name, without its umlaut, and its English and French names.
    const de = { 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' };
    const munich = await ids('München', de);
    expect(munich.length).toBeGreaterThan(0);
    for (const typed of ['Muenchen', 'munchen', 'Munich', '80331']) expect(await ids(typed, de)).toEqual(munich);
    // A place of another country is not in this one.
    expectSpecError(
      await availability(carried, { location: { place: 'Munich' } }),
      400,
      'API400',
      'body.location.place',
    );
    expectSpecError(
      await availability(carried, { location: { place: 'Atlantis' } }),
      400,
      'API400',
      'body.location.place',
    );
    expectSpecError(
      await availability(carried, { location: { place: 'Boston', postalCode: '10012' } }),
      400,
      'API400',
      'body.location',
    );
    expectSpecError(
      await availability(carried, { location: { place: 'x'.repeat(81) } }),
      400,
      'API400',
      'body.location.place',
    );
  });

  it('answers the stores asked for by id, in that order, without distance', async () => {
    const answer = ProductAvailability.parse((await availability(carried, { storeIds: ['US102', 'US101'] })).json());
    expect(answer.stores.map((s) => [s.store.storeId, s.distanceKm])).toEqual([
      ['US102', null],
      ['US101', null],
    ]);
    expectSpecError(await availability(carried, { storeIds: ['US101', 'US999'] }), 404, 'STR404', 'body.storeIds');
  });

  it('rejects malformed bodies naming the field', async () => {
    // Neither and both say the same: exactly one of the two.
    for (const body of [{}, { storeIds: ['US101'], location: { postalCode: '10012' } }]) {
      const { errorDetails } = expectSpecError(await availability(carried, body), 400, 'API400', 'body');
      expect(errorDetails[0]?.message).toContain('exactly one of storeIds or location');
    }
    const both = await availability(carried, { location: { postalCode: '10001', place: 'Boston' } });
    expect(expectSpecError(both, 400, 'API400', 'body.location').errorDetails[0]?.message).toContain(
      'exactly one of postalCode, place, or latitude with longitude',
    );
    expectSpecError(await availability(carried, { storeIds: [] }), 400, 'API400', 'body.storeIds');
    expectSpecError(await availability(carried, { storeIds: 'US101' }), 400, 'API400', 'body.storeIds');
    expectSpecError(await availability(carried, { location: { radiusKm: 10 } }), 400, 'API400', 'body.location');
    expectSpecError(
      await availability(carried, { location: { postalCode: '10012', radiusKm: 5000 } }),
      400,
      'API400',
      'body.location.radiusKm',
    );
    expectSpecError(
      await availability(carried, { location: { latitude: 91, longitude: 0 } }),
      400,
      'API400',
      'body.location.latitude',
    );
    expectSpecError(
      await availability(carried, { storeIds: Array.from({ length: 51 }, () => 'US101') }),
      400,
      'API400',
      'body.storeIds',
    );
    expectSpecError(
      await availability(carried, { location: { postalCode: '00000' } }),
      400,
      'API400',
      'body.location.postalCode',
    );
    expectSpecError(await availability('ZZZZ99999', { storeIds: ['US101'] }), 404, 'API404');
    expectSpecError(await availability('nope', { storeIds: ['US101'] }), 400, 'API400', 'params.productId');
  });
});
