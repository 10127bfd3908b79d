import type { Colourway } from '@outsole/contracts/products';
import { lazy, Suspense, useRef, useState } from 'react';

import { cx } from '#app/components/ui/cx.ts';
import { useWarmUp } from '#app/lib/browser/warm-up.ts';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { ZoomInIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/** The enlarged view and its dialog frame (React Aria) load when the shopper first asks for it, or is about to. */
const loadZoom = () => import('./image-zoom-dialog.tsx');
const ImageZoomDialog = lazy(() => loadZoom().then((module) => ({ default: module.ImageZoomDialog })));
const ZOOM_WARM_UP = 'image-zoom';

const zoomButton = cx(
  'absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-paper/90 text-ink shadow-sm hover:bg-paper',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

/**
 * The colourway's views: a track of large images, one in view at a time, that a finger swipes (CSS scroll snapping:
 * it works before hydration and without JavaScript) and the keyboard scrolls once it has focus; under it a row of
 * thumbnail buttons (aria-pressed) that bring their view in. Scrolling the track presses the thumbnail of the view
 * that is in. Each image keeps its intrinsic size (no layout shift); only the first loads at once. Enlarge opens the
 * views on the whole screen (image-zoom-dialog.tsx); before hydration it is a link to the image itself. Keyed by
 * colour by its parent, so a new colourway starts at its first view.
 */
export function Gallery({ name, colour }: { name: string; colour: Colourway }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  // Each opening mounts the enlarged view afresh at the gallery's view; it stays mounted, closed, to animate out.
  const [zoom, setZoom] = useState<{ isOpen: boolean; opening: number; start: number } | null>(null);
  const hydrated = useHydrated();
  useWarmUp(ZOOM_WARM_UP, loadZoom);
  const track = useRef<HTMLUListElement>(null);
  // While the track glides to a chosen view, the views it passes are not "chosen".
  const headingFor = useRef<number | null>(null);
  const current = colour.images[index] ?? colour.images[0];
  if (!current) return null;
  const viewName = (view: string) => t('product.view', { view });

  const viewInTrack = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return 0;
    return Math.round(element.scrollLeft / element.clientWidth);
  };
  const onScroll = () => {
    const inView = viewInTrack();
    if (headingFor.current !== null) {
      if (inView !== headingFor.current) return;
      headingFor.current = null;
    }
    setIndex(inView);
  };
  // Where the track came to rest, however it got there (a swipe may cut a glide short).
  const onScrollEnd = () => {
    headingFor.current = null;
    setIndex(viewInTrack());
  };
  const show = (i: number) => {
    setIndex(i);
    const element = track.current;
    if (!element || viewInTrack() === i) return;
    headingFor.current = i;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: i * element.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
  };

  return (
    <section aria-label={t('product.gallery.label')} className="flex min-w-0 flex-col gap-3">
      <div className="relative">
        {/* Focusable so the arrow keys scroll it (a scrolling region must be reachable by keyboard). */}
        <ul
          ref={track}
          tabIndex={0}
          aria-label={t('product.gallery.views')}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          className={cx(
            'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-stone-100',
            '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        >
          {colour.images.map((image, i) => (
            <li key={image.view} className="w-full shrink-0 snap-center snap-always">
              <img
                src={image.url}
                width={image.width}
                height={image.height}
                alt={t('product.gallery.alt', { name, colour: colour.name, view: viewName(image.view) })}
                fetchPriority={i === 0 ? 'high' : undefined}
                loading={i === 0 ? undefined : 'lazy'}
                decoding="async"
                className="aspect-square h-auto w-full object-contain"
              />
            </li>
          ))}
        </ul>
        {hydrated ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t('product.zoom.open')}
            data-warm-up={ZOOM_WARM_UP}
            onClick={() => setZoom({ isOpen: true, opening: (zoom?.opening ?? 0) + 1, start: index })}
            className={zoomButton}
          >
            <ZoomInIcon className="size-6" />
          </button>
        ) : (
          <a href={current.url} aria-label={t('product.zoom.open')} className={zoomButton}>
            <ZoomInIcon className="size-6" />
          </a>
        )}
      </div>
      {zoom ? (
        <Suspense fallback={null}>
          <ImageZoomDialog
            key={zoom.opening}
            name={name}
            colour={colour}
            start={zoom.start}
            isOpen={zoom.isOpen}
            onClose={(last) => {
              setZoom({ ...zoom, isOpen: false });
              show(last);
            }}
          />
        </Suspense>
      ) : null}
      <ul className="grid grid-cols-4 gap-2 sm:gap-3">
        {colour.images.map((image, i) => (
          <li key={image.view}>
            <button
              type="button"
              aria-pressed={i === index}
              aria-label={t('product.gallery.show', { view: viewName(image.view) })}
              onClick={() => show(i)}
              className={cx(
                'block w-full overflow-hidden rounded-xl border-2 bg-stone-100 transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                // Forced colours repaint every border alike: the pressed one is then a thick Highlight frame.
                i === index
                  ? 'border-ink forced-colors:border-4 forced-colors:border-[Highlight]'
                  : 'border-transparent hover:border-stone-500 forced-colors:border-[GrayText]',
              )}
            >
              <img
                src={image.url}
                width={image.width}
                height={image.height}
                alt=""
                decoding="async"
                className="aspect-square h-auto w-full"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
