import { describe, expect, it } from 'vitest';
import { APPAREL_VIEWS, GIFT_CARD_TYPE, renderProductArt, viewsFor } from './product-art.js';

const COLOURS = { primary: '#1f2a44', secondary: '#e8b04a', accent: '#f5f5f2' };

describe('gift card art', () => {
  it('is drawn in the apparel views: each a distinct, small, closed SVG in the colourway', () => {
    expect(viewsFor(GIFT_CARD_TYPE)).toEqual(APPAREL_VIEWS);
    const drawings = APPAREL_VIEWS.map((view) =>
      renderProductArt({ productType: GIFT_CARD_TYPE, colours: COLOURS, view, seed: 'EGIFTSUS' }),
    );
    expect(new Set(drawings).size).toBe(APPAREL_VIEWS.length);
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800"[^>]*>.*<\/svg>$/);
      expect(svg.length).toBeLessThan(6 * 1024);
      expect(svg).toContain(COLOURS.primary);
      expect(svg.match(/<(path|rect|circle|g)\b/g)?.length).toBeGreaterThan(5);
    }
  });

  it('has no view it is not drawn in', () => {
    expect(() =>
      renderProductArt({ productType: GIFT_CARD_TYPE, colours: COLOURS, view: 'sole', seed: 's' }),
    ).toThrow();
  });
});
