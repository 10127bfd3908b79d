import { MAX_CART_LINES, MAX_SAVED_ITEMS } from '@outsole/contracts/cart.values';
import { useFetcher } from 'react-router';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { CloseIcon, InfoIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { MergeNotice } from '#app/lib/session/session-summary.ts';
import { sessionActionPath, type AuthFormResult } from './auth-types.ts';
import { Link } from '#app/components/ui/link.tsx';

/**
 * spec §4: "A merged-cart notice is dismissible." Shown under the header after a sign-in merged the guest's cart
 * into the account's (and says how many guest lines or saved items a full cart or list left out), until the shopper
 * dismisses it (`intent=dismiss-merge-notice`: a fetcher with JavaScript, which hides it at once; a plain post
 * without).
 */
export function MergedCartNotice({
  notice,
  locale,
  redirectTo,
}: {
  notice: MergeNotice;
  locale: string;
  redirectTo: string;
}) {
  const t = useT();
  const fetcher = useFetcher<AuthFormResult>({ key: 'auth-merge-notice' });
  // Hidden as soon as it is dismissed; back only if the dismissal failed.
  if (fetcher.state !== 'idle' || fetcher.data?.ok === true) return null;
  return (
    <div role="status" className="border-b border-stone-200 bg-sky-200">
      <div className="mx-auto flex max-w-[88rem] items-center gap-3 px-3 py-2 sm:px-6 lg:px-10">
        <InfoIcon className="size-5 shrink-0" />
        <p className="flex-1 text-sm font-medium">
          {notice.cart ? <>{t('auth.merged.message')} </> : null}
          {notice.leftOut.cart > 0 ? (
            <>{t('auth.merged.cartFull', { count: notice.leftOut.cart, max: MAX_CART_LINES })} </>
          ) : null}
          {notice.leftOut.saveForLater > 0 ? (
            <>{t('auth.merged.savedFull', { count: notice.leftOut.saveForLater, max: MAX_SAVED_ITEMS })} </>
          ) : null}
          <Link to={`/${locale}/cart`} className="font-semibold underline underline-offset-4">
            {t('auth.merged.view')}
          </Link>
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
    </div>
  );
}
