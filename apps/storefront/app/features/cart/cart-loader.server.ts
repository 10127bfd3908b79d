import type { ApplicableShippingMethods, Cart } from '@outsole/contracts/cart';
import type { SaveForLaterList } from '@outsole/contracts/save-for-later';
import { data, type RouterContextProvider } from 'react-router';

import { apiFor } from '#app/lib/api/api.server.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { requireSite, resolveShop } from '#app/lib/shop.server.ts';
import { cartClient, isErrorId, type CartClient } from './cart-api.server.ts';
import { cartProblem } from './cart-problems.server.ts';
import { freshCart, readCart } from './cart-recovery.server.ts';
import { knownItems } from './cart-view.ts';
import { knownLinesCookie } from './known-lines.server.ts';
import { placeSearch } from './place-search.server.ts';
import { loadLoyalty } from './reward.server.ts';
import type { CartPageData, CartProblem } from './cart-types.ts';
import type { FlashToastData } from '#app/features/site-shell/shell-data.ts';
import { cartDates } from './arrival.ts';
import { employeeDiscountElsewhere } from './employee-note.server.ts';
import { cartSuggestions } from './cart-suggestions.server.ts';

interface LoaderArgs {
  request: Request;
  params: { locale?: string };
  context: Readonly<RouterContextProvider>;
}

/**
 * `/{locale}/cart` (and the mini cart, which loads the same data): the stored cart, or the account's for a signed-in
 * shopper without one stored. A guest who never added anything has no cart and costs no api call. The page is the
 * shopper's own: never cached, never indexed.
 */
export async function loadCartPage({ request, params, context }: LoaderArgs) {
  const ctx = getRequestContext(context);
  const shop = await requireSite(ctx, request, params.locale);
  const client = cartClient(ctx, request, { locale: shop.locale, siteId: shop.siteId });
  const { format } = translatorFor(shop.locale);
  const search = new URL(request.url).searchParams;
  let cart: Cart | null = null;
  let problem: CartProblem | null = null;
  // The saved-for-later page is read beside the cart (its own list, not the cart's).
  const saved = savedPage(client, search.get('savedStart'));
  try {
    cart = await readCart(client, { create: sessionFor(ctx, request).kind === 'registered' });
    if (cart) client.remember(cart.basketId);
    // The lines a post made without JavaScript re-adds if the cart is lost by then (BSK404, known-lines.server.ts).
    const kept = knownLinesCookie(
      request.headers.get('cookie'),
      { siteId: shop.siteId, locale: shop.locale },
      cart ? knownItems(cart) : [],
      ctx.config.isProduction,
    );
    if (kept) sessionFor(ctx, request).addCookie(kept);
  } catch (error) {
    // spec §8 AUT498: the stored cart is cleared, the message shown, the page reloaded (cart-main.tsx).
    if (isErrorId(error, 'AUT498')) client.forget();
    problem = cartProblem(shop.locale, error);
  }
  const now = new Date();
  const loyaltyOn = shop.site.features.loyalty === true;
  const employeeNote = employeeDiscountElsewhere(
    ctx,
    request,
    { locale: shop.locale, siteId: shop.siteId },
    shop.site.currency,
  );
  const [shipment, place, loyalty] = cart
    ? await Promise.all([
        shipmentMethods(client, cart, search.get('shipment')),
        placeSearch(
          ctx,
          request,
          { locale: shop.locale, siteId: shop.siteId, countryCode: shop.site.countryCode },
          cart,
          search,
        ),
        // A member's vouchers, for a cart with something to take them off (reward.server.ts: guests cost no call).
        cart.items.length > 0
          ? loadLoyalty(ctx, request, { locale: shop.locale, siteId: shop.siteId, loyaltyOn })
          : null,
      ])
    : [null, null, null];
  const savedList = await saved;
  const page: CartPageData = {
    title: format('meta.cart.title', { brand: BRAND_NAMES[shop.brand] }) ?? BRAND_NAMES[shop.brand],
    locale: shop.locale,
    cart,
    problem,
    bonusItemsFirst: shop.site.features.bonusItemsFirst === true,
    saved: savedList,
    shipment,
    place,
    loyalty,
    ...cartDates(cart, shop.site.countryCode, now),
    employeeDiscountCurrency: await employeeNote,
    suggested: cartSuggestions(apiFor(ctx, { locale: shop.locale, siteId: shop.siteId }), cart, savedList),
  };
  return data(page, { headers: { 'Cache-Control': 'private, no-store' } });
}

export interface CartHeader {
  /** Units in the stored cart; null without one (or when it cannot be read: the bag shows without a count). */
  cartCount: number | null;
  /**
   * The stored basket was gone (BSK404: the api deletes a guest's cart left for a while, decision 0040) and an empty
   * one took its place: spec §8's "cart expired" toast, shown once, on the page where that was found.
   */
  cartExpired: boolean;
}

/**
 * The header's count (root loader, and the shopper summary of a page the page cache served): for a guest only when a
 * basket is stored, so catalog pages of a visitor who never added anything make no cart call; for a signed-in
 * shopper always (their account's cart, stored from then on). A lost basket is replaced as on the cart page (after
 * sign-in: the merged account cart).
 */
export async function loadCartCount({ request, params, context }: LoaderArgs): Promise<CartHeader> {
  const none = { cartCount: null, cartExpired: false };
  const ctx = getRequestContext(context);
  const shop = await resolveShop(ctx, request, params.locale);
  if (!shop.site) return none;
  const client = cartClient(ctx, request, { locale: shop.locale, siteId: shop.siteId });
  const stored = client.basketId();
  if (client.anonymous()) {
    if (stored) client.forget(); // a basket without a session to read it with
    return none;
  }
  const signedIn = sessionFor(ctx, request).kind === 'registered';
  // A guest who never added anything has no cart; a signed-in shopper on a browser that stores none (another
  // device, a sign-in without a guest cart) has their account's, which the header counts from the first page.
  if (!stored && !signedIn) return none;
  let cartExpired = false;
  try {
    if (!stored) return { cartCount: (await freshCart(client, [])).cart.totals.totalUnits, cartExpired };
    const cart = await client.units(stored).catch(async (error: unknown) => {
      if (!isErrorId(error, 'BSK404')) throw error;
      const recovery = await freshCart(client, []);
      // Only a guest's cart expires (an account's is kept: decision 0040); a signed-in shopper's stored basket is
      // gone because it went into the account's cart at sign-in, which is no news to give as an expiry.
      cartExpired = recovery.replaced && !signedIn;
      return recovery.cart;
    });
    return { cartCount: cart.totals.totalUnits, cartExpired };
  } catch (error) {
    if (isErrorId(error, 'AUT498')) client.forget();
    return none; // reported by the api client; the header shows the bag without a count
  }
}

/**
 * The units in the basket this browser stores for the site of `params.locale`, only read (unlike the header's count,
 * no cart is made or replaced): null when none is stored or it cannot be read. The region switch tells from it
 * whether the shopper leaves a cart behind (carts are per site, decision 0018).
 */
export async function storedCartUnits({ request, params, context }: LoaderArgs): Promise<number | null> {
  const ctx = getRequestContext(context);
  const shop = await resolveShop(ctx, request, params.locale);
  if (!shop.site) return null;
  const client = cartClient(ctx, request, { locale: shop.locale, siteId: shop.siteId });
  const stored = client.basketId();
  if (!stored || client.anonymous()) return null;
  try {
    return (await client.units(stored)).totals.totalUnits;
  } catch {
    return null; // reported by the api client; the toast then says nothing of carts
  }
}

/** The "cart expired" toast (spec §8) as the shell's flash toast, for the page the root loader renders. */
export function cartExpiredToast(): FlashToastData {
  return { id: `cart-expired-${crypto.randomUUID()}`, kind: 'info', message: 'cart.toast.expired', values: {} };
}

/** `?savedStart=`: the page of the saved-for-later list from that position (the api's page size). */
async function savedPage(client: CartClient, start: string | null): Promise<SaveForLaterList | null> {
  if (client.anonymous()) return null;
  const from = Number(start ?? 0);
  try {
    return await client.savedList(Number.isInteger(from) && from >= 0 && from <= 100_000 ? from : 0);
  } catch {
    return null; // reported by the api client; the cart shows without the list
  }
}

/**
 * `?shipment=`: the change-delivery panel is open on that shipment (spec §2 side panel; a link, so it opens without
 * JavaScript too): its applicable methods from GET …/shippingMethod/{shippingId}. An unknown shipment: closed.
 */
async function shipmentMethods(
  client: CartClient,
  cart: Cart,
  shippingId: string | null,
): Promise<ApplicableShippingMethods | null> {
  if (!shippingId || !cart.shippingMethods.some((method) => method.shippingId === shippingId)) return null;
  try {
    return await client.shippingMethods(cart.basketId, shippingId);
  } catch {
    return null;
  }
}
