import { SESSION_COOKIES } from '@outsole/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { findMockSite } from '../../api/mock/fixtures.ts';
import { setErrorReporter } from '../../api/monitoring.ts';
import { parseConfig } from '../../config.server.ts';
import { errorMessage, translatorFor } from '../../i18n/catalogue.server.ts';
import { createLoadContext, getRequestContext } from '../../request-context.server.ts';
import { sessionFor, tokenFlights } from '../session.server.ts';
import {
  apiError,
  BASE,
  browserCookies,
  consumerProfile,
  cookieMap,
  fakeApi,
  tokenAnswer,
  type Answer,
} from '../session-test-kit.ts';
import {
  accountAction,
  accountLoader,
  CHANGE_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  CHECK_RESET_PASSWORD_PATH,
  resetPasswordAction,
  resetPasswordLoader,
} from './passwords.server.ts';

const SITE = findMockSite('stride-en-us')!;
const TOKEN = 't'.repeat(43);

function api(routes: Record<string, Answer[]>) {
  const fake = fakeApi({
    'GET /sites/v1/sites/stride-en-us': [Response.json(SITE)],
    'GET /sites/v1/sites/stride-de-de': [Response.json(findMockSite('stride-de-de'))],
    'GET /sites/v1/sites/stride-en-gb': [Response.json(findMockSite('stride-en-gb'))],
    'GET /sites/v1/sites/stride-ja-jp': [Response.json(findMockSite('stride-ja-jp'))],
    ...routes,
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

function args(path: string, { form, cookie = '' }: { form?: Record<string, string>; cookie?: string } = {}) {
  const request = new Request(`${BASE}${path}`, {
    method: form ? 'POST' : 'GET',
    ...(form ? { body: new URLSearchParams(form) } : {}),
    headers: cookie ? { cookie, origin: BASE } : { origin: BASE },
  });
  const context = createLoadContext({
    config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test' }),
    nonce: 'n',
    correlationId: 'corr-passwords',
  });
  return {
    request,
    params: { locale: new URL(`${BASE}${path}`).pathname.split('/')[1] ?? 'en-us' },
    context,
    session: () => sessionFor(getRequestContext(context), request),
  };
}

/** A loader's or action's answer: a Response (redirect) or data() with its init. */
function read(result: unknown) {
  if (result instanceof Response) return { status: result.status, headers: result.headers, data: undefined };
  const { data, init } = result as { data: Record<string, unknown>; init?: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return read(error);
  }
  throw new Error('expected a thrown response');
}

const en = (id: string, values?: Record<string, string | number>) => errorMessage('en-us', id, values);

let restore: () => void;
beforeEach(() => {
  tokenFlights.clear();
  restore = setErrorReporter(() => undefined);
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('/:locale/reset-password', () => {
  it('the page gets the link’s token, is never cached and sends no Referer', async () => {
    api({});
    const page = read(await resetPasswordLoader(args(`/en-us/reset-password?token=${TOKEN}`)));
    expect(page.data).toMatchObject({ token: TOKEN, locale: 'en-us', countryCode: 'US' });
    expect(page.data?.title).toBe(translatorFor('en-us').format('meta.reset.title', { brand: 'Stride' }));
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(read(await resetPasswordLoader(args('/en-us/reset-password?token=<script>'))).data).toMatchObject({
      token: null,
    });
  });

  it('asks the api whether the link still works when the page opens, without using it', async () => {
    const fake = api({ [`POST ${CHECK_RESET_PASSWORD_PATH}`]: [new Response(null, { status: 204 })] });
    const usable = read(await resetPasswordLoader(args(`/en-us/reset-password?token=${TOKEN}`)));
    expect(usable.data).toMatchObject({ token: TOKEN, link: 'usable' });
    expect(fake.callsTo(CHECK_RESET_PASSWORD_PATH)[0]?.body).toEqual({ token: TOKEN });
    expect(fake.callsTo(RESET_PASSWORD_PATH)).toHaveLength(0);

    api({ [`POST ${CHECK_RESET_PASSWORD_PATH}`]: [apiError(400, 'AUT402', 'expired', { field: 'body.token' })] });
    expect(read(await resetPasswordLoader(args(`/en-us/reset-password?token=${TOKEN}`))).data).toMatchObject({
      token: TOKEN,
      link: 'expired',
    });
    // Too many checks, or an api that cannot answer: the form stays (the reset itself still checks the link).
    api({ [`POST ${CHECK_RESET_PASSWORD_PATH}`]: [apiError(429, 'API429')] });
    expect(read(await resetPasswordLoader(args(`/en-us/reset-password?token=${TOKEN}`))).data).toMatchObject({
      link: 'usable',
    });
    // A cut-off link is not sent at all.
    const none = api({});
    expect(read(await resetPasswordLoader(args('/en-us/reset-password?token=abc'))).data).toMatchObject({
      token: null,
      link: 'incomplete',
    });
    expect(none.callsTo(CHECK_RESET_PASSWORD_PATH)).toHaveLength(0);
  });

  it('resets the password, then the home page with the sign-in dialog and a toast', async () => {
    const fake = api({ [`POST ${RESET_PASSWORD_PATH}`]: [new Response(null, { status: 204 })] });
    const call = args(`/en-us/reset-password?token=${TOKEN}`, {
      form: {
        intent: 'reset-password',
        token: TOKEN,
        newPassword: 'a-new-passphrase',
        confirmPassword: 'a-new-passphrase',
      },
      cookie: browserCookies(tokenAnswer('Registered')),
    });
    const answer = read(await resetPasswordAction(call));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en-us#modal-sign-in');
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('outsole_flash='))).toBe(true);
    expect(fake.callsTo(RESET_PASSWORD_PATH)[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'a-new-passphrase',
      confirmPassword: 'a-new-passphrase',
    });
    expect(fake.callsTo(RESET_PASSWORD_PATH)[0]?.headers.has('authorization')).toBe(false);
    // Every session of the account was revoked by the api; this browser lets go of its own.
    expect(cookieMap(call.session().commitCookies()).get(SESSION_COOKIES.refreshToken)).toMatch(/Max-Age=0/);
  });

  it.each([
    [{ newPassword: 'short', confirmPassword: 'short' }, { newPassword: en('FE872', { minLength: 8 }) }],
    [{ newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' }, { confirmPassword: en('FE340') }],
  ])('checks %j before calling the api', async (fields, fieldErrors) => {
    const fake = api({});
    const answer = read(
      await resetPasswordAction(
        args('/en-us/reset-password', { form: { intent: 'reset-password', token: TOKEN, ...fields } }),
      ),
    );
    expect(answer).toMatchObject({ status: 400, data: { ok: false, fieldErrors } });
    expect(fake.callsTo(RESET_PASSWORD_PATH)).toHaveLength(0);
  });

  it.each([
    ['AUT402', { formError: en('AUT402') }],
    ['AUT450', { fieldErrors: { newPassword: en('AUT450') } }],
    ['AUT451', { fieldErrors: { newPassword: en('AUT451') } }],
    ['API429', { formError: en('API429') }],
  ])('%s from the api', async (errorId, expected) => {
    api({ [`POST ${RESET_PASSWORD_PATH}`]: [apiError(errorId === 'API429' ? 429 : 400, errorId)] });
    const answer = read(
      await resetPasswordAction(
        args('/en-us/reset-password', {
          form: {
            intent: 'reset-password',
            token: TOKEN,
            newPassword: 'long-enough-1',
            confirmPassword: 'long-enough-1',
          },
        }),
      ),
    );
    expect(answer).toEqual({ status: 400, headers: expect.any(Headers), data: { ok: false, ...expected } });
  });
});

describe('/:locale/account', () => {
  const profile = consumerProfile();

  it('loads the signed-in shopper’s profile with their token, never cached', async () => {
    const tokens = tokenAnswer('Registered');
    const fake = api({ 'GET /consumers-v3/consumer': [Response.json({ consumerProfile: profile })] });
    const page = read(await accountLoader(args('/en-us/account', { cookie: browserCookies(tokens) })));
    expect(page.data).toMatchObject({ locale: 'en-us', countryCode: 'US', profile: { consumerNo: 'C1234567890' } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(fake.callsTo('/consumers-v3/consumer')[0]?.headers.get('authorization')).toBe(
      `Bearer ${tokens.accessToken}`,
    );
  });

  it('a session the api does not accept (AUT498) goes home, signed out, with the sign-in open and the way back', async () => {
    api({ 'GET /consumers-v3/consumer': [apiError(401, 'AUT498')] });
    const call = args('/en-us/account', { cookie: browserCookies(tokenAnswer('Registered')) });
    const answer = await thrown(accountLoader(call));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en-us?returnTo=%2Fen-us%2Faccount&reason=account#modal-sign-in');
    expect(call.session().kind).toBe('anonymous');
  });

  const change = {
    intent: 'change-password',
    currentPassword: 'Outsole-demo-2026',
    newPassword: 'a-new-passphrase',
    confirmPassword: 'a-new-passphrase',
  };

  it('changes the password: a fetcher gets ok, a document post the page again, both a toast', async () => {
    const tokens = tokenAnswer('Registered');
    const fake = api({ [`POST ${CHANGE_PASSWORD_PATH}`]: [new Response(null, { status: 204 })] });
    const fetcher = read(
      await accountAction(args('/en-us/account.data', { form: change, cookie: browserCookies(tokens) })),
    );
    expect(fetcher.data).toEqual({ ok: true });
    expect(fetcher.headers.getSetCookie().some((cookie) => cookie.startsWith('outsole_flash='))).toBe(true);
    const call = fake.callsTo(CHANGE_PASSWORD_PATH)[0]!;
    expect(call.body).toEqual({
      currentPassword: 'Outsole-demo-2026',
      newPassword: 'a-new-passphrase',
      confirmPassword: 'a-new-passphrase',
    });
    expect(call.headers.get('authorization')).toBe(`Bearer ${tokens.accessToken}`);
    const document = read(
      await accountAction(args('/en-us/account', { form: change, cookie: browserCookies(tokens) })),
    );
    expect(document.status).toBe(303);
    expect(document.headers.get('location')).toBe('/en-us/account');
  });

  it('signed out meanwhile: home with the sign-in open saying the session ended, then back to the account', async () => {
    api({ [`POST ${CHANGE_PASSWORD_PATH}`]: [apiError(401, 'AUT498')] });
    const answer = (await thrown(
      accountAction(args('/en-us/account.data', { form: change, cookie: browserCookies(tokenAnswer('Registered')) })),
    ))!;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      '/en-us?returnTo=%2Fen-us%2Faccount&reason=session-ended#modal-sign-in',
    );
  });

  it.each([
    // Not the sign-in's "That email and password combination…": no email was asked for.
    ['AUT437', { currentPassword: 'That isn’t your current password. Please try again.' }],
    ['AUT450', { newPassword: en('AUT450') }],
    ['FE872', { newPassword: en('FE872', { minLength: 8 }) }],
    ['FE340', { confirmPassword: en('FE340') }],
  ])('%s → its field', async (errorId, fieldErrors) => {
    api({ [`POST ${CHANGE_PASSWORD_PATH}`]: [apiError(400, errorId)] });
    const answer = read(
      await accountAction(
        args('/en-us/account.data', { form: change, cookie: browserCookies(tokenAnswer('Registered')) }),
      ),
    );
    expect(answer).toMatchObject({ status: 400, data: { ok: false, fieldErrors } });
  });

  it('checks the fields before calling the api', async () => {
    const fake = api({});
    const answer = read(
      await accountAction(
        args('/en-us/account.data', {
          form: { intent: 'change-password', currentPassword: '', newPassword: 'abc', confirmPassword: 'abc' },
          cookie: browserCookies(tokenAnswer('Registered')),
        }),
      ),
    );
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: {
        currentPassword: translatorFor('en-us').format('auth.error.currentPassword.required'),
        newPassword: en('FE872', { minLength: 8 }),
      },
    });
    expect(fake.callsTo(CHANGE_PASSWORD_PATH)).toHaveLength(0);
  });
});

describe('/:locale/account details (intent=update-profile)', () => {
  const COUNTRIES = {
    countries: [
      { countryCode: 'US', name: 'United States', dialCode: '1', phoneMask: '(XXX) XXX - XXXX', phoneDigits: 10 },
      { countryCode: 'JP', name: 'Japan', dialCode: '81', phoneMask: 'XX - XXXX - XXXX', phoneDigits: 10 },
    ].map((country) => ({ ...country, currency: country.countryCode === 'US' ? 'USD' : 'JPY', states: [] })),
  };
  const onFile = consumerProfile({
    consumerDetails: {
      ...consumerProfile().consumerDetails,
      phone: '4155550123',
      phoneCode: '+1',
      birthDate: '1990-04-02',
      postalCode: '10012',
    },
  });
  const edit = {
    intent: 'update-profile',
    firstName: ' Grace ',
    lastName: 'Hopper',
    phone: '(202) 555 - 0143',
    birthDate: '1985-12-09',
    postalCode: '20001',
    preferredShoeSize: 'W8',
  };
  const TOKENS = tokenAnswer('Registered');
  function post(path: string, form: Record<string, string>, extra: [string, string][] = []) {
    const call = args(path, { form, cookie: browserCookies(TOKENS) });
    const body = new URLSearchParams(form);
    for (const [name, value] of extra) body.append(name, value);
    return { ...call, request: new Request(call.request.url, { method: 'POST', body, headers: call.request.headers }) };
  }
  function profileApi(put: Answer[] = [Response.json({ consumerProfile: onFile })]) {
    return api({
      'GET /consumers-v3/consumer': [Response.json({ consumerProfile: onFile })],
      'GET /consumers-v3/utilities/countryList': [Response.json(COUNTRIES)],
      'PUT /consumers-v3/consumer': put,
    });
  }

  it('the page gets the phone’s country (its own mask) and opens the form with ?edit=details', async () => {
    profileApi();
    const page = read(
      await accountLoader(args('/en-us/account?edit=details', { cookie: browserCookies(tokenAnswer('Registered')) })),
    );
    expect(page.data).toMatchObject({ editing: true, phoneCountry: { dialCode: '1', phoneMask: '(XXX) XXX - XXXX' } });
    const plain = read(
      await accountLoader(args('/en-us/account', { cookie: browserCookies(tokenAnswer('Registered')) })),
    );
    expect(plain.data).toMatchObject({ editing: false });
  });

  it('a Japanese number on a US site is shown in Japan’s mask', async () => {
    const japanese = consumerProfile({
      consumerDetails: { ...onFile.consumerDetails, phone: '9012356984', phoneCode: '+81' },
    });
    api({
      'GET /consumers-v3/consumer': [Response.json({ consumerProfile: japanese })],
      'GET /consumers-v3/utilities/countryList': [Response.json(COUNTRIES)],
    });
    const page = read(
      await accountLoader(args('/en-us/account', { cookie: browserCookies(tokenAnswer('Registered')) })),
    );
    expect(page.data).toMatchObject({ phoneCountry: { dialCode: '81', phoneMask: 'XX - XXXX - XXXX' } });
  });

  it('saves: PUT with the shopper’s token, interests always sent, the opt-in when it changed; a fetcher gets ok, a document post the page, both one toast', async () => {
    const tokens = TOKENS;
    const fake = profileApi();
    const form = { ...edit, emailOptIn: 'on' };
    const call = post('/en-us/account.data?edit=details', form, [
      ['interests', 'hiking'],
      ['interests', 'not-an-interest'],
    ]);
    const fetcher = read(await accountAction(call));
    expect(fetcher.data).toEqual({ ok: true, intent: 'update-profile' });
    expect(fetcher.headers.getSetCookie().some((cookie) => cookie.startsWith('outsole_flash='))).toBe(true);
    const put = fake.calls.find((each) => each.method === 'PUT')!;
    expect(put.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '(202) 555 - 0143',
      phoneCode: '+1',
      birthDate: '1985-12-09',
      postalCode: '20001',
      interests: ['hiking'],
      preferredShoeSize: 'W8',
      emailOptIn: true,
    });
    expect(put.headers.get('authorization')).toBe(`Bearer ${tokens.accessToken}`);

    const unsubscribe = read(await accountAction(post('/en-us/account?edit=details', edit)));
    expect(unsubscribe.status).toBe(303);
    expect(unsubscribe.headers.get('location')).toBe('/en-us/account');
    const second = fake.calls.filter((each) => each.method === 'PUT')[1]!;
    expect(second.body).toMatchObject({ interests: [] });
    // Not subscribed on file and left unticked: nothing to change.
    expect(second.body).not.toHaveProperty('emailOptIn');
  });

  it('a pending email subscription (double opt-in, decision 0054) keeps its box ticked without a new email; unticked it is turned off', async () => {
    const pending = consumerProfile({
      ...onFile,
      subscriptions: [
        { channel: 'email', optin: false, pending: true },
        { channel: 'sms', optin: false },
      ],
    });
    const fake = api({
      'GET /consumers-v3/consumer': [Response.json({ consumerProfile: pending })],
      'GET /consumers-v3/utilities/countryList': [Response.json(COUNTRIES)],
      'PUT /consumers-v3/consumer': [Response.json({ consumerProfile: pending })],
    });
    read(await accountAction(post('/en-us/account.data', { ...edit, emailOptIn: 'on' })));
    read(await accountAction(post('/en-us/account.data', edit)));
    const [kept, off] = fake.calls.filter((each) => each.method === 'PUT');
    expect(kept!.body).not.toHaveProperty('emailOptIn');
    expect(off!.body).toMatchObject({ emailOptIn: false });
  });

  it('"Send the link again" asks the api for a new confirmation link and says to check the inbox (without JavaScript too)', async () => {
    const fake = profileApi();
    const answer = read(await accountAction(post('/en-us/account', { intent: 'resend-email-optin' })));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en-us/account');
    expect(answer.headers.get('set-cookie')).toContain('outsole_flash=');
    const [put, ...more] = fake.calls.filter((each) => each.method === 'PUT');
    expect(more).toEqual([]);
    expect(put!.body).toEqual({ emailOptIn: true });
    expect(put!.headers.get('authorization')).toBe(`Bearer ${TOKENS.accessToken}`);
  });

  it('emptied fields and "No preference" remove what is on file: sent as null, not left out (with or without JavaScript)', async () => {
    const fake = profileApi();
    const cleared = { ...edit, phone: ' ', birthDate: '', postalCode: '', preferredShoeSize: '' };
    const fetcher = read(await accountAction(post('/en-us/account.data', cleared)));
    expect(fetcher.data).toEqual({ ok: true, intent: 'update-profile' });
    const document = read(await accountAction(post('/en-us/account?edit=details', cleared)));
    expect(document.status).toBe(303);
    const puts = fake.calls.filter((each) => each.method === 'PUT');
    expect(puts).toHaveLength(2);
    for (const put of puts) {
      expect(put.body).toEqual({
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: null,
        birthDate: null,
        postalCode: null,
        interests: [],
        preferredShoeSize: null,
      });
    }
  });

  it('checks the fields as sign-up does, before the api, and answers the values sent', async () => {
    const fake = profileApi();
    const bad = { ...edit, firstName: '', phone: '123', birthDate: '2020-02-02', postalCode: 'ABC' };
    const answer = read(await accountAction(post('/en-us/account?edit=details', bad)));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      intent: 'update-profile',
      values: { firstName: '', phone: '123', postalCode: 'ABC', interests: [], emailOptIn: false },
      fieldErrors: {
        firstName: translatorFor('en-us').format('auth.error.firstName.required'),
        phone: translatorFor('en-us').format('auth.error.phoneDigits', { digits: 10, example: '(201) 555-0123' }),
        birthDate: translatorFor('en-us').format('auth.error.tooYoung', { age: 13 }),
        postalCode: en('PRO415'),
      },
    });
    expect(fake.calls.filter((each) => each.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a name with digits or symbols at its field, in the page’s language, before the api (decision 0017)', async () => {
    const fake = profileApi();
    const answer = read(await accountAction(post('/de-de/account?edit=details', { ...edit, lastName: 'Hopper 2' })));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { lastName: 'Bitte verwende nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte.' },
    });
    expect(fake.calls.filter((each) => each.method === 'PUT')).toHaveLength(0);
  });

  it('a name on file from before (a digit in it), unchanged, is neither checked nor sent; the other fields are saved', async () => {
    const named = consumerProfile({ consumerDetails: { ...onFile.consumerDetails, firstName: 'Robin2' } });
    const fake = api({
      'GET /consumers-v3/consumer': [Response.json({ consumerProfile: named })],
      'GET /consumers-v3/utilities/countryList': [Response.json(COUNTRIES)],
      'PUT /consumers-v3/consumer': [Response.json({ consumerProfile: named })],
    });
    const answer = read(await accountAction(post('/en-us/account.data', { ...edit, firstName: 'Robin2' })));
    expect(answer.data).toEqual({ ok: true, intent: 'update-profile' });
    const put = fake.calls.find((each) => each.method === 'PUT')!.body as Record<string, unknown>;
    expect(put).not.toHaveProperty('firstName');
    expect(put).toMatchObject({ lastName: 'Hopper', birthDate: '1985-12-09' });
  });

  it.each(['en-gb', 'ja-jp'])(
    '%s: the US ZIP code on file, unchanged, is neither checked in the site’s format nor sent (tester finding)',
    async (locale) => {
      const fake = profileApi();
      const answer = read(await accountAction(post(`/${locale}/account.data`, { ...edit, postalCode: '10012' })));
      expect(answer.data).toEqual({ ok: true, intent: 'update-profile' });
      expect(fake.calls.find((each) => each.method === 'PUT')!.body).not.toHaveProperty('postalCode');
    },
  );

  it('a new postal code is checked in the account’s country’s format, as the api checks it, on any site', async () => {
    const fake = profileApi();
    const us = read(await accountAction(post('/en-gb/account.data', { ...edit, postalCode: '94103' })));
    expect(us.data).toEqual({ ok: true, intent: 'update-profile' });
    expect(fake.calls.find((each) => each.method === 'PUT')!.body).toMatchObject({ postalCode: '94103' });
    const gb = read(await accountAction(post('/en-gb/account.data', { ...edit, postalCode: 'SW1A 1AA' })));
    expect(gb.status).toBe(400);
    expect(gb.data).toMatchObject({ fieldErrors: { postalCode: expect.any(String) } });
  });

  it.each(['(415) 555 - 0123', '+1 415 555 0123', '4155550123'])(
    'the number on file, unchanged (%s), is neither checked nor sent again',
    async (phone) => {
      const fake = profileApi();
      const answer = read(await accountAction(post('/en-us/account.data', { ...edit, phone })));
      expect(answer.data).toEqual({ ok: true, intent: 'update-profile' });
      expect(fake.calls.find((each) => each.method === 'PUT')!.body).not.toHaveProperty('phone');
    },
  );

  describe('the mobile’s country (tester finding: a number on file locked the country)', () => {
    const EUROPE = {
      countries: [
        { countryCode: 'DE', name: 'Germany', dialCode: '49', phoneMask: 'XXX - XXXXXXXX', phoneDigits: 11 },
        { countryCode: 'GB', name: 'United Kingdom', dialCode: '44', phoneMask: 'XXXX - XXX - XXX', phoneDigits: 10 },
        { countryCode: 'US', name: 'United States', dialCode: '1', phoneMask: '(XXX) XXX - XXXX', phoneDigits: 10 },
        { countryCode: 'CA', name: 'Canada', dialCode: '1', phoneMask: '(XXX) XXX - XXXX', phoneDigits: 10 },
      ].map((country) => ({ ...country, currency: 'EUR', states: [] })),
    };
    const british = consumerProfile({
      consumerDetails: { ...onFile.consumerDetails, phone: '7700900123', phoneCode: '+44' },
    });
    function germanApi() {
      return api({
        'GET /consumers-v3/consumer': [Response.json({ consumerProfile: british })],
        'GET /consumers-v3/utilities/countryList': [Response.json(EUROPE)],
        'PUT /consumers-v3/consumer': [Response.json({ consumerProfile: british })],
      });
    }
    const german = { ...edit, postalCode: '10115', phone: '0151 23456789' };

    it('the page offers one choice per dial code, the site’s first, opening at the number’s (+44 on a de-de site)', async () => {
      germanApi();
      const page = read(await accountLoader(args('/de-de/account?edit=details', { cookie: browserCookies(TOKENS) })));
      expect(page.data).toMatchObject({
        phoneCountry: { dialCode: '44' },
        phoneCountries: [
          { dialCode: '49', countryCodes: ['DE'] },
          { dialCode: '44', countryCodes: ['GB'] },
          { dialCode: '1', countryCodes: ['US', 'CA'] },
        ],
      });
    });

    it('a +44 number on file, a new German mobile with phoneCode 49: checked as German and sent with +49', async () => {
      const fake = germanApi();
      const answer = read(await accountAction(post('/de-de/account.data', { ...german, phoneCode: '49' })));
      expect(answer.data).toEqual({ ok: true, intent: 'update-profile' });
      expect(fake.calls.find((each) => each.method === 'PUT')!.body).toMatchObject({
        phone: '0151 23456789',
        phoneCode: '+49',
      });
    });

    it('a number written with its dial code is read by it, whatever the choice says', async () => {
      const fake = germanApi();
      const answer = read(
        await accountAction(post('/de-de/account.data', { ...german, phone: '+49 151 23456789', phoneCode: '44' })),
      );
      expect(answer.data).toEqual({ ok: true, intent: 'update-profile' });
      expect(fake.calls.find((each) => each.method === 'PUT')!.body).toMatchObject({ phoneCode: '+49' });
    });

    it('the chosen country’s rule is the one checked and named; the choice comes back with the values', async () => {
      germanApi();
      const answer = read(
        await accountAction(post('/de-de/account?edit=details', { ...german, phone: '030 1234567', phoneCode: '49' })),
      );
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({
        values: { phoneCode: '49' },
        fieldErrors: {
          phone: translatorFor('de-de').format('auth.error.phoneMobile', { starts: '015, 016 oder 017' }),
        },
      });
    });

    it('without a choice posted, a new number is still read with the dial code on file', async () => {
      const fake = germanApi();
      const answer = read(await accountAction(post('/de-de/account.data', { ...german, phone: '07700 900456' })));
      expect(answer.data).toEqual({ ok: true, intent: 'update-profile' });
      expect(fake.calls.find((each) => each.method === 'PUT')!.body).toMatchObject({ phoneCode: '+44' });
    });

    it('a choice no form offers (junk, an unknown code) is not taken: the number is read with the code on file', async () => {
      for (const phoneCode of ['\u0000', 'x'.repeat(5_000), '+999', '__proto__', '-1']) {
        const fake = germanApi();
        const answer = read(
          await accountAction(post('/de-de/account.data', { ...german, phone: '07700 900456', phoneCode })),
        );
        expect(answer.data, JSON.stringify(phoneCode).slice(0, 20)).toEqual({ ok: true, intent: 'update-profile' });
        expect(fake.calls.find((each) => each.method === 'PUT')!.body).toMatchObject({ phoneCode: '+44' });
      }
    });

    it('the number on file with another country chosen is a new number: checked as that country’s', async () => {
      const fake = germanApi();
      const answer = read(
        await accountAction(post('/de-de/account.data', { ...german, phone: '07700 900123', phoneCode: '49' })),
      );
      expect(answer.status).toBe(400);
      expect(fake.calls.filter((each) => each.method === 'PUT')).toHaveLength(0);
    });
  });

  it('junk in any field is a 400 with a message at it (ours, or the api’s refusal), never a failure of the page', async () => {
    const junk = ['\u0000', 'x'.repeat(5_000), '__proto__', '<script>', '\ud800', '1e309', '-1', '%ff'];
    for (const name of ['firstName', 'lastName', 'phone', 'birthDate', 'postalCode']) {
      for (const value of junk) {
        // The api refuses what passes our checks (a control character in a name: contracts shopperText).
        profileApi([apiError(400, 'API400', 'API400', { field: `body.${name}` })]);
        const answer = read(await accountAction(post('/en-us/account.data', { ...edit, [name]: value })));
        expect(answer.status, `${name}=${JSON.stringify(value).slice(0, 20)}`).toBe(400);
        expect(answer.data).toMatchObject({ ok: false, fieldErrors: { [name]: expect.any(String) } });
      }
    }
  });

  it.each([
    [apiError(409, 'AUT444', 'AUT444', { field: 'body.phone' }), { fieldErrors: { phone: en('AUT444') } }],
    [apiError(400, 'PRO415', 'PRO415', { field: 'body.postalCode' }), { fieldErrors: { postalCode: en('PRO415') } }],
    [apiError(429, 'API429'), { formError: en('API429') }],
  ])('an api refusal goes to its field or the form (%#)', async (refusal, expected) => {
    profileApi([refusal]);
    const answer = read(await accountAction(post('/en-us/account.data', edit)));
    expect(answer).toMatchObject({ status: 400, data: { ok: false, intent: 'update-profile', ...expected } });
  });

  it('signed out meanwhile: home with the sign-in open saying the session ended', async () => {
    api({
      'GET /consumers-v3/consumer': [apiError(401, 'AUT498')],
      'PUT /consumers-v3/consumer': [apiError(401, 'AUT498')],
    });
    const answer = await thrown(accountAction(post('/en-us/account.data', edit)));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      '/en-us?returnTo=%2Fen-us%2Faccount&reason=session-ended#modal-sign-in',
    );
  });
});
