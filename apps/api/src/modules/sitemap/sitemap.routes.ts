import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SITEMAP_KINDS,
  SitemapOutline,
  SitemapOutlineQuery,
  SitemapPage,
  SitemapPageQuery,
} from '@outsole/contracts/sitemap';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { getSitemapOutline, getSitemapPage } from './sitemap.service.js';

/** Not in the spec: what the storefront's sitemaps are made from (decision record 0013). */
export const sitemapRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products/v1/sitemap',
    {
      schema: {
        tags: ['products'],
        operationId: 'getSitemap',
        summary: "How the site's product and category listings divide into pages of pageSize, with each page's token",
        querystring: SitemapOutlineQuery,
        response: { 200: SitemapOutline, ...errorResponses },
      },
    },
    async (request) => getSitemapOutline(request.ctx, db, request.query),
  );

  // Each kind's page its own operation of the OpenAPI document (a generated client's method).
  const SITEMAP_PAGE_OPERATIONS = { products: 'getSitemapProducts', categories: 'getSitemapCategories' } as const;
  for (const kind of SITEMAP_KINDS) {
    app.get(
      `/products/v1/sitemap/${kind}`,
      {
        schema: {
          tags: ['products'],
          operationId: SITEMAP_PAGE_OPERATIONS[kind],
          summary: `One page of the site's ${kind} pages, in id order, each with its URL on every site of the brand`,
          querystring: SitemapPageQuery,
          response: { 200: SitemapPage, ...errorResponses },
        },
      },
      async (request) => getSitemapPage(request.ctx, db, kind, request.query),
    );
  }
};
