import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthLive, HealthReady } from '@outsole/contracts/health';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { checkReadiness } from './health.service.js';

/** Load-balancer probes: public (no access key), never rate limited. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        operationId: 'healthLive',
        summary: 'The process is up',
        security: [],
        response: { 200: HealthLive, ...errorResponses },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'healthReady',
        summary: 'The api can serve traffic: the database answers',
        security: [],
        response: { 200: HealthReady, 503: HealthReady, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(db);
      return reply.code(readiness.status === 'ok' ? 200 : 503).send(readiness);
    },
  );
};
