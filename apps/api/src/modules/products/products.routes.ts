import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductDetails,
  ProductDetailsQuery,
  ProductInventory,
  ProductParams,
  ProductSet,
  ProductSetParams,
  ProductSets,
} from '@outsole/contracts/products';
import { CATALOG_READ, CATALOG_STRUCTURE } from '../../plugins/http-cache.js';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { startCatalogClock } from './catalog-clock.js';
import { getProductSet, getProductSets } from './product-sets.service.js';
import { getProductDetails, getProductInventory } from './products.service.js';

export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // A listening server follows the catalog clock (catalog-clock.ts); inject()-driven tests never start its timer.
  let clock: ReturnType<typeof startCatalogClock> | null = null;
  app.addHook('onListen', async () => {
    clock = startCatalogClock(db, app.log.child({ component: 'catalog-clock' }));
  });
  app.addHook('onClose', async () => {
    await clock?.stop();
  });
  app.get(
    '/products/v2/products/:productId/details',
    {
      config: { publicCache: CATALOG_READ },
      schema: {
        tags: ['products'],
        operationId: 'getProductDetails',
        summary: 'A style for the site and locale: names, price, breadcrumbs, colourways with sizes and online stock',
        params: ProductParams,
        querystring: ProductDetailsQuery,
        response: { 200: ProductDetails, ...errorResponses },
      },
    },
    async (request) => getProductDetails(request.ctx, db, request.params.productId, request.query),
  );

  app.get(
    '/products/v2/products/:productId/inventory',
    {
      schema: {
        tags: ['products'],
        operationId: 'getProductInventory',
        summary: 'Online stock of every variant of a style',
        params: ProductParams,
        response: { 200: ProductInventory, ...errorResponses },
      },
    },
    async (request) => getProductInventory(request.ctx, db, request.params.productId),
  );

  app.get(
    '/products/v2/products/:productId/productSets',
    {
      config: { publicCache: CATALOG_STRUCTURE },
      schema: {
        tags: ['products'],
        operationId: 'getProductSets',
        summary: 'The product sets a style belongs to',
        params: ProductParams,
        response: { 200: ProductSets, ...errorResponses },
      },
    },
    async (request) => getProductSets(request.ctx, db, request.params.productId),
  );

  app.get(
    '/products/v2/products/:productSetId/productSet',
    {
      config: { publicCache: CATALOG_STRUCTURE },
      schema: {
        tags: ['products'],
        operationId: 'getProductSet',
        summary: 'A product set with its styles as tiles',
        params: ProductSetParams,
        response: { 200: ProductSet, ...errorResponses },
      },
    },
    async (request) => getProductSet(request.ctx, db, request.params.productSetId),
  );
};
