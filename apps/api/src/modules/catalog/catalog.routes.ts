import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Catalog, CatalogQuery } from '@outsole/contracts/catalog';
import { CATALOG_STRUCTURE } from '../../plugins/http-cache.js';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { getCatalog } from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products/v2/catalog',
    {
      config: { publicCache: CATALOG_STRUCTURE },
      schema: {
        tags: ['products'],
        operationId: 'getCatalog',
        summary: "The category tree of the site's brand in the request locale, flat with parent ids",
        querystring: CatalogQuery,
        response: { 200: Catalog, ...errorResponses },
      },
    },
    async (request) => getCatalog(request.ctx, db, request.query),
  );
};
