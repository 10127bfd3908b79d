import { describe, expect, it } from 'vitest';

import { translatorFor } from './catalogue.server.ts';
import { placeStart, wordStart } from './place-start.ts';

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

describe('a name after French "de" or "que"', () => {
  const fr = translatorFor('fr-fr');

  it('elides before a vowel in the question byline (tester finding: "Question de Alex M.")', () => {
    const byline = (author: string) =>
      fr.format('product.questions.askedBy', { author, authorStart: wordStart(author), date: '12 mai 2025' });
    expect(byline('Alex M.')).toBe('Question d’Alex M., 12 mai 2025');
    expect(byline('Émilie')).toBe('Question d’Émilie, 12 mai 2025');
    expect(byline('Sam L.')).toBe('Question de Sam L., 12 mai 2025');
    expect(
      translatorFor('en-us').format('product.questions.askedBy', {
        author: 'Alex M.',
        authorStart: 'vowel',
        date: 'May 12, 2025',
      }),
    ).toBe('Asked by Alex M., May 12, 2025');
  });

  it('elides before a product, a store and a list of items', () => {
    const name = (key: 'cart.item.quantityOf' | 'cart.item.decrease' | 'cart.item.increase', value: string) =>
      fr.format(key, { name: value, nameStart: wordStart(value) });
    expect(name('cart.item.quantityOf', 'Arc 5')).toBe('Quantité d’Arc 5');
    expect(name('cart.item.quantityOf', 'Nova 4')).toBe('Quantité de Nova 4');
    expect(name('cart.item.decrease', 'Ultra 2')).toBe('Diminuer la quantité d’Ultra 2');
    expect(name('cart.item.increase', 'Strata 8')).toBe('Augmenter la quantité de Strata 8');
    expect(
      fr.format('product.notify.intro', {
        name: 'Arc 5',
        nameStart: wordStart('Arc 5'),
        colour: 'Noir',
        size: '42',
        kind: 'shoe',
      }),
    ).toMatch(/^Nous vous enverrons un e-mail, une seule fois, dès le retour en stock d’Arc 5 coloris Noir/);
    expect(
      fr.format('product.notify.intro', {
        name: 'Nova 4',
        nameStart: wordStart('Nova 4'),
        colour: 'Noir',
        size: '42',
        kind: 'shoe',
      }),
    ).toMatch(/^Nous vous enverrons un e-mail, une seule fois, dès le retour en stock de Nova 4 coloris Noir/);
    expect(fr.format('cart.place.confirmChange', { store: 'Opéra', storeStart: wordStart('Opéra') })).toBe(
      'Passer d’Opéra au magasin choisi\u202f?',
    );
    expect(
      fr.format('cart.place.confirmChangeTo', { store: 'Lyon', storeStart: wordStart('Lyon'), chosen: 'Opéra' }),
    ).toBe('Passer de Lyon à Opéra\u202f?');
    expect(
      fr.format('cart.delivery.alsoMoved', {
        items: 'Arc 5',
        itemsStart: wordStart('Arc 5'),
        method: 'Standard',
        before: 'sts',
        shipping: '5,00 €',
      }),
    ).toMatch(/^Également modifié\u202f: livraison d’Arc 5 à votre adresse/);
  });
});
