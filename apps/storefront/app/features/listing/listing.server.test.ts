import { describe, expect, it, vi } from 'vitest';

import { createMockFetch } from '../../lib/api/mock/mock-fetch.server.ts';
import { loadPage } from '../../lib/api/page-failures.server.ts';
import { parseConfig } from '../../lib/config.server.ts';
import { createLoadContext } from '../../lib/request-context.server.ts';
import { isolateSessionTests } from '../../lib/session/session-test-kit.ts';
import { loadCategoryListing, loadSearch } from './listing.server.ts';

const SEARCH_PATH = '/products/v2/search/productSearch';

describe('the listing loaders and the api', () => {
  isolateSessionTests(); // fetch restored after each test, error reports kept off the console

  /**
   * The mock api (the storefront's mock mode) behind the network transport, every call recorded, its searches
   * public for a minute as the api's are (so the shared cache of public answers keeps them).
   */
  function recordedApi() {
    const mock = createMockFetch({ nodeEnv: 'test' });
    const calls: { path: string; headers: Headers }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push({ path: url.pathname + url.search, headers: new Headers(init?.headers) });
      const answer = await mock(input, init);
      if (!url.pathname.startsWith(SEARCH_PATH)) return answer;
      const headers = new Headers(answer.headers);
      headers.set('cache-control', 'public, max-age=60');
      return new Response(await answer.text(), { status: answer.status, headers });
    });
    return { searches: () => calls.filter((call) => call.path.startsWith(SEARCH_PATH)) };
  }

  const context = (clientIp: string) =>
    createLoadContext({
      config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test' }),
      nonce: 'n',
      correlationId: 'corr-listing-test',
      clientIp,
    });

  it("a text search is the shopper's: their address goes with it, and it is never answered from the shared cache", async () => {
    const api = recordedApi();
    for (const clientIp of ['203.0.113.9', '203.0.113.10']) {
      const request = new Request('http://shop.test/en-us/search?q=running&sort=name');
      const page = await loadSearch({ request, params: { locale: 'en-us' }, context: context(clientIp) });
      expect(page.result.total).toBeGreaterThan(0);
    }
    expect(api.searches().map((call) => call.headers.get('x-forwarded-for'))).toEqual(['203.0.113.9', '203.0.113.10']);
  });

  it('a category listing is a shared catalog read: no address, answered from the shared cache', async () => {
    const api = recordedApi();
    for (const clientIp of ['203.0.113.9', '203.0.113.10']) {
      const request = new Request('http://shop.test/en-us/c/mens-running-shoes-1100?sort=name');
      const params = { locale: 'en-us', category: 'mens-running-shoes-1100' };
      const page = await loadCategoryListing({ request, params, context: context(clientIp) });
      expect(page.result.total).toBeGreaterThan(0);
    }
    expect(api.searches().map((call) => call.headers.get('x-forwarded-for'))).toEqual([null]);
  });

  it('a search the api refused for the shopper (429) is a 429 page that says when to retry, not a 500', async () => {
    const mock = createMockFetch({ nodeEnv: 'test' });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input)).pathname.startsWith(SEARCH_PATH)
        ? Response.json(
            { errorDetails: [{ errorId: 'API429', message: 'Too many requests' }], correlationId: 'api-corr' },
            { status: 429 },
          )
        : mock(input, init),
    );
    const request = new Request('http://shop.test/en-us/search?q=running');
    const args = { request, params: { locale: 'en-us' }, context: context('203.0.113.9') };
    const refused: unknown = await loadPage(args, loadSearch).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      type: 'DataWithResponseInit',
      data: { reason: 'too-many-requests', correlationId: 'corr-listing-test' },
      init: { status: 429, headers: { 'Retry-After': '60' } },
    });
  });
});
