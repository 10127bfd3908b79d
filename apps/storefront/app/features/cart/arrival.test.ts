import { describe, expect, it } from 'vitest';

import { arrivalDates, dateIn, todayIn } from './arrival.ts';

describe('arrivalDates (working days from the day after today)', () => {
  it.each([
    // Saturday 5 December 2026: Monday is the first working day.
    { today: '2026-12-05', min: 3, max: 5, expected: { from: '2026-12-09', to: '2026-12-11' } },
    // Wednesday: the range runs over the weekend.
    { today: '2026-12-09', min: 2, max: 4, expected: { from: '2026-12-11', to: '2026-12-15' } },
    // Friday, one day: Monday.
    { today: '2026-12-04', min: 1, max: 1, expected: { from: '2026-12-07', to: '2026-12-07' } },
    // Across a month and a year.
    { today: '2026-12-30', min: 1, max: 3, expected: { from: '2026-12-31', to: '2027-01-04' } },
    // A leap day.
    { today: '2028-02-28', min: 1, max: 1, expected: { from: '2028-02-29', to: '2028-02-29' } },
  ])('$today, $min–$max days', ({ today, min, max, expected }) => {
    expect(arrivalDates(today, min, max)).toEqual(expected);
  });

  it.each([
    ['not a date', 3, 5],
    ['2026-13-40', 3, 5],
    ['2026-12-05', 0, 2],
    ['2026-12-05', 5, 3],
    ['2026-12-05', 1.5, 3],
    ['2026-12-05', 3, 1000],
  ])('%s, %d–%d: none', (today, min, max) => {
    expect(arrivalDates(today, min, max)).toBeNull();
  });
});

describe('todayIn (the date in the site country)', () => {
  // 23:30 UTC on 5 December: already the 6th in Berlin and Tokyo, still the 5th in New York and London.
  const late = new Date('2026-12-05T23:30:00Z');
  it.each([
    ['US', '2026-12-05'],
    ['GB', '2026-12-05'],
    ['DE', '2026-12-06'],
    ['FR', '2026-12-06'],
    ['JP', '2026-12-06'],
    ['ZZ', '2026-12-05'],
  ])('%s', (country, expected) => {
    expect(todayIn(country, late)).toBe(expected);
  });

  it('a New York evening is the day before in UTC terms', () => {
    expect(todayIn('US', new Date('2026-12-06T03:00:00Z'))).toBe('2026-12-05');
  });
});

describe('dateIn (the date at a place, in its time zone)', () => {
  it('is the day before in Los Angeles just after midnight in New York', () => {
    const now = new Date('2026-12-07T05:30:00Z');
    expect(dateIn('America/New_York', now)).toBe('2026-12-07');
    expect(dateIn('America/Los_Angeles', now)).toBe('2026-12-06');
  });

  it('is null for a zone Intl does not know', () => {
    expect(dateIn('Mars/Olympus_Mons', new Date())).toBeNull();
  });
});
