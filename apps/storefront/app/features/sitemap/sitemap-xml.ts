import type { HreflangLink } from '#app/lib/seo/hreflang.ts';

/**
 * The sitemaps protocol (sitemaps.org 0.9) with Google's hreflang extension (`xhtml:link rel="alternate"`), written
 * as strings: a child of 10,000 URLs with their alternates is one join, no DOM.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The protocol asks for entity-escaped URLs; attribute values need the quotes escaped too. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A sitemap index: the absolute URL of every child sitemap. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const parts = [HEADER, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const location of locations) parts.push(`<sitemap><loc>${escapeXml(location)}</loc></sitemap>\n`);
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

export interface SitemapUrl {
  /** Absolute URL of the page. */
  loc: string;
  /** The same page in every locale (itself included) and x-default; empty when it has none. */
  alternates: readonly HreflangLink[];
}

/** A child sitemap: each page with its hreflang alternates. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const parts = [
    HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const url of urls) {
    parts.push(`<url><loc>${escapeXml(url.loc)}</loc>`);
    for (const link of url.alternates) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(link.hrefLang)}" href="${escapeXml(link.href)}"/>`);
    }
    parts.push('</url>\n');
  }
  parts.push('</urlset>\n');
  return parts.join('');
}
