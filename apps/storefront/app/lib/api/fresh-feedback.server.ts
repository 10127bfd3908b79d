import type { RequestContext } from '../request-context.server.ts';
import { parseCookieHeader, serializeCookie } from '../session/cookies.server.ts';

/**
 * Reviews and questions are public answers the storefront keeps for up to two minutes (the api's max-age and its
 * grace, decision 0023). A shopper who has just written a review, asked a question, voted or reported one must see
 * the change at once, on whichever instance serves them next: their browser carries this cookie for as long as a
 * kept answer can lag behind, and their product pages read reviews and questions from the api directly meanwhile.
 */
export const FRESH_FEEDBACK_COOKIE = 'outsole_fresh_feedback';
/** The api's max-age plus its stale-while-revalidate for reviews and questions (FEEDBACK_READ). */
export const FRESH_FEEDBACK_MAX_AGE_S = 120;

/**
 * The api writes that change what reviews and questions show: writing a review, asking a question, voting on a
 * review or an answer, reporting a review (a translation changes nothing others see).
 */
const FEEDBACK_WRITE =
  /^\/products\/v1\/(?:products\/[^/]+\/reviews(?:\/questions)?|review\/[^/]+\/(?:vote|flag|questions\/vote))\/?$/i;

/** Whether a write to `apiPath` (through the same-origin proxy) changes reviews or questions. */
export function changesFeedback(apiPath: string): boolean {
  return FEEDBACK_WRITE.test(apiPath);
}

/** Requests whose action changed reviews or questions: the loaders that run after it in the same request. */
const changedIn = new WeakSet<RequestContext>();

/** An action is about to change this product's reviews or questions: this shopper reads them fresh from now on. */
export function markFeedbackChanged(ctx: RequestContext, headers: Headers): void {
  changedIn.add(ctx);
  headers.append(
    'Set-Cookie',
    serializeCookie(FRESH_FEEDBACK_COOKIE, '1', { secure: ctx.config.isProduction, maxAge: FRESH_FEEDBACK_MAX_AGE_S }),
  );
}

/** Whether this request must read reviews and questions past the storefront's cache. */
export function readsOwnFeedback(ctx: RequestContext, request: Request): boolean {
  return changedIn.has(ctx) || parseCookieHeader(request.headers.get('cookie')).has(FRESH_FEEDBACK_COOKIE);
}
