import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, put into each document once (page.evaluate is not subject to the page's CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // WCAG 2.5.3 Label in Name (findings-2 #3): a control's name holds its visible words. axe-core 4.14 runs it under
  // wcag21a; named here so that it stays on should a version mark it experimental again (as earlier ones did, when
  // it ran only if asked for).
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only violations are read: no details gathered for every passing node.
  resultTypes: ['violations'],
};

/**
 * axe-core run in the page as it stands, with its same-origin frames. Each call used to go through
 * @axe-core/playwright, which evaluated axe's source twice in the page and then once more in a new blank page it
 * opened to assemble the results: 2–7 s a check on the test machine, where the audit itself takes under one.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe
        .run(document, options)
        .then((results) => results.violations),
    AXE_OPTIONS,
  );
}

/**
 * Fixtures every spec uses: `axe(page)` asserts zero accessibility violations (WCAG 2.2 A/AA), and every test fails
 * when the page logs a console error or a Content-Security-Policy violation that the test did not expect.
 */
interface Fixtures {
  axe: (page: Page) => Promise<void>;
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A 404 page's own document status is reported as a failed resource; that is the point of the page.
        if (/status of 404/.test(message.text()) && page.url().match(/\/(nope|does-not-exist|xx-zz)/)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; axe has none
  axe: async ({}, use) => {
    await use(async (page) => {
      // A dialog still fading in reads as low contrast, and one replacing another hides the page from assistive
      // technology for a moment: check the page at rest.
      await untilAnimationsSettle(page);
      const violations = await axeViolations(page);
      const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };

/**
 * Waits until no dialog is opening or closing (React Aria marks it data-entering / data-exiting until its animation
 * ends) and every finite animation and transition has finished. The marks first: a dialog's animation may not have
 * started yet when getAnimations() is read, and waiting on animations alone then measured a side panel mid-slide.
 */
export async function untilAnimationsSettle(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-entering], [data-exiting]') === null);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // And every open dialog at rest on the screen: its box the same two frames running, its middle in the viewport.
  // On a busy machine a side panel's slide could start after the checks above; axe, not seeing a dialog on screen,
  // then took the page as having no modal and reported the inert page behind it (no main landmark, no h1).
  await page.waitForFunction(
    () => {
      const boxes = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].map((dialog) => {
        const box = dialog.getBoundingClientRect();
        return [box.left, box.top, box.width, box.height].map(Math.round).join(',');
      });
      const state = window as unknown as { __dialogBoxes?: string };
      const steady = state.__dialogBoxes === boxes.join(';');
      state.__dialogBoxes = boxes.join(';');
      const onScreen = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].every((dialog) => {
        const box = dialog.getBoundingClientRect();
        const middle = box.left + box.width / 2;
        return box.width > 0 && middle >= 0 && middle <= window.innerWidth && box.top < window.innerHeight;
      });
      return steady && onScreen;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * `axe` for a page opened without JavaScript: axe-core runs on timers, which such a page never fires, so the
 * document as it stands is audited in a page of its own that runs scripts (at the same URL and viewport, its
 * stylesheets and images from the server), with the page's own scripts left out: what the shopper without JavaScript
 * has in front of them.
 */
export async function axeWithoutJavaScript(page: Page, axe: (page: Page) => Promise<void>) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const copy = await context.newPage();
  const url = page.url().split('#')[0]!;
  await copy.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await copy.goto(page.url());
  await copy.getByRole('main').waitFor();
  await axe(copy);
  await context.close();
}

/** A phone's screen (an iPhone 12 to 14's viewport in CSS pixels): the size the no-JavaScript phone checks use. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * A browser context without JavaScript on a phone's screen (PHONE_VIEWPORT): what a shopper on a phone has before
 * the scripts arrive, or without them. `options` adds the rest (`baseURL`, `storageState`); the other options are the
 * project's, as with `browser.newContext`. The test closes it.
 */
export function phoneWithoutJavaScript(
  browser: Browser,
  options: Omit<BrowserContextOptions, 'javaScriptEnabled' | 'viewport'> = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
}

/**
 * Waits until the page has hydrated (the `outsole:hydrated` mark app-shell.tsx sets in the first effect after
 * hydration). A quiet network is not enough: the modules load after the load event and the next paint
 * (docs/decisions/0016), and a click on a form's button before React has hydrated it submits the form natively.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('outsole:hydrated').length > 0);
}

/**
 * A page ready for a shopper's hands: its network quiet (the streamed sections and the scripts after the load event)
 * and React hydrated (untilHydrated), so a click is the component's, never a native form post.
 */
export async function untilReady(page: Page) {
  await page.waitForLoadState('networkidle');
  await untilHydrated(page);
}

/** The sticky header as drawn, and the page's scroll padding (app.css --header-height) that keeps targets below it. */
export async function stickyHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    const { height, bottom } = header.getBoundingClientRect();
    const background = getComputedStyle(header).backgroundColor;
    // rgba(…, a) or a CSS Color 4 form with "/ a": anything under 1 lets what scrolls beneath show through.
    const alpha = /^rgba\(.*,\s*([\d.]+)\)$|\/\s*([\d.]+)\)$/.exec(background);
    return {
      height,
      bottom,
      opaque: alpha === null || Number(alpha[1] ?? alpha[2]) === 1,
      scrollPadding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    };
  });
}

/** Scrolls until the footer's top reaches the top of the window, so the footer is behind the sticky header. */
export async function scrollFooterUnderHeader(page: Page) {
  const overlap = await page.evaluate(() => {
    const footer = document.querySelector('footer');
    const header = document.querySelector('header');
    if (!footer || !header) throw new Error('no header or footer');
    window.scrollTo({ top: footer.getBoundingClientRect().top + window.scrollY, behavior: 'instant' });
    return header.getBoundingClientRect().bottom - footer.getBoundingClientRect().top;
  });
  expect(overlap, 'the footer is behind the header').toBeGreaterThan(0);
}

/** A layout shift the browser counts (not within half a second of an input): its score and what moved. */
export interface LateShift {
  value: number;
  moved: string[];
}

/**
 * Records, from the next page loaded on, the layout shifts the browser counts towards CLS (`hadRecentInput` false);
 * `lateShifts(page)` reads and clears them.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; moved: string[] }> = [];
    (window as unknown as { __lateShifts: typeof shifts }).__lateShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (source) =>
              `${(source.node?.textContent ?? '?').slice(0, 40)}: y ${source.previousRect.y} → ${source.currentRect.y}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function lateShifts(page: Page): Promise<LateShift[]> {
  return page.evaluate(() => (window as unknown as { __lateShifts: LateShift[] }).__lateShifts.splice(0));
}

/**
 * Holds the page's data requests (`.data`: loaders, actions and their revalidation) for `ms` before they go: a slow
 * connection, where an answer lands more than half a second after the tap and any move it makes counts as a shift.
 */
export async function slowDataRequests(page: Page, ms: number) {
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}
