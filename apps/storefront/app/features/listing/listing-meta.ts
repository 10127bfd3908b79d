import { openGraph } from '#app/lib/seo/open-graph.ts';
import { hasFilters, pageCount, parseListingState, toSearch, withPage } from './listing-params.ts';
import type { ListingPageData } from './listing.server.ts';
import { canonicalLinks } from '#app/lib/seo/hreflang.ts';

type MetaDescriptor = Record<string, string>;

/** Title, description, canonical, hreflang, robots and rel prev/next for a listing or search page. */
export function listingMeta(data: ListingPageData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const { seo, state, result } = data;
  const origin = new URL(seo.canonical).origin;
  const pages = pageCount(result.total);
  // rel prev/next name the canonical sequence, as the canonical link does: a sorted view is the same pages in another
  // order, so its neighbours are the plain pages (robots.txt keeps crawlers off `sort=`); a filtered view is a shorter
  // sequence of pages that are not canonical, so it names none.
  const sequence = hasFilters(state) ? null : { ...parseListingState(new URLSearchParams()), q: state.q };
  const pageHref = (page: number) => (sequence ? `${origin}${data.path}${toSearch(withPage(sequence, page))}` : null);
  const prev = state.page > 1 ? pageHref(state.page - 1) : null;
  const next = state.page < pages ? pageHref(state.page + 1) : null;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ...canonicalLinks(seo.canonical, seo.alternates),
    ...(prev ? [{ tagName: 'link', rel: 'prev', href: prev }] : []),
    ...(next ? [{ tagName: 'link', rel: 'next', href: next }] : []),
    ...openGraph({ title: seo.title, description: seo.description, url: seo.canonical, alternates: seo.alternates }),
  ];
}
