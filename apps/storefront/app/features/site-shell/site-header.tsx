import type { Brand } from '@outsole/contracts/reference';
import type { ReactNode } from 'react';

import { BagIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import type { NavCategory } from '#app/lib/catalog/category-tree.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { SearchForm } from './search-form.tsx';
import { Link } from '#app/components/ui/link.tsx';

export interface SiteHeaderProps {
  brand: Brand;
  locale: string;
  navigation: NavCategory[];
  /** The account control (sign-in link or account menu), composed in by the app shell (features/auth). */
  account: ReactNode;
  /** The cart link with its count and the mini cart (features/cart); a plain link to the cart page without it. */
  cart?: ReactNode;
}

const iconLink =
  'grid size-10 min-[375px]:size-11 place-items-center rounded-full text-ink hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus';

export function SiteHeader({ brand, locale, navigation, account, cart }: SiteHeaderProps) {
  const t = useT();
  return (
    // Opaque: its text (the red Sale link, muted hints) keeps its contrast over whatever scrolls beneath, the dark
    // footer included. Its height is the page's scroll padding (app.css --header-height). Sticky on a tall screen only
    // (app.css `tall`): at 400 % zoom or on a phone held sideways it scrolls away with the page (t3-F8); relative, so
    // it stays what its menus and suggestions are placed against.
    <header className="relative top-0 z-30 border-b border-stone-200 bg-paper tall:sticky">
      <div className="mx-auto max-w-[88rem] px-3 sm:px-6 lg:px-10">
        <div className="flex h-16 items-center gap-1 min-[375px]:gap-2 lg:h-20 lg:gap-6">
          {navigation.length > 0 ? <MobileNav categories={navigation} className="lg:hidden" /> : null}
          <Link
            to={`/${locale}`}
            aria-label={t('header.home', { brand: BRAND_NAMES[brand] })}
            className="rounded-lg p-1 text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <Logo brand={brand} />
          </Link>
          {navigation.length > 0 ? <DesktopNav categories={navigation} className="hidden lg:block" /> : null}
          <div className="ml-auto flex items-center min-[375px]:gap-1">
            <SearchForm locale={locale} className="mr-2 hidden w-72 xl:block 2xl:w-80" />
            {account}
            {cart ?? (
              <Link to={`/${locale}/cart`} aria-label={t('header.cart')} className={iconLink}>
                <BagIcon className="size-6" />
              </Link>
            )}
          </div>
        </div>
        <SearchForm locale={locale} className="pb-3 xl:hidden" />
      </div>
    </header>
  );
}
