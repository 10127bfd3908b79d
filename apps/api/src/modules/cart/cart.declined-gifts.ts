import type { Cart, SetGiftDeclinedRequest } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import type { Promotion } from '../pricing/promotion.types.js';
import { requireCartShopper } from './cart.owner.js';
import { declinedGiftsOf } from './cart.pricing.js';
import type { CartRow } from './cart.repository.js';
import { withCartLock, type CartWrite } from './cart.write.js';

/**
 * Gifts with purchase a shopper turns down (decision 0046). Removing a gift's line (DELETE item) turns it down; this
 * call turns one down or takes it back by its promotion: `PUT /cart/v1/cart/{basketId}/bonus` `{ promotionId,
 * declined }`. Taken back, the pricing adds the gift again while the cart earns it. Either way it is idempotent.
 * API400 on `body.promotionId` for an id that is not one of the site's gifts with purchase.
 */
export async function setGiftDeclined(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  input: SetGiftDeclinedRequest,
): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, async ({ loaded, promotions }): Promise<CartWrite> => {
    if (!promotions.some((promotion) => isGiftPromotion(promotion, input.promotionId))) {
      throw new ApiError('API400', {
        field: 'body.promotionId',
        message: 'The promotion is not a gift with purchase of this site.',
      });
    }
    const declined_gifts = declinedGiftsWith(loaded.cart, input.promotionId, input.declined);
    return declined_gifts === loaded.cart.declined_gifts ? {} : { cartChanges: { declined_gifts } };
  });
}

function isGiftPromotion(promotion: Promotion, promotionId: string): boolean {
  return promotion.id === promotionId && promotion.reward.kind === 'bonusProduct';
}

/** The cart row's declined gifts with `promotionId` turned down or taken back: JSON text, null for none. */
export function declinedGiftsWith(
  cart: Pick<CartRow, 'declined_gifts'>,
  promotionId: string,
  declined: boolean,
): string | null {
  const others = declinedGiftsOf(cart).filter((id) => id !== promotionId);
  const next = declined ? [...others, promotionId] : others;
  if (next.length === 0) return null;
  const json = JSON.stringify(next);
  // Unchanged (already so): the same text, so the caller writes nothing.
  return json === cart.declined_gifts ? cart.declined_gifts : json;
}
