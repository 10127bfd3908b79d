import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { RecentlyViewedArea } from './recently-viewed-row.tsx';

const APP = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Pages always taller than a screen, whose footer is below the fold whatever the rail does. */
const ALWAYS_TALLER = {
  'routes/home.tsx': 'hero, featured products, fit band and value props',
  'routes/product.tsx': 'gallery, details, reviews and similar styles',
};

describe('the recently viewed rail moves nothing on the screen when it arrives (tester finding t1-F3)', () => {
  it('is held with the page’s content in an area at least a screen tall', () => {
    expect(renderToString(<RecentlyViewedArea>x</RecentlyViewedArea>)).toBe(
      '<div class="flex min-h-svh flex-col">x</div>',
    );
  });

  it('every page showing it that can be shorter than a screen (the empty cart) holds it in that area', () => {
    const pages = sources(APP)
      .map((path) => ({ path: relative(APP, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }))
      .filter((file) => /<RecentlyViewed\b(?!Area)/.test(file.text));
    expect(pages.map((page) => page.path).sort()).toEqual(['routes/cart.tsx', 'routes/home.tsx', 'routes/product.tsx']);
    for (const page of pages) {
      if (Object.hasOwn(ALWAYS_TALLER, page.path)) continue;
      const area = page.text.match(/<RecentlyViewedArea>([\s\S]*?)<\/RecentlyViewedArea>/)?.[1] ?? '';
      expect(area, page.path).toMatch(/<RecentlyViewed\b(?!Area)/);
    }
  });
});
