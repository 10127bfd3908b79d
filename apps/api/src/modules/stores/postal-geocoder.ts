import { ApiError } from '../../lib/api-error.js';
import type { Point } from './geo.js';

/**
 * The sandbox geocoder for store and collection-point search (ARCHITECTURE: outside providers are adapters with a
 * sandbox implementation). It knows the postal areas of the demo regions by prefix, the way real postal data is
 * organised (US ZIP3, UK outward-code area, German Leitzone of two digits, French département, Japanese three-digit
 * prefix), the whole codes of the districts around the demo stores, and the regions' towns and cities by name, in the
 * languages the demo sites speak (München and Munich, 東京 and Tokyo), as a place search box is typed. A production
 * adapter would call a geocoding provider instead.
 */
export interface PostalGeocoder {
  locate(countryCode: string, postalCode: string): Point | null;
  /** A town or city of the country by its name (case, accents and punctuation aside), else a postal code. */
  locatePlace(countryCode: string, place: string): Point | null;
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

// Whole postal districts, where a code says more than its area: a US ZIP, a GB outward code, a German or French
// five-digit code, a Japanese seven-digit one. The sandbox knows those of the demo stores and their neighbours (a
// shopper who types the ZIP of the SoHo store is a few streets from it, not at midtown's area centre); any other code
// falls back to its area, above.
// prettier-ignore
const DISTRICTS: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
  US: {
    '10001': [40.7506, -73.9972], '10002': [40.7158, -73.987], '10003': [40.7318, -73.9892], '10010': [40.739, -73.9826],
    '10011': [40.7411, -74.0008], '10012': [40.7256, -73.9982], '10013': [40.7203, -74.0049], '10014': [40.734, -74.0054],
    '10016': [40.7451, -73.9781], '10019': [40.7656, -73.9859], '10036': [40.7592, -73.9899], '02116': [42.3498, -71.0768],
    '60611': [41.8956, -87.6187], '90401': [34.0159, -118.4938], '94108': [37.7919, -122.4082],
    '80302': [40.0175, -105.292], '98101': [47.6107, -122.3358], '80202': [39.7518, -104.9968],
    '97210': [45.535, -122.716], '84101': [40.7566, -111.8987],
  },
  GB: {
    WC2E: [51.5119, -0.1236], WC2H: [51.5138, -0.1289], WC1A: [51.5175, -0.1257], E1: [51.5174, -0.0593],
    EC2A: [51.5246, -0.0829], M1: [53.4808, -2.236], EH2: [55.953, -3.196], BS1: [51.4538, -2.594], LS1: [53.797, -1.5476],
  },
  DE: {
    '10115': [52.532, 13.385], '10117': [52.517, 13.388], '10119': [52.53, 13.405], '10178': [52.5219, 13.4066],
    '80331': [48.1361, 11.5735], '20095': [53.5513, 10.0015], '50667': [50.9379, 6.9554], '60313': [50.1165, 8.6823],
  },
  FR: {
    '75001': [48.8626, 2.3363], '75002': [48.8683, 2.3428], '75003': [48.863, 2.3601], '75004': [48.8543, 2.3576],
    '75008': [48.8727, 2.3125], '75009': [48.877, 2.3375], '69002': [45.751, 4.827], '33000': [44.84, -0.578],
  },
  JP: {
    '1500001': [35.67, 139.708], '1500041': [35.6646, 139.6986], '1000005': [35.6812, 139.7656],
    '5300001': [34.7035, 135.4975], '6048004': [35.0085, 135.77], '8100001': [33.591, 130.4],
  },
};

/** A postal code as it is looked up: full-width forms as ASCII, upper case, no spaces. */
function compactCode(postalCode: string): string {
  return postalCode.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
}

/** A code's district key: a ZIP's five digits, a GB code without its inward part, a DE/FR/JP code's digits. */
function districtKey(countryCode: string, postalCode: string): string {
  const code = compactCode(postalCode);
  if (countryCode === 'GB') return code.length >= 5 ? code.slice(0, -3) : code;
  const digits = code.replace(/\D/g, '');
  return countryCode === 'US' ? digits.slice(0, 5) : digits;
}

// The demo regions' towns and cities: every name a shopper may type for one (own language first), and its centre.
// prettier-ignore
const PLACES: Readonly<Record<string, ReadonlyArray<readonly [readonly string[], number, number]>>> = {
  US: [
    [['New York', 'New York City', 'NYC', 'Manhattan', 'Nueva York', 'ニューヨーク'], 40.75, -73.99],
    [['Brooklyn'], 40.65, -73.95], [['Boston', 'ボストン'], 42.36, -71.06], [['Cambridge'], 42.37, -71.11],
    [['Chicago', 'シカゴ'], 41.88, -87.63], [['Los Angeles', 'LA', 'ロサンゼルス'], 34.05, -118.25],
    [['Santa Monica'], 34.02, -118.49], [['San Francisco', 'SF', 'サンフランシスコ'], 37.77, -122.42],
    [['Boulder'], 40.02, -105.27], [['Denver', 'デンバー'], 39.74, -104.99], [['Seattle', 'シアトル'], 47.61, -122.33],
    [['Portland', 'ポートランド'], 45.52, -122.68], [['Salt Lake City', 'SLC'], 40.76, -111.89],
    [['Philadelphia', 'Philly'], 39.95, -75.17], [['Washington', 'Washington DC', 'DC'], 38.9, -77.04],
  ],
  GB: [
    [['London', 'Londres', 'ロンドン'], 51.51, -0.12], [['Manchester', 'マンチェスター'], 53.48, -2.24],
    [['Edinburgh', 'Édimbourg', 'エディンバラ'], 55.95, -3.19], [['Bristol'], 51.45, -2.59], [['Leeds'], 53.8, -1.55],
    [['Birmingham'], 52.48, -1.9], [['Glasgow'], 55.86, -4.25], [['Liverpool', 'リバプール'], 53.41, -2.98],
  ],
  DE: [
    [['Berlin', 'ベルリン'], 52.52, 13.4], [['München', 'Muenchen', 'Munich', 'ミュンヘン'], 48.14, 11.58],
    [['Hamburg', 'Hambourg', 'ハンブルク'], 53.55, 10.0], [['Köln', 'Koeln', 'Cologne', 'ケルン'], 50.94, 6.96],
    [['Frankfurt am Main', 'Frankfurt', 'Francfort', 'フランクフルト'], 50.11, 8.68],
    [['Stuttgart'], 48.78, 9.18], [['Leipzig'], 51.34, 12.37], [['Dresden', 'Dresde'], 51.05, 13.74],
    [['Düsseldorf', 'Duesseldorf'], 51.23, 6.78],
  ],
  FR: [
    [['Paris', 'パリ'], 48.86, 2.35], [['Boulogne-Billancourt', 'Boulogne'], 48.84, 2.24],
    [['Saint-Denis'], 48.94, 2.36], [['Lyon', 'Lyons', 'リヨン'], 45.76, 4.84], [['Bordeaux', 'ボルドー'], 44.84, -0.58],
    [['Marseille', 'Marseilles', 'マルセイユ'], 43.3, 5.37], [['Toulouse'], 43.6, 1.44], [['Lille'], 50.63, 3.06],
    [['Nice', 'ニース'], 43.7, 7.27],
  ],
  JP: [
    [['東京', '東京都', 'とうきょう', 'トウキョウ', 'Tokyo', 'Tōkyō'], 35.68, 139.76],
    [['渋谷', '渋谷区', 'しぶや', 'Shibuya'], 35.66, 139.7], [['新宿', '新宿区', 'しんじゅく', 'Shinjuku'], 35.69, 139.7],
    [['大阪', '大阪市', '大阪府', 'おおさか', 'Osaka', 'Ōsaka'], 34.7, 135.5],
    [['京都', '京都市', '京都府', 'きょうと', 'Kyoto', 'Kyōto'], 35.01, 135.77],
    [['福岡', '福岡市', '福岡県', 'ふくおか', 'Fukuoka'], 33.59, 130.4],
    [['札幌', '札幌市', 'さっぽろ', 'Sapporo'], 43.06, 141.35], [['名古屋', '名古屋市', 'なごや', 'Nagoya'], 35.17, 136.91],
    [['横浜', '横浜市', 'よこはま', 'Yokohama'], 35.45, 139.63],
  ],
};

/**
 * A place name as it is compared: the part before a comma ("Portland, OR"), NFKC, lower case, accents and other
 * marks left out, ß as ss, and anything but letters and digits as one space.
 */
export function placeKey(text: string): string {
  return (text.normalize('NFKC').split(',')[0] ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const placeIndex = new Map(
  Object.entries(PLACES).map(([country, places]) => [
    country,
    new Map(
      places.flatMap(([names, latitude, longitude]) => names.map((name) => [placeKey(name), { latitude, longitude }])),
    ),
  ]),
);

/** GB outward codes start with one or two letters; the rest are digits we take by prefix length. */
function areaKey(countryCode: string, postalCode: string): string[] {
  const code = compactCode(postalCode);
  if (countryCode === 'GB') {
    const letters = /^[A-Z]{1,2}/.exec(code)?.[0] ?? '';
    return [letters, letters.slice(0, 1)];
  }
  const digits = code.replace(/\D/g, '');
  return countryCode === 'US' || countryCode === 'JP' ? [digits.slice(0, 3)] : [digits.slice(0, 2)];
}

function locatePostal(countryCode: string, postalCode: string): Point | null {
  const district = DISTRICTS[countryCode]?.[districtKey(countryCode, postalCode)];
  if (district) return { latitude: district[0], longitude: district[1] };
  const areas = AREAS[countryCode];
  if (!areas) return null;
  for (const key of areaKey(countryCode, postalCode)) {
    const centre = key ? areas[key] : undefined;
    if (centre) return { latitude: centre[0], longitude: centre[1] };
  }
  return null;
}

export const sandboxGeocoder: PostalGeocoder = {
  locate: locatePostal,
  locatePlace(countryCode, place) {
    const named = placeIndex.get(countryCode)?.get(placeKey(place));
    if (named) return named;
    // A postal code typed in the same box ("10178", "EC1A 1BB"): codes have digits, town names do not.
    return /\d/.test(place) ? locatePostal(countryCode, place) : null;
  },
};

/**
 * The centre of a search by text in the site's country: its postal code or its place, as the request named one
 * (the caller has handled coordinates). API400 on the field it came in when the geocoder cannot place it.
 */
export function locateText(
  countryCode: string,
  geocoder: PostalGeocoder,
  search: { postalCode?: string | undefined; place?: string | undefined },
  fieldPrefix: string,
): Point {
  if (search.place !== undefined) {
    const point = geocoder.locatePlace(countryCode, search.place);
    if (point) return point;
    throw new ApiError('API400', { message: 'The place could not be located.', field: `${fieldPrefix}.place` });
  }
  const point = search.postalCode === undefined ? null : geocoder.locate(countryCode, search.postalCode);
  if (point) return point;
  throw new ApiError('API400', {
    message: 'The postal code could not be located.',
    field: `${fieldPrefix}.postalCode`,
  });
}
