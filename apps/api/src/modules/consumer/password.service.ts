import type { ChangePasswordRequest, ResetPasswordRequest } from '@outsole/contracts/auth';
import type { Brand } from '@outsole/contracts/reference';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { languageOf } from '../../lib/language.js';
import { normalizePassword } from '@outsole/contracts/password.values';
import type { RegisteredShopper, RequestContext } from '../../lib/context.js';
import { enqueueEmail } from '../notifications/notifications.service.js';
import { digestOf, newSecret } from '../session/secrets.js';
import { revokeConsumerSessions } from '../session/session.service.js';
import {
  consumePasswordReset,
  countPasswordResetsSince,
  findAccountByEmail,
  findConsumer,
  findPasswordReset,
  insertPasswordReset,
  retirePasswordResetsOf,
  updateConsumer,
} from './consumer.repository.js';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.js';
import { clearAccountLocks } from './signin-throttle.js';

export interface PasswordSettings {
  /** RESET_TOKEN_TTL_SECONDS. */
  resetTokenTtlSeconds: number;
  /** STOREFRONT_BRAND_ORIGINS: where the emailed link points, per brand (never the request's Host header). */
  storefrontBrandOrigins: Record<Brand, string>;
}

/** The brand's storefront in the request's locale, from configuration (STOREFRONT_BRAND_ORIGINS). */
export function storefrontUrl(ctx: RequestContext, settings: Pick<PasswordSettings, 'storefrontBrandOrigins'>): string {
  return `${settings.storefrontBrandOrigins[ctx.site.brand]}/${ctx.locale}`;
}

const accountGone = () => new ApiError('AUT498', { status: 401 });

/**
 * POST /consumers-v3/consumer/changepassword: the signed-in shopper proves the current password and chooses a new
 * one. Their other sessions are revoked (a thief signed in elsewhere is out), this one stays; outstanding reset
 * links stop working.
 */
export async function changePassword(
  ctx: RequestContext,
  db: Db,
  shopper: RegisteredShopper,
  input: ChangePasswordRequest,
  now: Date = new Date(),
): Promise<void> {
  const consumer = await findConsumer(db, shopper.consumerNo);
  if (!consumer) throw accountGone();
  await checkNewPassword({
    password: input.newPassword,
    confirmation: input.confirmPassword,
    email: consumer.email,
    field: 'body.newPassword',
    context: {
      brand: ctx.site.brand,
      firstName: consumer.first_name ?? undefined,
      lastName: consumer.last_name ?? undefined,
    },
    language: languageOf(ctx.locale),
  });
  if (!(await verifyPassword(consumer.password_hash, input.currentPassword))) {
    throw new ApiError('AUT437', { field: 'body.currentPassword', message: 'The current password is incorrect.' });
  }
  if (normalizePassword(input.newPassword) === normalizePassword(input.currentPassword)) {
    throw new ApiError('AUT451', { field: 'body.newPassword' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (
      !(await updateConsumer(trx, shopper.consumerNo, {
        password_hash: passwordHash,
        password_changed_at: at,
        updated_at: at,
      }))
    ) {
      throw accountGone();
    }
    await retirePasswordResetsOf(trx, shopper.consumerNo, at);
    await revokeConsumerSessions(
      ctx,
      trx,
      shopper.consumerNo,
      { exceptFamilyId: shopper.familyId, reason: 'password-change' },
      now,
    );
  });
}

/** Reset emails an account is sent at most per hour and per day (later requests answer 202 and send nothing). */
export const RESET_EMAILS_PER_HOUR = 3;
export const RESET_EMAILS_PER_DAY = 10;

/**
 * POST /consumers-v3/confirmforgotpassword: when the brand has an account with this email, one single-use reset link
 * (32 random bytes, stored as its digest, valid RESET_TOKEN_TTL_SECONDS) and the 'password-reset' email carrying it
 * are written in one transaction: no email without its link, no link without its email. The caller always gets 202;
 * past RESET_EMAILS_PER_HOUR or RESET_EMAILS_PER_DAY for the account nothing is written or sent.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  db: Db,
  settings: PasswordSettings,
  email: string,
  now: Date = new Date(),
): Promise<void> {
  const account = await findAccountByEmail(db, ctx.site.brand, email);
  if (!account) return;
  // A few emails per account (decision 0017 addendum, session 51): past them the request is answered as ever (202,
  // nothing said about the account) but no link is made or sent, so nobody can fill a shopper's inbox with links.
  const sent = await countPasswordResetsSince(db, account.consumer_no, {
    dayAgo: new Date(now.getTime() - 86_400_000).toISOString(),
    hourAgo: new Date(now.getTime() - 3_600_000).toISOString(),
  });
  if (sent.hour >= RESET_EMAILS_PER_HOUR || sent.day >= RESET_EMAILS_PER_DAY) return;
  const token = newSecret();
  const tokenHash = digestOf(token);
  const resetUrl = `${storefrontUrl(ctx, settings)}/reset-password?token=${encodeURIComponent(token)}`;
  await db.transaction().execute(async (trx) => {
    await insertPasswordReset(trx, {
      token_hash: tokenHash,
      consumer_no: account.consumer_no,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + settings.resetTokenTtlSeconds * 1000).toISOString(),
      used_at: null,
    });
    await enqueueEmail(ctx, trx, {
      dedupeKey: `password-reset:${tokenHash}`,
      to: account.email,
      template: 'password-reset',
      params: {
        resetUrl,
        firstName: account.first_name ?? '',
        lastName: account.last_name ?? '',
        // The email says "valid for N minutes": never 0 for a link of under a minute.
        expiresInMinutes: Math.max(1, Math.ceil(settings.resetTokenTtlSeconds / 60)),
      },
    });
  });
}

/** The account a reset link belongs to, if the link is still good (the caller's per-account limit needs it). */
export async function findResetAccount(db: Db, token: string, now: Date = new Date()): Promise<string | null> {
  const reset = await findPasswordReset(db, digestOf(token));
  if (!reset || reset.used_at !== null || reset.expires_at <= now.toISOString()) return null;
  return reset.consumer_no;
}

const linkExpired = () => new ApiError('AUT402', { field: 'body.token' });

/**
 * POST /consumers-v3/checkresetpassword: refuses with AUT402 a link that cannot be used (unknown, expired or used,
 * one answer for all), without using it: the reset page says so when it opens, before a new password is typed.
 */
export async function checkPasswordReset(db: Db, token: string, now: Date = new Date()): Promise<void> {
  if (!(await findResetAccount(db, token, now))) throw linkExpired();
}

/**
 * POST /consumers-v3/consumer/resetpassword: sets the new password with the emailed link, once (400 AUT402 when it
 * is unknown, expired or used). Every session of the account is revoked, every other link retired, and every
 * sign-in lock of the account cleared: the owner has just proved who they are. Answers the account's sign-in name, for
 * the caller to clear its sign-in failure budget too.
 */
export async function resetPassword(
  ctx: RequestContext,
  db: Db,
  input: ResetPasswordRequest,
  now: Date = new Date(),
): Promise<{ brand: string; username: string }> {
  const tokenHash = digestOf(input.token);
  const reset = await findPasswordReset(db, tokenHash);
  const at = now.toISOString();
  if (!reset || reset.used_at !== null || reset.expires_at <= at) throw linkExpired();
  const consumer = await findConsumer(db, reset.consumer_no);
  if (!consumer) throw linkExpired();
  await checkNewPassword({
    password: input.newPassword,
    confirmation: input.confirmPassword,
    email: consumer.email,
    field: 'body.newPassword',
    context: {
      brand: ctx.site.brand,
      firstName: consumer.first_name ?? undefined,
      lastName: consumer.last_name ?? undefined,
    },
    language: languageOf(ctx.locale),
  });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    // Spent here, conditionally: of two resets racing with one link, only one gets past this line.
    if (!(await consumePasswordReset(trx, tokenHash, at))) throw linkExpired();
    await updateConsumer(trx, consumer.consumer_no, {
      password_hash: passwordHash,
      password_changed_at: at,
      updated_at: at,
    });
    await retirePasswordResetsOf(trx, consumer.consumer_no, at);
    await revokeConsumerSessions(ctx, trx, consumer.consumer_no, { reason: 'password-reset' }, now);
    await clearAccountLocks(trx, consumer.brand, consumer.email);
  });
  return { brand: consumer.brand, username: consumer.email };
}
