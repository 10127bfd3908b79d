import { describe, expect, it } from 'vitest';

import { RATING_PRIOR_REVIEWS, weightedRatings } from './rating-rank.js';

describe('weightedRatings (the Top rated order)', () => {
  // Averages in tenths (-1 unrated) and review counts, as the search catalog keeps them.
  const average = Int16Array.from([50, 48, 50, 40, -1, 49]);
  const count = Int32Array.from([1, 25, 13, 30, 0, 3]);
  const weighted = weightedRatings(average, count);
  const order = [...weighted.keys()].sort((a, b) => (weighted[b] as number) - (weighted[a] as number));

  it('puts many good reviews ahead of one perfect review, unrated styles last', () => {
    expect(order).toEqual([2, 1, 5, 0, 3, 4]);
    expect(weighted[4]).toBe(-1);
  });

  it('pulls each average towards the mean of every review in the catalog by RATING_PRIOR_REVIEWS reviews', () => {
    const prior = (50 * 1 + 48 * 25 + 50 * 13 + 40 * 30 + 49 * 3) / (1 + 25 + 13 + 30 + 3);
    expect(weighted[0]).toBeCloseTo((RATING_PRIOR_REVIEWS * prior + 50) / (RATING_PRIOR_REVIEWS + 1), 10);
    // Between the style's own average and the catalog's mean.
    for (const style of [0, 1, 2, 3, 5]) {
      const own = average[style] as number;
      expect(weighted[style]).toBeGreaterThanOrEqual(Math.min(own, prior));
      expect(weighted[style]).toBeLessThanOrEqual(Math.max(own, prior));
    }
  });

  it('has no prior to lean on in a catalog without reviews', () => {
    expect([...weightedRatings(Int16Array.from([-1, -1]), Int32Array.from([0, 0]))]).toEqual([-1, -1]);
  });
});
