import { CollectionPointsResponse } from '@outsole/contracts/collection-points';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { distanceKm } from '../stores/geo.js';

const URL = '/stores/v1/collectionPoints';

describe(`collection points (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 4, env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  const search = (payload: unknown, siteId?: string) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...AUTH, ...(siteId ? { 'x-site-id': siteId } : {}) },
      payload: payload as object,
    });
  const found = async (payload: unknown, siteId?: string) => {
    const response = await search(payload, siteId);
    expect(response.statusCode, response.body).toBe(200);
    return CollectionPointsResponse.parse(response.json());
  };

  it('finds the points near a postal code, nearest first, within the radius, with distance and hours', async () => {
    const answer = await found({ postalCode: '10012' });
    // The stores' sandbox geocoder places SoHo's ZIP in SoHo: the UPS Access Point at 459 Broadway is nearest.
    expect(answer.searchLocation).toEqual({ latitude: 40.7256, longitude: -73.9982 });
    expect(answer.radiusKm).toBe(15);
    expect(answer.collectionPoints[0]).toMatchObject({ collectionPointId: 'CP-US-0001', carrier: 'ups', type: 'shop' });
    expect(answer.collectionPoints[0]?.distanceKm).toBeLessThan(1);
    const distances = answer.collectionPoints.map((point) => point.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const point of answer.collectionPoints) {
      expect(point.distanceKm).toBeLessThanOrEqual(15);
      expect(point.address.countryCode).toBe('US');
      expect(Math.abs(distanceKm(answer.searchLocation, point.location) - point.distanceKm)).toBeLessThan(0.06);
    }
    expect(answer.collectionPoints.map((point) => point.address.city)).toEqual(
      expect.arrayContaining(['New York', 'Brooklyn']),
    );
    const locker = answer.collectionPoints.find((point) => point.type === 'locker');
    expect(locker?.openingHours).toHaveLength(7); // lockers never close
    const postOffice = answer.collectionPoints.find((point) => point.type === 'post-office');
    expect(postOffice?.openingHours.some((hours) => hours.day === 0)).toBe(false); // closed on Sundays
    expect(postOffice?.timezone).toBe('America/New_York');
  });

  it('finds the points near a position; radius, limit and carrier narrow the answer', async () => {
    const boston = { latitude: 42.3493, longitude: -71.0805 };
    const near = await found({ ...boston, radius: 5 });
    expect(near.collectionPoints.map((point) => point.address.city)).toEqual(['Boston', 'Boston', 'Boston']);
    const santaMonica = { latitude: 34.0171, longitude: -118.4963 };
    expect((await found({ ...santaMonica, radius: 5 })).collectionPoints.map((point) => point.address.city)).toEqual([
      'Santa Monica',
      'Santa Monica',
      'Santa Monica',
    ]);
    expect((await found({ ...santaMonica, radius: 30 })).collectionPoints.map((point) => point.address.city)).toContain(
      'Los Angeles',
    );
    const midtown = { latitude: 40.75, longitude: -73.99 };
    expect((await found({ ...midtown, limit: 2 })).collectionPoints).toHaveLength(2);
    expect((await found({ ...midtown, limit: 50, radius: 100 })).collectionPoints).toHaveLength(6);
    const usps = await found({ ...midtown, carrier: 'usps' });
    expect(usps.collectionPoints.map((point) => point.collectionPointId)).toEqual(['CP-US-0005', 'CP-US-0003']);
    expect((await found({ latitude: 0, longitude: 0, radius: 100 })).collectionPoints).toEqual([]);
    expect((await found({ ...boston, radius: 0.01 })).collectionPoints).toEqual([]);
  });

  it("answers only the site's country, in every demo region", async () => {
    const berlin = await found({ postalCode: '10178' }, 'stride-de-de');
    expect(berlin.collectionPoints.length).toBeGreaterThan(2);
    expect(berlin.collectionPoints.every((point) => point.address.countryCode === 'DE')).toBe(true);
    expect(berlin.collectionPoints.map((point) => point.carrier)).toEqual(
      expect.arrayContaining(['dhl', 'hermes', 'dpd']),
    );
    // New York from the German site: nothing (the points are in the US).
    expect((await found({ latitude: 40.75, longitude: -73.99 }, 'stride-de-de')).collectionPoints).toEqual([]);
    const london = await found({ postalCode: 'WC2E 9LH' }, 'stride-en-gb');
    expect(london.collectionPoints[0]?.address.postalCode).toMatch(/^WC/);
    const paris = await found({ postalCode: '75003' }, 'stride-fr-fr');
    expect(paris.collectionPoints.map((point) => point.carrier)).toEqual(
      expect.arrayContaining(['mondial-relay', 'chronopost', 'la-poste']),
    );
    const tokyo = await found({ postalCode: '150-0041' }, 'stride-ja-jp');
    expect(tokyo.collectionPoints[0]).toMatchObject({
      address: { region: '13', postalCode: expect.stringMatching(/^150-/) },
    });
    expect(tokyo.collectionPoints.map((point) => point.carrier)).toEqual(
      expect.arrayContaining(['yamato', 'japan-post']),
    );
    expect(tokyo.collectionPoints[0]?.timezone).toBe('Asia/Tokyo');
  });

  it('says which points need the carrier customer number: a DHL Packstation its Postnummer, no other (t1-F1)', async () => {
    const berlin = await found({ postalCode: '10178' }, 'stride-de-de');
    const packstation = berlin.collectionPoints.find((point) => point.name === 'DHL Packstation 101');
    expect(packstation).toMatchObject({
      carrier: 'dhl',
      type: 'locker',
      requiresCustomerNumber: true,
      customerNumberLabel: 'Postnummer',
    });
    // A DHL post office and the other carriers' shops hand parcels to anyone with the pickup code.
    const others = berlin.collectionPoints.filter((point) => point !== packstation);
    expect(others.map((point) => point.carrier)).toEqual(expect.arrayContaining(['dhl', 'hermes']));
    for (const point of others)
      expect(point).toMatchObject({ requiresCustomerNumber: false, customerNumberLabel: null });
    // Lockers of other carriers need none either.
    const london = await found({ postalCode: 'WC2E 9LH' }, 'stride-en-gb');
    const inpost = london.collectionPoints.find((point) => point.type === 'locker');
    expect(inpost).toMatchObject({ carrier: 'inpost', requiresCustomerNumber: false });
  });

  it('finds the points near a place by name, as the store finder does, in every demo region', async () => {
    const ids = async (body: Record<string, unknown>, siteId: string) =>
      (await found(body, siteId)).collectionPoints.map((point) => point.collectionPointId);
    // Berlin's centre and Mitte's code are a street or two apart: the same points, nearest first from each.
    expect((await ids({ place: 'Berlin' }, 'stride-de-de')).sort()).toEqual(
      (await ids({ postalCode: '10178' }, 'stride-de-de')).sort(),
    );
    expect((await ids({ place: 'London' }, 'stride-en-gb')).length).toBeGreaterThan(0);
    expect((await ids({ place: 'Paris' }, 'stride-fr-fr')).length).toBeGreaterThan(0);
    expect(await ids({ place: '渋谷' }, 'stride-ja-jp')).toEqual(await ids({ place: 'Shibuya' }, 'stride-ja-jp'));
    expect((await ids({ place: '渋谷' }, 'stride-ja-jp')).length).toBeGreaterThan(0);
    expectSpecError(await search({ place: 'Atlantis' }), 400, 'API400', 'body.place');
    expectSpecError(await search({ place: 'Boston', postalCode: '10012' }), 400, 'API400', 'body.postalCode');
    expectSpecError(await search({ place: 'Boston', latitude: 40, longitude: -73 }), 400, 'API400', 'body.place');
  });

  it('refuses bad input with API400 naming the field, and an unknown postal code as store search does', async () => {
    expectSpecError(await search({}), 400, 'API400', 'body');
    expectSpecError(
      await search({ postalCode: '10012', latitude: 40, longitude: -73 }),
      400,
      'API400',
      'body.postalCode',
    );
    expectSpecError(await search({ latitude: 40.7 }), 400, 'API400', 'body.longitude');
    expectSpecError(await search({ longitude: -73.9 }), 400, 'API400', 'body.latitude');
    expectSpecError(await search({ latitude: 91, longitude: 0 }), 400, 'API400', 'body.latitude');
    expectSpecError(await search({ latitude: 0, longitude: 181 }), 400, 'API400', 'body.longitude');
    expectSpecError(await search({ latitude: '40.7', longitude: -73.9 }), 400, 'API400', 'body.latitude');
    expectSpecError(await search({ postalCode: 10012 }), 400, 'API400', 'body.postalCode');
    expectSpecError(await search({ postalCode: ' ' }), 400, 'API400', 'body.postalCode');
    expectSpecError(await search({ postalCode: '10012', radius: 0 }), 400, 'API400', 'body.radius');
    expectSpecError(await search({ postalCode: '10012', radius: 101 }), 400, 'API400', 'body.radius');
    expectSpecError(await search({ postalCode: '10012', limit: 0 }), 400, 'API400', 'body.limit');
    expectSpecError(await search({ postalCode: '10012', limit: 51 }), 400, 'API400', 'body.limit');
    expectSpecError(await search({ postalCode: '10012', limit: 2.5 }), 400, 'API400', 'body.limit');
    expectSpecError(await search({ postalCode: '10012', carrier: 'acme' }), 400, 'API400', 'body.carrier');
    expectSpecError(await search({ postalCode: '10012', storeIds: ['US101'] }), 400, 'API400', 'body.storeIds');
    expectSpecError(await search([]), 400, 'API400', 'body');
    const unknown = expectSpecError(await search({ postalCode: '00000' }), 400, 'API400', 'body.postalCode');
    expect(unknown.errorDetails[0]?.message).toBe('The postal code could not be located.');
    // A German code is no place on the US site.
    expectSpecError(await search({ postalCode: 'ZZ1' }), 400, 'API400', 'body.postalCode');
  });

  it('never answers 5xx to fuzzed bodies', async () => {
    const nearlyValid = fc.record(
      {
        postalCode: fc.oneof(fc.string(), fc.stringMatching(/^[\dA-Z -]{0,14}$/), fc.integer()),
        latitude: fc.oneof(fc.double(), fc.integer(), fc.string()),
        longitude: fc.oneof(fc.double(), fc.integer({ min: -200, max: 200 }), fc.constant(null)),
        radius: fc.oneof(fc.double(), fc.integer({ min: -10, max: 200 })),
        limit: fc.oneof(fc.double(), fc.integer({ min: -5, max: 60 })),
        carrier: fc.oneof(fc.string(), fc.constantFrom('ups', 'dhl', 'yamato')),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nearlyValid, fc.anything(), fc.json()),
        fc.constantFrom('stride-en-us', 'stride-de-de', 'stride-ja-jp'),
        async (payload, siteId) => {
          const response = await t.app.inject({
            method: 'POST',
            url: URL,
            headers: { ...AUTH, 'x-site-id': siteId, 'content-type': 'application/json' },
            payload: typeof payload === 'string' ? payload : JSON.stringify(payload ?? null),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
