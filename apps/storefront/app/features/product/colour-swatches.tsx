import type { Colourway } from '@outsole/contracts/products';
import { useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { textAround, useT } from '#app/lib/i18n/use-t.ts';
import { Words } from '#app/lib/i18n/words.tsx';
import { Link } from '#app/components/ui/link.tsx';

export interface ColourSwatchesProps {
  colourways: Colourway[];
  selected: string;
  /** The link of each swatch: the page for that colour (crawlable, works without JavaScript). */
  hrefFor: (colourCode: string) => string;
}

/**
 * The swatch a key chooses from the one at `index` (of `count`), or null for a key the link keeps: the arrows move
 * the choice round the group, and Space and Enter check the focused one, as a radio button's keys do. A link's own
 * Space would scroll the page, and a screen reader's user, told "radio button, not checked", presses Space (t3
 * F3-12); Enter is taken too, so that both choose the same way (the page's URL replaced, the scroll kept).
 */
export function swatchKeyTarget(key: string, index: number, count: number): number | null {
  if (key === ' ' || key === 'Enter') return index;
  const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number>)[key];
  if (!step) return null;
  return (index + step + count) % count;
}

/**
 * Colour swatches as a radio group of links: each swatch is the crawlable URL of its colourway. Before hydration
 * every swatch is a plain tabbable link; after it, the group has one tab stop, arrow keys move the choice and Space
 * or Enter checks the focused swatch, like native radio buttons (swatchKeyTarget).
 */
export function ColourSwatches({ colourways, selected, hrefFor }: ColourSwatchesProps) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const group = useRef<HTMLDivElement>(null);
  const current = colourways.find((c) => c.colourCode === selected);
  // "Color: Mint/Tan", "Coloris : Violet/Blanc", "カラー：…": the language punctuates, the name is set apart.
  const colourLabel = textAround(t, 'product.colour.label', 'colour');

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = swatchKeyTarget(event.key, index, colourways.length);
    if (target === null) return;
    event.preventDefault();
    const next = colourways[target];
    if (!next) return;
    void navigate(hrefFor(next.colourCode), { replace: true, preventScrollReset: true });
    group.current?.querySelector<HTMLElement>(`[data-colour="${next.colourCode}"]`)?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <p id="colour-label" className="text-sm font-semibold">
        {colourLabel[0]}
        <span className="font-normal">{current ? <Words text={current.name} /> : null}</span>
        {colourLabel[1]}
      </p>
      <div ref={group} role="radiogroup" aria-labelledby="colour-label" className="flex flex-wrap gap-2">
        {colourways.map((colour, index) => {
          const isSelected = colour.colourCode === selected;
          return (
            <Link
              key={colour.colourCode}
              to={hrefFor(colour.colourCode)}
              replace
              preventScrollReset
              role="radio"
              aria-checked={isSelected}
              aria-label={colour.orderable ? colour.name : t('product.colour.soldOut', { colour: colour.name })}
              tabIndex={!hydrated || isSelected ? 0 : -1}
              data-colour={colour.colourCode}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cx(
                'relative block size-16 overflow-hidden rounded-xl border-2 bg-stone-100 transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                // Forced colours repaint every border alike: the chosen one is then a thick Highlight frame.
                isSelected
                  ? 'border-ink forced-colors:border-4 forced-colors:border-[Highlight]'
                  : 'border-stone-300 hover:border-stone-500 forced-colors:border-[GrayText]',
              )}
            >
              <img
                src={colour.images[0]?.url}
                width={colour.images[0]?.width}
                height={colour.images[0]?.height}
                alt=""
                decoding="async"
                className={cx('size-full', !colour.orderable && 'opacity-50')}
              />
              {colour.orderable ? null : (
                <span
                  aria-hidden="true"
                  className="absolute inset-0 bg-[linear-gradient(to_top_right,transparent_calc(50%-1px),var(--color-ink)_50%,transparent_calc(50%+1px))]"
                />
              )}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
