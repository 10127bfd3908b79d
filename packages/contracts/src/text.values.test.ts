import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, isShopperText, shopperTextProblem, visibleLength } from './text.values.js';

/** Text shoppers really write: Latin with accents, CJK, Cyrillic, Arabic, Hebrew, apostrophes, emoji sequences. */
const LEGITIMATE = [
  'Ada',
  'Zoë O’Brien-Núñez',
  "D'Arcy",
  '東京都',
  '山田 太郎',
  'Ёжиков',
  'محمد',
  'שָׁלוֹם',
  'Happy birthday! 🎂',
  '👩‍👩‍👧 family',
  '👍🏽',
  '❤️',
  '🏳️‍🌈',
  'می‌خواهم', // ZWNJ inside a Persian word
  'Straße 12a, 3. OG',
  // Combining marks as languages write them (never more than MAX_STACKED_MARKS on one character):
  'Tiếng Việt rất đẹp, giày vừa chân', // Vietnamese, precomposed (two marks on ế, ậ after NFD)
  'Tie\u0302\u0301ng Vie\u0323\u0302t', // the same written decomposed
  'か\u3099ら\u3099す', // Japanese with combining dakuten (が, ず)
  'ガッコウ・ぱぴぷぺぽ',
  'Très confortable, déjà usée ? Non : à l’aise !',
  'Größe 42½, für breite Füße',
  'שָּׁלוֹם בְּרֵאשִׁ֖ית', // pointed Hebrew with a cantillation mark (three marks on a letter)
  'བསྒྲུབས', // Tibetan stack (three subjoined marks)
  'नमस्ते, क्षत्रिय', // Devanagari: spacing vowel signs, virama
  'ที่นี่ดีมาก', // Thai vowel and tone marks
  '👩🏽‍💻 🧑🏿‍🤝‍🧑🏻 👨‍👩‍👧‍👦 👋🏼',
  '1️⃣ #️⃣ ©️',
  'a\u0301\u0302\u0303\u0304', // four marks: the most one character may carry
];

describe('shopper free text', () => {
  it.each(LEGITIMATE)('keeps %s', (value) => {
    expect(shopperTextProblem(value)).toBeNull();
    expect(shopperTextProblem(value, { lines: true })).toBeNull();
  });

  it.each([
    ['New\u0007York', 'control'],
    ['tab\there', 'control'],
    ['two\nlines', 'control'],
    ['del\u007F', 'control'],
    ['c1\u0085', 'control'],
    ['a\ud800b', 'surrogate'],
    ['\udc00', 'surrogate'],
    // Non-characters: refused alone (nothing a shopper can see) and inside text, in every plane.
    ['\ufffe', 'noncharacter'],
    ['\uffff'.repeat(12), 'noncharacter'],
    ['Great\ufffe shoe', 'noncharacter'],
    ['\ufdd0', 'noncharacter'],
    ['\ufdef', 'noncharacter'],
    ['a\u{1fffe}', 'noncharacter'],
    ['\u{10ffff}', 'noncharacter'],
    [' \ufffe\u200b ', 'noncharacter'],
    ['\u202egnp.exe', 'bidi'],
    ['a\u202ab', 'bidi'],
    ['a\u202cb', 'bidi'],
    ['\u2066isolated\u2069', 'bidi'],
    // "Zalgo": more than four combining marks stacked on one character.
    [`a${'\u0301'.repeat(99)}`, 'marks'],
    [`Z${'\u0336'.repeat(1999)}`, 'marks'],
    ['a\u0301\u0302\u0303\u0304\u0305', 'marks'],
    ['Great shoe\u0300\u0301\u0302\u0303\u0304\u0305\u0306 really', 'marks'],
    ['x\u0301\u200d\u0301\u200b\u0301\u2060\u0301\u200d\u0301', 'marks'], // format characters between them
    ['\u1ec7\u0303\u0304\u0305', 'marks'], // precomposed ệ is two marks after NFD: five in all
    ['a\u20dd\u20dd\u20dd\u20dd\u20dd', 'marks'], // enclosing marks
    ['\u0301\u0301\u0301\u0301\u0301', 'marks'], // with no character under them
    [`${'\u0301'.repeat(5)}\u200b`, 'marks'], // before "invisible": marks are drawn
    ['\u200b', 'invisible'],
    ['\u200b\u200d', 'invisible'],
    ['\u2060', 'invisible'],
    ['\ufeff', 'invisible'],
    [' \u200b ', 'invisible'],
    ['\u3164', 'invisible'],
  ] as const)('refuses %j (%s)', (value, problem) => {
    expect(shopperTextProblem(value)).toBe(problem);
  });

  it('takes LF and CR LF only in a field of lines; a lone CR, a tab or a bell stay refused', () => {
    expect(shopperTextProblem('Dear Sam,\nFor the trails.\r\nAda', { lines: true })).toBeNull();
    expect(shopperTextProblem('a\rb', { lines: true })).toBe('control');
    expect(shopperTextProblem('a\tb', { lines: true })).toBe('control');
    expect(shopperTextProblem('a\u0007\nb', { lines: true })).toBe('control');
    expect(shopperTextProblem('\n\u200b\n', { lines: true })).toBe('invisible');
  });

  it('judges stacked marks in time linear in the text (no backtracking over long runs)', () => {
    const shapes = [
      `a${'\u0301\u200d'.repeat(4)}b`.repeat(4000),
      `a${'\u200d'.repeat(5000)}\u0301${'\u200d'.repeat(5000)}`.repeat(4),
      `${'\u0301'.repeat(4)}${'\u200b'.repeat(20000)}`,
    ];
    for (const value of shapes) {
      const started = performance.now();
      expect(shopperTextProblem(value)).not.toBe('marks');
      expect(performance.now() - started).toBeLessThan(200);
    }
  });

  it('leaves an empty value to the field (required or not)', () => {
    expect(shopperTextProblem('')).toBeNull();
  });

  it('property: text of letters, digits, punctuation and emoji is kept, one or many lines', () => {
    const piece = fc.constantFrom(...LEGITIMATE, ' ', '-', '.', '’', '1', 'é', '字');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
        const value = pieces.join('');
        return !/^\s*$/.test(value) ? isShopperText(value) && isShopperText(value, { lines: true }) : true;
      }),
    );
  });

  it('property: one control, bidi control, lone surrogate or non-character anywhere in kept text is refused', () => {
    const bad = fc.constantFrom(
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\ud800',
      '\udfff',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
      '\ufffe',
      '\uffff',
      '\ufdd0',
      '\u{2ffff}',
    );
    fc.assert(
      fc.property(fc.constantFrom(...LEGITIMATE), bad, fc.nat(), (text, inserted, at) => {
        // Between code points, never inside a surrogate pair (that would make another lone surrogate).
        const points = [...text];
        const index = at % (points.length + 1);
        const value = [...points.slice(0, index), inserted, ...points.slice(index)].join('');
        return !isShopperText(value) && !isShopperText(value, { lines: true });
      }),
    );
  });

  it('property: white space and invisible characters alone are never a value', () => {
    const invisible = fc.constantFrom(
      ' ',
      '\u00a0',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u3000',
      '\u00ad',
    );
    fc.assert(
      fc.property(fc.array(invisible, { minLength: 1, maxLength: 8 }), (chars) => {
        return shopperTextProblem(chars.join('')) === 'invisible';
      }),
    );
  });
});

describe('visibleLength: the characters a reader sees, what "at least N characters" counts', () => {
  it('counts what is drawn, one per character however it is typed, spaces included', () => {
    expect(visibleLength('Nice shoe')).toBe(9);
    expect(visibleLength('Zoë')).toBe(3);
    expect(visibleLength('Zoe\u0308')).toBe(3); // e and a combining diaeresis
    expect(visibleLength('山田 太郎')).toBe(5);
    expect(visibleLength('👩‍👩‍👧 family')).toBe(8);
    expect(visibleLength('🏳️‍🌈')).toBe(1);
    expect(visibleLength('')).toBe(0);
  });

  it('leaves out what is not drawn: one letter padded with zero-width spaces, joiners or a BOM is one', () => {
    expect(visibleLength(`a${'\u200B'.repeat(49)}`)).toBe(1);
    expect(visibleLength('\u200Ba\u2060\uFEFF\u200D')).toBe(1);
    expect(visibleLength('\u3164\u3164x')).toBe(1); // Hangul fillers
    // A joiner inside a word shapes it and takes nothing away from what is drawn.
    expect(visibleLength('می‌خواهم')).toBe(7);
  });
});

describe('characterCount: what "at most N characters" counts, on the api and in the storefront', () => {
  it('counts code points: an emoji or a kanji outside the Basic Multilingual Plane is one, not two UTF-16 units', () => {
    expect(characterCount('Nice shoe')).toBe(9);
    expect(characterCount('👟👟')).toBe(2);
    expect('👟👟'.length).toBe(4);
    expect(characterCount('𠮷野家')).toBe(3);
    expect(characterCount('')).toBe(0);
    // What is stored is bounded: invisible characters and the parts of a combined emoji count.
    expect(characterCount(`a${'\u200B'.repeat(3)}`)).toBe(4);
    expect(characterCount('👩‍👩‍👧')).toBe(5);
  });
});
