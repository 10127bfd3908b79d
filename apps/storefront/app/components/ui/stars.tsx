import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/**
 * A rating as five stars with its text for screen readers ("Rated 4.3 out of 5 stars"); the stars themselves are
 * decoration. Partial stars are a clipped overlay, so 4.3 reads as four and a third. `decorative` leaves the text
 * to the caller (a product tile says rating and review count in one sentence) and hides the stars altogether.
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
  const box = size === 'lg' ? 'size-7' : size === 'sm' ? 'size-4' : 'size-5';
  const label = decorative
    ? undefined
    : t('product.reviews.starsLabel', { rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }) });
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative ? true : undefined}
      className="inline-flex items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, rating - star + 1));
        return (
          <span key={star} aria-hidden="true" className={`relative inline-block ${box}`}>
            <StarShape className="absolute inset-0 text-stone-300" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarShape className={`${box} text-ink`} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

export function StarShape({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" focusable="false">
      <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
    </svg>
  );
}
