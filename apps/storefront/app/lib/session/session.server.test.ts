import { SESSION_COOKIES } from '@outsole/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setErrorReporter } from '../api/monitoring.ts';
import { REFRESH_AHEAD_MS, createSession, tokenFlights, type SessionOptions } from './session.server.ts';
import {
  accessToken,
  apiError,
  BASE,
  browserCookies,
  cookieMap,
  expiredSession,
  fakeApi,
  testContext,
  tokenAnswer,
  USID,
  type Answer,
} from './session-test-kit.ts';
import { TOKEN_PATH } from './token-client.server.ts';
import { USID_COOKIE } from './usid.server.ts';

function sessionWith(cookie: string, routes: Record<string, Answer[]>, options: SessionOptions = {}) {
  const api = fakeApi(routes);
  const request = new Request(`${BASE}/en-us/p/x`, { headers: cookie ? { cookie } : {} });
  const session = createSession(testContext(), request, { transport: api.fetch, ...options });
  return { session, api, tokenCalls: () => api.callsTo(TOKEN_PATH) };
}

let restoreReporter: () => void;
beforeEach(() => {
  tokenFlights.clear();
  restoreReporter = setErrorReporter(() => undefined);
});
afterEach(() => {
  restoreReporter();
  vi.useRealTimers();
});

describe('lazy guest session', () => {
  it('costs nothing for a browser without a session: no token call, no cookie', async () => {
    const { session, tokenCalls } = sessionWith('', {});
    await session.prepare();
    expect(session.kind).toBe('anonymous');
    expect(await session.accessToken()).toBeNull();
    expect(tokenCalls()).toHaveLength(0);
    expect(session.commitCookies()).toEqual([]);
  });

  it('starts a guest session for the browser’s usid when a call needs an identity', async () => {
    const guest = tokenAnswer('Guest');
    const { session, tokenCalls } = sessionWith(`${USID_COOKIE}=${USID}`, {
      [`POST ${TOKEN_PATH}`]: [Response.json(guest)],
    });
    expect(await session.identityToken()).toBe(guest.accessToken);
    expect(session.kind).toBe('guest');
    const [call] = tokenCalls();
    expect(call?.body).toEqual({ type: 'Guest' });
    expect(call?.headers.get('x-usid')).toBe(USID);
    // One guest session per request, however many calls want it.
    expect(await session.identityToken()).toBe(guest.accessToken);
    expect(tokenCalls()).toHaveLength(1);
    const cookies = cookieMap(session.commitCookies());
    expect(cookies.get(SESSION_COOKIES.accessToken)).toContain(guest.accessToken);
    expect(cookies.get(SESSION_COOKIES.refreshToken)).toContain(guest.refreshToken);
    expect(cookies.get(SESSION_COOKIES.loginMarker)).toMatch(/Max-Age=0/);
    // The usid cookie already holds the token's usid: not set again.
    expect(cookies.has(USID_COOKIE)).toBe(false);
  });

  it('a browser without a usid gets one, and the guest token is asked for it', async () => {
    const { session, tokenCalls } = sessionWith('', {
      [`POST ${TOKEN_PATH}`]: [(call) => Response.json(tokenAnswer('Guest', { usid: call.headers.get('x-usid')! }))],
    });
    await session.identityToken();
    const sent = tokenCalls()[0]?.headers.get('x-usid');
    expect(sent).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieMap(session.commitCookies()).get(USID_COOKIE)).toMatch(new RegExp(`^${USID_COOKIE}=${sent};`));
  });

  it('keeps the usid cookie in step with a usid the api chose', async () => {
    const other = 'o'.repeat(43);
    const { session } = sessionWith(`${USID_COOKIE}=${USID}`, {
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Guest', { usid: other }))],
    });
    await session.identityToken();
    expect(session.usid).toBe(other);
    expect(cookieMap(session.commitCookies()).get(USID_COOKIE)).toMatch(new RegExp(`^${USID_COOKIE}=${other};`));
  });

  it('tolerates a 403 on token (spec §4): no identity, no failure, no session cookies', async () => {
    const { session, tokenCalls } = sessionWith(`${USID_COOKIE}=${USID}`, {
      [`POST ${TOKEN_PATH}`]: [Response.json({ errorDetails: [{ message: 'bot' }], appId: 'shield' }, { status: 403 })],
    });
    await expect(session.identityToken()).resolves.toBeNull();
    expect(session.kind).toBe('anonymous');
    expect(tokenCalls()).toHaveLength(1);
    expect(session.commitCookies()).toEqual([]);
  });

  it('reports a 429 on token (too many new sessions from this address) to the write that wanted the identity', async () => {
    const { session, tokenCalls } = sessionWith(`${USID_COOKIE}=${USID}`, {
      [`POST ${TOKEN_PATH}`]: [
        Response.json(
          { errorDetails: [{ errorId: 'API429', message: 'Too many requests.' }], appId: 'outsole-api' },
          { status: 429, headers: { 'retry-after': '60' } },
        ),
      ],
    });
    await expect(session.identityToken()).rejects.toMatchObject({ status: 429, errorId: 'API429' });
    expect(session.kind).toBe('anonymous');
    expect(tokenCalls()).toHaveLength(1);
    expect(session.commitCookies()).toEqual([]);
  });

  it('tolerates an api that cannot be reached', async () => {
    const session = createSession(testContext(), new Request(`${BASE}/en-us`), {
      transport: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(session.identityToken()).resolves.toBeNull();
  });
});

describe('409 on token (spec §9: one retry after 2000 ms)', () => {
  it('retries once, 2000 ms later', async () => {
    vi.useFakeTimers();
    const guest = tokenAnswer('Guest');
    const { session, tokenCalls } = sessionWith(`${USID_COOKIE}=${USID}`, {
      [`POST ${TOKEN_PATH}`]: [apiError(409, 'AUT409'), Response.json(guest)],
    });
    const token = session.identityToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(tokenCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(tokenCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(token).resolves.toBe(guest.accessToken);
    expect(tokenCalls()).toHaveLength(2);
  });

  it('gives up after the one retry and carries on without a token', async () => {
    vi.useFakeTimers();
    const { session, tokenCalls } = sessionWith(`${USID_COOKIE}=${USID}`, {
      [`POST ${TOKEN_PATH}`]: [apiError(409, 'AUT409')],
    });
    const token = session.identityToken();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(token).resolves.toBeNull();
    expect(tokenCalls()).toHaveLength(2);
  });

  it('retries a refresh too, with the same refresh token', async () => {
    vi.useFakeTimers();
    const old = expiredSession('Registered');
    const next = tokenAnswer('Registered');
    const { session, tokenCalls } = sessionWith(browserCookies(old), {
      [`POST ${TOKEN_PATH}`]: [apiError(409, 'AUT409'), Response.json(next)],
    });
    const prepared = session.prepare();
    await vi.advanceTimersByTimeAsync(2000);
    await prepared;
    expect(tokenCalls().map((call) => call.body)).toEqual([
      { type: 'Registered', refreshToken: old.refreshToken },
      { type: 'Registered', refreshToken: old.refreshToken },
    ]);
    expect(await session.accessToken()).toBe(next.accessToken);
  });
});

describe('silent refresh', () => {
  it('uses a fresh access token as it is', async () => {
    const tokens = tokenAnswer('Registered');
    const { session, tokenCalls } = sessionWith(browserCookies(tokens), {});
    await session.prepare();
    expect(session.kind).toBe('registered');
    expect(await session.accessToken()).toBe(tokens.accessToken);
    expect(tokenCalls()).toHaveLength(0);
  });

  it('refreshes a registered session within a minute of expiry, as Registered, and stores the new tokens', async () => {
    const expiring = tokenAnswer('Registered');
    const soon = Math.floor((Date.now() + REFRESH_AHEAD_MS - 5_000) / 1000);
    expiring.accessToken = accessToken({ typ: 'Registered', exp: soon, usid: USID });
    const next = tokenAnswer('Registered');
    const { session, tokenCalls } = sessionWith(browserCookies(expiring), {
      [`POST ${TOKEN_PATH}`]: [Response.json(next)],
    });
    await session.prepare();
    expect(tokenCalls()[0]?.body).toEqual({ type: 'Registered', refreshToken: expiring.refreshToken });
    expect(await session.accessToken()).toBe(next.accessToken);
    const cookies = cookieMap(session.commitCookies());
    expect(cookies.get(SESSION_COOKIES.refreshToken)).toContain(next.refreshToken);
    expect(cookies.get(SESSION_COOKIES.loginMarker)).toMatch(
      /^outsole_login=1; Path=\/; Max-Age=7776000; SameSite=Lax/,
    );
  });

  it('refreshes a guest session (no login marker) as Guest', async () => {
    const old = expiredSession('Guest');
    const { session, tokenCalls } = sessionWith(browserCookies(old), {
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Guest'))],
    });
    await session.prepare();
    expect(tokenCalls()[0]?.body).toEqual({ type: 'Guest', refreshToken: old.refreshToken });
    expect(session.kind).toBe('guest');
  });

  it('a refresh token the api refuses (400 AUT401) ends the session and clears its cookies', async () => {
    const old = expiredSession('Registered');
    const { session } = sessionWith(browserCookies(old), {
      [`POST ${TOKEN_PATH}`]: [apiError(400, 'AUT401')],
    });
    await session.prepare();
    expect(session.kind).toBe('anonymous');
    expect(await session.accessToken()).toBeNull();
    const cookies = cookieMap(session.commitCookies());
    for (const name of Object.values(SESSION_COOKIES)) expect(cookies.get(name)).toMatch(/Max-Age=0/);
  });

  it('a refresh that fails for now (403, 5xx) keeps the cookies for the next request', async () => {
    const old = expiredSession('Registered');
    const { session } = sessionWith(browserCookies(old), {
      [`POST ${TOKEN_PATH}`]: [apiError(503, 'GEN500')],
    });
    await session.prepare();
    expect(session.kind).toBe('registered');
    expect(await session.accessToken()).toBeNull();
    expect(session.commitCookies()).toEqual([]);
  });

  it('parallel requests with the same refresh token make one refresh call and share its tokens', async () => {
    const old = expiredSession('Registered');
    const next = tokenAnswer('Registered');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      [`POST ${TOKEN_PATH}`]: [
        async () => {
          await gate;
          return Response.json(next);
        },
      ],
    });
    const sessions = Array.from({ length: 5 }, () =>
      createSession(testContext(), new Request(`${BASE}/en-us`, { headers: { cookie: browserCookies(old) } }), {
        transport: api.fetch,
      }),
    );
    const tokens = Promise.all(sessions.map((session) => session.accessToken()));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect(await tokens).toEqual(Array(5).fill(next.accessToken));
    expect(api.callsTo(TOKEN_PATH)).toHaveLength(1);
    for (const session of sessions) {
      expect(cookieMap(session.commitCookies()).get(SESSION_COOKIES.refreshToken)).toContain(next.refreshToken);
    }
  });

  it('a request arriving just after with the old cookie gets the same tokens without spending the old token again', async () => {
    const old = expiredSession('Guest');
    const next = tokenAnswer('Guest');
    const first = sessionWith(browserCookies(old), { [`POST ${TOKEN_PATH}`]: [Response.json(next)] });
    await first.session.prepare();
    const second = sessionWith(browserCookies(old), { [`POST ${TOKEN_PATH}`]: [apiError(400, 'AUT401')] });
    await second.session.prepare();
    expect(second.tokenCalls()).toHaveLength(0);
    expect(await second.session.accessToken()).toBe(next.accessToken);
  });

  it('renews once after the api rejected the token, and not again in the same request', async () => {
    const tokens = tokenAnswer('Registered');
    const next = tokenAnswer('Registered');
    const { session, tokenCalls } = sessionWith(browserCookies(tokens), {
      [`POST ${TOKEN_PATH}`]: [Response.json(next)],
    });
    expect(await session.renew(tokens.accessToken)).toBe(next.accessToken);
    expect(await session.renew(next.accessToken)).toBe(next.accessToken);
    expect(tokenCalls()).toHaveLength(1);
  });

  it('neither refreshes nor starts a guest session once the response’s cookies are sent', async () => {
    const old = expiredSession('Registered');
    const { session, tokenCalls } = sessionWith(browserCookies(old), {
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Registered'))],
    });
    session.commitCookies();
    expect(await session.accessToken()).toBeNull();
    expect(await session.identityToken()).toBeNull();
    expect(tokenCalls()).toHaveLength(0);
  });
});

describe('sign-in and sign-out state', () => {
  it('establish stores a registered answer; end clears it, and with rotateUsid the usid too', async () => {
    const { session } = sessionWith(browserCookies(null), {});
    const registered = tokenAnswer('Registered');
    session.establish(registered);
    expect(session.kind).toBe('registered');
    expect(session.refreshToken).toBe(registered.refreshToken);
    session.end({ rotateUsid: true });
    expect(session.kind).toBe('anonymous');
    expect(session.usid).toBeNull();
    const cookies = cookieMap(session.commitCookies());
    expect(cookies.get(SESSION_COOKIES.refreshToken)).toMatch(/Max-Age=0/);
    expect(cookies.get(USID_COOKIE)).toMatch(/Max-Age=0/);
  });
});
