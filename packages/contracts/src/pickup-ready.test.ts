import { describe, expect, it } from 'vitest';
import { pickupDeliveryTime, pickupReady, type StoreHours } from './pickup-ready.js';

// Stride Saint-Lazare (FR102): Monday to Saturday 10:00–19:30, closed on Sundays.
const PARIS: StoreHours = {
  timezone: 'Europe/Paris',
  openingHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '19:30' })),
};
// A Los Angeles store open every day, Sunday 11:00–19:00.
const LOS_ANGELES: StoreHours = {
  timezone: 'America/Los_Angeles',
  openingHours: [
    { day: 0, opens: '11:00', closes: '19:00' },
    ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '21:00' })),
  ],
};

describe('pickupReady: the store’s opening hours in its own zone', () => {
  it.each([
    // 2026-12-06 is a Sunday; Paris is UTC+1 in December, Los Angeles UTC−8.
    ['Paris, Sunday noon: closed, ready Monday', PARIS, '2026-12-06T11:00:00Z', 1, 1, '1-1 days'],
    ['Paris, Monday 08:00 (before opening): ready the same day', PARIS, '2026-12-07T07:00:00Z', 0, 1, 'same day'],
    ['Paris, Monday 16:30: ready 18:30, an hour before closing', PARIS, '2026-12-07T15:30:00Z', 0, 1, 'same day'],
    ['Paris, Monday 16:31: too late, ready Tuesday', PARIS, '2026-12-07T15:31:00Z', 1, 2, '1-1 days'],
    ['Paris, Saturday evening: ready Monday', PARIS, '2026-12-12T18:00:00Z', 2, 1, '2-2 days'],
    ['Paris, Saturday 23:30 UTC is Sunday 00:30 there: ready Monday', PARIS, '2026-12-12T23:30:00Z', 1, 1, '1-1 days'],
    ['Los Angeles, Sunday 09:00 there (17:00 UTC): same day', LOS_ANGELES, '2026-12-06T17:00:00Z', 0, 0, 'same day'],
    ['Los Angeles, Sunday 17:00 there: ready Monday', LOS_ANGELES, '2026-12-07T01:00:00Z', 1, 1, '1-1 days'],
  ])('%s', (_name, store, at, days, weekday, deliveryTime) => {
    const ready = pickupReady(store, new Date(at));
    expect(ready).toEqual({ days, weekday });
    expect(pickupDeliveryTime(ready!)).toBe(deliveryTime);
  });

  it('a store that never opens, or a zone Intl does not know, has no readiness', () => {
    expect(pickupReady({ timezone: 'Europe/Paris', openingHours: [] }, new Date())).toBeNull();
    expect(pickupReady({ ...PARIS, timezone: 'Mars/Olympus' }, new Date())).toBeNull();
  });
});
