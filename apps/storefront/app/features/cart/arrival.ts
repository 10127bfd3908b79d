/**
 * When a shipment should arrive, as dates: the api's delivery time (spec §4: `n-m days`) counted in working days
 * (Monday to Friday) from the day after `today`, the date in the site's country (docs/decisions/0035). The cart
 * loader reads `today` once, so the server and the browser show the same dates.
 */

/** Where each site country's day begins; a country not listed counts in UTC. */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  JP: 'Asia/Tokyo',
};

/** The date (`YYYY-MM-DD`) it is in the country at `now`. */
export function todayIn(countryCode: string, now: Date): string {
  const timeZone = COUNTRY_ZONES[countryCode] ?? 'UTC';
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
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
