import { lazy, Suspense } from 'react';

import { useHydrated, useOpenedOnce } from '#app/components/ui/hash-dialog.tsx';
import { lazyPart } from '#app/components/ui/lazy-part.tsx';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useWarmUp } from '#app/lib/browser/warm-up.ts';
import type { SizeGuideDialogProps } from './size-guide-dialog.tsx';
import { SIZE_GUIDE_HASH } from './size-guide-hash.ts';

const loadSizeGuide = () => import('./size-guide-dialog.tsx');
const SizeGuideDialog = lazy(() => loadSizeGuide().then((module) => ({ default: module.SizeGuideDialog })));
/**
 * The tables for readers without JavaScript are only ever rendered by the server: in the browser a `<noscript>`'s
 * content is not rendered (nor hydrated), so their code and the size data are not in the page's JavaScript.
 */
const SizeGuideTables = lazyPart(() => import('./size-guide-tables.tsx').then((module) => module.SizeGuideTables));

/**
 * The size guide on every page, loaded when a `#modal-size-guide` link first opens it: nothing of it (its form,
 * radio group and dialog frame) is in the first view's JavaScript. Once opened it stays mounted, so it closes with
 * its transition and keeps what was entered. Without JavaScript the links lead to the guide as tables instead, an
 * ordinary section of the page (in <noscript>) shown while the URL's hash targets it.
 */
export function SizeGuide(props: SizeGuideDialogProps) {
  const hydrated = useHydrated();
  const { isOpen } = useHashDialog(SIZE_GUIDE_HASH);
  useWarmUp(SIZE_GUIDE_HASH, loadSizeGuide);
  const opened = useOpenedOnce(isOpen);
  // In <noscript>: a browser running scripts never shows it, so a link followed before hydration does not jump to a
  // section that hydration then takes away (the dialog opens from the hash, and gives the focus back to the link).
  if (!hydrated)
    return (
      <noscript>
        <SizeGuideTables system={props.system} fit={props.fit} />
      </noscript>
    );
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SizeGuideDialog {...props} />
    </Suspense>
  );
}
