import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

import { timeZoneOfLanguageTag } from './site-time-zone.ts';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface Translator {
  readonly intl: IntlShape;
  /** The formatted message, or undefined when the id is unknown or its placeholders could not be filled. */
  format(id: string, values?: MessageValues): string | undefined;
}

/** react-intl without React: the same ICU formatting the components use, for loaders, meta and api errors. */
export function createTranslator(locale: string, messages: Readonly<Record<string, string>>): Translator {
  let failed = false;
  const intl = createIntl(
    {
      locale,
      messages,
      // Dates in the site's zone, as the page writes them (page-intl.ts), not in the server's.
      timeZone: timeZoneOfLanguageTag(locale),
      // Formatting is synchronous, so a flag set here belongs to the call in progress.
      onError: () => {
        failed = true;
      },
    },
    createIntlCache(),
  );
  return {
    intl,
    format(id, values) {
      if (!Object.hasOwn(messages, id)) return undefined;
      failed = false;
      const text = intl.formatMessage({ id }, values);
      return failed ? undefined : text;
    },
  };
}
