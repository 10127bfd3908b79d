import { z } from 'zod';
import { Money } from './money.js';

/**
 * Gift card numbers are 16 to 19 digits, written with or without spaces or dashes (`6280 4417 3092 5516`); the api
 * compares the digits only. PINs are 4 to 8 digits.
 */
export const GIFT_CARD_NUMBER_PATTERN = /^\d{16,19}$/;
export const GIFT_CARD_PIN_PATTERN = /^\d{4,8}$/;

/**
 * The digits of a gift card number as a shopper may type it: full-width forms (a Japanese IME's default) folded to
 * ASCII (NFKC), spaces and dashes dropped.
 */
export function giftCardDigits(cardNumber: string): string {
  return cardNumber.normalize('NFKC').replace(/[\s\-\u2010-\u2015\u2212]/g, '');
}

/** A PIN as a shopper may type it: full-width digits folded (NFKC), surrounding spaces dropped. */
export function giftCardPin(pin: string): string {
  return pin.normalize('NFKC').trim();
}

const cardNumber = z
  .string()
  .max(40)
  .transform(giftCardDigits)
  .pipe(z.string().regex(GIFT_CARD_NUMBER_PATTERN, 'cardNumber must be 16 to 19 digits'));

/** POST /cart/v1/giftcard/balance (spec §7). */
export const GiftCardBalanceRequest = z
  .object({
    cardNumber,
    pin: z
      .string()
      .max(40)
      .transform(giftCardPin)
      .pipe(z.string().regex(GIFT_CARD_PIN_PATTERN, 'pin must be 4 to 8 digits'))
      .optional(),
  })
  .strict();
export type GiftCardBalanceRequest = z.input<typeof GiftCardBalanceRequest>;

/**
 * The balance of a card that may be used on the site: in the site's currency (a card in another currency answers
 * GFC725). The number comes back masked, never whole.
 */
export const GiftCardBalanceResponse = z.object({
  /** `************5516`: one `*` per hidden digit, then the last four. */
  maskedCardNumber: z.string(),
  lastFour: z.string().regex(/^\d{4}$/),
  balance: Money,
  currency: z.string().length(3),
  /** ISO-8601; null when the card never expires. */
  expiresAt: z.string().nullable(),
});
export type GiftCardBalanceResponse = z.infer<typeof GiftCardBalanceResponse>;
