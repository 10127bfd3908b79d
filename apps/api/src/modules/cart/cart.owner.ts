import { ApiError } from '../../lib/api-error.js';
import type { RequestContext, Shopper } from '../../lib/context.js';
import type { CartRow } from './cart.repository.js';

export type CartShopper = Exclude<Shopper, { kind: 'anonymous' }>;

const NEEDS_SESSION = 'This call needs a guest or signed-in session.';

/** Every cart call needs a session: a guest or a registered bearer token (401 API401 without one). */
export function requireCartShopper(ctx: RequestContext): CartShopper {
  if (ctx.shopper.kind === 'anonymous') throw new ApiError('API401', { message: NEEDS_SESSION });
  return ctx.shopper;
}

/** Who owns a cart: the guest session (its usid) or the account (its consumer number). */
export function cartOwner(shopper: CartShopper): string {
  return shopper.kind === 'guest' ? guestOwner(shopper.usid) : consumerOwner(shopper.consumerNo);
}

export const guestOwner = (usid: string): string => `guest:${usid}`;
export const consumerOwner = (consumerNo: string): string => `consumer:${consumerNo}`;

/**
 * The shopper's cart, or BSK404 for anything else: another shopper's, another site's, merged, ordered or unknown
 * all answer alike, so a basket id never tells whether it exists.
 */
export function requireOwnCart(ctx: RequestContext, cart: CartRow | undefined): CartRow {
  const owner = cartOwner(requireCartShopper(ctx));
  if (!cart || cart.owner !== owner || cart.site_id !== ctx.site.siteId || cart.status !== 'active') {
    throw new ApiError('BSK404', { field: 'basketId' });
  }
  return cart;
}
