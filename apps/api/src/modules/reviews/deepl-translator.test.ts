import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.js';
import { deeplTranslator, type Fetch } from './deepl-translator.js';

/** The DeepL adapter (decision 0045 addendum) against a fake fetch: DeepL's request and answer shapes, no network. */
function fakeDeepL(answer: (body: Record<string, unknown>) => Response) {
  const calls: { url: string; init: RequestInit; body: Record<string, unknown> }[] = [];
  const fetchImpl: Fetch = (url, init) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, init, body });
    return Promise.resolve(answer(body));
  };
  return { calls, fetchImpl };
}

describe('deeplTranslator', () => {
  it('translates a batch: POST /v2/translate with DeepL-Auth-Key, DeepL language codes, texts in order', async () => {
    const { calls, fetchImpl } = fakeDeepL((body) =>
      Response.json({
        translations: (body.text as string[]).map((text) => ({ detected_source_language: 'FR', text: `de:${text}` })),
      }),
    );
    const translator = deeplTranslator('a-pro-key-123', fetchImpl);
    expect(translator.name).toBe('deepl');
    const { texts } = await translator.translate({
      texts: ['Super', 'Très bien'],
      sourceLanguage: 'fr',
      targetLanguage: 'de',
    });
    expect(texts).toEqual(['de:Super', 'de:Très bien']);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.deepl.com/v2/translate');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({
      Authorization: 'DeepL-Auth-Key a-pro-key-123',
      'Content-Type': 'application/json',
    });
    expect(calls[0]!.body).toEqual({ text: ['Super', 'Très bien'], source_lang: 'FR', target_lang: 'DE' });
  });

  it('sends a Free plan key (…:fx) to api-free.deepl.com; English is EN-US as a target', async () => {
    const { calls, fetchImpl } = fakeDeepL(() =>
      Response.json({ translations: [{ detected_source_language: 'JA', text: 'Runs small.' }] }),
    );
    const translator = deeplTranslator('a-free-key:fx', fetchImpl);
    await translator.translate({ texts: ['小さめです。'], sourceLanguage: 'ja', targetLanguage: 'en' });
    expect(calls[0]!.url).toBe('https://api-free.deepl.com/v2/translate');
    expect(calls[0]!.body).toMatchObject({ target_lang: 'EN-US', source_lang: 'JA' });
  });

  it('detects the language from DeepL’s detected_source_language (lower case, ISO 639-1)', async () => {
    const { calls, fetchImpl } = fakeDeepL(() =>
      Response.json({ translations: [{ detected_source_language: 'DE', text: 'Great shoe.' }] }),
    );
    const detected = await deeplTranslator('key-123:fx', fetchImpl).detectLanguage('Toller Schuh.');
    expect(detected).toEqual({ language: 'de', confidence: 1 });
    expect(calls[0]!.body).toEqual({ text: ['Toller Schuh.'], target_lang: 'EN-US' });
  });

  it('a refused key, a spent quota (456) or no answer is API503, the key never in the message', async () => {
    for (const response of [
      () => new Response('Forbidden', { status: 403 }),
      () => new Response('Quota exceeded', { status: 456 }),
      () => Response.json({ message: 'odd' }),
    ]) {
      const { fetchImpl } = fakeDeepL(response);
      const failed = await deeplTranslator('secret-key-123', fetchImpl)
        .translate({ texts: ['x'], sourceLanguage: 'en', targetLanguage: 'de' })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(ApiError);
      expect((failed as ApiError).errorId).toBe('API503');
      expect((failed as ApiError).message).not.toContain('secret-key-123');
    }
    const offline = deeplTranslator('secret-key-123', () => Promise.reject(new TypeError('fetch failed')));
    await expect(offline.detectLanguage('x')).rejects.toMatchObject({ errorId: 'API503' });
  });
});
