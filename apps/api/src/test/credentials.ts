import { randomBytes } from 'node:crypto';
import { AuthorizationCodeResponse, SignUpResponse, type TokenResponse } from '@outsole/contracts/auth';
import type { CaptchaAction } from '@outsole/contracts/captcha';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { bearer, pkcePair, postToken, tokenOf } from './shoppers.js';
import { AUTH, TEST_DB, type TestApp } from './test-app.js';

/**
 * The credential calls as the storefront makes them, through inject(): a captcha token from the sandbox provider,
 * then sign-in or sign-up with it, then the code exchange. Each call comes from a client address (`ip`) so tests of
 * per-client counting can choose it.
 */

export const STRONG_PASSWORD = 'Correct-Horse-Battery-9';

export interface CallOptions {
  ip?: string;
  siteId?: string;
  headers?: Record<string, string>;
}

function headersOf({ siteId, headers }: CallOptions): Record<string, string> {
  return { ...AUTH, ...(siteId ? { 'x-site-id': siteId } : {}), ...headers };
}

export async function captchaToken(t: TestApp, action: CaptchaAction, score?: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/captcha/v1/sandbox/token',
    headers: AUTH,
    payload: { action, ...(score === undefined ? {} : { score }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

export function post(
  t: TestApp,
  url: string,
  payload: Record<string, unknown>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: headersOf(options),
    payload,
    remoteAddress: options.ip ?? '10.1.0.1',
  });
}

/** POST /consumers-v3/auth/signin with a fresh captcha token unless `recaptcha_response` is given. */
export async function postSignIn(
  t: TestApp,
  body: { username: string; password: string; codeChallenge?: string; recaptcha_response?: string },
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return post(
    t,
    '/consumers-v3/auth/signin',
    {
      type: 'Registered',
      codeChallenge: body.codeChallenge ?? pkcePair().codeChallenge,
      recaptcha_response: body.recaptcha_response ?? (await captchaToken(t, 'signin')),
      username: body.username,
      password: body.password,
    },
    options,
  );
}

/** A sign-up body with every profile field, a fresh email and a strong password. */
export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Robin',
    lastName: 'Runner',
    email: `robin-${randomBytes(5).toString('hex')}@example.com`,
    password: STRONG_PASSWORD,
    birthDate: '1991-03-14',
    postalCode: '94110',
    interests: ['road-running', 'trail-running'],
    preferredShoeSize: 'M10.5',
    emailOptIn: true,
    smsOptIn: false,
    ...overrides,
  };
}

export async function postSignUp(
  t: TestApp,
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return post(
    t,
    '/consumers-v3/auth/signup',
    { recaptcha_response: await captchaToken(t, 'signup'), ...body },
    options,
  );
}

export interface SignedInShopper {
  consumerNo: string;
  email: string;
  password: string;
  tokens: TokenResponse;
  headers: Record<string, string>;
}

/** Sign-in through the real routes, then the code exchange: the shopper's tokens. */
export async function signInThroughRoutes(
  t: TestApp,
  email: string,
  password: string,
  options: CallOptions = {},
): Promise<TokenResponse> {
  const pair = pkcePair();
  const response = await postSignIn(t, { username: email, password, codeChallenge: pair.codeChallenge }, options);
  expect(response.statusCode, response.body).toBe(200);
  const { authorizationCode } = AuthorizationCodeResponse.parse(response.json());
  return tokenOf(
    await postToken(
      t,
      { type: 'Registered', authorizationCode, codeVerifier: pair.codeVerifier },
      options.siteId ? { 'x-site-id': options.siteId } : {},
    ),
  );
}

/** A new account through sign-up, signed in through sign-in and the token exchange. */
export async function newShopper(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<SignedInShopper> {
  const body = signUpBody(overrides);
  const response = await postSignUp(t, body, options);
  expect(response.statusCode, response.body).toBe(201);
  const { consumerNo } = SignUpResponse.parse(response.json());
  const email = String(body.email).toLowerCase();
  const password = String(body.password);
  const tokens = await signInThroughRoutes(t, email, password, options);
  return { consumerNo, email, password, tokens, headers: bearer(tokens.accessToken) };
}

/** A trigger that makes every email_outbox insert fail after its row was written (the transaction must undo both). */
export async function failOutboxInserts(t: TestApp, on: boolean): Promise<void> {
  if (TEST_DB === 'sqlite') {
    await sql`drop trigger if exists outbox_down`.execute(t.db);
    if (on) {
      await sql`create trigger outbox_down after insert on email_outbox begin select raise(abort, 'outbox down'); end`.execute(
        t.db,
      );
    }
    return;
  }
  await sql`drop trigger if exists outbox_down on email_outbox`.execute(t.db);
  if (on) {
    await sql`create or replace function outbox_down() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$`.execute(
      t.db,
    );
    await sql`create trigger outbox_down after insert on email_outbox for each row execute function outbox_down()`.execute(
      t.db,
    );
  }
}
