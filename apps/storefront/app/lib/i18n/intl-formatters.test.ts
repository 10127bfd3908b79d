import { describe, expect, it } from 'vitest';

import { formatHours, formatList } from './intl-formatters.ts';

const spaces = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('formatHours', () => {
  it.each([
    ['en-US', '10:00', '21:00', '10:00 AM – 9:00 PM'],
    ['en-GB', '09:30', '18:00', '09:30–18:00'],
    ['de-DE', '10:00', '20:00', '10:00–20:00 Uhr'],
    ['fr-FR', '10:00', '19:30', '10:00 – 19:30'],
  ])('%s writes %s to %s as %s', (locale, opens, closes, text) => {
    expect(spaces(formatHours(locale, opens, closes))).toBe(text);
  });
});

describe('formatList', () => {
  it.each([
    ['en-US', 'A, B, and C'],
    ['de-DE', 'A, B und C'],
    ['fr-FR', 'A, B et C'],
    ['ja-JP', 'A、B、C'],
  ])('%s joins three items as %s', (locale, text) => {
    expect(formatList(locale, ['A', 'B', 'C'])).toBe(text);
  });
});
