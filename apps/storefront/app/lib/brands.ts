import type { Brand } from '@outsole/contracts/reference';

/** How each brand names itself; the brand comes from the host name (BRAND_HOSTS). */
export const BRAND_NAMES: Record<Brand, string> = {
  stride: 'Stride',
  kestrel: 'Kestrel',
};
