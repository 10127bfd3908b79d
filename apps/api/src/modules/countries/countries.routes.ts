import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountryList, CountryListQuery } from '@outsole/contracts/reference';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { countryList } from './countries.service.js';

export const countriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/consumers-v3/utilities/countryList',
    {
      schema: {
        tags: ['utilities'],
        operationId: 'countryList',
        summary: 'Countries with dial codes, phone masks and states, named in the request locale',
        querystring: CountryListQuery,
        response: { 200: CountryList, ...errorResponses },
      },
    },
    async (request) => countryList(request.ctx, db, request.query),
  );
};
