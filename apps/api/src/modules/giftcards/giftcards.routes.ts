import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GiftCardBalanceRequest, GiftCardBalanceResponse } from '@outsole/contracts/giftcards';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { cardDigest } from './gift-card-codes.js';
import { getGiftCardBalance } from './giftcards.service.js';

/** spec §7 Cart: the gift card balance. Redemption belongs to checkout (giftcards.service.ts redeemGiftCard). */
export const giftcardsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/cart/v1/giftcard/balance',
    {
      schema: {
        tags: ['cart'],
        summary:
          "A gift card's balance in the site's currency. GFC400 alike for an unknown number, a wrong PIN and a " +
          'disabled card; once number and PIN are right, GFC410 expired, GFC725 another currency, GFC740 no ' +
          'balance. Limited per address and per card (429 API429)',
        body: GiftCardBalanceRequest,
        response: { 200: GiftCardBalanceResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body, ctx } = request;
      // Before any lookup: guessing numbers from one address, or PINs of one card from many, runs out of budget.
      await app.credentialLimits.check(request, reply, {
        scope: 'giftcard-balance',
        account: cardDigest(body.cardNumber),
      });
      return getGiftCardBalance(ctx, db, { cardNumber: body.cardNumber, pin: body.pin });
    },
  );
};
