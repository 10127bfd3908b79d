import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import {
  captchaToken,
  failOutboxInserts,
  newShopper,
  post,
  postSignIn,
  signInThroughRoutes,
  type CallOptions,
} from '../../test/credentials.js';
import { bearer, postToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { digestOf } from '../session/secrets.js';

const NO_LIMITS = { CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0' };
const NEW_PASSWORD = 'Brand-New-Stride-42';

describe(`forgot, reset and change password (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: NO_LIMITS, stylesPerSize: 4 });
  });
  afterAll(() => t.close());

  const forgot = async (email: string, options: CallOptions = {}) =>
    post(
      t,
      '/consumers-v3/confirmforgotpassword',
      { email, recaptcha_response: await captchaToken(t, 'forgot_password') },
      options,
    );
  const reset = (token: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) =>
    post(t, '/consumers-v3/consumer/resetpassword', { token, newPassword, confirmPassword });
  const change = (headers: Record<string, string>, body: Record<string, unknown>) =>
    post(t, '/consumers-v3/consumer/changepassword', body, { headers });
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/consumers-v3/consumer', headers: { ...AUTH, ...headers } });
  const resetEmails = (to: string) =>
    t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('template', '=', 'password-reset')
      .orderBy('created_at')
      .execute();
  const resetRows = (consumerNo: string) =>
    t.db.selectFrom('password_resets').selectAll().where('consumer_no', '=', consumerNo).execute();
  /** The link of the latest reset email to `to`, and its token. */
  const latestLink = async (to: string) => {
    const emails = await resetEmails(to);
    const text = emails.at(-1)?.text_body ?? '';
    const url = /https?:\/\/\S+reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (!url) throw new Error(`no reset link in: ${text}`);
    return { url, token: new URL(url).searchParams.get('token') ?? '' };
  };

  describe('confirmforgotpassword', () => {
    it('answers 202 alike for an unknown email and writes nothing', async () => {
      const before = await t.db.selectFrom('email_outbox').select('id').execute();
      const response = await forgot('nobody-at-all@example.com');
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
      expect(await t.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(before.length);
      expect(await t.db.selectFrom('password_resets').select('token_hash').execute()).toHaveLength(0);
    });

    it('sends an account at most 3 reset emails an hour and 10 a day; later requests answer 202 alike and send nothing', async () => {
      const shopper = await newShopper(t);
      for (let i = 0; i < 5; i += 1) {
        const response = await forgot(shopper.email);
        expect(response.statusCode).toBe(202);
        expect(response.body).toBe('');
      }
      expect(await resetEmails(shopper.email)).toHaveLength(3);
      expect(await resetRows(shopper.consumerNo)).toHaveLength(3);

      // A day's budget: 10 links sent over the last day (older than an hour) leave none for today.
      const other = await newShopper(t);
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
      await t.db
        .insertInto('password_resets')
        .values(
          Array.from({ length: 10 }, (_, i) => ({
            token_hash: `day-budget-${other.consumerNo}-${i}`,
            consumer_no: other.consumerNo,
            created_at: hoursAgo(2 + i),
            expires_at: hoursAgo(1 + i),
            used_at: null,
          })),
        )
        .execute();
      expect((await forgot(other.email)).statusCode).toBe(202);
      expect(await resetEmails(other.email)).toHaveLength(0);
      // Links of more than a day ago do not count.
      await t.db
        .updateTable('password_resets')
        .set({ created_at: hoursAgo(25) })
        .where('consumer_no', '=', other.consumerNo)
        .execute();
      expect((await forgot(other.email)).statusCode).toBe(202);
      expect(await resetEmails(other.email)).toHaveLength(1);
    });

    it('writes one single-use link and its email in one go, linking to the brand storefront, not the Host', async () => {
      const shopper = await newShopper(t);
      const response = await forgot(shopper.email.toUpperCase(), { headers: { host: 'evil.example' } });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
      const [row, ...others] = await resetRows(shopper.consumerNo);
      expect(others).toEqual([]);
      const { url, token } = await latestLink(shopper.email);
      expect(url.startsWith('https://stride.test/en-us/reset-password?token=')).toBe(true);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the digest is stored; the link works for RESET_TOKEN_TTL_SECONDS (an hour).
      expect(row?.token_hash).toBe(digestOf(token));
      const lifetime = Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '');
      expect(lifetime).toBe(3_600_000);
      expect((await resetEmails(shopper.email))[0]).toMatchObject({
        dedupe_key: `password-reset:${digestOf(token)}`,
        site_id: 'stride-en-us',
        status: 'pending',
      });
    });

    it("links to the shopper's brand and locale", async () => {
      const shopper = await newShopper(t, { postalCode: '10115' }, { siteId: 'stride-de-de' });
      expect((await forgot(shopper.email, { siteId: 'stride-de-de' })).statusCode).toBe(202);
      expect((await latestLink(shopper.email)).url).toMatch(/^https:\/\/stride\.test\/de-de\/reset-password\?token=/);
      const kestrel = await newShopper(t, {}, { siteId: 'kestrel-en-us' });
      expect((await forgot(kestrel.email, { siteId: 'kestrel-en-us' })).statusCode).toBe(202);
      expect((await latestLink(kestrel.email)).url).toMatch(/^https:\/\/kestrel\.test\/en-us\/reset-password/);
      // A Japanese shopper is addressed by the full name, family name first, as Japanese shops do.
      const japanese = await newShopper(
        t,
        { firstName: '太郎', lastName: '山田', postalCode: '100-0001' },
        { siteId: 'stride-ja-jp' },
      );
      expect((await forgot(japanese.email, { siteId: 'stride-ja-jp' })).statusCode).toBe(202);
      expect((await resetEmails(japanese.email)).at(-1)?.text_body.startsWith('山田 太郎 様\n')).toBe(true);
      // Accounts belong to a brand: asking stride for kestrel's account sends nothing.
      const before = (await resetEmails(kestrel.email)).length;
      expect((await forgot(kestrel.email)).statusCode).toBe(202);
      expect(await resetEmails(kestrel.email)).toHaveLength(before);
    });

    it('writes neither the link nor the email when the email cannot be queued', async () => {
      const shopper = await newShopper(t);
      await failOutboxInserts(t, true);
      try {
        expectSpecError(await forgot(shopper.email), 500, 'GEN500');
      } finally {
        await failOutboxInserts(t, false);
      }
      expect(await resetRows(shopper.consumerNo)).toEqual([]);
      expect(await resetEmails(shopper.email)).toEqual([]);
    });

    it('answers 400 AUT452 for an email that is not an address, in the request’s language (API400 without one)', async () => {
      const ask = async (email: unknown, locale = 'en-us') =>
        t.app.inject({
          method: 'POST',
          url: '/consumers-v3/confirmforgotpassword',
          headers: { ...AUTH, 'x-locale': locale },
          payload: { email, recaptcha_response: await captchaToken(t, 'forgot_password') },
        });
      const said = (response: Awaited<ReturnType<typeof ask>>) =>
        expectSpecError(response, 400, 'AUT452', 'body.email').errorDetails[0]!.message;
      expect(said(await ask('t2xa@example.com.'))).toBe('Please enter an email address like name@example.com.');
      expect(said(await ask('nobody', 'fr-fr'))).toBe('Veuillez saisir une adresse e-mail comme nom@exemple.com.');
      expectSpecError(await ask(42), 400, 'API400', 'body.email');
    });

    it('refuses a failed captcha with AUT403 and sends nothing', async () => {
      const shopper = await newShopper(t);
      const response = await post(t, '/consumers-v3/confirmforgotpassword', {
        email: shopper.email,
        recaptcha_response: await captchaToken(t, 'signin'),
      });
      expectSpecError(response, 400, 'AUT403', 'body.recaptcha_response');
      expect(await resetRows(shopper.consumerNo)).toEqual([]);
    });
  });

  describe('resetpassword', () => {
    it('sets the new password once: the link then answers AUT402, the old password no longer works', async () => {
      const shopper = await newShopper(t);
      await forgot(shopper.email);
      const { token } = await latestLink(shopper.email);
      expect((await reset(token)).statusCode).toBe(204);
      expectSpecError(await reset(token, 'Another-Fresh-Pass-7'), 400, 'AUT402', 'body.token');
      expectSpecError(await postSignIn(t, { username: shopper.email, password: shopper.password }), 400, 'AUT401');
      expect((await signInThroughRoutes(t, shopper.email, NEW_PASSWORD)).consumerNo).toBe(shopper.consumerNo);
    });

    it('answers AUT402 for an expired or unknown link', async () => {
      const shopper = await newShopper(t);
      await forgot(shopper.email);
      const { token } = await latestLink(shopper.email);
      await t.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', digestOf(token))
        .execute();
      expectSpecError(await reset(token), 400, 'AUT402');
      expectSpecError(await reset('A'.repeat(43)), 400, 'AUT402');
      expect((await signInThroughRoutes(t, shopper.email, shopper.password)).consumerNo).toBe(shopper.consumerNo);
    });

    it('checkresetpassword tells a usable link from a dead one without using it (AUT402 alike for unknown, expired, used)', async () => {
      const check = (token: string) => post(t, '/consumers-v3/checkresetpassword', { token });
      const shopper = await newShopper(t);
      await forgot(shopper.email);
      const { token } = await latestLink(shopper.email);
      expect((await check(token)).statusCode).toBe(204);
      expect((await check(token)).statusCode).toBe(204); // a check does not use the link
      expectSpecError(await check('A'.repeat(43)), 400, 'AUT402', 'body.token');
      expect((await reset(token)).statusCode).toBe(204);
      expectSpecError(await check(token), 400, 'AUT402', 'body.token');

      await forgot(shopper.email);
      const second = (await latestLink(shopper.email)).token;
      await t.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', digestOf(second))
        .execute();
      expectSpecError(await check(second), 400, 'AUT402', 'body.token');
      // A malformed body is the usual 400, no session needed.
      expect((await post(t, '/consumers-v3/checkresetpassword', { token: 'short' })).statusCode).toBe(400);
    });

    it('checks the new password before spending the link (FE340, FE872, AUT450, AUT451)', async () => {
      const shopper = await newShopper(t);
      await forgot(shopper.email);
      const { token } = await latestLink(shopper.email);
      expectSpecError(await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`), 400, 'FE340', 'body.confirmPassword');
      expectSpecError(await reset(token, 'Short-1'), 400, 'FE872', 'body.newPassword');
      expectSpecError(await reset(token, 'baseball1'), 400, 'AUT450', 'body.newPassword');
      // Whitespace only, repeated, a sequence, the brand with digits (decision 0017 addendum, session 51).
      for (const weak of ['        ', 'aaaaaaaa', 'abcdefgh', 'Stride2026']) {
        expectSpecError(await reset(token, weak), 400, 'AUT450', 'body.newPassword');
      }
      expectSpecError(await reset(token, shopper.email), 400, 'AUT451', 'body.newPassword');
      expect((await reset(token)).statusCode).toBe(204);
    });

    it('lets only one of two concurrent resets with the same link through', async () => {
      const shopper = await newShopper(t);
      await forgot(shopper.email);
      const { token } = await latestLink(shopper.email);
      const answers = await Promise.all([reset(token, 'Racing-Pass-One-1'), reset(token, 'Racing-Pass-Two-2')]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 400]);
      for (const loser of answers.filter((r) => r.statusCode === 400)) expectSpecError(loser, 400, 'AUT402');
    });

    it('retires the other links, revokes every session and clears every sign-in lock of the account', async () => {
      const shopper = await newShopper(t);
      const second = await signInThroughRoutes(t, shopper.email, shopper.password);
      await forgot(shopper.email);
      const older = await latestLink(shopper.email);
      await forgot(shopper.email);
      const newer = await latestLink(shopper.email);
      expect(newer.token).not.toBe(older.token);
      // Someone locks the account from their address.
      const attacker = { ip: '198.51.100.66' };
      for (let i = 0; i < 5; i += 1)
        await postSignIn(t, { username: shopper.email, password: `Guess-${i}-x` }, attacker);
      expectSpecError(
        await postSignIn(t, { username: shopper.email, password: shopper.password }, attacker),
        400,
        'AUT423',
      );

      expect((await reset(newer.token)).statusCode).toBe(204);
      expectSpecError(await reset(older.token), 400, 'AUT402');
      for (const session of [shopper.tokens, second]) {
        expectSpecError(await profile(bearer(session.accessToken)), 401, 'AUT498');
        expectSpecError(await postToken(t, { type: 'Registered', refreshToken: session.refreshToken }), 400, 'AUT401');
      }
      expect((await postSignIn(t, { username: shopper.email, password: NEW_PASSWORD }, attacker)).statusCode).toBe(200);
    });

    it('needs no session: a guest or signed-out shopper resets with the link alone', async () => {
      const shopper = await newShopper(t);
      await forgot(shopper.email);
      const { token } = await latestLink(shopper.email);
      const response = await t.app.inject({
        method: 'POST',
        url: '/consumers-v3/consumer/resetpassword',
        headers: AUTH,
        payload: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(204);
    });
  });

  describe('changepassword', () => {
    it('changes the password with the current one: other sessions are revoked, this one stays', async () => {
      const shopper = await newShopper(t);
      const elsewhere = await signInThroughRoutes(t, shopper.email, shopper.password, { ip: '10.9.9.9' });
      await forgot(shopper.email);
      const link = await latestLink(shopper.email);
      const response = await change(shopper.headers, {
        currentPassword: shopper.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(204);
      expect((await profile(shopper.headers)).statusCode).toBe(200);
      expect((await postToken(t, { type: 'Registered', refreshToken: shopper.tokens.refreshToken })).statusCode).toBe(
        200,
      );
      expectSpecError(await profile(bearer(elsewhere.accessToken)), 401, 'AUT498');
      expectSpecError(await postToken(t, { type: 'Registered', refreshToken: elsewhere.refreshToken }), 400, 'AUT401');
      expectSpecError(await reset(link.token), 400, 'AUT402');
      expectSpecError(await postSignIn(t, { username: shopper.email, password: shopper.password }), 400, 'AUT401');
      expect((await postSignIn(t, { username: shopper.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('refuses a wrong current password (AUT437) and weak or mismatched new ones, changing nothing', async () => {
      const shopper = await newShopper(t);
      const body = { currentPassword: shopper.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      expectSpecError(
        await change(shopper.headers, { ...body, currentPassword: 'Not-The-Password-1' }),
        400,
        'AUT437',
        'body.currentPassword',
      );
      expectSpecError(await change(shopper.headers, { ...body, confirmPassword: 'Different-Pass-9' }), 400, 'FE340');
      expectSpecError(
        await change(shopper.headers, { ...body, newPassword: 'Tiny-1', confirmPassword: 'Tiny-1' }),
        400,
        'FE872',
      );
      expectSpecError(
        await change(shopper.headers, { ...body, newPassword: 'football1', confirmPassword: 'football1' }),
        400,
        'AUT450',
      );
      for (const weak of ['        ', 'qwertzui', 'stridestride', `${shopper.email.split('@')[0]}2026`]) {
        const refused = expectSpecError(
          await change(shopper.headers, { ...body, newPassword: weak, confirmPassword: weak }),
          400,
          'AUT450',
          'body.newPassword',
        );
        expect(refused.errorDetails[0]!.message, weak).toMatch(/^Your password can’t be /);
      }
      expectSpecError(
        await change(shopper.headers, { ...body, newPassword: shopper.password, confirmPassword: shopper.password }),
        400,
        'AUT451',
        'body.newPassword',
      );
      expectSpecError(await change(shopper.headers, { ...body, extra: 1 }), 400, 'API400', 'body.extra');
      expect((await postSignIn(t, { username: shopper.email, password: shopper.password })).statusCode).toBe(200);
    });

    it('needs a signed-in shopper: 401 API401 for a guest or no token', async () => {
      const body = { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      const guest = await postToken(t, { type: 'Guest' });
      expectSpecError(await change({}, body), 401, 'API401');
      expectSpecError(await change(bearer(guest.json<{ accessToken: string }>().accessToken), body), 401, 'API401');
    });
  });
});

describe(`a reset link expires after RESET_TOKEN_TTL_SECONDS (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...NO_LIMITS, RESET_TOKEN_TTL_SECONDS: '1' }, stylesPerSize: 4 });
  });
  afterAll(() => t.close());

  it('answers AUT402 once the configured lifetime has passed', async () => {
    const shopper = await newShopper(t);
    const forgot = await post(t, '/consumers-v3/confirmforgotpassword', {
      email: shopper.email,
      recaptcha_response: await captchaToken(t, 'forgot_password'),
    });
    expect(forgot.statusCode).toBe(202);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', shopper.email)
      .where('template', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const reset = await post(t, '/consumers-v3/consumer/resetpassword', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expectSpecError(reset, 400, 'AUT402', 'body.token');
  });
});
