import type { ComponentType, SVGProps } from 'react';

import { useFormatMoney } from '#app/components/ui/money.tsx';
import { LeafIcon, ReturnIcon, RulerIcon, TruckIcon } from '#app/components/ui/icons.tsx';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { Brand } from '@outsole/contracts/reference';

const PROPS: Array<{ icon: ComponentType<SVGProps<SVGSVGElement>>; title: MessageKey; body: MessageKey }> = [
  { icon: TruckIcon, title: 'home.values.delivery.title', body: 'home.values.delivery.body' },
  { icon: ReturnIcon, title: 'home.values.returns.title', body: 'home.values.returns.body' },
  { icon: RulerIcon, title: 'home.values.fit.title', body: 'home.values.fit.body' },
  { icon: LeafIcon, title: 'home.values.planet.title', body: 'home.values.planet.body' },
];

/**
 * Why shop here; the title and the returns promise are the brand's own words (`brandId`). The delivery promise names
 * a store near you only where the site takes pickup orders (`allowPickupOrder`), else the collection point every site
 * offers (findings-1 F7: Kestrel, de-DE and ja-JP promised a store nobody could choose in the cart).
 */
export function ValueProps({
  brand,
  brandName,
  freeDelivery,
  pickup,
}: {
  brand: Brand;
  brandName: string;
  freeDelivery: { amount: number; currency: string } | null;
  /** The site takes store pickup and ship-to-store orders. */
  pickup: boolean;
}) {
  const t = useT();
  const formatMoney = useFormatMoney();
  // In prose a whole amount has no zero decimals: "over $75", "ab 60 €" (t3 F3-13).
  const threshold = freeDelivery ? formatMoney(freeDelivery, undefined, { prose: true }) : '';
  const shown = freeDelivery ? PROPS : PROPS.slice(1);
  return (
    <section aria-labelledby="values-title" className="border-y border-stone-200 bg-stone-50">
      <div className="mx-auto max-w-[88rem] px-4 py-16 sm:px-6 md:py-20 lg:px-10">
        <h2 id="values-title" className="font-display text-2xl font-extrabold tracking-tight">
          {t('home.values.title', { brand: brandName, brandId: brand })}
        </h2>
        <ul className="mt-8 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {shown.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex flex-col gap-3">
              <span className="grid size-12 place-items-center rounded-2xl bg-ink text-accent">
                <Icon className="size-6" />
              </span>
              <h3 className="font-display text-lg font-bold">{t(title)}</h3>
              <p className="leading-relaxed text-muted">
                {t(body, { threshold, brandId: brand, stores: pickup ? 'yes' : 'no' })}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
