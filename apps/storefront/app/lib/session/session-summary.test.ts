import { describe, expect, it } from 'vitest';

import { reviewerName } from './session-summary.ts';

describe('reviewerName: the display name a review or question starts with', () => {
  it.each([
    ['Jane', 'Doe', 'Jane D.'],
    [' Ada ', ' lovelace', 'Ada L.'],
    ['Émile', 'Ørsted', 'Émile Ø.'],
    ['Jane', null, 'Jane'],
    ['Jane', '', 'Jane'],
    // No capital letters in the script: no initial to show.
    ['太郎', '山田', '太郎'],
    [null, 'Doe', null],
    ['  ', 'Doe', null],
  ] as const)('%j %j → %j', (first, last, expected) => {
    expect(reviewerName(first, last)).toBe(expected);
  });
});
