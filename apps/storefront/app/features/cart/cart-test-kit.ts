import type { Cart, CartItem } from '@outsole/contracts/cart';
import type { Store } from '@outsole/contracts/stores';

/** Cart answers of the api's shape for the cart feature's tests (imported by *.test.ts only). */

export const UPC_A = '000000000017';
export const UPC_B = '000000000024';

/** A pickup store as a cart's shipping method names it (`place`). */
export const MICHIGAN_AVENUE = {
  name: 'Stride Michigan Avenue',
  address: {
    addressLine1: '600 N Michigan Ave',
    city: 'Chicago',
    region: 'IL',
    postalCode: '60611',
    countryCode: 'US',
  },
};

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'item-1',
    productId: 'SRN155750',
    masterId: 'SRN155750',
    name: 'Lumen 4 Running Shoe',
    qty: 1,
    maxQty: 999_999,
    upc: UPC_A,
    pdpUrl: '/en-us/p/lumen-4-running-shoe-SRN155750',
    productImageURL: '/images/lumen.jpg',
    price: { current: 9900, original: 13000, amount: 9900, priceWithoutTaxPerUnit: 9900, proratedPrice: 9900 },
    bonus: false,
    isCustoms: false,
    isDigitalProduct: false,
    recipeId: null,
    gift: false,
    giftOption: null,
    isGiftBoxSelected: false,
    shippingOptions: {
      selected: 'standard',
      available: ['standard'],
      shippingMethod: { code: 'standard', label: 'Standard shipping', deliveryTime: '3-5 days', price: 795 },
      storeInfo: null,
    },
    shipmentId: 'home',
    taxTotal: 0,
    variants: { colourCode: '297', size: '10', width: 'D' },
    attributes: {},
    badge: null,
    rating: null,
    breadcrumbs: [],
    productPromotions: [],
    inventoryLevel: 10,
    customerNotifications: [],
    ...overrides,
  };
}

export function cartAnswer(overrides: Partial<Cart> = {}, items: CartItem[] = [cartItem()]): Cart {
  const units = items.reduce((sum, item) => sum + item.qty, 0);
  const itemTotal = items.reduce((sum, item) => sum + item.price.amount, 0);
  return {
    basketId: 'basket-1',
    currency: 'USD',
    totalItems: items.length,
    items,
    totals: {
      total: itemTotal + 795,
      totalDiscount: 0,
      itemTotal,
      totalWithoutTax: itemTotal + 795,
      shipping: 795,
      tax: 0,
      remainingToPay: itemTotal + 795,
      currency: 'USD',
      totalUnits: units,
      itemSubTotal: itemTotal,
      netAmount: itemTotal + 795,
      taxAmount: 0,
      totalDiscountPercentage: 0,
      taxCalculated: false,
    },
    shippingMethods: [],
    payment_instruments: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    flash: [],
    approachingDiscount: null,
    declinedGifts: [],
    version: 2,
    ...overrides,
  };
}

/** A Stride store in New York of the stores api's shape (pickup and ship to store on unless overridden). */
export function storeFixture(storeId: string, overrides: Partial<Store> = {}): Store {
  return {
    storeId,
    brand: 'stride',
    name: `Stride ${storeId}`,
    address: { addressLine1: '1 Broadway', city: 'New York', region: 'NY', postalCode: '10012', countryCode: 'US' },
    phone: '+12125550100',
    location: { latitude: 40.7, longitude: -74 },
    timezone: 'America/New_York',
    openingHours: [{ day: 1, opens: '10:00', closes: '20:00' }],
    pickupEnabled: true,
    shipToStoreEnabled: true,
    ...overrides,
  };
}
