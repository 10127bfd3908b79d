import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteList, SiteWithOffers } from '@outsole/contracts/reference';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { getSite, listSitesWithOffers } from './sites.service.js';

export const sitesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/sites/v1/sites',
    {
      schema: {
        tags: ['sites'],
        operationId: 'listSites',
        summary: 'Every site: brand, locale, country, currency, tax mode, feature flags and advertised offers',
        response: { 200: SiteList, ...errorResponses },
      },
    },
    async () => ({ sites: await listSitesWithOffers(db) }),
  );

  app.get(
    '/sites/v1/sites/:siteId',
    {
      schema: {
        tags: ['sites'],
        operationId: 'getSite',
        summary: 'One site',
        params: z.object({ siteId: z.string().min(1).max(40) }),
        response: { 200: SiteWithOffers, ...errorResponses },
      },
    },
    async (request) => getSite(db, request.params.siteId),
  );
};
