import type { CaptchaAction } from '@outsole/contracts/captcha';
import { ApiError } from '../../lib/api-error.js';

/**
 * A captcha service in the shape of reCAPTCHA v3's server-side verification (siteverify): the token a page got for
 * an action is checked once, and the answer says whether it is genuine, for which action, and how human the visitor
 * looked (score 0.0 to 1.0). The api talks only to this interface; a real provider is one adapter.
 */
export interface CaptchaProvider {
  readonly name: string;
  verify(token: string, options: { action: CaptchaAction; remoteIp: string }): Promise<CaptchaVerdict>;
}

export interface CaptchaVerdict {
  success: boolean;
  score: number;
  /** Why it failed, in reCAPTCHA's words: invalid-input-response, timeout-or-duplicate, action-mismatch. */
  errorCodes: string[];
}

/**
 * Throws 400 AUT403 (spec §8: captcha failure) unless the token is genuine, for this action, unused, and scored at
 * least `minScore`. The verdict's details are for the log, never the caller.
 */
export async function requireCaptcha(
  provider: CaptchaProvider,
  token: string,
  options: { action: CaptchaAction; remoteIp: string; minScore: number },
): Promise<void> {
  const verdict =
    token.length === 0
      ? { success: false, score: 0, errorCodes: ['missing-input-response'] }
      : await provider.verify(token, options);
  if (!verdict.success || verdict.score < options.minScore) {
    throw new ApiError('AUT403', {
      status: 400,
      field: 'body.recaptcha_response',
      params: { reason: verdict.errorCodes.join(',') || 'low-score' },
    });
  }
}
