import type { ErrorId } from '@outsole/contracts/errors';
import type { LocalePath } from '@outsole/contracts/locales';

import deDEErrors from './errors/de-DE.ts';
import enGBErrors from './errors/en-GB.ts';
import enUSErrors from './errors/en-US.ts';
import frFRErrors from './errors/fr-FR.ts';
import jaJPErrors from './errors/ja-JP.ts';
import { languageTagOf, type LanguageTag } from './locale.ts';
import deDE from './messages/de-DE.ts';
import enGB from './messages/en-GB.ts';
import enUS from './messages/en-US.ts';
import frFR from './messages/fr-FR.ts';
import jaJP from './messages/ja-JP.ts';
import { createTranslator, type MessageValues, type Translator } from './translator.ts';

/**
 * Every locale's catalogue, server side only: the UI strings plus the error catalogue under `error.<ID>`.
 * The browser receives just its own locale's catalogue from the root loader.
 */
const sources: Record<LanguageTag, { ui: Record<string, string>; errors: Record<ErrorId, string> }> = {
  'en-US': { ui: enUS, errors: enUSErrors },
  'en-GB': { ui: enGB, errors: enGBErrors },
  'de-DE': { ui: deDE, errors: deDEErrors },
  'fr-FR': { ui: frFR, errors: frFRErrors },
  'ja-JP': { ui: jaJP, errors: jaJPErrors },
};

export type Messages = Readonly<Record<string, string>>;

const merged = new Map<LanguageTag, Messages>();
const translators = new Map<LanguageTag, Translator>();

export function messagesFor(locale: LocalePath): Messages {
  const tag = languageTagOf(locale);
  let messages = merged.get(tag);
  if (!messages) {
    const { ui, errors } = sources[tag];
    const errorEntries = Object.entries(errors).map(([id, text]) => [errorKey(id), text] as const);
    messages = Object.freeze({ ...ui, ...Object.fromEntries(errorEntries) });
    merged.set(tag, messages);
  }
  return messages;
}

const serialized = new Map<LanguageTag, string>();

/**
 * The catalogue as JSON, serialised once per locale. The page shell ships it as one string: React Router's
 * turbo-stream encoder then copies a string instead of walking several hundred values on every page view.
 */
export function messagesJsonFor(locale: LocalePath): string {
  const tag = languageTagOf(locale);
  let json = serialized.get(tag);
  if (json === undefined) {
    json = JSON.stringify(messagesFor(locale));
    serialized.set(tag, json);
  }
  return json;
}

export function translatorFor(locale: LocalePath): Translator {
  const tag = languageTagOf(locale);
  let translator = translators.get(tag);
  if (!translator) {
    translator = createTranslator(tag, messagesFor(locale));
    translators.set(tag, translator);
  }
  return translator;
}

export function errorKey(errorId: string): string {
  return `error.${errorId}`;
}

/**
 * spec §8: the localised message for an error id with its placeholders substituted; undefined when the catalogue
 * has no message for the id or the params cannot fill it (the caller then uses the server's message).
 */
export function errorMessage(locale: LocalePath, errorId: string, params: MessageValues = {}): string | undefined {
  return translatorFor(locale).format(errorKey(errorId), params);
}
