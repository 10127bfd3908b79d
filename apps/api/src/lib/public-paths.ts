import { pathOf } from './route-index.js';

/** The product images' path under the media service's base path (MEDIA_BASE_PATH). */
export const PRODUCT_IMAGES_PATH = '/images/';

/** Load-balancer probes and the api documentation: no access key, never rate limited. */
export function isProbeOrDocsPath(url: string): boolean {
  const path = pathOf(url);
  return path.startsWith('/health/') || path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/');
}

/** The development mailbox (modules/notifications), registered only outside production: 404 there. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * Paths served without an access key: probes, the api documentation, product images (browsers load them in
 * `<img>` tags, which cannot send a key) and the development mailbox (a page for a browser). Everything else,
 * unknown paths included, requires a key, so the api does not reveal which paths exist to anonymous callers.
 * Images and the mailbox are still rate limited, unlike probes and docs.
 */
export function isPublicPath(url: string, mediaBasePath: string): boolean {
  const path = pathOf(url);
  return (
    isProbeOrDocsPath(url) ||
    path.startsWith(`${mediaBasePath}${PRODUCT_IMAGES_PATH}`) ||
    path === DEV_MAILBOX_PATH ||
    path.startsWith(`${DEV_MAILBOX_PATH}/`)
  );
}
