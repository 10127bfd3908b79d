import { openGraph } from '#app/lib/seo/open-graph.ts';
import { pageCount, toSearch, withPage } from './listing-params.ts';
import type { ListingPageData } from './listing.server.ts';
import { canonicalLinks } from '#app/lib/seo/hreflang.ts';

type MetaDescriptor = Record<string, string>;

/** Title, description, canonical, hreflang, robots and rel prev/next for a listing or search page. */
export function listingMeta(data: ListingPageData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const { seo, state, result } = data;
  const origin = new URL(seo.canonical).origin;
  const pages = pageCount(result.total);
  const pageHref = (page: number) => `${origin}${data.path}${toSearch(withPage(state, page))}`;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ...canonicalLinks(seo.canonical, seo.alternates),
    ...(state.page > 1 ? [{ tagName: 'link', rel: 'prev', href: pageHref(state.page - 1) }] : []),
    ...(state.page < pages ? [{ tagName: 'link', rel: 'next', href: pageHref(state.page + 1) }] : []),
    ...openGraph({ title: seo.title, description: seo.description, url: seo.canonical }),
  ];
}
