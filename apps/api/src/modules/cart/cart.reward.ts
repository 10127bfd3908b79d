import type { ApplyRewardRequest, Cart } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { checkVoucher } from '../loyalty/loyalty.service.js';
import { requireCartShopper } from './cart.owner.js';
import { price, pricingContext, pricingShopper, snapshotOf } from './cart.pricing.js';
import { withCartLock, type CartWrite } from './cart.write.js';

/**
 * PUT /cart/v1/cart/{basketId}/reward (spec §4 Cart flow "apply coupon or reward", §7 appliedLoyaltyVoucher): a
 * signed-in loyalty member applies one of the site's reward vouchers they have the points for; it takes its amount
 * off the order (pricing core, after the promotions). One voucher per cart: another replaces it; null or an empty
 * value removes it (for anyone: a cart without one is left as it is). The points are spent when the order is placed.
 *
 * Ownership first (another shopper's basket is BSK404 like every cart call), then REW401 for a guest or a
 * non-member, REW130 a voucher the site does not offer (or with another amount), REW135 not enough points, REW140
 * loyalty off on the site or nothing in the cart it could take off.
 */
export async function applyReward(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  input: ApplyRewardRequest['appliedLoyaltyVoucher'],
): Promise<Cart> {
  const shopper = requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, async ({ trx, loaded, promotions, now }): Promise<CartWrite> => {
    if (input === null || input === '') return { cartChanges: { loyalty_voucher_points: null } };
    const field = 'body.appliedLoyaltyVoucher';
    const check = await checkVoucher(ctx, trx, shopper.kind === 'registered' ? shopper.consumerNo : null, {
      siteId: ctx.site.siteId,
      currency: loaded.cart.currency_code,
      loyaltyOn: ctx.site.features.loyalty === true,
      points: input.points,
      amountInCurrency: input.amountInCurrency,
    });
    if (!check.ok) throw new ApiError(check.errorId, { field });
    // Priced with the voucher in place of the one the cart holds: it must take something off.
    const snapshot = snapshotOf(loaded, pricingShopper(ctx, loaded.employee), now);
    const { pricing } = price({ ...snapshot, loyaltyVoucher: check.voucher }, promotions, pricingContext(ctx.site));
    if ((pricing.loyaltyVoucher?.discount ?? 0) === 0) throw new ApiError('REW140', { field });
    return { cartChanges: { loyalty_voucher_points: check.voucher.points } };
  });
}
