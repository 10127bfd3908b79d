import { PassThrough } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';

import { lazyPartsReady } from './components/ui/lazy-part.tsx';
import { coalesceWrites } from './lib/http/coalesce.server.ts';
import { deferHydration } from './lib/http/deferred-hydration.server.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { getRequestContext, notForPageCache } from './lib/request-context.server.ts';

// server.mjs reaches the configuration and the Express middleware through this module (build.entry.module), so
// dev (Vite's ssrLoadModule) and production (build/server/index.js) share one implementation.
export { loadConfig, ConfigError } from './lib/config.server.ts';
export { listenProblem } from '@outsole/contracts/config-values';
export { getLoadContext, requestMiddleware } from './lib/http/server-kit.server.ts';
export { closeGracefully, logLine } from './lib/http/lifecycle.server.ts';
export { originCheck } from './lib/http/origin-check.server.ts';
export { cacheableRoutes, pageCache } from './lib/http/page-cache.server.ts';
export { imageProxy } from './lib/api/image-proxy.server.ts';
export { messageCatalogues } from './lib/i18n/catalogue-route.server.ts';

/** Suspense boundaries that have not resolved after this long are sent as their fallbacks. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = getRequestContext(loadContext);
  // Pages carry a nonce and vary by host and cookies: never stored by shared caches.
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Code the browser loads on demand is rendered in place here (components/ui/lazy-part.tsx).
  await lazyPartsReady();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document at once; people get the shell as soon as it is ready, then the rest.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A boundary that has rendered by the time its part of the page is written goes in its place. React's default
        // (12.8 KB) moved those past the first 12.8 KB of a flush to the end of the document, in hidden segments that
        // only its inline script puts in place: without JavaScript (decision 0016) they never showed.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // In production the page's modules load once the page has (lib/http/deferred-hydration.server.ts);
          // in development Vite's client and hot reloading need them at once.
          // React writes a few kilobytes at a time: joined per turn, the rest of the way carries a few chunks.
          const joined = coalesceWrites();
          if (import.meta.env.DEV) {
            joined.pipe(body);
          } else {
            const deferred = deferHydration();
            joined.pipe(deferred).pipe(body);
          }
          pipe(joined.asDestination());
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A shopper who navigates away mid-stream closes the response: React reports that as an error, but
          // nothing went wrong on our side.
          if (request.signal.aborted) return;
          responseStatusCode = 500;
          notForPageCache(getRequestContext(loadContext));
          // Errors before the shell are logged by handleError; these happen while streaming.
          if (shellRendered) logError(error, request, loadContext);
        },
      },
    );
  });
}

/**
 * Loader, action and render errors, one structured line each with the request's correlation id. React Router also
 * hands over its own answers to a request it cannot serve (a POST to a page with no action: 405; a method it does not
 * know; no route for a resource request: 404): the caller's mistake, already in the access log with its status, so
 * not logged as an error (bots posting to pages would fill the error log). Its 5xx answers are.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  try {
    notForPageCache(getRequestContext(context));
  } catch {
    // No request context (an error before the load context existed): nothing to keep either.
  }
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logError(error, request, context);
};

function logError(error: unknown, request: Request, context: Readonly<RouterContextProvider>) {
  let correlationId: string | undefined;
  try {
    correlationId = getRequestContext(context).correlationId;
  } catch {
    correlationId = undefined;
  }
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'unhandled error',
      time: new Date().toISOString(),
      correlationId,
      method: request.method,
      path: new URL(request.url).pathname,
      ...(isRouteErrorResponse(error) ? { status: error.status } : {}),
      // React Router's own error responses carry the Error that explains them (ErrorResponseImpl's `error`).
      error: describeError((isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error),
    }),
  );
}

/** An error's name, message and stack; anything else thrown as JSON where it can be (never "[object Object]"). */
function describeError(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error !== 'object' || error === null) return String(error);
  try {
    return JSON.parse(JSON.stringify(error)) as unknown;
  } catch {
    return Object.prototype.toString.call(error);
  }
}
