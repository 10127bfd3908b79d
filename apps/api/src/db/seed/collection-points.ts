import type { CollectionPointCarrier, CollectionPointType } from '@outsole/contracts/collection-points';
import type { CollectionPointsTable } from '../schema.js';
import { openingHours } from './catalog/stores.js';

type Hours = readonly [weekday: string, saturday: string, sunday: string | null];
type Row = [
  carrier: CollectionPointCarrier,
  type: CollectionPointType,
  name: string,
  address: string,
  city: string,
  region: string | null,
  postal: string,
  lat: number,
  lng: number,
];

const AROUND_THE_CLOCK: Hours = ['00:00-24:00', '00:00-24:00', '00:00-24:00'];

/** Per country: its zone, a shop's hours and a post office's (lockers are open around the clock). */
const HOURS: Readonly<Record<string, { shop: Hours; postOffice: Hours }>> = {
  US: { shop: ['08:00-22:00', '08:00-22:00', '09:00-21:00'], postOffice: ['09:00-17:00', '09:00-13:00', null] },
  GB: { shop: ['07:00-22:00', '07:00-22:00', '10:00-16:00'], postOffice: ['09:00-17:30', '09:00-12:30', null] },
  DE: { shop: ['08:00-20:00', '08:00-20:00', null], postOffice: ['09:00-18:00', '09:00-13:00', null] },
  FR: { shop: ['09:00-19:30', '09:00-19:30', null], postOffice: ['09:00-18:00', '09:00-12:00', null] },
  JP: { shop: ['08:00-21:00', '08:00-21:00', '08:00-21:00'], postOffice: ['09:00-19:00', '09:00-17:00', null] },
};

const ZONES: Readonly<Record<string, string>> = {
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  JP: 'Asia/Tokyo',
};

/** US points take the zone of their state. */
const US_ZONES: Readonly<Record<string, string>> = {
  NY: 'America/New_York',
  MA: 'America/New_York',
  IL: 'America/Chicago',
  CA: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  CO: 'America/Denver',
  UT: 'America/Denver',
};

/**
 * Carriers' collection points around the demo stores' cities (catalog/stores.ts): parcel lockers, partner shops and
 * post offices, with the carriers that run such networks in each country. Made-up shops at real streets; positions
 * within a few hundred metres of the address.
 */
// Columns line up so the table reads as one; prettier would put every field on its own line.
// prettier-ignore
const BY_COUNTRY: Readonly<Record<string, readonly Row[]>> = {
  US: [
    ['ups', 'shop', 'UPS Access Point – Duane Reade', '459 Broadway', 'New York', 'NY', '10013', 40.7205, -74.0011],
    ['fedex', 'shop', 'FedEx OnSite – Walgreens Union Square', '1 Union Square South', 'New York', 'NY', '10003', 40.7347, -73.9905],
    ['usps', 'post-office', 'Cooper Station Post Office', '93 Fourth Avenue', 'New York', 'NY', '10003', 40.7316, -73.9897],
    ['ups', 'locker', 'UPS Access Point Locker – Penn Station', '2 Penn Plaza', 'New York', 'NY', '10121', 40.7506, -73.9935],
    ['usps', 'post-office', 'James A. Farley Post Office', '421 Eighth Avenue', 'New York', 'NY', '10001', 40.7505, -73.9970],
    ['fedex', 'shop', 'FedEx OnSite – Walgreens Court Street', '188 Montague Street', 'Brooklyn', 'NY', '11201', 40.6942, -73.9918],
    ['ups', 'shop', 'UPS Access Point – CVS Pharmacy Boylston', '587 Boylston Street', 'Boston', 'MA', '02116', 42.3503, -71.0770],
    ['usps', 'post-office', 'Back Bay Annex Post Office', '25 Dalton Street', 'Boston', 'MA', '02199', 42.3466, -71.0851],
    ['fedex', 'shop', 'FedEx OnSite – Walgreens School Street', '24 School Street', 'Boston', 'MA', '02108', 42.3577, -71.0590],
    ['ups', 'shop', 'UPS Access Point – CVS Pharmacy Michigan Avenue', '205 N Michigan Avenue', 'Chicago', 'IL', '60601', 41.8862, -87.6243],
    ['usps', 'post-office', 'Fort Dearborn Post Office', '540 N Dearborn Street', 'Chicago', 'IL', '60654', 41.8918, -87.6296],
    ['fedex', 'locker', 'FedEx Locker – Ogilvie Center', '500 W Madison Street', 'Chicago', 'IL', '60661', 41.8822, -87.6399],
    ['usps', 'post-office', 'Santa Monica Post Office', '1248 Fifth Street', 'Santa Monica', 'CA', '90401', 34.0197, -118.4946],
    ['ups', 'shop', 'UPS Access Point – CVS Pharmacy Wilshire', '500 Wilshire Boulevard', 'Santa Monica', 'CA', '90401', 34.0215, -118.4978],
    ['fedex', 'shop', 'FedEx OnSite – Walgreens Santa Monica', '1501 Wilshire Boulevard', 'Santa Monica', 'CA', '90403', 34.0296, -118.4899],
    ['ups', 'shop', 'UPS Access Point – Grand Avenue Market', '350 S Grand Avenue', 'Los Angeles', 'CA', '90071', 34.0527, -118.2524],
    ['usps', 'post-office', 'Sutter Street Post Office', '150 Sutter Street', 'San Francisco', 'CA', '94104', 37.7897, -122.4034],
    ['ups', 'shop', 'UPS Access Point – CVS Pharmacy Market Street', '731 Market Street', 'San Francisco', 'CA', '94103', 37.7866, -122.4036],
    ['fedex', 'locker', 'FedEx Locker – Embarcadero Center', '4 Embarcadero Center', 'San Francisco', 'CA', '94111', 37.7953, -122.3966],
    ['usps', 'post-office', 'Boulder Downtown Post Office', '1905 15th Street', 'Boulder', 'CO', '80302', 40.0178, -105.2773],
    ['ups', 'shop', 'UPS Access Point – King Soopers 30th Street', '1650 30th Street', 'Boulder', 'CO', '80301', 40.0157, -105.2526],
    ['ups', 'shop', 'UPS Access Point – Bartell Drugs Fifth Avenue', '1628 Fifth Avenue', 'Seattle', 'WA', '98101', 47.6120, -122.3363],
    ['usps', 'post-office', 'Union Street Post Office', '301 Union Street', 'Seattle', 'WA', '98101', 47.6090, -122.3353],
    ['fedex', 'locker', 'FedEx Locker – Westlake Center', '400 Pine Street', 'Seattle', 'WA', '98101', 47.6118, -122.3375],
    ['usps', 'post-office', 'Terminal Annex Post Office', '1595 Wynkoop Street', 'Denver', 'CO', '80202', 39.7525, -105.0000],
    ['ups', 'shop', 'UPS Access Point – Walgreens Champa Street', '1660 Champa Street', 'Denver', 'CO', '80202', 39.7470, -104.9917],
    ['fedex', 'shop', 'FedEx OnSite – Walgreens Colfax', '2000 E Colfax Avenue', 'Denver', 'CO', '80206', 39.7400, -104.9640],
    ['usps', 'post-office', 'Pioneer Post Office', '520 SW Morrison Street', 'Portland', 'OR', '97204', 45.5189, -122.6788],
    ['ups', 'shop', 'UPS Access Point – Safeway NW 23rd', '1303 NW 23rd Avenue', 'Portland', 'OR', '97210', 45.5335, -122.6983],
    ['usps', 'post-office', 'Salt Lake City Downtown Post Office', '230 W 200 S', 'Salt Lake City', 'UT', '84101', 40.7647, -111.8960],
    ['ups', 'shop', "UPS Access Point – Smith's 500 East", '455 S 500 E', 'Salt Lake City', 'UT', '84102', 40.7594, -111.8764],
  ],
  GB: [
    ['inpost', 'locker', 'InPost Locker – Holborn Station', '1 Kingsway', 'London', null, 'WC2B 6AA', 51.5174, -0.1200],
    ['evri', 'shop', 'Evri ParcelShop – Costcutter Endell Street', '27 Endell Street', 'London', null, 'WC2H 9BA', 51.5150, -0.1255],
    ['royal-mail', 'post-office', 'Trafalgar Square Post Office', '24-28 William IV Street', 'London', null, 'WC2N 4DL', 51.5092, -0.1262],
    ['dpd', 'shop', 'DPD Pickup – Shoreditch News', '95 Shoreditch High Street', 'London', null, 'E1 6JN', 51.5244, -0.0776],
    ['inpost', 'locker', 'InPost Locker – Liverpool Street', '50 Liverpool Street', 'London', null, 'EC2M 7PY', 51.5178, -0.0817],
    ['inpost', 'locker', 'InPost Locker – Piccadilly Station', 'Piccadilly Station Approach', 'Manchester', null, 'M1 2BN', 53.4774, -2.2309],
    ['royal-mail', 'post-office', 'Spring Gardens Post Office', '26 Spring Gardens', 'Manchester', null, 'M2 1BB', 53.4815, -2.2420],
    ['evri', 'shop', 'Evri ParcelShop – Market Street News', '58 Market Street', 'Manchester', null, 'M1 1PW', 53.4829, -2.2398],
    ['royal-mail', 'post-office', 'St James Post Office', '8 Leith Street', 'Edinburgh', null, 'EH1 3SR', 55.9550, -3.1888],
    ['inpost', 'locker', 'InPost Locker – Waverley Mall', 'Waverley Bridge', 'Edinburgh', null, 'EH1 1BQ', 55.9517, -3.1912],
    ['dpd', 'shop', 'DPD Pickup – Rose Street Convenience', '120 Rose Street', 'Edinburgh', null, 'EH2 3JF', 55.9526, -3.2006],
    ['evri', 'shop', 'Evri ParcelShop – Broadmead News', '50 Broadmead', 'Bristol', null, 'BS1 3HH', 51.4585, -2.5880],
    ['royal-mail', 'post-office', 'The Galleries Post Office', '25 Union Gallery, Broadmead', 'Bristol', null, 'BS1 3XD', 51.4572, -2.5895],
    ['inpost', 'locker', 'InPost Locker – Leeds Station', 'New Station Street', 'Leeds', null, 'LS1 4DY', 53.7951, -1.5475],
    ['dpd', 'shop', 'DPD Pickup – Briggate Newsagent', '80 Briggate', 'Leeds', null, 'LS1 6LH', 53.7980, -1.5420],
  ],
  DE: [
    ['dhl', 'locker', 'DHL Packstation 101', 'Rosenthaler Straße 51', 'Berlin', 'BE', '10178', 52.5268, 13.4025],
    ['dhl', 'post-office', 'Deutsche Post Filiale Rathausstraße', 'Rathausstraße 5', 'Berlin', 'BE', '10178', 52.5196, 13.4106],
    ['hermes', 'shop', 'Hermes PaketShop – Späti Hackescher Markt', 'Oranienburger Straße 2', 'Berlin', 'BE', '10178', 52.5243, 13.4013],
    ['dpd', 'shop', 'DPD Pickup Paketshop – Kiosk Torstraße', 'Torstraße 140', 'Berlin', 'BE', '10119', 52.5292, 13.4011],
    ['dhl', 'locker', 'DHL Packstation 158', 'Bayerstraße 12', 'München', 'BY', '80335', 48.1400, 11.5600],
    ['hermes', 'shop', 'Hermes PaketShop – Schreibwaren Sendlinger Straße', 'Sendlinger Straße 24', 'München', 'BY', '80331', 48.1358, 11.5695],
    ['dhl', 'post-office', 'Deutsche Post Filiale Residenzstraße', 'Residenzstraße 2', 'München', 'BY', '80333', 48.1403, 11.5773],
    ['dhl', 'locker', 'DHL Packstation 120', 'Steintorwall 20', 'Hamburg', 'HH', '20095', 53.5518, 10.0046],
    ['hermes', 'shop', 'Hermes PaketShop – Kiosk Spitalerstraße', 'Spitalerstraße 10', 'Hamburg', 'HH', '20095', 53.5513, 9.9990],
    ['dpd', 'shop', 'DPD Pickup Paketshop – Lange Reihe', 'Lange Reihe 50', 'Hamburg', 'HH', '20099', 53.5560, 10.0120],
    ['dhl', 'post-office', 'Deutsche Post Filiale Breite Straße', 'Breite Straße 6', 'Köln', 'NW', '50667', 50.9390, 6.9510],
    ['hermes', 'shop', 'Hermes PaketShop – Kiosk Hohe Straße', 'Hohe Straße 52', 'Köln', 'NW', '50667', 50.9375, 6.9555],
    ['dhl', 'locker', 'DHL Packstation 140', 'Zeil 90', 'Frankfurt am Main', 'HE', '60313', 50.1143, 8.6820],
    ['dpd', 'shop', 'DPD Pickup Paketshop – Trinkhalle Konstablerwache', 'Kurt-Schumacher-Straße 1', 'Frankfurt am Main', 'HE', '60311', 50.1142, 8.6878],
    ['hermes', 'shop', 'Hermes PaketShop – Schweizer Straße', 'Schweizer Straße 30', 'Frankfurt am Main', 'HE', '60594', 50.1040, 8.6810],
  ],
  FR: [
    ['mondial-relay', 'shop', 'Point Relais – Tabac des Archives', '12 Rue des Archives', 'Paris', null, '75004', 48.8573, 2.3547],
    ['chronopost', 'shop', 'Chronopost Pickup – Presse du Marais', '45 Rue de Bretagne', 'Paris', null, '75003', 48.8635, 2.3618],
    ['la-poste', 'post-office', 'Bureau de poste Paris Étienne Marcel', '16 Rue Étienne Marcel', 'Paris', null, '75002', 48.8645, 2.3470],
    ['mondial-relay', 'locker', 'Locker Mondial Relay – Gare Saint-Lazare', "13 Rue d'Amsterdam", 'Paris', null, '75008', 48.8768, 2.3260],
    ['la-poste', 'post-office', 'Bureau de poste Paris Saint-Lazare', '19 Rue de Rome', 'Paris', null, '75008', 48.8770, 2.3237],
    ['mondial-relay', 'shop', 'Point Relais – Tabac des Cordeliers', '8 Rue Grenette', 'Lyon', null, '69002', 45.7625, 4.8340],
    ['la-poste', 'post-office', 'Bureau de poste Lyon Bellecour', '10 Place Antonin Poncet', 'Lyon', null, '69002', 45.7560, 4.8335],
    ['chronopost', 'shop', 'Chronopost Pickup – Relais Presse Part-Dieu', '17 Rue du Docteur Bouchut', 'Lyon', null, '69003', 45.7610, 4.8570],
    ['mondial-relay', 'shop', 'Point Relais – Librairie Sainte-Catherine', '90 Rue Sainte-Catherine', 'Bordeaux', null, '33000', 44.8390, -0.5733],
    ['la-poste', 'post-office', "Bureau de poste Bordeaux Château d'Eau", "29 Rue du Château d'Eau", 'Bordeaux', null, '33000', 44.8400, -0.5810],
  ],
  JP: [
    ['yamato', 'locker', 'PUDOステーション 渋谷道玄坂', '渋谷区道玄坂1-2-3', '東京都', '13', '150-0043', 35.6585, 139.6990],
    ['japan-post', 'post-office', '渋谷郵便局', '渋谷区渋谷1-12-13', '東京都', '13', '150-0002', 35.6617, 139.7050],
    ['japan-post', 'locker', 'はこぽす 東京駅丸の内', '千代田区丸の内1-9-1', '東京都', '13', '100-0005', 35.6812, 139.7671],
    ['japan-post', 'post-office', '東京中央郵便局', '千代田区丸の内2-7-2', '東京都', '13', '100-0005', 35.6796, 139.7649],
    ['yamato', 'shop', 'ヤマト運輸 銀座営業所', '中央区銀座1-8-2', '東京都', '13', '104-0061', 35.6740, 139.7700],
    ['japan-post', 'post-office', '大阪中央郵便局', '大阪市北区梅田3-2-4', '大阪府', '27', '530-0001', 34.7010, 135.4950],
    ['yamato', 'locker', 'PUDOステーション 梅田茶屋町', '大阪市北区茶屋町8-26', '大阪府', '27', '530-0013', 34.7055, 135.4990],
    ['yamato', 'locker', 'PUDOステーション 河原町三条', '京都市中京区河原町通三条上る', '京都府', '26', '604-8005', 35.0095, 135.7695],
    ['japan-post', 'post-office', '京都中京郵便局', '京都市中京区三条通東洞院東入', '京都府', '26', '604-8799', 35.0089, 135.7605],
    ['japan-post', 'post-office', '福岡中央郵便局', '福岡市中央区天神4-3-1', '福岡県', '40', '810-0001', 33.5920, 130.4000],
    ['yamato', 'locker', 'PUDOステーション 天神', '福岡市中央区天神2-5-35', '福岡県', '40', '810-0001', 33.5890, 130.4005],
  ],
};

/** The collection point rows of the seed: ids `CP-{country}-{nnnn}` in table order. */
export function collectionPointRows(): CollectionPointsTable[] {
  return Object.entries(BY_COUNTRY).flatMap(([countryCode, rows]) => {
    const hours = HOURS[countryCode];
    if (!hours) throw new Error(`no collection point hours for ${countryCode}`);
    return rows.map(([carrier, type, name, address, city, region, postal, latitude, longitude], index) => ({
      point_id: `CP-${countryCode}-${String(index + 1).padStart(4, '0')}`,
      carrier,
      type,
      name,
      address_line1: address,
      city,
      region,
      postal_code: postal,
      country_code: countryCode,
      latitude,
      longitude,
      timezone: (countryCode === 'US' ? US_ZONES[region ?? ''] : ZONES[countryCode]) ?? 'UTC',
      opening_hours: JSON.stringify(
        openingHours(type === 'locker' ? AROUND_THE_CLOCK : type === 'shop' ? hours.shop : hours.postOffice),
      ),
    }));
  });
}
