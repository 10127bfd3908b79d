// The storefront's HTTP server: Express 5 hosting the React Router build.
// Production (NODE_ENV=production): hashed assets with an immutable cache, compression, the server build.
// Development: Vite in middleware mode, the server build loaded through Vite on every request (HMR).
// Configuration, security headers and the loaders' context come from the build itself (entry.server.tsx
// re-exports app/lib/config.server.ts and app/lib/http/server-kit.server.ts): one implementation for both modes.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import compression from 'compression';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const isProduction = process.env.NODE_ENV === 'production';
const BUILD_ENTRY = 'virtual:react-router/server-build';

const app = express();
const httpServer = createServer(app);

let vite;
let build;
let getBuild;
let createRequestHandler;
if (isProduction) {
  const buildFile = path.join(here, 'build/server/index.js');
  build = await import(buildFile).catch((error) => {
    console.error(
      `storefront: cannot load the production build ${buildFile} (run \`npm run build -w @outsole/storefront\`): ${error.message}`,
    );
    process.exit(1);
  });
  getBuild = () => build;
  ({ createRequestHandler } = await import('@react-router/express'));
} else {
  const { createServer: createViteServer } = await import('vite');
  vite = await createViteServer({
    root: here,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  getBuild = () => vite.ssrLoadModule(BUILD_ENTRY);
  // Through Vite, so the adapter and the app use the same (development) React Router instance.
  ({ createRequestHandler } = await vite.ssrLoadModule('@react-router/express'));
}

const serverModule = (await getBuild()).entry.module;
let config;
try {
  config = serverModule.loadConfig(process.env);
} catch (error) {
  // One clear line, then out: a bad environment must not half-start.
  console.error(error instanceof serverModule.ConfigError ? error.message : String(error));
  await vite?.close();
  process.exit(1);
}

// Idle keep-alive connections outlive the load balancer's (KEEP_ALIVE_TIMEOUT_S). A whole request, headers and body,
// must arrive within REQUEST_TIMEOUT_S (Node's own default is five minutes), so a client trickling a body cannot
// hold a connection for long. Node enforces requestTimeout only when headersTimeout is not longer, and no longer
// counts a kept-alive connection's idle time toward either (both measured on Node 26), so the two are the same.
httpServer.keepAliveTimeout = config.keepAliveTimeoutMs;
httpServer.headersTimeout = config.requestTimeoutMs;
httpServer.requestTimeout = config.requestTimeoutMs;

app.disable('x-powered-by');
app.set('trust proxy', config.trustProxy);
app.use(serverModule.requestMiddleware(config));
// Cross-site request forgery: any method but GET/HEAD/OPTIONS must come from this origin (403 otherwise).
app.use(serverModule.originCheck());
app.use(compression());
// Liveness for load balancers and `npm start`; the api has its own /health/ready for the database.
app.get('/health', (_req, res) => {
  res.set('cache-control', 'no-store').json({ status: 'ok' });
});
// Product images, same-origin and public: streamed from the api's /images/* (app/lib/api/image-proxy.server.ts).
app.get('/images/*path', serverModule.imageProxy(config));
// Message catalogues, fetched by the browser before it hydrates (app/lib/i18n/catalogue-registry.ts).
app.get('/i18n/:file', serverModule.messageCatalogues());

if (vite) {
  app.use(vite.middlewares);
} else {
  // Hashed file names: cache forever. Everything else in build/client (favicon, robots.txt): briefly.
  app.use(
    '/assets',
    express.static(path.join(here, 'build/client/assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: true,
    }),
  );
  // Only for the names build/client holds: a page request then costs no file-system lookup (the build does not
  // change while the server runs).
  const clientDir = path.join(here, 'build/client');
  const clientFiles = new Set(readdirSync(clientDir));
  const serveClientFile = express.static(clientDir, { maxAge: '1h', index: false });
  app.use((req, res, next) => (clientFiles.has(firstSegment(req.path)) ? serveClientFile(req, res, next) : next()));
}

// Pages as a visitor without a session gets them, kept for a minute and served to shoppers with a session too, whose
// browsers fill in the header (app/lib/http/page-cache.server.ts, decisions 0022 and 0024).
app.use(serverModule.pageCache(config, { cacheableRoute: serverModule.cacheableRoutes((await getBuild()).routes) }));

app.use(
  createRequestHandler(
    vite
      ? {
          build: getBuild,
          mode: 'development',
          // In dev the build is re-imported on every request; its own getLoadContext matches its own context keys.
          getLoadContext: async (req, res) => (await getBuild()).entry.module.getLoadContext(config)(req, res),
        }
      : {
          // The build itself, not a function returning it: React Router then derives its route tables once
          // instead of on every request.
          build,
          mode: 'production',
          getLoadContext: serverModule.getLoadContext(config),
        },
  ),
);

// A host that is no address of this machine, or a port another process holds: one line naming the variable, as a
// wrong value gets, instead of an unhandled 'error' event's stack.
const onListenError = async (error) => {
  console.error(
    serverModule.listenProblem(error, {
      app: 'storefront',
      invalid: 'Invalid storefront configuration',
      host: config.host,
      port: config.port,
      hostVariable: 'HOST',
      portVariable: 'PORT',
    }),
  );
  await vite?.close();
  process.exit(1);
};
httpServer.once('error', onListenError);
httpServer.once('listening', () => httpServer.off('error', onListenError));
httpServer.listen(config.port, config.host, () => {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  serverModule.logLine(config, 'info', 'storefront listening', { url: `http://${shownHost}:${config.port}` });
  if (config.apiMock) {
    serverModule.logLine(config, 'warn', 'api mock mode: answers come from app/lib/api/mock, not from API_URL');
  }
});

/** `/favicon.svg` → `favicon.svg`: the first name of a URL path, decoded and normalised as serve-static does. */
function firstSegment(urlPath) {
  try {
    return path.posix.normalize(decodeURIComponent(urlPath)).split('/').find(Boolean) ?? '';
  } catch {
    return '';
  }
}

let closing = false;
/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish within SHUTDOWN_GRACE_MS, then exit. */
function shutdown(signal) {
  if (closing) return;
  closing = true;
  serverModule.logLine(config, 'info', 'shutting down: draining in-flight requests', {
    signal,
    graceMs: config.shutdownGraceMs,
  });
  void serverModule.closeGracefully(httpServer, config.shutdownGraceMs).then(async (code) => {
    if (code !== 0) serverModule.logLine(config, 'warn', 'grace period over: open connections cut');
    await vite?.close();
    process.exit(code);
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
