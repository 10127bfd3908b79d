import { describe, expect, it } from 'vitest';

import { addressLine } from './address-line.ts';

describe('addressLine', () => {
  it.each([
    [
      { addressLine1: '510 Broadway', city: 'New York', region: 'NY', postalCode: '10012', countryCode: 'US' },
      '510 Broadway, New York, NY 10012',
    ],
    [
      { addressLine1: '14 Long Acre', city: 'London', region: null, postalCode: 'WC2E 9LH', countryCode: 'GB' },
      '14 Long Acre, London WC2E 9LH',
    ],
    [
      { addressLine1: '渋谷区神南1-14-5', city: '東京都', region: '13', postalCode: '150-0041', countryCode: 'JP' },
      '〒150-0041 東京都渋谷区神南1-14-5',
    ],
    [
      { addressLine1: 'Rosenthaler Straße 40', city: 'Berlin', region: null, postalCode: '10178', countryCode: 'DE' },
      'Rosenthaler Straße 40, 10178 Berlin',
    ],
    [
      { addressLine1: '12 rue de Rivoli', city: 'Paris', region: null, postalCode: '75004', countryCode: 'FR' },
      '12 rue de Rivoli, 75004 Paris',
    ],
  ])('writes %o as its country does', (address, line) => {
    expect(addressLine(address)).toBe(line);
  });
});
