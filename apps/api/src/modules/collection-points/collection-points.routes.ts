import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CollectionPointsRequest, CollectionPointsResponse } from '@outsole/contracts/collection-points';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import type { PostalGeocoder } from '../stores/postal-geocoder.js';
import { findCollectionPoints } from './collection-points.service.js';

/** spec §7 Stores: collection points (pudo shipments) near a postal code or a position. */
export const collectionPointsRoutes: FastifyPluginAsyncZod<{ db: Db; geocoder: PostalGeocoder }> = async (
  app,
  { db, geocoder },
) => {
  app.post(
    '/stores/v1/collectionPoints',
    {
      schema: {
        tags: ['stores'],
        operationId: 'collectionPoints',
        summary: "Carriers' collection points near a postal code or a position",
        description:
          "Carriers' collection points of the site's country near a postal code or a position, nearest first, " +
          'with their distance, address and opening hours',
        body: CollectionPointsRequest,
        response: { 200: CollectionPointsResponse, ...errorResponses },
      },
    },
    async (request) => findCollectionPoints(request.ctx, db, geocoder, request.body),
  );
};
