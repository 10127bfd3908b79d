import { describe, expect, it } from 'vitest';
import { line } from './pricing.fixtures.js';
import { lineState, spreadOrderDiscount } from './pricing.state.js';

describe('spreading an order discount over lines', () => {
  const shares = (order: readonly string[]) => {
    const lines = order.map((id) => lineState(line(id, 1000)));
    spreadOrderDiscount(lines, 'promo-order', 1001);
    return Object.fromEntries(lines.map((entry) => [entry.line.lineId, entry.remaining]));
  };

  it('sums exactly, and gives a unit left over by the rounding to the same line whatever the cart order', () => {
    // 1001 over three equal lines: 333 each and two units over, which go by line id (found by the order property
    // of pricing.properties.test.ts: a shipping threshold measured on one line flipped with the cart's order).
    const forward = shares(['L0', 'L1', 'L2']);
    expect(forward).toEqual({ L0: 666, L1: 666, L2: 667 });
    expect(shares(['L2', 'L1', 'L0'])).toEqual(forward);
    expect(shares(['L1', 'L2', 'L0'])).toEqual(forward);
  });
});
