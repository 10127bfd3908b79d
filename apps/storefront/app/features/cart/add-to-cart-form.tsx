import { useEffect, useRef, useState, type RefObject } from 'react';

import { Button } from '#app/components/ui/button.tsx';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { usePageLocation } from '#app/lib/url/page-location.ts';
import { CartProblemNotice, useCartFetcher } from './cart-form.tsx';
import { isCartActionResult, MINI_CART_WARM_UP, type CartActionResult } from './cart-types.ts';
import { StickyAddToCart, type StickySummary } from './sticky-add-to-cart.tsx';

/** The product page's add-to-cart fetcher; the header's cart control watches it to open the mini cart. */
export const ADD_TO_CART_FETCHER = 'add-to-cart';

/**
 * The product page's add form's id (the add-to-cart form's, or a gift card's), and the fragment its post goes to
 * (decision 0050, addendum): without JavaScript the answer, a refused add's page or the 303 of an added one (which
 * keeps the request's fragment), comes back scrolled to the form and its message, below the sticky header
 * (scroll-padding), not at the top of the page with the message a phone's screens further down.
 */
export const ADD_TO_CART_HASH = 'add-to-cart';

export interface AddToCartProps {
  productId: string;
  /** The chosen variant, or '' while no size (or a sold-out one) is chosen. */
  upc: string;
  isDisabled: boolean;
  /** The product route's answer to a post made without JavaScript. */
  actionData?: unknown;
  /** On a phone, the bar that keeps Add to cart at hand once this form is out of view (sticky-add-to-cart.tsx). */
  sticky?: StickySummary;
  /**
   * The chosen size's catalog label ("42.5", "OS": the value of forms), posted so a size sold out meanwhile is named,
   * as the size picker writes it ("Sorry, size 42,5 …"; cart-problems.server.ts).
   */
  size?: string;
}

/**
 * The product page's add-item post (AddToCartForm, GiftCardForm, a store's "Pick up here"): the shared fetcher, the
 * problem of its last answer (or of the route's answer to a post made without JavaScript), whether it is under way,
 * and the page's own URL, which the form posts to and comes back to. `storeId` says whose add this form is: the
 * page's own button (null) or a store's; the problem and the busy state are the form's only when the latest add was
 * its own (the fetcher's, by the store it sent; the route's answer without JavaScript, by the store it names).
 */
export function useAddItem(actionData: unknown, storeId: string | null = null) {
  const { pathname, search } = usePageLocation();
  const fetcher = useCartFetcher(ADD_TO_CART_FETCHER);
  // The store of the latest add (null: the page's own button), read while it is under way.
  const [origin, setOrigin] = useState<string | null>(null);
  if (fetcher.formData) {
    const sent = fetcher.formData.get('storeId');
    const from = typeof sent === 'string' && sent !== '' ? sent : null;
    if (from !== origin) setOrigin(from);
  }
  const own = origin === storeId;
  const answer = fetcher.data ?? (isCartActionResult(actionData) ? actionData : undefined);
  const ownAnswer = fetcher.data ? own : refusedAt(answer) === storeId;
  const problem = ownAnswer && answer && !answer.ok && answer.intent === 'add-item' ? answer.problem : null;
  return { fetcher, problem, busy: own && fetcher.state !== 'idle', here: `${pathname}${search}` };
}

/** The store whose "Pick up here" a refused add came from (null: the page's own form, or not a refusal). */
export function refusedAt(answer: CartActionResult | undefined): string | null {
  return answer && !answer.ok ? (answer.storeId ?? null) : null;
}

/**
 * The hidden fields of the product page's add-item post (the route's action reads them: cart-actions.server.ts),
 * with the store for an item to collect there.
 */
export function AddItemFields({
  productId,
  upc,
  storeId,
  size,
  here,
}: {
  productId: string;
  upc: string;
  storeId?: string | undefined;
  size?: string | undefined;
  here: string;
}) {
  return (
    <>
      <input type="hidden" name="intent" value="add-item" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="upc" value={upc} />
      {storeId ? <input type="hidden" name="storeId" value={storeId} /> : null}
      {size ? <input type="hidden" name="size" value={size} /> : null}
      <input type="hidden" name="redirectTo" value={here} />
    </>
  );
}

/**
 * spec §4 Adding to cart: the form posts `intent=add-item` to the product route's action. With JavaScript it is a
 * fetcher (the mini cart opens, cart-control.tsx); without, a plain post that comes back with a toast (303) or
 * renders the problem here. Errors show their title and message (INV408 with the maximum, INV700/INV406, GWP403).
 */
export function AddToCartForm({ productId, upc, isDisabled, actionData, sticky, size }: AddToCartProps) {
  const t = useT();
  const { fetcher, problem, busy, here } = useAddItem(actionData);
  const formId = ADD_TO_CART_HASH;
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  useInView(notice, form, problem);
  return (
    <>
      <fetcher.Form
        ref={form}
        id={formId}
        method="post"
        action={withHash(here, ADD_TO_CART_HASH)}
        data-testid="add-to-cart"
        className="flex scroll-mt-4 flex-col gap-3"
      >
        <AddItemFields productId={productId} upc={upc} size={size} here={here} />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          isDisabled={isDisabled || !upc}
          isLoading={busy}
          data-warm-up={MINI_CART_WARM_UP}
        >
          {t('product.addToCart')}
        </Button>
        <div ref={notice} aria-live="polite">
          {problem ? <CartProblemNotice problem={problem} inLiveRegion /> : null}
        </div>
      </fetcher.Form>
      {sticky ? (
        <StickyAddToCart formId={formId} form={form} summary={sticky} canAdd={!isDisabled && upc !== ''} busy={busy} />
      ) : null}
    </>
  );
}

/**
 * A problem shows under the form's button; an add made from the phone's bar (the form then out of view) would show
 * it where nobody looks. A new problem out of view is brought to the middle of the screen (the bar then gives way to
 * the form); one in view stays where it is. Screen readers hear it either way (the live region). Focus on the bar's
 * button, which goes with the bar, moves to the form's own, beside the message.
 */
function useInView(notice: RefObject<HTMLElement | null>, form: RefObject<HTMLFormElement | null>, problem: unknown) {
  useEffect(() => {
    const element = notice.current;
    if (!problem || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    const active = document.activeElement;
    const own = form.current;
    if (own && active instanceof HTMLElement && active.getAttribute('form') === own.id) {
      own.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus({ preventScroll: true });
    }
  }, [notice, form, problem]);
}
