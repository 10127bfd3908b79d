import type { NamedLines } from '@outsole/contracts/auth';
import { MAX_CART_LINES, MAX_SAVED_ITEMS, MERGE_NAMED_LINES } from '@outsole/contracts/cart.values';
import { useEffect, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { CloseIcon, InfoIcon } from '#app/components/ui/icons.tsx';
import { formatList } from '#app/lib/i18n/intl-formatters.ts';
import { useT, type Translate } from '#app/lib/i18n/use-t.ts';
import type { MergeNotice } from '#app/lib/session/session-summary.ts';
import { cartPath } from '#app/features/cart/cart-types.ts';
import { sessionActionPath, type AuthFormResult } from './auth-types.ts';
import { Link } from '#app/components/ui/link.tsx';

/**
 * Some lines by their products' names, as the language lists them: all when the api named them all ("Lumen 4 and
 * Strata 8 Socks"), else the first few and how many more ("Lumen 4, Strata 8 Socks, and 3 more"). Null without a
 * name to say (the sentence then gives the count).
 */
function listed(lines: NamedLines | undefined, t: Translate, locale: string): string | null {
  if (!lines || lines.count === 0 || lines.names.length === 0) return null;
  if (lines.names.length >= lines.count) return formatList(locale, lines.names.slice(0, lines.count));
  const shown = lines.names.slice(0, MERGE_NAMED_LINES - 1);
  return formatList(locale, [...shown, t('auth.merged.more', { count: lines.count - shown.length })]);
}

/** What the merge changed in the cart of this visit (findings-1 F14, decision 0017 addenda): never a silent change. */
function changeSentences(notice: MergeNotice, t: Translate, locale: string): string[] {
  const { named, changes } = notice;
  // Gift cards held to the gift card limits (decision 0018 addendum): some of this visit's cards did not come over.
  const giftCards = changes?.giftCardsCapped
    ? [t('auth.merged.giftCardsCapped', { count: changes.giftCardsCapped })]
    : [];
  if (!named) {
    return [
      ...(changes && changes.raised > 0 ? [t('auth.merged.raised', { count: changes.raised })] : []),
      ...(changes?.methodKept ? [t('auth.merged.methodKept')] : []),
      ...giftCards,
    ];
  }
  const raised = listed(named.raised, t, locale);
  const capped = listed(named.capped, t, locale);
  return [
    ...(raised
      ? [t('auth.merged.raisedNamed', { count: named.raised.count, items: raised })]
      : named.raised.count > 0
        ? [t('auth.merged.raised', { count: named.raised.count })]
        : []),
    ...(capped ? [t('auth.merged.capped', { count: named.capped.count, items: capped })] : []),
    ...(changes?.methodKept
      ? [named.method ? t('auth.merged.methodKeptNamed', { method: named.method }) : t('auth.merged.methodKept')]
      : []),
    ...giftCards,
  ];
}

/**
 * What the saved cart added to this visit's (findings-2 #4): said only when it added something. A notice that names
 * the lines and names none added (the account had no cart and took this one over as it was, or its lines were all
 * this cart's, raised, said after) has no items "from your previous visit" to tell of. Without names (an api or a
 * cookie from before) a merged cart is told as before.
 */
function addedSentences(notice: MergeNotice, t: Translate, locale: string): string[] {
  if (!notice.cart) return [];
  if (!notice.named) return [t('auth.merged.message')];
  if (notice.named.added.count === 0) return [];
  const added = listed(notice.named.added, t, locale);
  return [added ? t('auth.merged.messageNamed', { items: added }) : t('auth.merged.message')];
}

/** The notice's sentences, as shown and as said: none, no notice. */
function sentences(notice: MergeNotice, t: Translate, locale: string): string[] {
  return [
    ...addedSentences(notice, t, locale),
    ...changeSentences(notice, t, locale),
    ...(notice.leftOut.cart > 0
      ? [t('auth.merged.cartFull', { count: notice.leftOut.cart, max: MAX_CART_LINES })]
      : []),
    ...(notice.leftOut.saveForLater > 0
      ? [t('auth.merged.savedFull', { count: notice.leftOut.saveForLater, max: MAX_SAVED_ITEMS })]
      : []),
  ];
}

/**
 * The notice belongs to the page it came with, as a flash (merge-notice.server.ts): the page a sign-in leads to, or
 * the one where the sign-in dialog was used. Following a link inside the app leaves it behind, as a page loaded
 * without JavaScript (its cookie is gone) would; a new notice (another sign-in) shows where the shopper is then.
 */
export function useNoticeOfThisPage(notice: MergeNotice | undefined, pathname: string): MergeNotice | null {
  const [page, setPage] = useState({ notice, pathname });
  if (page.notice !== notice) setPage({ notice, pathname });
  if (!notice) return null;
  return page.notice !== notice || page.pathname === pathname ? notice : null;
}

/**
 * spec §4: "A merged-cart notice is dismissible." Shown under the header on the page a sign-in that merged the
 * guest's cart into the account's leads to (and says how many guest lines or saved items a full cart or list left
 * out), until the shopper dismisses it (`intent=dismiss-merge-notice`: a fetcher with JavaScript, which hides it at
 * once; a plain post without) or moves on. A screen reader hears it through a live region that is in every page,
 * empty, before the notice is put in (a live region that arrives with its text is often not read out).
 */
export function MergedCartNotice({
  notice,
  locale,
  redirectTo,
}: {
  notice: MergeNotice | undefined;
  locale: string;
  redirectTo: string;
}) {
  const t = useT();
  const fetcher = useFetcher<AuthFormResult>({ key: 'auth-merge-notice' });
  const { pathname } = useLocation();
  const ofThisPage = useNoticeOfThisPage(notice, pathname);
  // Hidden as soon as it is dismissed; back only if the dismissal failed.
  const hidden = fetcher.state !== 'idle' || fetcher.data?.ok === true;
  const told = hidden || !ofThisPage ? [] : sentences(ofThisPage, t, locale);
  // Nothing to tell (a notice that names no change): no notice, rather than a banner with only its link.
  const shown = told.length > 0 ? ofThisPage : null;
  const said = told.join(' ');
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    // A moment after the region is in place (the page's first render, or the notice arriving after the dialog's
    // sign-in), so that the text is a change a screen reader reads out.
    const timer = setTimeout(() => setSpoken(said), 150);
    return () => clearTimeout(timer);
  }, [said]);

  return (
    <>
      <p role="status" aria-atomic="true" className="sr-only" data-merge-notice-announcer="">
        {spoken}
      </p>
      {shown ? (
        // A landmark of its own, so that it is found in the page's outline (the live region above does the telling).
        <section
          aria-label={t('auth.merged.region')}
          className="border-b border-stone-200 bg-sky-200"
          data-merge-notice=""
        >
          <div className="mx-auto flex max-w-[88rem] items-center gap-3 px-3 py-2 sm:px-6 lg:px-10">
            <InfoIcon className="size-5 shrink-0" />
            <p className="flex-1 text-sm font-medium">
              {told.map((sentence) => (
                <span key={sentence}>{sentence} </span>
              ))}
              {/* Not on the cart page itself: the link would only load it again. */}
              {pathname.replace(/\/$/, '') === cartPath(locale) ? null : (
                <Link to={cartPath(locale)} className="font-semibold underline underline-offset-4">
                  {t('auth.merged.view')}
                </Link>
              )}
            </p>
            <fetcher.Form
              method="post"
              action={sessionActionPath(locale)}
              // The button goes with the notice: focus moves on to the page rather than being lost.
              onSubmit={() => document.getElementById('main')?.focus()}
            >
              <input type="hidden" name="intent" value="dismiss-merge-notice" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button
                type="submit"
                aria-label={t('auth.merged.dismiss')}
                className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'size-11 px-0' })}
              >
                <CloseIcon className="size-5" />
              </button>
            </fetcher.Form>
          </div>
        </section>
      ) : null}
    </>
  );
}
