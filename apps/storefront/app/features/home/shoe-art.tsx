import { cx } from '#app/components/ui/cx.ts';

export interface ShoeArtProps {
  className?: string;
  /** Tailwind fill classes for the parts, so one drawing serves every colourway. */
  upper?: string;
  midsole?: string;
  outsole?: string;
  accent?: string;
}

/** A running shoe in profile, toe to the right, drawn for a 400×220 box. Decorative unless labelled by its parent. */
export function ShoeArt({
  className,
  upper = 'fill-paper',
  midsole = 'fill-stone-200',
  outsole = 'fill-ink',
  accent = 'fill-accent',
}: ShoeArtProps) {
  return (
    <svg viewBox="0 0 400 220" className={cx('overflow-visible', className)} aria-hidden="true" focusable="false">
      {/* outsole with tread */}
      <path
        className={outsole}
        d="M34 168c2 14 14 22 32 22l292-8c18-1 30-9 32-22l-6-2c-4 10-14 15-28 16l-288 8c-14 0-24-6-28-16z"
      />
      {/* midsole: thick under the heel, thinner and rocked up at the toe */}
      <path
        className={midsole}
        d="M30 160c-2-18 8-30 30-32l246-6c30-1 56 6 74 18 10 7 12 17 4 24-6 6-16 9-28 10l-290 10c-20 1-34-8-36-24z"
      />
      {/* upper */}
      <path
        className={upper}
        d="M60 130c-8-22-8-50 6-70 8-12 22-16 34-8 12 9 26 14 42 12l52-18c12-4 22 0 30 8l28 30c26 22 66 32 104 44 14 4 22 10 22 18l-2 6-316 8z"
      />
      {/* heel counter and brand stripe */}
      <path className={accent} d="M62 128c-6-20-6-44 4-62l22 8c-8 18-8 36-2 54z" />
      <path className={accent} d="M104 126c40-10 86-30 128-62l16 16c-40 30-80 46-118 54z" />
      {/* laces */}
      <g className={outsole}>
        <rect x="176" y="66" width="26" height="5" rx="2.5" transform="rotate(-22 189 68)" />
        <rect x="196" y="78" width="26" height="5" rx="2.5" transform="rotate(-30 209 80)" />
        <rect x="216" y="92" width="26" height="5" rx="2.5" transform="rotate(-38 229 94)" />
      </g>
      {/* pull tab */}
      <path className={outsole} d="M70 58c2-10 8-16 16-16l4 14c-6 0-12 2-14 8z" />
    </svg>
  );
}
