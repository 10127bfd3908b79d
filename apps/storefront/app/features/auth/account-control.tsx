import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

import { cx } from '#app/components/ui/cx.ts';
import { UserIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { usePageLocation } from '#app/lib/url/page-location.ts';
import { AUTH_HASHES } from './auth-hashes.ts';
import { sessionActionPath, type AuthSession } from './auth-types.ts';
import { Link } from '#app/components/ui/link.tsx';

const iconButton =
  'relative grid size-10 min-[375px]:size-11 cursor-pointer place-items-center rounded-full text-ink hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus';
const menuItem =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left font-medium hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus';

/**
 * The header's account control. Signed out: a link that opens the sign-in dialog (`#modal-sign-in`). Signed in: a
 * native <details> disclosure (keyboard-operable before hydration; Escape, a click outside and focus leaving it close
 * it) with the account page, the employee terms while
 * they wait to be accepted, and sign-out, a plain document post: signing out reloads the page with a new guest
 * session and the signed-out toast (spec §4).
 *
 * While a signed-out state may not be the shopper's (`known` false: a page the page cache may serve to a signed-in
 * shopper, docs/decisions/0025), both are rendered, the menu without the shopper's name, and app.css shows the one
 * the page's mark asks for (`data-account-form`): a signed-in shopper has their menu before the page hydrates and
 * without JavaScript.
 */
export function AccountControl({
  locale,
  session,
  known = true,
}: {
  locale: string;
  session: AuthSession;
  known?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const { search: pageSearch } = usePageLocation();
  const menu = useRef<HTMLDetailsElement>(null);

  // Close the menu when the shopper navigates, but not when the page hydrates: a menu opened before the scripts
  // arrived stays open.
  const where = `${location.pathname}${location.hash}`;
  const shownAt = useRef(where);
  useEffect(() => {
    if (shownAt.current === where) return;
    shownAt.current = where;
    menu.current?.removeAttribute('open');
  }, [where]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };

  // Keyboard focus that moves on past the menu (Tab beyond sign-out, Shift+Tab before the button) closes it, as a click
  // outside does: an open panel would cover the page where focus now is. Without JavaScript it stays a plain
  // <details> that the button closes.
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget;
    // Focus that leaves for somewhere on the page (not to nowhere: a click on the panel's own padding).
    if (next instanceof Node && !event.currentTarget.contains(next)) event.currentTarget.open = false;
  };

  // Both in the same places whichever shows: one that stays is kept as it is (focus, an open menu) when the
  // account state becomes known.
  const bothForms = !session.signedIn && !known;
  const signInLink = (
    <a
      href={`#${AUTH_HASHES.signIn}`}
      aria-label={t('auth.header.signIn')}
      className={iconButton}
      data-account-control
      data-account-form={bothForms ? 'signed-out' : undefined}
    >
      <UserIcon className="size-6" />
    </a>
  );
  const accountMenu = (
    <details
      ref={menu}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-account-form={bothForms ? 'signed-in' : undefined}
    >
      <summary
        aria-label={t('auth.header.menu')}
        className={cx(iconButton, 'list-none [&::-webkit-details-marker]:hidden')}
        data-account-control
      >
        <UserIcon className="size-6" />
        {/* Signed in: a filled dot on the icon (the label says it in words). */}
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 size-2.5 rounded-full border-2 border-paper bg-success"
        />
      </summary>
      <div className="absolute top-full right-0 z-40 mt-2 w-64 rounded-2xl border border-stone-200 bg-paper p-2 shadow-xl">
        {session.firstName ? (
          <p className="px-3 pt-1 pb-2 text-sm text-muted">
            {/* By the family name and an honorific in Japanese (山田 様), the given name elsewhere. */}
            {t('auth.header.menuGreeting', {
              firstName: session.firstName,
              lastName: session.lastName ?? session.firstName,
            })}
          </p>
        ) : null}
        <ul className="flex flex-col">
          <li>
            <Link to={`/${locale}/account`} className={menuItem}>
              {t('auth.header.account')}
            </Link>
          </li>
          {session.needsEmployeeTerms ? (
            <li>
              <a href={`#${AUTH_HASHES.employeeTerms}`} className={menuItem}>
                {t('auth.header.employeeTerms')}
              </a>
            </li>
          ) : null}
        </ul>
        <form method="post" action={sessionActionPath(locale)} className="mt-1 border-t border-stone-200 pt-1">
          <input type="hidden" name="intent" value="sign-out" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${pageSearch}`} />
          <button type="submit" className={menuItem}>
            {t('auth.header.signOut')}
          </button>
        </form>
      </div>
    </details>
  );
  return (
    <>
      {session.signedIn ? null : signInLink}
      {session.signedIn || bothForms ? accountMenu : null}
    </>
  );
}
