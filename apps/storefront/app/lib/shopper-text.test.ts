import { MAX_STACKED_MARKS } from '@outsole/contracts/text.values';
import { describe, expect, it } from 'vitest';

import { apiRefusal } from '#app/lib/session/session-test-kit.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { apiFieldNames, shopperTextKey } from './shopper-text.ts';

function api400(fields: string[]) {
  const details = fields.map((field) => ({ errorId: 'API400', message: `${field} is wrong`, field }));
  return apiRefusal('Bad request', details, { serverMessage: 'Bad request' });
}

describe('shopperTextKey', () => {
  it('names what is wrong with text the api refuses, and passes real names and messages', () => {
    expect(shopperTextKey('Ann\u202Egnp')).toBe('validation.hiddenCharacters');
    expect(shopperTextKey('Hi\u0007there')).toBe('validation.hiddenCharacters');
    expect(shopperTextKey('a\nb')).toBe('validation.hiddenCharacters');
    expect(shopperTextKey('a\r\nb', { lines: true })).toBeNull();
    expect(shopperTextKey('\u200B')).toBe('validation.required');
    expect(shopperTextKey('\u200B \u2060', { optional: true })).toBe('validation.visibleText');
    for (const ok of ['Zoë O’Brien-d’Arc 山田 👩‍👩‍👧', 'François Müller ❤️', '', 'שלום'])
      expect(shopperTextKey(ok)).toBeNull();
  });

  it('says accents stacked on a letter ("Zalgo") as what they are, and keeps the accents languages write', () => {
    expect(shopperTextKey(`a${'\u0301'.repeat(99)}`)).toBe('validation.stackedMarks');
    expect(shopperTextKey(`Great${'\u0336'.repeat(5)} shoe\nreally`, { lines: true })).toBe('validation.stackedMarks');
    for (const ok of ['Tiếng Việt', 'Tie\u0302\u0301ng', 'か\u3099ら\u3099す', 'déjà vu', 'Füße', '👩🏽‍💻 1️⃣'])
      expect(shopperTextKey(ok), ok).toBeNull();
    for (const locale of ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'] as const) {
      // The limit is written in the message: the contracts' MAX_STACKED_MARKS.
      expect(translatorFor(locale).format('validation.stackedMarks')).toContain(String(MAX_STACKED_MARKS));
    }
  });

  it('has a message in every locale', () => {
    for (const locale of ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'] as const) {
      const { format } = translatorFor(locale);
      expect(format('validation.hiddenCharacters')).toBeTruthy();
      expect(format('validation.visibleText')).toBeTruthy();
    }
    expect(translatorFor('de-de').format('validation.hiddenCharacters')).toContain('versteckte Zeichen');
  });
});

describe('apiFieldNames', () => {
  it('reads the fields an API400 named under a prefix, once each', () => {
    const error = api400(['body.contact.firstName', 'body.contact.lastName', 'body.contact.firstName', 'query.x']);
    expect(apiFieldNames(error, 'body.contact.')).toEqual(['firstName', 'lastName']);
    expect(apiFieldNames(api400(['body.text']), 'body.')).toEqual(['text']);
    expect(apiFieldNames(new Error('x'), 'body.')).toEqual([]);
  });
});
