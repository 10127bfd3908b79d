import { sizeKindOf } from '@outsole/contracts/sizes.values';
import type { Cart, CartItem } from '@outsole/contracts/cart';
import { createContext, use, useEffect, useId } from 'react';

import { Money } from '#app/components/ui/money.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { inertButtonProps } from '#app/components/ui/inert-button.ts';
import { wordStart } from '#app/lib/i18n/place-start.ts';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { useTypeset } from '#app/lib/i18n/typeset.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { Words } from '#app/lib/i18n/words.tsx';
import { CartForm, CartProblemNotice, useCartFetcher, useLatestResult } from './cart-form.tsx';
import { announcement, cartLineId, isCartWide, type Announce, type CartProblem } from './cart-types.ts';
import { itemNotes, linePriceAfterItemDiscounts, stockReached, storeShortage, variantHref } from './cart-view.ts';
import { GiftOptions, GiftSummary } from './gift-options.tsx';
import { SaveForLaterButton } from './save-for-later.tsx';
import { useLineName } from './line-name.ts';
import { Link } from '#app/components/ui/link.tsx';
import { useSeparator } from '#app/lib/i18n/separator.ts';

// Round, in a pill that does not clip: the focus ring shows whole around either button.
const stepButton =
  'grid size-11 place-items-center rounded-full text-xl font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus';

/**
 * One line of CartMain: picture, name, size and colour, prices, stock and price notes, the quantity stepper and
 * remove (each a fetcher form that posts without JavaScript too). A free gift has neither: the cart adds and removes
 * it (GWP403).
 */
export function CartLine({
  cart,
  item,
  locale,
  known,
  compact,
  pageProblem,
  giftProblem = null,
  announce,
  offerUndo,
  onPageProblem,
  justAdded = false,
}: {
  cart: Cart;
  item: CartItem;
  locale: string;
  known: readonly string[];
  compact: boolean;
  /** A problem a post without JavaScript left for this line. */
  pageProblem: CartProblem | null;
  /** A failed gift-options post made without JavaScript, for this line (its dialog shows it). */
  giftProblem?: CartProblem | null;
  announce: Announce;
  /** The line was removed: offer to put it back (undo-remove.ts). */
  offerUndo?: (item: CartItem) => void;
  /**
   * A refusal that is the whole cart's, not this line's (the line is gone: ORD404 said for the cart; the session
   * ended: AUT498): shown above the lines, where it stays as this line leaves (cart-main.tsx).
   */
  onPageProblem?: (problem: CartProblem) => void;
  /** The line an add to cart just made or raised (the mini cart): marked, and scrolled into view. */
  justAdded?: boolean;
}) {
  const t = useT();
  const typeset = useTypeset();
  const separator = useSeparator();
  const sizeLabel = useSizeLabel();
  const stepper = useCartFetcher();
  const remover = useCartFetcher();
  const saver = useCartFetcher();
  const hydrated = useHydrated();
  const lineName = useLineName()(item);
  const notes = itemNotes(cart, item);
  const shortage = storeShortage(item);
  const storeName = cart.shippingMethods.find((method) => method.shippingId === item.shipmentId)?.place?.name ?? null;
  const result = useLatestResult([stepper.data, remover.data, saver.data]);
  const problem =
    (result && !result.ok && result.problem.placement === 'item' ? result.problem : null) ??
    (result && !result.ok && result.problem.placement === 'form' && !isCartWide(result.problem)
      ? result.problem
      : null) ??
    pageProblem;
  const busy = stepper.state !== 'idle' || remover.state !== 'idle' || saver.state !== 'idle';
  const pendingQty = stepper.formData ? Number(stepper.formData.get('qty')) : null;
  const qty = pendingQty ?? item.qty;
  // The stock the quantity has reached (the store's for a line collected there): "+" can add no more. Said right above
  // the stepper ("Only 2 left.") unless a stock note above says it already, and the "+" is described by it.
  const reached = item.bonus ? null : stockReached(item, qty);
  const stockNoteId = useId();
  const stockNoted = notes.outOfStock || notes.missingQty !== null || shortage !== null;
  const onlyLeft = reached && reached.count > 0 && !stockNoted ? reached : null;
  // The line's maximum (INV408): the cart's, or lower when the api just refused past a lower one (its detail names it,
  // `maxAllowedQty`): "+" stops there at once, described by the refusal, without waiting for the cart to be read again.
  const refusedAt = problem?.errorId === 'INV408' ? problem.maxAllowedQty : undefined;
  const maximum = refusedAt !== undefined ? Math.min(item.maxQty, refusedAt) : item.maxQty;
  const atMaximum = qty >= maximum;
  const problemId = `${stockNoteId}-problem`;
  // The line's name goes with each change: a line gone from the cart is named in the notice that says so.
  const fields = { itemId: item.id, upc: item.upc, productId: item.productId, name: lineName };
  // A digital gift card has no size: its amount is its price, its recipient in the gift summary.
  const attributes = (
    item.isDigitalProduct
      ? []
      : [
          t('cart.item.size', { size: sizeLabel(item.variants.size), kind: sizeKindOf(item.variants.size) }),
          item.variants.width ? t('cart.item.width', { width: item.variants.width }) : null,
          (item.colourName ?? item.attributes.colour)
            ? t('cart.item.colour', { colour: item.colourName ?? item.attributes.colour })
            : null,
        ]
  ).filter(Boolean);

  useEffect(() => {
    if (!result) return;
    // A quantity changed (or refused) is said of a line that stays: the sentence goes when the line does. Removed or
    // saved for later, the line leaves at once and the sentence stays until the next change.
    const [message, reload] = announcement(result, t);
    const forCart = !result.ok && isCartWide(result.problem);
    if (forCart) onPageProblem?.(result.problem);
    announce(message, reload, result === stepper.data && !forCart ? item.id : null);
    if (result.ok && result === remover.data) offerUndo?.(item);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said once per answer, not again as the line re-renders
  }, [result, announce, t]);
  const href = variantHref(item);
  const image = (
    <img
      src={item.productImageURL}
      alt=""
      width={compact ? 80 : 112}
      height={compact ? 80 : 112}
      loading="lazy"
      className={cx('rounded-xl bg-stone-100 object-cover', compact ? 'size-20' : 'size-28')}
    />
  );
  const removeForm = (
    <CartForm fetcher={remover} locale={locale} intent="remove-item" known={known} fields={fields}>
      <button
        type="submit"
        {...inertButtonProps({ busy })}
        aria-label={t('cart.item.removeName', { name: lineName })}
        className="min-h-11 text-sm font-semibold underline underline-offset-4 hover:decoration-2"
      >
        {t('cart.item.remove')}
      </button>
    </CartForm>
  );

  return (
    // Busy: the image dims (text keeps its contrast: axe checks the page while an update is on its way, and so do
    // shoppers), the buttons are disabled.
    <li
      // Where the stepper's post comes back to without JavaScript (its problem shows on this line): the cart page's.
      id={compact ? undefined : cartLineId(item.id)}
      className={cx('flex scroll-mt-4 gap-4 py-5', busy && 'cursor-progress [&_img]:opacity-60')}
      aria-busy={busy}
      // Removed or saved for later from the keyboard, the next line takes the focus (use-focus-after-removal.ts).
      data-focus-item={item.id}
      data-just-added={justAdded ? '' : undefined}
    >
      {href ? (
        <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      ) : (
        <span className="shrink-0">{image}</span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            {justAdded ? (
              <p className="mb-1 inline-block rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
                {t('cart.mini.justAdded')}
              </p>
            ) : null}
            {item.bonus ? (
              <p className="mb-1 inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase">
                {t('cart.item.freeGift')}
              </p>
            ) : null}
            <h3 className="font-semibold">
              {href ? (
                <Link to={href} className="underline-offset-4 hover:underline">
                  <Words text={item.name} />
                </Link>
              ) : (
                <Words text={item.name} />
              )}
            </h3>
            {/* In words: a Japanese colour breaks after ・, ： or its slash, never inside ブラック/ホワイト. */}
            <p className="text-sm text-muted">
              <Words text={attributes.join(separator)} />
            </p>
          </div>
          <LinePrice item={item} />
        </div>
        <ul className="flex flex-col gap-1 text-sm">
          {notes.outOfStock ? (
            <li id={`${stockNoteId}-missing`} className="font-semibold text-sale">
              {t('cart.item.outOfStock')}
            </li>
          ) : notes.missingQty !== null ? (
            <li id={`${stockNoteId}-missing`} className="font-semibold text-sale">
              {t('cart.item.missingQty', { count: notes.missingQty })}
            </li>
          ) : null}
          {shortage !== null ? (
            <li id={`${stockNoteId}-store`} className="font-semibold text-sale">
              {storeName
                ? t('cart.item.storeStockAt', { count: shortage, store: storeName })
                : t('cart.item.storeStock', { count: shortage })}
            </li>
          ) : null}
          {/* decision 0018: shipped apart, by the customs method only (its own shipment group). */}
          {item.isCustoms ? <li className="text-muted">{t('cart.item.customs')}</li> : null}
          {notes.reduced ? (
            <li className="text-muted">
              {t('cart.item.reduced')}{' '}
              <s>
                {/* The line's amount at the list price, beside the line's total (not one unit's price). */}
                <Money amount={item.price.original * item.qty} currency={cart.currency} />
              </s>
            </li>
          ) : null}
          {item.productPromotions.map((promotion) => (
            <li key={promotion.promotionId} className="text-emerald-800">
              {typeset(promotion.promotionName)}
            </li>
          ))}
        </ul>
        <GiftSummary item={item} currency={cart.currency} compact={compact} />
        {/* A refusal answered here is said by the cart's live region (the effect above): the notice is not an alert
            too, or a screen reader hears it twice. One shown with the page (a post without JavaScript) is an alert. */}
        {problem ? (
          <CartProblemNotice problem={problem} compact inLiveRegion={problem !== pageProblem} id={problemId} />
        ) : null}
        {/* Right above the stepper whose "+" it explains (on a phone the line's other buttons wrap below it). */}
        {onlyLeft ? (
          <p id={stockNoteId} className="text-sm font-semibold">
            {t(onlyLeft.atStore ? 'cart.item.onlyLeftAtStore' : 'cart.item.onlyLeft', { count: onlyLeft.count })}
          </p>
        ) : null}
        {item.bonus ? (
          // A gift with purchase is removed, not stepped: removed, it is turned down (decision 0046).
          removeForm
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <CartForm
              fetcher={stepper}
              locale={locale}
              intent="update-item"
              known={known}
              at={compact ? undefined : cartLineId(item.id)}
              // The quantity shown: the step is applied to the cart's current one (a page left open undoes nothing).
              fields={{ ...fields, seen: String(item.qty) }}
            >
              <div
                role="group"
                aria-label={t('cart.item.quantityOf', { name: lineName, nameStart: wordStart(lineName) })}
                className="inline-flex items-center rounded-full border-2 border-stone-300"
              >
                <button
                  type="submit"
                  name="qty"
                  value={Math.max(qty - 1, 0)}
                  {...inertButtonProps({ busy, unavailable: qty <= 1, hydrated })}
                  aria-label={t('cart.item.decrease', { name: lineName, nameStart: wordStart(lineName) })}
                  className={stepButton}
                >
                  −
                </button>
                <output className="min-w-10 text-center font-semibold tabular-nums" aria-live="off">
                  <span className="sr-only">{t('cart.item.quantity')} </span>
                  {qty}
                </output>
                <button
                  type="submit"
                  name="qty"
                  value={qty + 1}
                  // No more in stock: dimmed once the page runs JavaScript. Without it the "+" still posts, and the
                  // api's refusal (INV406) comes back with the page, as any other refusal does.
                  {...inertButtonProps({
                    busy,
                    unavailable: atMaximum || (hydrated && reached !== null),
                    hydrated,
                  })}
                  aria-label={t('cart.item.increase', { name: lineName, nameStart: wordStart(lineName) })}
                  aria-describedby={
                    atMaximum && refusedAt !== undefined
                      ? problemId
                      : reached
                        ? stockNoteIds(stockNoteId, notes, shortage, onlyLeft)
                        : undefined
                  }
                  className={stepButton}
                >
                  +
                </button>
              </div>
            </CartForm>
            {removeForm}
            {/* A saved item keeps no recipient: a digital gift card stays in the cart (the api refuses it). */}
            {item.isDigitalProduct ? null : (
              <SaveForLaterButton
                fetcher={saver}
                locale={locale}
                known={known}
                fields={fields}
                name={lineName}
                busy={busy}
              />
            )}
          </div>
        )}
        {item.bonus || compact ? null : (
          <GiftOptions
            item={item}
            locale={locale}
            known={known}
            currency={cart.currency}
            pageProblem={giftProblem}
            announce={announce}
          />
        )}
      </div>
    </li>
  );
}

/** The ids of the notes that say why a line's "+" adds no more: the stock notes shown above, or "Only N left". */
function stockNoteIds(
  id: string,
  notes: { outOfStock: boolean; missingQty: number | null },
  shortage: number | null,
  onlyLeft: unknown,
): string | undefined {
  const ids = [
    notes.outOfStock || notes.missingQty !== null ? `${id}-missing` : null,
    shortage !== null ? `${id}-store` : null,
    onlyLeft ? id : null,
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function LinePrice({ item }: { item: CartItem }) {
  const t = useT();
  const after = linePriceAfterItemDiscounts(item);
  const discounted = after < item.price.amount;
  return (
    <p className="text-right font-semibold tabular-nums">
      {item.bonus ? (
        t('cart.item.free')
      ) : discounted ? (
        <>
          <span className="sr-only">{t('cart.item.discountedPrice')} </span>
          <span className="text-sale">
            <PriceOf amount={after} />
          </span>{' '}
          <s className="font-normal text-muted">
            <span className="sr-only">{t('cart.item.priceBefore')} </span>
            <PriceOf amount={item.price.amount} />
          </s>
        </>
      ) : (
        <PriceOf amount={item.price.amount} />
      )}
    </p>
  );
}

/** The cart's currency for the prices of its lines. */
export const CartCurrency = createContext('USD');

function PriceOf({ amount }: { amount: number }) {
  return <Money amount={amount} currency={use(CartCurrency)} />;
}
