import type { ShippingMethod } from '@outsole/contracts/cart';
import type { LocalePath } from '@outsole/contracts/locales';
import { languageOf, type Language } from '../../lib/language.js';
import type { ShippingMethodCode } from '../pricing/pricing.types.js';

/** Every cart has a home shipment under this id; pickup items go to one shipment per store. */
export const HOME_SHIPMENT_ID = 'home';
/**
 * Items that need customs clearance (styles.customs_clearance: they ship from abroad) travel in their own shipment,
 * by the customs method only, to the order's shipping address (decision 0018).
 */
export const CUSTOMS_SHIPMENT_ID = 'customs';
/** Digital gift cards travel in their own shipment, emailed by the digital method (decision 0018). */
export const DIGITAL_SHIPMENT_ID = 'digital';
export const pickupShipmentId = (storeId: string): string => `pickup-${storeId}`;

interface MethodDefinition {
  /** The label by language of the request locale (`x-locale`, else the site's); English for any other. */
  labels: Readonly<Record<Language, string>>;
  /** spec §4: `n-m days`, or `same day` (the storefront sorts by it, so it is never translated). */
  deliveryTime: string;
  /** Base price per currency (minor units), before shipping promotions. */
  prices: Readonly<Record<string, number>>;
}

const FREE = { USD: 0, GBP: 0, EUR: 0, JPY: 0 };

/**
 * The shipping methods (spec §3 codes) with their demo rates per currency:
 * - standard: home delivery by the national post; me: express by a courier;
 * - customs: home delivery abroad, cleared through customs (the only home method for an address in another country);
 * - sts: ship to a store, collected there; pickup: collected in store from the store's stock, the same day while the
 *   store's opening hours allow (else the day it next opens: @outsole/contracts/pickup-ready);
 * - pudo: to a carrier's collection point; digital: digital gift cards, emailed (no parcel, free, never taxed).
 */
const METHODS: Readonly<Record<ShippingMethodCode, MethodDefinition>> = {
  standard: {
    labels: { en: 'Standard shipping', de: 'Standardversand', fr: 'Livraison standard', ja: '通常配送' },
    deliveryTime: '3-5 days',
    prices: { USD: 795, GBP: 495, EUR: 495, JPY: 550 },
  },
  me: {
    labels: { en: 'Express shipping', de: 'Expressversand', fr: 'Livraison express', ja: 'お急ぎ便' },
    deliveryTime: '1-2 days',
    prices: { USD: 1_995, GBP: 995, EUR: 995, JPY: 1_100 },
  },
  sts: {
    labels: { en: 'Ship to store', de: 'Lieferung in den Store', fr: 'Livraison en magasin', ja: '店舗へ配送' },
    deliveryTime: '5-7 days',
    prices: FREE,
  },
  pickup: {
    labels: { en: 'Pick up in store', de: 'Abholung im Store', fr: 'Retrait en magasin', ja: '店舗受け取り' },
    deliveryTime: 'same day',
    prices: FREE,
  },
  pudo: {
    labels: { en: 'Pickup point', de: 'Abholstation', fr: 'Point relais', ja: 'コンビニ・宅配ロッカー受け取り' },
    deliveryTime: '3-5 days',
    prices: { USD: 495, GBP: 295, EUR: 395, JPY: 440 },
  },
  digital: {
    labels: { en: 'Email delivery', de: 'Versand per E-Mail', fr: 'Envoi par e-mail', ja: 'メール配信' },
    deliveryTime: 'same day',
    prices: FREE,
  },
  customs: {
    labels: {
      en: 'International shipping',
      de: 'Internationaler Versand',
      fr: 'Livraison internationale',
      ja: '海外配送',
    },
    deliveryTime: '7-14 days',
    prices: { USD: 2_495, GBP: 1_995, EUR: 1_995, JPY: 2_500 },
  },
};

/**
 * British English where its words differ from the American the `en` labels use (language tester F3-8; decision 0018,
 * "shipping" and "delivery"): American shops name a method and its cost "shipping" (Standard shipping, Ship to
 * store) and keep "delivery" for the arrival and the email; the en-GB site says "delivery" and "collect" throughout,
 * as its basket and promotions do. A carrier's collection point is a "pickup point" in American English (kept apart
 * from the store's "Pick up in store"), a "collection point" in British.
 */
const EN_GB_LABELS: Partial<Record<ShippingMethodCode, string>> = {
  standard: 'Standard delivery',
  me: 'Express delivery',
  customs: 'International delivery',
  sts: 'Deliver to store',
  pickup: 'Click & collect',
  // A carrier's parcel shop or locker: British "collection point", American "pickup point" (decision 0018 addendum).
  pudo: 'Collection point',
};

/**
 * A method as the cart answers it. `pickupTime` is the store's own delivery time for a pickup shipment (when its
 * opening hours let the order be ready: cart.pricing.ts pickupTimes); without it pickup reads `same day`.
 */
export function shippingMethod(
  code: ShippingMethodCode,
  currency: string,
  locale?: LocalePath,
  pickupTime?: string,
): ShippingMethod {
  const method = METHODS[code];
  return {
    code,
    label: (locale === 'en-gb' ? EN_GB_LABELS[code] : undefined) ?? method.labels[languageOf(locale)],
    deliveryTime: code === 'pickup' && pickupTime !== undefined ? pickupTime : method.deliveryTime,
    price: method.prices[currency] ?? 0,
  };
}

/** Home-delivery methods: they need a shipping address and have a carrier (address-validation carriers.ts). */
export const ADDRESS_METHODS: readonly ShippingMethodCode[] = ['standard', 'me', 'customs'];
/** Methods collected by someone: they need the pickup contact. */
export const CONTACT_METHODS: readonly ShippingMethodCode[] = ['pickup', 'sts', 'pudo'];

/** What decides which methods a shipment may use. */
export interface ShipmentFacts {
  /** A store shipment (`pickup-{storeId}`) rather than the home one. */
  isStoreShipment: boolean;
  /** Every item of the shipment is a digital gift card (the digital shipment, DIGITAL_SHIPMENT_ID). */
  digitalOnly: boolean;
  /** The country of the shipment's address, when it has one. */
  addressCountry: string | null;
  siteCountry: string;
  /** The site's `allowPickupOrder` feature (spec §6: pickup orders follow it) — store pickup and ship to store. */
  allowPickupOrder: boolean;
  /** The customs shipment (CUSTOMS_SHIPMENT_ID): items that need customs clearance. */
  customsClearance?: boolean;
}

/**
 * The methods a shipment may switch to, in display order:
 * - digital gift cards only: digital;
 * - items that need customs clearance (the customs shipment), or an address in another country than the site's:
 *   customs only;
 * - otherwise standard, me, then pudo, and sts and pickup where the site allows pickup orders.
 * A store shipment may also switch to any home method (its items then join the home shipment).
 */
export function applicableCodes(facts: ShipmentFacts): ShippingMethodCode[] {
  if (facts.digitalOnly) return ['digital'];
  if (facts.customsClearance === true) return ['customs'];
  if (facts.addressCountry !== null && facts.addressCountry !== facts.siteCountry) return ['customs'];
  const codes: ShippingMethodCode[] = ['standard', 'me', 'pudo'];
  if (facts.allowPickupOrder) codes.push('sts', 'pickup');
  return codes;
}

/** The default home method for a shipment whose current method no longer applies. */
export function fallbackCode(applicable: readonly ShippingMethodCode[]): ShippingMethodCode {
  return applicable[0] ?? 'standard';
}

/** spec §4 Ordering: pickup shipments sort by delivery time, `same day` 0, else the first number of `n-m days`. */
export function deliveryDays(deliveryTime: string): number {
  if (deliveryTime === 'same day') return 0;
  return Number.parseInt(deliveryTime, 10) || 0;
}
