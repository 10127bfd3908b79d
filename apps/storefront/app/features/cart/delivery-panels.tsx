import type { ApplicableShippingMethods, Cart } from '@outsole/contracts/cart';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { inertButtonProps } from '#app/components/ui/inert-button.ts';
import { Money } from '#app/components/ui/money.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { CartProblemNotice, useCartFetcher } from './cart-form.tsx';
import { announcement, cartPath, type Announce, type CartActionResult } from './cart-types.ts';
import { deliveryTimeValues, knownItems, panelMethods } from './cart-view.ts';
import { useKnownLines } from './known-lines.ts';
import { shipmentHeadingId, shipmentWith, usePanelLanding } from './panel-focus.ts';
import { SidePanel } from './side-panel.tsx';
import { Link } from '#app/components/ui/link.tsx';
import { usePageLocation } from '#app/lib/url/page-location.ts';

/** Methods that need a place chosen first (a store, a collection point): offered by their own dialog. */

/** The fetcher key of delivery changes: CartMain shows their order-updated notices (ORD516–ORD518). */
export const DELIVERY_FETCHER = 'cart-delivery';

/** The page's URL with `name` set to `value` (or removed): the panels open and close by their query. */
export function useQueryHref() {
  const { pathname, search } = usePageLocation();
  return (name: string, value: string | null) => {
    const params = new URLSearchParams(search);
    if (value === null) params.delete(name);
    else params.set(name, value);
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
}

/** "Change delivery method" on a shipment: a link to the panel (`?shipment=`), so it opens without JavaScript. */
export function ChangeMethodLink({ shipmentId, label }: { shipmentId: string; label: string }) {
  const t = useT();
  const href = useQueryHref();
  return (
    <Link
      to={href('shipment', shipmentId)}
      preventScrollReset
      aria-label={t('cart.delivery.changeFor', { shipment: label })}
      className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4 hover:decoration-2"
    >
      {t('cart.delivery.change')}
    </Link>
  );
}

/**
 * The change-shipping-method side panel (spec §2): the shipment's applicable methods from GET
 * …/shippingMethod/{shippingId} with label, delivery time and price (after the cart's shipping promotions, the
 * method's own price struck through beside it when they lower it); choosing one posts POST /cart/v1/shippingMethod
 * (intent set-shipping-method). On success the panel closes; switches the change caused show as the order-updated
 * notice (CartMain). Its problems show inside it.
 */
export function ShippingMethodPanel({
  shipment,
  cart,
  locale,
  announce,
}: {
  shipment: ApplicableShippingMethods | null;
  cart: Cart;
  locale: string;
  announce: Announce;
}) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const href = useQueryHref();
  const fetcher = useCartFetcher(DELIVERY_FETCHER);
  // The content stays while the panel plays its closing transition.
  const [shown, setShown] = useState(shipment);
  if (shipment && shipment !== shown) setShown(shipment);
  const current = shipment ?? shown;
  const closedFor = useRef<CartActionResult | undefined>(fetcher.data);
  const close = () => void navigate(href('shipment', null), { replace: true, preventScrollReset: true });
  // The method this panel posted: the keyboard lands on the shipment that has it now (the lines moved there), as the
  // link that opened the panel can have left with its shipment (a pickup switched to home delivery).
  const postedCode = useRef<string | undefined>(undefined);
  useEffect(() => {
    const code = fetcher.formData?.get('code');
    if (typeof code === 'string') postedCode.current = code;
  }, [fetcher.formData]);
  const land = usePanelLanding(shipment !== null, cart);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || closedFor.current === result) return;
    closedFor.current = result;
    announce(...announcement(result, t));
    // The cart read again can have closed the panel already: the shipment it was for went with the lines moved.
    if (result.ok && result.intent === 'set-shipping-method' && current) {
      const ids = [shipmentWith(result.cart, postedCode.current), current.shippingId];
      land(ids.flatMap((id) => (id ? [shipmentHeadingId(id)] : [])));
      close();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- closes once per answer
  }, [fetcher.state, fetcher.data]);

  const result = fetcher.data;
  const problem = result && !result.ok && result.intent === 'set-shipping-method' ? result.problem : null;
  const methods = panelMethods(current?.applicableShippingMethods ?? []);
  const busy = fetcher.state !== 'idle';
  const knownRef = useKnownLines(knownItems(cart));

  return (
    <SidePanel isOpen={shipment !== null} onClose={close} title={t('cart.delivery.title')}>
      {current ? (
        <fetcher.Form ref={knownRef} method="post" action={cartPath(locale)} className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="set-shipping-method" />
          <input type="hidden" name="shippingId" value={current.shippingId} />
          <input type="hidden" name="redirectTo" value={cartPath(locale)} />
          {problem ? <CartProblemNotice problem={problem} compact /> : null}
          {methods.length === 0 ? (
            <p>{t('cart.delivery.none')}</p>
          ) : (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-semibold">{t('cart.delivery.legend')}</legend>
              {methods.map((method) => (
                <label
                  key={method.code}
                  htmlFor={`${id}-${method.code}`}
                  className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-stone-300 p-4 has-checked:border-ink"
                >
                  <input
                    id={`${id}-${method.code}`}
                    type="radio"
                    name="code"
                    value={method.code}
                    defaultChecked={method.code === current.selected}
                    className="mt-1 size-5 accent-ink"
                  />
                  <span className="flex flex-1 flex-col">
                    <span className="font-semibold">{method.label}</span>
                    <span className="text-sm text-muted">
                      {t('cart.delivery.time', {
                        time: t('cart.deliveryTime', deliveryTimeValues(method.deliveryTime)),
                      })}
                    </span>
                  </span>
                  <span className="flex flex-col items-end tabular-nums">
                    <span className="font-semibold">
                      {method.price === 0 ? (
                        t('cart.totals.free')
                      ) : (
                        <Money amount={method.price} currency={cart.currency} />
                      )}
                    </span>
                    {method.price < method.basePrice ? (
                      <s className="text-sm text-muted">
                        <span className="sr-only">{t('cart.delivery.originalPrice')} </span>
                        <Money amount={method.basePrice} currency={cart.currency} />
                      </s>
                    ) : null}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {methods.length > 0 ? (
            <button
              type="submit"
              {...inertButtonProps({ busy })}
              className={buttonStyles({ size: 'lg', className: 'w-full' })}
            >
              {t('cart.delivery.apply')}
            </button>
          ) : null}
        </fetcher.Form>
      ) : null}
    </SidePanel>
  );
}

/** spec §4 Delivery-method transitions: the order-updated notice of the last delivery change (ORD516–ORD518). */
export function OrderUpdatedNotice() {
  const t = useT();
  const fetcher = useCartFetcher(DELIVERY_FETCHER);
  const updates = fetcher.data?.ok ? (fetcher.data.updates ?? []) : [];
  if (updates.length === 0) return null;
  return (
    <div role="status" className="rounded-xl bg-sky-100 px-4 py-3">
      <p className="font-semibold">{t('cart.delivery.orderUpdated')}</p>
      {updates.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
