import type { Cart, GiftOption, UpdateItemRequest } from '@outsole/contracts/cart';
import { emailLooksAsWritten } from '@outsole/contracts/email-script.values';
import type { LocalePath } from '@outsole/contracts/locales';
import { UPC_PATTERN } from '@outsole/contracts/products';
import { z } from 'zod';

import { ApiError } from '#app/lib/api/api-error.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import { apiFieldNames, shopperTextKey } from '#app/lib/shopper-text.ts';
import type { CartProblem } from './cart-types.ts';

/**
 * The "add gift option" dialog's post (spec §2 dialogs; gift-options.tsx): `intent=set-gift` with the line, the gift
 * checkbox, to / from / message, the gift box checkbox, and `remove` from the remove button; and a digital gift
 * card's recipient and card posted with its add-item (gift-card-form.tsx). Bounds here only keep the post small; the
 * api checks the fields and answers API400 naming the one that is wrong.
 */
export const GIFT_MESSAGE_MAX = 300;

const text = (max: number) => z.string().max(max).optional();

/** The card's fields: a textarea posts line breaks as CRLF, so the message has room for them before they are LF. */
export const GIFT_CARD_FIELDS = {
  /** A digital gift card: always a gift, its recipient's email required, no box. */
  digital: z.literal('1').optional(),
  email: text(1_000),
  to: text(400),
  from: text(400),
  message: text(1_200),
};
type GiftCardFields = { [K in keyof typeof GIFT_CARD_FIELDS]?: string | undefined };

export const SetGiftInput = z.object({
  intent: z.literal('set-gift'),
  itemId: z.string().trim().min(1).max(64),
  upc: z.string().trim().regex(UPC_PATTERN),
  productId: z.string().trim().min(1).max(20),
  gift: z.literal('1').optional(),
  giftBox: z.literal('1').optional(),
  remove: z.literal('1').optional(),
  /** The line had gift options when the dialog opened: unticking and saving removes them (else nothing was added). */
  hadGift: z.literal('1').optional(),
  ...GIFT_CARD_FIELDS,
});
export type SetGiftInput = z.infer<typeof SetGiftInput>;

/** Whether the post takes the line's gift options away (the remove button, or the gift box unticked and saved). */
export function removesGift(input: SetGiftInput): boolean {
  return input.digital !== '1' && (input.remove === '1' || input.gift !== '1');
}

/** The card as sent: line breaks as LF, blank fields left out (the api checks a gift card's email is there). */
export function giftCardOption(input: GiftCardFields): GiftOption {
  const field = (value: string | undefined) => value?.replace(/\r\n?/g, '\n').trim() || undefined;
  const option: GiftOption = {};
  const to = field(input.to);
  const from = field(input.from);
  const message = field(input.message);
  const email = field(input.email);
  if (to) option.to = to;
  if (from) option.from = from;
  if (message) option.message = message;
  if (email) option.email = email;
  return option;
}

/** The PUT item body for the dialog's post. */
export function giftUpdate(input: SetGiftInput, itemId: string): UpdateItemRequest {
  if (removesGift(input)) return { itemId, gift: false };
  const option = giftCardOption(input);
  if (input.digital === '1') return { itemId, gift: true, giftOption: option };
  return {
    itemId,
    gift: true,
    giftOption: Object.keys(option).length > 0 ? option : null,
    isGiftBoxSelected: input.giftBox === '1',
  };
}

/** The line a gift post is about in a cart read again after BSK404 recovery (the same variant, not a free gift). */
export function giftLine(cart: Cart, input: SetGiftInput): string | undefined {
  return cart.items.find((line) => line.upc === input.upc && !line.bonus)?.id;
}

const GIFT_FIELDS = ['to', 'from', 'message', 'email'] as const;
type GiftField = (typeof GIFT_FIELDS)[number];

const FIELD_MESSAGES: Record<GiftField, MessageKey> = {
  to: 'cart.gift.error.name',
  from: 'cart.gift.error.name',
  message: 'cart.gift.error.message',
  email: 'validation.email',
};

/**
 * Where a failed gift post shows: in the dialog of its line, with a field's message at the field when the api named
 * one of the card's fields (API400 `body.giftOption.to`, …). Session and lost-cart problems stay the page's.
 */
export function giftProblem(
  locale: LocalePath,
  problem: CartProblem,
  error: unknown,
  input: SetGiftInput,
): CartProblem {
  if (problem.errorId === 'AUT498' || problem.errorId === 'BSK404') return problem;
  const title = translatorFor(locale).format('cart.gift.error.title') ?? problem.title;
  return { ...withFields(locale, problem, error, input), title, placement: 'gift', itemId: input.itemId };
}

/**
 * A failed add of a digital gift card: where the product page's form shows it (placement `form`), with a message at
 * the field the api named (the recipient's email, …) and what was typed.
 */
export function giftCardProblem(
  locale: LocalePath,
  problem: CartProblem,
  error: unknown,
  input: GiftCardFields & { upc: string },
): CartProblem {
  if (problem.errorId === 'AUT498' || problem.errorId === 'BSK404') return problem;
  const placed = withFields(locale, problem, error, input);
  return { ...placed, values: { ...placed.values, upc: input.upc } };
}

/**
 * The card's fields that break the shared free-text rule (contracts text.values, the api's own): control, bidi or
 * half-surrogate characters, or nothing visible; and a recipient's email that only looks like another address
 * (contracts email-script.values.ts). Their messages say what is wrong, which the api's refusal of the field alone (a
 * length message, "a valid email") would not.
 */
function textKeys(input: GiftCardFields): Partial<Record<GiftField, MessageKey>> {
  const keys: Partial<Record<GiftField, MessageKey>> = {};
  for (const name of GIFT_FIELDS) {
    if (name === 'email') {
      // A recipient that only looks like another address (a Cyrillic "е" in example.com), refused by the api too.
      const email = input.email?.trim().toLowerCase() ?? '';
      if (email !== '' && !emailLooksAsWritten(email)) keys.email = 'validation.emailScripts';
      continue;
    }
    const value = input[name]?.replace(/\r\n?/g, '\n').trim() ?? '';
    const key = shopperTextKey(value, { lines: name === 'message', optional: true });
    if (key) keys[name] = key;
  }
  return keys;
}

/**
 * A gift post the api would refuse for its text, answered before posting with every bad field marked at once
 * (null when the card's text is fine, or the post removes the gift options).
 */
export function giftTextProblem(locale: LocalePath, input: SetGiftInput): CartProblem | null {
  if (removesGift(input) || Object.keys(textKeys(input)).length === 0) return null;
  return giftProblem(locale, { errorId: 'API400', title: '', message: '', placement: 'gift' }, null, input);
}

/**
 * "This item is a gift" unticked while the dialog holds a recipient, a sender, a message or a gift box: saved, that
 * would drop what the shopper just typed and chose (tester t1, session 55; WCAG 3.3.4). Refused at the checkbox, what
 * was typed kept, so the shopper ticks it or clears the details. The remove button is the way to take them away.
 */
export function giftUntickedProblem(locale: LocalePath, input: SetGiftInput): CartProblem | null {
  if (input.digital === '1' || input.remove === '1' || input.gift === '1') return null;
  const typed = (['to', 'from', 'message'] as const).some((name) => (input[name]?.trim() ?? '') !== '');
  if (!typed && input.giftBox !== '1') return null;
  const { format } = translatorFor(locale);
  const message = format('cart.gift.error.unticked') ?? '';
  const placed = withFields(locale, { errorId: 'API400', title: '', message, placement: 'gift' }, null, input);
  return {
    ...placed,
    message,
    title: format('cart.gift.error.title') ?? '',
    placement: 'gift',
    itemId: input.itemId,
    fields: { gift: message },
  };
}

/** The same for a digital gift card's add (the product page's form). */
export function giftCardTextProblem(locale: LocalePath, input: GiftCardFields & { upc: string }): CartProblem | null {
  if (Object.keys(textKeys(input)).length === 0) return null;
  return giftCardProblem(locale, { errorId: 'API400', title: '', message: '', placement: 'form' }, null, input);
}

function withFields(
  locale: LocalePath,
  problem: CartProblem,
  error: unknown,
  input: GiftCardFields & { gift?: string | undefined; giftBox?: string | undefined },
): CartProblem {
  const { format } = translatorFor(locale);
  const fields: Record<string, string> = {};
  const text = textKeys(input);
  const named = new Set([...namedFields(error), ...(Object.keys(text) as GiftField[])]);
  for (const name of GIFT_FIELDS) {
    if (!named.has(name)) continue;
    const key = text[name] ?? FIELD_MESSAGES[name];
    fields[name] = format(key, { max: name === 'message' ? GIFT_MESSAGE_MAX : 100 }) ?? problem.message;
  }
  const message =
    Object.keys(fields).length > 0 ? (format('cart.gift.error.fields') ?? problem.message) : problem.message;
  const values: Record<string, string> = { gift: input.gift ?? '0', giftBox: input.giftBox ?? '0' };
  for (const name of GIFT_FIELDS) {
    const value = input[name];
    if (value !== undefined) values[name] = value.replace(/\r\n?/g, '\n').slice(0, name === 'message' ? 1_000 : 300);
  }
  return { ...problem, message, values, ...(Object.keys(fields).length ? { fields } : {}) };
}

function namedFields(error: unknown): GiftField[] {
  if (!(error instanceof ApiError)) return [];
  return apiFieldNames(error, 'body.giftOption.').filter((name): name is GiftField =>
    (GIFT_FIELDS as readonly string[]).includes(name),
  );
}
