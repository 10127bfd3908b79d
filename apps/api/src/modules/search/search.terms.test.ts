import { describe, expect, it } from 'vitest';
import { correctWord, editDistance, queryTerms, words } from './search.terms.js';

describe('search terms', () => {
  it.each([
    ['Vela 3 Running Shoe', ['vela', '3', 'running', 'shoe']],
    ['  Weiß/Schwarz ', ['weiß', 'schwarz']],
    ['"lauf*" OR -x:y', ['lauf', 'or', 'x', 'y']],
    ['ランニングシューズ', ['ランニングシューズ']],
  ])('splits %j into words', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('keeps at most eight words of a query', () => {
    expect(queryTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it.each([
    ['running', 'running', 0],
    ['runing', 'running', 1],
    ['rnuning', 'running', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('distance %s → %s is %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
  });

  const vocabulary = [
    { term: 'running', frequency: 10 },
    { term: 'runner', frequency: 2 },
    { term: 'trail', frequency: 5 },
    { term: 'laufschuh', frequency: 4 },
  ];
  it.each([
    ['run', 'run'], // a prefix being typed
    ['runnign', 'running'], // transposition
    ['trial', 'trail'],
    ['runnn', 'runni'], // typo inside a prefix
    ['laufschuhe', 'laufschuh'], // one letter too many
    ['xyz', 'xyz'], // short words are not corrected
    ['sandal', 'sandal'], // nothing close
  ])('corrects %s to %s', (word, expected) => {
    expect(correctWord(word, vocabulary)).toBe(expected);
  });
});
