import type { Cart } from '@outsole/contracts/cart';

import { siteTimeZone } from '#app/lib/i18n/site-time-zone.ts';

import { deliveryTimeValues } from './cart-view.ts';

/**
 * When a shipment should arrive, as dates: the api's delivery time (spec §4: `n-m days`) counted in working days
 * (Monday to Friday) from the day after `today`, the date in the site's country (docs/decisions/0035). The cart
 * loader reads `today` once, so the server and the browser show the same dates.
 */

/** The date (`YYYY-MM-DD`) it is in the country at `now`. */
export function todayIn(countryCode: string, now: Date): string {
  return dateIn(siteTimeZone(countryCode), now) ?? now.toISOString().slice(0, 10);
}

/** The date (`YYYY-MM-DD`) it is in an IANA time zone at `now`; null for a zone Intl does not know. */
export function dateIn(timeZone: string, now: Date): string | null {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    return null;
  }
  const parts = formatter
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The date at each collected shipment's place, in its time zone (a store's weekday can be the site's day before). */
export function placeDates(cart: Cart | null, now: Date): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const method of cart?.shippingMethods ?? []) {
    const date = method.place?.timezone ? dateIn(method.place.timezone, now) : null;
    if (date) dates[method.shippingId] = date;
  }
  return dates;
}

/**
 * The dates a cart's deliveries and pickups count from, read once on the server (so the page and the browser agree):
 * the site country's `today` and each collected shipment's `placeToday`. The cart page's loader and every cart
 * action's answer carry them, so the mini cart (CartMain too) says what the page says.
 */
export interface CartDates {
  today: string;
  placeToday: Record<string, string>;
}

export function cartDates(cart: Cart | null, countryCode: string, now: Date): CartDates {
  return { today: todayIn(countryCode, now), placeToday: placeDates(cart, now) };
}

const DAY_MS = 86_400_000;

/** `date` moved on by `days` working days (Saturday and Sunday are not counted). */
function addWorkingDays(date: Date, days: number): Date {
  let current = date;
  let left = days;
  while (left > 0) {
    current = new Date(current.getTime() + DAY_MS);
    const weekday = current.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

/**
 * The first and last dates (`YYYY-MM-DD`) of arrival for a delivery of `min` to `max` working days ordered on
 * `today`; null for a malformed date or range.
 */
export function arrivalDates(today: string, min: number, max: number): { from: string; to: string } | null {
  const start = new Date(`${today}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(start.getTime())) return null;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min || max > 60) return null;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(addWorkingDays(start, min)), to: day(addWorkingDays(start, max)) };
}

/** When a pickup is ready: calendar days from today, and the weekday (0 Sunday … 6 Saturday) when known. */
export interface PickupReadyDay {
  days: number;
  weekday: number | null;
}

/**
 * A pickup's readiness from the api's delivery time: `same day` is today, `n-n days` the store's next opening day n
 * calendar days on (the api counts them from the store's hours: @outsole/contracts/pickup-ready). The weekday is
 * counted from `today` (the date in the site's country); null for any other delivery time.
 */
export function pickupReadyDay(deliveryTime: string, today: string | undefined): PickupReadyDay | null {
  const time = deliveryTimeValues(deliveryTime);
  if (time.kind === 'other' || time.min !== time.max || time.min > 7) return null;
  const start = today === undefined ? Number.NaN : new Date(`${today}T00:00:00Z`).getTime();
  const weekday = Number.isNaN(start) ? null : new Date(start + time.min * DAY_MS).getUTCDay();
  return { days: time.min, weekday };
}
