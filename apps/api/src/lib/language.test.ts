import { describe, expect, it } from 'vitest';
import { languageOf } from './language.js';

describe('languageOf', () => {
  it.each([
    ['en-us', 'en'],
    ['en-gb', 'en'],
    ['de-de', 'de'],
    ['fr-fr', 'fr'],
    ['ja-jp', 'ja'],
    ['es-es', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });
});
