import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

import { newTransactionId } from '../http/correlation-id.ts';
import { errorResponse } from '../http/error-response.ts';
import { catalogueFile } from './catalogue.server.ts';

/**
 * `GET /i18n/{languageTag}.{version}.json`: a locale's message catalogue for the browser (catalogue-registry.ts).
 * This build's version is immutable and public; another version's URL (a page from an older or newer instance
 * behind the same load balancer) gets this build's catalogue of the language, not to be kept.
 */
export function catalogueResponse(file: string, correlationId: string): Response {
  const found = catalogueFile(file);
  if (!found) return errorResponse(404, 'API404', 'No such message catalogue', { correlationId });
  return new Response(found.json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': found.current ? 'public, max-age=31536000, immutable' : 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The Express handler server.mjs mounts at `/i18n/:file`, ahead of React Router: no loader context needed. */
export function messageCatalogues() {
  return async (req: ExpressRequest<{ file: string }>, res: ExpressResponse) => {
    const correlationId = String(res.getHeader('x-correlation-id') ?? '') || newTransactionId();
    const response = catalogueResponse(req.params.file, correlationId);
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
  };
}
