import { Headers } from '@outsole/contracts/headers';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';

/** Who writes a review or question, as the reviews module stores it. */
export interface Author {
  /** `session:{usid}` today; `consumer:{consumerNo}` once shoppers sign in. */
  id: string;
  displayName: string;
  /** A signed-in shopper who bought the product; no one can be yet. */
  verified: boolean;
}

/**
 * THE SEAM FOR SHOPPER SIGN-IN. The spec has reviews written by a signed-in shopper, but sign-in (tokens) is a
 * later issue. Until it lands, the author is the shopper's session: every storefront call carries `x-usid`, a
 * call without one is refused (API400 naming the header), the display name comes from the request body and the
 * review is never `verified`. When the identity issue puts the shopper on the request context, this function
 * alone changes: a registered shopper becomes `consumer:{consumerNo}`, verified when they bought the product.
 * Services never read headers or tokens themselves; they take the Author this returns.
 */
export function authorOf(ctx: RequestContext, displayName: string): Author {
  return { id: voterOf(ctx), displayName, verified: false };
}

/** Who votes or flags: the same identity as authorOf, so "once per voter" becomes "once per shopper" later. */
export function voterOf(ctx: RequestContext): string {
  if (ctx.usid === null || ctx.usid.trim() === '') {
    throw new ApiError('API400', {
      message: 'This call needs the shopper session id (x-usid).',
      field: Headers.usid,
    });
  }
  return `session:${ctx.usid}`;
}
