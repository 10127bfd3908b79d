import { GiftOption, type UpdateItemRequest } from '@outsole/contracts/cart';
import { z } from 'zod';
import type { FieldOf } from '../../lib/query-or-body.js';
import { ApiError } from '../../lib/api-error.js';
import type { CartItemRow } from './cart.repository.js';

/**
 * Gift options of a cart line (spec §3 Cart item gift, giftOption, isGiftBoxSelected; §2 "add gift option" dialog).
 * Decisions (0018, "Gift options"): the gift box is asked for with `isGiftBoxSelected` on PUT item, one box per unit
 * at a fixed price per currency; turning the gift off clears the card and the box; a free gift (bonus) takes no
 * gift options (GWP403, as its quantity); a digital gift card is always a gift, takes no box, and keeps the
 * recipient's email it was added with.
 */

/** The price of one gift box, minor units per currency. */
export const GIFT_BOX_PRICES: Readonly<Record<string, number>> = { USD: 500, EUR: 500, GBP: 400, JPY: 500 };

export function giftBoxUnitPrice(currency: string): number {
  return GIFT_BOX_PRICES[currency] ?? 0;
}

/** Whether a line can have a gift box: not a free gift, not a digital gift card, and a price in the currency. */
export function giftBoxOffered(item: Pick<CartItemRow, 'bonus'>, digital: boolean, currency: string): boolean {
  return item.bonus === 0 && !digital && giftBoxUnitPrice(currency) > 0;
}

/** The gift columns a PUT item changes; none of them when the request names no gift field. */
export type GiftColumns = Partial<Pick<CartItemRow, 'gift' | 'gift_option' | 'gift_box'>>;

type GiftInput = Pick<UpdateItemRequest, 'gift' | 'giftOption' | 'isGiftBoxSelected'>;

function invalid(field: string, message: string): ApiError {
  return new ApiError('API400', { field: `body.${field}`, message });
}

/**
 * A gift option as stored: line breaks as `\n`, empty fields left out, the email in lower case; null when nothing
 * is left (a gift without a card).
 */
export function cleanGiftOption(option: GiftOption | null | undefined): GiftOption | null {
  if (!option) return null;
  const text = (value: string | undefined) => value?.normalize('NFC').replace(/\r\n?/g, '\n').trim() || undefined;
  const clean: GiftOption = {};
  const to = text(option.to);
  const from = text(option.from);
  const message = text(option.message);
  const email = text(option.email)?.toLowerCase();
  if (to !== undefined) clean.to = to;
  if (from !== undefined) clean.from = from;
  if (message !== undefined) clean.message = message;
  if (email !== undefined) clean.email = email;
  return Object.keys(clean).length === 0 ? null : clean;
}

/** A digital gift card's option: the recipient's email is required (it is where the card is sent). */
export function requireRecipient(option: GiftOption | null | undefined, field = 'giftOption'): GiftOption {
  const clean = cleanGiftOption(option);
  if (!clean?.email) throw invalid(`${field}.email`, "Please enter the recipient's email address.");
  return clean;
}

/** What PUT item's gift fields change on the line, or the API400 / GWP403 that refuses them. */
export function giftChange(
  item: CartItemRow,
  input: GiftInput,
  digital: boolean,
  currency: string,
  fieldOf: FieldOf<GiftInput> = (name) => `body.${name}`,
): GiftColumns {
  const { gift, giftOption, isGiftBoxSelected } = input;
  if (gift === undefined && giftOption === undefined && isGiftBoxSelected === undefined) return {};
  if (item.bonus === 1) {
    // Named by the field sent, where it was sent (a gift box alone in the query: query.isGiftBoxSelected).
    const field = gift !== undefined ? 'gift' : giftOption !== undefined ? 'giftOption' : 'isGiftBoxSelected';
    throw new ApiError('GWP403', { field: fieldOf(field), message: 'A free gift can’t be wrapped or sent as a gift.' });
  }
  if (digital) {
    if (gift === false) throw invalid('gift', 'A digital gift card is always a gift.');
    if (isGiftBoxSelected === true) throw invalid('isGiftBoxSelected', 'A digital gift card is sent by email.');
    if (giftOption === undefined) return {};
    return { gift: 1, gift_option: JSON.stringify(requireRecipient(giftOption)) };
  }
  if (gift === false) {
    if (giftOption) throw invalid('giftOption', 'Gift options need gift set to true.');
    if (isGiftBoxSelected === true) throw invalid('isGiftBoxSelected', 'A gift box needs gift set to true.');
    return { gift: 0, gift_option: null, gift_box: 0 };
  }
  if (gift === undefined && item.gift === 0 && (giftOption || isGiftBoxSelected === true)) {
    throw invalid('gift', 'Set gift to true to add gift options.');
  }
  if (isGiftBoxSelected === true && !giftBoxOffered(item, digital, currency)) {
    throw invalid('isGiftBoxSelected', 'Gift boxes are not offered in this currency.');
  }
  const option = giftOption === undefined ? undefined : cleanGiftOption(giftOption);
  return {
    gift: 1,
    ...(option === undefined ? {} : { gift_option: option === null ? null : JSON.stringify(option) }),
    ...(isGiftBoxSelected === undefined ? {} : { gift_box: isGiftBoxSelected ? 1 : 0 }),
  };
}

/**
 * A line's gift options as a saved-for-later item keeps them, JSON text; null for a line that is not a gift. Moved
 * back into the cart as a line of its own, the item is a gift again with its card and box (`restoredGift`).
 */
export function keptGift(item: Pick<CartItemRow, 'gift' | 'gift_option' | 'gift_box'>): string | null {
  if (item.gift !== 1) return null;
  const giftOption = item.gift_option === null ? null : (JSON.parse(item.gift_option) as GiftOption);
  return JSON.stringify({ giftOption, giftBox: item.gift_box === 1 });
}

const KeptGift = z.object({ giftOption: GiftOption.nullable(), giftBox: z.boolean() });

/** The gift columns of a line moved back from saved for later; none when it kept no (readable) gift options. */
export function restoredGift(kept: string | null): GiftColumns {
  if (kept === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(kept);
  } catch {
    return {};
  }
  const gift = KeptGift.safeParse(parsed);
  if (!gift.success) return {};
  const option = cleanGiftOption(gift.data.giftOption);
  return { gift: 1, gift_option: option === null ? null : JSON.stringify(option), gift_box: gift.data.giftBox ? 1 : 0 };
}
