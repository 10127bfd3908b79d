import { describe, expect, it } from 'vitest';

import { matchParts } from './match-parts.ts';

const marked = (label: string, query: string) =>
  matchParts(label, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('matchParts', () => {
  it.each([
    ['Lumen 5 Sneaker', 'lum', '[Lum]en 5 Sneaker'],
    ['Lumen 5 Sneaker', 'lum sne', '[Lum]en 5 [Sne]aker'],
    ['Lumen 5 Sneaker', 'LUMEN 5', '[Lumen] [5] Sneaker'],
    ['Trail Running Shoe', 'run', 'Trail [Run]ning Shoe'], // a word's start, not inside one
    ['Running', 'r running', '[Running]'], // the longest typed word that fits
    ['Runnign', 'running', 'Runnign'],
    ['Chaussure de trail', 'chaus', '[Chaus]sure de trail'],
    ['Nova 4 ランニングシューズ', 'ランニング', 'Nova 4 [ランニング]シューズ'],
    ['Lumen 5 Sneaker', 'lumen 10.5', '[Lumen] 5 Sneaker'], // a half size is one number, not "10" and "5"
    ['Laufschuh 42,5 mm', 'laufschuh 42,5', '[Laufschuh] [42,5] mm'],
    ['Lumen 5 Sneaker', '', 'Lumen 5 Sneaker'],
    ['', 'lum', ''],
  ])('%j typed %j: %s', (label, query, expected) => {
    expect(marked(label, query)).toBe(expected);
  });

  it('keeps every character of the label, in order', () => {
    const label = 'Weiß/Schwarz – Trail-Laufschuh (2E)';
    expect(
      matchParts(label, 'wei trail 2')
        .map((part) => part.text)
        .join(''),
    ).toBe(label);
  });
});
