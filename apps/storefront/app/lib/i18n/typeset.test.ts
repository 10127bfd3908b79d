import { describe, expect, it } from 'vitest';

import { typesetFor } from './typeset.ts';

describe('merchant text set as the language sets it (decision 0009 addendum)', () => {
  it.each([
    ['fr-fr', '15 % de remise sur les chaussures', '15\u202f% de remise sur les chaussures'],
    ['fr-fr', '15\u00a0% de remise', '15\u202f% de remise'],
    ['fr-fr', 'Soldes : jusqu’à -50 % !', 'Soldes\u202f: jusqu’à -50\u202f%\u202f!'],
    ['fr-fr', 'Prêts ? « Go »', 'Prêts\u202f? «\u202fGo\u202f»'],
    ['fr-fr', '15\u202f% de remise', '15\u202f% de remise'],
    ['fr-fr', '15% de remise', '15% de remise'],
    ['de-de', '15 % Rabatt auf Schuhe', '15\u00a0% Rabatt auf Schuhe'],
    ['de-de', '15\u202f% Rabatt', '15\u202f% Rabatt'],
    ['de-de', 'Sale: Jetzt zugreifen!', 'Sale: Jetzt zugreifen!'],
    ['en-us', '15 % off shoes', '15 % off shoes'],
    ['ja-jp', 'シューズ15%オフ', 'シューズ15%オフ'],
  ] as const)('%s: %s', (locale, given, expected) => {
    expect(typesetFor(locale)(given)).toBe(expected);
  });
});
