import type { CSSProperties } from 'react';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

const SIZES = { sm: '1rem', md: '1.25rem', lg: '1.75rem' } as const;

/** How far from the left the five star tiles are filled: whole stars, then the part of the next star's shape. */
export function starFill(rating: number): number {
  const clamped = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(clamped);
  // A tile is 21.6 units wide, its star 20 (app.css `.stars`): the fraction fills the star, not the gap after it.
  return Math.round(((whole * 21.6 + (clamped - whole) * 20) / 108) * 1000) / 10;
}

/**
 * A rating as five stars with its text for screen readers ("Rated 4.3 out of 5 stars"); the stars themselves are
 * decoration, drawn by one element (app.css `.stars`) so that a page of tiles stays small. Partial stars fill
 * from the left, so 4.3 reads as four and a third. `decorative` leaves the text to the caller (a product tile says
 * rating and review count in one sentence) and hides the stars altogether.
 */
export function Stars({
  rating,
  size = 'md',
  decorative = false,
}: {
  rating: number;
  size?: 'sm' | 'md' | 'lg';
  decorative?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const label = decorative
    ? undefined
    : t('product.reviews.starsLabel', { rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }) });
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative ? true : undefined}
      className="stars"
      style={{ '--fill': `${starFill(rating)}%`, '--stars-size': SIZES[size] } as CSSProperties}
    />
  );
}

export function StarShape({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" focusable="false">
      <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
    </svg>
  );
}
