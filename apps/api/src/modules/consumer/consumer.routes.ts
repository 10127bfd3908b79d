import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsumerActionRequest, ConsumerProfileResponse, UpdateProfileRequest } from '@outsole/contracts/auth';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { requireRegistered } from '../../plugins/auth.js';
import { acceptEmployeeTerms, getProfile, updateProfile } from './profile.service.js';

/**
 * spec §7 Consumer: GET, PUT and POST on the consumer itself. The account is always the token's (requireRegistered:
 * 401 API401 for a guest, AUT498 for a revoked session); the body can name no other.
 */
export const consumerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/consumers-v3/consumer',
    {
      schema: {
        tags: ['consumer'],
        summary: "The signed-in shopper's profile",
        response: { 200: ConsumerProfileResponse, ...errorResponses },
      },
    },
    // Shopper-specific: no-store, as every answer without a public cache policy (plugins/http-cache.ts).
    async (request) => getProfile(db, await requireRegistered(request)),
  );

  app.put(
    '/consumers-v3/consumer',
    {
      schema: {
        tags: ['consumer'],
        summary:
          'Update the profile fields a shopper may set; any other field (consumerType, isLoyaltyMember, memberId, ' +
          'employee figures, email) is refused with API400 naming it',
        body: UpdateProfileRequest,
        response: { 200: ConsumerProfileResponse, ...errorResponses },
      },
    },
    async (request) => updateProfile(request.ctx, db, await requireRegistered(request), request.body),
  );

  app.post(
    '/consumers-v3/consumer',
    {
      schema: {
        tags: ['consumer'],
        summary: 'Accept the employee discount terms (EMPLOYEE only; others 403 PRO410)',
        body: ConsumerActionRequest,
        response: { 200: ConsumerProfileResponse, ...errorResponses },
      },
    },
    async (request) => acceptEmployeeTerms(db, await requireRegistered(request)),
  );
};
