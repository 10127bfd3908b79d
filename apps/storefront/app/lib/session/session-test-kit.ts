import { SESSION_COOKIES, type ConsumerProfile, type TokenResponse } from '@outsole/contracts/auth';
import { afterEach, beforeEach, vi } from 'vitest';

import { ApiError } from '../api/api-error.ts';
import { setErrorReporter } from '../api/monitoring.ts';
import { parseConfig } from '../config.server.ts';
import { createRequestContext, type RequestContext } from '../request-context.server.ts';
import { tokenFlights } from './session.server.ts';
import { USID_COOKIE } from './usid.server.ts';

/**
 * Test helpers for the session layer (imported by *.test.ts only): a fake api answering the token and consumer
 * endpoints from queues, unsigned JWT-shaped access tokens, and request contexts.
 */

export const BASE = 'http://shop.test';
export const USID = 'u'.repeat(43);

export function testContext(overrides: Record<string, string> = {}): RequestContext {
  return createRequestContext({
    config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test', ...overrides }),
    nonce: 'n',
    correlationId: 'corr-session-test',
    clientIp: '203.0.113.9',
  });
}

/**
 * Hooks for a file whose tests drive loaders and actions against a fake api (`fakeApi` stubs the global fetch): each
 * test starts with no token refresh in flight and error reports kept off the console, and ends with fetch and the
 * reporter as they were. Test files share their modules within a worker (vitest `isolate: false`), so nothing may
 * outlive its file.
 */
export function isolateSessionTests(): void {
  let restoreReporter = () => {};
  beforeEach(() => {
    tokenFlights.clear();
    restoreReporter = setErrorReporter(() => undefined);
  });
  afterEach(() => {
    restoreReporter();
    vi.unstubAllGlobals();
  });
}

let serial = 0;

/** An access token of the api's shape (unsigned: the storefront never verifies it); each one unique (jti). */
export function accessToken(claims: {
  typ: 'Guest' | 'Registered';
  exp: number;
  usid?: string;
  ctp?: string;
  /** The account (C0000000001 unless given). */
  sub?: string;
}) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  serial += 1;
  return `${part({ alg: 'ES256', kid: 'k1' })}.${part({ sub: 'C0000000001', jti: `t${serial}`, ...claims })}.c2lnbmF0dXJl`;
}

export function tokenAnswer(
  type: 'Guest' | 'Registered',
  { usid = USID, nowS = Math.floor(Date.now() / 1000), ...extra }: Partial<TokenResponse> & { nowS?: number } = {},
): TokenResponse {
  serial += 1;
  return {
    type,
    accessToken: accessToken({ typ: type, exp: nowS + 1800, usid }),
    accessTokenExpiresIn: 1800,
    refreshToken: `refresh-${String(serial).padStart(4, '0')}-${'r'.repeat(30)}`,
    refreshTokenExpiresIn: type === 'Registered' ? 7_776_000 : 2_592_000,
    usid,
    ...extra,
  };
}

export interface ApiCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Answer = Response | ((call: ApiCall) => Response | Promise<Response>);

/** A fetch answering `METHOD /path` from per-route queues (the last answer repeats), recording every call. */
export function fakeApi(routes: Record<string, Answer[]> = {}) {
  const calls: ApiCall[] = [];
  const queues = new Map(Object.entries(routes).map(([key, answers]) => [key, [...answers]]));
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const text =
      typeof init.body === 'string'
        ? init.body
        : init.body instanceof Uint8Array
          ? new TextDecoder().decode(init.body)
          : '';
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const queue = queues.get(`${call.method} ${url.pathname}`);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) return Response.json({ errorDetails: [{ errorId: 'API404', message: 'no route' }] }, { status: 404 });
    return typeof answer === 'function' ? answer(call) : answer.clone();
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path.startsWith(path)),
  };
}

/** A fetch to an api that took the connection and never answers: only the call's signal ends it. */
export const silentApi = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  })) as typeof globalThis.fetch;

export function apiError(
  status: number,
  errorId: string,
  message = errorId,
  /** More of the detail: its field, or the values an error names (INV406's qty and inventoryLevel). */
  detail: Record<string, string | number> = {},
): Response {
  return Response.json({ errorDetails: [{ errorId, message, ...detail }], correlationId: 'api-corr' }, { status });
}

/**
 * What an api call throws when the api refuses it with `details` (spec §8 errorDetails): the first detail's errorId
 * is the error's, and its message the server's unless `serverMessage` says otherwise.
 */
export function apiRefusal(
  message: string,
  details: ReadonlyArray<{ errorId: string; message: string; field?: string }>,
  {
    status = 400,
    path = '/x',
    serverMessage = details[0]!.message,
  }: { status?: number; path?: string; serverMessage?: string } = {},
): ApiError {
  return new ApiError(message, {
    status,
    request: { method: 'POST', path },
    body: { errorDetails: details },
    correlationId: undefined,
    botProtection: null,
    errorId: details[0]!.errorId,
    serverMessage,
  });
}

/** The Cookie header of a browser holding `tokens` (and a usid). */
export function browserCookies(tokens: TokenResponse | null, { usid = USID }: { usid?: string | null } = {}): string {
  const parts: string[] = [];
  if (usid) parts.push(`${USID_COOKIE}=${usid}`);
  if (tokens) {
    parts.push(`${SESSION_COOKIES.accessToken}=${tokens.accessToken}`);
    parts.push(`${SESSION_COOKIES.refreshToken}=${tokens.refreshToken}`);
    if (tokens.type === 'Registered') parts.push(`${SESSION_COOKIES.loginMarker}=1`);
  }
  return parts.join('; ');
}

/** A browser holding an access token that expired `agoS` seconds ago (or expires in -agoS) and its refresh token. */
export function expiredSession(type: 'Guest' | 'Registered', agoS = 10): TokenResponse {
  const tokens = tokenAnswer(type);
  return { ...tokens, accessToken: accessToken({ typ: type, exp: Math.floor(Date.now() / 1000) - agoS, usid: USID }) };
}

/** name → Set-Cookie header, from a list of Set-Cookie headers. */
export function cookieMap(setCookies: readonly string[]): Map<string, string> {
  return new Map(setCookies.map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}

/** A consumer profile as GET /consumers-v3/consumer answers it: Ada, a registered shopper, unless overridden. */
export function consumerProfile(overrides: Partial<ConsumerProfile> = {}): ConsumerProfile {
  return {
    consumerNo: 'C1234567890',
    consumerType: 'REGISTERED',
    isLoyaltyMember: true,
    memberId: 'M1',
    isEmployeeDiscountTCAccepted: false,
    isPartiallyEnrolled: false,
    consumerDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      phoneCode: null,
      birthDate: null,
      postalCode: null,
      countryCode: 'US',
      athlete: false,
      employee: null,
    },
    preferences: { interests: '', preferredShoeSize: null },
    subscriptions: [],
    ...overrides,
  };
}
