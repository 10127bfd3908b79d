import { AUTHOR_NAME_MAX, AUTHOR_NAME_MIN, isReservedAuthorName } from '@outsole/contracts/reviews';
import { characterCount, visibleLength } from '@outsole/contracts/text.values';
import { data } from 'react-router';
import { z } from 'zod';

import { ApiError } from '#app/lib/api/api-error.ts';
import type { ApiClient } from '#app/lib/api/client.server.ts';
import { errorMessage, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import type { RequestContext } from '#app/lib/request-context.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import { shopperApi } from '#app/lib/session/shopper-api.server.ts';
import { USID_COOKIE } from '#app/lib/session/usid.server.ts';
import type { Shop } from '#app/lib/shop.server.ts';
import { apiFieldNames, shopperTextKey } from '#app/lib/shopper-text.ts';

/** What every reviews and questions mutation works with: one per post, built by feedback-actions.server.ts. */
export interface FeedbackContext {
  request: Request;
  ctx: RequestContext;
  shop: Shop;
  productId: string;
  /** Posts as the shopper: their session's bearer token (a guest session starts if needed) and usid (x-usid). */
  api: ApiClient;
  /** Sent with the answer: the usid cookie when the browser had none, a flash toast (the root middleware adds
   *  the session's other cookies). */
  headers: Headers;
  t: Translate;
  /** The message to show for a failed api call: the api error's own (localised), else the generic one. */
  failed: (error: unknown) => string;
  /** An answer as data (CONVENTIONS 7), with the context's headers. */
  reply: <T>(result: T, status?: number) => ReturnType<typeof data<T>>;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The form fields the intents share. */
export const fields = {
  id: z.string().uuid(),
  helpful: z.enum(['true', 'false']).transform((value) => value === 'true'),
  text: z.string().trim().max(10_000).default(''),
};

export async function feedbackContext(
  request: Request,
  { ctx, shop, productId }: { ctx: RequestContext; shop: Shop; productId: string },
): Promise<FeedbackContext> {
  const session = sessionFor(ctx, request);
  const api = shopperApi(ctx, request, { locale: shop.locale, siteId: shop.siteId }, { identity: 'required' });
  const headers = new Headers();
  const usidCookie = session.pendingCookie(USID_COOKIE);
  if (usidCookie) headers.append('Set-Cookie', usidCookie);
  const { format } = translatorFor(shop.locale);
  return {
    request,
    ctx,
    shop,
    productId,
    api,
    headers,
    t: (key, values) => format(key, values) ?? key,
    failed: (error) =>
      error instanceof ApiError ? error.message : (errorMessage(shop.locale, 'GEN500') ?? 'Something went wrong.'),
    reply: (result, status = 200) => data(result, { status, headers }),
  };
}

/** Whether the post comes from a signed-in shopper: only they write reviews and ask questions (decision 0052). */
export function isSignedIn(fx: FeedbackContext): boolean {
  return sessionFor(fx.ctx, fx.request).kind === 'registered';
}

/**
 * The api refused a guest's writing (401 API401, decision 0052): the session ended between the page and the post.
 * AUT498 (a signed-out account) is not this: it is handled as every other call's.
 */
export function needsSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.errorId === 'API401';
}

/** The status an api failure keeps in the answer (502 when the api gave none). */
export function statusOf(error: unknown): number {
  const status = error instanceof ApiError ? error.status : 502;
  return status >= 400 && status < 600 ? status : 502;
}

/** The name shown with a review or a question. */
export function checkAuthorName(name: string, t: Translate): string | null {
  // Named, not "fill in this field": the error summary's link has to say which field it goes to on its own.
  if (!name) return t('product.reviews.write.nameRequired');
  const text = checkShopperText(name, t, { required: 'product.reviews.write.nameRequired' });
  if (text) return text;
  if (visibleLength(name) < AUTHOR_NAME_MIN || characterCount(name) > AUTHOR_NAME_MAX)
    return t('product.reviews.nameLength', { min: AUTHOR_NAME_MIN, max: AUTHOR_NAME_MAX });
  // A name that speaks for the shop (its brands, customer service, staff) is not a shopper's (tester F22).
  if (isReservedAuthorName(name)) return t('product.reviews.nameReserved');
  return null;
}

/**
 * The field messages for an API400 that named some of `fields` (`body.text`, …): the shared free-text rule's
 * message when the value breaks it, else the field's `fallback`. Empty when the api named none of them, and the
 * failure stays the form's.
 */
export function apiFieldErrors<K extends string>(
  error: unknown,
  values: Record<K, string>,
  t: Translate,
  fields: Partial<Record<K, { lines?: boolean; optional?: boolean; required?: MessageKey }>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const name of apiFieldNames(error, 'body.')) {
    if (!(name in fields)) continue;
    const field = name as K;
    errors[field] = t(shopperTextKey(values[field], fields[field]) ?? 'validation.hiddenCharacters');
  }
  return errors;
}

/** The shared free-text rule's message for `value`, or null when it passes. */
export function checkShopperText(
  value: string,
  t: Translate,
  options: { lines?: boolean; optional?: boolean; required?: MessageKey } = {},
): string | null {
  const key = shopperTextKey(value, options);
  return key ? t(key) : null;
}
