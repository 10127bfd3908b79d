import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import type { MessageKey } from './messages/en-US.ts';

export type TranslateValues = Record<string, string | number | boolean | null | undefined | Date>;

/** `t('home.hero.title')`: react-intl's formatMessage, typed by the en-US catalogue's keys, returning a string. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageKey, values?: TranslateValues): string => String(intl.formatMessage({ id }, values)),
    [intl],
  );
}
