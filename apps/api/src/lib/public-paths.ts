import { pathOf } from './route-index.js';

/**
 * Paths served without an access key: load-balancer probes and the api documentation. Everything else,
 * unknown paths included, requires a key, so the api does not reveal which paths exist to anonymous callers.
 */
export function isPublicPath(url: string): boolean {
  const path = pathOf(url);
  return path.startsWith('/health/') || path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/');
}
