import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from './test/assertions.js';
import { namedGuests } from './test/shoppers.js';
import { AUTH, countRows, createTestApp, TEST_DB, type TestApp } from './test/test-app.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The paths in `schema` of objects with named fields that take others too (no `additionalProperties: false`). */
function openObjects(schema: JsonSchema, path: string): string[] {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...(schema.properties && schema.additionalProperties !== false ? [path] : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => openObjects(child, `${path}.${key}`)),
    ...(schema.items ? openObjects(schema.items, `${path}.0`) : []),
    ...branches.flatMap((branch) => openObjects(branch, path)),
  ];
}

/** What the bodies below would write. */
const TABLES = [
  'reviews',
  'questions',
  'review_votes',
  'answer_votes',
  'review_flags',
  'back_in_stock_requests',
  'web_vitals',
] as const;

/**
 * Every request body refuses a field it does not have with API400 "<name> is not a field of this request." (decision
 * 0004). The product, review, question and web-vitals bodies took them silently (tester finding F3): a client sending
 * `answers` with a question, or `helpfulCount` with a vote, was told nothing.
 */
describe(`every request body refuses unknown fields (${TEST_DB})`, () => {
  let t: TestApp;
  let guests: ReturnType<typeof namedGuests>;
  let productId: string;
  let upc: string;
  let reviewId: string;
  let questionId: string;
  let answerId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0', RATE_LIMIT_MAX: '0' } });
    guests = namedGuests(t);
    const answered = await t.db
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.question_id')
      .innerJoin('styles as s', 's.product_id', 'q.product_id')
      .innerJoin('reviews as r', 'r.product_id', 's.product_id')
      .innerJoin('variants as v', 'v.product_id', 's.product_id')
      .select(['s.product_id', 'v.upc', 'r.id as reviewId', 'q.id as questionId', 'a.id as answerId'])
      .where('s.brand', '=', 'stride')
      .executeTakeFirstOrThrow();
    ({ product_id: productId, upc, reviewId, questionId, answerId } = answered);
  });
  afterAll(() => t.close());

  it('the OpenAPI document says so of every body, nested objects too', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>>;
    }>();
    const open = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        return schema ? openObjects(schema, `${method.toUpperCase()} ${path} body`) : [];
      }),
    );
    expect(open).toEqual([]);
  });

  const count = (table: (typeof TABLES)[number]) => countRows(t.db, table);

  it('the product, review, question and web-vitals bodies: API400 naming the field, and nothing is written', async () => {
    const send = async (method: 'POST' | 'PUT', url: string, payload: object, field: string) =>
      expectSpecError(
        await t.app.inject({
          method,
          url,
          headers: { ...AUTH, ...(await guests.headersOf({ 'x-account': 'shopper-1' })) },
          payload,
        }),
        400,
        'API400',
        field,
      );
    const before = await Promise.all(TABLES.map(count));
    const vote = { helpful: true, helpfulCount: 9999 };
    const cases: ['POST' | 'PUT', string, object, string][] = [
      ['POST', `/products/v1/products/${productId}/availability`, { location: { place: 'Boston' }, x: 1 }, 'body.x'],
      [
        'POST',
        `/products/v1/products/${productId}/availability`,
        { location: { place: 'Boston', country: 'US' } },
        'body.location.country',
      ],
      ['PUT', '/products/v1/notifications', { email: 'a@example.com', productId, upc, size: '10' }, 'body.size'],
      [
        'POST',
        `/products/v1/products/${productId}/reviews`,
        { rating: 5, title: 'Great', text: 'Comfortable from the first run on.', authorName: 'Ath', extra: 'x' },
        'body.extra',
      ],
      ['POST', `/products/v1/review/${reviewId}/vote`, vote, 'body.helpfulCount'],
      ['POST', `/products/v1/review/${reviewId}/flag`, { reason: 'spam', status: 'removed' }, 'body.status'],
      ['POST', `/products/v1/review/${reviewId}/translate`, { targetLocale: 'de-de', x: 1 }, 'body.x'],
      [
        'POST',
        `/products/v1/products/${productId}/reviews/questions`,
        { text: 'Does it run wide at the toes?', authorName: 'Ath', answers: [{ text: 'yes' }], brandAnswer: true },
        'body.answers',
      ],
      ['POST', `/products/v1/review/${answerId}/questions/vote`, vote, 'body.helpfulCount'],
      ['POST', `/products/v1/review/${questionId}/questions/translate`, { targetLocale: 'de-de', x: 1 }, 'body.x'],
      [
        'POST',
        '/metrics/v1/web-vitals',
        { metrics: [{ name: 'LCP', value: 1, rating: 'good', id: 'v1', route: '/en-us', delta: 1 }] },
        'body.metrics.0.delta',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const refused = await send(method, url, payload, field);
      const name = field.split('.').at(-1);
      expect(refused.errorDetails.find((detail) => detail.field === field)?.message, url).toBe(
        `${name} is not a field of this request.`,
      );
    }
    const after = await Promise.all(TABLES.map(count));
    expect(after).toEqual(before);
  });
});
