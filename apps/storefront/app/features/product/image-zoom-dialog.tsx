import type { Colourway } from '@outsole/contracts/products';
import { useEffect, useState } from 'react';

import { DialogFrame } from '#app/components/ui/dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

const arrowButton =
  'grid size-12 shrink-0 place-items-center rounded-full border-2 border-ink bg-paper hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The view `step` away from `index`, going round from the last to the first and back. */
const around = (index: number, step: number, count: number) => (index + step + count) % count;

/**
 * The colourway's views enlarged to the whole screen: one at a time, the previous and next buttons (and the arrow
 * keys) going round, "2 of 4" said as it changes. Loaded with its dialog frame on first opening (gallery.tsx); React
 * Aria traps focus, closes on Escape and gives focus back to the Enlarge button. `onClose` hands back the view last
 * shown, which the gallery then shows too.
 */
export function ImageZoomDialog({
  name,
  colour,
  start,
  isOpen,
  onClose,
}: {
  name: string;
  colour: Colourway;
  start: number;
  isOpen: boolean;
  onClose: (index: number) => void;
}) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const count = colour.images.length;
  const go = (step: number) => setIndex((current) => around(current, step, count));
  // The arrow keys go round wherever focus is in the dialog (React Aria first focuses the dialog itself).
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const step = event.key === 'ArrowLeft' ? -1 : 1;
      setIndex((current) => around(current, step, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count]);
  const image = colour.images[index] ?? colour.images[0];
  if (!image) return null;
  const viewName = (view: string) => t('product.view', { view });
  return (
    <DialogFrame
      layout="full"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose(index))}
      title={name}
    >
      <div className="flex h-full min-h-0 flex-col items-center gap-4">
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={t('product.gallery.alt', { name, colour: colour.name, view: viewName(image.view) })}
          className="min-h-0 w-full flex-1 object-contain"
        />
        {count > 1 ? (
          <div className="flex items-center gap-6">
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('product.zoom.previous')}
              className={arrowButton}
            >
              <ChevronLeftIcon className="size-6" />
            </button>
            <p aria-live="polite" className="min-w-16 text-center font-semibold tabular-nums">
              {t('product.zoom.position', { position: index + 1, count })}
            </p>
            <button type="button" onClick={() => go(1)} aria-label={t('product.zoom.next')} className={arrowButton}>
              <ChevronRightIcon className="size-6" />
            </button>
          </div>
        ) : null}
      </div>
    </DialogFrame>
  );
}
