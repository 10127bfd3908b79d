import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Server-rendered and streamed (entry.server.tsx); the Express server in server.mjs hosts the build.
  ssr: true,
} satisfies Config;
