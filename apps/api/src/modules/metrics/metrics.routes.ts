import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PerformanceIngest } from '@outsole/contracts/performance';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { createRetention, ingestWebVitals } from './metrics.service.js';

export interface MetricsRoutesOptions {
  db: Db;
  /** Days the stored web vitals are kept (WEB_VITALS_RETENTION_DAYS). */
  retentionDays: number;
}

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (app, { db, retentionDays }) => {
  const retention = createRetention(db, retentionDays, (error) =>
    app.log.warn({ err: error }, 'old web vitals not deleted; tried again within the hour'),
  );
  app.post(
    '/metrics/v1/web-vitals',
    {
      schema: {
        tags: ['metrics'],
        operationId: 'recordWebVitals',
        summary: "Stores a page view's web vitals (the storefront forwards its performance beacons here)",
        body: PerformanceIngest,
        response: { 204: z.null().describe('Stored'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ingestWebVitals(request.ctx, db, request.body);
      retention.sweepWhenDue(new Date());
      return reply.code(204).send(null);
    },
  );
};
