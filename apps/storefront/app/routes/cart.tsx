import { cartAction } from '#app/features/cart/cart-actions.server.ts';
import { loadCartPage } from '#app/features/cart/cart-loader.server.ts';
import { CartPage } from '#app/features/cart/cart-page.tsx';
import { CartSuggestions } from '#app/features/cart/cart-suggestions.tsx';
import { stylesShown } from '#app/features/cart/cart-view.ts';
import { RecentlyViewed, RecentlyViewedArea } from '#app/features/recently-viewed/recently-viewed-row.tsx';
import { useShell } from '#app/features/site-shell/use-shell.ts';
import type { Route } from './+types/cart';
import { loadPage } from '#app/lib/api/page-failures.server.ts';

/**
 * `/{locale}/cart` (spec §2; the session middleware sends a browser without any session home): the cart page, and
 * the action of every cart change (`intent`: update-item, remove-item, apply-coupon, remove-coupon, add-item).
 */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, loadCartPage);
}

export function action(args: Route.ActionArgs) {
  return cartAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const shell = useShell();
  // What the page already shows is not offered again as recently viewed.
  const onPage = stylesShown(loaderData.cart, loaderData.saved);
  return (
    // An empty cart is shorter than a screen: the rail arriving under it must not push the footer (t1-F3).
    <RecentlyViewedArea>
      <CartPage data={loaderData} actionData={actionData} />
      <CartSuggestions products={loaderData.suggested} />
      <RecentlyViewed locale={shell.locale} siteId={shell.site?.siteId} exclude={onPage} />
    </RecentlyViewedArea>
  );
}
