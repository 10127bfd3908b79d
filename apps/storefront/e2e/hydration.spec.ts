import type { Page } from '@playwright/test';

import { expect, test, untilReady } from './fixtures.ts';
import { SEEDED_PRODUCT } from './product-fixture.ts';

/**
 * What React does once a page has hydrated, before the shopper touches it. Hydration renders every component once;
 * what changes right after (the page learning it runs in the browser, streamed sections arriving) should re-render
 * the components concerned, not the page: a whole-page render then is a long task on a phone's main thread (the
 * Lighthouse benchmark's blocking time, docs/decisions/0016). Two did: the header's shopper state held by the shell
 * (a `useSyncExternalStore` whose browser value differs from the server's re-renders its component synchronously),
 * and React Router's lazy route discovery, whose answer updated the router's state.
 *
 * React DOM reports each commit to a DevTools hook when one is installed before it loads; the recorder below counts,
 * per commit, the function components that rendered in it (React's PerformedWork flag on a fiber that is new to
 * the committed tree: a subtree React skipped keeps its previous fibers), apart: those mounted (no alternate yet:
 * hydration, and a streamed section hydrating when it arrives) and those rendered again.
 */
interface Commit {
  mounted: number;
  rerendered: number;
  components: number;
}

declare global {
  interface Window {
    __commits?: Commit[];
  }
}

async function recordCommits(page: Page) {
  await page.addInitScript(() => {
    const commits: Array<{ mounted: number; rerendered: number; components: number }> = [];
    window.__commits = commits;
    interface Fiber {
      tag: number;
      flags: number;
      alternate: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    let previous = new Set<Fiber>();
    const FUNCTION_COMPONENT_TAGS = new Set([0, 11, 14, 15]); // function, forwardRef, memo, simple memo
    const PERFORMED_WORK = 1;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberUnmount: () => undefined,
        onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
          const seen = new Set<Fiber>();
          let mounted = 0;
          let rerendered = 0;
          let components = 0;
          const stack = [root.current];
          for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
            seen.add(fiber);
            if (FUNCTION_COMPONENT_TAGS.has(fiber.tag)) {
              components += 1;
              if ((fiber.flags & PERFORMED_WORK) !== 0 && !previous.has(fiber)) {
                if (fiber.alternate === null) mounted += 1;
                else rerendered += 1;
              }
            }
            if (fiber.sibling) stack.push(fiber.sibling);
            if (fiber.child) stack.push(fiber.child);
          }
          previous = seen;
          commits.push({ mounted, rerendered, components });
        },
      },
    });
  });
}

const pages = [
  { name: 'home', path: '/en-us' },
  { name: 'listing', path: '/en-us/c/shoes-653341' },
  { name: 'product', path: SEEDED_PRODUCT.path },
];

test.describe('after hydration', () => {
  for (const { name, path } of pages) {
    test(`the ${name} page is not rendered whole again, and no route is discovered later`, async ({ page }) => {
      const manifestRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/__manifest') manifestRequests.push(request.url());
      });
      await recordCommits(page);
      await page.goto(path);
      await untilReady(page);
      // Streamed sections and effects settle (the recently viewed row, the shopper's state).
      await page.waitForTimeout(500);
      const commits = (await page.evaluate(() => window.__commits)) ?? [];
      const [hydration, ...later] = commits;
      // The first commit is hydration itself: every component mounted.
      expect(hydration, 'React reported the hydration commit').toBeDefined();
      expect(hydration?.mounted).toBe(hydration?.components);
      expect(hydration?.components).toBeGreaterThan(100);
      const whole = hydration?.components ?? 0;
      const largest = Math.max(0, ...later.map((commit) => commit.rerendered));
      expect(largest, `components re-rendered by one commit after hydration, of ${whole}`).toBeLessThan(whole / 3);
      expect(manifestRequests).toEqual([]);
    });
  }
});

test('streamed sections hydrate in place: the server HTML of the reviews and similar styles is kept', async ({
  page,
}) => {
  // A context change reaching a streamed section before it hydrates makes React drop its server HTML and render it
  // afresh (the section's elements are replaced): the header's shopper context did, when it wrapped the page.
  await page.goto(SEEDED_PRODUCT.path);
  const sections = [
    page.getByRole('region', { name: 'You might also like' }),
    page.locator('#reviews').getByRole('article').first(),
  ];
  const handles = await Promise.all(sections.map((section) => section.elementHandle()));
  await untilReady(page);
  await page.waitForTimeout(500);
  for (const handle of handles) expect(await handle?.evaluate((element) => element.isConnected)).toBe(true);
});
