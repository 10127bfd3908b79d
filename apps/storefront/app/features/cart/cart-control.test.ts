import { SUPPORTED_LOCALES } from '@outsole/contracts/locales';
import { describe, expect, it } from 'vitest';

import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { cartBadge, cartLinkName } from './cart-control.tsx';

describe('the header’s cart link', () => {
  it.each(SUPPORTED_LOCALES)('names what its badge shows, "99+" beyond 99 units (%s, WCAG 2.5.3)', (locale) => {
    const { format } = translatorFor(locale);
    const t = (key: Parameters<typeof format>[0], values?: Parameters<typeof format>[1]) => format(key, values) ?? key;
    for (const units of [1, 7, 99, 100, 120, 4_000]) {
      const badge = cartBadge(units);
      expect(badge).toBe(units > 99 ? '99+' : String(units));
      expect(cartLinkName(t, units)).toContain(badge);
      expect(cartLinkName(t, units)).toContain(t('header.cart'));
    }
    expect(cartLinkName(t, null)).toBe(t('header.cart'));
    expect(cartLinkName(t, 0)).toBe(t('header.cart'));
  });
});
