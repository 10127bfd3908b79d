/**
 * The page's own URL as the shopper sees it. A client-side navigation or fetcher submission reaches loaders and
 * actions as React Router's data request (`/path.data?…&_routes=…`), so redirects and canonical checks must
 * not use `request.url` as it is.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  return url;
}
