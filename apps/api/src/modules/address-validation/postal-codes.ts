/**
 * Postal codes per country: the shape each country's post uses, and the one way we write it. A code that does not
 * fit its country's shape (a German five-digit code on a UK address) is refused; one that fits is rewritten in the
 * usual form (`sw1a1aa` → `SW1A 1AA`, `1500041` → `150-0041`, `123456789` → `12345-6789`).
 */
interface PostalFormat {
  pattern: RegExp;
  /** From the code upper-cased with spaces and dashes removed, to the written form. */
  write: (compact: string) => string;
}

const asIs = (compact: string): string => compact;
/** The last `n` characters after a space: UK inward codes, Canadian FSA/LDU, Irish Eircodes, Dutch letters. */
const spaceBeforeLast = (n: number) => (compact: string) => `${compact.slice(0, -n)} ${compact.slice(-n)}`;

const FORMATS: Readonly<Record<string, PostalFormat>> = {
  US: {
    pattern: /^\d{5}(?:\d{4})?$/,
    write: (compact) => (compact.length === 9 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact),
  },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/, write: spaceBeforeLast(3) },
  MX: { pattern: /^\d{5}$/, write: asIs },
  GB: { pattern: /^(?:[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}|GIR0AA)$/, write: spaceBeforeLast(3) },
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[\dAC-FHKNPRTV-Y]{4}$/, write: spaceBeforeLast(4) },
  DE: { pattern: /^(?!00)\d{5}$/, write: asIs },
  FR: { pattern: /^(?!00)\d{5}$/, write: asIs },
  NL: { pattern: /^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/, write: spaceBeforeLast(2) },
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, write: asIs },
  IT: { pattern: /^\d{5}$/, write: asIs },
  CH: { pattern: /^[1-9]\d{3}$/, write: asIs },
  JP: { pattern: /^\d{7}$/, write: (compact) => `${compact.slice(0, 3)}-${compact.slice(3)}` },
  AU: { pattern: /^\d{4}$/, write: asIs },
};

/** Dashes of every kind a shopper may type (Japanese forms often get ー or −). */
const DASHES = /[\u002d\u2010-\u2015\u2212\u30fc\uff0d]/g;

export type PostalCodeResult = { ok: true; postalCode: string } | { ok: false; reason: 'format' | 'unknown-country' };

export function normalizePostalCode(countryCode: string, input: string): PostalCodeResult {
  const format = FORMATS[countryCode];
  if (!format) return { ok: false, reason: 'unknown-country' };
  const compact = input.normalize('NFKC').toUpperCase().replace(DASHES, '').replace(/\s+/g, '');
  return format.pattern.test(compact)
    ? { ok: true, postalCode: format.write(compact) }
    : { ok: false, reason: 'format' };
}

export function hasPostalFormat(countryCode: string): boolean {
  return countryCode in FORMATS;
}

/**
 * The ZIP3 prefixes (first three digits) of each US state and DC, from USPS's sectional centre facilities; military
 * and territory prefixes are left out (the sites ship to the states). A ZIP outside its state's prefixes is CCA401.
 */
// prettier-ignore
const US_ZIP3: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  AL: [[350, 369]], AK: [[995, 999]], AZ: [[850, 865]], AR: [[716, 729]], CA: [[900, 961]], CO: [[800, 816]],
  CT: [[60, 69]], DE: [[197, 199]], DC: [[200, 205], [569, 569]], FL: [[320, 349]], GA: [[300, 319], [398, 399]],
  HI: [[967, 968]], ID: [[832, 838]], IL: [[600, 629]], IN: [[460, 479]], IA: [[500, 528]], KS: [[660, 679]],
  KY: [[400, 427]], LA: [[700, 714]], ME: [[39, 49]], MD: [[206, 219]], MA: [[10, 27], [55, 55]], MI: [[480, 499]],
  MN: [[550, 567]], MS: [[386, 397]], MO: [[630, 658]], MT: [[590, 599]], NE: [[680, 693]], NV: [[889, 898]],
  NH: [[30, 38]], NJ: [[70, 89]], NM: [[870, 884]], NY: [[5, 5], [100, 149]], NC: [[270, 289]], ND: [[580, 588]],
  OH: [[430, 459]], OK: [[730, 732], [734, 749]], OR: [[970, 979]], PA: [[150, 196]], RI: [[28, 29]],
  SC: [[290, 299]], SD: [[570, 577]], TN: [[370, 385]], TX: [[733, 733], [750, 799], [885, 885]], UT: [[840, 847]],
  VT: [[50, 54], [56, 59]], VA: [[201, 201], [220, 246]], WA: [[980, 994]], WV: [[247, 268]], WI: [[530, 549]],
  WY: [[820, 831]],
};

/** The first letter of a Canadian postal code names its province or territory (Canada Post). */
// prettier-ignore
const CA_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT NU', Y: 'YT',
};

/** Australia Post's postcode ranges per state and territory. */
// prettier-ignore
const AU_POSTCODES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  NSW: [[1000, 2599], [2619, 2899], [2921, 2999]], ACT: [[200, 299], [2600, 2618], [2900, 2920]],
  VIC: [[3000, 3999], [8000, 8999]], QLD: [[4000, 4999], [9000, 9999]], SA: [[5000, 5999]], WA: [[6000, 6999]],
  TAS: [[7000, 7999]], NT: [[800, 999]],
};

const within = (ranges: readonly (readonly [number, number])[], value: number): boolean =>
  ranges.some(([low, high]) => value >= low && value <= high);

/**
 * Whether a well-formed postal code lies in the state: known for the US (ZIP3), Canada (first letter) and Australia;
 * elsewhere the sandbox cannot tell and answers true. A real provider would look the whole address up.
 */
export function postalCodeInState(countryCode: string, postalCode: string, stateCode: string): boolean {
  switch (countryCode) {
    case 'US': {
      const ranges = US_ZIP3[stateCode];
      return ranges === undefined || within(ranges, Number(postalCode.slice(0, 3)));
    }
    case 'CA': {
      const provinces = CA_FIRST_LETTER[postalCode.slice(0, 1)];
      return provinces === undefined || provinces.split(' ').includes(stateCode);
    }
    case 'AU': {
      const ranges = AU_POSTCODES[stateCode];
      return ranges === undefined || within(ranges, Number(postalCode));
    }
    default:
      return true;
  }
}
