import type { ProductVariant } from '@outsole/contracts/products';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { SizePicker } from './size-picker.tsx';

const oneSize = {
  upc: '000000000017',
  size: 'OS',
  width: null,
  inventoryLevel: 5,
  orderable: true,
} as unknown as ProductVariant;

describe('size picker: the one size (tester t3-F2)', () => {
  it.each([
    ['fr-FR', frFR, 'Taille unique'],
    ['en-US', enUS, 'One size'],
  ] as const)('%s shows and names "OS" as the language says it, the value staying OS', (tag, messages, words) => {
    const html = renderToString(
      <IntlProvider value={pageIntl(tag, messages)}>
        <SizePicker sizes={[oneSize]} value={null} onChange={() => {}} />
      </IntlProvider>,
    );
    const input = /<input[^>]*type="radio"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain(`aria-label="${words}"`);
    expect(input).toContain('value="OS"');
    expect(html).toContain(`>${words}</label>`);
    expect(html).not.toMatch(/>OS</);
  });
});
