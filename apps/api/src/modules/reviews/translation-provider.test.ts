import { describe, expect, it } from 'vitest';

import { sandboxTranslator } from './translation-provider.js';

async function translate(text: string, sourceLanguage: string, targetLanguage: string): Promise<string> {
  const { texts } = await sandboxTranslator.translate({ texts: [text], sourceLanguage, targetLanguage });
  return texts[0] ?? '';
}

describe('sandboxTranslator', () => {
  it('translates the demo phrases’ German and French wordings for other genders and numbers in the same number', async () => {
    // Plural (Laufshorts, Chaussettes): the other languages' plural wordings.
    expect(await translate('Nach zwei Wochen schicke ich sie zurück.', 'de', 'en')).toBe(
      'After two weeks I am sending them back.',
    );
    expect(await translate('Nach zwei Wochen schicke ich sie zurück.', 'de', 'fr')).toBe(
      'Après deux semaines, je les renvoie.',
    );
    expect(await translate('Après deux semaines, je les renvoie.', 'fr', 'de')).toBe(
      'Nach zwei Wochen schicke ich sie zurück.',
    );
    expect(await translate('Sie erfüllen ihren Zweck, nicht mehr und nicht weniger.', 'de', 'en')).toBe(
      'They do the job, nothing more and nothing less.',
    );
    // Singular of another gender (Laufschuh, Veste): the singular ones.
    expect(await translate('Nach zwei Wochen schicke ich ihn zurück.', 'de', 'en')).toBe(
      'After two weeks I am sending it back.',
    );
    expect(await translate('Elle a perdu sa forme en quelques semaines.', 'fr', 'en')).toBe(
      'It lost its shape within a few weeks.',
    );
    // The phrases as written translate as before.
    expect(await translate('Nach zwei Wochen schicke ich es zurück.', 'de', 'en')).toBe(
      'After two weeks I am sending it back.',
    );
    expect(await translate('Darf das in die Waschmaschine?', 'de', 'en')).toBe('Can this go in the washing machine?');
  });
});
