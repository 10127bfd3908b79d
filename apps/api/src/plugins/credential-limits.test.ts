import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { expectSpecError } from '../test/assertions.js';
import { captchaToken, newShopper, post, postSignIn, postSignUp, signUpBody } from '../test/credentials.js';
import { createTestApp, TEST_DB, TEST_TRUST_ID, type TestApp } from '../test/test-app.js';
import { memoryCounter } from './credential-limits.js';

const LIMITS = {
  CREDENTIAL_LIMIT_PER_ADDRESS: '3',
  CREDENTIAL_LIMIT_PER_ACCOUNT: '4',
  CREDENTIAL_LIMIT_WINDOW_SECONDS: '600',
};

const randomIp = () => `198.18.${randomBytes(1)[0] ?? 0}.${randomBytes(1)[0] ?? 0}`;

/** An account through sign-up alone (no token exchange: the token endpoint's address budget is small here). */
async function newAccount(t: TestApp): Promise<{ email: string; password: string }> {
  const body = signUpBody();
  expect((await postSignUp(t, body, { ip: randomIp() })).statusCode).toBe(201);
  return { email: String(body.email), password: String(body.password) };
}

describe('memoryCounter', () => {
  it('counts per key in fixed windows and stays bounded', () => {
    const { hit } = memoryCounter(3);
    expect(hit('a', 1000, 0)).toEqual({ count: 1, ttlMs: 1000 });
    expect(hit('a', 1000, 400)).toEqual({ count: 2, ttlMs: 600 });
    expect(hit('a', 1000, 1000)).toEqual({ count: 1, ttlMs: 1000 }); // a new window
    hit('b', 1000, 1000);
    hit('c', 1000, 1000);
    hit('d', 1000, 1000); // over the bound: the oldest key goes
    expect(hit('a', 1000, 1001).count).toBe(1);
  });

  it('reads a count without counting, and forgets a key', () => {
    const counter = memoryCounter();
    expect(counter.peek('a', 0)).toEqual({ count: 0, ttlMs: 0 });
    counter.hit('a', 1000, 0);
    counter.hit('a', 1000, 100);
    expect(counter.peek('a', 400)).toEqual({ count: 2, ttlMs: 600 });
    expect(counter.peek('a', 400)).toEqual({ count: 2, ttlMs: 600 });
    expect(counter.peek('a', 1000)).toEqual({ count: 0, ttlMs: 0 }); // its window is over
    counter.hit('b', 1000, 0);
    counter.forget('b');
    expect(counter.peek('b', 1)).toEqual({ count: 0, ttlMs: 0 });
  });
});

describe(`credential limits per address and per account (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS, stylesPerSize: 4 });
  });
  afterAll(() => t.close());

  it('answers 429 API429 with Retry-After once an address has spent its sign-in budget, before any check', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) {
      expectSpecError(
        await postSignIn(t, { username: `x${i}@example.com`, password: 'Wrong-pass-1' }, { ip }),
        400,
        'AUT401',
      );
    }
    const limited = await postSignIn(t, { username: 'shopper@example.com', password: DEMO_PASSWORD }, { ip });
    expectSpecError(limited, 429, 'API429');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    // Another address still signs in.
    expect(
      (await postSignIn(t, { username: 'shopper@example.com', password: DEMO_PASSWORD }, { ip: randomIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('limits the failures against an account from many addresses, but still checks the owner elsewhere', async () => {
    const owner = await newAccount(t);
    const [first, second] = [randomIp(), randomIp()];
    for (const ip of [first, first, second, second]) {
      expectSpecError(await postSignIn(t, { username: owner.email, password: 'Guess-pass-1' }, { ip }), 400, 'AUT401');
    }
    // The account's failure budget (4) is spent: the addresses that failed are refused before any check.
    const refused = await postSignIn(t, { username: owner.email, password: 'Guess-pass-2' }, { ip: first });
    expectSpecError(refused, 429, 'API429');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expectSpecError(
      await postSignIn(t, { username: ` ${owner.email.toUpperCase()}`, password: owner.password }, { ip: second }),
      429,
      'API429',
    );
    // A new address has one try: a wrong password is answered, and then it is refused too.
    const third = randomIp();
    expectSpecError(
      await postSignIn(t, { username: owner.email, password: 'Guess-pass-3' }, { ip: third }),
      400,
      'AUT401',
    );
    expectSpecError(
      await postSignIn(t, { username: owner.email, password: owner.password }, { ip: third }),
      429,
      'API429',
    );
    // The owner, who has not failed from their address, signs in.
    expect(
      (await postSignIn(t, { username: owner.email, password: owner.password }, { ip: randomIp() })).statusCode,
    ).toBe(200);
  });

  it('counts nothing against the account for a sign-in without a valid captcha (no lock-out from afar)', async () => {
    const owner = await newAccount(t);
    const attacker = randomIp();
    for (let i = 0; i < 8; i += 1) {
      expectSpecError(
        await postSignIn(
          t,
          { username: owner.email, password: owner.password, recaptcha_response: 'not-a-token' },
          { ip: i < 3 ? attacker : randomIp() },
        ),
        400,
        'AUT403',
      );
    }
    expectSpecError(
      await postSignIn(t, { username: owner.email, password: owner.password }, { ip: attacker }),
      429,
      'API429',
    ); // the attacker's own address has spent its budget
    expect(
      (await postSignIn(t, { username: owner.email, password: owner.password }, { ip: randomIp() })).statusCode,
    ).toBe(200);
  });

  it("counts no successful sign-in against the account, and a success forgets that address's failures", async () => {
    const owner = await newAccount(t);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await postSignIn(t, { username: owner.email, password: owner.password }, { ip: randomIp() })).statusCode,
      ).toBe(200);
    }
    const ip = randomIp();
    expectSpecError(await postSignIn(t, { username: owner.email, password: 'Typo-pass-1' }, { ip }), 400, 'AUT401');
    // The owner's typos from this address are forgotten once the right password is given there.
    expect((await postSignIn(t, { username: owner.email, password: owner.password }, { ip })).statusCode).toBe(200);
    for (const other of [randomIp(), randomIp(), randomIp()]) {
      expectSpecError(
        await postSignIn(t, { username: owner.email, password: 'Guess-pass-1' }, { ip: other }),
        400,
        'AUT401',
      );
    }
    // Four failures in all: the budget is spent, but not by this address.
    expect((await postSignIn(t, { username: owner.email, password: owner.password }, { ip })).statusCode).toBe(200);
  });

  it("clears the account's failure budget when the owner resets the password", async () => {
    const owner = await newAccount(t);
    const ip = randomIp();
    expectSpecError(await postSignIn(t, { username: owner.email, password: 'Typo-pass-1' }, { ip }), 400, 'AUT401');
    for (const other of [randomIp(), randomIp(), randomIp()]) {
      expectSpecError(
        await postSignIn(t, { username: owner.email, password: 'Guess-pass-1' }, { ip: other }),
        400,
        'AUT401',
      );
    }
    expectSpecError(await postSignIn(t, { username: owner.email, password: owner.password }, { ip }), 429, 'API429');
    // The owner's typo holds their address; the reset link proves who they are.
    expect(
      (
        await post(
          t,
          '/consumers-v3/confirmforgotpassword',
          { email: owner.email, recaptcha_response: await captchaToken(t, 'forgot_password') },
          { ip: randomIp() },
        )
      ).statusCode,
    ).toBe(202);
    const email = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', owner.email)
      .where('template', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(email.text_body ?? '')?.[1] ?? '';
    const password = 'Fresh-Password-88';
    expect(
      (
        await post(
          t,
          '/consumers-v3/consumer/resetpassword',
          { token, newPassword: password, confirmPassword: password },
          { ip: randomIp() },
        )
      ).statusCode,
    ).toBe(204);
    expect((await postSignIn(t, { username: owner.email, password }, { ip })).statusCode).toBe(200);
  });

  it('counts the storefront server per shopper address it forwards', async () => {
    const viaStorefront = (shopper: string) => ({
      ip: '10.0.0.10',
      headers: { 'x-server-trust-id': TEST_TRUST_ID, 'x-forwarded-for': `${shopper}, 10.0.0.10` },
    });
    const shopperA = randomIp();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await postSignIn(t, { username: `f${i}@example.com`, password: 'Wrong-pass-1' }, viaStorefront(shopperA)))
          .statusCode,
      ).toBe(400);
    }
    expectSpecError(
      await postSignIn(t, { username: 'f9@example.com', password: 'x' }, viaStorefront(shopperA)),
      429,
      'API429',
    );
    expect(
      (await postSignIn(t, { username: 'f9@example.com', password: 'Wrong-pass-1' }, viaStorefront(randomIp())))
        .statusCode,
    ).toBe(400);
    // Without the trust id, x-forwarded-for is the caller's own claim and is ignored.
    const forger = randomIp();
    for (let i = 0; i < 3; i += 1) {
      await postSignIn(
        t,
        { username: `g${i}@example.com`, password: 'x' },
        { ip: forger, headers: { 'x-forwarded-for': randomIp() } },
      );
    }
    expectSpecError(
      await postSignIn(
        t,
        { username: 'g9@example.com', password: 'x' },
        { ip: forger, headers: { 'x-forwarded-for': randomIp() } },
      ),
      429,
      'API429',
    );
  });

  it('counts an IPv6 shopper by its /64: per address, and in the rule for addresses that failed against the account', async () => {
    const viaStorefront = (shopper: string) => ({
      ip: '10.0.0.10',
      headers: { 'x-server-trust-id': TEST_TRUST_ID, 'x-forwarded-for': shopper },
    });
    const net = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let i = 1; i <= 3; i += 1) {
      expect(
        (
          await postSignIn(
            t,
            { username: `v6-${i}@example.com`, password: 'Wrong-pass-1' },
            viaStorefront(`${net}::${i}`),
          )
        ).statusCode,
      ).toBe(400);
    }
    expectSpecError(
      await postSignIn(t, { username: 'v6-9@example.com', password: 'x' }, viaStorefront(`${net}:1:2:3:4`)),
      429,
      'API429',
    );

    // The account's failure budget (4), spent from four addresses of two /64s, refuses every address of those
    // networks; the owner elsewhere still signs in.
    const owner = await newAccount(t);
    const [first, second] = [0, 1].map(
      () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`,
    );
    for (const address of [`${first}::1`, `${first}::2`, `${second}::1`, `${second}::2`]) {
      expectSpecError(
        await postSignIn(t, { username: owner.email, password: 'Guess-pass-1' }, viaStorefront(address)),
        400,
        'AUT401',
      );
    }
    expectSpecError(
      await postSignIn(t, { username: owner.email, password: owner.password }, viaStorefront(`${first}::77`)),
      429,
      'API429',
    );
    expect(
      (
        await postSignIn(
          t,
          { username: owner.email, password: owner.password },
          viaStorefront(`${net.replace('2001:db8', '2001:db9')}::1`),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('limits sign-up, forgot password, reset password and change password too', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) expect((await postSignUp(t, signUpBody(), { ip })).statusCode).toBe(201);
    expectSpecError(await postSignUp(t, signUpBody(), { ip }), 429, 'API429');

    const forgot = async (email: string, address: string) =>
      post(
        t,
        '/consumers-v3/confirmforgotpassword',
        { email, recaptcha_response: await captchaToken(t, 'forgot_password') },
        { ip: address },
      );
    const forgotIp = randomIp();
    for (let i = 0; i < 3; i += 1) expect((await forgot(`n${i}@example.com`, forgotIp)).statusCode).toBe(202);
    expectSpecError(await forgot('n9@example.com', forgotIp), 429, 'API429');
    // Per account: one mailbox cannot be flooded with reset emails from many addresses.
    for (let i = 0; i < 4; i += 1) expect((await forgot('athlete@example.com', randomIp())).statusCode).toBe(202);
    expectSpecError(await forgot('athlete@example.com', randomIp()), 429, 'API429');

    const resetIp = randomIp();
    const reset = () =>
      post(
        t,
        '/consumers-v3/consumer/resetpassword',
        { token: 'A'.repeat(43), newPassword: 'New-Password-77', confirmPassword: 'New-Password-77' },
        { ip: resetIp },
      );
    for (let i = 0; i < 3; i += 1) expectSpecError(await reset(), 400, 'AUT402');
    expectSpecError(await reset(), 429, 'API429');

    // The reset page's check of its link: per address, as guessing links would be.
    const checkIp = randomIp();
    const check = () => post(t, '/consumers-v3/checkresetpassword', { token: 'A'.repeat(43) }, { ip: checkIp });
    for (let i = 0; i < 3; i += 1) expectSpecError(await check(), 400, 'AUT402');
    const refused = await check();
    expectSpecError(refused, 429, 'API429');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Change password: wrong current passwords are limited per account, as sign-in's (a stolen session cannot
    // keep the owner from changing it elsewhere).
    const shopper = await newShopper(t, {}, { ip: randomIp() });
    const change = (ip: string, currentPassword = 'Wrong-current-1') =>
      post(
        t,
        '/consumers-v3/consumer/changepassword',
        { currentPassword, newPassword: 'New-Password-77', confirmPassword: 'New-Password-77' },
        { ip, headers: shopper.headers },
      );
    const thief = [randomIp(), randomIp()] as const;
    for (const ip of [...thief, ...thief]) expectSpecError(await change(ip), 400, 'AUT437');
    expectSpecError(await change(thief[0]), 429, 'API429');
    expect((await change(randomIp(), shopper.password)).statusCode).toBe(204);
  });

  it('counts nothing against the account for sign-up and forgot password without a valid captcha', async () => {
    const email = `taken-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      expectSpecError(
        await postSignUp(t, signUpBody({ email, recaptcha_response: 'not-a-token' }), { ip: randomIp() }),
        400,
        'AUT403',
      );
    }
    expect((await postSignUp(t, signUpBody({ email }), { ip: randomIp() })).statusCode).toBe(201);

    const forgot = async (address: string, token?: string) =>
      post(
        t,
        '/consumers-v3/confirmforgotpassword',
        { email, recaptcha_response: token ?? (await captchaToken(t, 'forgot_password')) },
        { ip: address },
      );
    for (let i = 0; i < 5; i += 1) expectSpecError(await forgot(randomIp(), 'not-a-token'), 400, 'AUT403');
    // The mailbox's budget (4 emails) is whole; past it, the owner already holds the links sent.
    for (let i = 0; i < 4; i += 1) expect((await forgot(randomIp())).statusCode).toBe(202);
    expectSpecError(await forgot(randomIp()), 429, 'API429');
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 0, lazyConnect: true });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe.skipIf(!(await redisAnswers(REDIS_URL)))(`credential limits shared through Redis (${TEST_DB})`, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { ...LIMITS, REDIS_URL };
    [first, second] = await Promise.all([
      createTestApp({ env, stylesPerSize: 4 }),
      createTestApp({ env, stylesPerSize: 4 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('hold across two api instances behind one load balancer', async () => {
    const ip = randomIp();
    const username = `shared-${randomBytes(4).toString('hex')}@example.com`;
    expect((await postSignIn(first, { username, password: 'Wrong-pass-1' }, { ip })).statusCode).toBe(400);
    expect((await postSignIn(second, { username, password: 'Wrong-pass-1' }, { ip })).statusCode).toBe(400);
    expect((await postSignIn(first, { username, password: 'Wrong-pass-1' }, { ip })).statusCode).toBe(400);
    expectSpecError(await postSignIn(second, { username, password: 'Wrong-pass-1' }, { ip }), 429, 'API429');
  });

  it('and so does the failure budget of an account, which a success forgets for its address', async () => {
    // One account on each instance's database (each test app has its own).
    const body = signUpBody();
    for (const app of [first, second]) expect((await postSignUp(app, body, { ip: randomIp() })).statusCode).toBe(201);
    const owner = { email: String(body.email), password: String(body.password) };
    const owners = randomIp();
    expectSpecError(
      await postSignIn(first, { username: owner.email, password: 'Typo-pass-1' }, { ip: owners }),
      400,
      'AUT401',
    );
    expect(
      (await postSignIn(second, { username: owner.email, password: owner.password }, { ip: owners })).statusCode,
    ).toBe(200);
    const addresses = [randomIp(), randomIp(), randomIp()];
    for (const [i, ip] of addresses.entries()) {
      expectSpecError(
        await postSignIn(i % 2 ? first : second, { username: owner.email, password: 'Guess-pass-1' }, { ip }),
        400,
        'AUT401',
      );
    }
    expectSpecError(
      await postSignIn(first, { username: owner.email, password: owner.password }, { ip: addresses[0] }),
      429,
      'API429',
    );
    expect(
      (await postSignIn(first, { username: owner.email, password: owner.password }, { ip: owners })).statusCode,
    ).toBe(200);
  });

  it('and a captcha token verified on one instance is refused on the other', async () => {
    const recaptcha_response = await captchaToken(first, 'signin');
    // An account of its own per run: Redis keeps the per-account counters between test runs.
    const username = `captcha-${randomBytes(4).toString('hex')}@example.com`;
    const body = { username, password: 'Wrong-pass-1', recaptcha_response };
    expectSpecError(await postSignIn(second, body, { ip: randomIp() }), 400, 'AUT401'); // the captcha passed
    expectSpecError(await postSignIn(first, body, { ip: randomIp() }), 400, 'AUT403');
  });
});

describe(`credential limits with Redis down (${TEST_DB})`, () => {
  it('still limit, counting in the process', async () => {
    const t = await createTestApp({
      env: { ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '0' },
      stylesPerSize: 4,
    });
    try {
      const ip = randomIp();
      for (let i = 0; i < 3; i += 1)
        expect((await postSignIn(t, { username: `d${i}@example.com`, password: 'x' }, { ip })).statusCode).toBe(400);
      expectSpecError(await postSignIn(t, { username: 'd9@example.com', password: 'x' }, { ip }), 429, 'API429');
    } finally {
      await t.close();
    }
  });
});
