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

/** A message naming `target`'s country in `locale`'s language, with the values its caller sends. */
function naming(key: 'footer.region.current' | 'toast.regionUnavailable', locale: LocalePath, target: LocalePath) {
  return (
    translatorFor(locale).format(key, {
      brand: 'Kestrel',
      country: countryName(target, languageTagOf(locale)),
      countryCode: regionOf(target),
      currency: 'XYZ',
    }) ?? ''
  );
}

describe('the footer’s region line', () => {
  it('says where the shopper is shopping as a sentence in each site’s own language', () => {
    expect(SUPPORTED_LOCALES.map((site) => naming('footer.region.current', site, site))).toEqual([
      'You’re shopping in the United States (XYZ)',
      'You’re shopping in the United Kingdom (XYZ)',
      'Du kaufst in Deutschland ein (XYZ)',
      'Vous achetez en France (XYZ)',
      'ショッピング地域：日本（XYZ）',
    ]);
  });

  it('puts every country with its own preposition or article (fr: en, au, aux; de: im, in den; en: the)', () => {
    const line = (locale: LocalePath) =>
      SUPPORTED_LOCALES.map((target) => naming('footer.region.current', locale, target));
    expect(line('fr-fr')).toEqual([
      'Vous achetez aux États-Unis (XYZ)',
      'Vous achetez au Royaume-Uni (XYZ)',
      'Vous achetez en Allemagne (XYZ)',
      'Vous achetez en France (XYZ)',
      'Vous achetez au Japon (XYZ)',
    ]);
    expect(line('de-de')).toEqual([
      'Du kaufst in den Vereinigten Staaten ein (XYZ)',
      'Du kaufst im Vereinigten Königreich ein (XYZ)',
      'Du kaufst in Deutschland ein (XYZ)',
      'Du kaufst in Frankreich ein (XYZ)',
      'Du kaufst in Japan ein (XYZ)',
    ]);
    for (const locale of ['en-us', 'en-gb'] as const) {
      expect(line(locale)).toEqual([
        'You’re shopping in the United States (XYZ)',
        'You’re shopping in the United Kingdom (XYZ)',
        'You’re shopping in Germany (XYZ)',
        'You’re shopping in France (XYZ)',
        'You’re shopping in Japan (XYZ)',
      ]);
    }
    expect(line('ja-jp')).toEqual([
      'ショッピング地域：アメリカ合衆国（XYZ）',
      'ショッピング地域：イギリス（XYZ）',
      'ショッピング地域：ドイツ（XYZ）',
      'ショッピング地域：フランス（XYZ）',
      'ショッピング地域：日本（XYZ）',
    ]);
  });
});

describe('the region-unavailable toast', () => {
  it('names the country the brand does not sell in with its own preposition or article, in every language', () => {
    const toasts = (locale: LocalePath) =>
      SUPPORTED_LOCALES.map((target) => naming('toast.regionUnavailable', locale, target));
    expect(toasts('fr-fr')).toEqual([
      'Kestrel n’est pas encore disponible aux États-Unis.',
      'Kestrel n’est pas encore disponible au Royaume-Uni.',
      'Kestrel n’est pas encore disponible en Allemagne.',
      'Kestrel n’est pas encore disponible en France.',
      'Kestrel n’est pas encore disponible au Japon.',
    ]);
    expect(toasts('de-de')).toEqual([
      'Kestrel ist in den Vereinigten Staaten noch nicht erhältlich.',
      'Kestrel ist im Vereinigten Königreich noch nicht erhältlich.',
      'Kestrel ist in Deutschland noch nicht erhältlich.',
      'Kestrel ist in Frankreich noch nicht erhältlich.',
      'Kestrel ist in Japan noch nicht erhältlich.',
    ]);
    for (const locale of ['en-us', 'en-gb'] as const) {
      expect(toasts(locale)).toEqual([
        'Kestrel isn’t available in the United States yet.',
        'Kestrel isn’t available in the United Kingdom yet.',
        'Kestrel isn’t available in Germany yet.',
        'Kestrel isn’t available in France yet.',
        'Kestrel isn’t available in Japan yet.',
      ]);
    }
    expect(toasts('ja-jp')).toEqual([
      'Kestrelはアメリカ合衆国ではまだご利用いただけません。',
      'Kestrelはイギリスではまだご利用いただけません。',
      'Kestrelはドイツではまだご利用いただけません。',
      'Kestrelはフランスではまだご利用いただけません。',
      'Kestrelは日本ではまだご利用いただけません。',
    ]);
  });
});
