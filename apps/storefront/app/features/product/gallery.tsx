import type { Colourway } from '@outsole/contracts/products';
import { useState } from 'react';

import { cx } from '#app/components/ui/cx.ts';
import { useT } from '#app/lib/i18n/use-t.ts';

/**
 * The colourway's views: one large image with its intrinsic size (no layout shift) and a row of thumbnail
 * buttons (aria-pressed). Keyed by colour by its parent, so a new colourway starts at its first view.
 */
export function Gallery({ name, colour }: { name: string; colour: Colourway }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = colour.images[index] ?? colour.images[0];
  if (!current) return null;
  const viewName = (view: string) => t('product.view', { view });
  return (
    <section aria-label={t('product.gallery.label')} className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl bg-stone-100">
        <img
          src={current.url}
          width={current.width}
          height={current.height}
          alt={t('product.gallery.alt', { name, colour: colour.name, view: viewName(current.view) })}
          fetchPriority="high"
          decoding="async"
          className="aspect-square h-auto w-full object-contain"
        />
      </div>
      <ul className="grid grid-cols-4 gap-2 sm:gap-3">
        {colour.images.map((image, i) => (
          <li key={image.view}>
            <button
              type="button"
              aria-pressed={i === index}
              aria-label={t('product.gallery.show', { view: viewName(image.view) })}
              onClick={() => setIndex(i)}
              className={cx(
                'block w-full overflow-hidden rounded-xl border-2 bg-stone-100 transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                i === index ? 'border-ink' : 'border-transparent hover:border-stone-500',
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
