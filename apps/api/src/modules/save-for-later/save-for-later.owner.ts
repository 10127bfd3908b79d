import { ApiError } from '../../lib/api-error.js';
import type { RequestContext, Shopper } from '../../lib/context.js';

export type ListShopper = Exclude<Shopper, { kind: 'anonymous' }>;

/** Every saved-for-later call needs a session: a guest or a registered bearer token (401 API401 without one). */
export function requireListShopper(ctx: RequestContext): ListShopper {
  if (ctx.shopper.kind === 'anonymous') {
    throw new ApiError('API401', { message: 'This call needs a guest or signed-in session.' });
  }
  return ctx.shopper;
}

/** Who owns a list: the guest session (its usid) or the account (its consumer number), as carts are owned. */
export function listOwner(shopper: ListShopper): string {
  return shopper.kind === 'guest' ? guestListOwner(shopper.usid) : consumerListOwner(shopper.consumerNo);
}

export const guestListOwner = (usid: string): string => `guest:${usid}`;
export const consumerListOwner = (consumerNo: string): string => `consumer:${consumerNo}`;
