import type { Locator, Page } from '@playwright/test';

import { expect, test, untilHydrated, untilReady } from './fixtures.ts';
import { seededProductPathOn } from './product-fixture.ts';

/**
 * Japanese names on a phone (decision 0009 addendum, 2026-12-07): product and colour names wrap between words only
 * (ランニング / シューズ, never ランニン / グシューズ; ブラック/ / ホワイト, never ブラック/ホワイ / ト) in the tiles, the
 * product page's heading and colour, and the cart's line, at 320 and 375 px, and nothing widens the page.
 */

/** Where a drawn line of `element` starts inside a word: [text before, text after] each such break. */
function breaksInsideWords(element: Locator) {
  return element.evaluate((root) => {
    const wrong: string[] = [];
    const lines: string[] = [];
    let top: number | null = null;
    // A break may fall after a space or punctuation, or where a <wbr> (a text node's start) stands.
    const breakable = /[\s・：/（）、。]/u;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let previousChar = '';
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        const char = node.data[i]!;
        if (rect && top !== null && Math.abs(rect.top - top) > 4) {
          const allowed = i === 0 || breakable.test(previousChar) || breakable.test(char);
          if (!allowed) wrong.push(`${lines.join(' / ')} / ${node.data.slice(i)}`);
          lines.push('');
        }
        if (rect) top = rect.top;
        if (lines.length === 0) lines.push('');
        lines[lines.length - 1] += char;
        previousChar = char;
      }
    }
    return { wrong, lines: lines.join(' / ') };
  });
}

async function expectWordsWhole(page: Page, elements: Locator, width: number) {
  const count = await elements.count();
  expect(count).toBeGreaterThan(0);
  const split: string[] = [];
  const drawn: string[] = [];
  for (let index = 0; index < count; index++) {
    const { wrong, lines } = await breaksInsideWords(elements.nth(index));
    split.push(...wrong);
    drawn.push(lines);
  }
  expect(split, `${width} px`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  return drawn;
}

test.describe('Japanese names break between words on a phone', () => {
  test('product tiles, the product page’s heading and colour, and the cart’s line', async ({
    page,
    request,
  }, testInfo) => {
    // The server and the browser cut a name into the same words (both ICU's): hydration finds what it rendered.
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) mismatches.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (/hydrat|#418|#423|#425/i.test(error.message)) mismatches.push(error.message);
    });
    const productPath = await seededProductPathOn(request, 'ja-jp');
    await page.goto(productPath);
    await untilHydrated(page);
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'カートに追加' }).click();
    await expect(page.getByRole('dialog', { name: 'カート' })).toBeVisible();

    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });

      await page.goto(`/ja-jp/search?q=${encodeURIComponent('ランニングシューズ')}`);
      await untilReady(page);
      const tiles = page.locator('main li :is(h2, h3) a');
      const drawn = await expectWordsWhole(page, tiles, width);
      // The names do wrap here (the check has something to check): between words.
      expect(
        drawn.some((lines) => /ランニング \/ シューズ|トレイル \/ ランニング/.test(lines)),
        drawn.join('\n'),
      ).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`tiles-${width}.png`) });

      await page.goto(productPath);
      await untilReady(page);
      await expectWordsWhole(page, page.locator('main h1, #colour-label'), width);
      await page.locator('#colour-label').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`product-${width}.png`) });

      await page.goto('/ja-jp/cart');
      await untilReady(page);
      const line = page.locator('main li[data-focus-item]').first();
      await expectWordsWhole(page, line.locator('h3, h3 + p'), width);
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`cart-${width}.png`) });
    }
    expect(mismatches).toEqual([]);
  });
});

test('another browser’s segmentation: a name cut otherwise than on the server is rendered again alone, not the page', async ({
  page,
  request,
  consoleErrors,
}) => {
  // A browser whose Intl.Segmenter splits Japanese otherwise (WebKit's system ICU, Firefox's ICU4X): here, two
  // characters at a time, so the names' <wbr>s differ from the server's.
  await page.addInitScript(() => {
    class OtherSegmenter {
      segment(text: string) {
        const chars = [...text];
        const segments: Array<{ segment: string; index: number; input: string; isWordLike: boolean }> = [];
        for (let at = 0, index = 0; at < chars.length; at += 2) {
          const segment = chars.slice(at, at + 2).join('');
          segments.push({ segment, index, input: text, isWordLike: true });
          index += segment.length;
        }
        return segments;
      }
    }
    Object.defineProperty(Intl, 'Segmenter', { value: OtherSegmenter, configurable: true });
    // The server's footer, kept before anything hydrates: a page React rendered again has another one.
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { __serverFooter: document.querySelector('footer') });
    });
  });
  const productPath = await seededProductPathOn(request, 'ja-jp');
  await page.goto(productPath);
  await untilHydrated(page);
  const sameFooter = await page.evaluate(() => {
    const server = (window as { __serverFooter?: Element | null }).__serverFooter;
    return server != null && server === document.querySelector('footer');
  });
  expect(sameFooter).toBe(true);
  // The heading shows the name, cut the browser's way, and the page works.
  await expect(page.locator('main h1 .words wbr')).not.toHaveCount(0);
  await page.getByTestId('add-to-cart').getByRole('button', { name: 'カートに追加' }).click();
  await expect(page.getByRole('dialog', { name: 'カート' })).toBeVisible();
  // React reports the mismatch it recovered from; nothing else is logged.
  expect(consoleErrors.every((text) => /#418|hydrat/i.test(text))).toBe(true);
  consoleErrors.length = 0;
});
