import { describe, expect, it } from 'vitest';

import { translatorFor } from './catalogue.server.ts';
import { placeStart } from './place-start.ts';

describe('placeStart', () => {
  it.each([
    ['Orléans', 'vowel'],
    ['annecy', 'vowel'],
    ['Évry', 'vowel'],
    ['  Aix-en-Provence', 'vowel'],
    ['« Ivry »', 'vowel'],
    ['Lyon', 'other'],
    ['75001', 'other'],
    ['Hambourg', 'other'],
    ['', 'other'],
  ] as const)('%j begins with a %s', (place, expected) => {
    expect(placeStart(place)).toBe(expected);
  });
});

describe('a typed place after a preposition', () => {
  const say = (
    locale: 'fr-fr' | 'en-us' | 'de-de',
    key: Parameters<ReturnType<typeof translatorFor>['format']>[0],
    place: string,
  ) => translatorFor(locale).format(key, { place, placeStart: placeStart(place), count: 2 });

  it('contracts French "de" before a vowel, in every sentence that says near a place', () => {
    expect(say('fr-fr', 'product.stores.results', 'Orléans')).toBe('2 magasins près d’Orléans');
    expect(say('fr-fr', 'product.stores.results', 'Lyon')).toBe('2 magasins près de Lyon');
    expect(say('fr-fr', 'product.stores.empty', 'Annecy')).toMatch(/^Aucun magasin près d’Annecy\./);
    expect(say('fr-fr', 'product.stores.empty', '75001')).toMatch(/^Aucun magasin près de 75001\./);
    expect(say('fr-fr', 'cart.place.none', 'Évry')).toBe('Aucun résultat près d’Évry.');
    expect(say('fr-fr', 'cart.place.none', 'Paris')).toBe('Aucun résultat près de Paris.');
  });

  it('leaves the other languages as they were', () => {
    expect(say('en-us', 'product.stores.results', 'Orléans')).toBe('2 stores near Orléans');
    expect(say('de-de', 'cart.place.none', 'Augsburg')).toBe('In der Nähe von Augsburg wurde nichts gefunden.');
  });
});
