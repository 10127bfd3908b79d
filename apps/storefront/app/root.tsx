import { useState, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';

import type { Route } from './+types/root';
import { AppShell, BotProtectionSignal } from './app-shell.tsx';
import stylesheet from './app.css?url';
import archivoLatin from './fonts/archivo-latin-wght700-900-wdth100-125.woff2?url';
import interLatin from './fonts/inter-latin-wght400-700.woff2?url';
import { cartExpiredToast, loadCartCount } from './features/cart/cart-loader.server.ts';
import { useOptionalShell } from './features/site-shell/use-shell.ts';
import { loadShell } from './features/site-shell/shell.server.ts';
import { lazyPart } from './components/ui/lazy-part.tsx';
import { useNonce } from './lib/nonce.tsx';
import { sessionMiddleware } from './lib/session/session-middleware.server.ts';
import { loadPage } from '#app/lib/api/page-failures.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: archivoLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The shopper's session around every request: refresh ahead of the loaders, protected pages, its cookies. */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/**
 * A page whose loader threw an error response is rendered by this route's boundary, and React Router then hands
 * this route the error's headers: the Retry-After of a 429 or 503 (lib/api/page-failures.server.ts) reaches the
 * browser and crawlers.
 */
export function headers({ parentHeaders, errorHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async () => {
    // The header's cart count (features/cart) costs a call only when a basket is stored; beside the shell's work.
    const [{ shell, headers }, cart] = await Promise.all([loadShell(args), loadCartCount(args)]);
    const flashToast = shell.flashToast ?? (cart.cartExpired ? cartExpiredToast() : null);
    return data({ ...shell, cartCount: cart.cartCount, flashToast }, { headers });
  });
}

/**
 * The shell changes with the locale, and after a form submission (which may leave a flash toast); plain
 * navigations inside one locale keep it instead of re-fetching the site and catalog.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentParams.locale !== nextParams.locale) return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useOptionalShell();
  const nonce = useNonce();
  return (
    <html lang={shell?.languageTag ?? 'en-US'} data-brand={shell?.brand ?? 'stride'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111213" />
        {/* React Aria (and Vite in dev) read the nonce for the few <style> elements they inject from this tag.
            The browser hides nonce values from the DOM, so the client's render cannot match it: no warning. */}
        <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />
        <Meta />
        {/* Same-origin stylesheets and preloads pass CSP by 'self'; an explicit empty nonce keeps React Router
            from stamping the server's nonce on them, which the browser would hide and hydration would flag. */}
        <Links nonce="" />
        {shell ? <CataloguePreload href={shell.catalogue} /> : null}
      </head>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The message catalogue entry.client.tsx loads before hydrating: in production it is requested with the page's
 * modules, after the load event (lib/http/deferred-hydration.server.ts takes it out until then). The link keeps the
 * first page's catalogue: a later locale's is fetched by useCatalogue (lib/i18n/catalogue-registry.ts), so a
 * preload of it would never be used (Chromium warns of such a preload a few seconds after inserting it).
 */
function CataloguePreload({ href }: { href: string }) {
  const [first] = useState(href);
  return <link rel="preload" as="fetch" crossOrigin="anonymous" href={first} data-catalogue="" data-after-load="" />;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell shell={loaderData}>
      <Outlet />
    </AppShell>
  );
}

/**
 * The error pages' code is not in every page's first JavaScript (issue 3): the server renders them in place
 * (lazyPart), and the browser loads them when a page is one. No Suspense boundary of their own: hydrating an error
 * page waits for them with the server's HTML kept, and a link to a missing page (a navigation, in a transition)
 * keeps the page it leaves until they are there, where a new boundary would show an empty page meanwhile.
 */
const NotFoundPage = lazyPart(() =>
  import('./features/status-pages/not-found-page.tsx').then((module) => module.NotFoundPage),
);
const ServerErrorPage = lazyPart(() =>
  import('./features/status-pages/server-error-page.tsx').then((module) => module.ServerErrorPage),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useOptionalShell();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details = isRouteErrorResponse(error) && isRecord(error.data) ? error.data : {};

  // The root loader itself failed: no messages, no navigation. A plain page, still with a way home.
  if (!shell) return <BareErrorPage status={status} />;

  const homeHref = `/${shell.locale}`;
  return (
    <AppShell shell={shell}>
      {status === 404 ? (
        <NotFoundPage
          homeHref={homeHref}
          categories={shell.navigation}
          brand={shell.brand}
          brandName={shell.brandName}
        />
      ) : (
        <ServerErrorPage
          status={status}
          homeHref={homeHref}
          brandName={shell.brandName}
          correlationId={typeof details.correlationId === 'string' ? details.correlationId : shell.correlationId}
          detail={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
        />
      )}
      {isRecord(details.botProtection) && typeof details.botProtection.appId === 'string' ? (
        <BotProtectionSignal
          signal={{
            appId: details.botProtection.appId,
            correlationId: typeof details.correlationId === 'string' ? details.correlationId : undefined,
          }}
        />
      ) : null}
    </AppShell>
  );
}

function BareErrorPage({ status }: { status: number }) {
  return (
    <main className="mx-auto max-w-xl px-6 py-24">
      <title>Something went wrong</title>
      <p className="font-display text-sm font-bold tracking-[0.2em] uppercase">Error {status}</p>
      <h1 className="mt-4 font-display text-5xl font-black tracking-tight">Something went wrong.</h1>
      <p className="mt-6 text-lg">Please try again in a moment.</p>
      <a href="/" className="mt-8 inline-block font-semibold underline underline-offset-4">
        Home page
      </a>
    </main>
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
