import type {
  AddItemRequest,
  Cart,
  CartItem,
  CreateCartWithItemRequest,
  ShippingMethod,
  UpdateItemRequest,
} from '@outsole/contracts/cart';
import { DEFAULT_MAX_QTY } from '@outsole/contracts/cart';
import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import type { Site } from '@outsole/contracts/reference';
import type { SavedItem } from '@outsole/contracts/save-for-later';
import { randomUUID } from 'node:crypto';

import { findMockSite } from './fixtures.ts';
import { mockError, mockTokenClaims, type MockFailure } from './mock-replies.ts';
import type { MockHandler, MockHandlers, MockReply, MockRoute } from './mock-types.ts';
import { MOCK_PRODUCT_ID, mockProductDetails } from './product-fixtures.ts';

/**
 * Mock mode's carts and saved-for-later lists: kept in memory per shopper (the bearer token's subject), for the one
 * mock product (SRN155750) and its stock, priced simply: the product's price, one home shipment (standard, or express
 * when chosen), the coupon WELCOME10 taking 10 % off the order, no tax. Enough to click through the cart as against the
 * api; the api's own rules (promotions, tax, pickup) are its tests' business.
 */

const COUPON = 'WELCOME10';
const COUPON_PERCENT = 10;
const MAX_CARTS = 1_000;
const METHODS: ShippingMethod[] = [
  { code: 'standard', label: 'Standard shipping', deliveryTime: '3-5 days', price: 795 },
  { code: 'me', label: 'Express shipping', deliveryTime: '1-2 days', price: 1495 },
];

interface Line {
  id: string;
  upc: string;
  qty: number;
  maxQty: number;
}

interface MockCart {
  basketId: string;
  owner: string;
  siteId: string;
  lines: Line[];
  coupons: string[];
  method: ShippingMethod['code'];
  version: number;
}

const carts = new Map<string, MockCart>();
const savedLists = new Map<
  string,
  { id: string; items: { itemId: string; upc: string; qty: number; savedAt: string }[] }
>();

/** Forgets every mock cart and saved list (tests). */
export function resetMockCarts(): void {
  carts.clear();
  savedLists.clear();
}

/** The shopper of the request's bearer token (its subject) while it is valid; claims read, not verified: mock mode. */
function shopperOf(headers: Headers): string | null {
  const claims = mockTokenClaims(headers);
  if (typeof claims?.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return null;
  return claims.sub;
}

function variantOf(site: Site, productId: string, upc: string) {
  if (productId !== MOCK_PRODUCT_ID || site.brand !== 'stride') return null;
  const details = mockProductDetails(site);
  for (const colourway of details.colourways) {
    const variant = colourway.variants.find((each) => each.upc === upc);
    if (variant) return { details, colourway, variant };
  }
  return null;
}

function toItem(site: Site, line: Line, method: ShippingMethod): CartItem {
  const found = variantOf(site, MOCK_PRODUCT_ID, line.upc);
  if (!found) throw new Error(`mock cart line ${line.upc} is not a mock variant`);
  const { details, colourway, variant } = found;
  const current = details.price.sale ?? details.price.list;
  return {
    id: line.id,
    productId: details.productId,
    masterId: details.masterId,
    name: details.name,
    qty: line.qty,
    maxQty: line.maxQty,
    upc: line.upc,
    pdpUrl: colourway.pdpUrl,
    productImageURL: colourway.images[0]?.url ?? '',
    price: {
      current,
      original: details.price.list,
      amount: current * line.qty,
      priceWithoutTaxPerUnit: current,
      proratedPrice: current * line.qty,
    },
    bonus: false,
    isCustoms: false,
    isDigitalProduct: false,
    recipeId: null,
    gift: false,
    giftOption: null,
    isGiftBoxSelected: false,
    giftBox: { offered: false, unitPrice: 0, amount: 0 },
    shippingOptions: {
      selected: method.code,
      available: METHODS.map((m) => m.code),
      shippingMethod: method,
      storeInfo: null,
    },
    shipmentId: 'home',
    taxTotal: 0,
    variants: { colourCode: colourway.colourCode, size: variant.size, width: variant.width },
    attributes: {},
    badge: null,
    rating: null,
    breadcrumbs: [],
    productPromotions: [],
    inventoryLevel: variant.inventoryLevel,
    customerNotifications: [],
  };
}

function answer(site: Site, cart: MockCart): Cart {
  const method = METHODS.find((each) => each.code === cart.method) ?? METHODS[0]!;
  const items = cart.lines.map((line) => toItem(site, line, method));
  const itemTotal = items.reduce((sum, item) => sum + item.price.amount, 0);
  const discount = cart.coupons.includes(COUPON) ? Math.round((itemTotal * COUPON_PERCENT) / 100) : 0;
  const shipping = items.length > 0 ? method.price : 0;
  const total = itemTotal - discount + shipping;
  return {
    basketId: cart.basketId,
    currency: site.currency,
    totalItems: items.length,
    items,
    totals: {
      total,
      totalDiscount: discount,
      itemTotal,
      totalWithoutTax: total,
      shipping,
      tax: 0,
      remainingToPay: total,
      currency: site.currency,
      totalUnits: items.reduce((sum, item) => sum + item.qty, 0),
      itemSubTotal: itemTotal - discount,
      netAmount: total,
      taxAmount: 0,
      totalDiscountPercentage: itemTotal > 0 ? Math.round((discount / itemTotal) * 100) : 0,
      taxCalculated: true,
      taxIncluded: site.taxMode === 'inclusive',
      giftBox: 0,
    },
    shippingMethods:
      items.length > 0
        ? [{ shippingId: 'home', code: method.code, storeId: null, address: null, applicableShippingMethods: METHODS }]
        : [],
    payment_instruments: [],
    couponItems: cart.coupons.map((code) => ({
      code,
      promotionId: 'welcome-10',
      applied: discount > 0,
      errorId: discount > 0 ? null : 'PRM145',
    })),
    orderPromotions:
      discount > 0
        ? [
            {
              promotionId: 'welcome-10',
              promotionName: '10% off your order',
              couponCode: COUPON,
              appliedDiscount: discount,
            },
          ]
        : [],
    promoSummary:
      discount > 0 ? [{ level: 'ORDER', promotionId: 'welcome-10', promotionName: '10% off your order' }] : [],
    flash: [],
    approachingDiscount: null,
    declinedGifts: [],
    version: cart.version,
  };
}

type Scope = { site: Site; shopper: string };

/** The request's site and shopper, or the api's answer when either is missing. */
function scopeOf(headers: Headers): Scope | MockFailure {
  const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
  if (!site) return mockError(404, 'API404', 'No such site.');
  const shopper = shopperOf(headers);
  if (!shopper) return mockError(401, 'API401', 'This call needs a shopper token.');
  return { site, shopper };
}

const isFailure = (value: Scope | MockFailure): value is MockFailure => 'body' in value;

/** The shopper's cart on the site, or BSK404 as the api answers another shopper's or an unknown one. */
function cartOf(scope: Scope, basketId: string | undefined): MockCart | MockFailure {
  const cart = basketId ? carts.get(basketId) : undefined;
  if (!cart || cart.owner !== scope.shopper || cart.siteId !== scope.site.siteId)
    return mockError(404, 'BSK404', 'The cart was not found.', 'basketId');
  return cart;
}

function newCart(scope: Scope): MockCart {
  if (carts.size >= MAX_CARTS) carts.delete(carts.keys().next().value as string);
  const cart: MockCart = {
    basketId: randomUUID(),
    owner: scope.shopper,
    siteId: scope.site.siteId,
    lines: [],
    coupons: [],
    method: 'standard',
    version: 1,
  };
  carts.set(cart.basketId, cart);
  return cart;
}

/**
 * Adds `item` to the cart (INV700 when none is in stock, INV406 when its line holds all the stock, INV408 past the
 * line's maximum naming what can still be added), as the api does.
 */
function addLine(scope: Scope, cart: MockCart, item: CreateCartWithItemRequest): MockFailure | null {
  const found = variantOf(scope.site, item.productId, item.upc);
  if (!found) return mockError(404, 'API404', 'The product has no variant with this UPC.', 'upc');
  const line = cart.lines.find((each) => each.upc === item.upc);
  const maxQty = item.maxQty ?? line?.maxQty ?? DEFAULT_MAX_QTY;
  const held = line?.qty ?? 0;
  const wanted = held + (item.qty ?? 1);
  // Past the maximum: what can still be added, unless the stock is the nearer bound (filled to it), as the api does.
  if (wanted > maxQty && found.variant.inventoryLevel >= maxQty) {
    const more = maxQty - held >= 1 ? maxQty - held : maxQty;
    return mockError(400, 'INV408', `You can add up to ${more} of this item.`, 'qty', { maxAllowedQty: more });
  }
  const qty = Math.min(wanted, maxQty, found.variant.inventoryLevel);
  if (qty <= (line?.qty ?? 0)) {
    return line
      ? mockError(400, 'INV406', 'You already have all we have in stock in your cart.', 'qty')
      : mockError(400, 'INV700', 'This size is out of stock.', 'upc');
  }
  if (line) Object.assign(line, { qty, maxQty });
  else cart.lines.push({ id: randomUUID(), upc: item.upc, qty, maxQty });
  cart.version += 1;
  return null;
}

function savedOf(shopper: string) {
  let list = savedLists.get(shopper);
  if (!list) savedLists.set(shopper, (list = { id: randomUUID(), items: [] }));
  return list;
}

function savedAnswer(site: Site, shopper: string) {
  const list = savedLists.get(shopper);
  const items: SavedItem[] = (list?.items ?? []).flatMap((saved) => {
    const found = variantOf(site, MOCK_PRODUCT_ID, saved.upc);
    if (!found) return [];
    return [
      {
        itemId: saved.itemId,
        productId: found.details.productId,
        masterId: found.details.masterId,
        upc: saved.upc,
        qty: saved.qty,
        available: found.variant.inventoryLevel > 0,
        inventoryLevel: found.variant.inventoryLevel,
        name: found.details.name,
        pdpUrl: found.colourway.pdpUrl,
        productImageURL: found.colourway.images[0]?.url ?? '',
        price: found.details.price,
        variants: { colourCode: found.colourway.colourCode, size: found.variant.size, width: found.variant.width },
        savedAt: saved.savedAt,
      },
    ];
  });
  return { saveForLaterId: list?.id ?? null, total: items.length, start: 0, count: items.length, items };
}

/** A handler run with the request's site and shopper (or the api's 401/404 without them). */
function scoped<K extends MockRoute>(
  run: (scope: Scope, request: Parameters<MockHandler<K>>[0]) => MockReply<K>,
): MockHandler<K> {
  return (request) => {
    const scope = scopeOf(request.headers);
    if (isFailure(scope)) return scope;
    // As the api's validation would: a body that is not a JSON object is refused, never a crash of the mock.
    const { method, body } = request;
    if ((method === 'POST' || method === 'PUT') && (typeof body !== 'object' || body === null))
      return mockError(400, 'API400', 'The body must be a JSON object.', 'body');
    return run(scope, request);
  };
}

export const cartMockHandlers = {
  'POST /cart/v1/cart': scoped((scope) => {
    const existing = [...carts.values()].find(
      (cart) => cart.owner === scope.shopper && cart.siteId === scope.site.siteId,
    );
    return { body: answer(scope.site, existing ?? newCart(scope)) };
  }),
  'POST /cart/v1/cartWithItem': scoped((scope, { body }) => {
    const cart = newCart(scope);
    const failed = addLine(scope, cart, body);
    if (failed) {
      carts.delete(cart.basketId);
      return failed;
    }
    return { body: answer(scope.site, cart) };
  }),
  'GET /cart/v1/cart/{basketId}': scoped((scope, { params }) => {
    const cart = cartOf(scope, params.basketId);
    return 'basketId' in cart ? { body: answer(scope.site, cart) } : cart;
  }),
  'POST /cart/v1/item': scoped((scope, { body }) => {
    const cart = cartOf(scope, (body as AddItemRequest).cartId);
    if (!('basketId' in cart)) return cart;
    return addLine(scope, cart, body as AddItemRequest) ?? { body: answer(scope.site, cart) };
  }),
  'PUT /cart/v1/cart/{basketId}/item': scoped((scope, { params, body }) => {
    const cart = cartOf(scope, params.basketId);
    if (!('basketId' in cart)) return cart;
    const change = body as UpdateItemRequest;
    const line = cart.lines.find((each) => each.id === change.itemId);
    if (!line) return mockError(404, 'API404', 'The cart has no such item.', 'itemId');
    const stock = variantOf(scope.site, MOCK_PRODUCT_ID, line.upc)?.variant.inventoryLevel ?? 0;
    const maxQty = change.maxQty ?? line.maxQty;
    const qty = change.qty ?? line.qty;
    if (qty > maxQty)
      return mockError(400, 'INV408', `You can add up to ${maxQty} of this item.`, 'qty', { maxAllowedQty: maxQty });
    if (qty > stock) return mockError(400, 'INV406', 'Not enough of this size is in stock.', 'qty');
    Object.assign(line, { qty, maxQty });
    cart.version += 1;
    return { body: answer(scope.site, cart) };
  }),
  'DELETE /cart/v1/item': scoped((scope, { query }) => {
    const cart = cartOf(scope, query.get('cartId') ?? undefined);
    if (!('basketId' in cart)) return cart;
    const before = cart.lines.length;
    cart.lines = cart.lines.filter((line) => line.id !== query.get('itemId'));
    if (cart.lines.length === before) return mockError(404, 'API404', 'The cart has no such item.', 'itemId');
    cart.version += 1;
    return { body: answer(scope.site, cart) };
  }),
  // The mock site runs no gift with purchase: no promotion id names one.
  'PUT /cart/v1/cart/{basketId}/bonus': scoped((scope, { params }) => {
    const cart = cartOf(scope, params.basketId);
    if (!('basketId' in cart)) return cart;
    return mockError(400, 'API400', 'The promotion is not a gift with purchase of this site.', 'body.promotionId');
  }),
  'PUT /cart/v1/coupon': scoped((scope, { body }) => {
    const cart = cartOf(scope, body.cartId);
    if (!('basketId' in cart)) return cart;
    if (typeof body.code !== 'string') return mockError(400, 'API400', 'code must be a string.', 'body.code');
    const code = body.code.trim().toUpperCase();
    if (code !== COUPON) return mockError(400, 'PRM130', 'This code is not valid.', 'code');
    if (cart.coupons.includes(code)) return mockError(400, 'PRM150', 'This code is already applied.', 'code');
    if (cart.lines.length === 0) return mockError(400, 'PRM145', 'This code applies to none of your items.', 'code');
    cart.coupons.push(code);
    cart.version += 1;
    return { body: answer(scope.site, cart) };
  }),
  'DELETE /cart/v1/coupon': scoped((scope, { query }) => {
    const cart = cartOf(scope, query.get('cartId') ?? undefined);
    if (!('basketId' in cart)) return cart;
    const code = (query.get('code') ?? '').toUpperCase();
    if (!cart.coupons.includes(code)) return mockError(404, 'API404', 'The cart holds no such code.', 'code');
    cart.coupons = cart.coupons.filter((each) => each !== code);
    cart.version += 1;
    return { body: answer(scope.site, cart) };
  }),
  'GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}': scoped((scope, { params }) => {
    const cart = cartOf(scope, params.basketId);
    if (!('basketId' in cart)) return cart;
    if (params.shippingId !== 'home' || cart.lines.length === 0)
      return mockError(404, 'API404', 'The cart has no such shipment.', 'shippingId');
    // No shipping promotions in mock mode: every method costs its own price.
    const methods = METHODS.map((method) => ({ ...method, basePrice: method.price }));
    return { body: { shippingId: 'home', selected: cart.method, applicableShippingMethods: methods } };
  }),
  'POST /cart/v1/shippingMethod': scoped((scope, { body }) => {
    const cart = cartOf(scope, body.cartId);
    if (!('basketId' in cart)) return cart;
    const method = METHODS.find((each) => each.code === body.code);
    if (!method || (body.shippingId ?? 'home') !== 'home')
      return mockError(400, 'API400', 'Mock mode delivers home, by standard or express delivery.', 'code');
    cart.method = method.code;
    cart.version += 1;
    return { body: answer(scope.site, cart) };
  }),
  'GET /wishlists/v2/saveForLater': scoped((scope) => ({
    body: { saveForLater: savedAnswer(scope.site, scope.shopper) },
  })),
  'PUT /cart/v2/saveForLater': scoped((scope, { body }) => {
    if (!('cartId' in body)) {
      if (!variantOf(scope.site, body.productId, body.upc))
        return mockError(404, 'API404', 'The product has no variant with this UPC.', 'upc');
      savedOf(scope.shopper).items.unshift({
        itemId: randomUUID(),
        upc: body.upc,
        qty: body.qty ?? 1,
        savedAt: new Date().toISOString(),
      });
      return { body: { saveForLater: savedAnswer(scope.site, scope.shopper), cart: null } };
    }
    const cart = cartOf(scope, body.cartId);
    if (!('basketId' in cart)) return cart;
    const line = cart.lines.find((each) => each.id === body.itemId);
    if (!line) return mockError(404, 'API404', 'The cart has no such item.', 'itemId');
    cart.lines = cart.lines.filter((each) => each !== line);
    cart.version += 1;
    savedOf(scope.shopper).items.unshift({
      itemId: randomUUID(),
      upc: line.upc,
      qty: line.qty,
      savedAt: new Date().toISOString(),
    });
    return { body: { saveForLater: savedAnswer(scope.site, scope.shopper), cart: answer(scope.site, cart) } };
  }),
  'POST /cart/v2/cart/{basketId}/saveForLater': scoped((scope, { params, body }) => {
    const cart = cartOf(scope, params.basketId);
    if (!('basketId' in cart)) return cart;
    const list = savedOf(scope.shopper);
    const saved = list.items.find((each) => each.itemId === body.itemId);
    if (!saved) return mockError(404, 'API404', 'The list has no such item.', 'itemId');
    const failed = addLine(scope, cart, { productId: MOCK_PRODUCT_ID, upc: saved.upc, qty: saved.qty });
    if (failed) return failed;
    list.items = list.items.filter((each) => each !== saved);
    return { body: { saveForLater: savedAnswer(scope.site, scope.shopper), cart: answer(scope.site, cart) } };
  }),
  'DELETE /cart/v2/saveForLater/{saveForLaterId}/items/{itemId}': scoped((scope, { params }) => {
    const list = savedLists.get(scope.shopper);
    if (!list || list.id !== params.saveForLaterId || !list.items.some((each) => each.itemId === params.itemId))
      return mockError(404, 'API404', 'The list has no such item.', 'itemId');
    list.items = list.items.filter((each) => each.itemId !== params.itemId);
    return { body: { saveForLater: savedAnswer(scope.site, scope.shopper) } };
  }),
} satisfies MockHandlers;
