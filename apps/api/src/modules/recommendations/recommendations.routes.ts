import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Recommendations, RecommendationsQuery } from '@outsole/contracts/search';
import { CATALOG_READ } from '../../plugins/http-cache.js';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { getRecommendations } from './recommendations.service.js';

export const recommendationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products/v1/widgetRecommendations',
    {
      config: { publicCache: CATALOG_READ },
      schema: {
        tags: ['products'],
        operationId: 'widgetRecommendations',
        summary: 'Recommended styles: similar to a product, or the shopper’s recently viewed ones',
        querystring: RecommendationsQuery,
        response: { 200: Recommendations, ...errorResponses },
      },
    },
    async (request) => getRecommendations(request.ctx, db, request.query),
  );
};
