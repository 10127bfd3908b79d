import type { ComponentProps } from 'react';

import { LazyHashDialog } from '#app/components/ui/hash-dialog.tsx';
import { lazyPart } from '#app/components/ui/lazy-part.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { WRITE_REVIEW_HASH } from '../dialog-hashes.ts';
import type { WriteReviewDialog as Loaded } from './write-review-dialog.lazy.tsx';

export { WRITE_REVIEW_HASH };

/** Its form loads when the dialog first opens, or is about to (hash-dialog.tsx, LazyHashDialog). */
const Dialog = lazyPart(() => import('./write-review-dialog.lazy.tsx').then((module) => module.WriteReviewDialog));

/** "Write a review" (write-review-dialog.lazy.tsx). */
export function WriteReviewDialog(props: ComponentProps<typeof Loaded>) {
  const t = useT();
  return (
    <LazyHashDialog name={WRITE_REVIEW_HASH} title={t('product.reviews.write.title')} dialog={Dialog} props={props} />
  );
}
