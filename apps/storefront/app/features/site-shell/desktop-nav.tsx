import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

import { cx } from '#app/components/ui/cx.ts';
import { ArrowRightIcon, ChevronDownIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { isSaleDepartment, type NavCategory } from '#app/lib/catalog/category-tree.ts';
import { Link } from '#app/components/ui/link.tsx';

const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 160;

/**
 * Wide-screen navigation (spec 001 §2.4): a top-level item links to its category and opens its panel on hover;
 * a separate small toggle button opens or closes the panel by keyboard; Escape closes it and returns focus to
 * the toggle; any route change closes it. Without JavaScript the top-level links still work.
 */
export function DesktopNav({ categories, className }: { categories: NavCategory[]; className?: string }) {
  const t = useT();
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();

  // The panel closes on any route change (spec 001 §2.4).
  const [closedFor, setClosedFor] = useState(pathname);
  if (closedFor !== pathname) {
    setClosedFor(pathname);
    setOpenId(null);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Escape dismisses an open panel wherever the focus is, also one opened by hover with the pointer still over
  // it (WCAG 2.2 SC 1.4.13, spec 001 §2.4). Escape inside the item is handled there first (focus back to its
  // toggle); this catches the rest (focus on the page, in the search box…) and leaves the focus where it is.
  useEffect(() => {
    if (openId === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      window.clearTimeout(timer.current);
      setOpenId(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openId]);

  const schedule = (next: string | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenId(next), delay);
  };

  return (
    <nav aria-label={t('header.nav.label')} className={className}>
      <ul className="flex items-center gap-1">
        {categories.map((category) => (
          <NavItem
            key={category.id}
            category={category}
            isOpen={openId === category.id}
            onToggle={() => {
              window.clearTimeout(timer.current);
              setOpenId((current) => (current === category.id ? null : category.id));
            }}
            onClose={() => {
              window.clearTimeout(timer.current);
              setOpenId(null);
            }}
            onHover={(hovering) => schedule(hovering ? category.id : null, hovering ? OPEN_DELAY_MS : CLOSE_DELAY_MS)}
          />
        ))}
      </ul>
    </nav>
  );
}

function NavItem({
  category,
  isOpen,
  onToggle,
  onClose,
  onHover,
}: {
  category: NavCategory;
  isOpen: boolean;
  onToggle: () => void;
  onClose: () => void;
  onHover: (hovering: boolean) => void;
}) {
  const t = useT();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasChildren = category.children.length > 0;
  const isSale = isSaleDepartment(category);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      onClose();
      toggleRef.current?.focus();
    }
  };

  return (
    <li
      className="flex items-center"
      onPointerEnter={(event) => event.pointerType === 'mouse' && hasChildren && onHover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hasChildren && onHover(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget)) onClose();
      }}
    >
      <Link
        to={category.href}
        className={cx(
          'relative rounded-full py-2 text-[0.95rem] font-semibold',
          'after:absolute after:bottom-1 after:left-3 after:h-0.5 after:origin-left after:scale-x-0 after:bg-current after:transition-transform',
          hasChildren ? 'pr-1 pl-3 after:right-1' : 'px-3 after:right-3',
          'hover:after:scale-x-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus motion-reduce:after:transition-none',
          isOpen && 'after:scale-x-100',
          isSale ? 'text-sale' : 'text-ink',
        )}
      >
        {category.name}
      </Link>
      {hasChildren ? (
        <>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isOpen}
            aria-controls={panelId}
            aria-label={t('header.nav.toggle', { category: category.name })}
            onClick={onToggle}
            className="grid size-8 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
          >
            <ChevronDownIcon
              className={cx('size-4 transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')}
            />
          </button>
          <div
            id={panelId}
            hidden={!isOpen}
            className="absolute inset-x-0 top-full border-t border-stone-200 bg-paper shadow-[0_24px_48px_-24px_rgb(17_18_19/0.35)]"
          >
            <div className="mx-auto grid max-w-[88rem] grid-cols-[minmax(12rem,1fr)_3fr] gap-10 px-10 py-10">
              <div>
                <p className="font-display text-3xl font-extrabold tracking-tight font-stretch-112%">{category.name}</p>
                <Link
                  to={category.href}
                  className="group mt-4 inline-flex items-center gap-2 font-semibold underline decoration-2 underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {t('header.nav.shopAll', { category: category.name })}
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
                </Link>
              </div>
              <ul className="grid grid-cols-3 gap-x-8 gap-y-1">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={child.href}
                      className="block rounded-lg px-3 py-2.5 text-lg font-medium text-ink hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </>
      ) : null}
    </li>
  );
}
