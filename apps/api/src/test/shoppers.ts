import { randomBytes, randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { TokenResponse } from '@outsole/contracts/auth';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/schema.js';
import { CURRENCIES } from '../db/seed/reference/currencies.js';
import { SITES } from '../db/seed/reference/sites.js';
import type { RequestContext, Shopper } from '../lib/context.js';
import { challengeOf } from '../modules/session/secrets.js';
import { issueAuthorizationCode } from '../modules/session/session.service.js';
import { testContext } from './request-context.js';
import { AUTH, type TestApp } from './test-app.js';

/**
 * Shoppers for api tests: accounts written straight into the database (before any sign-in route exists to create
 * them), authorization codes issued as sign-in issues them, and the token endpoint driven through inject().
 */

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

export interface TestConsumer {
  consumerNo: string;
  email: string;
  siteId: string;
}

/** An account row (argon2id hash of TEST_PASSWORD) on a seeded site, by default stride-en-us. */
export async function createTestConsumer(
  db: Db,
  {
    siteId = 'stride-en-us',
    consumerType = 'REGISTERED',
    memberId = null,
  }: { siteId?: string; consumerType?: 'REGISTERED' | 'EMPLOYEE'; memberId?: string | null } = {},
): Promise<TestConsumer> {
  const site = await db
    .selectFrom('sites')
    .select(['brand', 'country_code'])
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const consumerNo = `C${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
  const email = `shopper-${randomBytes(6).toString('hex')}@example.com`;
  const now = new Date().toISOString();
  await db
    .insertInto('consumers')
    .values({
      consumer_no: consumerNo,
      brand: site.brand,
      email,
      country_code: site.country_code,
      consumer_type: consumerType,
      member_id: memberId,
      employee_annual_cap: consumerType === 'EMPLOYEE' ? 100_000 : null,
      employee_currency: consumerType === 'EMPLOYEE' ? 'USD' : null,
      employee_terms_accepted_at: null,
      first_name: 'Test',
      last_name: 'Shopper',
      phone: null,
      phone_code: null,
      birth_date: null,
      postal_code: null,
      preferred_shoe_size: null,
      password_hash: await hash(TEST_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
      password_changed_at: now,
      site_id: siteId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { consumerNo, email, siteId };
}

/** A PKCE pair as the storefront makes it (spec §9: 32 random bytes, SHA-256, base64url). */
export function pkcePair(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: challengeOf(codeVerifier) };
}

/** A request context on a seeded site, optionally as a guest session (whose usid a code then carries). */
export function contextOn(siteId: string, shopper?: Shopper): RequestContext {
  const seed = SITES.find((site) => site.siteId === siteId);
  const currency = CURRENCIES.find((item) => item.code === seed?.currency);
  if (!seed || !currency) throw new Error(`no seeded site ${siteId}`);
  return testContext({
    site: { ...seed, currencyExponent: currency.exponent },
    locale: seed.locale,
    ...(shopper ? { shopper } : {}),
  });
}

/** What a successful sign-in hands the storefront: a code, with the verifier only the storefront knows. */
export async function signInCode(
  db: Db,
  consumer: TestConsumer,
  { guestUsid, now }: { guestUsid?: string; now?: Date } = {},
): Promise<{ authorizationCode: string; codeVerifier: string; codeChallenge: string }> {
  const pair = pkcePair();
  const ctx = contextOn(
    consumer.siteId,
    guestUsid ? { kind: 'guest', usid: guestUsid, familyId: '00000000-0000-4000-8000-000000000000' } : undefined,
  );
  const { authorizationCode } = await issueAuthorizationCode(
    ctx,
    db,
    { consumerNo: consumer.consumerNo, codeChallenge: pair.codeChallenge },
    now,
  );
  return { authorizationCode, ...pair };
}

export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

export function postToken(
  t: TestApp,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/token/v2/auth/token', headers: { ...AUTH, ...headers }, payload });
}

/** A token response that must succeed, parsed with its contract. */
export function tokenOf(response: LightMyRequestResponse): TokenResponse {
  expect(response.statusCode, response.body).toBe(200);
  return TokenResponse.parse(response.json());
}

export async function guestToken(t: TestApp, headers: Record<string, string> = {}): Promise<TokenResponse> {
  return tokenOf(await postToken(t, { type: 'Guest' }, headers));
}

/** Signs a consumer in as the storefront does: a code (optionally from a guest session), then its exchange. */
export async function signIn(
  t: TestApp,
  consumer: TestConsumer,
  { guestUsid, body = {} }: { guestUsid?: string; body?: Record<string, unknown> } = {},
): Promise<TokenResponse> {
  const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer, guestUsid ? { guestUsid } : {});
  return tokenOf(
    await postToken(
      t,
      { type: 'Registered', authorizationCode, codeVerifier, ...body },
      { 'x-site-id': consumer.siteId },
    ),
  );
}

/**
 * Shoppers by name for one test app: guests (`x-usid: name`) and accounts (`x-account: name`), each made on first
 * use and kept, so a test can speak of "the shopper flagger-1" and post as the same session again. `headersOf`
 * replaces the `x-usid` or `x-account` header with that shopper's bearer (the api takes no bare x-usid as an
 * identity); `usidOf` is a guest session's usid, `consumerOf` an account's.
 */
export function namedGuests(t: TestApp) {
  const tokens = new Map<string, Promise<TokenResponse>>();
  const accounts = new Map<string, Promise<{ consumer: TestConsumer; token: TokenResponse }>>();
  const guest = (name: string) => {
    let token = tokens.get(name);
    if (!token) {
      token = guestToken(t);
      tokens.set(name, token);
    }
    return token;
  };
  const account = (name: string) => {
    let made = accounts.get(name);
    if (!made) {
      made = createTestConsumer(t.db).then(async (consumer) => ({ consumer, token: await signIn(t, consumer) }));
      accounts.set(name, made);
    }
    return made;
  };
  return {
    async headersOf(headers: Record<string, string>): Promise<Record<string, string>> {
      const { 'x-usid': name, 'x-account': accountName, ...rest } = headers;
      if (accountName !== undefined) return { ...rest, ...bearer((await account(accountName)).token.accessToken) };
      return name === undefined ? rest : { ...rest, ...bearer((await guest(name)).accessToken) };
    },
    async usidOf(name: string): Promise<string> {
      return (await guest(name)).usid;
    },
    async consumerOf(name: string): Promise<TestConsumer> {
      return (await account(name)).consumer;
    },
  };
}
