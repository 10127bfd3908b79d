import { randomUUID } from 'node:crypto';
import type { GiftCardBalanceResponse } from '@outsole/contracts/giftcards';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { secretEquals } from '../../lib/constant-time.js';
import type { RequestContext } from '../../lib/context.js';
import { cardDigest, maskCardNumber, pinDigest } from './gift-card-codes.js';
import {
  clearWrongPins,
  countWrongPin,
  debitBalance,
  findBalance,
  findGiftCardByDigest,
  findRedemption,
  insertRedemption,
  type GiftCardRow,
} from './giftcards.repository.js';

/** Compared against when there is no card, so an unknown number costs what a wrong PIN does. */
const NO_CARD_PIN_DIGEST = pinDigest('0000000000000000', '0000');

/**
 * The one answer for an unknown number, a wrong or missing PIN, another brand's card and a disabled card: the same
 * id, status and message (no field), so the answer never tells which numbers exist (docs: decisions-issue5).
 */
function notValid(): ApiError {
  return new ApiError('GFC400');
}

/**
 * Wrong PINs in a row that lock a card (decision 0049, addendum of session 51): five, whatever the time between
 * them, so a four-digit PIN can no longer be found at the credential limits' pace (960 tries a day). The owner's
 * typo or two is forgiven by the right PIN, which sets the count back to 0.
 */
export const GIFT_CARD_PIN_LOCK_AFTER = 5;

/** GFC812: the card is locked after too many wrong PINs; only customer service can unlock it. */
function locked(): ApiError {
  return new ApiError('GFC812');
}

/** Where a card's lock is reported for an operator (the request's logger). */
export interface GiftCardLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface GiftCardCredentials {
  /** The digits only (contracts giftCardDigits). */
  cardNumber: string;
  pin?: string | undefined;
}

/**
 * The card these credentials open on this site's brand, or GFC400. A card with a PIN needs it; a card without one
 * is opened by its number alone (a PIN sent with it is not checked). Past this point the caller has proved they hold
 * the card, so what follows may say why it cannot be used.
 */
async function openCard(
  ctx: RequestContext,
  db: Db,
  { cardNumber, pin }: GiftCardCredentials,
  now: Date,
  log: GiftCardLog | undefined,
): Promise<GiftCardRow> {
  const row = await findGiftCardByDigest(db, cardDigest(cardNumber));
  const expected = row ? row.pin_digest : NO_CARD_PIN_DIGEST;
  const pinOk = expected === null || (pin !== undefined && secretEquals(pinDigest(cardNumber, pin), expected));
  if (!row || row.brand !== ctx.site.brand || row.status === 'disabled') throw notValid();
  // A locked card answers every try alike, the right PIN too: otherwise the lock would tell a guesser which PIN
  // is right.
  if (row.locked_at !== null) throw locked();
  if (!pinOk) {
    const { failedPins, lockedNow } = await countWrongPin(db, row.id, GIFT_CARD_PIN_LOCK_AFTER, now.toISOString());
    if (lockedNow) {
      log?.warn(
        { giftCardId: row.id, lastFour: row.last_four, brand: row.brand, failedPins, siteId: ctx.site.siteId },
        'gift card locked after wrong PINs in a row: unlock it only for its owner (npm run giftcards:unlock)',
      );
    }
    if (failedPins >= GIFT_CARD_PIN_LOCK_AFTER) throw locked();
    throw notValid();
  }
  if (Number(row.failed_pin_count) > 0) await clearWrongPins(db, row.id);
  return row;
}

/** Usable here and now: not expired (GFC410), in the site's currency (GFC725), with money on it (GFC740). */
function requireUsable(ctx: RequestContext, row: GiftCardRow, now: Date): void {
  if (row.status === 'expired' || (row.expires_at !== null && row.expires_at <= now.toISOString())) {
    throw new ApiError('GFC410');
  }
  if (row.currency_code !== ctx.site.currency) throw new ApiError('GFC725');
  if (Number(row.balance) <= 0) throw new ApiError('GFC740');
}

/** POST /cart/v1/giftcard/balance: the balance of a card the caller holds, in the site's currency. */
export async function getGiftCardBalance(
  ctx: RequestContext,
  db: Db,
  credentials: GiftCardCredentials,
  now: Date = new Date(),
  log?: GiftCardLog,
): Promise<GiftCardBalanceResponse> {
  const row = await openCard(ctx, db, credentials, now, log);
  requireUsable(ctx, row, now);
  const balance = Number(row.balance);
  return {
    maskedCardNumber: maskCardNumber(row.last_four, Number(row.code_length)),
    lastFour: row.last_four,
    balance: { amount: balance, currency: row.currency_code },
    currency: row.currency_code,
    expiresAt: row.expires_at,
  };
}

export interface GiftCardRedemption {
  /** What pays with the card, e.g. the order number; redeeming the same reference again answers the first result. */
  reference: string;
  /** Minor units of the site's currency; positive. */
  amount: number;
}

/**
 * Spends `amount` of the card for `reference`, for checkout (which opens the transaction and passes it as `db`).
 * GFC400 / GFC410 / GFC725 / GFC740 as the balance read; GFC700 when the balance no longer covers the amount.
 * Idempotent per reference: a retry of the same reference spends nothing more.
 */
export async function redeemGiftCard(
  ctx: RequestContext,
  db: Db,
  credentials: GiftCardCredentials,
  { reference, amount }: GiftCardRedemption,
  now: Date = new Date(),
  log?: GiftCardLog,
): Promise<{ amount: number; balance: number; currency: string }> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('a redemption amount is a positive integer');
  const row = await openCard(ctx, db, credentials, now, log);
  const previous = await findRedemption(db, row.id, reference);
  if (previous) {
    return { amount: Number(previous.amount), balance: await findBalance(db, row.id), currency: row.currency_code };
  }
  requireUsable(ctx, row, now);
  const at = now.toISOString();
  if (!(await debitBalance(db, row.id, amount, at))) {
    throw new ApiError('GFC700', { message: 'The gift card balance does not cover this amount.' });
  }
  await insertRedemption(db, {
    id: randomUUID(),
    gift_card_id: row.id,
    reference,
    amount,
    currency_code: row.currency_code,
    created_at: at,
  });
  return { amount, balance: await findBalance(db, row.id), currency: row.currency_code };
}
