import { createHmac } from 'node:crypto';
import { CaptchaTokenResponse } from '@outsole/contracts/captcha';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.js';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_CAPTCHA_SECRET, TEST_DB, type TestApp } from '../../test/test-app.js';
import { requireCaptcha } from './captcha-provider.js';
import { createSandboxCaptcha } from './sandbox-captcha.js';

const options = { action: 'signin', remoteIp: '203.0.113.5' } as const;

describe('sandbox captcha provider', () => {
  const provider = createSandboxCaptcha({ secret: 'a-sandbox-secret-for-tests' });

  it('verifies a fresh token for its action once, with its score', async () => {
    const { token, expiresIn } = provider.mint('signin', 0.7);
    expect(expiresIn).toBe(120);
    expect(await provider.verify(token, options)).toEqual({ success: true, score: 0.7, errorCodes: [] });
    expect(await provider.verify(token, options)).toMatchObject({
      success: false,
      errorCodes: ['timeout-or-duplicate'],
    });
  });

  it('refuses another action, and the token is spent by trying', async () => {
    const { token } = provider.mint('signup');
    expect(await provider.verify(token, options)).toMatchObject({ success: false, errorCodes: ['action-mismatch'] });
    expect(await provider.verify(token, { ...options, action: 'signup' })).toMatchObject({ success: false });
  });

  it('refuses an expired token', async () => {
    const { token } = provider.mint('signin', 0.9, Date.now() - 121_000);
    expect(await provider.verify(token, options)).toMatchObject({
      success: false,
      errorCodes: ['timeout-or-duplicate'],
    });
  });

  it('refuses forged, altered and malformed tokens', async () => {
    const { token } = provider.mint('signin');
    const [prefix, body] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, score: 1 })).toString('base64url');
    const otherKey = createSandboxCaptcha({ secret: 'another-secret-entirely' }).mint('signin').token;
    const selfSigned = `${prefix}.${altered}.${createHmac('sha256', 'guess').update(`v1.${altered}`).digest('base64url')}`;
    for (const bad of [
      `${prefix}.${altered}.${token.split('.')[2]}`,
      otherKey,
      selfSigned,
      'v1.e30.AAAA',
      'not-a-token',
      `${token}.extra`,
    ]) {
      expect(await provider.verify(bad, options), bad).toMatchObject({
        success: false,
        errorCodes: ['invalid-input-response'],
      });
    }
    // The genuine token was never spent by those attempts.
    expect((await provider.verify(token, options)).success).toBe(true);
  });

  it('requireCaptcha answers AUT403 for a failure, a low score and an empty token', async () => {
    const check = (token: string, minScore = 0.5) => requireCaptcha(provider, token, { ...options, minScore });
    await expect(check(provider.mint('signin', 0.9).token)).resolves.toBeUndefined();
    for (const attempt of [check(provider.mint('signin', 0.3).token), check(''), check('v1.x.y')]) {
      await expect(attempt).rejects.toSatisfy(
        (error: unknown) => error instanceof ApiError && error.errorId === 'AUT403' && error.statusCode === 400,
      );
    }
  });
});

describe(`POST /captcha/v1/sandbox/token (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 4 });
  });
  afterAll(() => t.close());

  const mint = (payload: unknown, headers: Record<string, string> = AUTH) =>
    t.app.inject({ method: 'POST', url: '/captcha/v1/sandbox/token', headers, payload: payload as object });

  it('mints a token the api verifies, signed with CAPTCHA_SANDBOX_SECRET', async () => {
    const response = await mint({ action: 'forgot_password' });
    expect(response.statusCode, response.body).toBe(200);
    const { token } = CaptchaTokenResponse.parse(response.json());
    const verifier = createSandboxCaptcha({ secret: TEST_CAPTCHA_SECRET });
    expect(await verifier.verify(token, { action: 'forgot_password', remoteIp: '::1' })).toMatchObject({
      success: true,
      score: 0.9,
    });
  });

  it('refuses unknown actions, scores out of range, extra fields and callers without the access key', async () => {
    expectSpecError(await mint({ action: 'checkout' }), 400, 'API400', 'body.action');
    expectSpecError(await mint({ action: 'signin', score: 2 }), 400, 'API400', 'body.score');
    expectSpecError(await mint({ action: 'signin', secret: 'x' }), 400, 'API400', 'body.secret');
    expectSpecError(await mint({ action: 'signin' }, {}), 401, 'API401');
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

describe.skipIf(!(await redisAnswers(REDIS_URL)))('captcha single use across api instances (Redis)', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('refuses on one instance a token already verified on another', async () => {
    const connect = async () => {
      const client = new Redis(REDIS_URL);
      clients.push(client);
      await new Promise((resolve) => client.once('ready', resolve));
      return client;
    };
    const first = createSandboxCaptcha({ secret: 'shared-secret-of-both', redis: await connect() });
    const second = createSandboxCaptcha({ secret: 'shared-secret-of-both', redis: await connect() });
    const { token } = first.mint('signin');
    expect((await second.verify(token, options)).success).toBe(true);
    expect(await first.verify(token, options)).toMatchObject({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });
});
