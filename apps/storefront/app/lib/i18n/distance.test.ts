import { describe, expect, it } from 'vitest';

import { formatDistance } from './distance.ts';

const intlFor = (locale: string) => ({
  locale,
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options).format(value),
});

describe('formatDistance', () => {
  it.each([
    ['en-US', 1.2, '0.7 mi'],
    ['en-GB', 16.09344, '10 mi'],
    ['de-DE', 1.2, '1,2 km'],
    ['fr-FR', 3, '3 km'],
    ['ja-JP', 12.34, '12.3 km'],
  ])('%s reads %s km as %s', (locale, km, text) => {
    expect(formatDistance(intlFor(locale), km).replace(/\u00a0|\u202f/g, ' ')).toBe(text);
  });
});
