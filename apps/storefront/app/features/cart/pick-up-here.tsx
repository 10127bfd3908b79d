import { useLocation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { hereAt } from '#app/lib/http/with-hash.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AddItemFields, refusedAt, useAddItem } from './add-to-cart-form.tsx';
import { CartProblemNotice } from './cart-form.tsx';
import { isCartActionResult } from './cart-types.ts';

/**
 * "Pick up here" on a store of the product page's "Find in store" that holds the chosen size: the product page's
 * add-item post with the store (`storeId`), so the item goes into the cart to be collected there; with JavaScript
 * the mini cart opens as for Add to cart (the same fetcher), without it the post comes back with a toast. A problem
 * (the store sold out meanwhile, a full cart) shows under this button.
 *
 * Without JavaScript the post goes to `#{at}`, the store list's section (decision 0050, addendum): the page comes back
 * there, the toast of an added item (the 303 keeps the fragment) or the refusal (PickUpRefused) in view on a phone.
 */
export function PickUpHere({
  productId,
  upc,
  storeId,
  storeName,
  size,
  at,
}: {
  productId: string;
  upc: string;
  /** The size's catalog label, so a size the store ran out of meanwhile is named (AddToCartProps' size). */
  size?: string;
  storeId: string;
  storeName: string;
  /** The id of the section the stores are listed in, which the page comes back to without JavaScript. */
  at: string;
}) {
  const t = useT();
  const location = useLocation();
  const { fetcher, problem, busy, here } = useAddItem(undefined, storeId);
  return (
    <fetcher.Form method="post" action={hereAt(location, at)} className="flex flex-col gap-2">
      <AddItemFields productId={productId} upc={upc} storeId={storeId} size={size} here={here} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="self-start"
        isLoading={busy}
        aria-label={t('product.stores.pickUpAt', { store: storeName })}
      >
        {t('product.stores.pickUp')}
      </Button>
      <div aria-live="polite">{problem ? <CartProblemNotice problem={problem} inLiveRegion /> : null}</div>
    </fetcher.Form>
  );
}

/**
 * A store's "Pick up here" refused, as the route's answer to a post made without JavaScript: the page comes back
 * without the store list (a search's answer), so the problem shows under Find in store's heading, where the page
 * opens (`#{at}` of PickUpHere), not under Add to cart a phone's screens away. With JavaScript the fetcher's answer
 * shows under the store's own button instead, and this shows nothing.
 */
export function PickUpRefused({ actionData }: { actionData: unknown }) {
  const answer = isCartActionResult(actionData) ? actionData : undefined;
  if (!answer || answer.ok || answer.intent !== 'add-item' || refusedAt(answer) === null) return null;
  return <CartProblemNotice problem={answer.problem} />;
}
