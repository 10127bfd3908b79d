import { describe, expect, it } from 'vitest';
import { checkPickupContact } from './contact.values.js';
import { isPersonName, personNameProblem } from './person-name.values.js';

describe('a person’s name (decision 0017, addendum)', () => {
  it.each([
    'Ada',
    'Zoë',
    'O’Brien',
    "D'Arcy",
    'Núñez-García',
    'Jean-Luc',
    'J. R. R.',
    'St. John',
    'van der Berg',
    '山田',
    '山田 太郎',
    '佐々木',
    'さくら',
    'ジョン・スミス', // a foreign name in katakana, with its middle dot
    'ﾀﾛｳ', // half-width katakana
    'ＴＡＲＯ', // full-width Latin from a Japanese input method
    '山田\u3000太郎', // the ideographic space
    'Ёжиков',
    'Παπαδόπουλος',
    'محمد',
    'שָׁלוֹם',
    'देवी',
    'Kalaniʻōpuʻu', // the Hawaiian okina is a letter
    'Gal·la', // Catalan ela geminada
    'می‌خواهم', // ZWNJ inside a Persian word
    'e\u0301', // a letter and its combining accent
  ])('takes %s', (value) => {
    expect(personNameProblem(value)).toBeNull();
    expect(isPersonName(value)).toBe(true);
  });

  it.each([
    'Ada2',
    'Robin 3',
    '123',
    '٣', // an Arabic-Indic digit
    '１', // a full-width digit
    'Ada!',
    'Ada?',
    'a@b',
    'Ada, Grace',
    'Ada & Grace',
    'Ada_Lovelace',
    'Ada/Grace',
    'Ada (Countess)',
    '#1 fan',
    'Ada 👩‍👩‍👧',
    '❤️',
    '-',
    '.',
    "'",
    '– Ada', // an en dash is no hyphen
  ])('refuses %s', (value) => {
    expect(personNameProblem(value)).toBe('characters');
    expect(isPersonName(value)).toBe(false);
  });

  it('leaves an empty value to the field’s own rule', () => {
    expect(personNameProblem('')).toBeNull();
    expect(personNameProblem('  ')).toBeNull();
  });

  it('is the pickup contact’s rule for both names, after the free-text rule and before the length', () => {
    const verdict = checkPickupContact(
      { firstName: 'Ada1', lastName: 'Love\u202elace', email: 'ada@example.com' },
      { required: ['firstName', 'lastName', 'email'] },
    );
    expect(verdict.problems).toEqual({
      firstName: { problem: 'characters' },
      lastName: { problem: 'text', textProblem: 'bidi' },
    });
    expect(checkPickupContact({ firstName: `${'x'.repeat(60)}1` }, { required: [] }).problems).toEqual({
      firstName: { problem: 'characters' },
    });
    expect(checkPickupContact({ firstName: 'ジョン・スミス', lastName: 'O’Brien' }, { required: [] }).problems).toEqual(
      {},
    );
  });
});
