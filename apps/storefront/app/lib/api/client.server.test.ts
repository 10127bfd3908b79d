import { Catalog } from '@outsole/contracts/catalog';
import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import { Site } from '@outsole/contracts/reference';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorMessage } from '../i18n/catalogue.server.ts';
import { ApiError, HttpError } from './api-error.ts';
import { ContractViolationError, createApiClient, type ApiAuth, type ApiClientOptions } from './client.server.ts';
import { createMockFetch } from './mock/mock-fetch.server.ts';
import type { MockHandlers } from './mock/mock-types.ts';
import { createResponseCache, CACHE_KEY_HEADERS } from './response-cache.server.ts';

const config = {
  apiUrl: 'http://api.test',
  apiAccessKey: 'key-1',
  serverTrustId: 'trust-1',
  apiTesting: 'suite-a',
};

function client(overrides: Partial<ApiClientOptions> = {}, handlers: MockHandlers = {}) {
  return createApiClient({
    config,
    fetch: createMockFetch({ nodeEnv: 'test', handlers }),
    correlationId: 'corr-1234567',
    usid: 'usid-1',
    locale: 'en-us',
    siteId: 'stride-en-us',
    translate: (errorId, params) => errorMessage('en-us', errorId, params),
    report: () => undefined,
    ...overrides,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('server api client', () => {
  it('sends every header of contracts/headers.ts, with a fresh transaction id per call', async () => {
    const seen: Headers[] = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return Response.json({ categories: [] });
    });
    const api = client({ fetch: fetch as typeof globalThis.fetch });
    await api.get('/products/v2/catalog', Catalog, { levels: 2 });
    await api.get('/products/v2/catalog', Catalog, { levels: 2 });

    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/products/v2/catalog?levels=2');
    const headers = seen[0]!;
    expect(headers.get(ApiHeaders.accept)).toBe('application/json');
    expect(headers.get(ApiHeaders.correlationId)).toBe('corr-1234567');
    expect(headers.get(ApiHeaders.transactionId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get(ApiHeaders.locale)).toBe('en-us');
    expect(headers.get(ApiHeaders.siteId)).toBe('stride-en-us');
    expect(headers.get(ApiHeaders.usid)).toBe('usid-1');
    expect(headers.get(ApiHeaders.accessKey)).toBe('key-1');
    expect(headers.get(ApiHeaders.serverTrustId)).toBe('trust-1');
    expect(headers.get(ApiHeaders.testing)).toBe('suite-a');
    expect(seen[1]!.get(ApiHeaders.transactionId)).not.toBe(headers.get(ApiHeaders.transactionId));
  });

  it('leaves out x-usid and x-testing when there are none', async () => {
    let headers = new Headers();
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      headers = new Headers(init?.headers);
      return Response.json({ categories: [] });
    };
    await client({ fetch, usid: undefined, config: { ...config, apiTesting: undefined } }).get(
      '/products/v2/catalog',
      Catalog,
    );
    expect(headers.has(ApiHeaders.usid)).toBe(false);
    expect(headers.has(ApiHeaders.testing)).toBe(false);
  });

  it('parses the answer with its contract (mock mode answers like the api)', async () => {
    const site = await client().get('/sites/v1/sites/stride-ja-jp', Site);
    expect(site).toMatchObject({ siteId: 'stride-ja-jp', currency: 'JPY', currencyExponent: 0 });
  });

  it('throws a clear error, logged with the correlation id, when an answer breaks its contract', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = client({}, { 'GET /products/v2/catalog': () => ({ body: { categories: [{ id: 'x' }] } as never }) });
    const failure = await api.get('/products/v2/catalog', Catalog).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolationError);
    expect((failure as Error).message).toMatch(
      /GET \/products\/v2\/catalog answered outside its contract: categories\.0\./,
    );
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain('"correlationId":"corr-1234567"');
  });

  it('raises an ApiError with the localised message and reports id, message and correlation id', async () => {
    const report = vi.fn();
    const onBotProtection = vi.fn();
    const api = client(
      { report, onBotProtection },
      {
        'GET /products/v2/catalog': () => ({
          status: 409,
          body: { errorDetails: [{ errorId: 'INV408', message: 'too many', maxAllowedQty: 2 } as never] },
        }),
      },
    );
    const failure = await api.get('/products/v2/catalog', Catalog).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('You can add up to 2 of this item.');
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        errorId: 'INV408',
        message: 'You can add up to 2 of this item.',
        correlationId: 'corr-1234567',
        status: 409,
        request: { method: 'GET', path: '/products/v2/catalog' },
      }),
    );
    expect(onBotProtection).not.toHaveBeenCalled();
  });

  it('raises an HttpError, not an ApiError, for a failure without an errorId', async () => {
    const api = client(
      {},
      { 'GET /sites/v1/sites/{siteId}': () => ({ status: 500, body: { errorDetails: [{ message: 'boom' }] } }) },
    );
    const failure = await api.get('/sites/v1/sites/stride-en-us', Site).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).not.toBeInstanceOf(ApiError);
  });

  it('signals bot protection for a 403 with an appId', async () => {
    const onBotProtection = vi.fn();
    const api = client(
      { onBotProtection },
      {
        'GET /sites/v1/sites/{siteId}': () => ({
          status: 403,
          body: { errorDetails: [{ message: 'challenge' }], appId: 'edge-shield' },
        }),
      },
    );
    await expect(api.get('/sites/v1/sites/stride-en-us', Site)).rejects.toMatchObject({
      status: 403,
      botProtection: { appId: 'edge-shield' },
    });
    expect(onBotProtection).toHaveBeenCalledWith({ appId: 'edge-shield', correlationId: 'corr-1234567' });
  });

  it('does not report statuses the caller expects, but still throws them', async () => {
    const report = vi.fn();
    const api = client({ report });
    await expect(
      api.get('/sites/v1/sites/kestrel-ja-jp', Site, undefined, { expectedStatuses: [404] }),
    ).rejects.toMatchObject({ status: 404 });
    expect(report).not.toHaveBeenCalled();
  });

  it('turns an unreachable api into an HttpError that says so', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const report = vi.fn();
    const failure = await client({ fetch, report })
      .get('/sites/v1/sites/stride-en-us', Site)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
    expect((failure as Error).message).toContain('could not reach the api: fetch failed');
    expect(report).toHaveBeenCalledOnce();
  });

  it('tells onFailure of every call that fails, expected or not, and of none that succeeds', async () => {
    const onFailure = vi.fn();
    const api = client({ onFailure });
    await api.get('/sites/v1/sites/stride-en-us', Site);
    expect(onFailure).not.toHaveBeenCalled();
    await expect(
      api.get('/sites/v1/sites/kestrel-ja-jp', Site, undefined, { expectedStatuses: [404] }),
    ).rejects.toMatchObject({ status: 404 });
    expect(onFailure).toHaveBeenCalledOnce();
    const unreachable = client({
      onFailure,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable.get('/sites/v1/sites/stride-en-us', Site)).rejects.toBeInstanceOf(HttpError);
    const offContract = client({ onFailure, fetch: async () => Response.json({ categories: 'none' }) });
    await expect(offContract.get('/products/v2/catalog', Catalog)).rejects.toBeInstanceOf(ContractViolationError);
    expect(onFailure).toHaveBeenCalledTimes(3);
  });

  it('posts JSON and accepts an empty answer with a null schema', async () => {
    const api = client();
    await expect(
      api.post(
        '/metrics/v1/web-vitals',
        { metrics: [{ name: 'LCP', value: 1200, rating: 'good', id: 'v1', route: 'routes/home' }] },
        null,
      ),
    ).resolves.toBeUndefined();
  });
});

describe('server api client: the shopper’s session', () => {
  function sessionAuth(tokens: string[]) {
    const state = { current: tokens[0] ?? null, renewals: 0, invalidated: 0 };
    const auth: ApiAuth = {
      accessToken: async () => state.current,
      renew: async (rejected) => {
        state.renewals += 1;
        if (rejected !== state.current) return state.current;
        state.current = tokens[state.renewals] ?? null;
        return state.current;
      },
      invalidate: () => {
        state.invalidated += 1;
        state.current = null;
      },
    };
    return { auth, state };
  }

  function recording(answers: Response[]) {
    const seen: Headers[] = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer.clone();
    });
    return { fetch: fetch as typeof globalThis.fetch, seen };
  }

  const unauthorized = (errorId: string) =>
    Response.json({ errorDetails: [{ errorId, message: errorId }] }, { status: 401 });

  it('sends the session’s bearer token and the shopper’s address', async () => {
    const { auth } = sessionAuth(['token-1']);
    const { fetch, seen } = recording([Response.json({ categories: [] })]);
    await client({ fetch, auth, clientIp: '203.0.113.5' }).get('/products/v2/catalog', Catalog);
    expect(seen[0]!.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]!.get('x-forwarded-for')).toBe('203.0.113.5');
  });

  it('calls without a bearer when the shopper has no session', async () => {
    const { auth } = sessionAuth([]);
    const { fetch, seen } = recording([Response.json({ categories: [] })]);
    await client({ fetch, auth }).get('/products/v2/catalog', Catalog);
    expect(seen[0]!.has('authorization')).toBe(false);
  });

  it('on 401 API401 renews the token once and retries once; only a failure that stands is reported', async () => {
    const { auth, state } = sessionAuth(['old', 'new']);
    const report = vi.fn();
    const { fetch, seen } = recording([unauthorized('API401'), Response.json({ categories: [] })]);
    await expect(client({ fetch, auth, report }).get('/products/v2/catalog', Catalog)).resolves.toEqual({
      categories: [],
    });
    expect(seen.map((headers) => headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
    expect(state.renewals).toBe(1);
    expect(report).not.toHaveBeenCalled();

    const again = sessionAuth(['old', 'new']);
    const twice = recording([unauthorized('API401')]);
    const error = await client({ fetch: twice.fetch, auth: again.auth, report })
      .get('/products/v2/catalog', Catalog)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(twice.seen).toHaveLength(2);
    expect(report).toHaveBeenCalledOnce();
  });

  it('does not retry when no fresh token can be had', async () => {
    const { auth } = sessionAuth(['old']);
    const report = vi.fn();
    const { fetch, seen } = recording([unauthorized('API401')]);
    await expect(client({ fetch, auth, report }).get('/products/v2/catalog', Catalog)).rejects.toMatchObject({
      errorId: 'API401',
    });
    expect(seen).toHaveLength(1);
    expect(report).toHaveBeenCalledOnce();
  });

  it('AUT498 (invalid customer) forgets the session and still throws for the caller to handle', async () => {
    const { auth, state } = sessionAuth(['token-1']);
    const { fetch } = recording([unauthorized('AUT498')]);
    await expect(client({ fetch, auth }).get('/products/v2/catalog', Catalog)).rejects.toMatchObject({
      errorId: 'AUT498',
      status: 401,
    });
    expect(state.invalidated).toBe(1);
  });

  it('a call with the shopper’s token never goes through the shared cache', async () => {
    const cache = createResponseCache({ maxEntries: 10, keyHeaders: CACHE_KEY_HEADERS });
    const publicAnswer = () =>
      new Response(JSON.stringify({ categories: [] }), {
        headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' },
      });
    const { auth } = sessionAuth(['token-1']);
    const { fetch } = recording([publicAnswer()]);
    await client({ fetch, auth, cache }).get('/products/v2/catalog', Catalog);
    await client({ fetch, auth, cache }).get('/products/v2/catalog', Catalog);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    await client({ fetch, cache }).get('/products/v2/catalog', Catalog);
    await client({ fetch, cache }).get('/products/v2/catalog', Catalog);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('server api client: the request’s budget', () => {
  const timeUp = () => new DOMException('The request’s api budget is spent', 'TimeoutError');
  /** A fetch to an api that took the connection and answers only when told (or fails when its signal aborts). */
  function heldApi(answer: () => Response) {
    const waiting: Array<() => void> = [];
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          waiting.push(() => resolve(answer()));
        }),
    );
    return {
      fetch: fetch as typeof globalThis.fetch,
      calls: fetch,
      answerAll: () => waiting.splice(0).forEach((go) => go()),
    };
  }
  const catalogAnswer = () =>
    new Response(JSON.stringify({ categories: [] }), {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' },
    });

  it('calls made one after another share one budget: once it is spent, the waiting call fails and no new one starts', async () => {
    const api = heldApi(catalogAnswer);
    const budget = new AbortController();
    const report = vi.fn();
    const request = client({ fetch: api.fetch, deadline: budget.signal, report, timeoutMs: 60_000 });
    const first = request.get('/products/v2/catalog', Catalog).catch((error: unknown) => error);
    await vi.waitFor(() => expect(api.calls).toHaveBeenCalledOnce());
    budget.abort(timeUp());
    const failed = await first;
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ status: 503 });
    const second = await request.get('/sites/v1/sites/stride-en-us', Site).catch((error: unknown) => error);
    expect(second).toMatchObject({ status: 503 });
    expect((second as Error).message).toContain('could not reach the api');
    expect(api.calls).toHaveBeenCalledOnce(); // the second call never went out
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('a request out of time stops waiting for a shared answer, which still reaches the others', async () => {
    let time = 0;
    const cache = createResponseCache({ maxEntries: 10, keyHeaders: CACHE_KEY_HEADERS, now: () => time });
    const api = heldApi(catalogAnswer);
    // A first answer makes the key known to be public; a minute later concurrent misses share one call.
    const warm = client({ fetch: api.fetch, cache }).get('/products/v2/catalog', Catalog);
    api.answerAll();
    await warm;
    time += 120_000;
    const budget = new AbortController();
    const patient = client({ fetch: api.fetch, cache }).get('/products/v2/catalog', Catalog);
    const hurried = client({ fetch: api.fetch, cache, deadline: budget.signal })
      .get('/products/v2/catalog', Catalog)
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(api.calls).toHaveBeenCalledTimes(2));
    budget.abort(timeUp());
    expect(await hurried).toMatchObject({ status: 503 });
    api.answerAll();
    expect(await patient).toEqual({ categories: [] });
    expect(api.calls).toHaveBeenCalledTimes(2); // one shared call for both
  });
});
