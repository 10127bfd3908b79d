import { sizeKindOf } from '@outsole/contracts/sizes.values';
import type { SavedItem, SaveForLaterList } from '@outsole/contracts/save-for-later';
import { useEffect } from 'react';

import { inertButtonProps } from '#app/components/ui/inert-button.ts';
import { useFocusAfterRemoval } from '#app/components/ui/use-focus-after-removal.ts';
import { Money, useFormatMoney } from '#app/components/ui/money.tsx';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { Words } from '#app/lib/i18n/words.tsx';
import { CartForm, CartProblemNotice, useCartFetcher, useLatestResult } from './cart-form.tsx';
import { announcement, SAVED_HEADING_ID, savedItemAnchor, type CartProblem } from './cart-types.ts';
import { useLiveStatus } from './live-status.ts';
import { variantHref } from './cart-view.ts';
import { useLineName } from './line-name.ts';
import { shipmentHeadingId } from './panel-focus.ts';
import { Link } from '#app/components/ui/link.tsx';
import { useSeparator } from '#app/lib/i18n/separator.ts';
import { usePageLocation } from '#app/lib/url/page-location.ts';

const textButton =
  'min-h-11 text-sm font-semibold underline underline-offset-4 hover:decoration-2 disabled:cursor-not-allowed disabled:text-stone-400 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400';

/** "Save for later" on a cart line (spec §3 Saved for later): the whole line moves to the list. */
export function SaveForLaterButton({
  locale,
  known,
  fields,
  name,
  busy,
  fetcher,
}: {
  locale: string;
  known: readonly string[];
  fields: Record<string, string>;
  name: string;
  /** Another update of the line is on its way. */
  busy: boolean;
  fetcher: ReturnType<typeof useCartFetcher>;
}) {
  const t = useT();
  return (
    <CartForm fetcher={fetcher} locale={locale} intent="save-for-later" known={known} fields={fields}>
      <button
        type="submit"
        {...inertButtonProps({ busy })}
        aria-label={t('cart.item.saveForLaterName', { name })}
        className={textButton}
      >
        {t('cart.item.saveForLater')}
      </button>
    </CartForm>
  );
}

/**
 * The saved-for-later list under the cart (spec §3, §7 GET /wishlists/v2/saveForLater, paged by `?savedStart=`):
 * each item with "Move to cart" (its problems, e.g. out of stock, at the item) and remove. Forms that post
 * without JavaScript too; the page's loader reads the list again after each change.
 */
export function SavedForLater({
  saved,
  locale,
  known,
  problem,
}: {
  saved: SaveForLaterList | null;
  locale: string;
  known: readonly string[];
  /** A problem a post without JavaScript left for a saved item. */
  problem: CartProblem | null;
}) {
  const t = useT();
  // The latest outcome of the list, said once: cleared when the next cart change starts (live-status.ts).
  const status = useLiveStatus(locale);
  const { announce } = status;
  // The last item moved back empties the list, which leaves the page: the cart's first shipment (where the item went,
  // home delivery coming first) takes the focus.
  const focusKeeper = useFocusAfterRemoval<HTMLUListElement>(
    saved?.items.map((item) => item.itemId).join(' ') ?? '',
    () => document.querySelector<HTMLElement>(`[id^="${shipmentHeadingId('')}"]`),
  );
  // One region for the list's life, before the list or in its place once it is empty (the last item moved to the
  // cart): a region created with its sentence in it is not announced by every screen reader.
  const live = (
    <p role="status" aria-live="polite" className="sr-only">
      {status.message ? <span key={status.id}>{status.message}</span> : null}
    </p>
  );
  if (!saved || saved.total === 0) return <>{live}</>;
  const from = saved.start + 1;
  const to = saved.start + saved.items.length;
  return (
    <>
      {live}
      <section aria-labelledby={SAVED_HEADING_ID} className="flex flex-col gap-3">
        <h2 id={SAVED_HEADING_ID} className="text-xl font-bold">
          {t('cart.saved.heading')}{' '}
          <span className="text-base font-normal text-muted">{t('cart.saved.count', { count: saved.total })}</span>
        </h2>
        <ul className="divide-y divide-stone-200" {...focusKeeper}>
          {saved.items.map((item) => (
            <SavedLine
              key={item.itemId}
              item={item}
              listId={saved.saveForLaterId ?? ''}
              // A refusal renders the page at the post's URL: the same page of the list, the item on it.
              query={saved.start > 0 ? `?savedStart=${saved.start}` : ''}
              locale={locale}
              known={known}
              pageProblem={problem?.placement === 'saved' && problem.itemId === item.itemId ? problem : null}
              announce={announce}
            />
          ))}
        </ul>
        <SavedPages saved={saved} from={from} to={to} />
      </section>
    </>
  );
}

function SavedPages({ saved, from, to }: { saved: SaveForLaterList; from: number; to: number }) {
  const t = useT();
  const { pathname, search } = usePageLocation();
  const size = Math.max(saved.items.length, 1);
  if (saved.start === 0 && to >= saved.total) return null;
  const href = (start: number) => {
    const params = new URLSearchParams(search);
    if (start > 0) params.set('savedStart', String(start));
    else params.delete('savedStart');
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const link = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4';
  return (
    <nav aria-label={t('cart.saved.pages')} className="flex items-center gap-6 text-sm">
      {saved.start > 0 ? (
        <Link to={href(Math.max(saved.start - size, 0))} preventScrollReset className={link}>
          {t('cart.saved.previous')}
        </Link>
      ) : null}
      <span className="text-muted">{t('cart.saved.range', { from, to, total: saved.total })}</span>
      {to < saved.total ? (
        <Link to={href(to)} preventScrollReset className={link}>
          {t('cart.saved.next')}
        </Link>
      ) : null}
    </nav>
  );
}

function SavedLine({
  item,
  listId,
  query,
  locale,
  known,
  pageProblem,
  announce,
}: {
  item: SavedItem;
  listId: string;
  /** The list's page (`?savedStart=`) the item's posts keep. */
  query: string;
  locale: string;
  known: readonly string[];
  pageProblem: CartProblem | null;
  announce: (message: string) => void;
}) {
  const t = useT();
  const separator = useSeparator();
  const sizeLabel = useSizeLabel();
  const formatMoney = useFormatMoney();
  const mover = useCartFetcher();
  const remover = useCartFetcher();
  const result = useLatestResult([mover.data, remover.data]);
  const problem =
    (result && !result.ok && result.problem.placement !== 'coupon' ? result.problem : null) ?? pageProblem;
  const busy = mover.state !== 'idle' || remover.state !== 'idle';
  const name = item.name || item.productId;
  const lineName = useLineName()({ ...item, name });
  const attributes = [
    t('cart.item.size', { size: sizeLabel(item.variants.size), kind: sizeKindOf(item.variants.size) }),
    item.variants.width ? t('cart.item.width', { width: item.variants.width }) : null,
    item.colourName ? t('cart.item.colour', { colour: item.colourName }) : null,
    t('cart.saved.quantity', { qty: item.qty }),
  ].filter(Boolean);

  useEffect(() => {
    if (result) announce(announcement(result, t)[0]);
  }, [result, announce, t]);

  return (
    <li
      id={savedItemAnchor(item.itemId)}
      className="flex scroll-mt-4 gap-4 py-5"
      aria-busy={busy}
      data-focus-item={item.itemId}
    >
      {item.productImageURL ? (
        <img
          src={item.productImageURL}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-20 shrink-0 rounded-xl bg-stone-100 object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="font-semibold">
              {variantHref(item) ? (
                <Link to={variantHref(item)} className="underline-offset-4 hover:underline">
                  <Words text={name} />
                </Link>
              ) : (
                <Words text={name} />
              )}
            </h3>
            <p className="text-sm text-muted">
              <Words text={attributes.join(separator)} />
            </p>
            {item.available ? null : <p className="text-sm font-semibold text-sale">{t('cart.saved.unavailable')}</p>}
          </div>
          {item.price ? (
            // As a cart line: the amount for the quantity saved, and one unit's price beside it when more than one.
            <p className="text-right font-semibold tabular-nums">
              <Money amount={(item.price.sale ?? item.price.list) * item.qty} currency={item.price.currency} />
              {item.qty > 1 ? (
                <span className="block text-sm font-normal text-muted">
                  {t('cart.saved.each', {
                    price: formatMoney({ amount: item.price.sale ?? item.price.list, currency: item.price.currency }),
                  })}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {problem ? <CartProblemNotice problem={problem} compact /> : null}
        <div className="flex flex-wrap items-center gap-4">
          <CartForm
            fetcher={mover}
            locale={locale}
            intent="move-to-cart"
            known={known}
            at={savedItemAnchor(item.itemId)}
            query={query}
            fields={{ itemId: item.itemId, saveForLaterId: listId, upc: item.upc, productId: item.productId }}
          >
            <button
              type="submit"
              {...inertButtonProps({ busy })}
              aria-label={t('cart.saved.moveToCartName', { name: lineName })}
              className="min-h-11 rounded-full border-2 border-ink px-4 text-sm font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            >
              {t('cart.saved.moveToCart')}
            </button>
          </CartForm>
          <CartForm
            fetcher={remover}
            locale={locale}
            intent="remove-saved"
            at={savedItemAnchor(item.itemId)}
            query={query}
            fields={{ itemId: item.itemId, saveForLaterId: listId }}
          >
            <button
              type="submit"
              {...inertButtonProps({ busy })}
              aria-label={t('cart.saved.removeName', { name: lineName })}
              className={textButton}
            >
              {t('cart.saved.remove')}
            </button>
          </CartForm>
        </div>
      </div>
    </li>
  );
}
