import { describe, expect, it } from 'vitest';

import { postedSize } from './posted-size.ts';

describe('postedSize: a posted size as the page’s language writes it, and its kind', () => {
  it.each([
    ['42.5', 'de-DE', { size: '42,5', kind: 'shoe' }],
    ['W 8.5', 'fr-FR', { size: 'W 8,5', kind: 'shoe' }],
    ['8.5', 'en-GB', { size: '8.5', kind: 'shoe' }],
    ['26.5', 'ja-JP', { size: '26.5', kind: 'shoe' }],
    ['M', 'fr-FR', { size: 'M', kind: 'other' }],
    ['OS', 'en-US', { size: 'One size', kind: 'one' }],
    ['OS', 'fr-FR', { size: 'Taille unique', kind: 'one' }],
    ['OS', 'de-DE', { size: 'Einheitsgröße', kind: 'one' }],
    ['OS', 'ja-JP', { size: 'フリーサイズ', kind: 'one' }],
    // As a page from before posted it: the size as it showed it.
    ['42,5', 'de-DE', { size: '42,5', kind: 'shoe' }],
    ['Einheitsgröße', 'de-DE', { size: 'Einheitsgröße', kind: 'one' }],
    ['フリーサイズ', 'ja-JP', { size: 'フリーサイズ', kind: 'one' }],
  ] as const)('%s in %s', (posted, tag, said) => {
    expect(postedSize(posted, tag)).toEqual(said);
  });

  it('is nothing for no size', () => {
    expect(postedSize('', 'en-US')).toBeNull();
    expect(postedSize('  ', 'de-DE')).toBeNull();
  });
});
