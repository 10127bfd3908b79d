import type { PromotionErrorId } from './promotions.coupons.js';
import type { BonusProduct } from './promotion.types.js';

/** What applying one promotion did: its whole discount (and the gift it earned), or why it did not apply. */
export type PromotionOutcome =
  | { applied: true; discount: number; bonus: BonusProduct | null }
  | {
      applied: false;
      errorId: PromotionErrorId;
      /** Set when spending `distance` more on qualifying items would meet the conditions. */
      shortfall: { threshold: number; distance: number } | null;
    };
