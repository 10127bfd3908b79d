import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackInStockConfirmRequest,
  BackInStockConfirmResponse,
  BackInStockRequest,
  BackInStockResponse,
  BackInStockUnsubscribeRequest,
  BackInStockUnsubscribeResponse,
} from '@outsole/contracts/products';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { confirmSignUp, signUp, unsubscribe, type BackInStockSettings } from './back-in-stock.service.js';

export const backInStockRoutes: FastifyPluginAsyncZod<{ db: Db; settings: BackInStockSettings }> = async (
  app,
  { db, settings },
) => {
  app.put(
    '/products/v1/notifications',
    {
      schema: {
        tags: ['products'],
        operationId: 'subscribeBackInStock',
        summary: 'Sign up for a back-in-stock email for a sold-out variant',
        description:
          'Back-in-stock sign-up for a sold-out variant: 200, the same answer whether or not the email was already ' +
          'signed up (stored once); a confirmation email goes to a new address (double opt-in) unless it is the ' +
          'signed-in shopper’s own',
        body: BackInStockRequest,
        response: { 200: BackInStockResponse, ...errorResponses },
      },
    },
    async (request) => signUp(request.ctx, db, settings, request.body),
  );

  app.post(
    '/products/v1/notifications/confirm',
    {
      schema: {
        tags: ['products'],
        operationId: 'confirmBackInStock',
        summary: 'Confirms a back-in-stock sign-up with its emailed link, once (400 AUT402: unknown, expired or used)',
        body: BackInStockConfirmRequest,
        response: { 200: BackInStockConfirmResponse, ...errorResponses },
      },
    },
    async (request) => confirmSignUp(db, request.body.token),
  );

  app.post(
    '/products/v1/notifications/unsubscribe',
    {
      schema: {
        tags: ['products'],
        operationId: 'unsubscribeBackInStock',
        summary: "Unsubscribe from back-in-stock emails (the restock email's link)",
        description:
          'The restock email’s unsubscribe link: deletes the address’s sign-ups still waiting on that site ' +
          '(400 AUT402: unknown link)',
        body: BackInStockUnsubscribeRequest,
        response: { 200: BackInStockUnsubscribeResponse, ...errorResponses },
      },
    },
    async (request) => unsubscribe(db, request.body.token),
  );
};
