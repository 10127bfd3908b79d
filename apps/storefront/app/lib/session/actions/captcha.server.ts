import { CaptchaTokenResponse, type CaptchaAction } from '@outsole/contracts/captcha';

import { credentialApi, text, type ActionScope } from './action-kit.server.ts';

/** The sandbox provider's endpoint (api modules/captcha), standing in for the provider's script in the page. */
export const SANDBOX_CAPTCHA_PATH = '/captcha/v1/sandbox/token';

/**
 * The captcha token (`recaptcha_response`) for a protected call, modelled on reCAPTCHA v3, which has no visible
 * challenge: the provider's script in the page mints a token for the action, the form carries it, the api verifies.
 *
 * - A form that carries `recaptcha_response` (a widget in the page filled it) sends that token as it is.
 * - Otherwise the storefront server asks the sandbox provider for one itself, exactly as the widget would. So the
 *   sandbox works with and without JavaScript. A real provider's adapter would keep only the first branch: its token
 *   can only come from the page, and a post without one is answered AUT403 by the api, which the form shows.
 * - A token that cannot be had is sent empty: the api answers AUT403 and the shopper is told to try again.
 */
export async function captchaToken(scope: ActionScope, form: FormData, action: CaptchaAction): Promise<string> {
  const given = text(form, 'recaptcha_response');
  if (given) return given;
  try {
    const minted = await credentialApi(scope).post(SANDBOX_CAPTCHA_PATH, { action }, CaptchaTokenResponse);
    return minted.token;
  } catch {
    return '';
  }
}
