/**
 * Open Graph tags of a page (what a link shared in a chat or a social post shows): its title, description and
 * canonical address, and the brand as the site's name where the page knows it. No `og:image`: the catalogue's images
 * are SVG, which the services that read these tags do not show.
 */
export function openGraph({
  title,
  description,
  url,
  type = 'website',
  siteName,
}: {
  title: string;
  description: string;
  url: string;
  type?: 'website' | 'product';
  siteName?: string;
}) {
  return [
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
  ];
}
