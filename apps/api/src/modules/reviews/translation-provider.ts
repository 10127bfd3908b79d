import {
  ALL_PHRASES,
  joinSentences,
  REVIEW_LANGUAGES,
  type PhraseTexts,
  type ReviewLanguage,
} from '../../db/seed/catalog/review-phrases.js';

/**
 * A machine-translation service, in the shape the real ones share (Google Cloud Translation, DeepL, Azure
 * Translator): detect the source language, then translate a batch of texts from it to a target language.
 * Languages are ISO 639-1 codes (`de`). The api talks only to this interface; a real provider is one adapter.
 */
export interface TranslationProvider {
  /** Stored with every cached translation, and shown as "translated by …". */
  readonly name: string;
  detectLanguage(text: string): Promise<{ language: string; confidence: number }>;
  translate(request: {
    texts: readonly string[];
    sourceLanguage: string;
    targetLanguage: string;
  }): Promise<{ texts: string[] }>;
}

const PHRASE_BY_TEXT = new Map<string, { phrase: PhraseTexts; language: ReviewLanguage }>(
  ALL_PHRASES.flatMap((phrase) =>
    REVIEW_LANGUAGES.map((language) => [phrase[language], { phrase, language }] as const),
  ),
);

/** Sentences as the phrase banks write them: each ends with its punctuation. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?。！？]+[.!?。！？]+/gu) ?? [text]).map((sentence) => sentence.trim()).filter(Boolean);
}

/** Rough script and stop-word detection, enough for text the phrase banks do not know. */
function guessLanguage(text: string): { language: string; confidence: number } {
  if (/[\u3040-\u30ff\u4e00-\u9fff]/u.test(text)) return { language: 'ja', confidence: 0.9 };
  const words = text.toLowerCase().split(/[^\p{L}']+/u);
  const score = (list: readonly string[]) => words.filter((word) => list.includes(word)).length;
  const german = score(['der', 'die', 'das', 'und', 'ist', 'nicht', 'ich', 'sehr', 'für', 'mit']);
  const french = score(['le', 'la', 'les', 'et', 'est', 'pas', 'je', 'très', 'pour', 'avec', 'une']);
  const english = score(['the', 'and', 'is', 'not', 'i', 'very', 'for', 'with', 'they', 'it']);
  const best = Math.max(german, french, english);
  if (best === 0) return { language: 'en', confidence: 0.3 };
  const language = best === german ? 'de' : best === french ? 'fr' : 'en';
  return { language, confidence: 0.6 };
}

function isReviewLanguage(language: string): language is ReviewLanguage {
  return (REVIEW_LANGUAGES as readonly string[]).includes(language);
}

/**
 * The sandbox provider: no network, deterministic. Text assembled from the demo phrase banks is translated
 * sentence by sentence into the bank's wording in the target language (a real translation of the demo data);
 * anything else comes back as a clearly marked pseudo-translation `[de→fr] original text`, so a page shows
 * the translate flow without pretending to have translated.
 */
export const sandboxTranslator: TranslationProvider = {
  name: 'sandbox',
  detectLanguage(text) {
    const known = sentences(text)
      .map((sentence) => PHRASE_BY_TEXT.get(sentence)?.language)
      .find((language) => language !== undefined);
    const whole = PHRASE_BY_TEXT.get(text.trim())?.language;
    const language = whole ?? known;
    return Promise.resolve(language ? { language, confidence: 1 } : guessLanguage(text));
  },
  translate({ texts, sourceLanguage, targetLanguage }) {
    return Promise.resolve({
      texts: texts.map((text) => translateOne(text, sourceLanguage, targetLanguage)),
    });
  },
};

function translateOne(text: string, sourceLanguage: string, targetLanguage: string): string {
  if (isReviewLanguage(targetLanguage)) {
    const whole = PHRASE_BY_TEXT.get(text.trim());
    if (whole) return whole.phrase[targetLanguage];
    const parts = sentences(text).map((sentence) => PHRASE_BY_TEXT.get(sentence)?.phrase[targetLanguage]);
    if (parts.length > 0 && parts.every((part) => part !== undefined)) {
      return joinSentences(targetLanguage, parts as string[]);
    }
  }
  return `[${sourceLanguage}→${targetLanguage}] ${text}`;
}
