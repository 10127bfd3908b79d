/**
 * When a store pickup is ready (zod-free: the api words the pickup shipment's delivery time with it, the storefront's
 * pickup dialog shows it per store). One rule, read in the store's own time zone from its opening hours:
 * - the same day while the store is open today (or opens later today) and the order, prepared in
 *   PICKUP_PREP_MINUTES from now (or from opening), is ready at least PICKUP_LAST_COLLECTION_MINUTES before closing;
 * - otherwise the next day the store opens (a day with enough hours to prepare and collect), counted in calendar days.
 */

/** How long a store takes to put an order aside for collection. */
export const PICKUP_PREP_MINUTES = 120;
/** The shopper keeps at least this long to collect before the store closes. */
export const PICKUP_LAST_COLLECTION_MINUTES = 60;

export interface StoreHours {
  /** IANA zone of the opening hours. */
  timezone: string;
  /** 0 Sunday … 6 Saturday, `HH:MM` local times; a day not listed is closed. */
  openingHours: ReadonlyArray<{ day: number; opens: string; closes: string }>;
}

export interface PickupReady {
  /** Calendar days from the store's today: 0 the same day, 1 tomorrow… */
  days: number;
  /** The store's weekday the pickup is ready on (0 Sunday … 6 Saturday). */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

/** One formatter per zone (a cart read asks for each pickup shipment's): null for a zone Intl does not know. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday and the minute of the day it is in `timeZone` at `now`; null for a zone Intl does not know. */
function localTime(timeZone: string, now: Date): { weekday: number; minute: number } | null {
  const formatter = formatterFor(timeZone);
  if (!formatter) return null;
  const parts = formatter.formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday'));
  if (weekday < 0) return null;
  return { weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** When an order placed at `now` can be collected at the store; null when the store never opens (or its zone is unknown). */
export function pickupReady(store: StoreHours, now: Date): PickupReady | null {
  const local = localTime(store.timezone, now);
  if (!local) return null;
  const readyBy = (day: number, from: number) =>
    store.openingHours.some(
      (hours) =>
        hours.day === day &&
        Math.max(from, minutes(hours.opens)) + PICKUP_PREP_MINUTES <=
          minutes(hours.closes) - PICKUP_LAST_COLLECTION_MINUTES,
    );
  if (readyBy(local.weekday, local.minute)) return { days: 0, weekday: local.weekday };
  for (let days = 1; days <= 7; days += 1) {
    const weekday = (local.weekday + days) % 7;
    if (readyBy(weekday, 0)) return { days, weekday };
  }
  return null;
}

/** spec §4 delivery time of a pickup: `same day`, else `n-n days` (n the calendar days until it is ready). */
export function pickupDeliveryTime(ready: PickupReady): string {
  return ready.days === 0 ? 'same day' : `${ready.days}-${ready.days} days`;
}
