import { ERROR_IDS, type ErrorId } from '@outsole/contracts/errors';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import deDE from './de-DE';
import enGB from './en-GB';
import enUS from './en-US';
import frFR from './fr-FR';
import jaJP from './ja-JP';
import jaMessages from '../messages/ja-JP';

const catalogues: Record<string, Record<ErrorId, string>> = {
  'en-US': enUS,
  'en-GB': enGB,
  'de-DE': deDE,
  'fr-FR': frFR,
  'ja-JP': jaJP,
};

/** The only placeholders callers are expected to pass; every other message must format without values. */
const values: Partial<Record<ErrorId, Record<string, number | string>>> = {
  INV408: { maxAllowedQty: 3 },
  FE872: { minLength: 8 },
  BSK409: { maxLines: 100 },
  SFL409: { maxItems: 250 },
  GFC409: { maxValue: '$1,000.00' },
};

describe.each(Object.entries(catalogues))('error messages %s', (locale, messages) => {
  it('has exactly one message per error id', () => {
    expect(Object.keys(messages).sort()).toEqual([...ERROR_IDS].sort());
  });

  it.each([...ERROR_IDS])('%s is a non-empty, valid ICU message without jargon', (id) => {
    const message = messages[id];
    expect(typeof message).toBe('string');
    expect(message.trim()).not.toBe('');
    // An ASCII apostrophe is an ICU quoting character; the catalogue uses the typographic ’ instead.
    expect(message).not.toContain("'");
    // Error codes never leak into shopper-facing text.
    expect(message).not.toMatch(/\b[A-Z]{2,4}\d{3,4}\b|\b4044\b/);
    const formatted = new IntlMessageFormat(message, locale).format(values[id] ?? {});
    expect(typeof formatted).toBe('string');
    expect(String(formatted).trim()).not.toBe('');
    expect(String(formatted)).not.toMatch(/[{}]/);
  });

  it('formats the max-quantity message with maxAllowedQty', () => {
    const formatted = String(new IntlMessageFormat(messages.INV408, locale).format({ maxAllowedQty: 3 }));
    expect(formatted).toContain('3');
    const one = String(new IntlMessageFormat(messages.INV408, locale).format({ maxAllowedQty: 1 }));
    expect(one).toContain('1');
  });

  it('formats the full-cart message with maxLines, and the full saved list with maxItems', () => {
    expect(String(new IntlMessageFormat(messages.BSK409, locale).format({ maxLines: 100 }))).toContain('100');
    expect(String(new IntlMessageFormat(messages.SFL409, locale).format({ maxItems: 250 }))).toContain('250');
  });

  it('formats the gift card limit with the order’s maximum value', () => {
    expect(String(new IntlMessageFormat(messages.GFC409, locale).format({ maxValue: '1 000,00 €' }))).toContain(
      '1 000,00 €',
    );
  });

  it('formats the password-length message with minLength', () => {
    expect(String(new IntlMessageFormat(messages.FE872, locale).format({ minLength: 8 }))).toContain('8');
  });

  it('shows one generic message for every invalid-credentials id (no account enumeration)', () => {
    const texts = new Set([messages.AUT401, messages.AUT418, messages.AUT437, messages.AUT438]);
    expect(texts.size).toBe(1);
  });
});

describe('en-US invalid credentials', () => {
  it('reads the same for AUT401, AUT418, AUT437 and AUT438', () => {
    expect(enUS.AUT418).toBe(enUS.AUT401);
    expect(enUS.AUT437).toBe(enUS.AUT401);
    expect(enUS.AUT438).toBe(enUS.AUT401);
  });
});

describe('ja-JP words', () => {
  it('says ログイン for signing in, as the site’s header and dialogs do, never サインイン', () => {
    const messages = jaMessages;
    expect(Object.values(jaJP).join('\n')).not.toContain('サインイン');
    expect(Object.values(messages).join('\n')).not.toContain('サインイン');
    expect(Object.values(messages).join('\n')).toContain('ログイン');
  });
});
