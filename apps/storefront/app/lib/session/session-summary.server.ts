import { ConsumerProfileResponse } from '@outsole/contracts/auth';
import type { LocalePath } from '@outsole/contracts/locales';

import type { RequestContext } from '../request-context.server.ts';
import { parseCookieHeader } from './cookies.server.ts';
import { clearMergeNoticeCookie, MERGE_NOTICE_COOKIE, readMergeNotice } from './merge-notice.server.ts';
import { sessionFor } from './session.server.ts';
import { reviewerName, type SessionSummary } from './session-summary.ts';
import { shopperApi } from './shopper-api.server.ts';

export const PROFILE_PATH = '/consumers-v3/consumer';

/**
 * The summary for this request. Anonymous and guest shoppers cost nothing; a registered shopper's first name and
 * employee status come from their profile (one private api call, made only for them). A profile that cannot be
 * read leaves the shopper signed in without a name; AUT498 (the account is gone) ends the session.
 */
export async function sessionSummary(
  ctx: RequestContext,
  request: Request,
  scope: { locale: LocalePath; siteId: string },
): Promise<SessionSummary> {
  const session = sessionFor(ctx, request);
  const mergeNotice = takeMergeNotice(ctx, request, session, scope.siteId);
  if (session.kind !== 'registered') return { signedIn: false };
  const consumerType = session.claims?.ctp;
  try {
    const { consumerProfile } = await shopperApi(ctx, request, scope).get(PROFILE_PATH, ConsumerProfileResponse);
    return {
      signedIn: true,
      ...(consumerProfile.consumerDetails.firstName ? { firstName: consumerProfile.consumerDetails.firstName } : {}),
      ...(consumerProfile.consumerDetails.lastName ? { lastName: consumerProfile.consumerDetails.lastName } : {}),
      ...reviewNameOf(consumerProfile.consumerDetails),
      email: consumerProfile.consumerDetails.email,
      consumerType: consumerProfile.consumerType,
      needsEmployeeTerms: consumerProfile.consumerType === 'EMPLOYEE' && !consumerProfile.isEmployeeDiscountTCAccepted,
      ...(consumerProfile.subscriptions.some((each) => each.channel === 'email' && each.pending === true)
        ? { emailOptInPending: true }
        : {}),
      ...(mergeNotice ? { mergeNotice } : {}),
    };
  } catch {
    // Reported by the api client; never fails the page shell (an AUT498 has ended the session meanwhile).
    if (session.kind !== 'registered') return { signedIn: false };
    return {
      signedIn: true,
      ...(consumerType ? { consumerType } : {}),
      ...(mergeNotice ? { mergeNotice } : {}),
    };
  }
}

function reviewNameOf(details: { firstName: string | null; lastName: string | null }): { reviewName?: string } {
  const name = reviewerName(details.firstName, details.lastName);
  return name ? { reviewName: name } : {};
}

/**
 * The merged-cart notice is a flash (merge-notice.server.ts): the page that reads it shows it and removes the
 * cookie, whatever it held (another site's merge, a value this storefront did not write), so the shopper's later pages
 * are kept pages again. Not when this request's own action has just written it (a sign-in answered with a page).
 */
function takeMergeNotice(
  ctx: RequestContext,
  request: Request,
  session: ReturnType<typeof sessionFor>,
  siteId: string,
) {
  const value = parseCookieHeader(request.headers.get('cookie')).get(MERGE_NOTICE_COOKIE);
  if (value === undefined || session.pendingCookie(MERGE_NOTICE_COOKIE) !== null) return null;
  session.addCookie(clearMergeNoticeCookie(ctx.config.isProduction));
  return readMergeNotice(value, siteId);
}
