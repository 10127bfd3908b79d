import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGE_IDS, FIELD_NAMES, fieldLanguageOf, fieldMessage, type FieldLanguage } from './field-messages.js';

const LANGUAGES: FieldLanguage[] = ['en', 'en-GB', 'de', 'fr', 'ja'];
const PARAMS = {
  max: 60,
  min: 6,
  state: 'California',
  dialCode: '44',
  fewer: 9,
  digits: 10,
  example: '07700 900123',
  code: 'US',
  starts: '015, 016 or 017',
};

describe('fieldLanguageOf', () => {
  it.each([
    ['en-us', 'en'],
    ['en-gb', 'en-GB'],
    ['de-de', 'de'],
    ['fr-fr', 'fr'],
    ['ja-jp', 'ja'],
    ['es-es', 'en'],
    [undefined, 'en'],
  ] as const)('%s → %s', (locale, language) => {
    expect(fieldLanguageOf(locale)).toBe(language);
  });
});

describe('fieldMessage', () => {
  it('has every message for every field in every language, each placeholder filled', () => {
    for (const language of LANGUAGES) {
      for (const message of FIELD_MESSAGE_IDS) {
        for (const field of FIELD_NAMES) {
          const text = fieldMessage(language, message, field, PARAMS);
          expect(text.length, `${language} ${message}`).toBeGreaterThan(0);
          expect(text, `${language} ${message}`).not.toMatch(/\{\w+\}/);
        }
      }
    }
  });

  it('says "postcode" in British English, "postal code" in American, the rest alike', () => {
    expect(fieldMessage('en-GB', 'missing', 'postalCode')).toBe('Please enter the postcode.');
    expect(fieldMessage('en', 'missing', 'postalCode')).toBe('Please enter the postal code.');
    expect(fieldMessage('en-GB', 'postal-format', 'postalCode')).toBe(
      'This postcode does not match the country of the address. Please check it.',
    );
    expect(fieldMessage('en-GB', 'postal-state', 'postalCode', { state: 'Ontario' })).toBe(
      'This postcode is not in Ontario. Please check the postcode and the state.',
    );
    for (const message of FIELD_MESSAGE_IDS) {
      for (const field of FIELD_NAMES) {
        expect(fieldMessage('en-GB', message, field, PARAMS)).not.toMatch(/postal code/i);
      }
    }
    expect(fieldMessage('en-GB', 'missing', 'city')).toBe(fieldMessage('en', 'missing', 'city'));
    expect(fieldMessage('en-GB', 'phone-digit-count', 'phone', PARAMS)).toBe(
      fieldMessage('en', 'phone-digit-count', 'phone', PARAMS),
    );
  });

  it('puts a narrow no-break space before French : ; ! ? and never a plain one', () => {
    for (const message of FIELD_MESSAGE_IDS) {
      const text = fieldMessage('fr', message, 'city', PARAMS);
      expect(text, message).not.toMatch(/[ \u00a0][:;!?]/);
    }
  });
});
