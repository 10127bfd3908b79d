import type { Cart } from '@outsole/contracts/cart';
import { CollectionPointsResponse } from '@outsole/contracts/collection-points';
import { requiredContactFields } from '@outsole/contracts/contact.values';
import type { LocalePath } from '@outsole/contracts/locales';
import type { PhoneCountry } from '@outsole/contracts/phone';
import { pickupReady } from '@outsole/contracts/pickup-ready';
import { PLACE_MAX_LENGTH, ProductAvailability, type StoreAvailability } from '@outsole/contracts/stores';

import { parsePosition } from '#app/lib/geo/position.ts';
import { addressLine } from '#app/lib/i18n/address-line.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { RequestContext } from '#app/lib/request-context.server.ts';
import { shopperApi } from '#app/lib/session/shopper-api.server.ts';
import {
  isPlaceKind,
  type CollectionPointOption,
  type PlaceKind,
  type PlaceSearch,
  type StoreOption,
} from './cart-types.ts';
import { mobilePhoneMessage } from './contact-check.ts';
import { countriesFor } from '#app/lib/shop.server.ts';

/**
 * spec §5 per-locale contact rules, the api's own (contracts contact.values): names always; store pickup and ship to
 * store need an email; a collection point an email except in ja-jp and a phone except in en-us. The dialog marks
 * those fields required and checks them before posting; the api stays the judge (its errors show at the field).
 */
export function requiredContact(locale: LocalePath, kind: PlaceKind): { email: boolean; phone: boolean } {
  const fields = requiredContactFields(locale, kind);
  return { email: fields.includes('email'), phone: fields.includes('phone') };
}

/**
 * The site country's dial code and phone mask (GET /consumers-v3/utilities/countryList, a catalog read), by which the
 * contact's phone is checked as the api checks it. Null when the country cannot be read: the api then judges alone.
 */
export async function sitePhoneCountry(
  ctx: RequestContext,
  scope: { locale: LocalePath; siteId: string },
  countryCode: string,
): Promise<PhoneCountry | null> {
  try {
    const list = await countriesFor(ctx, scope);
    const country = list.countries.find((each) => each.countryCode === countryCode);
    return country ? { dialCode: country.dialCode, phoneMask: country.phoneMask } : null;
  } catch {
    return null;
  }
}

/**
 * The message at the contact's phone field when the api refused the number (API400 on `body.contact.phone`): spec §5
 * "collection point mobile phone", with the digit counts of the site country's mobiles and an example. Undefined when the
 * country cannot be read: the api's answer then stays at the field.
 */
export async function phoneFieldMessage(
  ctx: RequestContext,
  scope: { locale: LocalePath; siteId: string },
  countryCode: string,
): Promise<string | undefined> {
  const country = await sitePhoneCountry(ctx, scope, countryCode);
  if (!country) return undefined;
  const { format } = translatorFor(scope.locale);
  return mobilePhoneMessage(country, (key, values) => format(key, values) ?? key);
}

/** Most distinct products of a shipment whose per-store stock the dialog reads (one availability call each). */
const MAX_PRODUCTS = 10;

/**
 * The place dialog's search (`?place={shipmentId}&kind=pickup|sts|pudo&near=`, near: a postal code or a town; or
 * `&lat=&lng=`, the shopper's position from "Use my location"): a GET, so it works without JavaScript. Stores come
 * from the stores api the product page's find-in-store uses (POST /products/v1/products/{productId}/availability by
 * place or position), one call per distinct product of the shipment, merged per store into the per-store
 * availability of the shipment's items; collection points from POST /stores/v1/collectionPoints (likewise). A place
 * the api cannot locate is a message at the field.
 */
export async function placeSearch(
  ctx: RequestContext,
  request: Request,
  scope: { locale: LocalePath; siteId: string; countryCode: string },
  cart: Cart,
  search: URLSearchParams,
): Promise<PlaceSearch | null> {
  const shipmentId = search.get('place');
  const kind = search.get('kind') ?? 'pickup';
  if (!shipmentId || !isPlaceKind(kind)) return null;
  const items = cart.items.filter((item) => item.shipmentId === shipmentId && !item.bonus);
  if (items.length === 0) return null;
  const { format } = translatorFor(scope.locale);
  const nearYou = parsePosition(search.get('lat'), search.get('lng'));
  const near = nearYou ? '' : (search.get('near') ?? '').trim().slice(0, PLACE_MAX_LENGTH);
  // The store this shipment is collected at, else the one another shipment of the method uses.
  const own = cart.shippingMethods.find((method) => method.shippingId === shipmentId);
  const currentStoreId =
    kind === 'pudo'
      ? null
      : own?.code === kind && own.storeId
        ? own.storeId
        : (cart.shippingMethods.find((method) => method.code === kind && method.storeId)?.storeId ?? null);
  // The collection point this shipment is at: it stays chosen (choosing again must not move the parcel silently).
  const currentPointId = kind === 'pudo' && own?.code === 'pudo' ? (own.collectionPointId ?? null) : null;
  const base: PlaceSearch = {
    shipmentId,
    kind,
    near,
    stores: null,
    points: null,
    currentStoreId,
    ...(currentPointId ? { currentPointId } : {}),
    required: requiredContact(scope.locale, kind),
    // The contact form checks the phone as the api does (contact-check.ts).
    phoneCountry: await sitePhoneCountry(ctx, scope, scope.countryCode),
    ...(nearYou ? { nearYou } : {}),
  };
  if (!nearYou && !search.has('near')) return base;
  if (!nearYou && near.length < 2) {
    return { ...base, fieldError: format(near ? 'product.stores.invalid' : 'validation.required') ?? '' };
  }
  const api = shopperApi(ctx, request, scope);
  try {
    if (kind === 'pudo') {
      const answer = await api.post(
        '/stores/v1/collectionPoints',
        nearYou ?? { place: near },
        CollectionPointsResponse,
      );
      const points = answer.collectionPoints.map((point): CollectionPointOption => ({
        collectionPointId: point.collectionPointId,
        name: point.name,
        type: point.type,
        address: addressLine(point.address),
        distanceKm: point.distanceKm,
        ...(point.requiresCustomerNumber ? { requiresCustomerNumber: true } : {}),
      }));
      // The shipment's own point, when this search did not find it, is listed first (no distance: it is not near
      // what was searched), so it can be kept while the contact is corrected.
      if (currentPointId && own?.place && !points.some((point) => point.collectionPointId === currentPointId)) {
        points.unshift({
          collectionPointId: currentPointId,
          name: own.place.name,
          type: '',
          address: addressLine(own.place.address),
          distanceKm: null,
          ...(own.place.requiresCustomerNumber ? { requiresCustomerNumber: true } : {}),
        });
      }
      return { ...base, points };
    }
    // The shipment's free gifts too: a store that lacks one collects the rest and the gift is delivered (decision
    // 0044), which the store list says up front (findings-1 F8).
    const gifts = kind === 'pickup' ? cart.items.filter((item) => item.shipmentId === shipmentId && item.bonus) : [];
    const productIds = [...new Set([...items, ...gifts].map((item) => item.productId))].slice(0, MAX_PRODUCTS);
    const answers = await Promise.all(
      productIds.map((productId) =>
        api.post(
          `/products/v1/products/${encodeURIComponent(productId)}/availability`,
          { location: nearYou ?? { place: near } },
          ProductAvailability,
        ),
      ),
    );
    return {
      ...base,
      stores: storeOptions(
        kind,
        items,
        answers.flatMap((answer) => answer.stores.map((entry) => ({ ...entry, productId: answer.productId }))),
        new Date(),
        gifts,
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { ...base, fieldError: format('product.stores.notFound') ?? error.message };
    }
    return { ...base, formError: format('cart.place.searchFailed') ?? '' };
  }
}

/**
 * Stores that offer the method, nearest first, each with how much of every item of the shipment it holds and, for
 * pickup, when an order placed `now` is ready there (its opening hours in its zone, as the api words the shipment)
 * and which of the shipment's free gifts it lacks (those are delivered, not collected).
 */
export function storeOptions(
  kind: 'pickup' | 'sts',
  items: Array<Pick<Cart['items'][number], 'upc' | 'name' | 'qty'>>,
  entries: Array<StoreAvailability & { productId?: string }>,
  now: Date = new Date(),
  gifts: Array<Pick<Cart['items'][number], 'productId' | 'name' | 'qty'>> = [],
): StoreOption[] {
  const byStore = new Map<string, Array<StoreAvailability & { productId?: string }>>();
  for (const entry of entries) {
    const offers = kind === 'pickup' ? entry.store.pickupEnabled : entry.store.shipToStoreEnabled;
    if (!offers) continue;
    byStore.set(entry.store.storeId, [...(byStore.get(entry.store.storeId) ?? []), entry]);
  }
  const options = [...byStore.values()].map((found): StoreOption => {
    const { store, distanceKm } = found[0] as StoreAvailability;
    const stock = new Map(found.flatMap((entry) => entry.variants).map((variant) => [variant.upc, variant]));
    const lines = items.map((item) => {
      const variant = stock.get(item.upc);
      const quantity = variant?.available ? variant.quantity : 0;
      return { upc: item.upc, name: item.name, qty: item.qty, inStock: quantity >= item.qty };
    });
    return {
      storeId: store.storeId,
      name: store.name,
      address: addressLine(store.address),
      distanceKm,
      items: lines,
      inStockCount: lines.filter((line) => line.inStock).length,
      ready: kind === 'pickup' ? pickupReady(store, now) : null,
      // A gift travels with the pickup when the store holds any variant of it in its quantity (cart.gift-placement).
      giftsDelivered: gifts
        .filter(
          (gift) =>
            !found.some(
              (entry) =>
                entry.productId === gift.productId &&
                entry.variants.some((variant) => variant.available && variant.quantity >= gift.qty),
            ),
        )
        .map((gift) => gift.name),
    };
  });
  return options.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
}
