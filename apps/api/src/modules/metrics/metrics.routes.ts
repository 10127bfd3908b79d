import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PerformanceIngest } from '@outsole/contracts/performance';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ingestWebVitals } from './metrics.service.js';

export const metricsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/metrics/v1/web-vitals',
    {
      schema: {
        tags: ['metrics'],
        summary: "Stores a page view's web vitals (the storefront forwards its performance beacons here)",
        body: PerformanceIngest,
        response: { 204: z.null().describe('Stored'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ingestWebVitals(request.ctx, db, request.body);
      return reply.code(204).send(null);
    },
  );
};
