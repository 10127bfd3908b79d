import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectSpecError } from '../test/assertions.js';
import { bearer, guestToken } from '../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';
import { BODY_LIMIT_ROUTES, SMALL_BODY_BYTES, TEXT_BODY_BYTES } from './body-limits.js';
import { checkJsonStructure, MAX_JSON_ARRAY_ITEMS, MAX_JSON_DEPTH } from './json-structure.js';
import { tooManyFields } from './validator.js';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const zeros = (count: number) => `{"metrics":[${Array<string>(count).fill('0').join(',')}]}`;

// Tester finding F3 (session 51): 1 MB of nested brackets, or an array of 349,000 zeros, held the event loop for
// 1–3 s per request. The refusal now costs about what reading up to the fault costs: counted here, not timed.
describe('checkJsonStructure', () => {
  it('takes what any request sends', () => {
    const body = JSON.stringify({ a: [{ b: [1, 2, { c: '[[[[,,,,' }] }], d: 'x\\"]', e: [nested(3)] });
    expect(checkJsonStructure(body)).toEqual({ refused: null, scanned: body.length });
    expect(checkJsonStructure(nested(MAX_JSON_DEPTH)).refused).toBeNull();
    expect(checkJsonStructure(zeros(MAX_JSON_ARRAY_ITEMS)).refused).toBeNull();
    // Commas of an object, or inside strings, are no items.
    const keys = `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":"a,b,[c"`).join(',')}}`;
    expect(checkJsonStructure(keys).refused).toBeNull();
  });

  it('refuses 500,000 nested brackets after reading 33 characters', () => {
    const { refused, scanned } = checkJsonStructure(nested(500_000));
    expect(refused).toMatchObject({ errorId: 'API400', field: 'body' });
    expect(refused?.message).toBe('The request body is nested too deeply: at most 32 levels of arrays and objects.');
    expect(scanned).toBe(MAX_JSON_DEPTH + 1);
  });

  it('refuses an array of 349,000 items at its 1001st item', () => {
    const body = zeros(349_000);
    const { refused, scanned } = checkJsonStructure(body);
    expect(refused?.message).toBe('The request body has an array of more than 1000 items.');
    expect(scanned).toBe('{"metrics":['.length + 2 * MAX_JSON_ARRAY_ITEMS);
    expect(scanned).toBeLessThan(body.length / 300);
  });
});

describe('tooManyFields and arrays', () => {
  const Body = z.object({ lines: z.array(z.object({ a: z.string() }).strict()).max(20), tags: z.array(z.string()) });

  it('refuses an array longer than its schema takes before looking at its items', () => {
    const work = { steps: 0 };
    const lines = Array.from({ length: 1000 }, () => ({ a: 'x' }));
    const refused = tooManyFields(Body, { lines }, 'body', work);
    expect(refused).toMatchObject({ errorId: 'API400', field: 'body.lines' });
    expect(refused?.message).toBe('Too many items: body.lines has 1000; this request takes at most 20.');
    expect(work.steps).toBe(2); // the body, then the array: none of its 1000 items
  });

  it('does not walk items that cannot be objects', () => {
    const work = { steps: 0 };
    expect(tooManyFields(Body, { lines: [], tags: Array<string>(1000).fill('x') }, 'body', work)).toBeNull();
    expect(work.steps).toBe(3);
  });
});

describe(`bodies refused cheaply, in the spec's error format (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    token = (await guestToken(t)).accessToken;
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, payload: string) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...AUTH, ...bearer(token), 'x-site-id': 'stride-en-us', 'content-type': 'application/json' },
      payload,
    });

  it('every route the table names exists (a typo would leave a route at the global limit)', () => {
    for (const route of BODY_LIMIT_ROUTES) {
      const [method, url] = route.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'POST', url }), route).toBe(true);
    }
  });

  it('a body larger than its route takes: 413 API413, whatever it holds', async () => {
    const big = JSON.stringify({ metrics: [], padding: 'x'.repeat(TEXT_BODY_BYTES) });
    expectSpecError(await send('POST', '/metrics/v1/web-vitals', big), 413, 'API413');
    const small = JSON.stringify({ username: 'a@example.com', password: 'x'.repeat(SMALL_BODY_BYTES) });
    expectSpecError(await send('POST', '/consumers-v3/auth/signin', small), 413, 'API413');
    expectSpecError(
      await send('POST', '/cart/v1/giftcard/balance', JSON.stringify({ pin: 'x'.repeat(SMALL_BODY_BYTES) })),
      413,
      'API413',
    );
  });

  it('deep nesting and over-long arrays within the limit: 400 API400 at body', async () => {
    const deep = expectSpecError(await send('POST', '/metrics/v1/web-vitals', nested(50_000)), 400, 'API400', 'body');
    expect(deep.errorDetails[0]?.message).toMatch(/nested too deeply/);
    const long = expectSpecError(await send('POST', '/metrics/v1/web-vitals', zeros(20_000)), 400, 'API400', 'body');
    expect(long.errorDetails[0]?.message).toMatch(/array of more than 1000 items/);
    // Within the structure limits, an array longer than its schema takes is named at its field.
    const beacons = expectSpecError(await send('POST', '/metrics/v1/web-vitals', zeros(500)), 400, 'API400');
    expect(beacons.errorDetails[0]).toMatchObject({ field: 'body.metrics' });
    expect(beacons.errorDetails[0]?.message).toBe(
      'Too many items: body.metrics has 500; this request takes at most 20.',
    );
  });
});
