import type { ComponentProps } from 'react';

import { LazyHashDialog } from '#app/components/ui/hash-dialog.tsx';
import { lazyPart } from '#app/components/ui/lazy-part.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { REPORT_HASH } from '../dialog-hashes.ts';
import type { ReportDialog as Loaded } from './report-dialog.lazy.tsx';

export { REPORT_HASH };

/** Its form loads when the dialog first opens, or is about to (hash-dialog.tsx, LazyHashDialog). */
const Dialog = lazyPart(() => import('./report-dialog.lazy.tsx').then((module) => module.ReportDialog));

/** "Report a problem with this review" (report-dialog.lazy.tsx). */
export function ReportDialog(props: ComponentProps<typeof Loaded>) {
  const t = useT();
  return <LazyHashDialog name={REPORT_HASH} title={t('product.reviews.report.title')} dialog={Dialog} props={props} />;
}
