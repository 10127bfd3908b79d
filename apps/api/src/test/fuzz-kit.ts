import { ERROR_IDS, ErrorResponse } from '@outsole/contracts/errors';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VALIDATION_DETAILS } from '../lib/error-mapping.js';
import { bearer } from './shoppers.js';
import { AUTH, createTestApp, TEST_APP_ID, TEST_DB, type TestApp } from './test-app.js';

/**
 * Fuzzing the api's endpoints from its own OpenAPI document: requests shaped like the real ones with fields
 * replaced by junk (NUL and other control characters, lone surrogates, huge numbers, arrays, prototype keys), raw
 * bodies that are not JSON, other sites and locales, no or a forged token. No answer may be a 5xx, and every failure
 * must be the spec's error format. Used by the cart's fuzz tests and by those of every other endpoint.
 */

/** The cart's paths (cart.fuzz.test.ts fuzzes them with carts of its own); api.fuzz.test.ts fuzzes every other. */
export const CART_PATH_PREFIXES = ['/cart/', '/wishlists/v2/saveForLater', '/stores/v1/collectionPoints'];

/**
 * Requests per endpoint; FUZZ_RUNS=1000 for a longer hunt (the tests' timeout grows with it). FUZZ_REPORT=1 prints
 * how many answers of each status every endpoint gave, to see how far past validation the requests reach.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const FUZZ_TIMEOUT_MS = 20_000 + FUZZ_RUNS * 100;

/** Gives a request field real values by name (path and query parameters, body fields at any depth). */
export type PushValues = (name: string, ...values: unknown[]) => void;

export interface Fuzzing {
  /** The operations fuzzed here, by path. */
  covers(path: string): boolean;
  /** `METHOD /path` of every operation known when the test was written: none may drop out of the document. */
  known: readonly string[];
  /** Real values and shoppers' access tokens, so most requests reach the use cases behind validation. */
  prepare(t: TestApp, push: PushValues, tokens: string[]): Promise<void>;
}

/**
 * A test app (rate and credential limits off) whose documented operations, those `covers` takes, are each fuzzed
 * FUZZ_RUNS times: the known ones a test each, and any added since in one more.
 */
export function describeFuzzing(title: string, { covers, known, prepare }: Fuzzing): void {
  describe(`${title} under fuzzed input (${TEST_DB})`, { timeout: FUZZ_TIMEOUT_MS }, () => {
    let t: TestApp;
    let operations: Operation[];
    const valid = new Map<string, unknown[]>();
    const tokens: string[] = [];

    beforeAll(async () => {
      t = await createTestApp({
        env: { RATE_LIMIT_MAX: '0', CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0' },
      });
      operations = (await documentedOperations(t)).filter((operation) => covers(operation.path));
      await prepare(t, (name, ...values) => valid.set(name, [...(valid.get(name) ?? []), ...values]), tokens);
    });
    afterAll(() => t.close());

    it('fuzzes every such endpoint the api documents', () => {
      expect(operations.map(operationName)).toEqual(expect.arrayContaining([...known]));
    });

    it.each(known)('%s: never a 5xx, every failure in the spec error format', async (name) => {
      const operation = operations.find((each) => operationName(each) === name);
      expect(operation, name).toBeDefined();
      await fuzzer(t, { valid, tokens }).fuzz(operation!);
    });

    it('the same for those added since the list was written', async () => {
      const { fuzz } = fuzzer(t, { valid, tokens });
      for (const operation of operations) {
        if (!known.includes(operationName(operation))) await fuzz(operation);
      }
    });
  });
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Body {
  payload?: string;
  contentType?: string;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: { name: string; in: string }[];
  body: JsonSchema | null;
}

/** `METHOD /path` as the OpenAPI document names it. */
function operationName(operation: Operation): string {
  return `${operation.method} ${operation.path}`;
}

/** Every operation the api documents. */
async function documentedOperations(t: TestApp): Promise<Operation[]> {
  const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
  }>();
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
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

/**
 * A fuzzer for one test app. `valid` holds real values by field name; `tokens` are the shoppers' access tokens
 * requests are sent with (and sometimes none or a forged one).
 */
function fuzzer(t: TestApp, { valid, tokens }: { valid: Map<string, unknown[]>; tokens: string[] }) {
  /**
   * A value for a field: a real one (most often), or junk. In a clean request only real values (or none): most
   * fields junk at random seldom leave a request with many of them valid, and the use cases behind validation would
   * go untried.
   */
  function fieldValue(name: string, clean: boolean, schema?: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const known = valid.get(name) ?? [];
    const nested = schema && depth < 2 ? objectOf(schema, clean, depth + 1) : null;
    if (clean) return known.length > 0 ? fc.constantFrom(...known) : (nested ?? fc.constant(undefined));
    return fc.oneof(
      { weight: known.length > 0 ? 4 : 0, arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.constant(null) },
      { weight: nested ? 2 : 0, arbitrary: nested ?? fc.constant(null) },
      { weight: 2, arbitrary: junk },
    );
  }

  /** Objects shaped like the schema (each branch of a union), every field optional, sometimes an unknown key. */
  function objectOf(schema: JsonSchema, clean: boolean, depth = 0): fc.Arbitrary<unknown> | null {
    const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
    if (branches.length > 0) {
      const shaped = branches.flatMap((branch) => objectOf(branch, clean, depth) ?? []);
      return shaped.length > 0 ? fc.oneof(...shaped) : null;
    }
    if (!schema.properties) return null;
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [key, fieldValue(key, clean, child, depth)]),
    );
    const record = fc.record(fields, { requiredKeys: [] });
    if (clean) return record;
    return fc
      .tuple(record, fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra', 'cartId'), junk)))
      .map(([values, extra]) => (extra ? { ...values, [extra[0]]: extra[1] } : values));
  }

  function requestOf(operation: Operation) {
    return fc.oneof({ weight: 3, arbitrary: anyRequestOf(operation, false) }, anyRequestOf(operation, true));
  }

  function anyRequestOf(operation: Operation, clean: boolean) {
    const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
    const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
    const path = fc
      .tuple(...pathParams.map((parameter) => fieldValue(parameter.name, clean)))
      .map((values) =>
        pathParams.reduce(
          (url, parameter, index) => url.replace(`{${parameter.name}}`, encodeSegment(values[index])),
          operation.path,
        ),
      );
    const query = fc
      .tuple(
        fc.record(
          Object.fromEntries(queryParams.map((parameter) => [parameter.name, fieldValue(parameter.name, clean)])),
          {
            requiredKeys: [],
          },
        ),
        // A parameter sent twice arrives as an array.
        clean
          ? fc.constant(undefined)
          : fc.option(fc.constantFrom(...queryParams.map((parameter) => parameter.name), 'extra'), { nil: undefined }),
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
    const shaped = operation.body ? objectOf(operation.body, clean) : null;
    if (clean) {
      return fc.record({
        path,
        query,
        body: shaped
          ? shaped.map((value): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' }))
          : fc.constant<Body>({}),
        headers: fc.record({
          auth: fc.constantFrom(...tokens).map((token) => bearer(token)),
          site: fc.constant({}),
        }),
      });
    }
    const json = fc.oneof(
      { weight: shaped ? 6 : 0, arbitrary: shaped ?? fc.constant({}) },
      { weight: 2, arbitrary: fc.anything() },
      { weight: 1, arbitrary: fc.json() },
    );
    const body: fc.Arbitrary<Body> = fc.oneof(
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

  /** FUZZ_RUNS requests to the operation: each well formed, and not every one a 400 (fuzzing reached past validation). */
  async function fuzz(operation: Operation): Promise<void> {
    const statuses = new Set<number>();
    const tally = new Map<number, number>();
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
        if (process.env.FUZZ_REPORT) tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
        expectWellFormed(response, `${operation.method} ${path}${query}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
    if (process.env.FUZZ_REPORT) console.warn(operationName(operation), JSON.stringify(Object.fromEntries(tally)));
    expect(
      [...statuses].some((status) => status !== 400),
      operationName(operation),
    ).toBe(true);
  }

  return { fuzz };
}

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

/**
 * Below 500; a failure is JSON with exactly the spec's fields, a known error id, the echoed correlation id and at
 * most MAX_VALIDATION_DETAILS details (decision 0004). A success is JSON too, or empty (202, 204), or a product
 * image's SVG.
 */
function expectWellFormed(response: LightMyRequestResponse, request: string): void {
  expect(response.statusCode, `${request} → ${response.body.slice(0, 500)}`).toBeLessThan(500);
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode < 400) {
    if (!type.startsWith('image/svg+xml') && response.body !== '') {
      expect(type, request).toMatch(/^application\/json/);
      response.json();
    }
    return;
  }
  expect(type, request).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort(), request).toEqual(['appId', 'correlationId', 'errorDetails']);
  const parsed = ErrorResponse.parse(body);
  expect(parsed.appId).toBe(TEST_APP_ID);
  expect(parsed.correlationId).toBe(response.headers['x-correlation-id']);
  expect(parsed.errorDetails.length, request).toBeGreaterThan(0);
  expect(parsed.errorDetails.length, request).toBeLessThanOrEqual(MAX_VALIDATION_DETAILS);
  for (const detail of parsed.errorDetails) {
    expect(ERROR_IDS as readonly string[], `${request} → ${response.body}`).toContain(detail.errorId);
    expect(detail.message.length, request).toBeGreaterThan(0);
  }
}
