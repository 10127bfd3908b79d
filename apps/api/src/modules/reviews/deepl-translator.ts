import { ApiError } from '../../lib/api-error.js';
import type { TranslationProvider } from './translation-provider.js';

/**
 * DeepL's API (https://developers.deepl.com/docs/api-reference/translate) as a TranslationProvider, chosen by
 * TRANSLATION_PROVIDER=deepl with the account's key in TRANSLATION_API_KEY (decision 0045 addendum). A key of the Free
 * plan ends in `:fx` and is served by api-free.deepl.com, any other by api.deepl.com. DeepL has no detection call:
 * `detectLanguage` asks for a translation without a source language and reads `detected_source_language` (one short
 * call per text not translated before; answers are cached per review and language by the callers).
 */

/** The fetch the adapter calls: the global one, or a test's fake (no network in tests). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

interface DeepLAnswer {
  translations: { detected_source_language: string; text: string }[];
}

/** How long one DeepL call may take before the shopper is told to try again (API503). */
const TIMEOUT_MS = 5_000;

/** DeepL's target codes: English needs its variant; the others are the ISO 639-1 code in capitals. */
function targetCode(language: string): string {
  return language === 'en' ? 'EN-US' : language.toUpperCase();
}

export function deeplTranslator(apiKey: string, fetchImpl: Fetch = fetch): TranslationProvider {
  const endpoint = apiKey.endsWith(':fx')
    ? 'https://api-free.deepl.com/v2/translate'
    : 'https://api.deepl.com/v2/translate';

  async function call(body: Record<string, unknown>): Promise<DeepLAnswer> {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { Authorization: `DeepL-Auth-Key ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw unavailable(cause);
    }
    if (!response.ok) throw unavailable(new Error(`DeepL answered ${response.status}`));
    const answer = (await response.json().catch(() => null)) as DeepLAnswer | null;
    if (!answer || !Array.isArray(answer.translations)) throw unavailable(new Error('DeepL answered no translations'));
    return answer;
  }

  return {
    name: 'deepl',
    async detectLanguage(text) {
      const answer = await call({ text: [text], target_lang: 'EN-US' });
      const detected = answer.translations[0]?.detected_source_language;
      return detected ? { language: detected.toLowerCase(), confidence: 1 } : { language: 'en', confidence: 0 };
    },
    async translate({ texts, sourceLanguage, targetLanguage }) {
      const answer = await call({
        text: texts,
        source_lang: sourceLanguage.toUpperCase(),
        target_lang: targetCode(targetLanguage),
      });
      return { texts: texts.map((text, index) => answer.translations[index]?.text ?? text) };
    },
  };
}

/** A DeepL call that failed (network, timeout, quota 456, a bad key 403): the shopper may try again later. */
function unavailable(cause: unknown): ApiError {
  return new ApiError('API503', { message: 'Translation is briefly unavailable. Please try again later.', cause });
}
