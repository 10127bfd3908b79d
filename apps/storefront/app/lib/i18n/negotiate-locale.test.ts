import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales';
import { describe, expect, it } from 'vitest';

import { negotiateLocale } from './negotiate-locale.ts';

const all: readonly LocalePath[] = SUPPORTED_LOCALES;
const pick = (header: string | null, available = all) => negotiateLocale(header, available, 'en-us');

describe('negotiateLocale (the site for "/")', () => {
  it('takes the site of the exact language and region', () => {
    expect(pick('de-DE,de;q=0.9')).toBe('de-de');
    expect(pick('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr-fr');
    expect(pick('en-GB,en;q=0.9')).toBe('en-gb');
    expect(pick('ja')).toBe('ja-jp');
    expect(pick('JA-jp')).toBe('ja-jp');
  });

  it('else a site in the language, the default site first when it is one', () => {
    expect(pick('de-AT')).toBe('de-de');
    expect(pick('fr-CA,fr;q=0.9')).toBe('fr-fr');
    expect(pick('en-AU,en;q=0.9')).toBe('en-us');
    expect(pick('en')).toBe('en-us');
    expect(pick('en', ['en-gb', 'de-de'])).toBe('en-gb');
  });

  it('follows the q-values, the header order among equals, and skips q=0', () => {
    expect(pick('it-IT,de;q=0.5,fr;q=0.8')).toBe('fr-fr');
    expect(pick('de;q=0.8,ja;q=0.8')).toBe('de-de');
    expect(pick('de;q=0,fr;q=0.1')).toBe('fr-fr');
  });

  it('keeps the default (the US site) when nothing fits', () => {
    expect(pick(null)).toBe('en-us');
    expect(pick('')).toBe('en-us');
    expect(pick('*')).toBe('en-us');
    expect(pick('it-IT,es;q=0.9')).toBe('en-us');
    expect(pick('ja', ['en-us', 'en-gb', 'de-de'])).toBe('en-us');
    expect(pick(';;;,=,\u0000de')).toBe('en-us');
  });
});
