import { createHash } from 'node:crypto';

import type { ErrorId } from '@outsole/contracts/errors';
import type { LocalePath } from '@outsole/contracts/locales';

import deDEErrors from './errors/de-DE.ts';
import enGBErrors from './errors/en-GB.ts';
import enUSErrors from './errors/en-US.ts';
import frFRErrors from './errors/fr-FR.ts';
import jaJPErrors from './errors/ja-JP.ts';
import { registerCatalogue } from './catalogue-registry.ts';
import { languageTagOf, type LanguageTag } from './locale.ts';
import deDE from './messages/de-DE.ts';
import enGB from './messages/en-GB.ts';
import enUS from './messages/en-US.ts';
import frFR from './messages/fr-FR.ts';
import jaJP from './messages/ja-JP.ts';
import { createTranslator, type MessageValues, type Translator } from './translator.ts';

/**
 * Every locale's catalogue, server side only: the UI strings plus the error catalogue under `error.<ID>`.
 * The browser fetches just its own locale's, by the URL the page shell names (catalogueUrlFor).
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
  return messagesOf(languageTagOf(locale));
}

function messagesOf(tag: LanguageTag): Messages {
  let messages = merged.get(tag);
  if (!messages) {
    const { ui, errors } = sources[tag];
    const errorEntries = Object.entries(errors).map(([id, text]) => [errorKey(id), text] as const);
    messages = Object.freeze({ ...ui, ...Object.fromEntries(errorEntries) });
    merged.set(tag, messages);
  }
  return messages;
}

interface Published {
  url: string;
  json: string;
}

const published = new Map<LanguageTag, Published>();

/** The catalogue as the browser gets it: its JSON, and a URL naming its language and a digest of that JSON. */
function publish(tag: LanguageTag): Published {
  let entry = published.get(tag);
  if (!entry) {
    const messages = messagesOf(tag);
    const json = JSON.stringify(messages);
    const version = createHash('sha256').update(json).digest('base64url').slice(0, 12);
    entry = { url: `${CATALOGUE_PATH}${tag}.${version}.json`, json };
    registerCatalogue(entry.url, messages);
    published.set(tag, entry);
  }
  return entry;
}

export const CATALOGUE_PATH = '/i18n/';

/**
 * `/i18n/{languageTag}.{version}.json`: the URL of the locale's catalogue, which changes whenever its text does, so
 * the browser may keep it for good. Server renders look the catalogue up by it (catalogue-registry.ts).
 */
export function catalogueUrlFor(locale: LocalePath): string {
  return publish(languageTagOf(locale)).url;
}

/**
 * The catalogue named by a URL's last segment (`de-DE.{version}.json`): `current` when the version is this build's
 * (immutable), else this build's catalogue of the language as a stand-in (a page rendered by another version of
 * the storefront during a rolling deploy: not to be kept). Null for a language we do not have.
 */
export function catalogueFile(file: string): { json: string; current: boolean } | null {
  const match = /^([a-z]{2}-[A-Z]{2})\.([\w-]{1,32})\.json$/.exec(file);
  const tag = match?.[1] as LanguageTag | undefined;
  if (!match || !tag || !Object.hasOwn(sources, tag)) return null;
  const entry = publish(tag);
  return { json: entry.json, current: entry.url === `${CATALOGUE_PATH}${file}` };
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
