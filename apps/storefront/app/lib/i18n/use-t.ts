import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import type { MessageKey } from './messages/en-US.ts';

export type TranslateValues = Record<string, string | number | boolean | null | undefined | Date>;

/** `t('home.hero.title')`: react-intl's formatMessage, typed by the en-US catalogue's keys, returning a string. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageKey, values?: TranslateValues): string =>
      (values === undefined ? literalMessage(intl, id) : undefined) ?? String(intl.formatMessage({ id }, values)),
    [intl],
  );
}

/** ICU syntax: arguments, tags, quoting. A message without any of these formats to itself. */
const ICU_SYNTAX = /[{}<']/;

/**
 * The message itself when formatting could not change it: no ICU syntax, and not empty (react-intl treats an
 * empty message as missing). Most UI strings are such literals; they skip react-intl's per-call work (argument
 * serialisation for its cache lookup, formatting) on every render. Anything else goes through formatMessage.
 */
export function literalMessage(intl: Pick<IntlShape, 'messages'>, id: string): string | undefined {
  const message = Object.hasOwn(intl.messages, id) ? intl.messages[id] : undefined;
  return typeof message === 'string' && message !== '' && !ICU_SYNTAX.test(message) ? message : undefined;
}

/** ICU `select` keys cannot contain hyphens: the api's codes (`road-running`) are matched as `road_running`. */
export function selectKey(code: string): string {
  return code.replaceAll('-', '_');
}
