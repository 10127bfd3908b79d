import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BackInStockRequest, BackInStockResponse } from '@outsole/contracts/products';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { signUp } from './back-in-stock.service.js';

export const backInStockRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/products/v1/notifications',
    {
      schema: {
        tags: ['products'],
        summary:
          'Back-in-stock sign-up for a sold-out variant: 200, the same answer whether or not the email was already ' +
          'signed up (stored once)',
        body: BackInStockRequest,
        response: { 200: BackInStockResponse, ...errorResponses },
      },
    },
    async (request) => signUp(request.ctx, db, request.body),
  );
};
