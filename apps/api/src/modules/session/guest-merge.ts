import { nothingMerged, type GuestObjects, type MergeResult } from '@outsole/contracts/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { cartMerger } from '../cart/cart.merge.js';
import { saveForLaterMerger } from '../save-for-later/save-for-later.merge.js';
import { moveAuthorContent } from '../reviews/author-merge.service.js';
import { consumerAuthorId, sessionAuthorId } from '../reviews/review-author.js';

/** What a merger is given: the account signing in, the guest session it signed in from, and its named objects. */
export interface GuestMergeInput {
  consumerNo: string;
  /** The usid of the guest session that asked for the authorization code; null when the code carried none. */
  guestUsid: string | null;
  /** Ids the storefront sent with the exchange (spec §4: basket, favorites, saved for later). */
  guestObjects: GuestObjects;
}

/**
 * One kind of guest object moved into the account. A merger runs inside the code-exchange transaction (it commits
 * with the new session, or not at all), must do nothing when it finds nothing of its kind, and reports what it did.
 */
export interface GuestMerger {
  name: string;
  merge(ctx: RequestContext, trx: Kysely<Database>, input: GuestMergeInput): Promise<MergerReport>;
}

/** What one merger reports: its flags and counts, each left out when it has nothing of that kind. */
export type MergerReport = Partial<Omit<MergeResult, 'leftOut'>> & { leftOut?: Partial<MergeResult['leftOut']> };

/** Reviews, questions, answers, helpful votes and flags the guest session wrote become the account's. */
export const userContentMerger: GuestMerger = {
  name: 'user-content',
  async merge(ctx, trx, { consumerNo, guestUsid }) {
    if (guestUsid === null) return {};
    const userContent = await moveAuthorContent(ctx, trx, {
      from: sessionAuthorId(guestUsid),
      to: consumerAuthorId(consumerNo),
    });
    return { userContent };
  },
};

/**
 * THE REGISTRY of guest mergers, in the order they run. Cart, favorites and saved-for-later (issue 5) each add
 * theirs here (reporting `cart`, `favorites`, `saveForLater` true when they merged something), and nothing else
 * changes: the token exchange calls mergeGuestObjects, which runs every one.
 */
export const GUEST_MERGERS: readonly GuestMerger[] = [userContentMerger, cartMerger, saveForLaterMerger];

/**
 * THE merge step of sign-in (spec §4 "Guest basket, favorites and saved-for-later are merged into the account"):
 * runs every merger in the caller's transaction and combines what they report (flags or-ed, counts summed) into the
 * token response's `merged`.
 */
export async function mergeGuestObjects(
  ctx: RequestContext,
  trx: Kysely<Database>,
  input: GuestMergeInput,
  mergers: readonly GuestMerger[] = GUEST_MERGERS,
): Promise<MergeResult> {
  const result = nothingMerged();
  for (const merger of mergers) {
    const part = await merger.merge(ctx, trx, input);
    result.cart ||= part.cart ?? false;
    result.favorites ||= part.favorites ?? false;
    result.saveForLater ||= part.saveForLater ?? false;
    result.userContent += part.userContent ?? 0;
    result.leftOut.cart += part.leftOut?.cart ?? 0;
    result.leftOut.saveForLater += part.leftOut?.saveForLater ?? 0;
    if (part.cartChanges) result.cartChanges = part.cartChanges;
  }
  return result;
}
