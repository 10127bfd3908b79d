import { Loyalty } from '@outsole/contracts/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { requireRegistered } from '../../plugins/auth.js';
import { getLoyalty } from './loyalty.service.js';

/** spec §7 Consumer: GET loyalty/vouchers, for the signed-in shopper (401 API401 for a guest, AUT498 revoked). */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Under /consumers-v3/consumer: guarded and documented as a registered shopper's by the auth plugin.
  app.get(
    '/consumers-v3/consumer/loyalty/vouchers',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'getLoyaltyVouchers',
        summary: "The loyalty member's points and the reward vouchers they can have",
        description:
          "The loyalty member's points and the site's reward vouchers they have the points for " +
          '(403 REW401 when the account is not a loyalty member)',
        response: { 200: Loyalty, ...errorResponses },
      },
    },
    async (request) => getLoyalty(request.ctx, db, await requireRegistered(request)),
  );
};
