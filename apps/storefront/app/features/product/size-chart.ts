import {
  convertShoeSize,
  SIZE_RUNS,
  SOCK_SIZE_CHART,
  type SizeSystem,
  type SockSize,
} from '@outsole/contracts/sizes.values';

import { KIDS_SIZES } from '#app/features/size-guide/size-conversion.ts';

export type SizeChart =
  | { kind: 'shoe'; kids: boolean; rows: Array<{ us: string; uk: string; eu: string; jp: string }> }
  | { kind: 'apparel'; rows: Array<{ size: string; chest: string; waist: string }> }
  | { kind: 'socks'; rows: readonly SockSize[] }
  | { kind: 'one-size' };

/** Body measurements (cm) per apparel size: the brands' common unisex chart. */
const APPAREL_CM: Record<string, [chest: string, waist: string]> = {
  XS: ['82–87', '66–71'],
  S: ['88–94', '72–78'],
  M: ['95–102', '79–86'],
  L: ['103–110', '87–94'],
  XL: ['111–118', '95–102'],
  XXL: ['119–126', '103–110'],
};

/**
 * The size chart of a product: every size of its run (kids' too) in US, UK, EU and JP (cm), or body measurements. Socks are in
 * the apparel system (S–L) but fit by shoe size, so their chart is the shoe sizes each sock size fits.
 */
export function sizeChartFor(system: SizeSystem, productType?: string): SizeChart {
  if (productType === 'socks') return { kind: 'socks', rows: SOCK_SIZE_CHART };
  if (system === 'shoe-men' || system === 'shoe-women') {
    return {
      kind: 'shoe',
      kids: false,
      rows: SIZE_RUNS[system].flatMap((us) => {
        const sizes = convertShoeSize(system, us);
        return sizes ? [sizes] : [];
      }),
    };
  }
  if (system === 'apparel') {
    return {
      kind: 'apparel',
      rows: SIZE_RUNS.apparel.map((size) => {
        const [chest, waist] = APPAREL_CM[size] ?? ['', ''];
        return { size, chest, waist };
      }),
    };
  }
  if (system === 'shoe-kids') {
    // The foot-size guide's kids' table (US label, UK, EU, the longest foot in cm as JP sizes are), so the two agree.
    return {
      kind: 'shoe',
      kids: true,
      rows: KIDS_SIZES.map((row) => ({ us: row.us, uk: String(row.uk), eu: String(row.eu), jp: row.jp.toFixed(1) })),
    };
  }
  return { kind: 'one-size' };
}
