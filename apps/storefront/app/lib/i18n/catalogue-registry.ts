import { use } from 'react';

/**
 * The message catalogues the page's intl object formats with, by their URL (`/i18n/{languageTag}.{version}.json`,
 * served by catalogue-route.server.ts). The page shell names its catalogue by that URL instead of carrying it: the
 * catalogue (about 40 KB of text) is then fetched once per browser and version, cached for good, rather than sent
 * inside every page's HTML and loader data (decision 0019).
 *
 * On the server every catalogue is registered when its URL is first made (catalogue.server.ts catalogueUrlFor). In
 * the browser entry.client.tsx loads the page's catalogue before hydrating; a client-side navigation that brings
 * another one (a change of region) suspends in useCatalogue until it has come, the previous page staying meanwhile.
 */

export type Catalogue = Readonly<Record<string, string>>;

const catalogues = new Map<string, Catalogue>();
const loading = new Map<string, Promise<Catalogue>>();

export function registerCatalogue(url: string, catalogue: Catalogue): void {
  catalogues.set(url, catalogue);
}

/** The catalogue at `url`, if it has been registered or loaded. */
export function registeredCatalogue(url: string): Catalogue | undefined {
  return catalogues.get(url);
}

/** Fetches and registers the catalogue at `url` (once, however many ask); rejects if it cannot be had. */
export function loadCatalogue(url: string): Promise<Catalogue> {
  const known = catalogues.get(url);
  if (known) return Promise.resolve(known);
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`message catalogue ${url}: ${response.status}`);
        const catalogue = (await response.json()) as Catalogue;
        catalogues.set(url, catalogue);
        return catalogue;
      })
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/** The catalogue at `url` for a render: at once when it is here, else the render suspends until it has loaded. */
export function useCatalogue(url: string): Catalogue {
  return catalogues.get(url) ?? use(loadCatalogue(url));
}
