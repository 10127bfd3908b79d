import { createHash } from 'node:crypto';

/**
 * A public, cacheable answer for documents that are the same for everyone (sitemaps, robots.txt): Cache-Control
 * for shared caches, and an ETag made from the body, so a crawler or CDN revalidating a sitemap that has not changed
 * gets a 304 without the body. Weak, because compression changes the bytes but not the meaning.
 */
export function cacheableResponse(
  request: Request,
  body: string,
  { contentType, maxAgeSeconds, headers = {} }: { contentType: string; maxAgeSeconds: number; headers?: HeadersInit },
): Response {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const common = new Headers(headers);
  common.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  common.set('ETag', etag);
  if (matchesEtag(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers: common });
  common.set('Content-Type', contentType);
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: common });
}

/** RFC 9110 If-None-Match: `*` or a list of tags, compared weakly (the `W/` prefix ignored). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
