import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BasketParams } from '@outsole/contracts/cart';
import {
  MoveToCartRequest,
  SavedItemParams,
  SaveForLaterMoveResponse,
  SaveForLaterQuery,
  SaveForLaterRequest,
  SaveForLaterResponse,
} from '@outsole/contracts/save-for-later';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { shopperRoutes } from '../../plugins/auth.js';
import { getSaveForLater, moveToCart, removeSavedItem, saveForLater } from './save-for-later.service.js';

export interface SaveForLaterRouteOptions {
  db: Db;
  /** spec §9: the saved-for-later page size comes from configuration (SAVE_FOR_LATER_PAGE_SIZE). */
  pageSize: number;
}

const tags = ['save for later'];
const SESSION =
  "Needs a guest or registered bearer token (401 API401); another shopper's list or saved item id answers 404 " +
  'API404. ';

/** spec §7: saved for later under the cart and wishlists paths. Moves answer both the list and the cart. */
export const saveForLaterRoutes: FastifyPluginAsyncZod<SaveForLaterRouteOptions> = async (app, { db, pageSize }) => {
  // As cart calls: a guest or registered session, refused (401 API401, AUT498) before the query or body is read, and
  // documented with the bearer token (plugins/auth.ts guardShopperRoute).
  app.addHook('onRoute', shopperRoutes('session'));
  const firstPage = { start: 0, count: pageSize };

  app.put(
    '/cart/v2/saveForLater',
    {
      schema: {
        tags,
        operationId: 'saveForLater',
        summary: 'Save a cart line or a variant for later',
        description:
          `${SESSION}Saves for later: {cartId, itemId} moves that cart line here whole (BSK404, ORD404, GWP403), ` +
          '{productId, upc, qty} saves a variant directly (API404 unknown); the same variant again adds to its qty',
        body: SaveForLaterRequest,
        response: { 200: SaveForLaterMoveResponse, ...errorResponses },
      },
    },
    async (request) => saveForLater(request.ctx, db, request.body, firstPage),
  );

  app.post(
    '/cart/v2/cart/:basketId/saveForLater',
    {
      schema: {
        tags,
        operationId: 'moveSavedItemToCart',
        summary: 'Move a saved item back into the cart',
        description:
          `${SESSION}Moves a saved item back into the cart with its qty, under the cart's rules (INV408, INV700, ` +
          'INV406 when the cart holds all the stock, a missingQty flash, GWP403, BSK404); it stays saved when the add fails, and what the stock could not take ' +
          '(the missingQty) stays saved when only part is in stock',
        params: BasketParams,
        body: MoveToCartRequest,
        response: { 200: SaveForLaterMoveResponse, ...errorResponses },
      },
    },
    async (request) => moveToCart(request.ctx, db, request.params.basketId, request.body, firstPage),
  );

  app.delete(
    '/cart/v2/saveForLater/:saveForlaterId/items/:itemId',
    {
      schema: {
        tags,
        operationId: 'removeSavedItem',
        summary: 'Remove a saved item',
        description: `${SESSION}Removes a saved item`,
        params: SavedItemParams,
        response: { 200: SaveForLaterResponse, ...errorResponses },
      },
    },
    async (request) => ({
      saveForLater: await removeSavedItem(
        request.ctx,
        db,
        request.params.saveForlaterId,
        request.params.itemId,
        firstPage,
      ),
    }),
  );

  app.get(
    '/wishlists/v2/saveForLater',
    {
      schema: {
        tags,
        operationId: 'getSaveForLater',
        summary: 'A page of the saved-for-later list',
        description: `${SESSION}A page of the list (start, count; count defaults to the configured page size), latest saved first, with available from the stock now`,
        querystring: SaveForLaterQuery,
        response: { 200: SaveForLaterResponse, ...errorResponses },
      },
    },
    async (request) => ({
      saveForLater: await getSaveForLater(request.ctx, db, {
        start: request.query.start,
        count: request.query.count ?? pageSize,
      }),
    }),
  );
};
