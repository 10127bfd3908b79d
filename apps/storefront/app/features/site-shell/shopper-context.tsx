import { createContext, use, type ReactNode } from 'react';

import type { ShellData } from './shell-data.ts';
import { useShopper, type HeaderShopper } from './use-shopper.ts';

const ShopperContext = createContext<HeaderShopper | null>(null);

/**
 * Holds the header's shopper state (useShopper) for the controls that show it. Its changes (the page learning that
 * it hydrated in the browser, the browser's answer for a page served from the page cache) re-render those controls
 * only: `children` is the element the shell rendered, so React leaves the rest of the page alone. Held by the shell
 * itself, the first of those changes re-rendered the whole page in one task right after hydration.
 *
 * It must not wrap the page's content: React cannot tell whether a streamed section that has not hydrated yet
 * holds a consumer, so a context change reaching one makes it drop the server's HTML and render the section afresh.
 */
export function ShopperProvider({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return <ShopperContext value={useShopper(shell)}>{children}</ShopperContext>;
}

export function useHeaderShopper(): HeaderShopper {
  const shopper = use(ShopperContext);
  if (!shopper) throw new Error('useHeaderShopper needs a ShopperProvider above it.');
  return shopper;
}
