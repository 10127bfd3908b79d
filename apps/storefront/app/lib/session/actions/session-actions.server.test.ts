import { createHash } from 'node:crypto';

import { nothingMerged, SESSION_COOKIES } from '@outsole/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { findMockSite } from '../../api/mock/fixtures.ts';
import { setErrorReporter } from '../../api/monitoring.ts';
import { parseConfig } from '../../config.server.ts';
import { errorMessage, translatorFor } from '../../i18n/catalogue.server.ts';
import { createLoadContext, getRequestContext } from '../../request-context.server.ts';
import { MERGE_NOTICE_COOKIE } from '../merge-notice.server.ts';
import { sessionFor, tokenFlights } from '../session.server.ts';
import {
  apiError,
  BASE,
  browserCookies,
  cookieMap,
  fakeApi,
  tokenAnswer,
  USID,
  type Answer,
} from '../session-test-kit.ts';
import { TOKEN_PATH } from '../token-client.server.ts';
import { USID_COOKIE } from '../usid.server.ts';
import { SANDBOX_CAPTCHA_PATH } from './captcha.server.ts';
import { sessionAction } from './session-actions.server.ts';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './sign-in.server.ts';

const SITE = findMockSite('stride-en-us')!;
/** A token answer's `merged` when the guest's cart went into the account (and nothing else did). */
const CART_MERGED = { ...nothingMerged(), cart: true };
const CODE = 'c'.repeat(43);

function api(routes: Record<string, Answer[]>) {
  const fake = fakeApi({
    'GET /sites/v1/sites/stride-en-us': [Response.json(SITE)],
    [`POST ${SANDBOX_CAPTCHA_PATH}`]: [
      (call) => Response.json({ token: `captcha-for-${(call.body as { action: string }).action}`, expiresIn: 120 }),
    ],
    ...routes,
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/** Posts the form to /en-us/session as a fetcher (`.data`) or as a document form without JavaScript. */
async function post(
  fields: Record<string, string | string[] | Blob>,
  { cookie = `${USID_COOKIE}=${USID}`, fetcher = true }: { cookie?: string; fetcher?: boolean } = {},
) {
  // A file among the values: posted as multipart, as a hand-made form can.
  const multipart = Object.values(fields).some((value) => value instanceof Blob);
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) (body as FormData).append(name, item, 'code.txt');
      else body.append(name, item);
    }
  }
  const request = new Request(`${BASE}/en-us/session${fetcher ? '.data' : ''}`, {
    method: 'POST',
    body,
    headers: { cookie, origin: BASE },
  });
  const context = createLoadContext({
    config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test' }),
    nonce: 'n',
    correlationId: 'corr-actions',
    clientIp: '198.51.100.23',
  });
  const result = (await sessionAction({ request, params: { locale: 'en-us' }, context })) as unknown;
  const session = sessionFor(getRequestContext(context), request);
  if (result instanceof Response) {
    return { status: result.status, data: undefined, headers: result.headers, session };
  }
  const { data, init } = result as { data: Record<string, unknown>; init?: ResponseInit | null };
  return { status: init?.status ?? 200, data, headers: new Headers(init?.headers), session };
}

const en = (id: string, values?: Record<string, string | number>) => errorMessage('en-us', id, values);
const ui = (key: string, values?: Record<string, string | number>) => translatorFor('en-us').format(key, values);
const flashOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith('outsole_flash='));
const flashPayload = (headers: Headers) => {
  const flash = decodeURIComponent(flashOf(headers) ?? '');
  return JSON.parse(Buffer.from(flash.split(';')[0]!.split('=')[1]!, 'base64').toString()) as Record<string, unknown>;
};

let restore: () => void;
beforeEach(() => {
  tokenFlights.clear();
  restore = setErrorReporter(() => undefined);
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('intent=sign-in', () => {
  const signIn = {
    intent: 'sign-in',
    username: ' shopper@example.com ',
    password: 'Outsole-demo-2026',
    redirectTo: '/en-us/p/x',
  };

  it('signs in with PKCE in one request: code for credentials, tokens for code + verifier, cookies set', async () => {
    const tokens = tokenAnswer('Registered', { consumerType: 'REGISTERED', isEmployeeDiscountTCAccepted: false });
    const fake = api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [Response.json(tokens)],
    });
    const answer = await post(signIn);
    expect(answer).toMatchObject({ status: 200, data: { ok: true, redirectTo: '/en-us/p/x' } });
    expect(answer.data).not.toHaveProperty('show');

    expect(fake.callsTo(SANDBOX_CAPTCHA_PATH)[0]?.body).toEqual({ action: 'signin' });
    const signin = fake.callsTo(SIGN_IN_PATH)[0]!;
    const sent = signin.body as Record<string, string>;
    expect(sent).toMatchObject({
      type: 'Registered',
      username: 'shopper@example.com',
      password: 'Outsole-demo-2026',
      codeChallengeMethod: 'S256',
      recaptcha_response: 'captcha-for-signin',
    });
    expect(signin.headers.get('x-usid')).toBe(USID);
    expect(signin.headers.get('x-forwarded-for')).toBe('198.51.100.23');
    expect(signin.headers.get('x-site-id')).toBe('stride-en-us');

    const exchange = fake.callsTo(TOKEN_PATH)[0]!;
    const grant = exchange.body as { codeVerifier: string };
    expect(exchange.body).toMatchObject({ type: 'Registered', authorizationCode: CODE, guestObjects: {} });
    expect(grant.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createHash('sha256').update(grant.codeVerifier).digest('base64url')).toBe(sent.codeChallenge);
    expect(exchange.headers.get('x-usid')).toBe(USID);
    expect(exchange.headers.has('authorization')).toBe(false);

    expect(answer.session.kind).toBe('registered');
    const cookies = cookieMap(answer.session.commitCookies());
    expect(cookies.get(SESSION_COOKIES.accessToken)).toMatch(/HttpOnly; SameSite=Lax$/);
    expect(cookies.get(SESSION_COOKIES.refreshToken)).toContain(tokens.refreshToken);
    expect(cookies.get(SESSION_COOKIES.loginMarker)).toMatch(/^outsole_login=1;/);
    // The verifier is in no cookie.
    expect([...cookies.values()].join()).not.toContain(grant.codeVerifier);
  });

  it('an employee who has not accepted the terms: show employee-terms (and the dialog after a no-JS post)', async () => {
    const employee = () =>
      Response.json(tokenAnswer('Registered', { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false }));
    api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [employee],
    });
    expect((await post(signIn)).data).toEqual({ ok: true, redirectTo: '/en-us/p/x', show: 'employee-terms' });
    tokenFlights.clear();
    const document = await post(signIn, { fetcher: false });
    expect(document.status).toBe(303);
    expect(document.headers.get('location')).toBe('/en-us/p/x#modal-employee-terms');
  });

  it('without JavaScript, goes back to the form the page named (its fragment); a failure to that page’s sign-in summary', async () => {
    api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Registered'))],
    });
    const back = '/en-us/p/x?write=review#modal-write-review';
    const document = await post({ ...signIn, redirectTo: back }, { fetcher: false });
    expect(document.status).toBe(303);
    expect(document.headers.get('location')).toBe(back);
    tokenFlights.clear();
    api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [apiError(400, 'AUT401')],
    });
    // A failure goes back to that page's sign-in section, at its error summary.
    const failed = await post({ ...signIn, redirectTo: back }, { fetcher: false });
    expect(failed.headers.get('location')).toBe('/en-us/p/x?write=review#sign-in-problems');
  });

  it('a merged guest cart: show merged-cart and the notice cookie', async () => {
    api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [
        Response.json(
          tokenAnswer('Registered', {
            consumerType: 'REGISTERED',
            merged: { ...CART_MERGED, userContent: 2 },
          }),
        ),
      ],
    });
    const answer = await post(signIn);
    expect(answer.data).toMatchObject({ ok: true, show: 'merged-cart' });
    expect(cookieMap(answer.session.commitCookies()).get(MERGE_NOTICE_COOKIE)).toMatch(
      /^outsole_merge_notice=1\.0\.0\.stride-en-us;/,
    );
  });

  it('an exchange answered 409 and retried (spec §9): the retry’s answer says what the first merged, and the notice shows', async () => {
    const fake = api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [
        apiError(409, 'AUT409'),
        Response.json(tokenAnswer('Registered', { consumerType: 'REGISTERED', merged: CART_MERGED })),
      ],
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const answering = post(signIn);
      await vi.advanceTimersByTimeAsync(2_000);
      const answer = await answering;
      expect(fake.callsTo(TOKEN_PATH)).toHaveLength(2);
      expect(answer.data).toMatchObject({ ok: true, show: 'merged-cart' });
      expect(cookieMap(answer.session.commitCookies()).get(MERGE_NOTICE_COOKIE)).toMatch(
        /^outsole_merge_notice=1\.0\.0\.stride-en-us;/,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('guest items a full account cart or list left out: the notice says how many; nothing merged, no notice', async () => {
    const merged = (cart: boolean, leftOut: { cart: number; saveForLater: number }) =>
      Response.json(
        tokenAnswer('Registered', {
          consumerType: 'REGISTERED',
          merged: { cart, favorites: false, saveForLater: leftOut.saveForLater > 0, userContent: 0, leftOut },
        }),
      );
    api({
      [`POST ${SIGN_IN_PATH}`]: [
        Response.json({ authorizationCode: CODE, expiresIn: 120 }),
        Response.json({ authorizationCode: CODE, expiresIn: 120 }),
        Response.json({ authorizationCode: CODE, expiresIn: 120 }),
      ],
      [`POST ${TOKEN_PATH}`]: [
        merged(true, { cart: 2, saveForLater: 5 }),
        merged(false, { cart: 0, saveForLater: 3 }),
        merged(false, { cart: 0, saveForLater: 0 }),
      ],
    });
    const full = await post(signIn);
    expect(full.data).toMatchObject({ ok: true, show: 'merged-cart' });
    expect(cookieMap(full.session.commitCookies()).get(MERGE_NOTICE_COOKIE)).toMatch(
      /^outsole_merge_notice=1\.2\.5\.stride-en-us;/,
    );
    tokenFlights.clear();
    const saved = await post(signIn);
    expect(saved.data).toMatchObject({ ok: true, show: 'merged-cart' });
    expect(cookieMap(saved.session.commitCookies()).get(MERGE_NOTICE_COOKIE)).toMatch(
      /^outsole_merge_notice=0\.0\.3\.stride-en-us;/,
    );
    tokenFlights.clear();
    const nothing = await post(signIn);
    expect(nothing.data).toEqual({ ok: true, redirectTo: expect.any(String) });
    expect(cookieMap(nothing.session.commitCookies()).has(MERGE_NOTICE_COOKIE)).toBe(false);
  });

  it('forwards a captcha token a widget put in the form instead of minting one', async () => {
    const fake = api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Registered'))],
    });
    await post({ ...signIn, recaptcha_response: 'from-the-widget' });
    expect(fake.callsTo(SANDBOX_CAPTCHA_PATH)).toHaveLength(0);
    expect(fake.callsTo(SIGN_IN_PATH)[0]?.body).toMatchObject({ recaptcha_response: 'from-the-widget' });
  });

  it.each([
    ['AUT401', 400],
    ['AUT426', 400],
    ['AUT403', 400],
  ])('%s → 400 with the localised form error; nothing stored', async (errorId, status) => {
    const fake = api({ [`POST ${SIGN_IN_PATH}`]: [apiError(status, errorId)] });
    const answer = await post(signIn);
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, formError: en(errorId) });
    expect(en(errorId)).toBeTruthy();
    expect(fake.callsTo(TOKEN_PATH)).toHaveLength(0);
    expect(answer.session.kind).toBe('anonymous');
    expect(answer.session.commitCookies()).toEqual([]);
  });

  it('a failed code exchange is a form error too', async () => {
    api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [apiError(400, 'AUT401')],
    });
    expect((await post(signIn)).data).toEqual({ ok: false, formError: en('AUT401') });
  });

  it('AUT423 (locked) → 400 with the localised form error and the password reset offered; nothing stored', async () => {
    const fake = api({ [`POST ${SIGN_IN_PATH}`]: [apiError(400, 'AUT423')] });
    const answer = await post(signIn);
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, formError: en('AUT423'), offerReset: true });
    expect(fake.callsTo(TOKEN_PATH)).toHaveLength(0);
    expect(answer.session.commitCookies()).toEqual([]);
  });

  it('API429 says too many sign-in attempts and for how long (Retry-After), offers the reset, keeps 429', async () => {
    api({
      [`POST ${SIGN_IN_PATH}`]: [
        Response.json(
          { errorDetails: [{ errorId: 'API429', message: 'Too many requests' }] },
          { status: 429, headers: { 'Retry-After': '781' } },
        ),
      ],
    });
    const answer = await post(signIn);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('781');
    expect(answer.data).toEqual({ ok: false, formError: ui('auth.signIn.tooMany', { minutes: 14 }), offerReset: true });
    expect(ui('auth.signIn.tooMany', { minutes: 14 })).toContain('Try again in 14 minutes');
    expect(answer.session.commitCookies()).toEqual([]);
  });

  it('API429 without a Retry-After says "later", never "a moment"', async () => {
    api({ [`POST ${SIGN_IN_PATH}`]: [apiError(429, 'API429')] });
    const answer = await post(signIn);
    expect(answer.status).toBe(429);
    expect(answer.headers.has('Retry-After')).toBe(false);
    expect(answer.data).toEqual({ ok: false, formError: ui('auth.signIn.tooManyLater'), offerReset: true });
  });

  it('without JavaScript a failure goes back to the sign-in form’s problems with the email kept (never the password)', async () => {
    api({ [`POST ${SIGN_IN_PATH}`]: [apiError(400, 'AUT401')] });
    const answer = await post(signIn, { fetcher: false });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en-us/p/x#sign-in-problems');
    const payload = flashPayload(answer.headers);
    expect(payload).toMatchObject({
      form: { intent: 'sign-in', values: { username: ' shopper@example.com ' }, formProblem: { key: 'error.AUT401' } },
    });
    expect(JSON.stringify(payload)).not.toContain('Outsole-demo-2026');
  });

  it('without JavaScript too many attempts go back with Retry-After and the reset offered', async () => {
    api({
      [`POST ${SIGN_IN_PATH}`]: [
        Response.json({ errorDetails: [{ errorId: 'API429' }] }, { status: 429, headers: { 'Retry-After': '60' } }),
      ],
    });
    const answer = await post(signIn, { fetcher: false });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Retry-After')).toBe('60');
    expect(flashPayload(answer.headers)).toMatchObject({
      form: { formProblem: { key: 'auth.signIn.tooMany', values: { minutes: 1 } }, offerReset: true },
    });
  });

  it('empty fields are answered without calling the api', async () => {
    const fake = api({});
    const answer = await post({ intent: 'sign-in', username: '', password: '' });
    expect(answer.data).toEqual({
      ok: false,
      fieldErrors: { username: ui('validation.required'), password: ui('auth.error.password.required') },
    });
    expect(fake.callsTo(SIGN_IN_PATH)).toHaveLength(0);
  });

  it('never redirects off the site', async () => {
    api({
      [`POST ${SIGN_IN_PATH}`]: [Response.json({ authorizationCode: CODE, expiresIn: 120 })],
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Registered'))],
    });
    for (const redirectTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\tevil']) {
      tokenFlights.clear();
      expect((await post({ ...signIn, redirectTo })).data).toMatchObject({ ok: true, redirectTo: '/en-us' });
    }
  });
});

describe('intent=sign-up', () => {
  const signUp = {
    intent: 'sign-up',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'analytical-engine-1843',
    phone: '(415) 555-0199',
    birthDate: '1990-12-10',
    postalCode: '94107',
    // A key the interests dialog does not offer (a hand-made post) is left out: the api takes only its keys.
    interests: ['trail-running', '<b>x</b>', 'hiking'],
    preferredShoeSize: 'W8',
    emailOptIn: 'on',
    redirectTo: '/en-us',
  };

  it('creates the account, signs in with its code, answers show: welcome', async () => {
    const fake = api({
      [`POST ${SIGN_UP_PATH}`]: [
        Response.json({ consumerNo: 'C1234567890', authorizationCode: CODE, expiresIn: 120 }, { status: 201 }),
      ],
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Registered', { consumerType: 'REGISTERED' }))],
    });
    const answer = await post(signUp);
    expect(answer.data).toEqual({ ok: true, redirectTo: '/en-us', show: 'welcome' });
    // With JavaScript the welcome dialog says it: no toast as well.
    expect(flashOf(answer.headers)).toBeUndefined();
    const sent = fake.callsTo(SIGN_UP_PATH)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine-1843',
      phone: '(415) 555-0199',
      birthDate: '1990-12-10',
      postalCode: '94107',
      interests: ['trail-running', 'hiking'],
      preferredShoeSize: 'W8',
      emailOptIn: true,
      recaptcha_response: 'captcha-for-signup',
    });
    const verifier = (fake.callsTo(TOKEN_PATH)[0]!.body as { codeVerifier: string }).codeVerifier;
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(sent.codeChallenge);
    expect(answer.session.kind).toBe('registered');

    tokenFlights.clear();
    const document = await post(signUp, { fetcher: false });
    expect(document.headers.get('location')).toBe('/en-us#modal-welcome');
    // Without JavaScript a toast says it too, and makes the next page the shopper's own, so the welcome section
    // the fragment targets is in it (a kept copy is rendered without the session and has none).
    expect(flashPayload(document.headers)).toMatchObject({ kind: 'success', message: 'auth.toast.accountCreated' });
  });

  it('the simplified enrollment variant sends only its fields', async () => {
    const fake = api({
      [`POST ${SIGN_UP_PATH}`]: [
        Response.json({ consumerNo: 'C1234567890', authorizationCode: CODE, expiresIn: 120 }, { status: 201 }),
      ],
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Registered'))],
    });
    await post({
      intent: 'sign-up',
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@example.com',
      password: 'Zq7-vR2p-k4Lm',
    });
    expect(Object.keys(fake.callsTo(SIGN_UP_PATH)[0]!.body as object).sort()).toEqual(
      ['codeChallenge', 'email', 'emailOptIn', 'firstName', 'lastName', 'password', 'recaptcha_response'].sort(),
    );
  });

  it.each([
    [409, 'AUT439', undefined, 'email', en('AUT439')],
    [409, 'PRO400', undefined, 'email', en('PRO400')],
    // An email the form's shape takes but the api does not (a full-width letter, a zero-width space): at the field.
    [400, 'AUT452', 'body.email', 'email', en('AUT452')],
    [409, 'AUT444', undefined, 'phone', en('AUT444')],
    [400, 'FE872', 'body.password', 'password', en('FE872', { minLength: 8 })],
    [400, 'AUT450', 'body.password', 'password', en('AUT450')],
    // A new shopper has no current password: only the email is named.
    [400, 'AUT451', undefined, 'password', 'Your password can’t be your email address.'],
    [400, 'PRO412', 'body.phone', 'phone', en('PRO412')],
    [400, 'PRO414', 'body.birthDate', 'birthDate', en('PRO414')],
    [400, 'PRO415', 'body.postalCode', 'postalCode', en('PRO415')],
    [400, 'API400', 'body.preferredShoeSize', 'preferredShoeSize', en('API400')],
  ])('%i %s (%s) → fieldErrors.%s', async (status, errorId, field, target, message) => {
    api({
      [`POST ${SIGN_UP_PATH}`]: [
        Response.json({ errorDetails: [{ errorId, message: 'server text', ...(field ? { field } : {}) }] }, { status }),
      ],
    });
    const answer = await post(signUp);
    expect(answer.status).toBe(400);
    expect(message).toBeTruthy();
    expect(answer.data).toEqual({ ok: false, fieldErrors: { [target]: message } });
  });

  it('every field the api names is answered at once', async () => {
    api({
      [`POST ${SIGN_UP_PATH}`]: [
        Response.json(
          {
            errorDetails: [
              { errorId: 'API400', message: 'x', field: 'body.firstName' },
              { errorId: 'API400', message: 'y', field: 'body.postalCode' },
            ],
          },
          { status: 400 },
        ),
      ],
    });
    const answer = await post(signUp);
    expect(Object.keys((answer.data as { fieldErrors: object }).fieldErrors)).toEqual(['firstName', 'postalCode']);
  });

  it('AUT403 (captcha) is a form error; without JavaScript back to the sign-up form’s problems', async () => {
    api({ [`POST ${SIGN_UP_PATH}`]: [apiError(400, 'AUT403')] });
    expect((await post(signUp)).data).toEqual({ ok: false, formError: en('AUT403') });
    const document = await post(signUp, { fetcher: false });
    expect(document.headers.get('location')).toBe('/en-us#sign-up-problems');
  });

  it('every field is checked at once before anything is sent, by the site country’s phone mask', async () => {
    const fake = api({
      'GET /consumers-v3/utilities/countryList': [
        Response.json({
          countries: [
            {
              countryCode: 'US',
              name: 'United States',
              dialCode: '1',
              phoneMask: '(XXX) XXX - XXXX',
              phoneDigits: 10,
              currency: 'USD',
              states: [],
            },
          ],
        }),
      ],
    });
    const answer = await post({ ...signUp, phone: '123', birthDate: '2020-02-02', postalCode: 'ABC' });
    expect(answer.data).toEqual({
      ok: false,
      fieldErrors: {
        phone: ui('auth.error.phoneDigits', { digits: 10, example: '(201) 555-0123' }),
        birthDate: ui('auth.error.tooYoung', { age: 13 }),
        postalCode: en('PRO415'),
      },
    });
    expect(fake.callsTo(SIGN_UP_PATH)).toHaveLength(0);
  });

  it('without JavaScript a refused sign-up goes back with everything typed but the password, and every problem', async () => {
    api({});
    const answer = await post(
      { ...signUp, firstName: '', postalCode: 'ABC', birthDate: '2020-02-02' },
      { fetcher: false },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en-us#sign-up-problems');
    const payload = flashPayload(answer.headers);
    expect(payload.form).toEqual({
      intent: 'sign-up',
      values: {
        firstName: '',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '(415) 555-0199',
        birthDate: '2020-02-02',
        postalCode: 'ABC',
        interests: ['trail-running', '<b>x</b>', 'hiking'],
        preferredShoeSize: 'W8',
        emailOptIn: 'on',
      },
      fieldProblems: {
        firstName: { key: 'auth.error.firstName.required', values: {} },
        birthDate: { key: 'auth.error.tooYoung', values: { age: 13 } },
        postalCode: { key: 'error.PRO415', values: {} },
      },
    });
    expect(JSON.stringify(payload)).not.toContain(signUp.password);
  });

  it('a name with digits or symbols is refused at its field before the api is called (decision 0017, addendum)', async () => {
    const fake = api({});
    const answer = await post({ ...signUp, firstName: 'Ada2', lastName: 'Love@lace' });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'Please use only letters, spaces, hyphens, apostrophes and periods.',
        lastName: 'Please use only letters, spaces, hyphens, apostrophes and periods.',
      },
    });
    expect(fake.callsTo(SIGN_UP_PATH)).toHaveLength(0);
    const document = await post({ ...signUp, lastName: 'Lovelace 2' }, { fetcher: false });
    expect(flashPayload(document.headers).form).toMatchObject({
      fieldProblems: { lastName: { key: 'validation.nameCharacters', values: {} } },
    });
  });

  it('without JavaScript an email in use goes back with the values kept too; the quick form to its own place', async () => {
    api({ [`POST ${SIGN_UP_PATH}`]: [apiError(409, 'AUT439')] });
    const answer = await post(signUp, { fetcher: false });
    expect(answer.headers.get('location')).toBe('/en-us#sign-up-problems');
    expect(flashPayload(answer.headers).form).toMatchObject({
      values: { email: 'ada@example.com', lastName: 'Lovelace' },
      fieldProblems: { email: { key: 'error.AUT439' } },
    });
    const quick = await post(
      { intent: 'sign-up', firstName: 'Ada', lastName: 'L', email: 'a@example.com', password: 'x'.repeat(12) },
      { fetcher: false },
    );
    expect(quick.headers.get('location')).toBe('/en-us#enroll-problems');
    expect(flashPayload(quick.headers).form).toMatchObject({ intent: 'enroll', values: { email: 'a@example.com' } });
  });

  describe('the mobile’s country code (phoneCode, as the account’s details have it)', () => {
    const COUNTRIES = {
      countries: [
        { countryCode: 'US', name: 'United States', dialCode: '1', phoneMask: '(XXX) XXX - XXXX', phoneDigits: 10 },
        { countryCode: 'GB', name: 'United Kingdom', dialCode: '44', phoneMask: 'XXXX - XXX - XXX', phoneDigits: 10 },
        { countryCode: 'DE', name: 'Germany', dialCode: '49', phoneMask: 'XXX - XXXXXXXX', phoneDigits: 11 },
      ].map((country) => ({ ...country, currency: 'USD', states: [] })),
    };
    function countriesApi(signUpAnswers: Answer[] = []) {
      return api({
        'GET /consumers-v3/utilities/countryList': [Response.json(COUNTRIES)],
        [`POST ${SIGN_UP_PATH}`]: [
          ...signUpAnswers,
          Response.json({ consumerNo: 'C1234567890', authorizationCode: CODE, expiresIn: 120 }, { status: 201 }),
        ],
        [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Registered', { consumerType: 'REGISTERED' }))],
      });
    }
    const sentBody = (fake: ReturnType<typeof api>) => fake.callsTo(SIGN_UP_PATH)[0]?.body as Record<string, unknown>;
    const codeProblem = ui('auth.error.phoneCode');

    it('a UK mobile on the US site, with phoneCode 44: checked as British and sent with +44', async () => {
      const fake = countriesApi();
      const answer = await post({ ...signUp, phone: '07700 900123', phoneCode: '44' });
      expect(answer.data).toEqual({ ok: true, redirectTo: '/en-us', show: 'welcome' });
      expect(sentBody(fake)).toMatchObject({ phone: '07700 900123', phoneCode: '+44' });
    });

    it('without a choice posted (an old page) the number is the site’s and is sent with its code', async () => {
      const fake = countriesApi();
      await post(signUp);
      expect(sentBody(fake)).toMatchObject({ phone: '(415) 555-0199', phoneCode: '+1' });
    });

    it('a number written with its own dial code wins over the choice', async () => {
      const fake = countriesApi();
      await post({ ...signUp, phone: '+49 151 23456789', phoneCode: '44' });
      expect(sentBody(fake)).toMatchObject({ phone: '+49 151 23456789', phoneCode: '+49' });
    });

    it('a UK landline with phoneCode 44 is refused at the field as no mobile, before the api is called', async () => {
      const fake = countriesApi();
      const answer = await post({ ...signUp, phone: '020 7946 0000', phoneCode: '44' });
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({
        ok: false,
        fieldErrors: { phone: ui('auth.error.phoneMobile', { starts: '07' }) },
      });
      expect(fake.callsTo(SIGN_UP_PATH)).toHaveLength(0);
    });

    it('a US number with the German code chosen is checked as German', async () => {
      const fake = countriesApi();
      const answer = await post({ ...signUp, phoneCode: '+49' });
      expect((answer.data as { fieldErrors?: Record<string, string> }).fieldErrors?.phone).toBe(
        ui('auth.error.phoneMobile', { starts: '015, 016, or 017' }),
      );
      expect(fake.callsTo(SIGN_UP_PATH)).toHaveLength(0);
    });

    it.each([
      ['an unknown country', '999'],
      ['a code no country has here', '+33'],
      ['oversized', '4'.repeat(5_000)],
      ['letters', 'GB'],
      ['a NUL', '\u0000'],
      ['__proto__', '__proto__'],
      ['negative', '-1'],
      ['a file (wrong type)', new Blob(['44'])],
    ] as const)('phoneCode %s: a clear message at the mobile, 400, no sign-up call', async (_kind, phoneCode) => {
      const fake = countriesApi();
      const answer = await post({ ...signUp, phoneCode });
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ ok: false, fieldErrors: { phone: codeProblem } });
      expect(fake.callsTo(SIGN_UP_PATH)).toHaveLength(0);
    });

    it('repeated phoneCode values: the first is the choice', async () => {
      const fake = countriesApi();
      await post({ ...signUp, phone: '07700 900123', phoneCode: ['44', '49'] });
      expect(sentBody(fake)).toMatchObject({ phoneCode: '+44' });
    });

    it('without the country list a malformed code is still refused; a well-formed one is left to the api', async () => {
      const down = api({
        [`POST ${SIGN_UP_PATH}`]: [apiError(400, 'PRO412')],
      });
      const junk = await post({ ...signUp, phoneCode: 'x'.repeat(50) });
      expect(junk.data).toEqual({ ok: false, fieldErrors: { phone: codeProblem } });
      expect(down.callsTo(SIGN_UP_PATH)).toHaveLength(0);
      await post({ ...signUp, phoneCode: '44' });
      // No list, no check and no code sent: the api reads the number (with the site's code, or its own +code).
      expect(down.callsTo(SIGN_UP_PATH)[0]!.body).not.toHaveProperty('phoneCode');
    });

    it('the api’s refusal of the code (PRO412 on body.phoneCode) lands at the mobile', async () => {
      countriesApi([
        Response.json(
          {
            errorDetails: [
              { errorId: 'PRO412', message: 'That country code is not offered.', field: 'body.phoneCode' },
            ],
          },
          { status: 400 },
        ),
      ]);
      const answer = await post({ ...signUp, phone: '07700 900123', phoneCode: '44' });
      expect(answer.data).toEqual({ ok: false, fieldErrors: { phone: en('PRO412') } });
    });

    it('without JavaScript a refused number comes back with the choice kept and the message at the field', async () => {
      countriesApi();
      const answer = await post({ ...signUp, phone: '020 7946 0000', phoneCode: '44' }, { fetcher: false });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/en-us#sign-up-problems');
      expect(flashPayload(answer.headers).form).toMatchObject({
        intent: 'sign-up',
        values: { phone: '020 7946 0000', phoneCode: '44', email: 'ada@example.com' },
        fieldProblems: { phone: { key: 'auth.error.phoneMobile', values: { starts: '07' } } },
      });
    });
  });

  it('required fields are checked before anything is sent', async () => {
    const fake = api({});
    const answer = await post({ intent: 'sign-up', firstName: '', lastName: 'L', email: '', password: '' });
    expect(answer.data).toEqual({
      ok: false,
      fieldErrors: {
        firstName: ui('auth.error.firstName.required'),
        email: ui('auth.error.email.required'),
        password: ui('auth.error.password.required'),
      },
    });
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('the mobile, date of birth and postal code may be left blank: the account is created without them', async () => {
    const fake = api({
      [`POST ${SIGN_UP_PATH}`]: [
        Response.json({ consumerNo: 'C1234567890', authorizationCode: CODE, expiresIn: 120 }, { status: 201 }),
      ],
      [`POST ${TOKEN_PATH}`]: [Response.json(tokenAnswer('Registered', { consumerType: 'REGISTERED' }))],
    });
    const answer = await post({ ...signUp, phone: '', phoneCode: '1', birthDate: '', postalCode: '  ' });
    expect(answer.data).toEqual({ ok: true, redirectTo: '/en-us', show: 'welcome' });
    const sent = fake.callsTo(SIGN_UP_PATH)[0]!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('phone');
    expect(sent).not.toHaveProperty('phoneCode');
    expect(sent).not.toHaveProperty('birthDate');
    expect(sent).not.toHaveProperty('postalCode');
    tokenFlights.clear();
  });

  it('a weak password (the brand with digits, a sequence) is refused at the field, saying why, before anything is sent', async () => {
    const fake = api({});
    for (const [password, key] of [
      ['Stride2026', 'auth.error.password.context'],
      ['abcdefgh', 'auth.error.password.sequence'],
      ['        ', 'auth.error.password.whitespace'],
    ] as const) {
      const answer = await post({ ...signUp, password });
      expect(answer.data, password).toEqual({ ok: false, fieldErrors: { password: ui(key) } });
    }
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a mobile, date of birth or postal code that is given is still checked', async () => {
    const fake = api({});
    const answer = await post({ ...signUp, phone: '', birthDate: '2099-01-01', postalCode: 'x' });
    expect(Object.keys((answer.data as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'birthDate',
      'postalCode',
    ]);
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('intent=sign-out', () => {
  it('revokes with the refresh token, clears tokens, marker, usid and notice, reloads the page with the toast', async () => {
    const tokens = tokenAnswer('Registered');
    const fake = api({ 'POST /consumers-v3/consumer/auth/signout': [new Response(null, { status: 204 })] });
    const answer = await post(
      { intent: 'sign-out', redirectTo: '/en-us/account/orders' },
      { cookie: browserCookies(tokens), fetcher: false },
    );
    const signout = fake.callsTo('/consumers-v3/consumer/auth/signout')[0]!;
    expect(signout.body).toEqual({ refreshToken: tokens.refreshToken });
    expect(signout.headers.get('authorization')).toBe(`Bearer ${tokens.accessToken}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en-us');
    expect(answer.headers.get('x-remix-reload-document')).toBe('true');
    expect(flashOf(answer.headers)).toBeTruthy();
    const cookies = cookieMap(answer.session.commitCookies());
    for (const name of [...Object.values(SESSION_COOKIES), USID_COOKIE, MERGE_NOTICE_COOKIE]) {
      expect(cookies.get(name), name).toMatch(/Max-Age=0/);
    }
    expect(fake.callsTo(TOKEN_PATH)).toHaveLength(0); // no guest token until one is needed
  });

  it('stays on a page that is not protected, and signs out even when the api fails', async () => {
    api({ 'POST /consumers-v3/consumer/auth/signout': [apiError(503, 'GEN500')] });
    const answer = await post(
      { intent: 'sign-out', redirectTo: '/en-us/p/lumen-4-SRN155750?colour=01' },
      { cookie: browserCookies(tokenAnswer('Registered')) },
    );
    expect(answer.headers.get('location')).toBe('/en-us/p/lumen-4-SRN155750?colour=01');
    expect(answer.session.kind).toBe('anonymous');
  });

  // Tester finding F4 (session 51): a character above U+00FF in redirectTo made the Location header throw (a 500).
  it.each([
    ['/en-us/\u65e5\u672c', '/en-us/%E6%97%A5%E6%9C%AC'],
    ['/en-us/\u00e9', '/en-us/%C3%A9'],
    ['/\u3000/x', '/%E3%80%80/x'],
    ['/en-us/\u2028x', '/en-us'],
    ['/en-us/\u0085x', '/en-us'],
  ])('goes to a redirectTo of any characters percent-encoded, or home: %j', async (redirectTo, location) => {
    api({ 'POST /consumers-v3/consumer/auth/signout': [new Response(null, { status: 204 })] });
    const answer = await post(
      { intent: 'sign-out', redirectTo },
      { cookie: browserCookies(tokenAnswer('Registered')) },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(location);
  });
});

describe('intent=forgot-password', () => {
  it('asks for the reset link with a captcha token; fetchers get ok, document posts a toast', async () => {
    const fake = api({ 'POST /consumers-v3/confirmforgotpassword': [new Response(null, { status: 202 })] });
    const answer = await post({ intent: 'forgot-password', email: 'Ada@Example.com', redirectTo: '/en-us/c/x-1234' });
    expect(answer.data).toEqual({ ok: true, redirectTo: '/en-us/c/x-1234' });
    // The dialog's confirmation says it with JavaScript: no toast of the same words beside it (tester finding).
    expect(flashOf(answer.headers)).toBeFalsy();
    expect(fake.callsTo('/consumers-v3/confirmforgotpassword')[0]?.body).toEqual({
      email: 'Ada@Example.com',
      recaptcha_response: 'captcha-for-forgot_password',
    });
    const document = await post({ intent: 'forgot-password', email: 'ada@example.com' }, { fetcher: false });
    expect(document.status).toBe(303);
    expect(flashOf(document.headers)).toBeTruthy();
  });

  it('an email that is not one is answered at the field; AUT403 at the form', async () => {
    api({ 'POST /consumers-v3/confirmforgotpassword': [apiError(400, 'AUT403')] });
    expect((await post({ intent: 'forgot-password', email: 'not-an-email' })).data).toEqual({
      ok: false,
      fieldErrors: { email: ui('validation.email') },
    });
    expect((await post({ intent: 'forgot-password', email: 'ada@example.com' })).data).toEqual({
      ok: false,
      formError: en('AUT403'),
    });
    // One the form's shape takes and the api refuses (decision 0004 AUT452): at the field, in the page's words.
    api({ 'POST /consumers-v3/confirmforgotpassword': [apiError(400, 'AUT452', 'x', { field: 'body.email' })] });
    expect((await post({ intent: 'forgot-password', email: 'ａda@example.com' })).data).toEqual({
      ok: false,
      fieldErrors: { email: en('AUT452') },
    });
  });

  it('an address that only looks like another (a Cyrillic “а”) is said as the dialog says it, with or without JavaScript', async () => {
    // The api refuses it too (AUT452, its own words): the page says what is wrong before asking.
    const fake = api({
      'POST /consumers-v3/confirmforgotpassword': [apiError(400, 'AUT452', 'x', { field: 'body.email' })],
    });
    const email = 'shopper@ex\u0430mple.com';
    expect((await post({ intent: 'forgot-password', email })).data).toEqual({
      ok: false,
      fieldErrors: { email: ui('validation.emailScripts') },
    });
    const document = await post(
      { intent: 'forgot-password', email, redirectTo: '/en-us/c/x-1234' },
      { fetcher: false },
    );
    expect(document.headers.get('location')).toMatch(/^\/en-us\/c\/x-1234#/);
    expect(flashPayload(document.headers).form).toMatchObject({
      fieldProblems: { email: { key: 'validation.emailScripts' } },
    });
    expect(fake.callsTo('/consumers-v3/confirmforgotpassword')).toHaveLength(0);
  });
});

describe('intent=accept-employee-terms and dismiss-merge-notice', () => {
  it('accepts the terms for a signed-in employee', async () => {
    const tokens = tokenAnswer('Registered');
    const fake = api({ 'POST /consumers-v3/consumer': [Response.json({ consumerProfile: profile() })] });
    const answer = await post(
      { intent: 'accept-employee-terms', redirectTo: '/en-us' },
      { cookie: browserCookies(tokens) },
    );
    expect(answer.data).toEqual({ ok: true, redirectTo: '/en-us' });
    const call = fake.callsTo('/consumers-v3/consumer')[0]!;
    expect(call.body).toEqual({ isEmployeeDiscountTCAccepted: true });
    expect(call.headers.get('authorization')).toBe(`Bearer ${tokens.accessToken}`);
  });

  it.each([
    ['capped in the site’s currency: the discount applies now', 'USD', 'auth.toast.termsAccepted', {}],
    [
      'capped in another currency: says where it applies',
      'EUR',
      'auth.toast.termsAcceptedElsewhere',
      { currency: 'EUR' },
    ],
  ])('%s', async (_case, capCurrency, message, values) => {
    const base = profile();
    const employee = { ...base.consumerDetails.employee, annualCap: { amount: 100000, currency: capCurrency } };
    const answered = { ...base, consumerDetails: { ...base.consumerDetails, employee } };
    api({ 'POST /consumers-v3/consumer': [Response.json({ consumerProfile: answered })] });
    const answer = await post(
      { intent: 'accept-employee-terms', redirectTo: '/en-us' },
      { cookie: browserCookies(tokenAnswer('Registered')), fetcher: false },
    );
    const flash = decodeURIComponent(flashOf(answer.headers) ?? '');
    const payload = JSON.parse(Buffer.from(flash.split(';')[0]!.split('=')[1]!, 'base64').toString()) as unknown;
    expect(payload).toMatchObject({ kind: 'success', message, values });
  });

  it('refusals are form errors', async () => {
    api({ 'POST /consumers-v3/consumer': [apiError(403, 'PRO410', 'Only employees can accept the terms.')] });
    const refused = await post(
      { intent: 'accept-employee-terms' },
      { cookie: browserCookies(tokenAnswer('Registered')) },
    );
    expect(refused.data).toMatchObject({ ok: false, formError: expect.any(String) });
    const signedOut = await post({ intent: 'accept-employee-terms' });
    expect(signedOut.data).toEqual({ ok: false, formError: en('API401') });
  });

  it('dismissing the merged-cart notice removes its cookie', async () => {
    api({});
    const answer = await post(
      { intent: 'dismiss-merge-notice', redirectTo: '/en-us' },
      { cookie: `${MERGE_NOTICE_COOKIE}=1` },
    );
    expect(answer.data).toEqual({ ok: true, redirectTo: '/en-us' });
    expect(cookieMap(answer.session.commitCookies()).get(MERGE_NOTICE_COOKIE)).toMatch(/Max-Age=0/);
  });
});

describe('unknown intents and sites', () => {
  it('an unknown intent is a 400 form error', async () => {
    api({});
    expect(await post({ intent: 'make-admin' })).toMatchObject({ status: 400, data: { ok: false } });
  });
});

function profile() {
  return {
    consumerNo: 'C1234567890',
    consumerType: 'EMPLOYEE',
    isLoyaltyMember: false,
    memberId: null,
    isEmployeeDiscountTCAccepted: true,
    isPartiallyEnrolled: false,
    consumerDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '4155550199',
      phoneCode: '+1',
      birthDate: '1990-12-10',
      postalCode: '94107',
      countryCode: 'US',
      athlete: false,
      employee: {
        currentSpend: { amount: 0, currency: 'USD' },
        annualCap: { amount: 100000, currency: 'USD' },
      },
    },
    preferences: { interests: 'hiking', preferredShoeSize: 'W8' },
    subscriptions: [{ channel: 'email', optin: true }],
  };
}
