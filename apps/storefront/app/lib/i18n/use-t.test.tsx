import { SUPPORTED_LOCALES } from '@outsole/contracts/locales';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { messagesFor, translatorFor } from './catalogue.server.ts';
import { IntlProvider } from './intl.tsx';
import { languageTagOf } from './locale.ts';
import { pageIntl } from './page-intl.ts';
import { selectKey, useT, type TranslateValues } from './use-t.ts';
import type { MessageKey } from './messages/en-US.ts';

function Translated({ id, values }: { id: MessageKey; values?: TranslateValues }): ReactNode {
  const t = useT();
  return t(id, values);
}

function render(locale: (typeof SUPPORTED_LOCALES)[number], id: MessageKey, values?: TranslateValues) {
  return renderToString(
    <IntlProvider value={pageIntl(languageTagOf(locale), messagesFor(locale))}>
      <Translated id={id} values={values} />
    </IntlProvider>,
  );
}

describe('useT', () => {
  it.each(SUPPORTED_LOCALES)('%s: formats the page catalogue as the server translator does', (locale) => {
    expect(render(locale, 'header.cart')).toBe(translatorFor(locale).format('header.cart'));
    expect(render(locale, 'header.nav.shopAll', { category: 'Trail' })).toBe(
      translatorFor(locale).format('header.nav.shopAll', { category: 'Trail' }),
    );
  });

  it('needs the provider', () => {
    expect(() => renderToString(<Translated id="header.cart" />)).toThrow(/IntlProvider/);
  });
});

describe('selectKey', () => {
  it('makes api codes usable as ICU select keys', () => {
    expect(selectKey('road-running')).toBe('road_running');
    expect(selectKey('men')).toBe('men');
  });
});
