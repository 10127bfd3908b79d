import type { SizeSystem } from '@outsole/contracts/sizes';

import { LazyHashDialog } from '#app/components/ui/hash-dialog.tsx';
import { lazyPart } from '#app/components/ui/lazy-part.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

import { SIZE_CHART_HASH } from './dialog-hashes.ts';

export { SIZE_CHART_HASH };

export interface SizeChartDialogProps {
  sizeSystem: SizeSystem;
  productType?: string | undefined;
  /** The site's country: its own shoe sizes (shoeSizesOf: UK, EU, JP cm, US) lead the chart. US when absent. */
  countryCode?: string | undefined;
}

/** The chart and its data load when the dialog first opens, or is about to (hash-dialog.tsx, LazyHashDialog). */
const Dialog = lazyPart(() => import('./size-chart-dialog.lazy.tsx').then((module) => module.SizeChartDialog));

/** The size chart of the product's type (size-chart-dialog.lazy.tsx). */
export function SizeChartDialog(props: SizeChartDialogProps) {
  const t = useT();
  return <LazyHashDialog name={SIZE_CHART_HASH} title={t('product.sizeChart.title')} dialog={Dialog} props={props} />;
}
