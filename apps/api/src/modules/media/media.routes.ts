import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { createProductImages } from './media.service.js';

export interface MediaServiceOptions {
  db: Db;
  /** Rendered images kept in memory; each is about 1–2 KB. */
  cacheSize?: number;
}

const DEFAULT_CACHE_SIZE = 5_000;

/** The URL names a product, a colourway and a view, whose art never changes: cache for a year (RFC 8246). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The SVG carries no scripts or references: nothing may load, only its own inline styles apply. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const ImageParams = z.object({
  // spec §2: a style code is 8 to 11 uppercase letters or digits.
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/, 'must be a style code (8 to 11 uppercase letters or digits)'),
  colour: z.string().regex(/^\d{3}$/, 'must be a three-digit colour code'),
  view: z.string().regex(/^[a-z]{1,20}$/, 'must be a view name such as side or front'),
});

/** `If-None-Match` matches by weak comparison (RFC 9110 §13.1.2): any listed tag, `W/` ignored, or `*`. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The media service (ARCHITECTURE: each service is a plugin under its own base path, MEDIA_BASE_PATH): generated
 * product art, public so `<img>` tags can load it.
 */
export const mediaService: FastifyPluginAsyncZod<MediaServiceOptions> = async (app, { db, cacheSize }) => {
  const images = createProductImages(db, { cacheSize: cacheSize ?? DEFAULT_CACHE_SIZE });

  app.get(
    '/images/products/:productId/:colour/:view.svg',
    {
      schema: {
        tags: ['media'],
        operationId: 'getProductImage',
        summary: 'A product image: generated SVG art of one colourway in one view (800×800)',
        security: [],
        params: ImageParams,
        response: {
          200: z.string().describe('image/svg+xml, 800×800, cacheable for a year'),
          304: z.void().describe('Not modified: the If-None-Match tag is current'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { productId, colour, view } = request.params;
      const image = await images.find({ productId, colourCode: colour, view });
      void reply.headers({
        'cache-control': CACHE_CONTROL,
        etag: image.etag,
        'content-security-policy': SVG_CSP,
        'x-content-type-options': 'nosniff',
        // Public art with nothing to protect: other origins (a CDN, a second brand host) may embed it too.
        'cross-origin-resource-policy': 'cross-origin',
      });
      if (matchesIfNoneMatch(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
    },
  );
};
