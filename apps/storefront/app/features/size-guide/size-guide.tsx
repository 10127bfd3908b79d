import { lazy, Suspense } from 'react';

import { useOpenedOnce } from '#app/components/ui/hash-dialog.tsx';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useWarmUp } from '#app/lib/browser/warm-up.ts';
import type { SizeGuideDialogProps } from './size-guide-dialog.tsx';
import { SIZE_GUIDE_HASH } from './size-guide-hash.ts';

const loadSizeGuide = () => import('./size-guide-dialog.tsx');
const SizeGuideDialog = lazy(() => loadSizeGuide().then((module) => ({ default: module.SizeGuideDialog })));

/**
 * The size guide on every page, loaded when a `#modal-size-guide` link first opens it: nothing of it (its form,
 * radio group and dialog frame) is in the first view's JavaScript. Once opened it stays mounted, so it closes with
 * its transition and keeps what was entered.
 */
export function SizeGuide(props: SizeGuideDialogProps) {
  const { isOpen } = useHashDialog(SIZE_GUIDE_HASH);
  useWarmUp(SIZE_GUIDE_HASH, loadSizeGuide);
  if (!useOpenedOnce(isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <SizeGuideDialog {...props} />
    </Suspense>
  );
}
