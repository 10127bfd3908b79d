import { randomUUID } from 'node:crypto';
import type { GiftCardBalanceResponse } from '@outsole/contracts/giftcards';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { secretEquals } from '../../lib/constant-time.js';
import type { RequestContext } from '../../lib/context.js';
import { cardDigest, maskCardNumber, pinDigest } from './gift-card-codes.js';
import {
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
async function openCard(ctx: RequestContext, db: Db, { cardNumber, pin }: GiftCardCredentials): Promise<GiftCardRow> {
  const row = await findGiftCardByDigest(db, cardDigest(cardNumber));
  const expected = row ? row.pin_digest : NO_CARD_PIN_DIGEST;
  const pinOk = expected === null || (pin !== undefined && secretEquals(pinDigest(cardNumber, pin), expected));
  if (!row || !pinOk || row.brand !== ctx.site.brand || row.status === 'disabled') throw notValid();
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
): Promise<GiftCardBalanceResponse> {
  const row = await openCard(ctx, db, credentials);
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
): Promise<{ amount: number; balance: number; currency: string }> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('a redemption amount is a positive integer');
  const row = await openCard(ctx, db, credentials);
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
