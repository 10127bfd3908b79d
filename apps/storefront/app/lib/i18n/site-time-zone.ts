/**
 * The time zone each site country's dates are written in: New York for the US, London, Berlin, Paris, Tokyo. The
 * page formats every moment (a review's or a question's date, docs/decisions/0035's arrival dates) in its site's
 * zone, never in the zone of the machine that renders it: the server (UTC) and the shopper's browser would write a
 * moment near midnight as different days, and React would find a different text when it hydrates (t1-F5). A shopper
 * of the Japanese site reads Japanese dates wherever they are, as the shop's own dates (decision 0035 addendum).
 */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  JP: 'Asia/Tokyo',
};

/** The IANA zone of a site's country (`US`, `gb`); a country not listed is written in UTC. */
export function siteTimeZone(countryCode: string | null | undefined): string {
  return (countryCode && COUNTRY_ZONES[countryCode.toUpperCase()]) || 'UTC';
}

/** The zone of a language tag's region (`ja-JP`, `en-gb`): the site of a page whose site is not known. */
export function timeZoneOfLanguageTag(languageTag: string): string {
  return siteTimeZone(languageTag.split('-')[1]);
}
