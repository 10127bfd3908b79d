import type { RatingSummary as Summary } from '@outsole/contracts/reviews';
import { useLocation, useSearchParams } from 'react-router';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { Stars } from '#app/components/ui/stars.tsx';
import { reviewSearch } from './review-query.ts';
import { Link } from '#app/components/ui/link.tsx';

/** Average, count, a histogram whose rows filter the list by their rating (links: they work without JS), fit. */
export function RatingSummary({ summary, rating }: { summary: Summary; rating: number | null }) {
  const t = useT();
  const intl = useIntl();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const max = Math.max(1, ...summary.histogram.map((row) => row.count));
  const percent = (part: number, whole: number) =>
    intl.formatNumber(whole === 0 ? 0 : part / whole, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        {summary.average !== null ? (
          <p className="flex items-center gap-3">
            <span className="font-display text-5xl font-black" aria-hidden="true">
              {intl.formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <Stars rating={summary.average} size="lg" />
          </p>
        ) : null}
        <p className="text-muted">{t('product.reviews.count', { count: summary.count })}</p>
      </div>
      {summary.count > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold">{t('product.reviews.histogram')}</h3>
          <ul className="flex flex-col gap-1.5">
            {[...summary.histogram].reverse().map((row) => {
              const active = rating === row.rating;
              const search = reviewSearch(searchParams, { rating: active ? null : row.rating });
              return (
                <li key={row.rating}>
                  <Link
                    to={`${pathname}${search}#reviews`}
                    preventScrollReset
                    aria-current={active ? 'true' : undefined}
                    className={`relative grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 rounded-lg px-2 py-1 text-sm hover:bg-stone-100 ${active ? 'bg-stone-100 font-bold' : ''}`}
                  >
                    {/* The link's name is the sentence for screen readers; the row is what sighted shoppers read. */}
                    <span className="sr-only">
                      {t(active ? 'product.reviews.filterClear' : 'product.reviews.filterLink', {
                        rating: row.rating,
                        count: row.count,
                      })}
                    </span>
                    <span aria-hidden="true">{t('product.reviews.stars', { rating: row.rating })}</span>
                    <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-stone-200">
                      <span
                        className="block h-full rounded-full bg-ink"
                        style={{ width: `${(row.count / max) * 100}%` }}
                      />
                    </span>
                    <span aria-hidden="true" className="text-right tabular-nums">
                      {row.count}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {summary.fit.count > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold">{t('product.reviews.fit.heading')}</h3>
          <dl className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1 text-sm">
            {(
              [
                ['runs_small', summary.fit.runsSmall],
                ['true_to_size', summary.fit.trueToSize],
                ['runs_large', summary.fit.runsLarge],
              ] as const
            ).map(([fit, count]) => (
              <div key={fit} className="contents">
                <dt>{t('product.reviews.fit.value', { fit })}</dt>
                <dd className="tabular-nums">{percent(count, summary.fit.count)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
