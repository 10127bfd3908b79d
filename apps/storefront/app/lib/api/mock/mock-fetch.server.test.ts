import { describe, expect, it } from 'vitest';

import { parseConfig } from '../../config.server.ts';
import { createMockFetch, MockModeError } from './mock-fetch.server.ts';

const headers = { 'x-access-key': 'k', 'x-server-trust-id': 't', 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' };

describe('mock mode', () => {
  it('refuses to exist in production (spec §9)', () => {
    expect(() => createMockFetch({ nodeEnv: 'production' })).toThrow(MockModeError);
    expect(() =>
      parseConfig({ NODE_ENV: 'production', API_MOCK: 'true', API_ACCESS_KEY: 'a', SERVER_TRUST_ID: 'b' }),
    ).toThrow(/API_MOCK mocks are never active in production/);
  });

  it('answers with the default fixtures and status 200 by default', async () => {
    const fetch = createMockFetch({ nodeEnv: 'development' });
    const response = await fetch('http://api.test/products/v2/catalog?levels=1', { headers });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { categories: Array<{ name: string; level: number }> };
    expect(body.categories.every((category) => category.level === 1)).toBe(true);
    expect(body.categories.map((category) => category.name)).toContain('Herren');
  });

  it('uses an override handler, defaulting its status to 200', async () => {
    const fetch = createMockFetch({
      nodeEnv: 'test',
      handlers: { 'GET /sites/v1/sites/{siteId}': ({ params }) => ({ body: { siteId: params.siteId } as never }) },
    });
    const response = await fetch('http://api.test/sites/v1/sites/kestrel-fr-fr', { headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ siteId: 'kestrel-fr-fr' });
  });

  it('gives a store by its id as the stores api does (a refused Pick up here names it), STR404 for another', async () => {
    const fetch = createMockFetch({ nodeEnv: 'test' });
    const soho = await fetch('http://api.test/stores/v1/stores/US101', { headers });
    expect(await soho.json()).toMatchObject({ storeId: 'US101', name: 'Stride SoHo' });
    const none = await fetch('http://api.test/stores/v1/stores/US999', { headers });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ errorDetails: [{ errorId: 'STR404' }] });
  });

  it('answers 404 in the spec format for a brand without a site and for unknown routes', async () => {
    const fetch = createMockFetch({ nodeEnv: 'test' });
    const site = await fetch('http://api.test/sites/v1/sites/kestrel-ja-jp', { headers });
    expect(site.status).toBe(404);
    expect(await site.json()).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
    const unknown = await fetch('http://api.test/nothing/here', { headers });
    expect(unknown.status).toBe(404);
  });

  it('answers 401 like the api when the access key or trust id is missing', async () => {
    const fetch = createMockFetch({ nodeEnv: 'test' });
    const response = await fetch('http://api.test/products/v2/catalog');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'API401' }] });
  });
});
