import { useFormatMoney } from '#app/components/ui/money.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { MoneyValue } from './shell-data.ts';

/** The thin bar above the header: the site's delivery threshold and the returns promise. */
export function PromoBar({ freeDelivery }: { freeDelivery: MoneyValue | null }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <aside aria-label={t('promo.label')} className="bg-ink text-paper">
      <p className="mx-auto flex max-w-[88rem] flex-wrap items-center justify-center gap-x-3 gap-y-0.5 px-4 py-2 text-center text-[0.8125rem] font-medium">
        {freeDelivery ? (
          <>
            <span>{t('promo.delivery', { threshold: formatMoney(freeDelivery, undefined, { prose: true }) })}</span>
            <span aria-hidden="true" className="hidden text-accent sm:inline">
              ●
            </span>
          </>
        ) : null}
        <span>{t('promo.returns')}</span>
      </p>
    </aside>
  );
}
