import type { AddressInput, DeliveryCarrier } from '@outsole/contracts/addresses';
import { phoneMaskFor } from '@outsole/contracts/phone';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../db/seed/reference/countries.js';
import { STATES } from '../../db/seed/reference/states.js';
import type { AddressCountry } from './address-validator.js';
import { carrierFor } from './carriers.js';
import { validateAddress } from './sandbox-address-validator.js';

/** The country as the service reads it from the countries and states tables (seeded from these lists). */
function countryOf(code: string): AddressCountry {
  const country = COUNTRIES.find((item) => item.code === code);
  if (!country) throw new Error(`no country ${code}`);
  return {
    countryCode: code,
    dialCode: country.dialCode,
    phoneMask: phoneMaskFor({ dialCode: country.dialCode, phoneMask: country.phoneMask }),
    states: (STATES[code] ?? []).map(([stateCode, name]) => ({ code: stateCode, name })),
  };
}

const RECIPIENT = { recipientFirstName: 'Sam', recipientLastName: 'Shopper' };

/** A deliverable address per demo country. */
const GOOD: Readonly<Record<string, AddressInput>> = {
  US: { ...RECIPIENT, addressLine1: '510 Broadway', city: 'New York', stateCityProvDept: 'NY', postalCode: '10012' },
  GB: { ...RECIPIENT, addressLine1: '14 Long Acre', city: 'London', postalCode: 'WC2E 9LH' },
  DE: { ...RECIPIENT, addressLine1: 'Rosenthaler Straße 40', city: 'Berlin', postalCode: '10178' },
  FR: { ...RECIPIENT, addressLine1: '38 Rue des Francs-Bourgeois', city: 'Paris', postalCode: '75003' },
  JP: {
    ...RECIPIENT,
    addressLine1: '渋谷区神南1-14-5',
    city: '渋谷区',
    stateCityProvDept: '13',
    postalCode: '150-0041',
  },
};

const check = (country: string, changes: Partial<AddressInput>, carrier: DeliveryCarrier | null = null) =>
  validateAddress({ ...GOOD[country], ...changes }, { country: countryOf(country), carrier });

describe('sandbox address validator: deliverable addresses', () => {
  it.each(Object.keys(GOOD))('accepts the %s address as it is', (country) => {
    const result = check(country, {});
    expect(result.reasons).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.corrected).toEqual([]);
    expect(result.normalized.countryCode).toBe(country);
  });
});

describe('sandbox address validator: normalisation', () => {
  it.each([
    ['US', { city: '  NEW   YORK ' }, 'city', 'New York'],
    ['US', { city: 'san francisco', stateCityProvDept: 'CA', postalCode: '94108' }, 'city', 'San Francisco'],
    ['US', { city: 'McAllen', stateCityProvDept: 'TX', postalCode: '78501' }, 'city', 'McAllen'], // mixed case stays
    ['FR', { city: 'SAINT-GERMAIN-EN-LAYE', postalCode: '78100' }, 'city', 'Saint-Germain-en-Laye'],
    ['FR', { city: "villeneuve-d'ascq", postalCode: '59650' }, 'city', "Villeneuve-d'Ascq"],
    ['FR', { city: "l'haÿ-les-roses", postalCode: '94240' }, 'city', "L'Haÿ-les-Roses"],
    ['DE', { city: 'FRANKFURT AM MAIN', postalCode: '60313' }, 'city', 'Frankfurt am Main'],
    ['GB', { city: 'stratford-upon-avon', postalCode: 'CV37 6AA' }, 'city', 'Stratford-upon-Avon'],
    ['JP', { city: '渋谷区' }, 'city', '渋谷区'],
    ['US', { postalCode: '100126789' }, 'postalCode', '10012-6789'],
    ['US', { postalCode: '10012 6789' }, 'postalCode', '10012-6789'],
    ['GB', { postalCode: 'wc2e9lh' }, 'postalCode', 'WC2E 9LH'],
    ['GB', { postalCode: ' sw1a  1aa ' }, 'postalCode', 'SW1A 1AA'],
    ['JP', { postalCode: '1500041' }, 'postalCode', '150-0041'],
    ['JP', { postalCode: '１５０ー００４１' }, 'postalCode', '150-0041'],
    ['JP', { postalCode: '150−0041' }, 'postalCode', '150-0041'],
    ['US', { stateCityProvDept: 'ny' }, 'stateCityProvDept', 'NY'],
    ['US', { stateCityProvDept: 'New York' }, 'stateCityProvDept', 'NY'],
    ['US', { stateCityProvDept: 'US-NY' }, 'stateCityProvDept', 'NY'],
    ['DE', { stateCityProvDept: 'berlin' }, 'stateCityProvDept', 'BE'],
    [
      'DE',
      { stateCityProvDept: 'Baden-Wurttemberg', city: 'Stuttgart', postalCode: '70173' },
      'stateCityProvDept',
      'BW',
    ],
    ['JP', { stateCityProvDept: '東京都' }, 'stateCityProvDept', '13'],
    ['JP', { stateCityProvDept: '東京' }, 'stateCityProvDept', '13'],
    ['JP', { stateCityProvDept: '京都', postalCode: '604-8004', city: '京都市' }, 'stateCityProvDept', '26'],
    ['JP', { stateCityProvDept: '北海道', postalCode: '060-0001', city: '札幌市' }, 'stateCityProvDept', '01'],
    ['US', { recipientContactPhone: '(212) 555-0101' }, 'recipientContactPhone', '+12125550101'],
    ['US', { recipientContactPhone: '2125550101' }, 'recipientContactPhone', '+12125550101'],
    ['GB', { recipientContactPhone: '020 7946 0101' }, 'recipientContactPhone', '+442079460101'],
    ['DE', { recipientContactPhone: '+49 (0)151 23456789' }, 'recipientContactPhone', '+4915123456789'],
    ['JP', { recipientContactPhone: '090-1234-5678' }, 'recipientContactPhone', '+819012345678'],
    ['US', { recipientContactEmail: ' Sam@Example.COM ' }, 'recipientContactEmail', 'sam@example.com'],
    ['US', { addressLine1: '  510   Broadway ' }, 'addressLine1', '510 Broadway'],
  ] as const)('%s %o → %s %s', (country, changes, field, expected) => {
    const result = check(country, changes);
    expect(result.reasons).toEqual([]);
    expect(result.normalized[field]).toBe(expected);
  });

  it('lists the fields it rewrote, not those it only trimmed', () => {
    const result = check('US', { city: ' new york ', postalCode: '10012', stateCityProvDept: 'ny', countryCode: 'us' });
    expect(result.valid).toBe(true);
    expect(result.corrected.sort()).toEqual(['city', 'countryCode', 'stateCityProvDept']);
    expect(check('US', { addressLine1: ' 510  Broadway ' }).corrected).toEqual([]);
  });

  it('keeps the id, type and main flag of a saved address', () => {
    const result = check('US', { id: 'a1', approachType: 'S', main: true });
    expect(result.normalized).toMatchObject({ id: 'a1', approachType: 'S', main: true });
  });
});

describe('sandbox address validator: refusals', () => {
  it.each([
    // CCA400: missing, too long, ill-formed
    ['US', { addressLine1: '   ' }, null, 'CCA400', 'addressLine1', 'missing'],
    ['US', { addressLine1: undefined }, null, 'CCA400', 'addressLine1', 'missing'],
    ['US', { city: '' }, null, 'CCA400', 'city', 'missing'],
    ['US', { postalCode: '' }, null, 'CCA400', 'postalCode', 'missing'],
    ['US', { recipientFirstName: ' ' }, null, 'CCA400', 'recipientFirstName', 'missing'],
    ['US', { recipientLastName: undefined }, null, 'CCA400', 'recipientLastName', 'missing'],
    ['US', { stateCityProvDept: undefined }, null, 'CCA400', 'stateCityProvDept', 'missing'],
    ['JP', { stateCityProvDept: '' }, null, 'CCA400', 'stateCityProvDept', 'missing'],
    ['US', { addressLine1: `1 ${'A'.repeat(120)}` }, null, 'CCA400', 'addressLine1', 'too-long'],
    ['US', { city: 'N'.repeat(61) }, null, 'CCA400', 'city', 'too-long'],
    ['US', { addressLine1: '---' }, null, 'CCA400', 'addressLine1', 'format'],
    ['DE', { city: '10178 Berlin' }, null, 'CCA400', 'city', 'format'],
    ['US', { stateCityProvDept: 'Narnia' }, null, 'CCA400', 'stateCityProvDept', 'unknown-state'],
    ['JP', { stateCityProvDept: 'Tokyo' }, null, 'CCA400', 'stateCityProvDept', 'unknown-state'],
    ['DE', { stateCityProvDept: 'Bavaria' }, null, 'CCA400', 'stateCityProvDept', 'unknown-state'],
    ['US', { countryCode: 'CA' }, null, 'CCA400', 'countryCode', 'country-mismatch'],
    ['US', { country: 'GB' }, null, 'CCA400', 'country', 'country-mismatch'],
    // postal codes that do not match the country
    ['US', { postalCode: '1001' }, null, 'CCA400', 'postalCode', 'format'],
    ['US', { postalCode: 'WC2E 9LH' }, null, 'CCA400', 'postalCode', 'format'],
    ['GB', { postalCode: '10178' }, null, 'CCA400', 'postalCode', 'format'],
    ['DE', { postalCode: '1017' }, null, 'CCA400', 'postalCode', 'format'],
    ['DE', { postalCode: '00123' }, null, 'CCA400', 'postalCode', 'format'],
    ['FR', { postalCode: '750003' }, null, 'CCA400', 'postalCode', 'format'],
    ['JP', { postalCode: '10012' }, null, 'CCA400', 'postalCode', 'format'],
    ['US', { recipientContactEmail: 'not-an-email' }, null, 'CCA400', 'recipientContactEmail', 'format'],
    ['US', { recipientContactPhone: '555 0101' }, null, 'CCA400', 'recipientContactPhone', 'phone-format'],
    ['US', { recipientContactPhone: '+44 20 7946 0101' }, null, 'CCA400', 'recipientContactPhone', 'phone-format'],
    ['US', { recipientContactPhone: '( ) -' }, null, 'CCA400', 'recipientContactPhone', 'phone-format'],
    // CCA401: well formed, not found
    ['US', { postalCode: '94108' }, null, 'CCA401', 'postalCode', 'postal-state'],
    ['US', { postalCode: '00000' }, null, 'CCA401', 'postalCode', 'postal-state'],
    ['US', { stateCityProvDept: 'CA' }, null, 'CCA401', 'postalCode', 'postal-state'],
    ['US', { addressLine1: 'Broadway' }, null, 'CCA401', 'addressLine1', 'no-house-number'],
    ['DE', { addressLine1: 'Rosenthaler Straße' }, null, 'CCA401', 'addressLine1', 'no-house-number'],
    // SHP410: an empty phone where the carrier needs one
    ['US', {}, 'ups', 'SHP410', 'recipientContactPhone', 'phone-empty'],
    ['JP', { recipientContactPhone: ' ' }, 'yamato', 'SHP410', 'recipientContactPhone', 'phone-empty'],
    ['DE', { recipientContactPhone: '-' }, 'dpd', 'SHP410', 'recipientContactPhone', 'phone-empty'],
    // SHP500: a PO box for a carrier that cannot deliver there
    [
      'US',
      { addressLine1: 'PO Box 123', recipientContactPhone: '2125550101' },
      'ups',
      'SHP500',
      'addressLine1',
      'po-box',
    ],
    [
      'US',
      { addressLine2: 'P.O. Box 9', recipientContactPhone: '2125550101' },
      'fedex',
      'SHP500',
      'addressLine2',
      'po-box',
    ],
    [
      'DE',
      { addressLine1: 'Postfach 12 34', recipientContactPhone: '0151 23456789' },
      'dpd',
      'SHP500',
      'addressLine1',
      'po-box',
    ],
    [
      'FR',
      { addressLine1: 'BP 123', recipientContactPhone: '01 70 00 01 01' },
      'chronopost',
      'SHP500',
      'addressLine1',
      'po-box',
    ],
    [
      'JP',
      { addressLine1: '渋谷郵便局私書箱第12号', recipientContactPhone: '090-1234-5678' },
      'yamato',
      'SHP500',
      'addressLine1',
      'po-box',
    ],
  ] as const)('%s %o (carrier %s) → %s on %s (%s)', (country, changes, carrier, errorId, field, code) => {
    const result = check(country, changes, carrier);
    expect(result.valid).toBe(false);
    expect(result.reasons).toContainEqual(expect.objectContaining({ errorId, field, code }));
    for (const reason of result.reasons) expect(reason.message.length).toBeGreaterThan(0);
  });

  it('asks for a city of symbols or emoji alone in letters, and for one with digits without them, in each language', () => {
    const cityMessage = (city: string, language: 'en' | 'de' | 'fr' | 'ja') =>
      validateAddress({ ...GOOD.US, city }, { country: countryOf('US'), language }).reasons.find(
        (reason) => reason.field === 'city',
      );
    for (const city of ['🗽', '🗽🗽 ', '★☆', '---']) {
      expect(cityMessage(city, 'en')).toMatchObject({
        errorId: 'CCA400',
        code: 'format',
        message: 'Please write the city name in letters.',
      });
    }
    expect(cityMessage('🗽', 'de')?.message).toBe('Bitte schreib den Ortsnamen in Buchstaben.');
    expect(cityMessage('🗽', 'fr')?.message).toBe('Veuillez écrire le nom de la ville en lettres.');
    expect(cityMessage('🗽', 'ja')?.message).toBe('市区町村名は漢字・かな・英字で入力してください。');
    expect(cityMessage('10178 Berlin', 'en')?.message).toBe('Please enter the city name without numbers.');
    expect(cityMessage('12345', 'en')?.message).toBe('Please write the city name in letters.');
    expect(cityMessage('New York', 'en')).toBeUndefined();
  });

  it('says "postcode" to a British English request', () => {
    const reasons = validateAddress(
      { ...GOOD.GB, postalCode: '10178' },
      { country: countryOf('GB'), language: 'en-GB' },
    ).reasons;
    expect(reasons).toContainEqual(
      expect.objectContaining({
        field: 'postalCode',
        message: 'This postcode does not match the country of the address. Please check it.',
      }),
    );
  });

  it('delivers PO boxes by the carriers that can, and when no carrier is named yet', () => {
    for (const [country, line, carrier] of [
      ['US', 'PO Box 123', 'usps'],
      ['DE', 'Postfach 1234', 'dhl'],
      ['FR', 'BP 123', 'colissimo'],
      ['JP', '私書箱第12号', 'japan-post'],
      ['GB', 'PO Box 77', null],
    ] as const) {
      const result = check(country, { addressLine1: line }, carrier);
      expect(result.reasons.filter((reason) => reason.errorId === 'SHP500')).toEqual([]);
    }
  });

  it('needs no phone from the national posts, and keeps one that is given', () => {
    expect(check('US', {}, 'usps').valid).toBe(true);
    expect(validateAddress(GOOD.US ?? {}, { country: countryOf('US'), requirePhone: true }).reasons).toContainEqual(
      expect.objectContaining({ errorId: 'SHP410' }),
    );
    expect(check('US', { recipientContactPhone: '212 555 0101' }, 'ups').valid).toBe(true);
  });

  it('verifies postal codes against the state in the US, Canada and Australia only', () => {
    const ca = (postalCode: string, state: string) =>
      validateAddress(
        { ...RECIPIENT, addressLine1: '290 Bremner Blvd', city: 'Toronto', stateCityProvDept: state, postalCode },
        { country: countryOf('CA') },
      );
    expect(ca('m5v3l9', 'ON').normalized.postalCode).toBe('M5V 3L9');
    expect(ca('M5V 3L9', 'ON').valid).toBe(true);
    expect(ca('M5V 3L9', 'QC').reasons).toContainEqual(expect.objectContaining({ errorId: 'CCA401' }));
    // Said with Canada's word: province, not state.
    expect(ca('V5K 0A1', 'ON').reasons).toContainEqual(
      expect.objectContaining({
        code: 'postal-state',
        message: 'This postal code is not in Ontario. Please check the postal code and the province.',
      }),
    );
    const au = (postalCode: string, state: string) =>
      validateAddress(
        { ...RECIPIENT, addressLine1: '1 Macquarie Street', city: 'Sydney', stateCityProvDept: state, postalCode },
        { country: countryOf('AU') },
      );
    expect(au('2000', 'NSW').valid).toBe(true);
    expect(au('3000', 'NSW').reasons).toContainEqual(expect.objectContaining({ errorId: 'CCA401' }));
    // Germany: a Land does not constrain the code here (the sandbox cannot tell).
    expect(check('DE', { stateCityProvDept: 'BY' }).valid).toBe(true);
  });

  it('reports every problem at once, each on its field', () => {
    const result = check('US', { addressLine1: '', city: '', postalCode: 'ABC', stateCityProvDept: 'ZZ' }, 'ups');
    expect(result.reasons.map((reason) => [reason.errorId, reason.field])).toEqual([
      ['CCA400', 'addressLine1'],
      ['CCA400', 'city'],
      ['CCA400', 'postalCode'],
      ['CCA400', 'stateCityProvDept'],
      ['SHP410', 'recipientContactPhone'],
    ]);
  });
});

describe('carrierFor', () => {
  it.each([
    ['US', 'standard', 'usps'],
    ['US', 'me', 'ups'],
    ['DE', 'standard', 'dhl'],
    ['FR', 'me', 'chronopost'],
    ['JP', 'me', 'yamato'],
    ['GB', 'customs', 'fedex'],
    ['US', 'pickup', null],
    ['US', 'pudo', null],
    ['US', 'digital', null],
  ] as const)('%s %s → %s', (country, method, carrier) => {
    expect(carrierFor(country, method)).toBe(carrier);
  });
});
