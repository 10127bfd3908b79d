import { describe, expect, it } from 'vitest';
import { localSizeLabel } from './size-label.ts';

describe('localSizeLabel', () => {
  it('writes half sizes with the language’s decimal separator, leaving everything else', () => {
    expect(localSizeLabel('40.5', 'de-DE')).toBe('40,5');
    expect(localSizeLabel('Homme 42.5', 'fr-FR')).toBe('Homme 42,5');
    expect(localSizeLabel('9.5', 'en-US')).toBe('9.5');
    expect(localSizeLabel('8.5', 'en-GB')).toBe('8.5');
    expect(localSizeLabel('26.5', 'ja-JP')).toBe('26.5');
    expect(localSizeLabel('XL', 'de-DE')).toBe('XL');
    expect(localSizeLabel('10.5–3', 'de-DE')).toBe('10,5–3');
  });
});
