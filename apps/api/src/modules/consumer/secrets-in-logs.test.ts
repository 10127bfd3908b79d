import { AuthorizationCodeResponse } from '@outsole/contracts/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { captchaToken, failOutboxInserts, post, postSignIn, postSignUp, signUpBody } from '../../test/credentials.js';
import { captureLogs } from '../../test/log-capture.js';
import { bearer, pkcePair, postToken, tokenOf } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

const NO_LIMITS = { CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0' };

describe(`no password, hash or token in any log line or response (${TEST_DB})`, () => {
  let t: TestApp;
  const logs = captureLogs();
  const responses: LightMyRequestResponse[] = [];
  /** Secrets that may appear in no log line; `never` ones in no response either. */
  const secrets = new Set<string>();
  const never = new Set<string>();
  const keep = (response: LightMyRequestResponse) => {
    responses.push(response);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: NO_LIMITS, logger: logs.logger, stylesPerSize: 4 });
  });
  afterAll(() => t.close());

  it('walks every credential call, failures included', async () => {
    const password = 'Secret-Sauce-Runner-31';
    const newPassword = 'Other-Secret-Sauce-32';
    const thirdPassword = 'Third-Secret-Sauce-33';
    for (const value of [password, newPassword, thirdPassword]) {
      secrets.add(value);
      never.add(value);
    }
    const body = signUpBody({ password, phone: '4155550188' });
    const email = String(body.email);
    const pair = pkcePair();
    const signupCaptcha = await captchaToken(t, 'signup');
    secrets.add(signupCaptcha);
    const signup = keep(
      await postSignUp(t, { ...body, codeChallenge: pair.codeChallenge, recaptcha_response: signupCaptcha }),
    );
    expect(signup.statusCode).toBe(201);
    const { authorizationCode } = AuthorizationCodeResponse.parse(signup.json());
    secrets.add(authorizationCode).add(pair.codeVerifier);
    const tokens = tokenOf(
      keep(await postToken(t, { type: 'Registered', authorizationCode, codeVerifier: pair.codeVerifier })),
    );
    secrets.add(tokens.accessToken).add(tokens.refreshToken);
    const headers = bearer(tokens.accessToken);

    keep(await postSignIn(t, { username: email, password: `${password}-wrong` }));
    secrets.add(`${password}-wrong`);
    keep(await postSignIn(t, { username: email, password }));
    keep(await t.app.inject({ method: 'GET', url: '/consumers-v3/consumer', headers: { ...AUTH, ...headers } }));
    keep(
      await t.app.inject({
        method: 'PUT',
        url: '/consumers-v3/consumer',
        headers: { ...AUTH, ...headers },
        payload: { firstName: 'Changed', password: 'Sneaky-Field-99' },
      }),
    );
    secrets.add('Sneaky-Field-99');
    keep(
      await post(
        t,
        '/consumers-v3/consumer/changepassword',
        { currentPassword: password, newPassword, confirmPassword: newPassword },
        { headers },
      ),
    );
    keep(
      await post(
        t,
        '/consumers-v3/consumer/changepassword',
        { currentPassword: 'Wrong-current-34', newPassword: thirdPassword, confirmPassword: thirdPassword },
        { headers },
      ),
    );
    secrets.add('Wrong-current-34');

    const forgotCaptcha = await captchaToken(t, 'forgot_password');
    keep(await post(t, '/consumers-v3/confirmforgotpassword', { email, recaptcha_response: forgotCaptcha }));
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .where('template', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
    expect(resetToken).toHaveLength(43);
    secrets.add(resetToken);
    never.add(resetToken);
    keep(
      await post(t, '/consumers-v3/consumer/resetpassword', {
        token: resetToken,
        newPassword: thirdPassword,
        confirmPassword: `${thirdPassword}x`,
      }),
    );
    keep(
      await post(t, '/consumers-v3/consumer/resetpassword', {
        token: resetToken,
        newPassword: thirdPassword,
        confirmPassword: thirdPassword,
      }),
    );
    // A failure deep in a transaction, logged in full as GEN500.
    await failOutboxInserts(t, true);
    try {
      expectSpecError(
        keep(
          await post(t, '/consumers-v3/confirmforgotpassword', {
            email,
            recaptcha_response: await captchaToken(t, 'forgot_password'),
          }),
        ),
        500,
        'GEN500',
      );
    } finally {
      await failOutboxInserts(t, false);
    }
    const second = tokenOf(keep(await postToken(t, { type: 'Guest' })));
    secrets.add(second.accessToken).add(second.refreshToken);
    keep(await post(t, '/consumers-v3/consumer/auth/signout', { refreshToken: tokens.refreshToken }, { headers }));

    const hashes = await t.db.selectFrom('consumers').select('password_hash').where('email', '=', email).execute();
    for (const { password_hash: hash } of hashes) {
      secrets.add(hash);
      never.add(hash);
    }
    // One access line per request (lib/access-log.ts); the GEN500's carries its error in full.
    expect(logs.lines.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(20);
    expect(logs.lines.some((line) => line.level === 'error' && line.errorId === 'GEN500' && line.err)).toBe(true);

    const logText = logs.lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of secrets)
      expect(logText.includes(secret), `a log line holds ${secret.slice(0, 6)}…`).toBe(false);
    expect(logText).not.toContain('$argon2');
    expect(logText).not.toContain(email); // personal data is redacted too

    for (const response of responses) {
      const text = `${JSON.stringify(response.headers)}\n${response.body}`;
      for (const secret of never) expect(text.includes(secret), `a response holds ${secret.slice(0, 6)}…`).toBe(false);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain('password_hash');
    }
  });
});
