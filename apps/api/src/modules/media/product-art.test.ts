import { describe, expect, it } from 'vitest';
import { LruCache } from '../../lib/lru-cache.js';
import {
  APPAREL_TYPES,
  APPAREL_VIEWS,
  FOOTWEAR_TYPES,
  FOOTWEAR_VIEWS,
  renderProductArt,
  UnsupportedArtError,
  viewsFor,
} from './product-art.js';

const COLOURS = { primary: '#2F80ED', secondary: '#ff6d1f', accent: '#f5f5f2' };
/** Aim stated in the catalog issue: product images are light. */
const SIZE_BUDGET_BYTES = 6 * 1024;

/**
 * A strict little XML check: every tag closes in order, attributes are `name="value"`, no text outside tags.
 * Returns the element names in document order.
 */
function parseXml(xml: string): string[] {
  const stack: string[] = [];
  const names: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < xml.length) {
    token.lastIndex = at;
    const match = token.exec(xml);
    if (!match) throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    const [whole, closing, name, , selfClosing] = match as unknown as [string, string, string, string, string];
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}> at ${at}`);
    } else {
      names.push(name);
      if (!selfClosing) stack.push(name);
    }
    at += whole.length;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return names;
}

const CASES = [
  ...FOOTWEAR_TYPES.flatMap((type) => FOOTWEAR_VIEWS.map((view) => [type, view] as const)),
  ...APPAREL_TYPES.flatMap((type) => APPAREL_VIEWS.map((view) => [type, view] as const)),
];

describe('renderProductArt', () => {
  it.each(CASES)('%s %s: well-formed, sized, small, safe and coloured', (productType, view) => {
    const svg = renderProductArt({ productType, colours: COLOURS, view, seed: 'ABC12345' });
    const names = parseXml(svg);
    expect(names[0]).toBe('svg');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800">/,
    );
    expect(names.length).toBeGreaterThan(4);
    expect(Buffer.byteLength(svg)).toBeLessThan(SIZE_BUDGET_BYTES);
    // Each of the colourway's three colours shows in the drawing itself, not only in the tinted backdrop.
    const drawing = (colours: typeof COLOURS) =>
      renderProductArt({ productType, colours, view, seed: 'ABC12345' }).replace(/^.*?r="300"[^>]*>/, '');
    for (const role of ['primary', 'secondary', 'accent'] as const) {
      expect(drawing({ ...COLOURS, [role]: '#6a4c9c' }), role).not.toBe(drawing(COLOURS));
    }
    expect(svg).not.toMatch(/<script|\son\w+=|href=|<image|<foreignObject|url\((?!#)/i);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('is deterministic and varies with the seed only in the backdrop', () => {
    const input = { productType: 'trail-shoe', colours: COLOURS, view: 'side', seed: 'TRL0000001' };
    expect(renderProductArt(input)).toBe(renderProductArt({ ...input }));
    const other = renderProductArt({ ...input, seed: 'TRL0000002' });
    expect(other).not.toBe(renderProductArt(input));
    expect(other.replace(/<circle cx="\d+" cy="\d+" r="300"/, '')).toBe(
      renderProductArt(input).replace(/<circle cx="\d+" cy="\d+" r="300"/, ''),
    );
  });

  it('draws every view of a type differently, and every type differently', () => {
    for (const type of [...FOOTWEAR_TYPES, ...APPAREL_TYPES]) {
      const views = viewsFor(type).map((view) =>
        renderProductArt({ productType: type, colours: COLOURS, view, seed: 's' }),
      );
      expect(new Set(views).size).toBe(views.length);
    }
    const sides = FOOTWEAR_TYPES.map((type) =>
      renderProductArt({ productType: type, colours: COLOURS, view: 'side', seed: 's' }),
    );
    expect(new Set(sides).size).toBe(FOOTWEAR_TYPES.length);
    const fronts = APPAREL_TYPES.map((type) =>
      renderProductArt({ productType: type, colours: COLOURS, view: 'front', seed: 's' }),
    );
    expect(new Set(fronts).size).toBe(APPAREL_TYPES.length);
  });

  it('paints with the colourway', () => {
    const red = renderProductArt({
      productType: 'tee',
      colours: { ...COLOURS, primary: '#c62828' },
      view: 'front',
      seed: 's',
    });
    expect(red).toContain('fill="#c62828"');
    expect(red).not.toContain('#2f80ed');
  });

  it.each([
    ['tee', 'side'],
    ['running-shoe', 'front'],
    ['umbrella', 'front'],
  ])('refuses a %s in the %s view', (productType, view) => {
    expect(() => renderProductArt({ productType, colours: COLOURS, view, seed: 's' })).toThrow(UnsupportedArtError);
  });

  it.each(['red', '#fff', '#12345g', '"/><script>'])('refuses the colour %s', (primary) => {
    expect(() =>
      renderProductArt({ productType: 'tee', colours: { ...COLOURS, primary }, view: 'front', seed: 's' }),
    ).toThrow(UnsupportedArtError);
  });
});

describe('LruCache', () => {
  it('keeps at most its capacity, evicting the least recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
