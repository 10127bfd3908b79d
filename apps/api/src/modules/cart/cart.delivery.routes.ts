import { addressRequestError } from '../address-validation/address-request-errors.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressValidationResult } from '@outsole/contracts/addresses';
import {
  ApplicableShippingMethods,
  BasketParams,
  BillingAddressRequest,
  Cart,
  SetShippingMethodBody,
  SetShippingMethodQuery,
  ShipmentParams,
  ShipmentQuery,
  ShippingAddressRequest,
} from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import { queryOrBody } from '../../lib/query-or-body.js';
import { errorResponses, exactAnswer } from '../../lib/route-schemas.js';
import type { AddressValidator } from '../address-validation/address-validator.js';
import {
  removeBillingAddress,
  removeShippingAddress,
  setBillingAddress,
  setShippingAddress,
  validateCartShippingAddress,
} from './cart.addresses.js';
import { setShippingMethod } from './cart.delivery.js';
import { listShippingMethods } from './cart.methods.js';

const response = { 200: exactAnswer(Cart), ...errorResponses };
const tags = ['cart'];
const SESSION =
  "Needs a guest or registered bearer token (401 API401); another shopper's basket id answers 404 BSK404. ";

/** spec §7 Cart: shipping method per shipment, shipping and billing addresses (registered inside cartRoutes). */
export const cartDeliveryRoutes: FastifyPluginAsyncZod<{ db: Db; validator: AddressValidator }> = async (
  app,
  { db, validator },
) => {
  app.post(
    '/cart/v1/shippingMethod',
    {
      schema: {
        tags,
        operationId: 'setShippingMethod',
        summary: 'Set the shipping method of a shipment',
        description:
          `${SESSION}Sets the method of a shipment (cartId, code, shippingId, shopperAppliedSM in the query or ` +
          'body; storeId for pickup/sts, collectionPointId for pudo, contact). API404 for an unknown shipment or collection point, ' +
          'API400 for a code that is no shipping method or a field given different values in the query and the body, SHP404 (400) for a method the shipment cannot use; INV702 flash when a store lacks an item; ORD516/ORD517 flashes on a switch to home',
        querystring: SetShippingMethodQuery,
        body: SetShippingMethodBody.nullable().optional(),
        response,
      },
    },
    async (request) => {
      // Query or body, a field given different values in each API400; errors name a field where it was sent.
      const { input, fieldOf } = queryOrBody(request.query, request.body);
      return setShippingMethod(request.ctx, db, validator, input, fieldOf);
    },
  );

  app.get(
    '/cart/v1/cart/:basketId/shippingMethod/:shippingId',
    {
      schema: {
        tags,
        operationId: 'getShippingMethods',
        summary: 'The shipping methods a shipment may use, priced',
        description: `${SESSION}The methods the shipment may use, with label, delivery time and price (API404 for an unknown shipment)`,
        params: ShipmentParams,
        response: { 200: ApplicableShippingMethods, ...errorResponses },
      },
    },
    async (request) => listShippingMethods(request.ctx, db, request.params.basketId, request.params.shippingId),
  );

  app.post(
    '/cart/v2/cart/:basketId/shippingAddress',
    {
      schema: {
        tags,
        operationId: 'setShippingAddress',
        summary: "Set a shipment's shipping address",
        description:
          `${SESSION}Sets the home shipment's address, validated for its carrier (CCA400, CCA401, SHP500, ` +
          'SHP410); an address abroad makes it customs (ORD518 flash); US tax then follows the state. API400 ' +
          '(body.country) when country and countryCode are both given and differ',
        params: BasketParams,
        body: ShippingAddressRequest,
        response,
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw addressRequestError(request.ctx, request.validationError);
      return setShippingAddress(request.ctx, db, validator, request.params.basketId, request.body);
    },
  );

  app.delete(
    '/cart/v2/cart/:basketId/shippingAddress',
    {
      schema: {
        tags,
        operationId: 'removeShippingAddress',
        summary: "Remove a shipment's shipping address",
        description: `${SESSION}Removes the shipment's address (customs falls back to standard with ORD518)`,
        params: BasketParams,
        querystring: ShipmentQuery,
        response,
      },
    },
    async (request) => removeShippingAddress(request.ctx, db, request.params.basketId, request.query.shippingId),
  );

  app.post(
    '/cart/v1/cart/:basketId/shippingAddress/validation',
    {
      schema: {
        tags,
        operationId: 'validateShippingAddress',
        summary: 'Validate a shipping address without saving it',
        description:
          `${SESSION}The address validator's verdict (normalised address, reasons, corrected fields); saves nothing. ` +
          'API400 (body.country) when country and countryCode are both given and differ',
        params: BasketParams,
        body: ShippingAddressRequest,
        response: { 200: AddressValidationResult, ...errorResponses },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw addressRequestError(request.ctx, request.validationError);
      return validateCartShippingAddress(request.ctx, db, validator, request.params.basketId, request.body);
    },
  );

  app.post(
    '/cart/v1/cart/:basketId/billingAddress',
    {
      schema: {
        tags,
        operationId: 'setBillingAddress',
        summary: 'Set the billing address',
        description:
          `${SESSION}Sets the billing address (BIL400 when not valid; API400 body.country when country and ` +
          'countryCode differ); newsletterConsent is false on add, even when sent true (spec §7)',
        params: BasketParams,
        body: BillingAddressRequest,
        response,
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw addressRequestError(request.ctx, request.validationError);
      return setBillingAddress(request.ctx, db, validator, request.params.basketId, request.body);
    },
  );

  app.delete(
    '/cart/v1/cart/:basketId/billingAddress',
    {
      schema: {
        tags,
        operationId: 'removeBillingAddress',
        summary: 'Remove the billing address',
        description: `${SESSION}Removes the billing address`,
        params: BasketParams,
        response,
      },
    },
    async (request) => removeBillingAddress(request.ctx, db, request.params.basketId),
  );
};
