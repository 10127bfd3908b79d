/** ISO 4217 currencies the sites and countries use; exponent is the number of minor-unit digits. */
export const CURRENCIES = [
  { code: 'USD', exponent: 2, symbol: '$' },
  { code: 'CAD', exponent: 2, symbol: 'CA$' },
  { code: 'MXN', exponent: 2, symbol: 'MX$' },
  { code: 'GBP', exponent: 2, symbol: '£' },
  { code: 'EUR', exponent: 2, symbol: '€' },
  { code: 'CHF', exponent: 2, symbol: 'CHF' },
  { code: 'JPY', exponent: 0, symbol: '¥' },
  { code: 'AUD', exponent: 2, symbol: 'A$' },
] as const;
