/**
 * Which methods each registered path answers. Fastify sends both "no such path" and "path exists, other
 * method" to the not-found handler; this index tells them apart so the second becomes 405 with an Allow header.
 */
export class RouteIndex {
  readonly #routes: { pattern: RegExp; methods: Set<string> }[] = [];
  readonly #byUrl = new Map<string, Set<string>>();

  add(methods: string | readonly string[], url: string): void {
    // The CORS plugin's catch-all OPTIONS route would make every path look registered.
    if (url === '*' || url === '/*') return;
    let known = this.#byUrl.get(url);
    if (!known) {
      known = new Set();
      this.#byUrl.set(url, known);
      this.#routes.push({ pattern: toPattern(url), methods: known });
    }
    for (const method of typeof methods === 'string' ? [methods] : methods) known.add(method.toUpperCase());
  }

  /** Methods registered for a concrete request path (no query string), sorted; empty when none match. */
  allowedMethods(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.#routes) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  }
}

/** `/sites/v1/sites/:siteId` → `^/sites/v1/sites/[^/]+$`; a trailing `*` matches the rest of the path. */
function toPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
