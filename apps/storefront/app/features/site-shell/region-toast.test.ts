import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales.values';
import { describe, expect, it } from 'vitest';

import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { languageTagOf, regionOf } from '#app/lib/i18n/locale.ts';
import { countryName } from './regions.ts';

/** The region-switch toast's first sentence, in the target site's language, as region.server.ts sends its values. */
function toast(target: LocalePath): string {
  const tag = languageTagOf(target);
  return (
    translatorFor(target).format('toast.regionChanged', {
      country: countryName(target, tag),
      countryCode: regionOf(target),
      currency: 'x',
    }) ?? ''
  );
}

describe('region-switch toast', () => {
  it('puts the country in a sentence with its own preposition or article', () => {
    expect(toast('fr-fr')).toMatch(/^Vous achetez désormais en France\./);
    expect(toast('en-us')).toMatch(/^You’re now shopping in the United States\./);
    expect(toast('en-gb')).toMatch(/^You’re now shopping in the United Kingdom\./);
    expect(toast('de-de')).toMatch(/^Du kaufst jetzt in Deutschland ein\./);
    expect(toast('ja-jp')).toMatch(/^ショッピング地域を日本に変更しました。/);
  });

  it('reads naturally for every country in each language (fr: en, au, aux; de: im, in den)', () => {
    const formatIn = (locale: LocalePath, target: LocalePath) =>
      translatorFor(locale).format('toast.regionChanged', {
        country: countryName(target, languageTagOf(locale)),
        countryCode: regionOf(target),
        currency: 'x',
      }) ?? '';
    expect(SUPPORTED_LOCALES.map((target) => formatIn('fr-fr', target).split('.')[0])).toEqual([
      'Vous achetez désormais aux États-Unis',
      'Vous achetez désormais au Royaume-Uni',
      'Vous achetez désormais en Allemagne',
      'Vous achetez désormais en France',
      'Vous achetez désormais au Japon',
    ]);
    expect(SUPPORTED_LOCALES.map((target) => formatIn('de-de', target).split('.')[0])).toEqual([
      'Du kaufst jetzt in den Vereinigten Staaten ein',
      'Du kaufst jetzt im Vereinigten Königreich ein',
      'Du kaufst jetzt in Deutschland ein',
      'Du kaufst jetzt in Frankreich ein',
      'Du kaufst jetzt in Japan ein',
    ]);
    for (const text of SUPPORTED_LOCALES.map((target) => formatIn('en-us', target))) expect(text).not.toContain(':');
  });
});
