import { pathOf } from './route-index.js';

/** The product images' path under the media service's base path (MEDIA_BASE_PATH). */
export const PRODUCT_IMAGES_PATH = '/images/';

/** Load-balancer probes and the api documentation: no access key, never rate limited. */
export function isProbeOrDocsPath(url: string): boolean {
  const path = pathOf(url);
  return path.startsWith('/health/') || path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/');
}

/**
 * Paths served without an access key: probes, the api documentation, and product images (browsers load them in
 * `<img>` tags, which cannot send a key). Everything else, unknown paths included, requires a key, so the api
 * does not reveal which paths exist to anonymous callers. Images are still rate limited, unlike probes and docs.
 */
export function isPublicPath(url: string, mediaBasePath: string): boolean {
  return isProbeOrDocsPath(url) || pathOf(url).startsWith(`${mediaBasePath}${PRODUCT_IMAGES_PATH}`);
}
