import type { LocalePath } from '@outsole/contracts/locales';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { messagesFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { TranslationToggle } from './translation.tsx';

const TAGS = { 'en-us': 'en-US', 'en-gb': 'en-GB', 'de-de': 'de-DE', 'fr-fr': 'fr-FR', 'ja-jp': 'ja-JP' } as const;

/** The "translated from …" line under a translated review or question, as the page shows it. */
function line(locale: keyof typeof TAGS, sourceLanguage: string, provider = 'deepl') {
  const html = renderToString(
    <IntlProvider value={pageIntl(TAGS[locale], messagesFor(locale as LocalePath))}>
      <TranslationToggle sourceLanguage={sourceLanguage} provider={provider} showOriginal={false} onToggle={() => {}} />
    </IntlProvider>,
  );
  return html
    .replaceAll('<!-- -->', '')
    .match(/<span>([^<]*)<\/span>/)?.[1]
    ?.replaceAll('&#x27;', "'");
}

describe('who translated a review from what (decision 0032, addendum)', () => {
  it.each([
    // The development sandbox (or a provider without a public name): never its id in a shopper's face (F11).
    ['en-us', 'fr', 'Translated automatically from French'],
    ['en-gb', 'ja', 'Translated automatically from Japanese'],
    ['de-de', 'fr', 'Automatisch aus dem Französischen übersetzt'],
    ['de-de', 'sw', 'Automatisch übersetzt (Originalsprache: Suaheli)'],
    ['fr-fr', 'en', 'Traduit automatiquement de l’anglais'],
    ['fr-fr', 'sw', 'Traduit automatiquement (langue d’origine\u202f: swahili)'],
    ['ja-jp', 'fr', 'フランス語から自動翻訳しました'],
  ] as const)('the sandbox on %s, written in %s: %s', (locale, source, expected) => {
    expect(line(locale, source, 'sandbox')).toBe(expected);
  });

  it.each([
    // German: the dative of the language's noun, not the name Intl gives ("Aus dem Französisch").
    ['de-de', 'fr', 'Aus dem Französischen übersetzt von DeepL'],
    ['de-de', 'en', 'Aus dem Englischen übersetzt von DeepL'],
    ['de-de', 'ja', 'Aus dem Japanischen übersetzt von DeepL'],
    ['de-de', 'pt', 'Aus dem Portugiesischen übersetzt von DeepL'],
    // French: "de l’" only before a vowel, "du" otherwise ("Traduit de l’japonais" was wrong).
    ['fr-fr', 'ja', 'Traduit du japonais par DeepL'],
    ['fr-fr', 'de', 'Traduit de l’allemand par DeepL'],
    ['fr-fr', 'en', 'Traduit de l’anglais par DeepL'],
    ['fr-fr', 'nl', 'Traduit du néerlandais par DeepL'],
    ['en-us', 'fr', 'Translated from French by DeepL'],
    ['en-gb', 'ja', 'Translated from Japanese by DeepL'],
    ['ja-jp', 'fr', 'フランス語からDeepLで翻訳しました'],
    ['ja-jp', 'en', '英語からDeepLで翻訳しました'],
  ] as const)('%s, written in %s: %s', (locale, source, expected) => {
    expect(line(locale, source)).toBe(expected);
  });

  it.each([
    // A language without a form of its own is named bare, where no article or case has to agree with it.
    ['de-de', 'sw', 'Übersetzt von DeepL (Originalsprache: Suaheli)'],
    ['fr-fr', 'sw', 'Traduit par DeepL (langue d’origine\u202f: swahili)'],
    ['fr-fr', 'pt-BR', 'Traduit du portugais par DeepL'],
    ['en-us', 'sw', 'Translated from Swahili by DeepL'],
    ['ja-jp', 'sw', 'スワヒリ語からDeepLで翻訳しました'],
    // Not a language code at all: said as it came, never a broken sentence or a thrown error.
    ['fr-fr', '??', 'Traduit par DeepL (langue d’origine\u202f: ??)'],
  ] as const)('%s, written in %s: %s', (locale, source, expected) => {
    expect(line(locale, source)).toBe(expected);
  });

  it('is grammatical for every language Intl names, in German and French', () => {
    const codes =
      'af am ar bg bn ca cs cy da el et eu fa fi ga gl he hi hr hu hy id is ka kk ko lt lv mk ms mt nb pl ro ru sk sl sq sr sv ta th tr uk ur vi zu'.split(
        ' ',
      );
    for (const code of codes) {
      const german = line('de-de', code)!;
      expect(german, code).toMatch(
        /^(Aus dem \p{L}+en übersetzt von DeepL|Übersetzt von DeepL \(Originalsprache: .+\))$/u,
      );
      const french = line('fr-fr', code)!;
      expect(french, code).toMatch(
        /^(Traduit (du \p{L}+|de l’\p{L}+) par DeepL|Traduit par DeepL \(langue d’origine\u202f: .+\))$/u,
      );
    }
  });
});
