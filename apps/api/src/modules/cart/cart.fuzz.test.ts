import { Cart } from '@outsole/contracts/cart';
import { ERROR_IDS, ErrorResponse } from '@outsole/contracts/errors';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_LOCATION } from '../../db/schema.js';
import { bearer, createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_APP_ID, TEST_DB, type TestApp } from '../../test/test-app.js';
import { loadPromotions } from './cart.pricing.js';
import { pickupStoreIds } from '../../test/cart-kit.js';

/**
 * Every cart endpoint under fuzzed input: path parameters, query strings, bodies (anything at all, and requests shaped
 * like the real ones with fields replaced by junk: NUL and other control characters, lone surrogates, huge numbers,
 * arrays, prototype keys), raw bodies that are not JSON, other sites and locales, no or a forged token. No answer is
 * ever a 5xx, and every failure is the spec's error format.
 *
 * The endpoints are read from the api's own OpenAPI document (every path under /cart, the saved-for-later list and
 * collection points), so a cart route added later is fuzzed too; the known ones are listed so none silently drops out.
 */

const PREFIXES = ['/cart/', '/wishlists/v2/saveForLater', '/stores/v1/collectionPoints'];
const KNOWN = [
  'POST /cart/v1/cart',
  'POST /cart/v1/cartWithItem',
  'GET /cart/v1/cart/{basketId}',
  'POST /cart/v1/item',
  'DELETE /cart/v1/item',
  'PUT /cart/v1/cart/{basketId}/item',
  'PUT /cart/v1/coupon',
  'DELETE /cart/v1/coupon',
  'POST /cart/v1/shippingMethod',
  'GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}',
  'POST /cart/v2/cart/{basketId}/shippingAddress',
  'DELETE /cart/v2/cart/{basketId}/shippingAddress',
  'POST /cart/v1/cart/{basketId}/shippingAddress/validation',
  'POST /cart/v1/cart/{basketId}/billingAddress',
  'DELETE /cart/v1/cart/{basketId}/billingAddress',
  'PUT /cart/v2/saveForLater',
  'POST /cart/v2/cart/{basketId}/saveForLater',
  'DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}',
  'GET /wishlists/v2/saveForLater',
  'POST /cart/v1/giftcard/balance',
  'POST /stores/v1/collectionPoints',
];
/** Requests per endpoint; FUZZ_RUNS=1000 for a longer hunt (the timeout grows with it). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const TIMEOUT_MS = 20_000 + RUNS * 100;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: { name: string; in: string }[];
  body: JsonSchema | null;
}

/** Raw escapes a client may send as they are in a path (an invalid UTF-8 byte, a broken escape, an encoded NUL). */
const RAW_SEGMENTS = ['%ff', '%', '%zz', '%00', '%c0%af'];

/** Strings a careless handler trips on. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  '\uffff',
  '💥'.repeat(30),
  'x'.repeat(5_000),
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  ...RAW_SEGMENTS,
  '../../etc/passwd',
  '<script>',
];

const junkString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.integer(),
  fc.constantFrom(0, -1, 1, 999_999, 1_000_000, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5, -0.0),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

describe(`cart endpoints under fuzzed input (${TEST_DB})`, { timeout: TIMEOUT_MS }, () => {
  let t: TestApp;
  let operations: Operation[];
  /** Real values for request fields by name, so fuzzed requests also reach the use cases. */
  const valid = new Map<string, unknown[]>();
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_MAX: '0', CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0' },
    });
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
    }>();
    operations = Object.entries(spec.paths)
      .filter(([path]) => PREFIXES.some((prefix) => path.startsWith(prefix)))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase() as Operation['method'],
          path,
          parameters: operation.parameters ?? [],
          body:
            (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.[
              'application/json'
            ]?.schema ?? null,
        })),
      );

    const [variant, other] = await stockedVariants(t, 2);
    const [storeId] = await pickupStoreIds(t.db);
    const point = await t.db
      .selectFrom('collection_points')
      .select('point_id')
      .where('country_code', '=', 'US')
      .orderBy('point_id')
      .executeTakeFirstOrThrow();
    const guest = (await guestToken(t)).accessToken;
    const registered = (await signIn(t, await createTestConsumer(t.db))).accessToken;
    const add = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/cart/v1/cartWithItem', headers: { ...AUTH, ...bearer(token) }, payload });
    for (const token of [guest, registered]) {
      tokens.push(token);
      const cart = Cart.parse((await add(token, { productId: variant!.productId, upc: variant!.upc, qty: 2 })).json());
      const saved = (
        await t.app.inject({
          method: 'PUT',
          url: '/cart/v2/saveForLater',
          headers: { ...AUTH, ...bearer(token) },
          payload: { productId: other!.productId, upc: other!.upc, qty: 1 },
        })
      ).json<{ saveForLater: { saveForLaterId: string; items: { itemId: string }[] } }>();
      push('basketId', cart.basketId);
      push('cartId', cart.basketId);
      push('itemId', cart.items[0]!.id, saved.saveForLater.items[0]!.itemId);
      push('saveForlaterId', saved.saveForLater.saveForLaterId);
      push('saveForLaterId', saved.saveForLater.saveForLaterId);
    }
    push('productId', variant!.productId, other!.productId);
    push('upc', variant!.upc, other!.upc);
    push('qty', 1, 2, '3');
    push('maxQty', 5, 999_999);
    push('storeId', storeId, null);
    push('favStoreId', storeId);
    push('collectionPointId', point.point_id);
    push('shippingId', 'home', `pickup-${storeId}`);
    push('code', 'WELCOME10', 'FIRSTPAIR', 'standard', 'me', 'pickup', 'sts', 'pudo', 'customs', 'digital');
    push('shopperAppliedSM', 'true', true);
    push('isPatchRequired', 'true', 'false');
    push('inventorySupplyCheck', 'true', 'false');
    push('gift', true, false);
    push('isGiftBoxSelected', true, false);
    push('giftOption', { to: 'Ann', from: 'Bo', message: 'Enjoy' }, null);
    push('contact', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0123' });
    push('cardNumber', '6280 4417 3092 5516', '6280441730927741', '6281 9902 5561 0011');
    push('pin', '1234', '2468');
    push('postalCode', '94105', '10001', 'SW1A 2AA');
    push('latitude', 37.79, 0);
    push('longitude', -122.39, 0);
    push('radius', 5, 100);
    push('limit', 1, 50);
    push('carrier', 'ups', 'usps');
    push('addressLine1', '1 Market St', 'PO Box 12');
    push('city', 'San Francisco');
    push('stateCityProvDept', 'CA', 'California', 'NY');
    push('countryCode', 'US', 'GB', 'DE');
    push('country', 'US');
    push('recipientFirstName', 'Ada');
    push('recipientLastName', 'Lovelace');
    push('recipientContactPhone', '(415) 555-0123', '+14155550123');
    push('recipientContactEmail', 'ada@example.com');
    push('newsletterConsent', true);
    push('appliedLoyaltyVoucher', null, '', 500, '500');
    push('start', '0', '5');
    push('count', '1', '10');
  });
  afterAll(() => t.close());

  function push(name: string, ...values: unknown[]) {
    valid.set(name, [...(valid.get(name) ?? []), ...values]);
  }

  /** A value for a field: a real one (most often), or junk. */
  function fieldValue(name: string, schema?: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const known = valid.get(name) ?? [];
    const nested = schema && depth < 2 ? objectOf(schema, depth + 1) : null;
    return fc.oneof(
      { weight: known.length > 0 ? 4 : 0, arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.constant(null) },
      { weight: nested ? 2 : 0, arbitrary: nested ?? fc.constant(null) },
      { weight: 2, arbitrary: junk },
    );
  }

  /** Objects shaped like the schema (each branch of a union), every field optional, sometimes an unknown key. */
  function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> | null {
    const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
    if (branches.length > 0) {
      const shaped = branches.flatMap((branch) => objectOf(branch, depth) ?? []);
      return shaped.length > 0 ? fc.oneof(...shaped) : null;
    }
    if (!schema.properties) return null;
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [key, fieldValue(key, child, depth)]),
    );
    return fc
      .tuple(
        fc.record(fields, { requiredKeys: [] }),
        fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra', 'cartId'), junk)),
      )
      .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
  }

  function requestOf(operation: Operation) {
    const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
    const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
    const path = fc
      .tuple(...pathParams.map((parameter) => fieldValue(parameter.name)))
      .map((values) =>
        pathParams.reduce(
          (url, parameter, index) => url.replace(`{${parameter.name}}`, encodeSegment(values[index])),
          operation.path,
        ),
      );
    const query = fc
      .tuple(
        fc.record(Object.fromEntries(queryParams.map((parameter) => [parameter.name, fieldValue(parameter.name)])), {
          requiredKeys: [],
        }),
        // A parameter sent twice arrives as an array.
        fc.option(fc.constantFrom(...queryParams.map((parameter) => parameter.name), 'extra'), { nil: undefined }),
      )
      .map(([record, repeated]) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(record)) {
          if (value !== undefined) search.append(key, textOf(value));
        }
        if (repeated) search.append(repeated, 'again');
        const text = search.toString();
        return text ? `?${text}` : '';
      });
    const shaped = operation.body ? objectOf(operation.body) : null;
    const json = fc.oneof(
      { weight: shaped ? 6 : 0, arbitrary: shaped ?? fc.constant({}) },
      { weight: 2, arbitrary: fc.anything() },
      { weight: 1, arbitrary: fc.json() },
    );
    const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = fc.oneof(
      {
        weight: 8,
        arbitrary: json.map((value) => ({ payload: JSON.stringify(value ?? null), contentType: 'application/json' })),
      },
      { weight: 1, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc.record({
          payload: fc.constantFrom('', '{', '{"cartId":', 'null', '[]', '"x"', '\u0000', '{"a":1}{"b":2}'),
          contentType: fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
          ),
        }),
      },
    );
    const headers = fc.record(
      {
        auth: fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...tokens).map((token) => bearer(token)) },
          { weight: 1, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: junkString.map((token) => ({ authorization: `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}` })),
          },
        ),
        site: fc.oneof(
          { weight: 6, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom('stride-en-gb', 'kestrel-en-us', 'stride-ja-jp', 'nowhere', '')
              .map((site) => ({ 'x-site-id': site })),
          },
          {
            weight: 1,
            arbitrary: fc.constantFrom('de-de', 'ja-jp', 'xx', '').map((locale) => ({ 'x-locale': locale })),
          },
        ),
      },
      { requiredKeys: ['auth', 'site'] },
    );
    return fc.record({ path, query, body, headers });
  }

  it('fuzzes every cart endpoint the api documents', () => {
    const found = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(found).toEqual(expect.arrayContaining(KNOWN));
  });

  async function fuzz(operation: Operation): Promise<void> {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(requestOf(operation), async ({ path, query, body, headers }) => {
        const response = await t.app.inject({
          method: operation.method,
          url: `${path}${query}`,
          headers: {
            ...AUTH,
            ...headers.auth,
            ...headers.site,
            ...(body.contentType ? { 'content-type': body.contentType } : {}),
          },
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        });
        statuses.add(response.statusCode);
        expectWellFormed(response, `${operation.method} ${path}${query}`);
      }),
      { numRuns: RUNS },
    );
    // The fuzzing reached past validation: not every answer is a 400.
    expect(
      [...statuses].some((status) => status !== 400),
      `${operation.method} ${operation.path}`,
    ).toBe(true);
  }

  it.each(KNOWN)('%s: never a 5xx, every failure in the spec error format', async (name) => {
    const operation = operations.find((each) => `${each.method} ${each.path}` === name);
    expect(operation, name).toBeDefined();
    await fuzz(operation!);
  });

  it('the same for the cart endpoints added since this list was written', async () => {
    for (const operation of operations) {
      if (!KNOWN.includes(`${operation.method} ${operation.path}`)) await fuzz(operation);
    }
  });
});

function textOf(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it), or a raw escape. */
function encodeSegment(value: unknown): string {
  const text = textOf(value ?? '');
  if (RAW_SEGMENTS.includes(text)) return text;
  const encoded = [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  return encoded || 'x';
}

/** Below 500; a failure has exactly the spec's fields, a known error id and the echoed correlation id. */
function expectWellFormed(response: LightMyRequestResponse, request: string): void {
  expect(response.statusCode, `${request} → ${response.body}`).toBeLessThan(500);
  expect(response.headers['content-type'], request).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  if (response.statusCode < 400) return;
  expect(Object.keys(body).sort(), request).toEqual(['appId', 'correlationId', 'errorDetails']);
  const parsed = ErrorResponse.parse(body);
  expect(parsed.appId).toBe(TEST_APP_ID);
  expect(parsed.correlationId).toBe(response.headers['x-correlation-id']);
  expect(parsed.errorDetails.length, request).toBeGreaterThan(0);
  for (const detail of parsed.errorDetails) {
    expect(ERROR_IDS as readonly string[], `${request} → ${response.body}`).toContain(detail.errorId);
    expect(detail.message.length, request).toBeGreaterThan(0);
  }
}

/** Variants of stride with a price on stride-en-us and plenty of online stock, never a gift with purchase. */
async function stockedVariants(t: TestApp, count: number) {
  const gifts = (await loadPromotions(t.db, 'stride-en-us')).flatMap((promotion) =>
    promotion.reward.kind === 'bonusProduct' ? [promotion.reward.productId] : [],
  );
  const rows = await t.db
    .selectFrom('variants as v')
    .innerJoin('styles as s', 's.product_id', 'v.product_id')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', 'stride-en-us'),
    )
    .select(['v.upc', 'v.product_id as productId'])
    .where('s.brand', '=', 'stride')
    .where('v.product_id', 'not in', gifts.length > 0 ? gifts : ['-'])
    // Not the digital gift card (GIFTCARDS / GIFTCARDK): it is added with a recipient's email.
    .where('v.product_id', 'not like', 'GIFTCARD%')
    .orderBy('v.product_id')
    .orderBy('v.upc')
    .execute();
  const picked = [...new Map(rows.map((row) => [row.productId, row])).values()].slice(0, count);
  for (const { upc } of picked) {
    await t.db
      .insertInto('inventory')
      .values({ upc, location_id: ONLINE_LOCATION, quantity: 100_000, updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['upc', 'location_id']).doUpdateSet({ quantity: 100_000 }))
      .execute();
  }
  return picked;
}
