import type { OneClickUnsubscribeResponse } from '@outsole/contracts/auth';
import type { LocalePath } from '@outsole/contracts/locales';
import type { Db } from '../../db/schema.js';
import { deleteWaitingSignUps } from '../back-in-stock/back-in-stock.repository.js';
import { EMAIL_OPT_OUT } from '../consumer/email-optin.values.js';
import { ApiError } from '../../lib/api-error.js';
import { digestOf, newSecret } from '../session/secrets.js';
import { BRAND_SUPPORT_EMAILS, type EmailTemplate } from './email-templates.js';

/**
 * One-click unsubscribe (RFC 2369 `List-Unsubscribe`, RFC 8058 `List-Unsubscribe-Post`; decisions 0042 and 0054,
 * addenda session 52), which Gmail and Yahoo ask of bulk senders: every email a shopper can unsubscribe from carries
 * an https link that stops it with one POST, no page and no sign-in, and a mailto to the brand's customer service
 * when it has one. Transactional emails (password reset, welcome) carry none.
 *
 * The link is `{brand origin}/{locale}/email/unsubscribe?token=…` on the storefront, which passes the token to
 * `POST /consumers-v3/subscriptions/unsubscribe`. The token is 32 random bytes, stored as its SHA-256 only
 * (`email_unsubscribe_tokens`) with what it stops; it works, with the same answer, for LIST_UNSUBSCRIBE_VALID_DAYS.
 */

/** The templates that carry the headers, and what their link stops. */
export const LIST_UNSUBSCRIBE_LISTS = {
  'back-in-stock': 'back-in-stock',
  'back-in-stock-confirm': 'back-in-stock',
  'email-optin-confirm': 'marketing',
} as const satisfies Partial<Record<EmailTemplate, 'back-in-stock' | 'marketing'>>;
export type ListTemplate = keyof typeof LIST_UNSUBSCRIBE_LISTS;

export function isListTemplate(template: EmailTemplate): template is ListTemplate {
  return Object.hasOwn(LIST_UNSUBSCRIBE_LISTS, template);
}

/** How long a header's link works (mailbox providers may send the POST days after the email is read). */
export const LIST_UNSUBSCRIBE_VALID_DAYS = 60;

/** The storefront page path of the link, under the locale. */
export const ONE_CLICK_PAGE = 'email/unsubscribe';

/** What a list email's sender says about it: the brand's storefront origin, and the account of a marketing email. */
export interface ListUnsubscribeInput {
  origin: string;
  consumerNo?: string;
}

export interface ListUnsubscribeHeader {
  /** The `List-Unsubscribe` value: `<https://…>` and, when the brand has a support address, `<mailto:…>`. */
  value: string;
  /** The row to store with the message (only if it is queued). */
  token: {
    token_hash: string;
    list: 'back-in-stock' | 'marketing';
    site_id: string;
    address: string;
    consumer_no: string | null;
    created_at: string;
    expires_at: string;
  };
}

/** A new link for one email: its header value and the token row to store with it. */
export function newListUnsubscribe(
  template: ListTemplate,
  input: ListUnsubscribeInput,
  message: { brand: string; locale: LocalePath; siteId: string; to: string },
  now: Date,
): ListUnsubscribeHeader {
  const list = LIST_UNSUBSCRIBE_LISTS[template];
  if (list === 'marketing' && !input.consumerNo) throw new Error(`${template}: a marketing email names its account`);
  const token = newSecret();
  const url = new URL(`/${message.locale}/${ONE_CLICK_PAGE}`, input.origin);
  url.searchParams.set('token', token);
  const links = [`<${url.href}>`];
  const support = BRAND_SUPPORT_EMAILS[message.brand];
  if (support) links.push(`<mailto:${support}?subject=${encodeURIComponent('Unsubscribe')}>`);
  return {
    value: links.join(', '),
    token: {
      token_hash: digestOf(token),
      list,
      site_id: message.siteId,
      address: message.to.trim().toLowerCase(),
      consumer_no: list === 'marketing' ? (input.consumerNo ?? null) : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIST_UNSUBSCRIBE_VALID_DAYS * 86_400_000).toISOString(),
    },
  };
}

const linkExpired = () =>
  new ApiError('AUT402', { field: 'body.token', message: 'This unsubscribe link has expired or is not known.' });

/**
 * POST /consumers-v3/subscriptions/unsubscribe: the one-click POST of a `List-Unsubscribe` link. `back-in-stock`
 * deletes the address's sign-ups on the site that are still waiting (confirmed or not); `marketing` turns the
 * account's email marketing off (pending or confirmed), as the account page's box does. Idempotent: the same answer
 * every time until the link expires; then, or for an unknown token, 400 AUT402.
 */
export async function unsubscribeOneClick(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<OneClickUnsubscribeResponse> {
  const row = await db
    .selectFrom('email_unsubscribe_tokens')
    .selectAll()
    .where('token_hash', '=', digestOf(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) throw linkExpired();
  if (row.list === 'back-in-stock') {
    await deleteWaitingSignUps(db, row.address, row.site_id);
  } else if (row.consumer_no !== null) {
    await db
      .updateTable('consumers')
      // Opted out, a pending link void; proof columns kept.
      .set({ ...EMAIL_OPT_OUT, updated_at: now.toISOString() })
      .where('consumer_no', '=', row.consumer_no)
      .where((eb) => eb.or([eb('email_optin', '=', 1), eb('email_optin_pending_at', 'is not', null)]))
      .execute();
  }
  return { unsubscribed: true, list: row.list };
}

/** Deletes at most `limit` expired tokens; answers how many (the email worker's hourly sweep). */
export async function deleteExpiredUnsubscribeTokens(db: Db, now: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('email_unsubscribe_tokens')
    .where('token_hash', 'in', (eb) =>
      eb
        .selectFrom('email_unsubscribe_tokens')
        .select('token_hash')
        .where('expires_at', '<=', now.toISOString())
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
