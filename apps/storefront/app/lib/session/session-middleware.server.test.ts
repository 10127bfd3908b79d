import { SESSION_COOKIES } from '@outsole/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setErrorReporter } from '../api/monitoring.ts';
import { parseConfig } from '../config.server.ts';
import { createLoadContext } from '../request-context.server.ts';
import { sessionMiddleware, withCookies } from './session-middleware.server.ts';
import { tokenFlights } from './session.server.ts';
import { apiError, BASE, browserCookies, cookieMap, expiredSession, fakeApi, tokenAnswer } from './session-test-kit.ts';
import { TOKEN_PATH } from './token-client.server.ts';

function run(path: string, { cookie = '', method = 'GET' }: { cookie?: string; method?: string } = {}) {
  const context = createLoadContext({
    config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test' }),
    nonce: 'n',
    correlationId: 'corr-mw',
  });
  const request = new Request(`${BASE}${path}`, { method, headers: cookie ? { cookie } : {} });
  const next = vi.fn(async () => new Response('page', { headers: { 'content-type': 'text/html' } }));
  const response = sessionMiddleware(
    { request, context, params: {}, unstable_pattern: '', url: new URL(request.url) } as never,
    next,
  );
  return { response: response as Promise<Response>, next };
}

let restore: () => void;
beforeEach(() => {
  tokenFlights.clear();
  restore = setErrorReporter(() => undefined);
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('session middleware', () => {
  it('a signed-out shopper on a protected page goes to the locale’s home page, the page never loads', async () => {
    const { response, next } = run('/de-de/checkout/shipping');
    const answer = await response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/de-de');
    expect(next).not.toHaveBeenCalled();
  });

  it('an account page: home with the sign-in open, saying why, and back to the page after it', async () => {
    const { response, next } = run('/de-de/account');
    const answer = await response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/de-de?returnTo=%2Fde-de%2Faccount&reason=account#modal-sign-in');
    expect(next).not.toHaveBeenCalled();
  });

  it('a post to an account page is answered 303, saying the session ended (the page was opened signed in)', async () => {
    const answer = await run('/en-us/account.data', { method: 'POST' }).response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      '/en-us?returnTo=%2Fen-us%2Faccount&reason=session-ended#modal-sign-in',
    );
  });

  it('a first-time visitor (no session yet) sees the cart page, with no api call and no cookie', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const { response, next } = run('/en-us/cart');
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(next).toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('a guest may see the cart but not the account', async () => {
    const guest = browserCookies(tokenAnswer('Guest'));
    expect((await run('/en-us/cart', { cookie: guest }).response).status).toBe(200);
    expect((await run('/en-us/account', { cookie: guest }).response).status).toBe(302);
  });

  it('catalog pages without a session: no api call, no cookie, the page as it was', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const { response, next } = run('/en-us/p/lumen-4-SRN155750');
    const answer = await response;
    expect(next).toHaveBeenCalledOnce();
    expect(await answer.text()).toBe('page');
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.has('cache-control')).toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes an expired session before the page loads and sets the new cookies on the page', async () => {
    const old = expiredSession('Registered');
    const next = tokenAnswer('Registered');
    const api = fakeApi({ [`POST ${TOKEN_PATH}`]: [Response.json(next)] });
    vi.stubGlobal('fetch', api.fetch);
    const { response, next: page } = run('/en-us/account', { cookie: browserCookies(old) });
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(page).toHaveBeenCalledOnce();
    expect(cookieMap(answer.headers.getSetCookie()).get(SESSION_COOKIES.refreshToken)).toContain(next.refreshToken);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a session the api no longer accepts is cleared, and the protected page redirects home', async () => {
    const old = expiredSession('Registered');
    vi.stubGlobal('fetch', fakeApi({ [`POST ${TOKEN_PATH}`]: [apiError(400, 'AUT401')] }).fetch);
    const answer = await run('/en-us/account', { cookie: browserCookies(old) }).response;
    expect(answer.status).toBe(302);
    expect(cookieMap(answer.headers.getSetCookie()).get(SESSION_COOKIES.loginMarker)).toMatch(/Max-Age=0/);
  });
});

describe('withCookies', () => {
  it('appends each cookie once, keeps a private Cache-Control, copies immutable responses', () => {
    const response = new Response('x', {
      headers: { 'set-cookie': 'a=1; Path=/', 'cache-control': 'private, no-store' },
    });
    const result = withCookies(response, ['a=1; Path=/', 'b=2; Path=/']);
    expect(result.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(result.headers.get('cache-control')).toBe('private, no-store');

    const redirect = Response.redirect('http://shop.test/en-us', 302);
    const copied = withCookies(redirect, ['c=3; Path=/']);
    expect(copied.status).toBe(302);
    expect(copied.headers.get('location')).toBe('http://shop.test/en-us');
    expect(copied.headers.getSetCookie()).toEqual(['c=3; Path=/']);

    const publicAnswer = new Response('sitemap', { headers: { 'cache-control': 'public, max-age=3600' } });
    expect(withCookies(publicAnswer, ['d=4']).headers.get('cache-control')).toBe('private, no-cache');
    expect(withCookies(new Response('y'), []).headers.has('cache-control')).toBe(false);
  });
});
