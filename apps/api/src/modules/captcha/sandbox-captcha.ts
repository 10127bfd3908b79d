import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CAPTCHA_ACTIONS, CAPTCHA_TOKEN_TTL_SECONDS, type CaptchaAction } from '@outsole/contracts/captcha';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider.js';

/** What a sandbox token carries, signed: the action, when it was minted and expires, a nonce, and the score. */
interface TokenClaims {
  act: CaptchaAction;
  iat: number;
  exp: number;
  nonce: string;
  score: number;
}

export interface SandboxCaptcha extends CaptchaProvider {
  /** The provider's side of the flow (reCAPTCHA's grecaptcha.execute): a token for one action. */
  mint(action: CaptchaAction, score?: number, now?: number): { token: string; expiresIn: number };
}

export interface SandboxCaptchaOptions {
  /** CAPTCHA_SANDBOX_SECRET: the same on every api instance, so any instance verifies any instance's tokens. */
  secret: string;
  /** When set, a token used on one instance is refused on every other (SET NX with the token's remaining life). */
  redis?: Redis | null;
  onStoreError?: (error: unknown) => void;
}

const PREFIX = 'v1';
const NONCE_BYTES = 16;

const failure = (code: string): CaptchaVerdict => ({ success: false, score: 0, errorCodes: [code] });

/**
 * The sandbox captcha provider, following reCAPTCHA v3: a token is minted for an action (here by the sandbox endpoint,
 * `POST /captcha/v1/sandbox/token`), is valid for two minutes, and verifies once. Tokens are HMAC-SHA256 signed with
 * CAPTCHA_SANDBOX_SECRET; a bad signature or malformed token is `invalid-input-response`, an expired or used one
 * `timeout-or-duplicate`, another action's `action-mismatch`.
 */
export function createSandboxCaptcha({ secret, redis = null, onStoreError }: SandboxCaptchaOptions): SandboxCaptcha {
  const sign = (body: string) => createHmac('sha256', secret).update(`${PREFIX}.${body}`).digest();
  /** Nonces verified in this process, until their token expires. */
  const used = new Map<string, number>();

  const prune = (now: number) => {
    for (const [nonce, expiresAt] of used) if (expiresAt <= now) used.delete(nonce);
  };

  /** True the first time a nonce is presented (in this process, and across instances when Redis answers). */
  const claim = async (nonce: string, expiresAtMs: number, now: number): Promise<boolean> => {
    if (used.size > 10_000) prune(now);
    if (used.has(nonce)) return false;
    used.set(nonce, expiresAtMs);
    if (redis && redis.status === 'ready') {
      try {
        const set = await redis.set(`outsole-captcha:${nonce}`, '1', 'PX', Math.max(1, expiresAtMs - now), 'NX');
        return set === 'OK';
      } catch (error) {
        onStoreError?.(error); // single use holds in this process meanwhile
      }
    }
    return true;
  };

  return {
    name: 'sandbox',
    mint(action, score = 0.9, now = Date.now()) {
      const iat = Math.floor(now / 1000);
      const claims: TokenClaims = {
        act: action,
        iat,
        exp: iat + CAPTCHA_TOKEN_TTL_SECONDS,
        nonce: randomBytes(NONCE_BYTES).toString('base64url'),
        score: Math.round(score * 10) / 10, // reCAPTCHA v3 reports eleven levels, 0.0 to 1.0
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${PREFIX}.${body}.${sign(body).toString('base64url')}`, expiresIn: CAPTCHA_TOKEN_TTL_SECONDS };
    },
    async verify(token, { action }) {
      const now = Date.now();
      const [prefix, body, signature, ...rest] = token.split('.');
      if (prefix !== PREFIX || !body || !signature || rest.length > 0) return failure('invalid-input-response');
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return failure('invalid-input-response');
      const claims = parseClaims(body);
      if (!claims) return failure('invalid-input-response');
      if (claims.exp * 1000 <= now) return failure('timeout-or-duplicate');
      // As with reCAPTCHA, verifying spends the token whatever the outcome: one presented for the wrong action is
      // gone too.
      if (!(await claim(claims.nonce, claims.exp * 1000, now))) return failure('timeout-or-duplicate');
      if (claims.act !== action) return failure('action-mismatch');
      return { success: true, score: claims.score, errorCodes: [] };
    },
  };
}

function parseClaims(body: string): TokenClaims | null {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenClaims>;
    const valid =
      typeof value.act === 'string' &&
      (CAPTCHA_ACTIONS as readonly string[]).includes(value.act) &&
      Number.isInteger(value.iat) &&
      Number.isInteger(value.exp) &&
      typeof value.nonce === 'string' &&
      typeof value.score === 'number';
    return valid ? (value as TokenClaims) : null;
  } catch {
    return null;
  }
}
