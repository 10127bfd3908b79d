import { toLanguageTag } from '@outsole/contracts/locales';
import { EMAIL_MAX_LENGTH } from '@outsole/contracts/auth.values';
import { emailLooksAsWritten } from '@outsole/contracts/email-script.values';
import { parseProductSegment } from '@outsole/contracts/paths';
import { BackInStockResponse, UPC_PATTERN } from '@outsole/contracts/products';
import { PLACE_MAX_LENGTH, ProductAvailability, type StoreAvailability } from '@outsole/contracts/stores';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';

import { parsePosition } from '#app/lib/geo/position.ts';
import { pageUrl } from '#app/lib/http/page-url.ts';
import { readForm } from '#app/lib/http/read-body.server.ts';
import { apiFor } from '#app/lib/api/api.server.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { setFlashToast } from '#app/lib/flash.server.ts';
import { shopperApi } from '#app/lib/session/shopper-api.server.ts';
import { errorMessage, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { postedSize } from '#app/lib/i18n/posted-size.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { notFound, requireSite } from '#app/lib/shop.server.ts';
import { FEEDBACK_INTENTS, feedbackAction, type FeedbackActionResult } from './reviews/feedback-actions.server.ts';
import { invalidPost } from './invalid-post.server.ts';
import { SIZE_PICKER_ID } from './size-picker.tsx';
import { withHash } from '#app/lib/http/with-hash.ts';

/**
 * The product page's mutations (CONVENTIONS 8): plain form posts keyed by `intent`, parsed with zod. A field the
 * shopper can correct (an email, a place the geocoder does not know) is an expected outcome, answered as data
 * with 200 (CONVENTIONS 7); an api failure keeps its status.
 */
const ProductIntent = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('notify'),
    email: z.string().trim().max(EMAIL_MAX_LENGTH),
    upc: z.string().regex(UPC_PATTERN),
    /** The size's catalog label ("42.5", "OS"), for the confirmation (postedSize). */
    size: z.string().max(20).default(''),
  }),
  z.object({
    intent: z.literal('find-stores'),
    place: z.string().trim().max(PLACE_MAX_LENGTH).default(''),
    /** "Use my location": the browser's position, in place of a place. */
    latitude: z.string().max(32).optional(),
    longitude: z.string().max(32).optional(),
  }),
]);

const Email = z.email();

export type NotifyResult = { intent: 'notify'; fieldErrors?: { email?: string }; formError?: string; email: string };
export type FindStoresResult = {
  intent: 'find-stores';
  /** What was searched for: a town or city, or a postal code; empty when the shopper's position was. */
  place: string;
  /** The search was near the shopper's position ("Use my location"). */
  nearYou?: boolean;
  stores?: StoreAvailability[];
  fieldError?: string;
  formError?: string;
};
export type ProductActionResult = NotifyResult | FindStoresResult | FeedbackActionResult;

interface ActionArgs {
  request: Request;
  params: { locale?: string; product?: string };
  context: Readonly<RouterContextProvider>;
}

export async function productAction({ request, params, context }: ActionArgs) {
  const ctx = getRequestContext(context);
  const shop = await requireSite(ctx, request, params.locale);
  const segment = parseProductSegment(params.product ?? '');
  if (!segment) notFound();
  const form = await readForm(request);
  // Reviews, questions and votes: their own module (reviews/feedback-actions.server.ts).
  if (FEEDBACK_INTENTS.has(String(form.get('intent'))))
    return feedbackAction({ request, form, ctx, shop, productId: segment.id });
  const parsed = ProductIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidPost(form, parsed.error.issues, translatorFor(shop.locale));

  const { format } = translatorFor(shop.locale);
  const api = apiFor(ctx, { locale: shop.locale, siteId: shop.siteId });
  const genericError = () => errorMessage(shop.locale, 'GEN500') ?? 'Something went wrong.';
  const input = parsed.data;

  if (input.intent === 'notify') {
    const email = input.email;
    if (!email || !Email.safeParse(email).success) {
      const message = format(email ? 'validation.email' : 'validation.required') ?? '';
      return data<NotifyResult>({ intent: 'notify', email, fieldErrors: { email: message } });
    }
    // An address that only looks like another one, as the api refuses it (contracts email-script.values.ts).
    if (!emailLooksAsWritten(email.toLowerCase())) {
      const message = format('validation.emailScripts') ?? '';
      return data<NotifyResult>({ intent: 'notify', email, fieldErrors: { email: message } });
    }
    let confirmationRequired: boolean;
    try {
      // As the shopper (their bearer and address): a signed-in shopper's own address needs no confirmation email
      // (decision 0042, addendum session 51), and the api's limits count the shopper, not the storefront.
      const answer = await shopperApi(ctx, request, { locale: shop.locale, siteId: shop.siteId }).request({
        method: 'PUT',
        path: '/products/v1/notifications',
        body: { email, productId: segment.id, upc: input.upc },
        schema: BackInStockResponse,
      });
      confirmationRequired = answer.confirmationRequired;
    } catch (error) {
      const formError = error instanceof ApiError ? error.message : genericError();
      return data<NotifyResult>({ intent: 'notify', email, formError }, { status: statusOf(error) });
    }
    const url = pageUrl(request);
    const cookie = await setFlashToast(
      {
        kind: 'success',
        // Double opt-in: the shopper has an email to confirm before the alert counts.
        message: confirmationRequired ? 'product.notify.checkInbox' : 'product.notify.success',
        // The size as the size picker writes it ("42,5", "Einheitsgröße"), its kind read from the label: the one size
        // is "it", never "size One size" (postedSize).
        values: postedSize(input.size, toLanguageTag(shop.locale)) ?? { size: '', kind: 'one' },
      },
      { secure: ctx.config.isProduction },
    );
    // With a fragment of its own: a redirect without one keeps the request's (#modal-notify), which opened the
    // dialog again over the toast when JavaScript is off. Back to the sizes instead.
    return redirect(withHash(`${url.pathname}${url.search}`, SIZE_PICKER_ID), {
      status: 303,
      headers: { 'Set-Cookie': cookie },
    });
  }

  const position = parsePosition(input.latitude, input.longitude);
  const place = position ? '' : input.place;
  if (!position && place.length < 2) {
    const fieldError = format(place ? 'product.stores.invalid' : 'validation.required') ?? '';
    return data<FindStoresResult>({ intent: 'find-stores', place, fieldError });
  }
  try {
    const availability = await api.post(
      `/products/v1/products/${segment.id}/availability`,
      { location: position ?? { place } },
      ProductAvailability,
    );
    return data<FindStoresResult>({
      intent: 'find-stores',
      place,
      ...(position ? { nearYou: true } : {}),
      stores: availability.stores,
    });
  } catch (error) {
    // The api's geocoder answers 400 for a place it cannot locate: a message about the place, on the field.
    if (error instanceof ApiError && error.status === 400) {
      const fieldError = format('product.stores.notFound') ?? error.message;
      return data<FindStoresResult>({ intent: 'find-stores', place, fieldError });
    }
    const formError = error instanceof ApiError ? error.message : genericError();
    return data<FindStoresResult>(
      { intent: 'find-stores', place, ...(position ? { nearYou: true } : {}), formError },
      { status: statusOf(error) },
    );
  }
}

function statusOf(error: unknown): number {
  const status = error instanceof ApiError ? error.status : 502;
  return status >= 400 && status < 600 ? status : 502;
}
