import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Server-rendered and streamed (entry.server.tsx); the Express server in server.mjs hosts the build.
  ssr: true,
  // Every route known from the start (the manifest module the entry loads), none discovered later: React Router's
  // lazy discovery asked /__manifest for the routes of the page's links after hydration, then updated the router's
  // state, which re-rendered the whole page once more (docs/decisions/0016 addendum).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
