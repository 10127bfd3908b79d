import type { Brand } from '@outsole/contracts/reference';

export interface StoreSeed {
  storeId: string;
  brand: Brand;
  name: string;
  addressLine1: string;
  city: string;
  region: string | null;
  postalCode: string;
  countryCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** Weekday hours, Saturday hours, Sunday hours (null: closed). */
  hours: readonly [string, string, string | null];
  pickup: boolean;
  shipToStore: boolean;
}

type Row = [
  id: string,
  brand: Brand,
  name: string,
  address: string,
  city: string,
  region: string | null,
  postal: string,
  phone: string,
  lat: number,
  lng: number,
  hours: readonly [string, string, string | null],
  pickup?: boolean,
];

const CITY_HOURS = ['10:00-21:00', '10:00-21:00', '11:00-19:00'] as const;
const MALL_HOURS = ['10:00-20:00', '10:00-20:00', '12:00-18:00'] as const;
const DE_HOURS = ['10:00-20:00', '10:00-20:00', null] as const; // German shops close on Sundays (Ladenschluss)
const FR_HOURS = ['10:00-19:30', '10:00-19:30', null] as const;
const JP_HOURS = ['11:00-21:00', '10:00-21:00', '10:00-20:00'] as const;

// Columns line up so the table reads as one; prettier would put every field on its own line.
// prettier-ignore
const BY_COUNTRY: Readonly<Record<string, { timezone: string; rows: readonly Row[] }>> = {
  US: { timezone: 'America/New_York', rows: [
    ['US101', 'stride', 'Stride SoHo', '510 Broadway', 'New York', 'NY', '10012', '+1 212 555 0101', 40.7234, -73.9985, CITY_HOURS],
    ['US102', 'stride', 'Stride Flatiron', '902 Broadway', 'New York', 'NY', '10010', '+1 212 555 0102', 40.7391, -73.9895, CITY_HOURS],
    ['US103', 'stride', 'Stride Back Bay', '700 Boylston Street', 'Boston', 'MA', '02116', '+1 617 555 0103', 42.3493, -71.0805, CITY_HOURS],
    ['US104', 'stride', 'Stride Michigan Avenue', '600 N Michigan Avenue', 'Chicago', 'IL', '60611', '+1 312 555 0104', 41.8930, -87.6243, CITY_HOURS],
    ['US105', 'stride', 'Stride Santa Monica', '1301 Third Street Promenade', 'Santa Monica', 'CA', '90401', '+1 310 555 0105', 34.0171, -118.4963, MALL_HOURS],
    ['US106', 'stride', 'Stride Union Square', '170 Post Street', 'San Francisco', 'CA', '94108', '+1 415 555 0106', 37.7887, -122.4056, CITY_HOURS],
    ['US107', 'stride', 'Stride Pearl Street', '1425 Pearl Street', 'Boulder', 'CO', '80302', '+1 303 555 0107', 40.0182, -105.2778, MALL_HOURS],
    ['US201', 'kestrel', 'Kestrel Seattle', '1520 Fifth Avenue', 'Seattle', 'WA', '98101', '+1 206 555 0201', 47.6114, -122.3363, MALL_HOURS],
    ['US202', 'kestrel', 'Kestrel Denver', '1600 Wynkoop Street', 'Denver', 'CO', '80202', '+1 303 555 0202', 39.7530, -105.0003, MALL_HOURS],
    ['US203', 'kestrel', 'Kestrel Portland', '735 NW 23rd Avenue', 'Portland', 'OR', '97210', '+1 503 555 0203', 45.5283, -122.6988, MALL_HOURS],
    ['US204', 'kestrel', 'Kestrel Salt Lake City', '50 S Main Street', 'Salt Lake City', 'UT', '84101', '+1 801 555 0204', 40.7683, -111.8910, MALL_HOURS, false],
  ] },
  GB: { timezone: 'Europe/London', rows: [
    ['GB101', 'stride', 'Stride Covent Garden', '14 Long Acre', 'London', null, 'WC2E 9LH', '+44 20 7946 0101', 51.5124, -0.1252, CITY_HOURS],
    ['GB102', 'stride', 'Stride Shoreditch', '120 Shoreditch High Street', 'London', null, 'E1 6JE', '+44 20 7946 0102', 51.5246, -0.0781, CITY_HOURS],
    ['GB103', 'stride', 'Stride Manchester', '45 Market Street', 'Manchester', null, 'M1 1WR', '+44 161 496 0103', 53.4830, -2.2420, MALL_HOURS],
    ['GB104', 'stride', 'Stride Edinburgh', '98 Princes Street', 'Edinburgh', null, 'EH2 2ER', '+44 131 496 0104', 55.9517, -3.2030, MALL_HOURS],
    ['GB105', 'stride', 'Stride Bristol', '22 Broadmead', 'Bristol', null, 'BS1 3HA', '+44 117 496 0105', 51.4588, -2.5884, MALL_HOURS],
    ['GB106', 'stride', 'Stride Leeds', '12 Briggate', 'Leeds', null, 'LS1 6HD', '+44 113 496 0106', 53.7966, -1.5418, MALL_HOURS, false],
  ] },
  DE: { timezone: 'Europe/Berlin', rows: [
    ['DE101', 'stride', 'Stride Berlin Mitte', 'Rosenthaler Straße 40', 'Berlin', 'BE', '10178', '+49 30 5555 0101', 52.5262, 13.4020, DE_HOURS],
    ['DE102', 'stride', 'Stride München', 'Kaufingerstraße 15', 'München', 'BY', '80331', '+49 89 5555 0102', 48.1379, 11.5713, DE_HOURS],
    ['DE103', 'stride', 'Stride Hamburg', 'Mönckebergstraße 7', 'Hamburg', 'HH', '20095', '+49 40 5555 0103', 53.5503, 10.0006, DE_HOURS],
    ['DE104', 'stride', 'Stride Köln', 'Schildergasse 65', 'Köln', 'NW', '50667', '+49 221 5555 0104', 50.9364, 6.9531, DE_HOURS],
    ['DE105', 'stride', 'Stride Frankfurt', 'Zeil 106', 'Frankfurt am Main', 'HE', '60313', '+49 69 5555 0105', 50.1147, 8.6843, DE_HOURS],
  ] },
  FR: { timezone: 'Europe/Paris', rows: [
    ['FR101', 'stride', 'Stride Le Marais', '38 Rue des Francs-Bourgeois', 'Paris', null, '75003', '+33 1 70 00 01 01', 48.8580, 2.3590, FR_HOURS],
    ['FR102', 'stride', 'Stride Saint-Lazare', '102 Rue Saint-Lazare', 'Paris', null, '75008', '+33 1 70 00 01 02', 48.8757, 2.3265, FR_HOURS],
    ['FR103', 'stride', 'Stride Lyon', '64 Rue de la République', 'Lyon', null, '69002', '+33 4 70 00 01 03', 45.7606, 4.8357, FR_HOURS],
    ['FR104', 'stride', 'Stride Bordeaux', '118 Rue Sainte-Catherine', 'Bordeaux', null, '33000', '+33 5 70 00 01 04', 44.8378, -0.5736, FR_HOURS],
  ] },
  JP: { timezone: 'Asia/Tokyo', rows: [
    ['JP101', 'stride', 'Stride 渋谷', '渋谷区神南1-14-5', '東京都', '13', '150-0041', '+81 3 5555 0101', 35.6640, 139.6993, JP_HOURS],
    ['JP102', 'stride', 'Stride 丸の内', '千代田区丸の内2-4-1', '東京都', '13', '100-0005', '+81 3 5555 0102', 35.6812, 139.7640, JP_HOURS],
    ['JP103', 'stride', 'Stride 梅田', '大阪市北区梅田3-1-3', '大阪府', '27', '530-0001', '+81 6 5555 0103', 34.7025, 135.4959, JP_HOURS],
    ['JP104', 'stride', 'Stride 京都', '京都市中京区河原町通三条下る', '京都府', '26', '604-8004', '+81 75 555 0104', 35.0087, 135.7694, JP_HOURS],
    ['JP105', 'stride', 'Stride 福岡天神', '福岡市中央区天神2-11-1', '福岡県', '40', '810-0001', '+81 92 555 0105', 33.5902, 130.3989, JP_HOURS, false],
  ] },
};

const US_ZONES: Readonly<Record<string, string>> = {
  US104: 'America/Chicago',
  US105: 'America/Los_Angeles',
  US106: 'America/Los_Angeles',
  US107: 'America/Denver',
  US201: 'America/Los_Angeles',
  US202: 'America/Denver',
  US203: 'America/Los_Angeles',
  US204: 'America/Denver',
};

/** Stores of every demo region: Stride in each of its markets, Kestrel in the US (its only site). */
export const STORES: readonly StoreSeed[] = Object.entries(BY_COUNTRY).flatMap(([countryCode, { timezone, rows }]) =>
  rows.map(
    ([storeId, brand, name, addressLine1, city, region, postalCode, phone, latitude, longitude, hours, pickup]) => ({
      storeId,
      brand,
      name,
      addressLine1,
      city,
      region,
      postalCode,
      countryCode,
      phone,
      latitude,
      longitude,
      // West-coast and mountain stores keep their own zone: opening hours are local times.
      timezone: US_ZONES[storeId] ?? timezone,
      hours,
      pickup: pickup ?? true,
      shipToStore: pickup ?? true,
    }),
  ),
);

/** Opening hours as stored: one entry per open day, Sunday 0 (as Date.getDay). */
export function openingHours(hours: StoreSeed['hours']): { day: number; opens: string; closes: string }[] {
  const [weekday, saturday, sunday] = hours;
  const entry = (day: number, range: string) => {
    const [opens = '', closes = ''] = range.split('-');
    return { day, opens, closes };
  };
  return [
    ...(sunday ? [entry(0, sunday)] : []),
    ...[1, 2, 3, 4, 5].map((day) => entry(day, weekday)),
    entry(6, saturday),
  ];
}
