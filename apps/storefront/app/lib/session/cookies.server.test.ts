import { SESSION_COOKIES } from '@outsole/contracts/auth';
import { describe, expect, it } from 'vitest';

import { clearedSessionCookies, readSessionCookies, tokenCookies } from './cookies.server.ts';
import { cookieMap, tokenAnswer } from './session-test-kit.ts';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const NOW_S = NOW / 1000;

describe('session cookies', () => {
  it('tokens are HttpOnly, SameSite=Lax, Path=/, living as long as each token; Secure only in production', () => {
    const tokens = tokenAnswer('Registered');
    const cookies = cookieMap(tokenCookies(tokens, { secure: false, now: NOW }));
    expect(cookies.get(SESSION_COOKIES.accessToken)).toBe(
      `${SESSION_COOKIES.accessToken}=${tokens.accessToken}; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax`,
    );
    expect(cookies.get(SESSION_COOKIES.refreshToken)).toBe(
      `${SESSION_COOKIES.refreshToken}=${tokens.refreshToken}; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax`,
    );
    const secure = tokenCookies(tokens, { secure: true, now: NOW });
    expect(secure.every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
  });

  it('expiry cookies and the login marker are readable by scripts (no HttpOnly)', () => {
    const tokens = tokenAnswer('Registered');
    const cookies = cookieMap(tokenCookies(tokens, { secure: true, now: NOW }));
    expect(cookies.get(SESSION_COOKIES.accessExpires)).toBe(
      `${SESSION_COOKIES.accessExpires}=${NOW_S + 1800}; Path=/; Max-Age=7776000; SameSite=Lax; Secure`,
    );
    expect(cookies.get(SESSION_COOKIES.refreshExpires)).toBe(
      `${SESSION_COOKIES.refreshExpires}=${NOW_S + 7_776_000}; Path=/; Max-Age=7776000; SameSite=Lax; Secure`,
    );
    expect(cookies.get(SESSION_COOKIES.loginMarker)).toBe(
      `${SESSION_COOKIES.loginMarker}=1; Path=/; Max-Age=7776000; SameSite=Lax; Secure`,
    );
  });

  it('a guest session removes any login marker', () => {
    const cookies = cookieMap(tokenCookies(tokenAnswer('Guest'), { secure: false, now: NOW }));
    expect(cookies.get(SESSION_COOKIES.loginMarker)).toBe(
      `${SESSION_COOKIES.loginMarker}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
  });

  it('clearing removes every session cookie with the attributes it was set with', () => {
    const cleared = cookieMap(clearedSessionCookies({ secure: true }));
    expect([...cleared.keys()].sort()).toEqual(Object.values(SESSION_COOKIES).sort());
    expect(cleared.get(SESSION_COOKIES.refreshToken)).toBe(
      `${SESSION_COOKIES.refreshToken}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(cleared.get(SESSION_COOKIES.loginMarker)).toBe(
      `${SESSION_COOKIES.loginMarker}=; Path=/; Max-Age=0; SameSite=Lax; Secure`,
    );
  });

  it('reads what it wrote and ignores malformed values', () => {
    const tokens = tokenAnswer('Registered');
    const header = tokenCookies(tokens, { secure: false, now: NOW })
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(readSessionCookies(header)).toEqual({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: (NOW_S + 1800) * 1000,
      refreshExpiresAt: (NOW_S + 7_776_000) * 1000,
      loginMarker: true,
    });
    expect(
      readSessionCookies(
        `${SESSION_COOKIES.accessToken}=not a jwt; ${SESSION_COOKIES.refreshToken}=short; ${SESSION_COOKIES.accessExpires}=soon`,
      ),
    ).toEqual({
      accessToken: null,
      refreshToken: null,
      accessExpiresAt: null,
      refreshExpiresAt: null,
      loginMarker: false,
    });
    expect(readSessionCookies(null).accessToken).toBeNull();
  });
});
