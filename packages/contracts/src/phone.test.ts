import { describe, expect, it } from 'vitest';
import {
  formatInternationalPhone,
  formatNationalPhone,
  phoneExampleFor,
  applyPhoneMask,
  DEFAULT_MASK,
  maskDigitCount,
  NORTH_AMERICA_MASK,
  normalizeMobilePhone,
  mobileStarts,
  normalizeShopperPhone,
  phoneDigitCounts,
  normalizePhone,
  PHONE_EXAMPLES,
  phoneAdvice,
  phoneMaskFor,
  type PhoneCountry,
} from './phone.js';

const US: PhoneCountry = { dialCode: '1', phoneMask: NORTH_AMERICA_MASK };
const CA: PhoneCountry = { dialCode: '1' }; // no mask of its own: the North American default
const GB: PhoneCountry = { dialCode: '44', phoneMask: 'XXXX - XXX - XXX' };
const DE: PhoneCountry = { dialCode: '49', phoneMask: 'XXX - XXXXXXXX' };
const FR: PhoneCountry = { dialCode: '33', phoneMask: 'X XX XX XX XX' };
const JP: PhoneCountry = { dialCode: '81', phoneMask: 'XX - XXXX - XXXX' };
const IT: PhoneCountry = { dialCode: '39', phoneMask: null }; // the default mask elsewhere, 10 digits

describe('normalizePhone: valid numbers', () => {
  it.each([
    ['US ten digits assume the code 1', '4155550123', US, '+14155550123', '(415) 555 - 0123'],
    ['US formatted', '(415) 555-0123', US, '+14155550123', '(415) 555 - 0123'],
    ['US international', '+1 (415) 555-0123', US, '+14155550123', '(415) 555 - 0123'],
    ['US with the code, no plus', '14155550123', US, '+14155550123', '(415) 555 - 0123'],
    ['US with 00 prefix', '001 415 555 0123', US, '+14155550123', '(415) 555 - 0123'],
    ['CA on the North American default mask', '416-555-0199', CA, '+14165550199', '(416) 555 - 0199'],
    ['UK national with trunk 0', '07700 900123', GB, '+447700900123', '7700 - 900 - 123'],
    ['UK international with (0)', '+44 (0)7700 900123', GB, '+447700900123', '7700 - 900 - 123'],
    ['UK international', '+44 7700 900123', GB, '+447700900123', '7700 - 900 - 123'],
    ['UK with 0044', '0044 7700 900123', GB, '+447700900123', '7700 - 900 - 123'],
    ['UK with the code, no plus', '447700900123', GB, '+447700900123', '7700 - 900 - 123'],
    ['DE mobile national', '0151 23456789', DE, '+4915123456789', '151 - 23456789'],
    ['DE mobile international', '+49 151 23456789', DE, '+4915123456789', '151 - 23456789'],
    ['FR mobile national', '06 12 34 56 78', FR, '+33612345678', '6 12 34 56 78'],
    ['FR international', '+33 6 12 34 56 78', FR, '+33612345678', '6 12 34 56 78'],
    ['JP mobile national', '090-1234-5678', JP, '+819012345678', '90 - 1234 - 5678'],
    ['JP international', '+81 90 1234 5678', JP, '+819012345678', '90 - 1234 - 5678'],
    ['IT keeps its leading 0', '+39 06 1234 5678', IT, '+390612345678', '0612 - 345 - 678'],
    ['surrounding spaces', '  415.555.0123  ', US, '+14155550123', '(415) 555 - 0123'],
    // A Japanese IME types full-width digits, plus and hyphens by default (tester t2-F1).
    ['JP full-width', '０９０－１２３４－５６７８', JP, '+819012345678', '90 - 1234 - 5678'],
    ['JP full-width international', '＋８１ ９０ １２３４ ５６７８', JP, '+819012345678', '90 - 1234 - 5678'],
  ])('%s: %s', (_name, input, country, e164, formatted) => {
    const result = normalizePhone(input, country);
    expect(result).toMatchObject({ valid: true, e164, dialCode: country.dialCode, formatted });
    if (result.valid) expect(result.e164).toBe(`+${result.dialCode}${result.nationalNumber}`);
  });
});

describe('normalizePhone: invalid numbers', () => {
  it.each([
    ['empty', '', US, 'empty', 10],
    ['only spaces', '   ', GB, 'empty', 10],
    ['no digits at all', 'call me', FR, 'empty', 9],
    ['a UK number for the US', '+44 7700 900123', US, 'other-country', 10],
    ['a US number for the UK', '+1 415 555 0123', GB, 'other-country', 10],
    ['a French number for Germany', '0033 6 12 34 56 78', DE, 'other-country', 11],
    ['US one digit short', '415 555 012', US, 'digit-count', 10],
    ['US one digit long', '415 555 01234', US, 'digit-count', 10],
    ['US international, short', '+1 415 555 012', US, 'digit-count', 10],
    ['UK one digit short, with trunk 0', '020 7946 095', GB, 'digit-count', 10],
    ['UK international keeping the 0, short', '+44 020 7946 095', GB, 'digit-count', 10],
    ['FR too long', '06 12 34 56 78 9', FR, 'digit-count', 9],
    ['JP landline on the mobile mask', '03-1234-567', JP, 'digit-count', 10],
    ['DE too short', '0151 234', DE, 'digit-count', 11],
  ])('%s: %s', (_name, input, country, reason, expectedDigits) => {
    expect(normalizePhone(input, country)).toEqual({ valid: false, reason, expectedDigits });
  });
});

describe('masks', () => {
  it.each([
    [NORTH_AMERICA_MASK, 10],
    [DEFAULT_MASK, 10],
    ['XXX - XXXXXXXX', 11],
    ['X XX XX XX XX', 9],
    ['XX - XXXX - XXXX', 10],
    ['', 0],
  ])('%s has %i digits', (mask, count) => {
    expect(maskDigitCount(mask)).toBe(count);
  });

  it.each([
    ['4155550123', NORTH_AMERICA_MASK, '(415) 555 - 0123'],
    ['415', NORTH_AMERICA_MASK, '(415'],
    ['', NORTH_AMERICA_MASK, ''],
    ['415555012345', NORTH_AMERICA_MASK, '(415) 555 - 012345'],
    ['612345678', 'X XX XX XX XX', '6 12 34 56 78'],
  ])('applyPhoneMask(%s, %s) = %s', (digits, mask, expected) => {
    expect(applyPhoneMask(digits, mask)).toBe(expected);
  });

  it('falls back to the regional default mask', () => {
    expect(phoneMaskFor({ dialCode: '1' })).toBe(NORTH_AMERICA_MASK);
    expect(phoneMaskFor({ dialCode: '52', phoneMask: null })).toBe(DEFAULT_MASK);
    expect(phoneMaskFor({ dialCode: '33', phoneMask: 'X XX XX XX XX' })).toBe('X XX XX XX XX');
  });
});

describe('normalizeMobilePhone: the collection point’s mobile phone', () => {
  it.each([
    ['DE mobile of 11 digits', '0151 23456789', DE, '+4915123456789', '151 - 23456789'],
    ['DE mobile of 10 digits', '0170 1234567', DE, '+491701234567', '170 - 1234567'],
    ['DE mobile international', '+49 176 12345678', DE, '+4917612345678', '176 - 12345678'],
    ['JP mobile', '090-1234-5678', JP, '+819012345678', '90 - 1234 - 5678'],
    ['JP mobile 080', '080 1234 5678', JP, '+818012345678', '80 - 1234 - 5678'],
    ['UK mobile', '07700 900123', GB, '+447700900123', '7700 - 900 - 123'],
    ['UK mobile (Isle of Man 07624)', '07624 123456', GB, '+447624123456', '7624 - 123 - 456'],
    ['FR mobile 07', '07 81 23 45 67', FR, '+33781234567', '7 81 23 45 67'],
    ['FR mobile', '06 12 34 56 78', FR, '+33612345678', '6 12 34 56 78'],
    ['US: no mobile ranges, any number', '(415) 555-0123', US, '+14155550123', '(415) 555 - 0123'],
  ])('%s: %s', (_name, input, country, e164, formatted) => {
    expect(normalizeMobilePhone(input, country)).toMatchObject({ valid: true, e164, formatted });
  });

  it.each([
    ['DE landline', '030 12345678', DE, 'not-mobile', 11],
    ['DE too short', '0151 234', DE, 'digit-count', 11],
    ['JP landline (9 digits)', '03-1234-5678', JP, 'digit-count', 10],
    ['UK landline', '020 7946 0000', GB, 'not-mobile', 10],
    ['UK personal number (070, Ofcom)', '07000 123456', GB, 'not-mobile', 10],
    ['UK pager (076, Ofcom)', '07600 123456', GB, 'not-mobile', 10],
    ['FR landline', '01 23 45 67 89', FR, 'not-mobile', 9],
    ['FR 070 (no mobile range, ARCEP)', '07 01 23 45 67', FR, 'not-mobile', 9],
    ['another country', '+33 6 12 34 56 78', DE, 'other-country', 11],
    ['empty', '  ', JP, 'empty', 10],
  ])('%s: %s is refused (%s)', (_name, input, country, reason, expectedDigits) => {
    expect(normalizeMobilePhone(input, country)).toEqual({ valid: false, reason, expectedDigits });
  });
});

describe('normalizeShopperPhone: a shopper’s own phone, by the mask and the country’s mobile lengths', () => {
  it.each([
    ['DE mobile of 10 digits (account tester F11)', '0171 1234567', DE, '+491711234567', '171 - 1234567'],
    ['DE mobile of 10 digits, international', '+49 160 1234567', DE, '+491601234567', '160 - 1234567'],
    ['DE mobile of 11 digits', '0151 23456789', DE, '+4915123456789', '151 - 23456789'],
    ['JP mobile', '090-1234-5678', JP, '+819012345678', '90 - 1234 - 5678'],
    ['UK mobile', '07700 900123', GB, '+447700900123', '7700 - 900 - 123'],
    ['FR mobile', '06 12 34 56 78', FR, '+33612345678', '6 12 34 56 78'],
    ['US', '(415) 555-0123', US, '+14155550123', '(415) 555 - 0123'],
    // North America cannot tell a mobile from a landline: any number of the mask is taken.
    ['US, a landline’s area code too', '(212) 555-0100', US, '+12125550100', '(212) 555 - 0100'],
    ['CA', '416-555-0199', CA, '+14165550199', '(416) 555 - 0199'],
    ['FR mobile in 07', '07 81 23 45 67', FR, '+33781234567', '7 81 23 45 67'],
    ['JP mobile in 070', '070-1234-5678', JP, '+817012345678', '70 - 1234 - 5678'],
    ['JP mobile in 080, international', '+81 80 1234 5678', JP, '+818012345678', '80 - 1234 - 5678'],
    ['DE mobile in 016', '0160 1234567', DE, '+491601234567', '160 - 1234567'],
    ['JP mobile typed full-width (t2-F1)', '０９０１２３４５６７８', JP, '+819012345678', '90 - 1234 - 5678'],
  ])('%s: %s', (_name, input, country, e164, formatted) => {
    expect(normalizeShopperPhone(input, country)).toMatchObject({ valid: true, e164, formatted });
  });

  it.each([
    ['DE landline (Berlin)', '030 12345678', DE],
    ['DE landline of 11 digits', '089 123456789', DE],
    ['UK landline (London)', '020 7946 0000', GB],
    ['UK landline, international', '+44 161 496 0000', GB],
    ['UK personal number (070, Ofcom)', '07000 123456', GB],
    ['FR landline (Paris)', '01 23 45 67 89', FR],
    ['FR 070 (no mobile range, ARCEP)', '07 01 23 45 67', FR],
    ['JP landline (Tokyo)', '03-1234-5678', JP],
    ['JP landline, international', '+81 6 1234 5678', JP],
  ])('refuses a landline where mobiles can be told apart: %s (%s)', (_name, input, country) => {
    expect(normalizeShopperPhone(input, country)).toMatchObject({ valid: false, reason: 'not-mobile' });
  });

  it('says how the mobiles start where they can be told apart', () => {
    expect(mobileStarts(GB)).toEqual(['07']);
    expect(mobileStarts(DE)).toEqual(['015', '016', '017']);
    expect(mobileStarts(FR)).toEqual(['06', '07']);
    expect(mobileStarts(JP)).toEqual(['070', '080', '090']);
    expect(mobileStarts(US)).toEqual([]);
  });

  it('refuses other counts with every count the country takes', () => {
    expect(normalizeShopperPhone('0171 123456', DE)).toEqual({
      valid: false,
      reason: 'digit-count',
      expectedDigits: 11,
      digitCounts: [11, 10],
    });
    expect(normalizeShopperPhone('415 555 012', US)).toMatchObject({ valid: false, digitCounts: [10] });
    expect(normalizeShopperPhone('+33 6 12 34 56 78', DE)).toMatchObject({ valid: false, reason: 'other-country' });
    // A mobile's start one digit short, or a number begun, is a count to fix, not a landline.
    expect(normalizeShopperPhone('090-1234-567', JP)).toMatchObject({ valid: false, reason: 'digit-count' });
    expect(normalizeShopperPhone('07', GB)).toMatchObject({ valid: false, reason: 'digit-count' });
    expect(normalizeShopperPhone('0762', GB)).toMatchObject({ valid: false, reason: 'digit-count' });
    expect(phoneDigitCounts(DE)).toEqual([11, 10]);
    expect(phoneDigitCounts(US)).toEqual([10]);
  });
});

describe('phoneAdvice: what a message refusing a length says', () => {
  // The countries the demo sites ship to, with their masks (the api's seed, reference/countries.ts).
  const COUNTRIES: PhoneCountry[] = [
    US,
    CA,
    GB,
    DE,
    FR,
    JP,
    IT,
    { dialCode: '52', phoneMask: null },
    { dialCode: '353', phoneMask: 'XX XXX XXXX' },
    { dialCode: '31', phoneMask: 'X XX XX XX XX' },
    { dialCode: '34', phoneMask: 'XXX XX XX XX' },
    { dialCode: '41', phoneMask: 'XX XXX XX XX' },
    { dialCode: '61', phoneMask: 'X XXXX XXXX' },
  ];

  it.each(COUNTRIES.map((country) => [country.dialCode, country] as const))(
    '+%s: the example is a mobile of the country, its digits as many as the message says',
    (_dial, country) => {
      const advice = phoneAdvice(country, phoneDigitCounts(country));
      expect(advice.example).toBe(PHONE_EXAMPLES[country.dialCode]);
      expect(advice.example).not.toContain('X');
      expect(normalizeShopperPhone(advice.example, country).valid).toBe(true);
      expect(normalizeMobilePhone(advice.example, country).valid).toBe(true);
      expect(advice.example.replace(/\D/g, '')).toHaveLength(advice.digits);
    },
  );

  it.each([
    // The written number has the trunk 0 the check drops: 07700 900123 has 11 digits.
    ['US', US, { digits: 10, example: '(201) 555-0123' }],
    ['UK', GB, { digits: 11, example: '07700 900123' }],
    // German mobiles have 10 or 11 digits after the 0 (0170 1234567, 0151 23456789): both are said, never 11 alone.
    ['Germany', DE, { digits: 12, fewer: 11, example: '0151 23456789' }],
    ['France', FR, { digits: 10, example: '06 12 34 56 78' }],
    ['Japan', JP, { digits: 11, example: '090-1234-5678' }],
    ['Italy, which keeps its leading digit', IT, { digits: 10, example: '312 345 6789' }],
  ] as const)('%s', (_name, country, expected) => {
    expect(phoneAdvice(country, phoneDigitCounts(country))).toEqual(expected);
  });

  it('fills the mask with digits for a country without an example', () => {
    expect(phoneAdvice({ dialCode: '999', phoneMask: 'XXX XXX' }, [6])).toEqual({ digits: 6, example: '201 555' });
  });
});

describe('numbers as written', () => {
  // The masks count digits; nobody writes "555 - 0100" (language reviewer F3-7).
  it.each([
    ['1', '(XXX) XXX - XXXX', '4155550100', '(415) 555-0100', '+1 415-555-0100'],
    ['44', 'XXXX - XXX - XXX', '7700900123', '07700 900123', '+44 7700 900123'],
    ['49', 'XXX - XXXXXXXX', '15112345678', '0151 12345678', '+49 151 12345678'],
    ['49', 'XXX - XXXXXXXX', '1711234567', '0171 1234567', '+49 171 1234567'],
    ['33', 'X XX XX XX XX', '612345678', '06 12 34 56 78', '+33 6 12 34 56 78'],
    ['81', 'XX - XXXX - XXXX', '9012345678', '090-1234-5678', '+81 90-1234-5678'],
    ['353', 'XX XXX XXXX', '851234567', '085 123 4567', '+353 85 123 4567'],
  ])('+%s', (dialCode, phoneMask, national, written, international) => {
    const country = { dialCode, phoneMask };
    expect(formatNationalPhone(national, country)).toBe(written);
    expect(formatInternationalPhone(national, country)).toBe(international);
    expect(written).not.toMatch(/ - /);
  });

  it('gives a real example for a hint, never the mask', () => {
    expect(phoneExampleFor({ dialCode: '44', phoneMask: 'XXXX - XXX - XXX' })).toBe('07700 900123');
    expect(phoneExampleFor({ dialCode: '1' })).toBe('(201) 555-0123');
  });
});
