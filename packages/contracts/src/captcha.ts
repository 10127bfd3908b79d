import { z } from 'zod';

/**
 * The captcha sandbox provider (modelled on reCAPTCHA v3): a page asks the provider for a token for an action
 * (`grecaptcha.execute(siteKey, { action })` in the real one), sends it with the protected call as
 * `recaptcha_response`, and the api verifies it. Tokens are short-lived, bound to their action and single use.
 */

/** The actions the api verifies, one per protected call. */
export const CAPTCHA_ACTIONS = ['signin', 'signup', 'forgot_password'] as const;
export const CaptchaAction = z.enum(CAPTCHA_ACTIONS);
export type CaptchaAction = z.infer<typeof CaptchaAction>;

/** spec-free constant of the sandbox, as reCAPTCHA's: a token must be verified within two minutes. */
export const CAPTCHA_TOKEN_TTL_SECONDS = 120;

/** POST /captcha/v1/sandbox/token. `score` lets a test play a bot (reCAPTCHA v3 scores 0.0 bot … 1.0 person). */
export const CaptchaTokenRequest = z
  .object({
    action: CaptchaAction,
    score: z.number().min(0).max(1).default(0.9),
  })
  .strict();
export type CaptchaTokenRequest = z.input<typeof CaptchaTokenRequest>;

export const CaptchaTokenResponse = z.object({
  token: z.string(),
  /** Seconds the token stays valid. */
  expiresIn: z.number().int().positive(),
});
export type CaptchaTokenResponse = z.infer<typeof CaptchaTokenResponse>;
