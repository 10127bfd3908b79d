import { describe, expect, it } from 'vitest';
import { convertShoeSize, localSizeLabel, SIZE_RUNS, sizeKindOf, sizeKindOfSystem, sizeLabelFor } from './sizes.js';

describe('shoe sizes', () => {
  it.each([
    ['shoe-men', '9', { us: '9', uk: '8.5', eu: '42.5', jp: '27.0' }],
    ['shoe-men', '13', { us: '13', uk: '12.5', eu: '47.5', jp: '31.0' }],
    ['shoe-women', '7.5', { us: '7.5', uk: '5', eu: '38.5', jp: '24.5' }],
  ] as const)('%s US %s converts', (system, us, expected) => {
    expect(convertShoeSize(system, us)).toEqual(expected);
  });

  it('has a conversion for every size of the adult runs and none for kids or apparel', () => {
    for (const size of SIZE_RUNS['shoe-men']) expect(convertShoeSize('shoe-men', size)).not.toBeNull();
    for (const size of SIZE_RUNS['shoe-women']) expect(convertShoeSize('shoe-women', size)).not.toBeNull();
    expect(convertShoeSize('shoe-kids', '3Y')).toBeNull();
    expect(convertShoeSize('apparel', 'M')).toBeNull();
    expect(convertShoeSize('shoe-men', '14')).toBeNull();
  });

  it('labels sizes the way each market does', () => {
    expect(sizeLabelFor('US', 'shoe-men', '10')).toBe('10');
    expect(sizeLabelFor('GB', 'shoe-men', '10')).toBe('9.5');
    expect(sizeLabelFor('DE', 'shoe-men', '10')).toBe('44');
    expect(sizeLabelFor('JP', 'shoe-men', '10')).toBe('28.0');
    expect(sizeLabelFor('FR', 'apparel', 'L')).toBe('L');
  });
});

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

  it('writes the one size "OS" in the language’s words, not the code (tester t3-F2)', () => {
    expect(localSizeLabel('OS', 'en-US')).toBe('One size');
    expect(localSizeLabel('OS', 'en-GB')).toBe('One size');
    expect(localSizeLabel('OS', 'fr-FR')).toBe('Taille unique');
    expect(localSizeLabel('OS', 'de-DE')).toBe('Einheitsgröße');
    expect(localSizeLabel('OS', 'ja-JP')).toBe('フリーサイズ');
    expect(localSizeLabel('OS', 'es-ES')).toBe('One size');
    expect(localSizeLabel('OSX', 'fr-FR')).toBe('OSX');
  });
});

describe('sizeKindOf', () => {
  // French says pointure for a shoe and taille for clothing (language reviewer F3-2).
  it.each(['9', '9.5', '42,5', 'W 8.5', 'Homme 42.5', '26.0', '10.5C', '1Y', ' 41 '])('%s is a shoe size', (label) => {
    expect(sizeKindOf(label)).toBe('shoe');
  });
  it.each(['XS', 'M', 'XXL', '', '10.5–3', 'One size'])('%s is not', (label) => {
    expect(sizeKindOf(label)).toBe('other');
  });
  it('OS is the one size: its label is the whole phrase ("Taille unique"), no "Taille" before it', () => {
    expect(sizeKindOf('OS')).toBe('one');
  });
  it('follows the size system of every run', () => {
    for (const [system, run] of Object.entries(SIZE_RUNS)) {
      const kind = sizeKindOfSystem(system as keyof typeof SIZE_RUNS);
      expect(kind).toBe(system.startsWith('shoe-') ? 'shoe' : system === 'one-size' ? 'one' : 'other');
      for (const size of run) expect(sizeKindOf(size), `${system} ${size}`).toBe(kind);
    }
  });
});
