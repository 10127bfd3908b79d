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
        operationId: 'giftCardBalance',
        summary: "A gift card's balance in the site's currency",
        description:
          "A gift card's balance in the site's currency. GFC400 alike for an unknown number, a wrong PIN and a " +
          'disabled card; GFC812 a card locked after 5 wrong PINs in a row (whatever PIN is sent); once number and ' +
          'PIN are right, GFC410 expired, GFC725 another currency, GFC740 no balance. Limited per address, and ' +
          'per card for the addresses that sent it a wrong PIN (429 API429)',
        body: GiftCardBalanceRequest,
        response: { 200: GiftCardBalanceResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body, ctx } = request;
      // Before any lookup: guessing numbers from one address runs out of budget. Wrong PINs count against the card
      // too, but once its budget is spent only the addresses that sent them are refused (as sign-in, decision 0017):
      // the owner elsewhere still sees the balance, and five wrong PINs in a row lock the card whatever the pace.
      await app.credentialLimits.check(request, reply, { scope: 'giftcard-balance' });
      return app.credentialLimits.failureBudget(
        request,
        reply,
        { scope: 'giftcard-balance', account: cardDigest(body.cardNumber), failures: ['GFC400', 'GFC812'] },
        () => getGiftCardBalance(ctx, db, { cardNumber: body.cardNumber, pin: body.pin }, new Date(), request.log),
      );
    },
  );
};
