import type { BonusChanges, DeclinedGift } from './pricing.result.js';
import { lineState, type LineState } from './pricing.state.js';
import type { CartLine } from './pricing.types.js';
import type { BonusProduct, Promotion } from './promotion.types.js';

/** A gift-with-purchase a promotion earned in this pass. */
export interface EarnedBonus {
  promotion: Promotion;
  couponCode: string | null;
  reward: BonusProduct;
}

/**
 * Matches the cart's bonus lines with the gifts earned: a bonus line of an earned promotion, with the promised product
 * and quantity, stays and is free (a 100 % product promotion of that promotion); any other bonus line is removed (and
 * left out of this pass's lines); an earned gift without its line is added. A line with the wrong quantity is
 * replaced (removed and added) so the cart service only ever inserts and deletes bonus lines. A gift the shopper
 * turned down (`declined`, promotion ids) gets no line: it is reported instead.
 */
export function reconcileBonus(
  bonusLines: readonly CartLine[],
  earned: readonly EarnedBonus[],
  declined: ReadonlySet<string> = new Set(),
): { priced: LineState[]; changes: BonusChanges; declined: DeclinedGift[] } {
  const priced: LineState[] = [];
  const changes: BonusChanges = { add: [], remove: [] };
  const turnedDown: DeclinedGift[] = [];
  const kept = new Set<string>();
  for (const gift of earned) {
    const { promotion, reward, couponCode } = gift;
    if (declined.has(promotion.id)) {
      turnedDown.push({
        promotionId: promotion.id,
        promotionName: promotion.name,
        productId: reward.productId,
        qty: reward.qty,
      });
      continue;
    }
    const match = bonusLines.find(
      (line) =>
        !kept.has(line.lineId) &&
        line.bonusPromotionId === promotion.id &&
        line.productId === reward.productId &&
        line.qty === reward.qty,
    );
    if (!match) {
      changes.add.push({
        promotionId: promotion.id,
        productId: reward.productId,
        masterId: reward.masterId,
        qty: reward.qty,
      });
      continue;
    }
    kept.add(match.lineId);
    const entry = lineState(match);
    entry.productPromotions.push({
      promotionId: promotion.id,
      promotionName: promotion.name,
      couponCode,
      appliedDiscount: entry.amount,
      price: 0,
    });
    entry.remaining = 0;
    priced.push(entry);
  }
  for (const line of bonusLines) {
    if (!kept.has(line.lineId)) changes.remove.push({ lineId: line.lineId, promotionId: line.bonusPromotionId });
  }
  return { priced, changes, declined: turnedDown };
}

/**
 * Whether a product is the gift of a promotion that has not ended: such a product cannot be added by hand (spec §8
 * GWP403); it only enters the cart as a bonus line.
 */
export function isGiftWithPurchaseProduct(productId: string, promotions: readonly Promotion[], now: Date): boolean {
  return promotions.some(
    (promotion) =>
      promotion.reward.kind === 'bonusProduct' &&
      promotion.reward.productId === productId &&
      (promotion.endsAt === undefined || now.getTime() < promotion.endsAt.getTime()),
  );
}
