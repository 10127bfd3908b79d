import { describe, expect, it } from 'vitest';
import {
  correctWord,
  editDistance,
  foldKana,
  indexText,
  indexWords,
  queryTerms,
  termAlternatives,
  words,
} from './search.terms.js';

describe('kana folding', () => {
  it('writes hiragana as katakana, and leaves everything else', () => {
    expect(foldKana('らんにんぐ')).toBe('ランニング');
    expect(foldKana('はきやすい')).toBe('ハキヤスイ');
    expect(foldKana('ゔぁ')).toBe('ヴァ');
    expect(foldKana('ランニング東京Run 42')).toBe('ランニング東京Run 42');
  });

  it('folds queries and index words alike, cutting runs as written', () => {
    expect(queryTerms('らんにんぐ しゅーず')).toEqual(['ランニング', 'シューズ']);
    expect(indexWords('はきやすいランニングシューズ')).toEqual(
      indexWords('はきやすいランニングシューズ').map(foldKana),
    );
    expect(indexWords('はきやすいランニングシューズ').some((word) => /[\u3041-\u3096]/u.test(word))).toBe(false);
    expect(indexText('はきやすい靴')).not.toMatch(/[\u3041-\u3096]/u);
  });
});

describe('search terms', () => {
  it.each([
    ['Vela 3 Running Shoe', ['vela', '3', 'running', 'shoe']],
    ['  Weiß/Schwarz ', ['weiß', 'schwarz']],
    ['"lauf*" OR -x:y', ['lauf', 'or', 'x', 'y']],
    ['ランニングシューズ', ['ランニングシューズ']],
    ["Men's trail", ['mens', 'trail']],
    ['WOMEN’S shoes', ['womens', 'shoes']],
    ["'s rock 'n' roll", ['s', 'rock', 'n', 'roll']],
    // A decimal point or comma between digits keeps the number one word, never "10" and a model number "5".
    ['running 10.5', ['running', '10.5']],
    ['Laufschuhe 42,5', ['laufschuhe', '42,5']],
    ['ランニング 27.0cm', ['ランニング', '27.0cm']],
    ['ランニング２６．５', ['ランニング26.5']],
    ['trail 9. shoes, 10', ['trail', '9', 'shoes', '10']],
    ['v1.5.2 x.5', ['v1.5.2', 'x', '5']],
  ])('splits %j into words', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it.each([
    ['ランニングシューズ', ['ランニングシューズ', 'シューズ']],
    [
      'Vela 3 トレイルランニングシューズ',
      ['vela', '3', 'トレイルランニングシューズ', 'ランニングシューズ', 'シューズ'],
    ],
    ['RDS認証ダウン', ['rds認証ダウン', '認証ダウン', 'ダウン']],
    ['Ｔシャツ', ['tシャツ', 'シャツ']], // NFKC: full-width letters
    ['ﾗﾝﾆﾝｸﾞ', ['ランニング']], // NFKC: half-width katakana
    ['Weiß/Schwarz full-grain', ['weiß', 'schwarz', 'full', 'grain']],
  ])('indexes %j as %j: a Japanese run from each of its words on', (text, expected) => {
    expect(indexWords(text)).toEqual(expected);
  });

  it('hands the engines Japanese runs as their index words, and other text as it is', () => {
    expect(indexText('軽量ナイロン素材、防水シェル。Vela 2')).toBe(
      '軽量ナイロン素材 ナイロン素材 素材、防水シェル シェル。Vela 2',
    );
    for (const text of ['Weiß/Schwarz – Laufschuh', 'la récupération après l’effort', 'ﬁt ½']) {
      expect(indexText(text)).toBe(text);
    }
  });

  it.each([
    ['running', [['running']]],
    ['シューズ', [['シューズ']]],
    ['ランニングシューズ', [['ランニングシューズ'], ['ランニング', 'シューズ']]],
    ['リサイ', [['リサイ'], ['リ', 'サイ']]], // a half-typed word the segmenter cuts otherwise
    ['mens', [['men']]],
    ['trainers', [['trainer'], ['sneaker'], ['basket'], ['turnschuh']]],
    ['tshirt', [['tshirt'], ['tee'], ['shirt']]],
    ['tee', [['tee'], ['tshirt'], ['shirt']]],
    ['shir', [['shir']]], // whole words only: a prefix being typed is itself
    ['womens', [['women']]],
    ['sandals', [['sandal']]],
    ['chaussures', [['chaussure']]],
    ['dress', [['dress']]],
    ['gs', [['gs']]],
    ['bus', [['bus']]],
    ['2s', [['2s']]],
  ])('matches the query term %s as any of %j', (term, expected) => {
    expect(termAlternatives(term)).toEqual(expected);
  });

  it.each([
    ['hoodie', 'fr-fr', [['hoodie'], ['hoody'], ['sweatshirt'], ['sweater'], ['capuche']]],
    ['hoodie', 'ja-jp', [['hoodie'], ['hoody'], ['sweatshirt'], ['sweater'], ['パーカー']]],
    ['パーカー', 'ja-jp', [['パーカー'], ['hoodie'], ['hoody'], ['sweatshirt'], ['sweater']]],
    ['tee', 'ja-jp', [['tee'], ['tshirt'], ['shirt'], ['tシャツ']]],
    ['hoodie', 'en-gb', [['hoodie'], ['hoody'], ['sweatshirt'], ['sweater']]],
    ['capuche', 'en-gb', [['capuche']]], // the French site's word only there
  ])('matches %s on %s with the words that site uses too: %j', (term, locale, expected) => {
    expect(termAlternatives(term, locale)).toEqual(expected);
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
    { term: '1005', frequency: 3 },
  ];
  it.each([
    ['run', 'run'], // a prefix being typed
    ['runnign', 'running'], // transposition
    ['trial', 'trail'],
    ['runnn', 'running'], // typo inside a prefix: the whole word, never the fragment "runni"
    ['runer', 'runner'],
    ['laufschuhe', 'laufschuh'], // one letter too many
    ['xyz', 'xyz'], // short words are not corrected
    ['sandal', 'sandal'], // nothing close
    ['10.5', '10.5'], // a number is no misspelling ("10.5" is one edit from "1005")
    ['10,5', '10,5'],
  ])('corrects %s to %s', (word, expected) => {
    expect(correctWord(word, vocabulary)).toBe(expected);
  });

  const japanese = [
    { term: 'ランニングシューズ', frequency: 9 },
    { term: 'シューズ', frequency: 12 },
    { term: 'ジャケット', frequency: 3 },
  ];
  it.each([
    ['ランニ', 'ランニ'], // a prefix being typed
    ['ランニンクシューズ', 'ランニングシューズ'], // one wrong kana
    ['シューズジャケット', 'シューズジャケット'], // each of its words is known
  ])('corrects the Japanese %s to %s', (word, expected) => {
    expect(correctWord(word, japanese)).toBe(expected);
  });
});
