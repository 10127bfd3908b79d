import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsumerActionRequest,
  ConsumerProfileResponse,
  EmailOptInConfirmRequest,
  EmailOptInConfirmResponse,
  OneClickUnsubscribeRequest,
  OneClickUnsubscribeResponse,
  UpdateProfileRequest,
} from '@outsole/contracts/auth';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { requireRegistered } from '../../plugins/auth.js';
import { unsubscribeOneClick } from '../notifications/list-unsubscribe.js';
import { confirmEmailOptIn, type EmailOptInSettings } from './email-optin.service.js';
import { acceptEmployeeTerms, getProfile, updateProfile } from './profile.service.js';

/**
 * spec §7 Consumer: GET, PUT and POST on the consumer itself. The account is always the token's (requireRegistered:
 * 401 API401 for a guest, AUT498 for a revoked session); the body can name no other.
 */
export const consumerRoutes: FastifyPluginAsyncZod<{ db: Db; settings: EmailOptInSettings }> = async (
  app,
  { db, settings },
) => {
  // The calls under /consumers-v3/consumer are guarded and documented as a registered shopper's by the auth plugin
  // (needsRegisteredShopper); the emailed link's confirm needs only the access key.
  app.get(
    '/consumers-v3/consumer',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'getConsumer',
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
        operationId: 'updateConsumer',
        summary: "Update the signed-in shopper's profile",
        description:
          'Update the profile fields a shopper may set; any other field (consumerType, isLoyaltyMember, memberId, ' +
          'employee figures, email) is refused with API400 naming it. emailOptIn true is double opt-in: the email ' +
          'subscription is pending (subscriptions[].pending) until the emailed link is opened; false is immediate',
        body: UpdateProfileRequest,
        response: { 200: ConsumerProfileResponse, ...errorResponses },
      },
    },
    async (request) => updateProfile(request.ctx, db, settings, await requireRegistered(request), request.body),
  );

  app.post(
    '/consumers-v3/consumer',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'consumerAction',
        summary: 'Accept the employee discount terms (EMPLOYEE only; others 403 PRO410)',
        body: ConsumerActionRequest,
        response: { 200: ConsumerProfileResponse, ...errorResponses },
      },
    },
    async (request) => acceptEmployeeTerms(db, await requireRegistered(request)),
  );

  app.post(
    '/consumers-v3/subscriptions/email/confirm',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'confirmEmailOptIn',
        summary: 'Confirm an email marketing opt-in with its emailed link',
        description:
          'Confirms a pending email marketing opt-in with its emailed link, once; no session needed ' +
          '(400 AUT402: unknown, expired, used or replaced link)',
        security: [{ accessKey: [] }],
        body: EmailOptInConfirmRequest,
        response: { 200: EmailOptInConfirmResponse, ...errorResponses },
      },
    },
    async (request) => confirmEmailOptIn(db, request.body.token),
  );

  app.post(
    '/consumers-v3/subscriptions/unsubscribe',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'unsubscribeOneClick',
        summary: 'One-click unsubscribe from an email’s List-Unsubscribe link',
        description:
          'One-click unsubscribe (RFC 8058) of an email’s List-Unsubscribe link, sent on by the storefront: stops ' +
          'the back-in-stock alerts or the email marketing it names; no session needed; the same answer every time ' +
          'while the link works (400 AUT402: unknown or expired link)',
        security: [{ accessKey: [] }],
        body: OneClickUnsubscribeRequest,
        response: { 200: OneClickUnsubscribeResponse, ...errorResponses },
      },
    },
    async (request) => unsubscribeOneClick(db, request.body.token),
  );
};
