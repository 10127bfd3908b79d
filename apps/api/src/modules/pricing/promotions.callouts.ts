import type { CartLine, CartSnapshot, PricingContext, ShopperKind } from './pricing.types.js';
import { promotionOutcomes } from './promotions.engine.js';
import { byPriority } from './promotions.selection.js';
import type { ProductPromotion, Promotion } from './promotion.types.js';

/** A style as the callouts need it: what a cart line of it would carry (pricing.types.ts CartLine). */
export interface CalloutStyle {
  productId: string;
  masterId: string;
  brand: string;
  /** The style's categories with their ancestors, as a cart line's. */
  categoryIds: readonly string[];
  digital: boolean;
  /** Unit prices on the site (minor units): the list price and the marked-down one when there is one. */
  listPrice: number;
  salePrice: number | null;
}

/** A promotion a tile or product page calls out (decision 0053). */
export interface ProductCallout {
  promotionId: string;
  calloutMsg: string;
}

const EVERY_SHOPPER: readonly ShopperKind[] = ['guest', 'registered', 'employee'];

/**
 * The promotions a catalog answer may call out on a site at `now`: automatic (no code to type), PRODUCT level, and for
 * every shopper. Catalog answers are the same for everyone who asks (kept by the storefront and any CDN: decision
 * 0014), so a promotion for some shoppers only (employees, members) is left to the cart, which knows who shops.
 */
export function calloutCandidates(promotions: readonly Promotion[]): ProductPromotion[] {
  return promotions.filter(
    (promotion): promotion is ProductPromotion =>
      promotion.level === 'PRODUCT' &&
      promotion.trigger.kind === 'automatic' &&
      (promotion.shopperKinds === undefined || EVERY_SHOPPER.every((kind) => promotion.shopperKinds?.includes(kind))),
  );
}

const LINE_ID = 'callout';

/**
 * Which automatic product promotions each style gets in a cart, by the engine's own rules: each style is priced as
 * a cart of it alone (priceCart's steps 1 to 3: site, currency, dates, the qualifier, digital goods never discounted,
 * exclusivity and stacking between product promotions, a reward worth nothing at the style's price). A promotion is
 * called out when it applied, or when only its minimum spend is short (PRM160: the shopper meets it by adding more).
 * The cart holds as many units as the candidates' largest minimum quantity or "buy 2, get 1" asks, for the same
 * reason. Promotions kept out by another (PRM165), or that
 * do not reach the style (PRM145), are not. In priority order; styles with none are left out of the map.
 */
export function productCallouts(
  styles: readonly CalloutStyle[],
  promotions: readonly Promotion[],
  site: { siteId: string; currency: string; now: Date },
): Map<string, ProductCallout[]> {
  const candidates = calloutCandidates(promotions).sort(byPriority);
  const callouts = new Map<string, ProductCallout[]>();
  if (candidates.length === 0) return callouts;
  // Enough units for every "buy 2, get 1" and minimum quantity to be in play: the shopper reaches those by adding more.
  const qty = Math.max(
    1,
    ...candidates.map((promotion) =>
      promotion.reward.kind === 'buyXGetY'
        ? promotion.reward.buyQty + promotion.reward.getQty
        : (promotion.conditions.minQty ?? 1),
    ),
  );
  // Tax and the associate discount play no part in which product promotions apply.
  const context: PricingContext = {
    siteId: site.siteId,
    countryCode: '',
    taxMode: 'inclusive',
    employeeDiscountPpm: 0,
  };
  for (const style of styles) {
    const line: CartLine = {
      lineId: LINE_ID,
      productId: style.productId,
      masterId: style.masterId,
      brand: style.brand,
      categoryIds: style.categoryIds,
      listPrice: style.listPrice,
      salePrice: style.salePrice,
      qty,
      shipmentId: LINE_ID,
      bonus: false,
      bonusPromotionId: null,
      digital: style.digital,
      customs: false,
    };
    const snapshot: CartSnapshot = {
      currency: site.currency,
      lines: [line],
      shipments: [{ shipmentId: LINE_ID, methodCode: 'standard', basePrice: 0, destination: null }],
      shopper: { kind: 'guest' },
      couponCodes: [],
      now: site.now,
    };
    const outcomes = promotionOutcomes(snapshot, candidates, context);
    const shown = candidates.filter((promotion) => {
      const outcome = outcomes.get(promotion.id);
      return outcome !== undefined && (outcome.applied || outcome.errorId === 'PRM160');
    });
    if (shown.length > 0) {
      callouts.set(
        style.productId,
        shown.map((promotion) => ({ promotionId: promotion.id, calloutMsg: promotion.calloutMsg ?? promotion.name })),
      );
    }
  }
  return callouts;
}
