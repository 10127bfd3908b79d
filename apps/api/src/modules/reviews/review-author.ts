import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';

/** Who writes a review or question, as the reviews module stores it. */
export interface Author {
  /** `consumer:{consumerNo}` for a signed-in shopper, `session:{usid}` for a guest session. */
  id: string;
  displayName: string;
  /** A signed-in shopper who bought the product. */
  verified: boolean;
}

/** The author id of a guest session's writing; the token exchange gives it to the account (guest-merge.ts). */
export function sessionAuthorId(usid: string): string {
  return `session:${usid}`;
}

/** The author id of an account's writing. */
export function consumerAuthorId(consumerNo: string): string {
  return `consumer:${consumerNo}`;
}

/**
 * The one place a request's shopper becomes an author (services never read headers or tokens themselves; they take
 * the Author this returns). A signed-in shopper writes as their account; a guest as their session (the usid of their
 * guest token). A caller without a token is refused (401 API401): a bare x-usid header is no identity, anyone can
 * send any value, so votes could be stuffed or cast as another guest. A review is `verified` when its author bought
 * the product: no orders exist yet (checkout is a later issue), so none is.
 */
export function authorOf(ctx: RequestContext, displayName: string): Author {
  return { id: voterOf(ctx), displayName, verified: false };
}

/** Who votes or flags: the same identity as authorOf, so a vote counts once per shopper. */
export function voterOf(ctx: RequestContext): string {
  const { shopper } = ctx;
  if (shopper.kind === 'registered') return consumerAuthorId(shopper.consumerNo);
  if (shopper.kind === 'guest') return sessionAuthorId(shopper.usid);
  throw new ApiError('API401', { message: 'This call needs a shopper session: a guest or registered bearer token.' });
}
