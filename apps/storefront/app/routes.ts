import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every URL the storefront answers. Pages live under `/:locale` (spec §2: "two letters, a dash, 2 or 3
 * alphanumerics"); each page's loader checks the locale and the brand's site and answers 404 otherwise.
 */
export default [
  index('routes/root-redirect.ts'),

  // Same-origin endpoints for the browser (ARCHITECTURE "The system").
  route('api/*', 'routes/api-proxy.ts'),
  route('fapi/api/validate-response/:contract', 'routes/fapi.validate-response.ts'),
  route('fapi/performance/ingest', 'routes/fapi.performance-ingest.ts'),

  // For crawlers: robots.txt names the sitemap index, which names a child sitemap per locale and listing page.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:locale/:file', 'routes/sitemap.ts'),

  ...prefix(':locale', [
    index('routes/home.tsx'),
    route('region', 'routes/region.ts'),
    route('p/:product', 'routes/product.tsx'),
    route('c/:category', 'routes/category.tsx'),
    route('search', 'routes/search.tsx'),
    // Identity (lib/session): the forms' action, the emailed reset link's page, the account page (protected).
    route('session', 'routes/session.ts'),
    // The header's account state and cart count, for a page served from the page cache (decision 0024).
    route('shopper', 'routes/shopper.ts'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('account', 'routes/account.tsx'),
    // The cart page and the action of every cart change (features/cart).
    route('cart', 'routes/cart.tsx'),
    // What is left on a gift card (spec §7 giftcard/balance).
    route('gift-card-balance', 'routes/gift-card-balance.tsx'),
    // The back-in-stock emails' links: confirm a sign-up (double opt-in), stop the alerts (decision 0042).
    route('back-in-stock/confirm', 'routes/back-in-stock.confirm.tsx'),
    route('back-in-stock/unsubscribe', 'routes/back-in-stock.unsubscribe.tsx'),
    // The email subscription's confirmation link (double opt-in, decision 0054).
    route('subscriptions/confirm', 'routes/subscriptions.confirm.tsx'),
    // The List-Unsubscribe link of the emails a shopper can unsubscribe from (one-click, RFC 8058).
    route('email/unsubscribe', 'routes/email.unsubscribe.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'routes/locale-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
