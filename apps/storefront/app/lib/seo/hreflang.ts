import type { AlternateUrl, LocalePath } from '@outsole/contracts/locales';

import { languageTagOf } from '../i18n/locale.ts';

export interface HreflangLink {
  /** A BCP 47 tag (`de-DE`) or `x-default`. */
  hrefLang: string;
  href: string;
}

/**
 * hreflang links for one page from its URL in each locale (the api's alternates, each with its own locale's slug):
 * one per locale, then `x-default` on the default locale's page (DEFAULT_LOCALE), or the first locale's when the
 * brand has no site there. Pages and sitemaps use the same links, so search engines see one story.
 */
export function hreflangLinks(
  alternates: readonly AlternateUrl[],
  { origin, defaultLocale }: { origin: string; defaultLocale: LocalePath },
): HreflangLink[] {
  const fallback = alternates.find((alternate) => alternate.locale === defaultLocale) ?? alternates[0];
  if (!fallback) return [];
  return [
    ...alternates.map((alternate) => ({
      hrefLang: languageTagOf(alternate.locale),
      href: `${origin}${alternate.url}`,
    })),
    { hrefLang: 'x-default', href: `${origin}${fallback.url}` },
  ];
}

/** A page's canonical link and its hreflang alternates as route `meta` descriptors (home, listing, product). */
export function canonicalLinks(canonical: string, alternates: readonly HreflangLink[]) {
  return [
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
  ];
}
