/** A store's or collection point's address as the api gives it (the region is a state or prefecture code). */
export interface PostalAddress {
  addressLine1: string;
  city: string;
  region: string | null;
  postalCode: string;
  countryCode: string;
}

/**
 * The address on one line, in the order its country writes one: "510 Broadway, New York, NY 10012",
 * "14 Long Acre, London WC2E 9LH", "〒150-0041 東京都渋谷区神南1-14-5" (largest to smallest, the postal mark first),
 * and elsewhere in the demo regions "Rosenthaler Straße 40, 10178 Berlin".
 */
export function addressLine({ addressLine1, city, region, postalCode, countryCode }: PostalAddress): string {
  switch (countryCode) {
    case 'US':
      return `${addressLine1}, ${city}${region ? `, ${region}` : ''} ${postalCode}`;
    case 'GB':
      return `${addressLine1}, ${city} ${postalCode}`;
    case 'JP':
      return `〒${postalCode} ${city}${addressLine1}`;
    default:
      return `${addressLine1}, ${postalCode} ${city}`;
  }
}
