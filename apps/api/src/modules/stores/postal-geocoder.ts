import type { Point } from './geo.js';

/**
 * The sandbox geocoder for store search by postal code (ARCHITECTURE: outside providers are adapters with a
 * sandbox implementation). It knows the postal areas of the demo regions by prefix, the way real postal data
 * is organised: US ZIP3, UK outward-code area, German Leitzone (two digits), French département, Japanese
 * three-digit prefix. A production adapter would call a geocoding provider instead.
 */
export interface PostalGeocoder {
  locate(countryCode: string, postalCode: string): Point | null;
}

// prettier-ignore
const AREAS: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
  US: {
    '100': [40.75, -73.99], '101': [40.75, -73.98], '102': [40.71, -74.01], '112': [40.65, -73.95], '021': [42.36, -71.06],
    '022': [42.35, -71.1], '606': [41.88, -87.63], '900': [34.05, -118.25], '904': [34.02, -118.49],
    '941': [37.77, -122.42], '803': [40.02, -105.27], '802': [39.74, -104.99], '981': [47.61, -122.33],
    '972': [45.52, -122.68], '841': [40.76, -111.89], '191': [39.95, -75.17], '200': [38.9, -77.04],
  },
  GB: {
    WC: [51.515, -0.12], EC: [51.515, -0.09], E: [51.53, -0.05], W: [51.51, -0.2], N: [51.56, -0.11],
    SW: [51.47, -0.15], SE: [51.47, -0.05], NW: [51.55, -0.17], M: [53.48, -2.24], EH: [55.95, -3.19],
    BS: [51.45, -2.59], LS: [53.8, -1.55], B: [52.48, -1.9], G: [55.86, -4.25], L: [53.41, -2.98],
  },
  DE: {
    '10': [52.52, 13.4], '12': [52.46, 13.43], '13': [52.56, 13.33], '80': [48.14, 11.58], '81': [48.12, 11.6],
    '20': [53.55, 10.0], '22': [53.58, 9.98], '50': [50.94, 6.96], '60': [50.11, 8.68], '70': [48.78, 9.18],
    '04': [51.34, 12.37], '01': [51.05, 13.74], '40': [51.23, 6.78],
  },
  FR: {
    '75': [48.86, 2.35], '92': [48.85, 2.22], '93': [48.91, 2.45], '94': [48.79, 2.45], '69': [45.76, 4.84],
    '33': [44.84, -0.58], '13': [43.3, 5.37], '31': [43.6, 1.44], '59': [50.63, 3.06], '06': [43.7, 7.27],
  },
  JP: {
    '100': [35.68, 139.76], '104': [35.67, 139.77], '150': [35.66, 139.7], '160': [35.69, 139.7],
    '530': [34.7, 135.5], '542': [34.67, 135.5], '604': [35.01, 135.77], '810': [33.59, 130.4],
    '060': [43.06, 141.35], '460': [35.17, 136.91], '220': [35.45, 139.63],
  },
};

/** GB outward codes start with one or two letters; the rest are digits we take by prefix length. */
function areaKey(countryCode: string, postalCode: string): string[] {
  const code = postalCode.trim().toUpperCase().replace(/\s+/g, '');
  if (countryCode === 'GB') {
    const letters = /^[A-Z]{1,2}/.exec(code)?.[0] ?? '';
    return [letters, letters.slice(0, 1)];
  }
  const digits = code.replace(/\D/g, '');
  return countryCode === 'US' || countryCode === 'JP' ? [digits.slice(0, 3)] : [digits.slice(0, 2)];
}

export const sandboxGeocoder: PostalGeocoder = {
  locate(countryCode, postalCode) {
    const areas = AREAS[countryCode];
    if (!areas) return null;
    for (const key of areaKey(countryCode, postalCode)) {
      const centre = key ? areas[key] : undefined;
      if (centre) return { latitude: centre[0], longitude: centre[1] };
    }
    return null;
  },
};
