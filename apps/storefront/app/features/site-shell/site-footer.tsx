import type { Brand } from '@outsole/contracts/reference';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

import { cx } from '#app/components/ui/cx.ts';
import { CheckIcon, GlobeIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { usePageLocation } from '#app/lib/url/page-location.ts';
import type { NavCategory } from '#app/lib/catalog/category-tree.ts';
import { Logo } from './logo.tsx';
import type { RegionOption } from './shell-data.ts';
import { Link } from '#app/components/ui/link.tsx';

export interface SiteFooterProps {
  brand: Brand;
  locale: string;
  navigation: NavCategory[];
  regions: RegionOption[];
  site: { currency: string; countryName: string; countryCode: string } | null;
  year: number;
}

const linkClass =
  'rounded text-paper/80 hover:text-paper hover:underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function SiteFooter({ brand, locale, navigation, regions, site, year }: SiteFooterProps) {
  const t = useT();
  const brandName = BRAND_NAMES[brand];
  const { pathname, search } = usePageLocation();
  // The region switcher keeps the shopper on the same page in the new locale (not a campaign's parameters).
  const rest = pathname.replace(/^\/[^/]+/, '') + search;

  return (
    <footer aria-label={t('footer.label')} className="mt-auto bg-ink text-paper">
      <div className="mx-auto grid max-w-[88rem] gap-12 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr] lg:px-10 lg:py-20">
        <div className="max-w-sm">
          <Link
            to={`/${locale}`}
            className="inline-block rounded-lg text-paper focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
            aria-label={t('header.home', { brand: brandName })}
          >
            <Logo brand={brand} />
          </Link>
          <p className="mt-5 text-lg leading-snug text-paper/80">{t('footer.tagline', { brandId: brand })}</p>
        </div>

        <FooterColumn title={t('footer.shop')}>
          {navigation.map((category) => (
            <li key={category.id}>
              <Link to={category.href} className={linkClass}>
                {category.name}
              </Link>
            </li>
          ))}
          <li>
            <a href="#modal-size-guide" className={linkClass}>
              {t('footer.link.sizeGuide')}
            </a>
          </li>
          <li>
            <Link to={`/${locale}/gift-card-balance`} className={linkClass}>
              {t('footer.link.giftCardBalance')}
            </Link>
          </li>
        </FooterColumn>
      </div>

      <div className="border-t border-paper/15">
        <div className="mx-auto flex max-w-[88rem] flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-start lg:justify-between lg:px-10">
          <Form method="post" action={`/${locale}/region`} className="min-w-0">
            <input type="hidden" name="returnTo" value={rest} />
            <fieldset>
              <legend className="flex items-center gap-2 font-semibold">
                <GlobeIcon className="size-5" />
                {t('footer.region.heading')}
              </legend>
              {site ? (
                <p className="mt-1 text-sm text-paper/75">
                  {t('footer.region.current', {
                    country: site.countryName,
                    // The sentence around the name differs by country (fr: en France, au Japon, aux États-Unis).
                    countryCode: site.countryCode,
                    currency: site.currency,
                  })}
                </p>
              ) : null}
              <ul className="mt-4 flex flex-wrap gap-2">
                {regions.map((region) => (
                  <li key={region.locale}>
                    <button
                      type="submit"
                      name="locale"
                      value={region.locale}
                      lang={region.languageTag}
                      aria-current={region.current ? 'true' : undefined}
                      className={cx(
                        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium',
                        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
                        region.current
                          ? 'border-accent bg-accent text-on-accent'
                          : 'border-paper/30 text-paper hover:border-paper',
                      )}
                    >
                      {region.current ? <CheckIcon className="size-4" /> : null}
                      {region.label}
                    </button>
                  </li>
                ))}
              </ul>
            </fieldset>
          </Form>
          <p className="shrink-0 text-sm text-paper/70">
            {t('footer.copyright', { year: String(year), brand: brandName })}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-display text-sm font-bold tracking-[0.14em] text-paper/70 uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </div>
  );
}
