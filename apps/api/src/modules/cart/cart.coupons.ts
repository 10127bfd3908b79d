import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { compareIds } from '../pricing/promotions.coupons.js';
import { claimCodeUse, codeExists } from './cart.coupons.repository.js';

/** A coupon that applied in the cart's final pricing (`CartPricing.coupons` with `applied`), to be claimed. */
export interface CouponClaim {
  promotionId: string;
  code: string;
}

/**
 * Claims the coupon codes of an order being placed (decision 0018): one use of each code is counted, all or
 * nothing. Applying a code to a cart only checks that it has uses left (PRM155 otherwise); any number of carts may
 * hold a single-use code, and the order that claims it first gets it.
 *
 * Call it inside the order placement's transaction, with the coupons that applied in the pricing the order is placed
 * at. Each code is counted by one conditional update (cart.coupons.repository.ts), in a fixed order (promotion id,
 * then code) so two orders claiming the same codes never wait on each other in a cycle. When a code has no use left
 * this throws PRM155 (PRM130 for a code that no longer exists): the transaction rolls back, and with it the uses
 * counted for the codes before it, so an order never consumes some of its codes and not the others. The shopper then
 * sees the cart priced again, where the code shows as not applied with PRM155.
 */
export async function claimCouponCodes(trx: Db, coupons: readonly CouponClaim[]): Promise<void> {
  const unique = new Map<string, CouponClaim>();
  for (const coupon of coupons) {
    const claim = { promotionId: coupon.promotionId, code: coupon.code.trim().toUpperCase() };
    unique.set(`${claim.promotionId}\u0000${claim.code}`, claim);
  }
  const ordered = [...unique.values()].sort(
    (a, b) => compareIds(a.promotionId, b.promotionId) || compareIds(a.code, b.code),
  );
  for (const { promotionId, code } of ordered) {
    if (await claimCodeUse(trx, promotionId, code)) continue;
    const known = await codeExists(trx, promotionId, code);
    throw new ApiError(known ? 'PRM155' : 'PRM130', { field: 'code' });
  }
}
