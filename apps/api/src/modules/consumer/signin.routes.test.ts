import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { AuthorizationCodeResponse } from '@outsole/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { expectSpecError } from '../../test/assertions.js';
import { captchaToken, newShopper, postSignIn, signInThroughRoutes } from '../../test/credentials.js';
import { createTestConsumer, pkcePair, TEST_PASSWORD } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { ARGON2_OPTIONS } from './passwords.js';

/** Credential limits off here: they have their own tests (plugins/credential-limits.test.ts). */
const NO_LIMITS = { CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0' };

let addressCounter = 0;
/** A client address no other test has used, so each test's counters start empty. */
const freshIp = () => {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

describe(`POST /consumers-v3/auth/signin (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: NO_LIMITS, stylesPerSize: 4 });
  });
  afterAll(() => t.close());

  const failuresRow = () => t.db.selectFrom('signin_failures').selectAll().execute();

  it('signs a seeded demo account in: a code the token endpoint exchanges for a registered session', async () => {
    const tokens = await signInThroughRoutes(t, ' Shopper@Example.com ', DEMO_PASSWORD, { ip: freshIp() });
    expect(tokens).toMatchObject({ type: 'Registered', consumerNo: 'C1000000001', consumerType: 'REGISTERED' });
    const employee = await signInThroughRoutes(t, 'employee@example.com', DEMO_PASSWORD, { ip: freshIp() });
    expect(employee).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    // Accounts belong to a brand: the same email on kestrel is kestrel's own account.
    const kestrel = await signInThroughRoutes(t, 'shopper@example.com', DEMO_PASSWORD, {
      ip: freshIp(),
      siteId: 'kestrel-en-us',
    });
    expect(kestrel.consumerNo).toBe('C2000000001');
  });

  it('answers a code bound to the challenge: only its verifier exchanges it', async () => {
    const pair = pkcePair();
    const response = await postSignIn(
      t,
      { username: 'athlete@example.com', password: DEMO_PASSWORD, codeChallenge: pair.codeChallenge },
      { ip: freshIp() },
    );
    const body = AuthorizationCodeResponse.parse(response.json());
    expect(body.expiresIn).toBe(120);
    expect(body.authorizationCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const exchange = (codeVerifier: string) =>
      t.app.inject({
        method: 'POST',
        url: '/token/v2/auth/token',
        headers: { 'x-access-key': 'test-access-key' },
        payload: { type: 'Registered', authorizationCode: body.authorizationCode, codeVerifier },
      });
    expectSpecError(await exchange(pkcePair().codeVerifier), 400, 'AUT401');
  });

  it('answers a wrong password and an unknown account alike, and spends argon2 time on both', async () => {
    const wrong = await postSignIn(
      t,
      { username: 'shopper@example.com', password: 'Wrong-Password-1' },
      { ip: freshIp() },
    );
    const unknown = await postSignIn(
      t,
      { username: 'nobody@example.com', password: 'Wrong-Password-1' },
      { ip: freshIp() },
    );
    const a = expectSpecError(wrong, 400, 'AUT401');
    const b = expectSpecError(unknown, 400, 'AUT401');
    expect(a.errorDetails.map(({ errorId, message }) => ({ errorId, message }))).toEqual(
      b.errorDetails.map(({ errorId, message }) => ({ errorId, message })),
    );
    expect(Object.keys(wrong.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    // Timing: the unknown account is verified against a dummy hash, so it is not answered much faster. A captcha
    // token is minted before each timed call, so only the sign-in itself is timed.
    const timed = async (username: string) => {
      const recaptcha_response = await captchaToken(t, 'signin');
      const started = performance.now();
      await postSignIn(t, { username, password: 'Wrong-Password-1', recaptcha_response }, { ip: freshIp() });
      return performance.now() - started;
    };
    // The fastest of several calls each: other work on a busy machine only ever adds time, so the minimums compare
    // the work itself. Without the dummy hash an unknown account answers in a few ms against argon2's tens.
    const known: number[] = [];
    const absent: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await timed('shopper@example.com'));
      absent.push(await timed(`nobody-${i}@example.com`));
    }
    expect(Math.min(...absent)).toBeGreaterThan(Math.min(...known) * 0.3);
  });

  it('warns on the fourth failure and locks on the fifth, even for the right password, for that client only', async () => {
    const consumer = await createTestConsumer(t.db);
    const attacker = freshIp();
    const attempt = (password: string, ip = attacker, username = consumer.email) =>
      postSignIn(t, { username, password }, { ip });
    for (let i = 0; i < 3; i += 1) expectSpecError(await attempt(`Wrong-${i}-password`), 400, 'AUT401');
    expectSpecError(await attempt('Wrong-3-password'), 400, 'AUT426');
    expectSpecError(await attempt('Wrong-4-password'), 400, 'AUT423');
    expectSpecError(await attempt(TEST_PASSWORD), 400, 'AUT423');

    // The owner elsewhere is not locked out, and the attacker's lock is for this account name only.
    expect((await attempt(TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    expect((await attempt(DEMO_PASSWORD, attacker, 'athlete@example.com')).statusCode).toBe(200);

    // The lock ends on its own (15 minutes: moved into the past here), then the count starts again.
    await t.db
      .updateTable('signin_failures')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expectSpecError(await attempt('Wrong-5-password'), 400, 'AUT401');
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts and locks unknown accounts exactly like known ones', async () => {
    const ip = freshIp();
    const attempt = () => postSignIn(t, { username: 'ghost@example.com', password: 'Wrong-password-9' }, { ip });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await attempt()).json<{ errorDetails: { errorId: string }[] }>());
    expect(answers.map((body) => body.errorDetails[0]?.errorId)).toEqual([
      'AUT401',
      'AUT401',
      'AUT401',
      'AUT426',
      'AUT423',
      'AUT423',
    ]);
  });

  it('checks at most five passwords of a parallel burst', async () => {
    const consumer = await createTestConsumer(t.db);
    const ip = freshIp();
    const tokens = await Promise.all(Array.from({ length: 12 }, () => captchaToken(t, 'signin')));
    const burst = await Promise.all(
      tokens.map((recaptcha_response, i) =>
        postSignIn(t, { username: consumer.email, password: `Wrong-burst-${i}`, recaptcha_response }, { ip }),
      ),
    );
    const ids = burst.map(
      (response) => response.json<{ errorDetails: { errorId: string }[] }>().errorDetails[0]?.errorId,
    );
    expect(ids.filter((id) => id === 'AUT401' || id === 'AUT426').length).toBeLessThanOrEqual(4);
    expect(ids.filter((id) => id === 'AUT423').length).toBeGreaterThanOrEqual(8);
    expectSpecError(await postSignIn(t, { username: consumer.email, password: TEST_PASSWORD }, { ip }), 400, 'AUT423');
  });

  it('forgets the failures of a client once it signs in', async () => {
    const consumer = await createTestConsumer(t.db);
    const ip = freshIp();
    const attempt = (password: string) => postSignIn(t, { username: consumer.email, password }, { ip });
    for (let i = 0; i < 3; i += 1) expectSpecError(await attempt(`Wrong-${i}-password`), 400, 'AUT401');
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expectSpecError(await attempt(`Wrong-${i}-password`), 400, 'AUT401');
    expectSpecError(await attempt('Wrong-last-password'), 400, 'AUT426');
    // Counters hold digests: neither the email nor the address is stored.
    const rows = JSON.stringify(await failuresRow());
    expect(rows).not.toContain(consumer.email);
    expect(rows).not.toContain(ip);
  });

  it('refuses a failed captcha with AUT403 before any password is checked or counted', async () => {
    const ip = freshIp();
    const good = { username: 'shopper@example.com', password: DEMO_PASSWORD };
    const used = await captchaToken(t, 'signin');
    expect((await postSignIn(t, { ...good, recaptcha_response: used }, { ip })).statusCode).toBe(200);
    for (const recaptcha_response of [
      '',
      'v1.forged.token',
      used, // single use
      await captchaToken(t, 'signup'), // another action
      await captchaToken(t, 'signin', 0.1), // a bot's score
      await captchaToken(t, 'signin', 0.1),
    ]) {
      expectSpecError(
        await postSignIn(t, { ...good, password: 'Wrong-password-0', recaptcha_response }, { ip }),
        400,
        'AUT403',
        'body.recaptcha_response',
      );
    }
    // Six captcha failures counted no sign-in failure: the right password still works.
    expect((await postSignIn(t, good, { ip })).statusCode).toBe(200);
  });

  it('refuses PKCE plain, a malformed challenge, other grant types and unknown fields', async () => {
    const body = {
      type: 'Registered',
      username: 'shopper@example.com',
      password: DEMO_PASSWORD,
      codeChallenge: pkcePair().codeChallenge,
      recaptcha_response: await captchaToken(t, 'signin'),
    };
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/consumers-v3/auth/signin',
        headers: { 'x-access-key': 'test-access-key' },
        payload,
      });
    expectSpecError(await post({ ...body, codeChallengeMethod: 'plain' }), 400, 'API400', 'body.codeChallengeMethod');
    expectSpecError(await post({ ...body, codeChallenge: 'too-short' }), 400, 'API400', 'body.codeChallenge');
    expectSpecError(await post({ ...body, codeChallenge: undefined }), 400, 'API400', 'body.codeChallenge');
    expectSpecError(await post({ ...body, type: 'Guest' }), 400, 'API400', 'body.type');
    expectSpecError(await post({ ...body, consumerNo: 'C1000000002' }), 400, 'API400', 'body.consumerNo');
    expectSpecError(await post({ ...body, password: 'x'.repeat(129) }), 400, 'API400', 'body.password');
  });

  it('signs in with a password of 128 characters, never truncated', async () => {
    const password = `${'long-pass-'.repeat(12)}12345678`;
    expect(password).toHaveLength(128);
    const shopper = await newShopper(t, { password }, { ip: freshIp() });
    expectSpecError(
      await postSignIn(t, { username: shopper.email, password: password.slice(0, 127) }, { ip: freshIp() }),
      400,
      'AUT401',
    );
  });

  it('takes the same visible password however it is typed (NFKC): a + U+0308 for ä, a full-width letter', async () => {
    const shopper = await newShopper(t, { password: 'Pässwort-lang-42' }, { ip: freshIp() });
    for (const typed of ['Pa\u0308sswort-lang-42', '\uff30ässwort-lang-42']) {
      const answer = await postSignIn(t, { username: shopper.email, password: typed }, { ip: freshIp() });
      expect(answer.statusCode, typed).toBe(200);
    }
    const row = await t.db
      .selectFrom('consumers')
      .select('password_hash')
      .where('consumer_no', '=', shopper.consumerNo)
      .executeTakeFirstOrThrow();
    expect(await argonVerify(row.password_hash, 'Pässwort-lang-42')).toBe(true);
  });

  it('signs in a hash made before normalising with the password as typed, and stores it normalised then', async () => {
    const shopper = await newShopper(t, {}, { ip: freshIp() });
    const typed = 'Pa\u0308sswort-alt-42'; // decomposed: NFKC changes it
    const legacy = await argonHash(typed, ARGON2_OPTIONS);
    const account = t.db.selectFrom('consumers').select('password_hash').where('consumer_no', '=', shopper.consumerNo);
    await t.db
      .updateTable('consumers')
      .set({ password_hash: legacy })
      .where('consumer_no', '=', shopper.consumerNo)
      .execute();
    expect((await postSignIn(t, { username: shopper.email, password: typed }, { ip: freshIp() })).statusCode).toBe(200);
    const { password_hash: upgraded } = await account.executeTakeFirstOrThrow();
    expect(upgraded).not.toBe(legacy);
    expect(await argonVerify(upgraded, typed.normalize('NFKC'))).toBe(true);
    // Now any way of typing it signs in, the precomposed ä too.
    const precomposed = 'Pässwort-alt-42';
    expect(
      (await postSignIn(t, { username: shopper.email, password: precomposed }, { ip: freshIp() })).statusCode,
    ).toBe(200);
  });
});
