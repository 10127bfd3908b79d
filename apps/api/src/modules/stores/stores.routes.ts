import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductParams } from '@outsole/contracts/products';
import {
  AvailabilityRequest,
  ProductAvailability,
  Store,
  StoreParams,
  StoreProductInventory,
  StoreProductParams,
} from '@outsole/contracts/stores';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import type { PostalGeocoder } from './postal-geocoder.js';
import { getAvailability, getStore, getStoreProductInventory } from './stores.service.js';

export const storesRoutes: FastifyPluginAsyncZod<{ db: Db; geocoder: PostalGeocoder }> = async (
  app,
  { db, geocoder },
) => {
  app.get(
    '/stores/v1/stores/:storeId',
    {
      schema: {
        tags: ['stores'],
        operationId: 'getStore',
        summary: "A store of the site's brand: address, position, opening hours, pickup flags",
        params: StoreParams,
        response: { 200: Store, ...errorResponses },
      },
    },
    async (request) => getStore(request.ctx, db, request.params.storeId),
  );

  app.get(
    '/stores/v1/stores/:storeId/products/:productId/inventory',
    {
      schema: {
        tags: ['stores'],
        operationId: 'getStoreInventory',
        summary: 'Stock of every variant of a style at one store',
        params: StoreProductParams,
        response: { 200: StoreProductInventory, ...errorResponses },
      },
    },
    async (request) => getStoreProductInventory(request.ctx, db, request.params.storeId, request.params.productId),
  );

  app.post(
    '/products/v1/products/:productId/availability',
    {
      schema: {
        tags: ['products', 'stores'],
        operationId: 'productAvailability',
        summary: 'Store stock of a style: the stores asked for, or those near a postal code or position',
        params: ProductParams,
        body: AvailabilityRequest,
        response: { 200: ProductAvailability, ...errorResponses },
      },
    },
    async (request) => getAvailability(request.ctx, db, geocoder, request.params.productId, request.body),
  );
};
