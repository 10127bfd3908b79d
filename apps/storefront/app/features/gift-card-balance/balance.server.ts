import {
  GIFT_CARD_NUMBER_PATTERN,
  GIFT_CARD_PIN_PATTERN,
  GiftCardBalanceResponse,
  giftCardDigits,
  giftCardPin,
} from '@outsole/contracts/giftcards';
import { data, type RouterContextProvider } from 'react-router';

import { ApiError } from '#app/lib/api/api-error.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { errorMessage, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { readForm } from '#app/lib/http/read-body.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { actionScope, credentialApi, text } from '#app/lib/session/actions/action-kit.server.ts';
import { requireSite } from '#app/lib/shop.server.ts';
import { CARD_NUMBER_MAX_LENGTH } from './balance-fields.ts';

/**
 * `/{locale}/gift-card-balance`: a shopper checks what is left on a gift card (spec §7 `POST
 * /cart/v1/giftcard/balance`), linked from the footer and the gift card's product page. A plain form post, so it
 * works without JavaScript; the api's credential limits count the shopper's address and the card, never the
 * storefront's.
 */

export const BALANCE_PATH = '/cart/v1/giftcard/balance';

/** Personal: a balance is never stored by a cache, and the page is nothing to index. */
const HEADERS = { 'Cache-Control': 'private, no-store' };

export type BalanceResult =
  | { ok: true; balance: GiftCardBalanceResponse }
  | {
      ok: false;
      /** What was typed, to fill the form again (the PIN never comes back). */
      cardNumber: string;
      fieldErrors?: { cardNumber?: string; pin?: string };
      formError?: string;
    };

type PageArgs = { request: Request; params: { locale?: string }; context: Readonly<RouterContextProvider> };

async function balanceShop({ request, params, context }: PageArgs) {
  const ctx = getRequestContext(context);
  return { ctx, shop: await requireSite(ctx, request, params.locale) };
}

export async function balanceLoader(args: PageArgs) {
  const { shop } = await balanceShop(args);
  const brand = BRAND_NAMES[shop.brand];
  return data(
    {
      locale: shop.locale,
      title: translatorFor(shop.locale).format('meta.giftCardBalance.title', { brand }) ?? brand,
    },
    { headers: HEADERS },
  );
}

export async function balanceAction(args: PageArgs) {
  const { ctx, shop } = await balanceShop(args);
  const { format } = translatorFor(shop.locale);
  const form = await readForm(args.request);
  const typed = text(form, 'cardNumber').slice(0, CARD_NUMBER_MAX_LENGTH * 2);
  const cardNumber = giftCardDigits(typed);
  const pin = giftCardPin(text(form, 'pin'));
  const fieldErrors: { cardNumber?: string; pin?: string } = {};
  if (!cardNumber) fieldErrors.cardNumber = format('validation.required') ?? '';
  else if (!GIFT_CARD_NUMBER_PATTERN.test(cardNumber))
    fieldErrors.cardNumber = format('giftCardBalance.cardNumber.invalid') ?? '';
  if (pin && !GIFT_CARD_PIN_PATTERN.test(pin)) fieldErrors.pin = format('giftCardBalance.pin.invalid') ?? '';
  if (Object.keys(fieldErrors).length > 0) {
    return data<BalanceResult>({ ok: false, cardNumber: typed, fieldErrors }, { headers: HEADERS });
  }
  const scope = actionScope(ctx, args.request, shop);
  try {
    const balance = await credentialApi(scope).post(
      BALANCE_PATH,
      { cardNumber, ...(pin ? { pin } : {}) },
      GiftCardBalanceResponse,
    );
    return data<BalanceResult>({ ok: true, balance }, { headers: HEADERS });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return tooManyTries(error, format, typed);
    // The api's message in the shopper's language (GFC400 alike for an unknown number and a wrong PIN, GFC410
    // expired, GFC725 another currency, GFC740 nothing left); anything else is ours.
    const formError =
      error instanceof ApiError ? error.message : (errorMessage(shop.locale, 'GEN500') ?? 'Something went wrong.');
    // A card that cannot be used is an answer to show, as a field to correct is (200, CONVENTIONS 7); failures keep
    // their status.
    const status = !(error instanceof ApiError) ? 503 : error.status >= 500 ? error.status : 200;
    return data<BalanceResult>({ ok: false, cardNumber: typed, formError }, { status, headers: HEADERS });
  }
}

/**
 * Too many tries (API429: the api's credential limits count the address and the card for CREDENTIAL_LIMIT_WINDOW
 * seconds, 15 minutes by default): says how long the api keeps refusing, from its Retry-After, in whole minutes
 * rounded up (the api refuses every try until then, so "a moment" was not true), and passes Retry-After on, with
 * and without JavaScript (the document's and the data request's headers are the action's). Without a Retry-After it
 * says "later" rather than guess.
 */
function tooManyTries(error: ApiError, format: ReturnType<typeof translatorFor>['format'], typed: string) {
  const seconds = error.retryAfterSeconds;
  const formError =
    (seconds === null
      ? format('giftCardBalance.tooManyTriesLater')
      : format('giftCardBalance.tooManyTries', { minutes: Math.ceil(seconds / 60) })) ?? error.message;
  const headers = seconds === null ? HEADERS : { ...HEADERS, 'Retry-After': String(seconds) };
  return data<BalanceResult>({ ok: false, cardNumber: typed, formError }, { status: 429, headers });
}
