import { assertMinorUnits, currencyExponent, multiplyMinor } from '../../lib/money.js';
import { assertRatePpm } from '../../lib/money.rounding.js';
import type { CartSnapshot } from './pricing.types.js';
import type { Promotion } from './promotion.types.js';

/**
 * Input checks. The cart service builds snapshots from its own rows and merchandising defines promotions, so a bad
 * value here is a programming or data error: it throws a RangeError (the error handler masks it as GEN500) rather
 * than pricing a cart wrongly.
 */

function count(value: number, label: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${label} must be an integer ≥ ${min}`);
}

export function assertValidSnapshot(snapshot: CartSnapshot): void {
  currencyExponent(snapshot.currency);
  if (Number.isNaN(snapshot.now.getTime())) throw new RangeError('now is not a valid date');
  const shipmentIds = new Set<string>();
  for (const shipment of snapshot.shipments) {
    if (shipmentIds.has(shipment.shipmentId)) throw new RangeError(`shipment ${shipment.shipmentId} is listed twice`);
    shipmentIds.add(shipment.shipmentId);
    assertMinorUnits(shipment.basePrice, `shipment ${shipment.shipmentId} price`, { nonNegative: true });
  }
  const lineIds = new Set<string>();
  for (const line of snapshot.lines) {
    if (lineIds.has(line.lineId)) throw new RangeError(`line ${line.lineId} is listed twice`);
    lineIds.add(line.lineId);
    count(line.qty, `line ${line.lineId} qty`, 1);
    assertMinorUnits(line.listPrice, `line ${line.lineId} list price`, { nonNegative: true });
    if (line.salePrice !== null) {
      assertMinorUnits(line.salePrice, `line ${line.lineId} sale price`, { nonNegative: true });
    }
    multiplyMinor(line.salePrice ?? line.listPrice, line.qty);
    if (!shipmentIds.has(line.shipmentId)) throw new RangeError(`line ${line.lineId} has no shipment`);
  }
  if (snapshot.shopper.kind === 'employee') assertMinorUnits(snapshot.shopper.remainingAnnualCap, 'remaining cap');
  if (snapshot.loyaltyVoucher) {
    count(snapshot.loyaltyVoucher.points, 'loyalty voucher points', 1);
    assertMinorUnits(snapshot.loyaltyVoucher.amount, 'loyalty voucher amount', { nonNegative: true });
  }
}

export function assertValidPromotions(promotions: readonly Promotion[]): void {
  const ids = new Set<string>();
  for (const promotion of promotions) {
    const label = `promotion ${promotion.id}`;
    if (ids.has(promotion.id)) throw new RangeError(`${label} is listed twice`);
    ids.add(promotion.id);
    if (!Number.isFinite(promotion.rank)) throw new RangeError(`${label} rank must be a number`);
    const { minSubtotal, minQty } = promotion.conditions;
    if (minSubtotal !== undefined) assertMinorUnits(minSubtotal, `${label} minSubtotal`, { nonNegative: true });
    if (minQty !== undefined) count(minQty, `${label} minQty`, 0);
    const { reward } = promotion;
    switch (reward.kind) {
      case 'percentOff':
        assertRatePpm(reward.ratePpm);
        break;
      case 'amountOff':
      case 'fixedPrice':
        assertMinorUnits(reward.amount, `${label} amount`, { nonNegative: true });
        break;
      case 'buyXGetY':
        count(reward.buyQty, `${label} buyQty`, 1);
        count(reward.getQty, `${label} getQty`, 1);
        assertRatePpm(reward.getRatePpm);
        break;
      case 'bonusProduct':
        count(reward.qty, `${label} bonus qty`, 1);
        break;
      case 'freeShipping':
        break;
    }
  }
}
