import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddItemRequest,
  ApplyCouponRequest,
  ApplyRewardRequest,
  BasketParams,
  Cart,
  CreateCartRequest,
  CreateCartWithItemBody,
  CreateCartWithItemQuery,
  GetCartQuery,
  RemoveCouponQuery,
  RemoveItemQuery,
  SetGiftDeclinedRequest,
  UpdateItemBody,
  UpdateItemQuery,
} from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import { queryOrBody, requiredField } from '../../lib/query-or-body.js';
import { errorResponses, exactAnswer, sendJson } from '../../lib/route-schemas.js';
import { shopperRoutes } from '../../plugins/auth.js';
import type { AddressValidator } from '../address-validation/address-validator.js';
import { sandboxAddressValidator } from '../address-validation/sandbox-address-validator.js';
import { ApiError } from '../../lib/api-error.js';
import { cartDeliveryRoutes } from './cart.delivery.routes.js';
import { CartAnswer } from './cart.answers.js';
import { readCart } from './cart.read.js';
import { createGuestRetention, type GuestRetention } from './cart.retention.js';
import { setGiftDeclined } from './cart.declined-gifts.js';
import { applyReward } from './cart.reward.js';
import {
  addItem,
  applyCoupon,
  createCart,
  createCartWithItem,
  removeCoupon,
  removeItem,
  updateCartItem,
} from './cart.service.js';

const response = { 200: exactAnswer(Cart), ...errorResponses };
const tags = ['cart'];
/** PUT item's fields that name the line (and its cart and style), and those that change it. */
const LINE_NAMING = new Set(['cartId', 'itemId', 'productId']);
const LINE_CHANGES = ['qty', 'maxQty', 'storeId', 'gift', 'giftOption', 'isGiftBoxSelected', 'pdpUrl', 'recipeId'];
const SESSION =
  "Needs a guest or registered bearer token (401 API401); another shopper's basket id answers 404 BSK404. ";

export interface CartRoutesOptions {
  db: Db;
  addressValidator?: AddressValidator;
  /** Check every kept cart answer against the cart priced again (cart.answers.ts); outside production. */
  verifyKeptAnswers?: boolean;
  /** How long guests' carts and lists are kept (GUEST_CART_RETENTION_DAYS; cart.retention.ts); 30 days when absent. */
  guestRetention?: GuestRetention;
}

/** spec §7 Cart: the cart calls up to payment. Every answer is the whole cart, priced again. */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (
  app,
  { db, addressValidator = sandboxAddressValidator, verifyKeptAnswers = false, guestRetention = { days: 30 } },
) => {
  const retention = createGuestRetention(db, guestRetention, (error) =>
    app.log.warn({ err: error }, "idle guests' carts and lists not deleted; tried again within the hour"),
  );

  // Every cart call needs a guest or registered session, refused (401 API401, AUT498) before its query or body is
  // read and documented with the bearer token (plugins/auth.ts guardShopperRoute).
  app.addHook('onRoute', shopperRoutes('session'));

  // Shipping methods and addresses (cart.delivery.routes.ts), under the same session hook.
  await app.register(cartDeliveryRoutes, { db, validator: addressValidator });

  app.post(
    '/cart/v1/cart',
    {
      schema: {
        tags,
        operationId: 'createCart',
        summary: "Create the shopper's cart, or answer the one they have",
        description: `${SESSION}Creates the shopper's cart on the site, or answers the one they have`,
        body: CreateCartRequest.nullish(),
        response,
      },
    },
    async (request) => {
      const cart = await createCart(request.ctx, db);
      retention.sweepWhenDue(new Date());
      return cart;
    },
  );

  app.post(
    '/cart/v1/cartWithItem',
    {
      schema: {
        tags,
        operationId: 'createCartWithItem',
        summary: 'Create the cart with its first item',
        description:
          `${SESSION}A cart with its first item (as add item: INV408, INV700, GWP403). The item's fields in the query ` +
          '(spec §7), the body or both; a field given different values in each is API400; productId and upc are ' +
          'required in one of them, giftOption only in the body',
        querystring: CreateCartWithItemQuery,
        body: CreateCartWithItemBody.nullish(),
        response,
      },
    },
    async (request) => {
      const merged = queryOrBody(request.query, request.body);
      const item = {
        ...merged.input,
        productId: requiredField(merged, 'productId'),
        upc: requiredField(merged, 'upc'),
        qty: merged.input.qty ?? 1,
      };
      const cart = await createCartWithItem(request.ctx, db, item);
      retention.sweepWhenDue(new Date());
      return cart;
    },
  );

  app.get(
    '/cart/v1/cart/:basketId',
    {
      schema: {
        tags,
        operationId: 'getCart',
        summary: 'The cart with totals, promotions and stock messages',
        description:
          `${SESSION}The cart with totals, promotions and stock flash messages. favStoreId: delivered lines report ` +
          'that store and its stock (the pickup option; API400 not a store of the site, its brand in its country). ' +
          'isPatchRequired: lines ' +
          'without a price removed, delivered lines cut to the stock, each correction a flash (action removed or ' +
          'qtyReduced). inventorySupplyCheck=false: no stock flash messages',
        params: BasketParams,
        querystring: GetCartQuery,
        response,
      },
    },
    async (request, reply) => {
      const answer = await readCart(request.ctx, db, request.params.basketId, request.query, {
        verify: verifyKeptAnswers,
      });
      return answer instanceof CartAnswer ? sendJson(reply, answer.body) : answer;
    },
  );

  app.post(
    '/cart/v1/item',
    {
      schema: {
        tags,
        operationId: 'addItem',
        summary: 'Add a variant to the cart',
        description:
          `${SESSION}Adds a variant: INV408 over the line's maximum (999999 unless set; 10 for a digital gift card), ` +
          'GFC409 past the gift card value one order may hold, INV700 out of stock, INV406 when the cart already holds all the stock, a flash with missingQty when only part is in stock, GWP403 for a gift-with-purchase product',
        body: AddItemRequest,
        response,
      },
    },
    async (request) => addItem(request.ctx, db, request.body),
  );

  app.put(
    '/cart/v1/cart/:basketId/item',
    {
      schema: {
        tags,
        operationId: 'updateItem',
        summary: 'Change a line: quantity, pickup store, gift options',
        description:
          `${SESSION}Changes a line: qty, maxQty, storeId (pickup), gift, giftOption, isGiftBoxSelected ` +
          '(INV408, GFC409 for gift cards, INV406, ORD404; API400 naming the field for gift options that cannot be, ' +
          "a cartId not the path's or a productId not the line's; GWP403 on a free gift). The fields in the query " +
          '(spec §7), the body or both; a field given different values in each is API400; itemId is required in one ' +
          'of them, giftOption and storeId null only in the body',
        params: BasketParams,
        querystring: UpdateItemQuery,
        body: UpdateItemBody.nullish(),
        response,
      },
    },
    async (request) => {
      const merged = queryOrBody(request.query, request.body);
      const change = { ...merged.input, itemId: requiredField(merged, 'itemId') };
      // The path names the cart; a cartId naming another is a client's mistake, not a detail to drop.
      if (change.cartId !== undefined && change.cartId !== request.params.basketId) {
        throw new ApiError('API400', {
          field: merged.fieldOf('cartId'),
          message: 'cartId is not the cart of the path: send the same cart id, or leave cartId out.',
        });
      }
      // A call that names the line and nothing to change in it answered the cart as if it had changed something.
      if (!Object.entries(change).some(([field, value]) => value !== undefined && !LINE_NAMING.has(field))) {
        throw new ApiError('API400', {
          field: request.body ? 'body' : 'query',
          message: `Nothing to change: give one of ${LINE_CHANGES.join(', ')}.`,
        });
      }
      return updateCartItem(request.ctx, db, request.params.basketId, change, (name) => merged.fieldOf(name));
    },
  );

  app.delete(
    '/cart/v1/item',
    {
      schema: {
        tags,
        operationId: 'removeItem',
        summary: 'Remove a line from the cart',
        description: `${SESSION}Removes a line (ORD404 unknown item); a gift with purchase removed is turned down (decision 0046)`,
        querystring: RemoveItemQuery,
        response,
      },
    },
    async (request) => removeItem(request.ctx, db, request.query.cartId, request.query.itemId),
  );

  app.put(
    '/cart/v1/coupon',
    {
      schema: {
        tags,
        operationId: 'applyCoupon',
        summary: 'Apply a coupon code',
        description: `${SESSION}Applies a coupon code (PRM130–PRM175, PRM416)`,
        body: ApplyCouponRequest,
        response,
      },
    },
    async (request) => applyCoupon(request.ctx, db, request.body.cartId, request.body.code),
  );

  app.delete(
    '/cart/v1/coupon',
    {
      schema: {
        tags,
        operationId: 'removeCoupon',
        summary: 'Remove a coupon code',
        description: `${SESSION}Removes a coupon code; one the cart does not hold answers 200 with the cart as it is`,
        querystring: RemoveCouponQuery,
        response,
      },
    },
    async (request) => removeCoupon(request.ctx, db, request.query.cartId, request.query.code),
  );

  app.put(
    '/cart/v1/cart/:basketId/reward',
    {
      schema: {
        tags,
        operationId: 'applyReward',
        summary: 'Apply or remove a loyalty reward voucher',
        description:
          `${SESSION}Applies a loyalty reward voucher by its points, replacing the cart's; null or "" removes it ` +
          '(REW401 not a loyalty member, REW130 unknown voucher, REW135 not enough points, REW140 not for this cart)',
        params: BasketParams,
        body: ApplyRewardRequest,
        response,
      },
    },
    async (request) => applyReward(request.ctx, db, request.params.basketId, request.body.appliedLoyaltyVoucher),
  );

  app.put(
    '/cart/v1/cart/:basketId/bonus',
    {
      schema: {
        tags,
        operationId: 'setGiftDeclined',
        summary: 'Turn down a gift with purchase, or take it back',
        description:
          `${SESSION}Turns down a gift with purchase (declined true) or takes it back (false), by its promotion ` +
          '(decision 0046; removing its line turns it down too); API400 on body.promotionId for no such gift',
        params: BasketParams,
        body: SetGiftDeclinedRequest,
        response,
      },
    },
    async (request) => setGiftDeclined(request.ctx, db, request.params.basketId, request.body),
  );
};
