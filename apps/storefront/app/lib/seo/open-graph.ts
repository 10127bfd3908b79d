import { isSupportedLocale, toLanguageTag } from '@outsole/contracts/locales.values';

import type { HreflangLink } from './hreflang.ts';

/** A BCP 47 tag as Open Graph writes a locale: `fr-FR` → `fr_FR`. */
const ogLocale = (languageTag: string) => languageTag.replace('-', '_');

/**
 * `og:locale` of a page, the locale its canonical address is in (every page's address starts with it: `/fr-fr/…`),
 * and `og:locale:alternate` for each other locale of the brand the page is in (its hreflang alternates), so a link
 * shared from a French page is read as French, not as the services' default en_US (tester t3-F9).
 */
function localeTags(url: string, alternates: readonly HreflangLink[]) {
  const segment = new URL(url).pathname.split('/')[1]?.toLowerCase() ?? '';
  if (!isSupportedLocale(segment)) return [];
  const own = ogLocale(toLanguageTag(segment));
  const others = new Set(
    alternates
      .filter((alternate) => alternate.hrefLang !== 'x-default')
      .map((alternate) => ogLocale(alternate.hrefLang))
      .filter((locale) => locale !== own),
  );
  return [
    { property: 'og:locale', content: own },
    ...[...others].map((locale) => ({ property: 'og:locale:alternate', content: locale })),
  ];
}

/**
 * Open Graph tags of a page (what a link shared in a chat or a social post shows): its title, description and
 * canonical address, its locale and the brand's other locales it is in, and the brand as the site's name where the
 * page knows it. No `og:image`: the catalogue's images are SVG, which the services that read these tags do not show.
 */
export function openGraph({
  title,
  description,
  url,
  alternates,
  type = 'website',
  siteName,
}: {
  title: string;
  description: string;
  url: string;
  /** The page's hreflang links (hreflang.ts): the other locales it is in. */
  alternates: readonly HreflangLink[];
  type?: 'website' | 'product';
  siteName?: string;
}) {
  return [
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...localeTags(url, alternates),
    ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
  ];
}
