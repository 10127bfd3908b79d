import type { Brand } from '@outsole/contracts/reference';

import { cx } from '#app/components/ui/cx.ts';

/** The runner (Stride's running shoe) or the hiker (Kestrel's mid-cut hiking shoe). */
export type ShoeModel = 'runner' | 'hiker';

/** Each brand's own shoe: Stride is the running brand, Kestrel the hiking one. */
export const BRAND_SHOE: Record<Brand, ShoeModel> = { stride: 'runner', kestrel: 'hiker' };

export interface ShoeArtProps {
  className?: string;
  /** Which shoe; the runner unless said. */
  model?: ShoeModel;
  /** Tailwind fill classes for the parts, so one drawing serves every colourway. */
  upper?: string;
  midsole?: string;
  outsole?: string;
  accent?: string;
}

// The product images draw the same shoes (apps/api media/footwear-art.ts runnerSide, trailSide with `hiking`), so
// the home page and the products look alike; the hiker is the runner's last with lugs, overlays and a mid-cut collar.
const MIDSOLE =
  'M30 160c-2-18 8-30 30-32l246-6c30-1 56 6 74 18 10 7 12 17 4 24-6 6-16 9-28 10l-290 10c-20 1-34-8-36-24z';
const UPPER =
  'M60 130c-8-22-8-50 6-70 8-12 22-16 34-8 12 9 26 14 42 12l52-18c12-4 22 0 30 8l28 30c26 22 66 32 104 44 14 4 22 10 22 18l-2 6-316 8z';

/** The hiker's lugs under its outsole: blocks from heel to toe. */
const LUGS = Array.from({ length: 13 }, (_, index) => `M${44 + index * 27} 184h16l-2 11h-12z`).join('');

/**
 * A shoe in profile, toe to the right, drawn for a 400×220 box (the hiker's collar rises to y 28). Decorative unless
 * labelled by its parent.
 */
export function ShoeArt({
  className,
  model = 'runner',
  upper = 'fill-paper',
  midsole = 'fill-stone-200',
  outsole = 'fill-ink',
  accent = 'fill-accent',
}: ShoeArtProps) {
  return (
    <svg viewBox="0 0 400 220" className={cx('overflow-visible', className)} aria-hidden="true" focusable="false">
      {model === 'hiker' ? (
        <>
          {/* lugged outsole */}
          <path className={outsole} d={LUGS} />
          <path className={outsole} d="M34 170c0 10 10 18 30 18l298-8c16-1 26-8 28-18z" />
          <path className={midsole} d={MIDSOLE} />
          <path className={upper} d={UPPER} />
          {/* mudguard and toe cap */}
          <path
            className="fill-stone-600"
            d="M60 130l-2-22 90-4c40 0 70 8 110 12 50 6 90 18 118 32l-2 8zM304 128c30 4 58 10 72 22l-2 6-80 2c4-10 8-20 10-30z"
          />
          {/* webbing lace loops */}
          <path className={accent} d="M110 120l56-60 14 8-48 54zM150 122l56-52 14 8-48 46z" />
        </>
      ) : (
        <>
          {/* outsole with tread */}
          <path
            className={outsole}
            d="M34 168c2 14 14 22 32 22l292-8c18-1 30-9 32-22l-6-2c-4 10-14 15-28 16l-288 8c-14 0-24-6-28-16z"
          />
          {/* midsole: thick under the heel, thinner and rocked up at the toe */}
          <path className={midsole} d={MIDSOLE} />
          <path className={upper} d={UPPER} />
          {/* heel counter and brand stripe */}
          <path className={accent} d="M62 128c-6-20-6-44 4-62l22 8c-8 18-8 36-2 54z" />
          <path className={accent} d="M104 126c40-10 86-30 128-62l16 16c-40 30-80 46-118 54z" />
        </>
      )}
      {/* laces */}
      <g className={outsole}>
        <rect x="176" y="66" width="26" height="5" rx="2.5" transform="rotate(-22 189 68)" />
        <rect x="196" y="78" width="26" height="5" rx="2.5" transform="rotate(-30 209 80)" />
        <rect x="216" y="92" width="26" height="5" rx="2.5" transform="rotate(-38 229 94)" />
      </g>
      {model === 'hiker' ? (
        <>
          {/* mid-cut padded collar over the ankle, and its top */}
          <path className="fill-stone-700" d="M58 132c-8-36-6-74 6-100 20-8 46-6 64 4 4 22 10 40 26 60l-8 34z" />
          <path className={accent} d="M60 30c18-8 44-8 66 2l-2 10c-20-8-42-8-62-2z" />
        </>
      ) : (
        /* pull tab */
        <path className={outsole} d="M70 58c2-10 8-16 16-16l4 14c-6 0-12 2-14 8z" />
      )}
    </svg>
  );
}
