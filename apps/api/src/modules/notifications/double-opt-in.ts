import type { Brand } from '@outsole/contracts/reference';
import type { LocalePath } from '@outsole/contracts/locales';
import { digestOf, newSecret } from '../session/secrets.js';

/**
 * What every double opt-in shares (back-in-stock sign-ups, decision 0042 addendum session 51; email marketing
 * consent, decision 0054): a single-use link whose token (32 random bytes) is stored only as its SHA-256, valid for
 * CONFIRM_WITHIN_DAYS, pointing at a page of the brand's storefront in the shopper's language, and a bound on how
 * often a stranger can have such a link sent to someone's inbox.
 */
export const CONFIRM_WITHIN_DAYS = 7;

export interface ConfirmationToken {
  /** Goes into the emailed link only. */
  token: string;
  /** What is stored and looked up. */
  tokenHash: string;
}

export function newConfirmationToken(): ConfirmationToken {
  const token = newSecret();
  return { token, tokenHash: digestOf(token) };
}

/**
 * The emailed link: `{origin of the brand}/{locale}/{page}?token=…` plus `extra` parameters (never secrets). Built
 * from configured origins, never from the request's Host header.
 */
export function confirmationUrl(
  origins: Record<Brand, string>,
  brand: Brand,
  locale: LocalePath,
  page: string,
  token: string,
  extra: Readonly<Record<string, string>> = {},
): string {
  const url = new URL(`/${locale}/${page}`, origins[brand]);
  url.searchParams.set('token', token);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Whether another confirmation email may go now, given when the last went (`sentAt`, ISO) and how many went: at
 * most one per `afterMinutes`, and at most `max` in all.
 */
export function mayResend(
  sent: { sentAt: string | null; sends: number },
  now: Date,
  { afterMinutes, max }: { afterMinutes: number; max: number },
): boolean {
  if (sent.sends >= max) return false;
  if (sent.sentAt === null) return true;
  return sent.sentAt <= new Date(now.getTime() - afterMinutes * 60_000).toISOString();
}
