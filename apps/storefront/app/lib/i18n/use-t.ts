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
