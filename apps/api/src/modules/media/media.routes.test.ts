import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TRUST_ID, type TestApp } from '../../test/test-app.js';
import { viewsFor } from './product-art.js';

interface Sample {
  productId: string;
  colourCode: string;
  productType: string;
}

async function samples(t: TestApp): Promise<Sample[]> {
  const rows = await t.db
    .selectFrom('colourways as c')
    .innerJoin('styles as s', 's.product_id', 'c.product_id')
    .select(['c.product_id', 'c.colour_code', 's.product_type'])
    .orderBy('c.product_id')
    .orderBy('c.colour_code')
    .execute();
  // One colourway per product type the seed makes.
  const byType = new Map<string, Sample>();
  for (const row of rows) {
    if (!byType.has(row.product_type))
      byType.set(row.product_type, {
        productId: row.product_id,
        colourCode: row.colour_code,
        productType: row.product_type,
      });
  }
  return [...byType.values()];
}

describe('GET /images/products/:productId/:colour/:view.svg', () => {
  let t: TestApp;
  let all: Sample[];
  let shoe: Sample;
  beforeAll(async () => {
    t = await createTestApp();
    all = await samples(t);
    shoe = all.find((sample) => sample.productType.endsWith('-shoe'))!;
  });
  afterAll(() => t.close());

  const url = (s: Sample, view: string) => `/images/products/${s.productId}/${s.colourCode}/${view}.svg`;

  it('serves every view of every seeded product type without an access key, cacheable for a year', async () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const sample of all) {
      const views = viewsFor(sample.productType);
      expect(views.length, sample.productType).toBeGreaterThan(0);
      for (const view of views) {
        const response = await t.app.inject({ method: 'GET', url: url(sample, view) });
        expect(response.statusCode, `${sample.productType} ${view}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.etag).toMatch(/^"[\w-]{20,}"$/);
        expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.body).toMatch(/^<svg [^>]*width="800" height="800"/);
      }
    }
  });

  it('paints the colourway stored in the database', async () => {
    const colourway = await t.db
      .selectFrom('colourways')
      .select(['hex_primary'])
      .where('product_id', '=', shoe.productId)
      .where('colour_code', '=', shoe.colourCode)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'GET', url: url(shoe, 'side') });
    expect(response.body).toContain(`fill="${colourway.hex_primary.toLowerCase()}"`);
  });

  it('answers the same bytes and tag every time, and 304 to a current If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: url(shoe, 'top') });
    const second = await t.app.inject({ method: 'GET', url: url(shoe, 'top') });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const etag = String(first.headers.etag);

    for (const ifNoneMatch of [etag, `"other", W/${etag}`, '*']) {
      const notModified = await t.app.inject({
        method: 'GET',
        url: url(shoe, 'top'),
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await t.app.inject({ method: 'GET', url: url(shoe, 'top'), headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
    const otherView = await t.app.inject({ method: 'GET', url: url(shoe, 'sole') });
    expect(otherView.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: url(shoe, 'side') });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toBe('');
  });

  it.each([
    ['an unknown product', (s: Sample) => `/images/products/ZZZZ99999/${s.colourCode}/side.svg`],
    ['an unknown colourway', (s: Sample) => `/images/products/${s.productId}/999/side.svg`],
    ['a view the type does not have', (s: Sample) => `/images/products/${s.productId}/${s.colourCode}/front.svg`],
    ['an unknown view', (s: Sample) => `/images/products/${s.productId}/${s.colourCode}/zoom.svg`],
    ['another extension', (s: Sample) => `/images/products/${s.productId}/${s.colourCode}/side.png`],
  ])('answers 404 API404 in the spec format for %s', async (_case, path) => {
    const response = await t.app.inject({ method: 'GET', url: path(shoe) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorDetails: [{ errorId: 'API404' }], appId: 'outsole-api-test' });
    expect(response.headers['cache-control']).toBe('no-store'); // never the images' immutable caching
  });

  it.each([
    [
      'a lower-case product id',
      (s: Sample) => url({ ...s, productId: s.productId.toLowerCase() }, 'side'),
      'productId',
    ],
    ['a too short product id', (s: Sample) => url({ ...s, productId: 'AB12' }, 'side'), 'productId'],
    ['a colour code of letters', (s: Sample) => url({ ...s, colourCode: 'red' }, 'side'), 'colour'],
    ['a view with odd characters', (s: Sample) => url(s, 'Side%3Cx'), 'view'],
  ])('answers 400 for %s, naming the field', async (_case, path, field) => {
    const response = await t.app.inject({ method: 'GET', url: path(shoe) });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errorDetails: { errorId: string; field?: string }[] }>();
    expect(body.errorDetails[0]?.field ?? '').toContain(field);
  });

  it('accepts the storefront server trust id, and refuses a wrong one', async () => {
    const trusted = await t.app.inject({
      method: 'GET',
      url: url(shoe, 'back'),
      headers: { 'x-server-trust-id': TEST_TRUST_ID, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(trusted.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'GET',
      url: url(shoe, 'back'),
      headers: { 'x-server-trust-id': 'forged-id' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('keeps every other path behind the access key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images-elsewhere/x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('media service under MEDIA_BASE_PATH', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_BASE_PATH: '/media' } });
  });
  afterAll(() => t.close());

  it('serves images under the base path, public, and nothing at the root', async () => {
    const [sample] = await samples(t);
    const path = `/images/products/${sample!.productId}/${sample!.colourCode}/${viewsFor(sample!.productType)[0]}.svg`;
    expect((await t.app.inject({ method: 'GET', url: `/media${path}` })).statusCode).toBe(200);
    // Without the base path the image path is just an unknown, key-protected path.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});
