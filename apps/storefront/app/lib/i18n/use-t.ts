import { useCallback } from 'react';

import type { MessageValues } from './icu.ts';
import { useIntl } from './intl.tsx';
import type { MessageKey } from './messages/en-US.ts';

export type TranslateValues = MessageValues;
/** What `useT` returns: a message key (and its values) to the page's text. */
export type Translate = (id: MessageKey, values?: TranslateValues) => string;

/** `t('home.hero.title')`: the page's message for the key (typed by the en-US catalogue), formatted, as a string. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id: MessageKey, values?: TranslateValues): string => intl.formatMessage({ id }, values), [intl]);
}

/** ICU `select` keys cannot contain hyphens: the api's codes (`road-running`) are matched as `road_running`. */
export function selectKey(code: string): string {
  return code.replaceAll('-', '_');
}

/** Stands in for the element while the message is formatted: no message or value has it. */
const ELEMENT_MARK = '\u0000';

/**
 * A message with one placeholder that the page fills with an element (a link within a sentence): the message's
 * text before and after the placeholder, so each language places it, and punctuates around it, as it writes
 * (`Did you mean {query}?`, `Vouliez-vous dire {query} ?`, `{query} をお探しですか？`).
 */
export function textAround(
  t: Translate,
  id: MessageKey,
  placeholder: string,
  values?: TranslateValues,
): [before: string, after: string] {
  const text = t(id, { ...values, [placeholder]: ELEMENT_MARK });
  const at = text.indexOf(ELEMENT_MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + ELEMENT_MARK.length)];
}
