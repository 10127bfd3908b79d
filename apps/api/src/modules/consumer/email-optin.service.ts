import type { EmailOptInConfirmResponse } from '@outsole/contracts/auth';
import type { Brand } from '@outsole/contracts/reference';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { daysBefore } from '../../lib/hourly-sweep.js';
import {
  CONFIRM_WITHIN_DAYS,
  confirmationUrl,
  mayResend,
  newConfirmationToken,
} from '../notifications/double-opt-in.js';
import { enqueueEmail } from '../notifications/notifications.service.js';
import { digestOf } from '../session/secrets.js';
import { EMAIL_OPT_OUT } from './email-optin.values.js';
import type { ConsumerRow } from './consumer.repository.js';

/**
 * Email marketing consent is double opt-in (decision 0054): an opt-in given at sign-up or in the profile is pending
 * until the address's owner opens the emailed link; only then is `email_optin` set, with the time and the address's
 * digest kept as proof. Turning it off is immediate. The machinery is the back-in-stock sign-ups' (single-use link,
 * token stored as its SHA-256, 7 days: notifications/double-opt-in.ts).
 */

/** A pending opt-in's link is sent again (the old one stops working) at most this often… */
export const OPTIN_RESEND_AFTER_MINUTES = 15;
/** …and at most this many times until it is confirmed. */
export const MAX_OPTIN_EMAILS = 5;

export interface EmailOptInSettings {
  storefrontBrandOrigins: Record<Brand, string>;
}

type OptInRow = Pick<
  ConsumerRow,
  | 'consumer_no'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'email_optin'
  | 'email_optin_pending_at'
  | 'email_optin_sent_at'
  | 'email_optin_sends'
>;

/**
 * The shopper asks for marketing emails: nothing changes for an address already opted in; otherwise the opt-in is
 * pending and a confirmation link goes to the account's address, unless one went less than 15 minutes ago or 5
 * went already (the opt-in stays pending; the account page offers to send it again). Runs in the caller's
 * transaction, so the email is queued with the change that causes it.
 */
export async function requestEmailOptIn(
  ctx: RequestContext,
  trx: Db,
  settings: EmailOptInSettings,
  row: OptInRow,
  now: Date,
): Promise<void> {
  if (row.email_optin === 1) return;
  const at = now.toISOString();
  const sent = { sentAt: row.email_optin_sent_at, sends: row.email_optin_sends };
  if (!mayResend(sent, now, { afterMinutes: OPTIN_RESEND_AFTER_MINUTES, max: MAX_OPTIN_EMAILS })) {
    if (row.email_optin_pending_at === null) {
      await trx
        .updateTable('consumers')
        .set({ email_optin_pending_at: at })
        .where('consumer_no', '=', row.consumer_no)
        .execute();
    }
    return;
  }
  const { token, tokenHash } = newConfirmationToken();
  await trx
    .updateTable('consumers')
    .set((eb) => ({
      email_optin_pending_at: row.email_optin_pending_at ?? at,
      email_optin_token_hash: tokenHash,
      email_optin_sent_at: at,
      email_optin_sends: eb('email_optin_sends', '+', 1),
    }))
    .where('consumer_no', '=', row.consumer_no)
    .execute();
  await enqueueEmail(ctx, trx, {
    dedupeKey: `email-optin-confirm:${tokenHash}`,
    to: row.email,
    template: 'email-optin-confirm',
    params: {
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      confirmUrl: confirmationUrl(
        settings.storefrontBrandOrigins,
        ctx.site.brand,
        ctx.locale,
        'subscriptions/confirm',
        token,
      ),
      expiresInDays: CONFIRM_WITHIN_DAYS,
    },
    listUnsubscribe: { origin: settings.storefrontBrandOrigins[ctx.site.brand], consumerNo: row.consumer_no },
  });
}

/** Turning email marketing off is immediate: opted out, and a pending link stops working. */
export const emailOptOut = EMAIL_OPT_OUT;

const linkExpired = () =>
  new ApiError('AUT402', { field: 'body.token', message: 'This link has expired or was already used.' });

/**
 * POST /consumers-v3/subscriptions/email/confirm: the emailed link confirms the pending opt-in, once, within 7 days
 * of its email (400 AUT402 alike for an unknown, expired, used or replaced link). The token is spent by the same
 * conditional update that opts in (two clicks: one confirmation); the time and the address's digest are kept.
 */
export async function confirmEmailOptIn(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<EmailOptInConfirmResponse> {
  const tokenHash = digestOf(token);
  const madeAfter = daysBefore(now, CONFIRM_WITHIN_DAYS);
  const row = await db
    .selectFrom('consumers')
    .select(['consumer_no', 'email'])
    .where('email_optin_token_hash', '=', tokenHash)
    .where(sql<boolean>`email_optin_pending_at is not null`)
    .where('email_optin_sent_at', '>', madeAfter)
    .executeTakeFirst();
  if (!row) throw linkExpired();
  const result = await db
    .updateTable('consumers')
    .set({
      email_optin: 1,
      email_optin_pending_at: null,
      email_optin_token_hash: null,
      email_optin_sends: 0,
      email_optin_confirmed_at: now.toISOString(),
      email_optin_address_digest: digestOf(row.email.trim().toLowerCase()),
      updated_at: now.toISOString(),
    })
    .where('consumer_no', '=', row.consumer_no)
    .where('email_optin_token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw linkExpired();
  return { channel: 'email', optin: true };
}
