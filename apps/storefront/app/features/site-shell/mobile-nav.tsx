import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

import { cx } from '#app/components/ui/cx.ts';
import { ArrowRightIcon, ChevronDownIcon, CloseIcon, MenuIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { isSaleDepartment, type NavCategory } from '#app/lib/catalog/category-tree.ts';
import { Link } from '#app/components/ui/link.tsx';

/**
 * Narrow-screen navigation (spec 001 §2.4 "a separate mobile accordion"): native <details> disclosures, so the
 * menu opens, nests and is keyboard-operable even before hydration. A top-level item with children expands to a
 * "shop all" link followed by its children; one without children is a plain link. Escape, route changes and the
 * focus going elsewhere (the search box, a Tab past the last link) close it: it covers the page below the header.
 */
export function MobileNav({ categories, className }: { categories: NavCategory[]; className?: string }) {
  const t = useT();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    menu.current?.removeAttribute('open');
  }, [pathname]);

  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget;
    // Focus that leaves for somewhere on the page (not to nowhere: a click on the menu's own padding).
    if (next instanceof Node && !event.currentTarget.contains(next)) event.currentTarget.open = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };

  return (
    <details ref={menu} className={cx('group/menu', className)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary
        className="grid size-10 cursor-pointer list-none min-[375px]:size-11 place-items-center rounded-full hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus [&::-webkit-details-marker]:hidden"
        aria-label={t('header.menu.open')}
      >
        <MenuIcon className="size-6 group-open/menu:hidden" />
        <CloseIcon className="hidden size-6 group-open/menu:block" />
      </summary>
      <nav
        aria-label={t('header.nav.label')}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-stone-200 bg-paper px-4 pt-2 pb-6 shadow-xl sm:px-6"
      >
        <ul className="divide-y divide-stone-200">
          {categories.map((category) => (
            <li key={category.id}>
              {category.children.length > 0 ? (
                <details className="group/item">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-2 font-display text-xl font-bold focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
                    <span className={isSaleDepartment(category) ? 'text-sale' : undefined}>{category.name}</span>
                    <ChevronDownIcon className="size-5 transition-transform group-open/item:rotate-180 motion-reduce:transition-none" />
                  </summary>
                  <ul className="pb-3">
                    <li>
                      <Link
                        to={category.href}
                        className="flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold underline decoration-2 underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
                      >
                        {t('header.nav.shopAll', { category: category.name })}
                        <ArrowRightIcon className="size-4" />
                      </Link>
                    </li>
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          to={child.href}
                          className="flex min-h-11 items-center rounded-lg px-4 text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link
                  to={category.href}
                  className="flex min-h-14 items-center rounded-lg px-2 font-display text-xl font-bold focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
                >
                  {category.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
