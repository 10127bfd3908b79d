import { randomUUID } from 'node:crypto';
import type {
  BackInStockConfirmResponse,
  BackInStockRequest,
  BackInStockResponse,
  BackInStockUnsubscribeResponse,
} from '@outsole/contracts/products';
import type { Brand } from '@outsole/contracts/reference';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { daysBefore } from '../../lib/hourly-sweep.js';
import { getProfile } from '../consumer/profile.service.js';
import { enqueueEmail } from '../notifications/notifications.service.js';
import { requireVariant } from '../products/products.service.js';
import { choiceParams } from './back-in-stock.choice.js';
import {
  CONFIRM_WITHIN_DAYS,
  confirmationUrl,
  mayResend,
  newConfirmationToken,
} from '../notifications/double-opt-in.js';
import { digestOf } from '../session/secrets.js';
import { isSessionLive } from '../session/session.service.js';
import {
  confirmById,
  confirmByToken,
  countUnconfirmed,
  countWaiting,
  describeVariant,
  findSignUp,
  insertRequestOnce,
  replaceConfirmToken,
  unsubscribeByToken,
} from './back-in-stock.repository.js';

/**
 * Sizes one address may wait for on a site. Each becomes an email when it is back (decision 0042), and anyone can
 * sign any address up: this bounds how many a stranger can have sent to someone else's inbox. A shopper waits for a
 * handful.
 */
export const MAX_WAITING_PER_ADDRESS = 20;
/**
 * Double opt-in (decision 0042, addendum session 51): a sign-up's confirmation link works this long (shared with the
 * email marketing opt-in, notifications/double-opt-in.ts); a sign-up not confirmed by then is deleted
 * (back-in-stock.restock.ts) and never emailed again.
 */
export { CONFIRM_WITHIN_DAYS };
/**
 * Sign-ups of one address (any site: one inbox) waiting for their confirmation at once: each sent a confirmation
 * email, which anyone can have sent to anyone; past it a sign-up answers the same and stores nothing.
 */
export const MAX_UNCONFIRMED_PER_ADDRESS = 5;
/** A repeated sign-up still unconfirmed sends a new link (the first email lost), at most this often… */
export const RESEND_AFTER_MINUTES = 15;
/** …and at most this many emails per sign-up in all. */
export const MAX_CONFIRM_EMAILS = 3;

export interface BackInStockSettings {
  /** STOREFRONT_BRAND_ORIGINS: where the emailed links point. */
  storefrontBrandOrigins: Record<Brand, string>;
}

const answer = (input: BackInStockRequest, confirmationRequired: boolean): BackInStockResponse => ({
  productId: input.productId,
  upc: input.upc,
  subscribed: true,
  confirmationRequired,
});

/**
 * PUT /products/v1/notifications: signs an email up for the restock of one sold-out variant on the caller's site.
 * Idempotent per email, variant and site: repeating it stores nothing new (the same email on another site is its
 * own sign-up, told in that site's language), and answers exactly as the first time, so nobody learns from the
 * answer whether an address was already waiting for a variant. A variant in stock can be bought now, so signing up
 * for it is refused. An address waits for at most MAX_WAITING_PER_ADDRESS sizes on a site.
 *
 * Double opt-in: a new sign-up is sent a confirmation email (a single-use link, its token stored as a digest) and
 * waits for it; only confirmed sign-ups are emailed at the restock. A signed-in shopper signing up with their own
 * account's address needs no link (`confirmationRequired: false`, which depends only on who asks with which address,
 * never on what is stored).
 */
export async function signUp(
  ctx: RequestContext,
  db: Db,
  settings: BackInStockSettings,
  input: BackInStockRequest,
  now: Date = new Date(),
): Promise<BackInStockResponse> {
  const variant = await requireVariant(ctx, db, input.productId, input.upc);
  if (variant.inventoryLevel > 0) {
    throw new ApiError('API400', {
      message: 'This size is in stock and can be ordered now.',
      field: 'body.upc',
    });
  }
  // Addresses differ only in case are one mailbox in practice: one sign-up, not two emails.
  const email = input.email.trim().toLowerCase();
  const owned = await isOwnAccountAddress(ctx, db, email);
  const at = now.toISOString();
  const existing = await findSignUp(db, email, input.upc, ctx.site.siteId);
  if (existing && existing.notified_at === null) {
    if (existing.confirmed_at !== null) return answer(input, !owned);
    if (owned) {
      await confirmById(db, existing.id, at);
      return answer(input, false);
    }
    await resendConfirmation(ctx, db, settings, input, existing, now);
    return answer(input, true);
  }
  // Past the limits nothing more is stored, and the answer is the same: it never tells whether an address waits.
  if ((await countWaiting(db, email, ctx.site.siteId)) >= MAX_WAITING_PER_ADDRESS) return answer(input, !owned);
  if (owned) {
    await insertRequestOnce(db, signUpRow(ctx, input, email, at, { confirmedAt: at, tokenHash: null }));
    return answer(input, false);
  }
  if ((await countUnconfirmed(db, email, daysBefore(now, CONFIRM_WITHIN_DAYS))) >= MAX_UNCONFIRMED_PER_ADDRESS) {
    return answer(input, true);
  }
  const { token, tokenHash } = newConfirmationToken();
  await db.transaction().execute(async (trx) => {
    // Two sign-ups at once: the one that wrote the row sends its email; the other's token was never stored.
    if (!(await insertRequestOnce(trx, signUpRow(ctx, input, email, at, { confirmedAt: null, tokenHash })))) return;
    await queueConfirmation(ctx, trx, settings, input, email, token);
  });
  return answer(input, true);
}

function signUpRow(
  ctx: RequestContext,
  input: BackInStockRequest,
  email: string,
  at: string,
  { confirmedAt, tokenHash }: { confirmedAt: string | null; tokenHash: string | null },
) {
  return {
    id: randomUUID(),
    email,
    upc: input.upc,
    product_id: input.productId,
    site_id: ctx.site.siteId,
    locale: ctx.locale,
    created_at: at,
    notified_at: null,
    confirmed_at: confirmedAt,
    confirm_token_hash: tokenHash,
    confirm_sent_at: tokenHash === null ? null : at,
  };
}

/**
 * The address is the caller's own when a live registered session's account (of this brand: tokens are per brand)
 * has it: the shopper proves the account with its password, and its address is the one its password-reset links
 * go to. Decision 0042, addendum session 51: no confirmation email for it.
 */
async function isOwnAccountAddress(ctx: RequestContext, db: Db, email: string): Promise<boolean> {
  const { shopper } = ctx;
  if (shopper.kind !== 'registered' || !(await isSessionLive(ctx, db, shopper))) return false;
  try {
    const { consumerProfile } = await getProfile(db, shopper);
    return consumerProfile.consumerDetails.email.trim().toLowerCase() === email;
  } catch {
    return false;
  }
}

/** A repeat of a sign-up still unconfirmed: a new link (the old one stops working), within the limits. */
async function resendConfirmation(
  ctx: RequestContext,
  db: Db,
  settings: BackInStockSettings,
  input: BackInStockRequest,
  existing: NonNullable<Awaited<ReturnType<typeof findSignUp>>>,
  now: Date,
): Promise<void> {
  if (existing.created_at <= daysBefore(now, CONFIRM_WITHIN_DAYS)) return;
  const sent = { sentAt: existing.confirm_sent_at, sends: existing.confirm_sends };
  if (!mayResend(sent, now, { afterMinutes: RESEND_AFTER_MINUTES, max: MAX_CONFIRM_EMAILS })) return;
  const { token, tokenHash } = newConfirmationToken();
  await db.transaction().execute(async (trx) => {
    const replaced = await replaceConfirmToken(trx, existing.id, existing.confirm_sent_at, {
      tokenHash,
      at: now.toISOString(),
    });
    if (replaced) await queueConfirmation(ctx, trx, settings, input, input.email.trim().toLowerCase(), token);
  });
}

/** The confirmation email, in the sign-up's language and brand, naming what was asked for. */
async function queueConfirmation(
  ctx: RequestContext,
  trx: Db,
  settings: BackInStockSettings,
  input: BackInStockRequest,
  email: string,
  token: string,
): Promise<void> {
  const variant = await describeVariant(trx, input.upc, ctx.locale, ctx.site.locale);
  const choice = variant ? choiceParams(variant, ctx.site, ctx.locale) : null;
  // A style without a name has nothing to say: the sign-up stays unconfirmed and goes after its week.
  if (!choice) return;
  // `product` is not a secret: it lets the page of a link that no longer works offer the product page again.
  const confirmUrl = confirmationUrl(
    settings.storefrontBrandOrigins,
    ctx.site.brand,
    ctx.locale,
    'back-in-stock/confirm',
    token,
    { product: input.productId },
  );
  await enqueueEmail(ctx, trx, {
    dedupeKey: `back-in-stock-confirm:${digestOf(token)}`,
    to: email,
    template: 'back-in-stock-confirm',
    params: {
      ...choice,
      confirmUrl,
      expiresInDays: CONFIRM_WITHIN_DAYS,
    },
    listUnsubscribe: { origin: settings.storefrontBrandOrigins[ctx.site.brand] },
  });
}

const linkExpired = () =>
  new ApiError('AUT402', {
    field: 'body.token',
    message: 'This link has expired or was already used.',
  });

/**
 * POST /products/v1/notifications/confirm: confirms the sign-up of an emailed link, once (400 AUT402 alike for an
 * unknown, expired or used link). The restock email may go to it from then on.
 */
export async function confirmSignUp(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<BackInStockConfirmResponse> {
  const confirmed = await confirmByToken(db, digestOf(token), daysBefore(now, CONFIRM_WITHIN_DAYS), now.toISOString());
  if (!confirmed) throw linkExpired();
  return { productId: confirmed.product_id, upc: confirmed.upc, confirmed: true };
}

/**
 * POST /products/v1/notifications/unsubscribe: the restock email's unsubscribe link; the address's sign-ups still
 * waiting on that site are deleted (400 AUT402 for an unknown link or one whose sign-up is gone).
 */
export async function unsubscribe(db: Db, token: string): Promise<BackInStockUnsubscribeResponse> {
  const done = await unsubscribeByToken(db, digestOf(token));
  if (!done) throw linkExpired();
  return { unsubscribed: true };
}
