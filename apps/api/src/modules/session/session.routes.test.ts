import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { captureLogs } from '../../test/log-capture.js';
import {
  contextOn,
  createTestConsumer,
  guestToken,
  pkcePair,
  postToken,
  signIn,
  signInCode,
  tokenOf,
  type TestConsumer,
} from '../../test/shoppers.js';
import { buildApp } from '../../app.js';
import { call, cartOf, variantsOn } from '../../test/cart-kit.js';
import { createTestApp, TEST_DB, testConfig, TEST_TRUST_ID, type TestApp } from '../../test/test-app.js';
import { createAccessTokens } from './access-token.js';
import { createGrantFlights } from './grant-flights.js';
import { createGuestRefreshTokens, type GuestRefreshClaims } from './guest-refresh-token.js';
import { digestOf } from './secrets.js';
import { signOut } from './session.service.js';
import { createSigningKeys, rotateSigningKey } from './signing-keys.js';
import { grantToken, type TokenIssuer } from './token-grants.service.js';

const usidOf = () => randomBytes(32).toString('base64url');
const NO_CREDENTIAL_LIMIT = { CREDENTIAL_LIMIT_PER_ADDRESS: '0' } as const;

describe(`token endpoint: guest, PKCE code exchange, refresh rotation (${TEST_DB})`, () => {
  let t: TestApp;
  let consumer: TestConsumer;
  const logs = captureLogs();
  /** Every secret handed out or presented in this file: none may appear in a log line. */
  const secrets = new Set<string>();
  const keep = (...values: string[]) => {
    for (const value of values) secrets.add(value).add(digestOf(value));
  };

  beforeAll(async () => {
    // The credential budget of the token endpoint is tested on its own below.
    t = await createTestApp({ logger: logs.logger, stylesPerSize: 4, env: NO_CREDENTIAL_LIMIT });
    consumer = await createTestConsumer(t.db, { memberId: 'M-42' });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string, type: 'Guest' | 'Registered' = 'Registered', headers = {}) =>
    postToken(t, { type, refreshToken }, headers);
  /** A consumer endpoint stand-in: the family check (AUT498) behind every /consumers-v3/consumer route. */
  const familyRevoked = async (familyId: string) => {
    const row = await t.db
      .selectFrom('token_families')
      .select(['revoked_at', 'revoked_reason'])
      .where('id', '=', familyId)
      .executeTakeFirstOrThrow();
    return row.revoked_at === null ? null : row.revoked_reason;
  };
  const familyOf = (accessToken: string) => String(decodeJwt(accessToken).fid);
  /** A family's row and its refresh tokens' rows (none for a guest session not yet refreshed). */
  const familyRows = async (familyId: string) => ({
    family: await t.db.selectFrom('token_families').selectAll().where('id', '=', familyId).executeTakeFirst(),
    tokens: await t.db.selectFrom('refresh_tokens').selectAll().where('family_id', '=', familyId).execute(),
  });
  /** What a guest session issued at `issuedAt` on stride-en-us says. */
  const claimsFor = (issuedAt: Date): GuestRefreshClaims => ({
    familyId: randomUUID(),
    usid: usidOf(),
    siteId: 'stride-en-us',
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + 30 * 86_400_000),
  });
  /**
   * Starts requests while SQLite's one connection is held by another transaction, so the first is still in progress
   * (waiting for the database) when the second arrives; then lets them finish. Answers in the order started.
   */
  const whileDatabaseBusy = async <T>(start: () => Promise<T>[]): Promise<T[]> => {
    let started: Promise<T>[] = [];
    await t.db.transaction().execute(async () => {
      started = start();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    return Promise.all(started);
  };

  describe('Guest', () => {
    it('starts a guest session with a new usid: an ES256 access token with the designed claims and a self-verifying refresh token; nothing is written', async () => {
      const response = await guestToken(t);
      keep(response.accessToken, response.refreshToken);
      expect(response).toMatchObject({ type: 'Guest', accessTokenExpiresIn: 1800 });
      expect(response.usid).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Within the storefront's cookie pattern and the contract's 200 characters.
      expect(response.refreshToken).toMatch(/^g1_[A-Za-z0-9_-]{100,197}$/);
      expect(response.refreshTokenExpiresIn).toBeGreaterThan(30 * 86_400 - 5);
      expect(response.refreshTokenExpiresIn).toBeLessThanOrEqual(30 * 86_400);
      const header = decodeProtectedHeader(response.accessToken);
      expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
      expect(typeof header.kid).toBe('string');
      const claims = decodeJwt(response.accessToken);
      expect(claims).toMatchObject({
        iss: 'outsole',
        aud: 'outsole-commerce',
        sub: `guest:${response.usid}`,
        typ: 'Guest',
        usid: response.usid,
        site: 'stride-en-us',
      });
      expect(claims.ctp).toBeUndefined();
      expect(Number(claims.exp) - Number(claims.iat)).toBe(1800);
      expect(await familyRows(String(claims.fid))).toEqual({ family: undefined, tokens: [] });
    });

    it('writes the session at its first refresh: the family as the token describes it, the first token rotated, an opaque successor', async () => {
      const guest = await guestToken(t);
      const fid = familyOf(guest.accessToken);
      const next = tokenOf(await refresh(guest.refreshToken, 'Guest'));
      keep(guest.accessToken, guest.refreshToken, next.accessToken, next.refreshToken);
      expect(next).toMatchObject({ type: 'Guest', usid: guest.usid });
      expect(next.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(familyOf(next.accessToken)).toBe(fid);
      expect(next.refreshTokenExpiresIn).toBeLessThanOrEqual(guest.refreshTokenExpiresIn);
      const { family, tokens } = await familyRows(fid);
      const issuedAt = Number(decodeJwt(guest.accessToken).iat);
      expect(family).toMatchObject({
        kind: 'Guest',
        consumer_no: null,
        usid: guest.usid,
        site_id: 'stride-en-us',
        revoked_at: null,
      });
      expect(Math.floor(Date.parse(family!.created_at) / 1000)).toBe(issuedAt);
      expect(Date.parse(family!.expires_at) - Date.parse(family!.created_at)).toBe(30 * 86_400 * 1000);
      expect(tokens).toHaveLength(2);
      const first = tokens.find((row) => row.token_hash === digestOf(guest.refreshToken));
      const successor = tokens.find((row) => row.token_hash === digestOf(next.refreshToken));
      expect(first).toMatchObject({ created_at: family!.created_at, expires_at: family!.expires_at });
      expect(first!.rotated_at).not.toBeNull();
      expect(successor).toMatchObject({ rotated_at: null, expires_at: family!.expires_at });
      // From here on the family behaves like any other.
      const third = tokenOf(await refresh(next.refreshToken, 'Guest'));
      keep(third.refreshToken);
      expect(familyOf(third.accessToken)).toBe(fid);
      expect((await familyRows(fid)).tokens).toHaveLength(3);
    });

    it('refuses a stateless token whose MAC does not hold: a changed character, a changed claim, another key', async () => {
      const guest = await guestToken(t);
      keep(guest.refreshToken);
      const body = guest.refreshToken.slice(3);
      const flip = (text: string, at: number) =>
        text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
      // A character of the payload (the usid) and of the MAC.
      for (const at of [60, body.length - 10]) {
        expectSpecError(await refresh(`g1_${flip(body, at)}`, 'Guest'), 400, 'AUT401');
      }
      // A non-canonical spelling of the same bytes (a character Node's decoder would skip) is not the same token.
      expectSpecError(await refresh(`g1_${body.slice(0, 50)}*${body.slice(50)}`, 'Guest'), 400, 'AUT401');
      // A token we did not sign: the right layout under a key of no signing key of ours.
      const foreign = createGuestRefreshTokens({
        ...createSigningKeys(t.db),
        refreshTokenKey: async () => ({
          ref: Buffer.alloc(8, 7),
          key: createSecretKey(randomBytes(32)),
        }),
      });
      const forged = await foreign.issue(claimsFor(new Date()));
      expectSpecError(await refresh(forged, 'Guest'), 400, 'AUT401');
      // The untouched token still works, and nothing above wrote a row.
      const fid = familyOf(guest.accessToken);
      expect(await familyRows(fid)).toEqual({ family: undefined, tokens: [] });
      keep(tokenOf(await refresh(guest.refreshToken, 'Guest')).refreshToken);
    });

    it('refuses an expired stateless token, one of another brand, and one presented as Registered, writing nothing', async () => {
      const ours = createGuestRefreshTokens(createSigningKeys(t.db));
      const expiredClaims = claimsFor(new Date(Date.now() - 30 * 86_400_000 - 1000));
      const expired = await ours.issue(expiredClaims);
      keep(expired);
      expectSpecError(await refresh(expired, 'Guest'), 400, 'AUT401');
      const kestrel = await guestToken(t, { 'x-site-id': 'kestrel-en-us' });
      keep(kestrel.refreshToken);
      expectSpecError(await refresh(kestrel.refreshToken, 'Guest'), 400, 'AUT401');
      expectSpecError(
        await refresh(kestrel.refreshToken, 'Registered', { 'x-site-id': 'kestrel-en-us' }),
        400,
        'AUT401',
      );
      for (const fid of [expiredClaims.familyId, familyOf(kestrel.accessToken)]) {
        expect(await familyRows(fid)).toEqual({ family: undefined, tokens: [] });
      }
      // Its own brand still takes it.
      keep(tokenOf(await refresh(kestrel.refreshToken, 'Guest', { 'x-site-id': 'kestrel-en-us' })).refreshToken);
    });

    it('the first token presented again within the grace window gets a sibling; later it revokes the session', async () => {
      const guest = await guestToken(t);
      const fid = familyOf(guest.accessToken);
      const next = tokenOf(await refresh(guest.refreshToken, 'Guest'));
      const sibling = tokenOf(await refresh(guest.refreshToken, 'Guest'));
      keep(guest.refreshToken, next.refreshToken, sibling.refreshToken);
      expect(sibling.refreshToken).not.toBe(next.refreshToken);
      expect(familyOf(sibling.accessToken)).toBe(fid);
      expect(await familyRevoked(fid)).toBeNull();
      // Its rotation was 31 s ago (grace: 30 s): a copy, and the whole session ends.
      await t.db
        .updateTable('refresh_tokens')
        .set({ rotated_at: new Date(Date.now() - 31_000).toISOString() })
        .where('token_hash', '=', digestOf(guest.refreshToken))
        .execute();
      expectSpecError(await refresh(guest.refreshToken, 'Guest'), 400, 'AUT401');
      expect(await familyRevoked(fid)).toBe('reuse');
      expectSpecError(await refresh(next.refreshToken, 'Guest'), 400, 'AUT401');
      expectSpecError(await refresh(sibling.refreshToken, 'Guest'), 400, 'AUT401');
      // The MAC still holds, but the session it describes is over.
      expectSpecError(await refresh(guest.refreshToken, 'Guest'), 400, 'AUT401');
    });

    it('concurrent first refreshes of the same token all succeed, in one family written once', async () => {
      for (let round = 0; round < 5; round += 1) {
        const guest = await guestToken(t);
        keep(guest.refreshToken);
        const answers = (await Promise.all([0, 1, 2].map(() => refresh(guest.refreshToken, 'Guest')))).map((response) =>
          tokenOf(response),
        );
        keep(...answers.map((answer) => answer.refreshToken));
        const fid = familyOf(guest.accessToken);
        expect(answers.map((answer) => familyOf(answer.accessToken))).toEqual([fid, fid, fid]);
        expect(new Set(answers.map((answer) => answer.refreshToken)).size).toBe(3);
        const { family, tokens } = await familyRows(fid);
        expect(family?.revoked_at).toBeNull();
        expect(tokens).toHaveLength(4);
        expect(tokens.filter((row) => row.rotated_at !== null).map((row) => row.token_hash)).toEqual([
          digestOf(guest.refreshToken),
        ]);
      }
    });

    it('keeps the storefront server’s x-usid when it is a valid one, and ignores one that is not, or untrusted', async () => {
      const usid = usidOf();
      const trusted = { 'x-server-trust-id': TEST_TRUST_ID };
      const kept = await guestToken(t, { ...trusted, 'x-usid': usid });
      expect(kept.usid).toBe(usid);
      const again = await guestToken(t, { ...trusted, 'x-usid': usid });
      expect(again.usid).toBe(usid);
      expect(familyOf(again.accessToken)).not.toBe(familyOf(kept.accessToken));
      const fresh = await guestToken(t, { ...trusted, 'x-usid': 'not-one-of-ours' });
      expect(fresh.usid).not.toBe('not-one-of-ours');
      // A bare x-usid from anyone else is no credential (decision 0017, addendum "x-usid").
      const untrusted = await guestToken(t, { 'x-usid': usid });
      expect(untrusted.usid).not.toBe(usid);
      keep(
        kept.accessToken,
        kept.refreshToken,
        again.accessToken,
        again.refreshToken,
        fresh.refreshToken,
        untrusted.refreshToken,
      );
    });

    it('answers no-store: tokens are never kept by a cache', async () => {
      const response = await postToken(t, { type: 'Guest' });
      expect(response.headers['cache-control']).toBe('no-store');
      keep(response.json<{ refreshToken: string }>().refreshToken);
    });

    it('answers 409 AUT409 to a duplicate guest request for the same usid while the first is being answered', async () => {
      const usid = usidOf();
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const keys = createSigningKeys(t.db);
      const real = createAccessTokens(keys, 1800);
      // The first request is held while its access token is signed (nothing else of a guest grant waits).
      const issuer: TokenIssuer = {
        tokens: { ...real, sign: async (subject, now) => gate.then(() => real.sign(subject, now)) },
        guestRefreshTokens: createGuestRefreshTokens(keys),
        settings: t.config.session,
        flights: createGrantFlights(),
      };
      const ctx = { ...contextOn('stride-en-us'), usid, trusted: true };
      const first = grantToken(ctx, t.db, issuer, { type: 'Guest' });
      await expect(grantToken(ctx, t.db, issuer, { type: 'Guest' })).rejects.toMatchObject({
        errorId: 'AUT409',
        statusCode: 409,
      });
      release();
      expect((await first).usid).toBe(usid);
      // Once the first is answered, the same usid gets a session again.
      const again = await grantToken(ctx, t.db, issuer, { type: 'Guest' });
      expect(again.usid).toBe(usid);
      keep((await first).refreshToken, again.refreshToken);
    });
  });

  describe('Registered: authorization code with PKCE S256', () => {
    it('exchanges a code for a registered session: claims, account fields, the guest usid kept, orderNo and action echoed', async () => {
      const guest = await guestToken(t);
      const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer, { guestUsid: guest.usid });
      keep(authorizationCode, codeVerifier, digestOf(authorizationCode), guest.refreshToken);
      const response = tokenOf(
        await postToken(t, {
          type: 'Registered',
          authorizationCode,
          codeVerifier,
          orderNo: 'OS000123',
          st: 'state-1',
          action: 'postLogin',
        }),
      );
      keep(response.accessToken, response.refreshToken);
      expect(response).toMatchObject({
        type: 'Registered',
        usid: guest.usid,
        consumerNo: consumer.consumerNo,
        consumerType: 'REGISTERED',
        memberId: 'M-42',
        isEmployeeDiscountTCAccepted: false,
        orderNo: 'OS000123',
        action: 'postLogin',
        merged: {
          cart: false,
          favorites: false,
          saveForLater: false,
          userContent: 0,
          leftOut: { cart: 0, saveForLater: 0 },
        },
      });
      expect(response.refreshTokenExpiresIn).toBeGreaterThan(90 * 86_400 - 5);
      expect(decodeJwt(response.accessToken)).toMatchObject({
        sub: consumer.consumerNo,
        typ: 'Registered',
        ctp: 'REGISTERED',
        usid: guest.usid,
        site: 'stride-en-us',
      });
      const code = await t.db
        .selectFrom('authorization_codes')
        .selectAll()
        .where('code_hash', '=', digestOf(authorizationCode))
        .executeTakeFirstOrThrow();
      expect(code.used_at).not.toBeNull();
      expect(code.family_id).toBe(familyOf(response.accessToken));
    });

    it('an employee gets consumerType EMPLOYEE (ctp claim) and a new usid when the code carried none', async () => {
      const employee = await createTestConsumer(t.db, { consumerType: 'EMPLOYEE' });
      const response = await signIn(t, employee);
      keep(response.accessToken, response.refreshToken);
      expect(response).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
      expect(response.merged).toBeUndefined();
      expect(decodeJwt(response.accessToken).ctp).toBe('EMPLOYEE');
    });

    it('refuses a plain downgrade (the challenge sent as verifier) and burns the code', async () => {
      const { authorizationCode, codeVerifier, codeChallenge } = await signInCode(t.db, consumer);
      keep(authorizationCode, codeVerifier, codeChallenge);
      const plain = await postToken(t, { type: 'Registered', authorizationCode, codeVerifier: codeChallenge });
      const body = expectSpecError(plain, 400, 'AUT401');
      expect(JSON.stringify(body)).not.toContain(authorizationCode);
      // The code is spent: even its real verifier no longer works.
      expectSpecError(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }), 400, 'AUT401');
    });

    it('refuses a request naming another PKCE method, a missing verifier and a malformed one (AUT401, not API400)', async () => {
      const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer);
      keep(authorizationCode, codeVerifier);
      for (const payload of [
        { type: 'Registered', authorizationCode, codeVerifier, codeChallengeMethod: 'plain' },
        { type: 'Registered', authorizationCode },
        { type: 'Registered', authorizationCode, codeVerifier: 'short' },
        { type: 'Registered', authorizationCode, codeVerifier: 12345 },
      ]) {
        expectSpecError(await postToken(t, payload), 400, 'AUT401');
      }
      // None of those presented a verifier that could match: the code still works with the right one.
      keep(tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier })).refreshToken);
    });

    it('refuses a wrong verifier and burns the code', async () => {
      const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer);
      const wrong = pkcePair().codeVerifier;
      keep(authorizationCode, codeVerifier, wrong);
      expectSpecError(
        await postToken(t, { type: 'Registered', authorizationCode, codeVerifier: wrong }),
        400,
        'AUT401',
      );
      expectSpecError(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }), 400, 'AUT401');
    });

    /** Moves a used code's first exchange `seconds` into the past. */
    const usedAgo = (authorizationCode: string, seconds: number) =>
      t.db
        .updateTable('authorization_codes')
        .set({ used_at: new Date(Date.now() - seconds * 1000).toISOString() })
        .where('code_hash', '=', digestOf(authorizationCode))
        .execute();

    it('answers a retry of a completed exchange (its verifier, within the grace window) with a sibling in the same session, revoking nothing', async () => {
      // spec §4/§9: a 409 on token is retried after 2 s; by then the first exchange has completed. A client or proxy
      // resending the exchange after a lost answer is the same case.
      // The guest had a cart: the first exchange merges it into the account.
      const guest = await guestToken(t);
      const [variant] = await variantsOn(t.db, 'stride-en-us', 1);
      cartOf(
        await call(t, 'POST', '/cart/v1/cartWithItem', guest.accessToken, {
          payload: { productId: variant!.productId, upc: variant!.upc, qty: 1 },
        }),
      );
      const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer, { guestUsid: guest.usid });
      keep(authorizationCode, codeVerifier, guest.refreshToken);
      const first = tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }));
      keep(first.accessToken, first.refreshToken);
      expect(first.merged?.cart).toBe(true);
      await usedAgo(authorizationCode, 2);
      const retried = tokenOf(
        await postToken(t, { type: 'Registered', authorizationCode, codeVerifier, orderNo: 'OS000124' }),
      );
      keep(retried.accessToken, retried.refreshToken);
      // The retry's answer says what the first exchange merged (the storefront's merged-cart notice), merging nothing
      // again.
      expect(retried).toMatchObject({
        type: 'Registered',
        usid: guest.usid,
        consumerNo: consumer.consumerNo,
        memberId: 'M-42',
        orderNo: 'OS000124',
        merged: first.merged,
      });
      expect(retried.refreshToken).not.toBe(first.refreshToken);
      expect(familyOf(retried.accessToken)).toBe(familyOf(first.accessToken));
      expect(await familyRevoked(familyOf(first.accessToken))).toBeNull();
      // Both branches live on, as two tabs refreshing at once do.
      keep(tokenOf(await refresh(first.refreshToken)).refreshToken);
      keep(tokenOf(await refresh(retried.refreshToken)).refreshToken);
    });

    it('refuses a reused code after the grace window or with another verifier, and revokes the session its first exchange issued', async () => {
      for (const reuse of ['late', 'wrong verifier'] as const) {
        const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer);
        const wrong = pkcePair().codeVerifier;
        keep(authorizationCode, codeVerifier, wrong);
        const first = tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }));
        keep(first.accessToken, first.refreshToken);
        if (reuse === 'late') await usedAgo(authorizationCode, 31);
        const reused = await postToken(t, {
          type: 'Registered',
          authorizationCode,
          codeVerifier: reuse === 'late' ? codeVerifier : wrong,
        });
        expectSpecError(reused, 400, 'AUT401');
        expect(await familyRevoked(familyOf(first.accessToken))).toBe('code-reuse');
        expectSpecError(await refresh(first.refreshToken), 400, 'AUT401');
        // Once revoked, the honest verifier within the window gets nothing either.
        expectSpecError(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }), 400, 'AUT401');
      }
    });

    it('answers no sibling for a code whose session has ended since (signed out) or whose first exchange was refused', async () => {
      const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer);
      keep(authorizationCode, codeVerifier);
      const first = tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }));
      keep(first.accessToken, first.refreshToken);
      await signOut(contextOn('stride-en-us'), t.db, {
        consumerNo: consumer.consumerNo,
        refreshToken: first.refreshToken,
      });
      expectSpecError(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }), 400, 'AUT401');
      expect(await familyRevoked(familyOf(first.accessToken))).toBe('signout');

      // Refused on another site, the code is burnt: its verifier within the window gets nothing on its own site.
      const burnt = await signInCode(t.db, consumer);
      keep(burnt.authorizationCode, burnt.codeVerifier);
      const exchange = {
        type: 'Registered',
        authorizationCode: burnt.authorizationCode,
        codeVerifier: burnt.codeVerifier,
      };
      expectSpecError(await postToken(t, exchange, { 'x-site-id': 'kestrel-en-us' }), 400, 'AUT401');
      expectSpecError(await postToken(t, exchange), 400, 'AUT401');
    });

    it('refuses an expired code, an unknown one and one issued on another site', async () => {
      const expired = await signInCode(t.db, consumer, { now: new Date(Date.now() - 121_000) });
      keep(expired.authorizationCode, expired.codeVerifier);
      expectSpecError(
        await postToken(t, {
          type: 'Registered',
          authorizationCode: expired.authorizationCode,
          codeVerifier: expired.codeVerifier,
        }),
        400,
        'AUT401',
      );
      const unknown = pkcePair();
      expectSpecError(
        await postToken(t, { type: 'Registered', authorizationCode: usidOf(), codeVerifier: unknown.codeVerifier }),
        400,
        'AUT401',
      );
      const elsewhere = await signInCode(t.db, consumer);
      keep(elsewhere.authorizationCode, elsewhere.codeVerifier);
      expectSpecError(
        await postToken(
          t,
          { type: 'Registered', authorizationCode: elsewhere.authorizationCode, codeVerifier: elsewhere.codeVerifier },
          { 'x-site-id': 'kestrel-en-us' },
        ),
        400,
        'AUT401',
      );
    });

    it.skipIf(TEST_DB !== 'sqlite')(
      'answers 409 AUT409 to a duplicate exchange in progress, without revoking the first one',
      async () => {
        const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer);
        keep(authorizationCode, codeVerifier);
        const responses = await whileDatabaseBusy(() =>
          [0, 1].map(() => postToken(t, { type: 'Registered', authorizationCode, codeVerifier })),
        );
        expect(responses.map((r) => r.statusCode)).toEqual([200, 409]);
        const conflict = responses.find((r) => r.statusCode === 409);
        if (conflict) expectSpecError(conflict, 409, 'AUT409');
        const winner = tokenOf(responses.find((r) => r.statusCode === 200) ?? responses[0]!);
        keep(winner.accessToken, winner.refreshToken);
        expect(await familyRevoked(familyOf(winner.accessToken))).toBeNull();
        // The client's retry of the 409 (spec §9) gets a sibling in the winner's session, which lives on.
        const retried = tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }));
        keep(retried.accessToken, retried.refreshToken);
        expect(familyOf(retried.accessToken)).toBe(familyOf(winner.accessToken));
        expect(await familyRevoked(familyOf(winner.accessToken))).toBeNull();
        keep(tokenOf(await refresh(winner.refreshToken)).refreshToken);
      },
    );

    it.skipIf(TEST_DB !== 'postgres')(
      'answers AUT409 while another instance holds the code (select for update nowait on PostgreSQL)',
      async () => {
        const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer);
        keep(authorizationCode, codeVerifier);
        await t.db.transaction().execute(async (trx) => {
          await sql`select code_hash from authorization_codes where code_hash = ${digestOf(authorizationCode)} for update`.execute(
            trx,
          );
          expectSpecError(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }), 409, 'AUT409');
        });
        const first = tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }));
        keep(first.accessToken, first.refreshToken);
        // A retry once the first exchange completed: a sibling in its session, on PostgreSQL as on SQLite; that
        // exchange merged nothing (no guest session), and neither answer says it did.
        const retried = tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }));
        keep(retried.accessToken, retried.refreshToken);
        expect(familyOf(retried.accessToken)).toBe(familyOf(first.accessToken));
        expect([first.merged, retried.merged]).toEqual([undefined, undefined]);
        keep(tokenOf(await refresh(first.refreshToken)).refreshToken);
      },
    );
  });

  describe('refresh', () => {
    it('rotates: a new refresh token each time, the family and usid kept, the used one marked rotated', async () => {
      const session = await signIn(t, consumer);
      const next = tokenOf(await refresh(session.refreshToken));
      keep(session.accessToken, session.refreshToken, next.accessToken, next.refreshToken);
      expect(next.refreshToken).not.toBe(session.refreshToken);
      expect(next).toMatchObject({ type: 'Registered', consumerNo: consumer.consumerNo, usid: session.usid });
      expect(familyOf(next.accessToken)).toBe(familyOf(session.accessToken));
      // Rotation never extends the session: the refresh token ends with its family.
      expect(next.refreshTokenExpiresIn).toBeLessThanOrEqual(session.refreshTokenExpiresIn);
      const rotated = await t.db
        .selectFrom('refresh_tokens')
        .select('rotated_at')
        .where('token_hash', '=', digestOf(session.refreshToken))
        .executeTakeFirstOrThrow();
      expect(rotated.rotated_at).not.toBeNull();
      keep(tokenOf(await refresh(next.refreshToken)).refreshToken);

      const guest = await guestToken(t);
      // The expired (here: forged) access token a client sends along while refreshing does not stand in the way.
      const guestNext = tokenOf(await refresh(guest.refreshToken, 'Guest', { authorization: 'Bearer x.y.z' }));
      keep(guest.refreshToken, guestNext.refreshToken);
      expect(guestNext).toMatchObject({ type: 'Guest', usid: guest.usid });
    });

    it('refuses a refresh token of the other type, an unknown one, and one of another brand', async () => {
      const guest = await guestToken(t);
      keep(guest.refreshToken);
      expectSpecError(await refresh(guest.refreshToken, 'Registered'), 400, 'AUT401');
      expectSpecError(await refresh(usidOf(), 'Guest'), 400, 'AUT401');
      expectSpecError(await refresh(guest.refreshToken, 'Guest', { 'x-site-id': 'kestrel-en-us' }), 400, 'AUT401');
      // Another locale of the same brand is the same session.
      keep(tokenOf(await refresh(guest.refreshToken, 'Guest', { 'x-site-id': 'stride-de-de' })).refreshToken);
    });

    it('two honest concurrent refreshes with the same token both succeed (grace window), and both branches live on', async () => {
      const session = await signIn(t, consumer);
      keep(session.refreshToken, session.accessToken);
      const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      const first = tokenOf(a!);
      const second = tokenOf(b!);
      keep(first.refreshToken, second.refreshToken);
      expect(first.refreshToken).not.toBe(second.refreshToken);
      expect(familyOf(first.accessToken)).toBe(familyOf(second.accessToken));
      expect(await familyRevoked(familyOf(first.accessToken))).toBeNull();
      keep(
        tokenOf(await refresh(first.refreshToken)).refreshToken,
        tokenOf(await refresh(second.refreshToken)).refreshToken,
      );
    });

    it('reuse of a rotated token after the grace window revokes the family: the newest token stops working too', async () => {
      const session = await signIn(t, consumer);
      const next = tokenOf(await refresh(session.refreshToken));
      keep(session.refreshToken, next.refreshToken);
      // The old token was rotated 31 s ago (grace: 30 s).
      await t.db
        .updateTable('refresh_tokens')
        .set({ rotated_at: new Date(Date.now() - 31_000).toISOString() })
        .where('token_hash', '=', digestOf(session.refreshToken))
        .execute();
      expectSpecError(await refresh(session.refreshToken), 400, 'AUT401');
      expect(await familyRevoked(familyOf(session.accessToken))).toBe('reuse');
      expectSpecError(await refresh(next.refreshToken), 400, 'AUT401');
    });

    it('refuses a token past the end of its family (absolute lifetime)', async () => {
      const guest = await guestToken(t);
      const next = tokenOf(await refresh(guest.refreshToken, 'Guest'));
      keep(guest.refreshToken, next.refreshToken);
      await t.db
        .updateTable('token_families')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', familyOf(guest.accessToken))
        .execute();
      expectSpecError(await refresh(next.refreshToken, 'Guest'), 400, 'AUT401');
    });

    it('a signed-out refresh token never works again, nor any token of its family', async () => {
      const session = await signIn(t, consumer);
      const next = tokenOf(await refresh(session.refreshToken));
      keep(session.refreshToken, next.refreshToken);
      const ctx = contextOn('stride-en-us');
      // Someone else's sign-out with this token revokes nothing.
      const other = await createTestConsumer(t.db);
      await signOut(ctx, t.db, { consumerNo: other.consumerNo, refreshToken: next.refreshToken });
      expect(await familyRevoked(familyOf(next.accessToken))).toBeNull();
      await signOut(ctx, t.db, { consumerNo: consumer.consumerNo, refreshToken: next.refreshToken });
      expect(await familyRevoked(familyOf(next.accessToken))).toBe('signout');
      expectSpecError(await refresh(next.refreshToken), 400, 'AUT401');
      // Even the grace window does not bring a revoked session back.
      expectSpecError(await refresh(session.refreshToken), 400, 'AUT401');
      // An unknown token signs out nothing and does not fail.
      await signOut(ctx, t.db, { consumerNo: consumer.consumerNo, refreshToken: usidOf() });
    });

    it.skipIf(TEST_DB !== 'postgres')(
      'waits for a concurrent refresh of the same token on another instance, then answers AUT409 when it holds on too long',
      async () => {
        const session = await signIn(t, consumer);
        keep(session.refreshToken);
        const hash = digestOf(session.refreshToken);
        await t.db.transaction().execute(async (trx) => {
          await sql`select token_hash from refresh_tokens where token_hash = ${hash} for update`.execute(trx);
          const started = Date.now();
          expectSpecError(await refresh(session.refreshToken), 409, 'AUT409');
          expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
        });
        const waited = t.db.transaction().execute(async (trx) => {
          await sql`select token_hash from refresh_tokens where token_hash = ${hash} for update`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 300));
        });
        const after = refresh(session.refreshToken);
        await waited;
        keep(tokenOf(await after).refreshToken);
      },
    );
  });

  it('refuses a body that is no TokenRequest with API400 naming the field', async () => {
    expectSpecError(await postToken(t, { type: 'Somebody' }), 400, 'API400');
    expectSpecError(await postToken(t, { type: 'Guest', refreshToken: 'x' }), 400, 'API400', 'body.refreshToken');
  });

  it('no token, code, verifier or digest appears in any log line', () => {
    expect(logs.lines.length).toBeGreaterThan(10);
    const text = logs.lines.map((line) => JSON.stringify(line)).join('\n');
    expect(secrets.size).toBeGreaterThan(30);
    for (const secret of secrets) expect(text.includes(secret), 'a secret reached the logs').toBe(false);
  });

  it('refuses a call without the access key before any grant', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/token/v2/auth/token', payload: { type: 'Guest' } });
    expectSpecError(response, 401, 'API401');
  });
});

describe(`token endpoint: a guest token issued before a key rotation (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 1, env: NO_CREDENTIAL_LIMIT });
  });
  afterAll(() => t.close());

  it('still refreshes on an instance that signs with the new key: the MAC key of a retired signing key verifies', async () => {
    const guest = await guestToken(t);
    const oldKid = decodeProtectedHeader(guest.accessToken).kid;
    const newKid = await rotateSigningKey(t.db);
    // Another instance, started after the rotation, knows the old key only as a retired one.
    const other = await buildApp({ config: testConfig(NO_CREDENTIAL_LIMIT), db: t.db });
    try {
      const second = { ...t, app: other };
      const fresh = await guestToken(second);
      expect(decodeProtectedHeader(fresh.accessToken).kid).toBe(newKid);
      expect(fresh.refreshToken.slice(3, 14)).not.toBe(guest.refreshToken.slice(3, 14));
      const next = tokenOf(await postToken(second, { type: 'Guest', refreshToken: guest.refreshToken }));
      expect(next).toMatchObject({ type: 'Guest', usid: guest.usid });
      expect(decodeJwt(next.accessToken).fid).toBe(decodeJwt(guest.accessToken).fid);
      expect(decodeProtectedHeader(next.accessToken).kid).toBe(newKid);
      expect(newKid).not.toBe(oldKid);
      tokenOf(await postToken(second, { type: 'Guest', refreshToken: fresh.refreshToken }));
    } finally {
      await other.close();
    }
  });
});

describe(`token endpoint: credential budgets (${TEST_DB})`, () => {
  let t: TestApp;
  let consumer: TestConsumer;
  beforeAll(async () => {
    t = await createTestApp({
      stylesPerSize: 1,
      env: { CREDENTIAL_LIMIT_PER_ADDRESS: '2', CREDENTIAL_LIMIT_PER_ACCOUNT: '3' },
    });
    consumer = await createTestConsumer(t.db);
  });
  afterAll(() => t.close());

  /** One shopper's address, as our storefront server forwards it. */
  const from = (address: string) => ({ 'x-server-trust-id': TEST_TRUST_ID, 'x-forwarded-for': address });

  it('refreshes and exchanges codes for every shopper behind one address: a live secret spends no address budget', async () => {
    // Six browsers behind one NAT address each refresh their own session: the address budget (2) is not theirs.
    const nat = from('10.9.42.1');
    for (let i = 0; i < 6; i += 1) {
      const guest = tokenOf(await postToken(t, { type: 'Guest' }, nat));
      tokenOf(await postToken(t, { type: 'Guest', refreshToken: guest.refreshToken }, nat));
    }
    for (let i = 0; i < 3; i += 1) {
      const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer);
      tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }, nat));
    }
  });

  it('counts refused grants against the address: past its budget the address is refused (429 API429, Retry-After), others are not', async () => {
    const prober = from('10.9.43.1');
    const guest = tokenOf(await postToken(t, { type: 'Guest' }, prober));
    for (let i = 0; i < 2; i += 1) {
      expectSpecError(await postToken(t, { type: 'Registered', refreshToken: usidOf() }, prober), 400, 'AUT401');
    }
    const over = await postToken(t, { type: 'Guest', refreshToken: guest.refreshToken }, prober);
    expectSpecError(over, 429, 'API429');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const { authorizationCode, codeVerifier } = await signInCode(t.db, consumer);
    expectSpecError(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }, prober), 429, 'API429');
    // The refused calls changed nothing: the same secrets work from another address.
    tokenOf(await postToken(t, { type: 'Guest', refreshToken: guest.refreshToken }, from('10.9.43.2')));
    tokenOf(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier }, from('10.9.43.2')));
    // Starting a guest session presents no secret: it is never refused for the address's failures.
    tokenOf(await postToken(t, { type: 'Guest' }, prober));
  });

  it('limits one session’s refreshes per window (CREDENTIAL_LIMIT_PER_ACCOUNT), whatever the addresses: siblings of one token too', async () => {
    let session = tokenOf(await postToken(t, { type: 'Guest' }));
    const first = session.refreshToken;
    for (let i = 0; i < 3; i += 1) {
      session = tokenOf(
        await postToken(t, { type: 'Guest', refreshToken: session.refreshToken }, from(`10.9.44.${i + 1}`)),
      );
    }
    const over = await postToken(t, { type: 'Guest', refreshToken: session.refreshToken }, from('10.9.44.9'));
    expectSpecError(over, 429, 'API429');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The refused refresh rotated nothing: the session's newest token is still its newest (not a reuse).
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select('rotated_at')
      .where('token_hash', '=', digestOf(session.refreshToken))
      .executeTakeFirstOrThrow();
    expect(rows.rotated_at).toBeNull();
    // A rotated token presented again within the grace window (a sibling each time) spends the same budget.
    const other = tokenOf(await postToken(t, { type: 'Guest' }));
    const next = tokenOf(await postToken(t, { type: 'Guest', refreshToken: other.refreshToken }));
    for (let i = 0; i < 2; i += 1) tokenOf(await postToken(t, { type: 'Guest', refreshToken: other.refreshToken }));
    expectSpecError(await postToken(t, { type: 'Guest', refreshToken: other.refreshToken }), 429, 'API429');
    expect(decodeJwt(next.accessToken).fid).toBe(decodeJwt(other.accessToken).fid);
    expect(first).not.toBe(session.refreshToken);
  });
});
