import type { AddressValidationResult } from '@outsole/contracts/addresses';
import type { BillingAddressRequest, Cart, CartFlash, ShippingAddressRequest } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import {
  readAddressCountry,
  refusalOf,
  requireValidShippingAddress,
  validateShippingAddress,
} from '../address-validation/address-validation.service.js';
import type { AddressValidator } from '../address-validation/address-validator.js';
import { carrierFor } from '../address-validation/carriers.js';
import type { ShippingMethodCode } from '../pricing/pricing.types.js';
import { updateShipment } from './cart.delivery.repository.js';
import { switchFlash, unknownShipment } from './cart.delivery.js';
import { requireCartShopper, requireOwnCart } from './cart.owner.js';
import { findCart, findShipments, type CartShipmentRow } from './cart.repository.js';
import {
  ADDRESS_METHODS,
  applicableCodes,
  CUSTOMS_SHIPMENT_ID,
  fallbackCode,
  HOME_SHIPMENT_ID,
} from './cart.shipping.js';
import { withCartLock, type CartWrite } from './cart.write.js';

/**
 * The cart's addresses (spec §7): the shipping address of the home shipment, validated by the address-validation
 * provider with the carrier of the shipment's method (CCA400, CCA401, SHP500 PO box, SHP410 phone, as that module
 * decides; phone normalised to E.164), its validation without saving, and the billing address (BIL400 when the
 * provider refuses it). A shipping address in another country than the site's makes the shipment `customs` (and one
 * back home makes it `standard` again), with an ORD518 flash.
 *
 * The customs shipment (items that need customs clearance) goes to the order's shipping address: the home shipment's
 * address is set on it too (checked for its carrier as well) and removed with it; it may also be given its own
 * (`shippingId: customs`), which the next home address replaces. An address abroad makes the home shipment
 * international, and the customs items join it (one international shipment, cart.customs.ts); an address back home
 * sends them to a customs shipment again, with this address.
 */

function addressFields(input: ShippingAddressRequest | BillingAddressRequest) {
  const {
    shippingId: _shipping,
    newsletterConsent: _consent,
    ...address
  } = input as ShippingAddressRequest & BillingAddressRequest;
  return address;
}

/**
 * The address's country (either name; a blank one is none, two that differ are refused with API400 before anything
 * else), else the site's: read as the validation reads it (readAddressCountry, NFKC), so the shipping method and
 * carrier are chosen for the country the address is validated and kept in (review-53 #3: a full-width "ＵＳ" was a
 * US address given an international method).
 */
function countryOf(ctx: RequestContext, input: ShippingAddressRequest): string {
  return readAddressCountry(ctx, addressFields(input)).countryCode;
}

/** The home or customs shipment that takes an address (standard, me, customs); a collected shipment has none. */
function addressShipment(shipments: readonly CartShipmentRow[], shippingId: string): CartShipmentRow {
  const shipment = shipments.find((each) => each.shipping_id === shippingId);
  if (!shipment) throw unknownShipment();
  const delivered = shipment.shipping_id === HOME_SHIPMENT_ID || shipment.shipping_id === CUSTOMS_SHIPMENT_ID;
  if (!delivered || !ADDRESS_METHODS.includes(shipment.method_code)) {
    throw new ApiError('API400', {
      field: 'body.shippingId',
      message: 'This shipment is collected, not delivered to an address. Choose a shipping method first.',
    });
  }
  return shipment;
}

/** The method the shipment keeps for an address in this country (or none): the current one while it applies. */
function methodFor(
  ctx: RequestContext,
  current: ShippingMethodCode,
  addressCountry: string | null,
  customsClearance = false,
): ShippingMethodCode {
  const applicable = applicableCodes({
    isStoreShipment: false,
    digitalOnly: false,
    addressCountry,
    siteCountry: ctx.site.countryCode,
    allowPickupOrder: ctx.site.features.allowPickupOrder === true,
    customsClearance,
  }).filter((code) => ADDRESS_METHODS.includes(code));
  return applicable.includes(current) ? current : fallbackCode(applicable);
}

function customsShipment(shipments: readonly CartShipmentRow[]): CartShipmentRow | undefined {
  return shipments.find((each) => each.shipping_id === CUSTOMS_SHIPMENT_ID);
}

function methodChanged(shipment: CartShipmentRow, method: ShippingMethodCode): CartFlash[] {
  return method === shipment.method_code ? [] : [switchFlash('ORD518', null, 'reviewShipping', shipment.shipping_id)];
}

/** POST /cart/v2/cart/{basketId}/shippingAddress. */
export async function setShippingAddress(
  ctx: RequestContext,
  db: Db,
  validator: AddressValidator,
  basketId: string,
  input: ShippingAddressRequest,
): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, async ({ trx, loaded }): Promise<CartWrite> => {
    const shipment = addressShipment(loaded.shipments, input.shippingId ?? HOME_SHIPMENT_ID);
    const country = countryOf(ctx, input);
    const isCustoms = shipment.shipping_id === CUSTOMS_SHIPMENT_ID;
    const method = methodFor(ctx, shipment.method_code, country, isCustoms);
    const address = await requireValidShippingAddress(ctx, trx, validator, addressFields(input), {
      carrier: carrierFor(country, method),
    });
    const stored = JSON.stringify({ ...address, approachType: 'S' });
    await updateShipment(trx, basketId, shipment.shipping_id, { address: stored, method_code: method });
    const customs = isCustoms ? undefined : customsShipment(loaded.shipments);
    // Items from abroad held by the home shipment (it was delivered abroad: cart.customs.ts customsShipmentId) go to a
    // customs shipment of their own again when the address comes home, taking this address.
    const holdsCustoms = loaded.items.some(
      (item) => item.shipment_id === shipment.shipping_id && loaded.facts.get(item.upc)?.customs === true,
    );
    if ((customs || holdsCustoms) && method !== 'customs') {
      // One shipping address for the order: it must suit the customs carrier too (PO box, phone).
      await requireValidShippingAddress(ctx, trx, validator, addressFields(input), {
        carrier: carrierFor(country, 'customs'),
      });
    }
    if (customs) await updateShipment(trx, basketId, customs.shipping_id, { address: stored });
    return { flash: methodChanged(shipment, method) };
  });
}

/** DELETE /cart/v2/cart/{basketId}/shippingAddress: customs needs an address abroad, so it falls back to standard. */
export async function removeShippingAddress(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  shippingId: string | undefined,
): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, async ({ trx, loaded }): Promise<CartWrite> => {
    const shipment = loaded.shipments.find((each) => each.shipping_id === (shippingId ?? HOME_SHIPMENT_ID));
    if (!shipment) throw unknownShipment();
    const isCustoms = shipment.shipping_id === CUSTOMS_SHIPMENT_ID;
    const method = ADDRESS_METHODS.includes(shipment.method_code)
      ? methodFor(ctx, shipment.method_code, null, isCustoms)
      : shipment.method_code;
    await updateShipment(trx, basketId, shipment.shipping_id, { address: null, method_code: method });
    const delivered = shipment.shipping_id === HOME_SHIPMENT_ID && ADDRESS_METHODS.includes(shipment.method_code);
    const customs = delivered ? customsShipment(loaded.shipments) : undefined;
    if (customs) await updateShipment(trx, basketId, customs.shipping_id, { address: null });
    return { flash: methodChanged(shipment, method) };
  });
}

/**
 * POST /cart/v1/cart/{basketId}/shippingAddress/validation: the provider's verdict for the shipment's carrier
 * (normalised address, reasons, corrected fields), saving nothing. Always 200 for a well-formed request.
 */
export async function validateCartShippingAddress(
  ctx: RequestContext,
  db: Db,
  validator: AddressValidator,
  basketId: string,
  input: ShippingAddressRequest,
): Promise<AddressValidationResult> {
  const cart = requireOwnCart(ctx, await findCart(db, basketId));
  const shipments = await findShipments(db, cart.basket_id);
  const shipment = addressShipment(shipments, input.shippingId ?? HOME_SHIPMENT_ID);
  const country = countryOf(ctx, input);
  const method = methodFor(ctx, shipment.method_code, country, shipment.shipping_id === CUSTOMS_SHIPMENT_ID);
  return validateShippingAddress(ctx, db, validator, addressFields(input), { carrier: carrierFor(country, method) });
}

/**
 * POST /cart/v1/cart/{basketId}/billingAddress: checked by the same provider without a carrier (no PO box or phone
 * rule); any refusal is BIL400 with the provider's field details. `newsletterConsent` is recorded false on add
 * whatever the body says (spec §7: "newsletterConsent false on add"): a guest's checkout address is unverified, so a
 * `true` here would subscribe whoever typed the address; marketing consent is the account's double opt-in (decision
 * 0054). The field is still taken, so clients that send it keep working.
 */
export async function setBillingAddress(
  ctx: RequestContext,
  db: Db,
  validator: AddressValidator,
  basketId: string,
  input: BillingAddressRequest,
): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, async ({ trx }): Promise<CartWrite> => {
    const result = await validateShippingAddress(ctx, trx, validator, addressFields(input));
    const refusal = refusalOf(result);
    if (refusal) {
      throw new ApiError('BIL400', { field: refusal.field, message: refusal.message, details: refusal.details });
    }
    return {
      cartChanges: {
        billing_address: JSON.stringify({ ...result.normalized, approachType: 'B' }),
        newsletter_consent: 0,
      },
    };
  });
}

/** DELETE /cart/v1/cart/{basketId}/billingAddress. */
export async function removeBillingAddress(ctx: RequestContext, db: Db, basketId: string): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, () =>
    Promise.resolve({ cartChanges: { billing_address: null, newsletter_consent: null } }),
  );
}
