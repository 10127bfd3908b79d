import { NORTH_AMERICA_MASK } from '@outsole/contracts/phone';

export interface CountrySeed {
  code: string;
  dialCode: string;
  /** null means the region default (contracts/phone.ts). Set where the national number has another length. */
  phoneMask: string | null;
  currency: string;
  name: string;
}

/**
 * Countries the sites ship to. Masks count the digits of the national number without its trunk prefix
 * (the 0 of UK, German or French numbers), which is what normalizePhone compares against.
 */
export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'US', dialCode: '1', phoneMask: NORTH_AMERICA_MASK, currency: 'USD', name: 'United States' },
  { code: 'CA', dialCode: '1', phoneMask: NORTH_AMERICA_MASK, currency: 'CAD', name: 'Canada' },
  { code: 'MX', dialCode: '52', phoneMask: null, currency: 'MXN', name: 'Mexico' },
  { code: 'GB', dialCode: '44', phoneMask: 'XXXX - XXX - XXX', currency: 'GBP', name: 'United Kingdom' },
  { code: 'IE', dialCode: '353', phoneMask: 'XX XXX XXXX', currency: 'EUR', name: 'Ireland' },
  { code: 'DE', dialCode: '49', phoneMask: 'XXX - XXXXXXXX', currency: 'EUR', name: 'Germany' },
  { code: 'FR', dialCode: '33', phoneMask: 'X XX XX XX XX', currency: 'EUR', name: 'France' },
  { code: 'NL', dialCode: '31', phoneMask: 'X XX XX XX XX', currency: 'EUR', name: 'Netherlands' },
  { code: 'ES', dialCode: '34', phoneMask: 'XXX XX XX XX', currency: 'EUR', name: 'Spain' },
  { code: 'IT', dialCode: '39', phoneMask: null, currency: 'EUR', name: 'Italy' },
  { code: 'CH', dialCode: '41', phoneMask: 'XX XXX XX XX', currency: 'CHF', name: 'Switzerland' },
  { code: 'JP', dialCode: '81', phoneMask: 'XX - XXXX - XXXX', currency: 'JPY', name: 'Japan' },
  { code: 'AU', dialCode: '61', phoneMask: 'X XXXX XXXX', currency: 'AUD', name: 'Australia' },
];
