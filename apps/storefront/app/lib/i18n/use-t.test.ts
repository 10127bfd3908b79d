import { SUPPORTED_LOCALES } from '@outsole/contracts/locales';
import { describe, expect, it } from 'vitest';

import { messagesFor } from './catalogue.server.ts';
import { languageTagOf } from './locale.ts';
import { pageIntl } from './page-intl.ts';
import { literalMessage } from './use-t.ts';

describe('literal messages', () => {
  it.each(SUPPORTED_LOCALES)('%s: every message taken as a literal formats to exactly itself', (locale) => {
    const messages = messagesFor(locale);
    const intl = pageIntl(languageTagOf(locale), messages);
    let literals = 0;
    for (const id of Object.keys(messages)) {
      const literal = literalMessage(intl, id);
      if (literal === undefined) continue;
      literals += 1;
      expect(literal).toBe(intl.formatMessage({ id }));
    }
    expect(literals).toBeGreaterThan(50);
  });

  it.each([
    ['a placeholder', 'Shop all {category}'],
    ['a plural', '{count, plural, one {# item} other {# items}}'],
    ['a tag', 'Read the <b>terms</b>'],
    ['an ICU quote', "It''s here"],
    ['an empty message', ''],
  ])('leaves %s to react-intl', (_name, message) => {
    expect(literalMessage({ messages: { id: message } }, 'id')).toBeUndefined();
  });

  it('leaves unknown ids to react-intl (which reports them)', () => {
    expect(literalMessage({ messages: {} }, 'missing')).toBeUndefined();
    expect(literalMessage({ messages: {} }, 'toString')).toBeUndefined();
  });
});
