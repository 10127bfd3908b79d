import { beforeAll, vi } from 'vitest';

import { lazyPartsReady } from './components/ui/lazy-part.tsx';

// Code the browser loads on demand (components/ui/lazy-part.tsx) is rendered in place by the server once its
// module is loaded, which entry.server waits for: tests that render pages (renderToString suspends on nothing)
// wait the same way, after their file's imports have registered every lazy part.
beforeAll(() => lazyPartsReady());

// Files share a worker's globals (vitest.config.ts: isolate false): a global a file stubbed and left (a fake fetch)
// is put back before the next file starts, so its tests talk to what they expect.
beforeAll(() => {
  vi.unstubAllGlobals();
});
