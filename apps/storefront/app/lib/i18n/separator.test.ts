import { describe, expect, it } from 'vitest';

import { separatorFor } from './separator.ts';

describe('separatorFor', () => {
  // "サイズ 26.0 · ワイズ D" put a Latin spaced middle dot into Japanese text (language reviewer F3-4).
  it.each([
    ['ja-JP', '・'],
    ['ja-jp', '・'],
    ['en-US', ' · '],
    ['de-DE', ' · '],
    ['fr-FR', ' · '],
  ])('%s: %j', (locale, expected) => {
    expect(separatorFor(locale)).toBe(expected);
  });
});
