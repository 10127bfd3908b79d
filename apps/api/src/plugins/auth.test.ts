import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../modules/session/access-token.js';
import { createSigningKeys } from '../modules/session/signing-keys.js';
import { expectSpecError } from '../test/assertions.js';
import { captureLogs } from '../test/log-capture.js';
import { bearer, contextOn, createTestConsumer, guestToken, signIn, type TestConsumer } from '../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';
import { needsRegisteredShopper, requireRegistered } from './auth.js';
import { revokeConsumerSessions } from '../modules/session/session.service.js';

describe(`auth: bearer access tokens and the consumer endpoints' guard (${TEST_DB})`, () => {
  let t: TestApp;
  let consumer: TestConsumer;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger, stylesPerSize: 4, env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    // Stand-ins for a consumer endpoint and any other endpoint, registered like the real routes (the guard is put
    // on every route under /consumers-v3/consumer as it is registered).
    t.app.get('/consumers-v3/consumer/test-whoami', async (request) => {
      const shopper = await requireRegistered(request);
      // A second call in the same request reads nothing more (the guard already checked).
      await requireRegistered(request);
      return { consumerNo: shopper.consumerNo, consumerType: shopper.consumerType };
    });
    // A consumer route whose handler checks nothing itself: only the guard stands in front of it.
    t.app.post('/consumers-v3/consumer/test-unchecked', async () => ({ reached: true }));
    t.app.get('/test-shopper', async (request) => request.ctx.shopper);
    consumer = await createTestConsumer(t.db);
  });
  afterAll(() => t.close());

  const whoami = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/test-whoami', headers: { ...AUTH, ...headers } });
  const shopperOn = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/test-shopper', headers: { ...AUTH, ...headers } });

  it('a call without a token is anonymous; a guest token makes it the guest session of the token', async () => {
    expect((await shopperOn()).json()).toEqual({ kind: 'anonymous' });
    const guest = await guestToken(t);
    const response = await shopperOn({ ...bearer(guest.accessToken), 'x-usid': 'some-other-usid' });
    expect(response.json()).toEqual({ kind: 'guest', usid: guest.usid, familyId: decodeJwt(guest.accessToken).fid });
  });

  it('a consumer endpoint answers 401 API401 to a guest or no token, and serves a registered shopper', async () => {
    const none = expectSpecError(await whoami(), 401, 'API401');
    expect(none.errorDetails[0]?.message).toBe('This call needs a signed-in shopper.');
    const guest = await guestToken(t);
    expect(expectSpecError(await whoami(bearer(guest.accessToken)), 401, 'API401').errorDetails[0]?.message).toBe(
      'This call needs a signed-in shopper.',
    );
    const session = await signIn(t, consumer);
    const response = await whoami(bearer(session.accessToken));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ consumerNo: consumer.consumerNo, consumerType: 'REGISTERED' });

    const unchecked = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/consumers-v3/consumer/test-unchecked', headers: { ...AUTH, ...headers } });
    // Refused before the body is even read: a guest gets the 401, not a validation error.
    expectSpecError(await unchecked(bearer(guest.accessToken)), 401, 'API401');
    expect((await unchecked(bearer(session.accessToken))).json()).toEqual({ reached: true });
  });

  it('guards every path under /consumers-v3/consumer except the emailed reset-password call', () => {
    expect(needsRegisteredShopper('/consumers-v3/consumer', 'GET', '')).toBe(true);
    expect(needsRegisteredShopper('/consumers-v3/consumer', ['PUT', 'POST'], '')).toBe(true);
    expect(needsRegisteredShopper('/consumers-v3/consumer/auth/signout', 'POST', '')).toBe(true);
    expect(needsRegisteredShopper('/consumers-v3/consumer/address/:addressId', 'DELETE', '')).toBe(true);
    expect(needsRegisteredShopper('/commerce/consumers-v3/consumer/changepassword', 'POST', '/commerce')).toBe(true);
    expect(needsRegisteredShopper('/consumers-v3/consumer/resetpassword', 'POST', '')).toBe(false);
    expect(needsRegisteredShopper('/consumers-v3/consumer/resetpassword', 'GET', '')).toBe(true);
    expect(needsRegisteredShopper('/consumers-v3/auth/signin', 'POST', '')).toBe(false);
    expect(needsRegisteredShopper('/consumers-v3/consumers-elsewhere', 'GET', '')).toBe(false);
    expect(needsRegisteredShopper('/consumers-v3/confirmforgotpassword', 'POST', '')).toBe(false);
    expect(needsRegisteredShopper('/token/v2/auth/token', 'POST', '')).toBe(false);
  });

  it('refuses a revoked session (sign-out, password change) and a deleted account with 401 AUT498', async () => {
    const session = await signIn(t, consumer);
    const other = await signIn(t, consumer);
    expect((await whoami(bearer(session.accessToken))).statusCode).toBe(200);
    // A password change elsewhere keeps the session that made it and ends the others.
    const keptFamily = String(decodeJwt(other.accessToken).fid);
    await revokeConsumerSessions(contextOn('stride-en-us'), t.db, consumer.consumerNo, {
      exceptFamilyId: keptFamily,
      reason: 'password-change',
    });
    expectSpecError(await whoami(bearer(session.accessToken)), 401, 'AUT498');
    expect((await whoami(bearer(other.accessToken))).statusCode).toBe(200);

    const gone = await createTestConsumer(t.db);
    const goneSession = await signIn(t, gone);
    await t.db.deleteFrom('consumers').where('consumer_no', '=', gone.consumerNo).execute();
    expectSpecError(await whoami(bearer(goneSession.accessToken)), 401, 'AUT498');
  });

  describe('a token that does not verify answers 401 API401 on any endpoint', () => {
    let valid: string;
    let kid: string;
    beforeAll(async () => {
      valid = (await signIn(t, consumer)).accessToken;
      kid = String(decodeProtectedHeader(valid).kid);
    });
    const refused = async (authorization: string) => {
      const response = await shopperOn({ authorization });
      const body = expectSpecError(response, 401, 'API401');
      expect(JSON.stringify(body)).not.toContain(authorization.replace(/^\S+ /, ''));
    };
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    it('a tampered payload or signature', async () => {
      const [header, payload, signature] = valid.split('.') as [string, string, string];
      const claims = decodeJwt(valid);
      await refused(`Bearer ${header}.${b64({ ...claims, sub: 'C0000000001' })}.${signature}`);
      const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      await refused(`Bearer ${header}.${payload}.${flipped}`);
      await refused(`Bearer ${header}.${payload}.`);
    });

    it('an expired token, and one not yet valid for its audience or issuer', async () => {
      const tokens = createAccessTokens(createSigningKeys(t.db), 1800);
      const subject = {
        typ: 'Registered' as const,
        sub: consumer.consumerNo,
        usid: 'u'.repeat(43),
        fid: String(decodeJwt(valid).fid),
        site: 'stride-en-us',
        ctp: 'REGISTERED' as const,
      };
      const expired = await tokens.sign(subject, new Date(Date.now() - 1801_000));
      expect(decodeProtectedHeader(expired.accessToken).kid).toBe(kid);
      await refused(`Bearer ${expired.accessToken}`);
      // The same key, a current token: accepted (so the refusal above was the expiry).
      expect((await shopperOn(bearer((await tokens.sign(subject)).accessToken))).statusCode).toBe(200);
    });

    it('alg none, HS256 keyed with the public key, a foreign key under our kid, an unknown kid', async () => {
      const claims = decodeJwt(valid);
      await refused(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
      const row = await t.db
        .selectFrom('auth_signing_keys')
        .select('public_jwk')
        .where('kid', '=', kid)
        .executeTakeFirstOrThrow();
      const hs = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid })
        .sign(new TextEncoder().encode(row.public_jwk));
      await refused(`Bearer ${hs}`);
      const foreign = await generateKeyPair('ES256');
      await refused(
        `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid }).sign(foreign.privateKey)}`,
      );
      await refused(
        `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'not-ours' }).sign(foreign.privateKey)}`,
      );
      expect(JSON.stringify(await exportJWK(foreign.publicKey))).not.toContain(row.public_jwk);
    });

    it('another scheme, garbage, or a token of another brand', async () => {
      await refused(`Basic ${Buffer.from('user:pass').toString('base64')}`);
      await refused('Bearer not-a-jwt');
      await refused(`Bearer ${valid}x.y`);
      const response = await shopperOn({ ...bearer(valid), 'x-site-id': 'kestrel-en-us' });
      expectSpecError(response, 401, 'API401');
      // Another locale of the same brand is the same session.
      expect((await shopperOn({ ...bearer(valid), 'x-site-id': 'stride-de-de' })).statusCode).toBe(200);
    });

    it('probes ignore the header entirely', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { authorization: 'Bearer x.y.z' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('no bearer token reaches a log line', () => {
    const text = logs.lines.map((line) => JSON.stringify(line)).join('\n');
    expect(logs.lines.length).toBeGreaterThan(5);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
  });
});
