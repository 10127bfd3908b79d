import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AddItemFields, useAddItem } from './add-to-cart-form.tsx';
import { CartProblemNotice } from './cart-form.tsx';

/**
 * "Pick up here" on a store of the product page's "Find in store" that holds the chosen size: the product page's
 * add-item post with the store (`storeId`), so the item goes into the cart to be collected there; with JavaScript
 * the mini cart opens as for Add to cart (the same fetcher), without it the post comes back with a toast. A problem
 * (the store sold out meanwhile, a full cart) shows under this button.
 */
export function PickUpHere({
  productId,
  upc,
  storeId,
  storeName,
}: {
  productId: string;
  upc: string;
  storeId: string;
  storeName: string;
}) {
  const t = useT();
  const { fetcher, problem, busy, here } = useAddItem(undefined, storeId);
  return (
    <fetcher.Form method="post" action={here} className="flex flex-col gap-2">
      <AddItemFields productId={productId} upc={upc} storeId={storeId} here={here} />
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
