import type { CountryList } from '@outsole/contracts/reference';
import { describe, expect, it, vi } from 'vitest';

import { errorMessage } from '../i18n/catalogue.server.ts';
import { ApiError, HttpError } from './api-error.ts';
import { createBrowserApi } from './client.browser.ts';

function browserApi(response: Response) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  const report = vi.fn();
  const onBotProtection = vi.fn();
  const request = createBrowserApi({
    locale: 'fr-fr',
    siteId: 'stride-fr-fr',
    translate: (errorId, params) => errorMessage('fr-fr', errorId, params),
    fetch: fetch as typeof globalThis.fetch,
    report,
    onBotProtection,
  });
  return { request, fetch, report, onBotProtection };
}

describe('browser api client', () => {
  it('calls the same-origin /api proxy with locale, site and a transaction id, and returns the answer', async () => {
    const { request, fetch } = browserApi(Response.json({ countries: [] }));
    await expect(request<CountryList>('/consumers-v3/utilities/countryList?countryCode=FR')).resolves.toEqual({
      countries: [],
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/consumers-v3/utilities/countryList?countryCode=FR');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-locale')).toBe('fr-fr');
    expect(headers.get('x-site-id')).toBe('stride-fr-fr');
    expect(headers.get('x-transaction-id')).toMatch(/^[0-9a-f-]{36}$/);
    // The browser never holds the api credentials: the proxy adds them.
    expect(headers.has('x-access-key')).toBe(false);
    expect(headers.has('x-server-trust-id')).toBe(false);
  });

  it('maps an errorId to the localised message and reports it', async () => {
    const { request, report } = browserApi(
      Response.json(
        { errorDetails: [{ errorId: 'GEN500', message: 'boom' }], correlationId: 'corr-b-1' },
        { status: 500 },
      ),
    );
    const failure = await request<CountryList>('/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(errorMessage('fr-fr', 'GEN500'));
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ errorId: 'GEN500', correlationId: 'corr-b-1', source: 'browser' }),
    );
  });

  it('fires the bot-protection event for a 403 with an appId', async () => {
    const { request, onBotProtection } = browserApi(
      Response.json({ errorDetails: [{ message: 'challenge' }], appId: 'edge-shield' }, { status: 403 }),
    );
    const failure = await request<CountryList>('/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(onBotProtection).toHaveBeenCalledWith({ appId: 'edge-shield', correlationId: undefined });
  });
});
