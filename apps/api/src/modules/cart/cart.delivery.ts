import type { Cart, CartFlash, PickupContact, PickupContactView, SetShippingMethodBody } from '@outsole/contracts/cart';
import { SHIPPING_METHOD_CODES } from '@outsole/contracts/cart';
import type { LocalePath } from '@outsole/contracts/locales';
import {
  CONTACT_FIELDS,
  CONTACT_RULES,
  checkPickupContact,
  requiredContactFields as contractContactFields,
  type ContactMethod,
  type ContactProblem,
} from '@outsole/contracts/contact.values';
import { customerNumberRule, type CustomerNumberRule } from '@outsole/contracts/collection-points.values';
import type { ErrorId } from '@outsole/contracts/errors';
import { mobileDigitCounts, phoneAdvice, type PhoneCountry } from '@outsole/contracts/phone';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { fieldLanguageOf, fieldMessage, type FieldLanguage } from '../../lib/field-messages.js';
import type { RequestContext } from '../../lib/context.js';
import type { AddressInput } from '@outsole/contracts/addresses';
import { requireValidShippingAddress } from '../address-validation/address-validation.service.js';
import type { AddressValidator } from '../address-validation/address-validator.js';
import { carrierFor } from '../address-validation/carriers.js';
import { getCollectionPoint } from '../collection-points/collection-points.service.js';
import { countryList } from '../countries/countries.service.js';
import type { ShippingMethodCode, TaxDestination } from '../pricing/pricing.types.js';
import { getStore, getStoreProductInventory } from '../stores/stores.service.js';
import { requireCartShopper } from './cart.owner.js';
import {
  deleteEmptyShipments,
  insertShipmentIfMissing,
  type CartItemRow,
  type CartShipmentRow,
} from './cart.repository.js';
import { moveItems, updateShipment } from './cart.delivery.repository.js';
import {
  ADDRESS_METHODS,
  applicableCodes,
  CONTACT_METHODS,
  CUSTOMS_SHIPMENT_ID,
  HOME_SHIPMENT_ID,
  pickupShipmentId,
} from './cart.shipping.js';
import { withCartLock, type CartWrite } from './cart.write.js';

/**
 * Delivery of a cart (spec §3 shippingMethods / shippingOptions, §4 Delivery-method transitions, §5 contact rules):
 * which methods each shipment may use, setting one, the pickup contact, and the per-store stock of pickup items.
 *
 * Shipments: `home` holds every item not picked up in a store; its method is standard, me, customs (to its address),
 * sts (to a store), pudo (to a collection point) or digital. `pickup-{storeId}` holds the items picked up in that
 * store the same day from its stock.
 *
 * Flash messages of a method switch (decision, see /tmp/notes/decisions-delivery.md):
 * - ORD516 collection point or ship-to-store → home delivery ("can no longer be picked up at the pickup point");
 * - ORD517 store pickup → home delivery (the items leave the store shipment);
 * - ORD518 the method changed because the old one no longer applies (an address abroad → customs, back home →
 *   standard, customs without an address → standard).
 * `details.action` says what the shopper should do: `enterShippingAddress` when the home shipment has no address
 * yet (back to the shipping step), else `reviewShipping`.
 */

export { CONTACT_RULES };

type ContactField = keyof PickupContactView;

/** The contact fields a collected shipment of this method needs on this site (contracts contact.values). */
export function requiredContactFields(locale: LocalePath, code: ShippingMethodCode): ContactField[] {
  if (!CONTACT_METHODS.includes(code)) return [];
  return contractContactFields(locale, code as ContactMethod);
}

/** What the cart's answer shows of delivery, read with the cart (cart.pricing.ts loadCart). */
export interface DeliveryView {
  /** Labels are in the request's language. */
  locale: LocalePath;
  /** The site's country: sizes are shown in its market's system (variantView). */
  countryCode: string;
  applicable: Map<string, ShippingMethodCode[]>;
  /** Where each shipment goes, for tax: its address, its store, its collection point; null when unknown. */
  destinations: Map<string, TaxDestination | null>;
  /** Stock of pickup items in their store, by `{storeId}|{upc}`. */
  storeStock: Map<string, number>;
  /** Contact fields still missing per collected shipment. */
  missingContact: Map<string, string[]>;
}

export const storeStockKey = (storeId: string, upc: string): string => `${storeId}|${upc}`;

interface StoredAddress {
  countryCode?: string;
  stateCityProvDept?: string;
}

export function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export async function loadDelivery(
  ctx: RequestContext,
  db: Db,
  shipments: readonly CartShipmentRow[],
  items: readonly CartItemRow[],
  storeCountries: ReadonlyMap<string, TaxDestination>,
): Promise<DeliveryView> {
  const applicable = new Map<string, ShippingMethodCode[]>();
  const destinations = new Map<string, TaxDestination | null>();
  const missingContact = new Map<string, string[]>();
  for (const shipment of shipments) {
    const address = parseJson<StoredAddress>(shipment.address);
    applicable.set(shipment.shipping_id, applicableFor(ctx, shipment, items));
    destinations.set(shipment.shipping_id, await destinationOf(ctx, db, shipment, address, storeCountries));
    const contact = parseJson<Partial<PickupContactView>>(shipment.contact) ?? {};
    const code = shipment.method_code;
    // A collection point that needs the carrier's customer number (a DHL Packstation's Postnummer) asks for it too.
    const point =
      code === 'pudo' && shipment.pudo_id !== null ? await getCollectionPoint(ctx, db, shipment.pudo_id) : null;
    const fields = requiredContactFields(ctx.site.locale, code);
    if (point?.requiresCustomerNumber) fields.push('customerNumber');
    missingContact.set(
      shipment.shipping_id,
      fields.filter((field) => !contact[field]),
    );
  }
  const storeStock = new Map<string, number>();
  const wanted = new Set<string>();
  for (const item of items) {
    if (item.store_id !== null && item.shipment_id === pickupShipmentId(item.store_id))
      wanted.add(`${item.store_id}|${item.product_id}`);
  }
  for (const key of wanted) {
    const [storeId, productId] = key.split('|') as [string, string];
    for (const [upc, quantity] of await storeStockOf(ctx, db, storeId, productId))
      storeStock.set(storeStockKey(storeId, upc), quantity);
  }
  return {
    locale: ctx.locale,
    countryCode: ctx.site.countryCode,
    applicable,
    destinations,
    storeStock,
    missingContact,
  };
}

function applicableFor(
  ctx: RequestContext,
  shipment: CartShipmentRow,
  items: readonly CartItemRow[],
): ShippingMethodCode[] {
  const own = items.filter((item) => item.shipment_id === shipment.shipping_id);
  const address = parseJson<StoredAddress>(shipment.address);
  const isStoreShipment = shipment.shipping_id !== HOME_SHIPMENT_ID;
  return applicableCodes({
    isStoreShipment,
    digitalOnly: shipment.method_code === 'digital' && own.length > 0,
    addressCountry: isStoreShipment ? null : (address?.countryCode ?? null),
    siteCountry: ctx.site.countryCode,
    allowPickupOrder: ctx.site.features.allowPickupOrder === true,
    customsClearance: shipment.shipping_id === CUSTOMS_SHIPMENT_ID,
  });
}

async function destinationOf(
  ctx: RequestContext,
  db: Db,
  shipment: CartShipmentRow,
  address: StoredAddress | null,
  storeCountries: ReadonlyMap<string, TaxDestination>,
): Promise<TaxDestination | null> {
  if (shipment.method_code === 'pudo' && shipment.pudo_id !== null) {
    const point = await getCollectionPoint(ctx, db, shipment.pudo_id);
    return point ? { countryCode: point.address.countryCode, stateCode: point.address.region } : null;
  }
  if (shipment.store_id !== null) return storeCountries.get(shipment.store_id) ?? null;
  if (ADDRESS_METHODS.includes(shipment.method_code) && address?.countryCode) {
    return { countryCode: address.countryCode, stateCode: address.stateCityProvDept ?? null };
  }
  return null;
}

/** The store's stock of the style's variants (stores service), by upc; none when the store is gone. */
export async function storeStockOf(
  ctx: RequestContext,
  db: Db,
  storeId: string,
  productId: string,
): Promise<Map<string, number>> {
  try {
    const inventory = await getStoreProductInventory(ctx, db, storeId, productId);
    return new Map(inventory.variants.map((variant) => [variant.upc, variant.quantity]));
  } catch (error) {
    if (error instanceof ApiError) return new Map();
    throw error;
  }
}

/**
 * A shipment id the cart does not have: nothing of that id exists (404, API404, decision 0004). SHP404 is kept for a
 * method that exists but cannot be used there, always 400.
 */
export function unknownShipment(field = 'shippingId'): ApiError {
  return new ApiError('API404', {
    field,
    message: 'The cart has no shipment with this id.',
  });
}

/** The query and body of POST /cart/v1/shippingMethod, merged (the body wins). */
export type SetShippingMethodInput = SetShippingMethodBody;

/** Where a field of that merged input was sent, as errors name it: `body.code`, `query.cartId`. */
export type FieldOf = (name: keyof SetShippingMethodInput) => string;

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined || value === '') {
    throw new ApiError('API400', { field, message: `${field.replace(/^\w+\./, '')} is required.` });
  }
  return value;
}

function isMethodCode(value: string): value is ShippingMethodCode {
  return (SHIPPING_METHOD_CODES as readonly string[]).includes(value);
}

/**
 * POST /cart/v1/shippingMethod. Sets the method of one shipment:
 * - pickup (storeId): the shipment's items move to `pickup-{storeId}` when the store has their quantity; an item
 *   short at the store stays where it was with an INV702 flash carrying `missingQty` (spec §5: store pickup items
 *   need store inventory checked per store);
 * - sts (storeId), pudo (collectionPointId), standard, me, customs, digital: the home shipment takes the method;
 *   items of a store shipment join it (ORD517), a collection point or ship-to-store changed to a home method gives
 *   ORD516;
 * - customs on the customs shipment (its only method): its items stay there;
 * - a method the shipment cannot use is SHP404, always 400 (decision 0004); a code that names no shipping method at
 *   all is a bad value of `code` (400 API400), and a shipment the cart does not have is 404 API404.
 * Errors name a field where it was sent (`body.code` or `query.code`: `fieldOf`).
 * A contact sent with a collected method must have every field the site's locale requires (API400 naming it,
 * ORD400 for an ill-formed email, SHP410 for a missing required phone); without one the method is set and
 * `missingContactFields` tells checkout what to collect.
 */
export async function setShippingMethod(
  ctx: RequestContext,
  db: Db,
  validator: AddressValidator,
  input: SetShippingMethodInput,
  fieldOf: FieldOf = (name) => `query.${name}`,
): Promise<Cart> {
  requireCartShopper(ctx);
  const cartId = required(input.cartId, fieldOf('cartId'));
  const rawCode = required(input.code, fieldOf('code'));
  const shippingId = required(input.shippingId, fieldOf('shippingId'));
  if (!isMethodCode(rawCode)) {
    throw new ApiError('API400', {
      field: fieldOf('code'),
      message: `code must be a shipping method: ${SHIPPING_METHOD_CODES.join(', ')}.`,
    });
  }
  const code = rawCode;
  return withCartLock(ctx, db, cartId, async ({ trx, loaded }): Promise<CartWrite> => {
    const shipment = loaded.shipments.find((each) => each.shipping_id === shippingId);
    if (!shipment) throw unknownShipment(fieldOf('shippingId'));
    const applicable = loaded.delivery.applicable.get(shippingId) ?? [];
    if (!applicable.includes(code)) {
      throw new ApiError('SHP404', {
        field: fieldOf('code'),
        message: 'This shipping method is not available for this shipment.',
      });
    }
    // The collection point chosen (or kept) decides whether the contact needs the carrier's customer number (a DHL
    // Packstation's Postnummer); an unknown point is refused below, after the contact's own problems.
    const kept = loaded.shipments.find((each) => each.shipping_id === HOME_SHIPMENT_ID);
    const pointId =
      code === 'pudo' ? (input.collectionPointId ?? (kept?.method_code === 'pudo' ? kept.pudo_id : null)) : null;
    const point = pointId === null ? null : await getCollectionPoint(ctx, trx, pointId);
    const customerNumber = point ? customerNumberRule(point.carrier, point.type) : null;
    const contactFields = requiredContactFields(ctx.site.locale, code);
    if (customerNumber) contactFields.push('customerNumber');
    const contact =
      input.contact === undefined
        ? undefined
        : await validContact(ctx, trx, input.contact, contactFields, customerNumber);
    const shopperApplied = input.shopperAppliedSM === false ? 0 : 1;
    const home = loaded.shipments.find((each) => each.shipping_id === HOME_SHIPMENT_ID);
    const homeHasAddress = home?.address !== null && home?.address !== undefined;
    const action = homeHasAddress ? 'reviewShipping' : 'enterShippingAddress';
    const own = loaded.items.filter((item) => item.shipment_id === shippingId);
    const flash: CartFlash[] = [];

    if (code === 'pickup') {
      const storeId =
        input.storeId ?? (shipment.shipping_id === HOME_SHIPMENT_ID ? undefined : (shipment.store_id ?? undefined));
      if (storeId === undefined) {
        throw new ApiError('API400', { field: 'body.storeId', message: 'Choose the store to pick up in.' });
      }
      const store = await getStore(ctx, trx, storeId);
      if (!store.pickupEnabled) {
        throw new ApiError('STR404', { field: 'body.storeId', message: 'This store does not offer pickup.' });
      }
      const target = pickupShipmentId(storeId);
      await insertShipmentIfMissing(trx, {
        basket_id: cartId,
        shipping_id: target,
        method_code: 'pickup',
        store_id: storeId,
        pudo_id: null,
        address: null,
        created_at: new Date().toISOString(),
      });
      const moving: string[] = [];
      const stockByProduct = new Map<string, Map<string, number>>();
      for (const item of own) {
        if (item.bonus === 1 || target === shippingId) continue;
        let stock = stockByProduct.get(item.product_id);
        if (!stock) {
          stock = await storeStockOf(ctx, trx, storeId, item.product_id);
          stockByProduct.set(item.product_id, stock);
        }
        const available = stock.get(item.upc) ?? 0;
        if (available >= item.qty) {
          moving.push(item.item_id);
        } else {
          flash.push(storeShortFlash(item, item.qty - available, available, 'keepDelivery'));
        }
      }
      await moveItems(trx, cartId, moving, target, storeId);
      await updateShipment(trx, cartId, target, {
        shopper_applied: shopperApplied,
        ...(contact === undefined ? {} : { contact: JSON.stringify(contact) }),
      });
      await deleteEmptyShipments(trx, cartId, HOME_SHIPMENT_ID);
      return { flash };
    }

    // The customs shipment keeps its items and its only method (customs); the shopper's choice is recorded.
    if (shippingId === CUSTOMS_SHIPMENT_ID) {
      await updateShipment(trx, cartId, CUSTOMS_SHIPMENT_ID, { shopper_applied: shopperApplied });
      return { flash };
    }

    // Every other method is the home shipment's.
    let storeId: string | null = null;
    let pudoId: string | null = null;
    if (code === 'sts') {
      const chosen = input.storeId ?? (home?.method_code === 'sts' ? home.store_id : null) ?? shipment.store_id;
      if (chosen === null) {
        throw new ApiError('API400', { field: 'body.storeId', message: 'Choose the store to ship to.' });
      }
      const store = await getStore(ctx, trx, chosen);
      if (!store.shipToStoreEnabled) {
        throw new ApiError('STR404', { field: 'body.storeId', message: 'This store does not take deliveries.' });
      }
      storeId = chosen;
    } else if (code === 'pudo') {
      const chosen = input.collectionPointId ?? (home?.method_code === 'pudo' ? home.pudo_id : null);
      if (chosen === null) {
        throw new ApiError('API400', {
          field: 'body.collectionPointId',
          message: 'Choose the collection point.',
        });
      }
      // An id that names no point of the site's country: nothing of that id exists (404, as an unknown store or
      // shipment; decision 0004).
      if (!(await getCollectionPoint(ctx, trx, chosen))) {
        throw new ApiError('API404', {
          field: 'body.collectionPointId',
          message: `The collection point ${chosen} could not be found.`,
        });
      }
      pudoId = chosen;
    }
    const toHomeDelivery = ADDRESS_METHODS.includes(code);
    const previous = home?.method_code ?? 'standard';
    // Another carrier takes the stored address: it must suit that one too (express couriers take no PO box and
    // need a phone), as when the address is given for the method (cart.addresses.ts).
    const stored = toHomeDelivery && code !== previous ? parseJson<AddressInput>(home?.address ?? null) : null;
    if (stored) {
      const carrier = carrierFor((stored.countryCode ?? ctx.site.countryCode).toUpperCase(), code);
      await requireValidShippingAddress(ctx, trx, validator, stored, { carrier, fieldPrefix: 'shippingAddress.' });
    }
    if (shippingId !== HOME_SHIPMENT_ID) {
      const moving = own.map((item) => item.item_id);
      await moveItems(trx, cartId, moving, HOME_SHIPMENT_ID, null);
      if (toHomeDelivery) for (const item of own) flash.push(switchFlash('ORD517', item, action));
    }
    if (toHomeDelivery && (previous === 'sts' || previous === 'pudo')) {
      // Which collected method they leave, so the shopper can be told of a change to a shipment they did not touch
      // (its items moved home with the pickup's: decision 0018 addendum, F9).
      for (const item of loaded.items.filter((each) => each.shipment_id === HOME_SHIPMENT_ID))
        flash.push(switchFlash('ORD516', item, action, HOME_SHIPMENT_ID, previous));
    }
    const sameCollection = previous === code && (code === 'sts' || code === 'pudo');
    await updateShipment(trx, cartId, HOME_SHIPMENT_ID, {
      method_code: code,
      store_id: storeId,
      pudo_id: pudoId,
      shopper_applied: shopperApplied,
      ...(contact !== undefined
        ? { contact: JSON.stringify(contact) }
        : CONTACT_METHODS.includes(code) && (sameCollection || CONTACT_METHODS.includes(previous))
          ? {}
          : { contact: null }),
    });
    await deleteEmptyShipments(trx, cartId, HOME_SHIPMENT_ID);
    return { flash };
  });
}

/** INV702: a store holds less of a line than its quantity (`keepDelivery`: it was not moved there; `changeStore`). */
export function storeShortFlash(
  item: Pick<CartItemRow, 'upc' | 'product_id' | 'shipment_id'>,
  missingQty: number,
  available: number,
  action: 'keepDelivery' | 'changeStore',
): CartFlash {
  return {
    type: available === 0 ? 'StoreOutOfStock' : 'StorePartialStock',
    code: 'INV702',
    details: { sku: item.upc, productId: item.product_id, missingQty, shipmentId: item.shipment_id, action },
  };
}

function switchFlash(
  code: 'ORD516' | 'ORD517' | 'ORD518',
  item: Pick<CartItemRow, 'upc' | 'product_id'> | null,
  action: string,
  shipmentId = HOME_SHIPMENT_ID,
  previousMethod?: ShippingMethodCode,
): CartFlash {
  return {
    type: 'DeliveryMethodChanged',
    code,
    details: {
      ...(item ? { sku: item.upc, productId: item.product_id } : {}),
      shipmentId,
      action,
      ...(previousMethod ? { previousMethod } : {}),
    },
  };
}

export { switchFlash };

/** The error id of one refused contact field: ORD400 an ill-formed email (or a lookalike one), SHP410 a required phone left empty. */
function contactErrorId(field: ContactField, problem: ContactProblem): ErrorId {
  if (field === 'email' && (problem.problem === 'email' || problem.problem === 'email-script')) return 'ORD400';
  if (field === 'phone' && problem.problem === 'missing') return 'SHP410';
  return 'API400';
}

/** What the shopper reads at a refused contact field, in the request's language. */
function contactMessage(
  language: FieldLanguage,
  field: ContactField,
  problem: ContactProblem,
  country: PhoneCountry,
): string {
  const name = field === 'phone' ? 'mobilePhone' : field;
  switch (problem.problem) {
    case 'customer-number':
      return fieldMessage(language, 'customer-number', name, { min: problem.min, max: problem.max });
    case 'missing':
      return fieldMessage(language, 'missing', name);
    case 'text':
      return fieldMessage(language, 'text', name);
    case 'characters':
      return fieldMessage(language, 'name-characters', name);
    case 'too-long':
      return fieldMessage(language, 'too-long', name, { max: problem.max });
    case 'email':
      return fieldMessage(language, 'email-format', name);
    case 'email-script':
      return fieldMessage(language, 'email-script', name);
    case 'phone': {
      // The counts a mobile has (a German one 10 or 11 digits after the 0) and a real-looking one (contracts phone.ts).
      const advice = phoneAdvice(country, mobileDigitCounts(country));
      return advice.fewer === undefined
        ? fieldMessage(language, 'mobile-digit-count', name, { digits: advice.digits, example: advice.example })
        : fieldMessage(language, 'mobile-digit-counts', name, { ...advice });
    }
  }
}

/**
 * A pickup contact as stored: names trimmed (1–60), email lower case, phone as E.164 of a mobile of the site's
 * country (contracts contact.values.ts, the rules the storefront checks before posting). Every field `requiredFields`
 * names must be there. Every bad field is named at once, one detail each; the error id is the fields' own when they
 * share one (ORD400 an ill-formed email, SHP410 a missing required phone), else API400.
 */
export async function validContact(
  ctx: RequestContext,
  db: Db,
  contact: PickupContact,
  requiredFields: readonly ContactField[],
  customerNumber: CustomerNumberRule | null = null,
): Promise<PickupContactView> {
  const country = (await countryList(ctx, db, { countryCode: ctx.site.countryCode, includeStates: 'false' }))
    .countries[0];
  // spec §5: the collection point's mobile phone (the carrier texts the pickup code), one contact phone for every
  // collected shipment: a mobile's number, its digit count from the country's mask.
  const phoneCountry = country ?? { dialCode: '', phoneMask: null };
  const { problems, values } = checkPickupContact(contact, { required: requiredFields, phoneCountry, customerNumber });
  const refused = CONTACT_FIELDS.flatMap((field) => {
    const problem = problems[field];
    return problem ? [{ field, problem }] : [];
  });
  if (refused.length > 0) {
    // British English says "full stops" (field-messages.ts EN_GB_MESSAGES).
    const language = fieldLanguageOf(ctx.locale);
    const details = refused.map(({ field, problem }) => ({
      field: `body.contact.${field}`,
      message: contactMessage(language, field, problem, phoneCountry),
    }));
    const ids = new Set(refused.map(({ field, problem }) => contactErrorId(field, problem)));
    const errorId = ids.size === 1 ? [...ids][0]! : 'API400';
    throw new ApiError(errorId, { field: details[0]!.field, message: details[0]!.message, details });
  }
  const { firstName = '', lastName = '', email, phone } = values;
  return {
    firstName,
    lastName,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    // Only at a point that needs it (checkPickupContact keeps none without a rule).
    ...(values.customerNumber ? { customerNumber: values.customerNumber } : {}),
  };
}
