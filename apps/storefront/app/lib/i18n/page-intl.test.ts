import { describe, expect, it } from 'vitest';

import { messagesFor } from './catalogue.server.ts';
import { createPageIntl, pageIntl } from './page-intl.ts';

describe('pageIntl', () => {
  it('builds one intl object per locale and reuses it for every render', () => {
    const intl = pageIntl('de-DE', messagesFor('de-de'));
    expect(pageIntl('de-DE', messagesFor('de-de'))).toBe(intl);
    expect(intl.locale).toBe('de-DE');
    expect(intl.formatMessage({ id: 'header.cart' })).toBe(messagesFor('de-de')['header.cart']);
  });

  it('keeps it for an equal copy of the catalogue (the client after a revalidation)', () => {
    const intl = pageIntl('fr-FR', messagesFor('fr-fr'));
    expect(pageIntl('fr-FR', { ...messagesFor('fr-fr') })).toBe(intl);
  });

  it('builds a new one when the locale or the catalogue changes', () => {
    const intl = pageIntl('en-GB', messagesFor('en-gb'));
    expect(pageIntl('ja-JP', messagesFor('ja-jp'))).not.toBe(intl);
    const changed = pageIntl('en-GB', { ...messagesFor('en-gb'), 'header.cart': 'Trolley' });
    expect(changed).not.toBe(intl);
    expect(changed.formatMessage({ id: 'header.cart' })).toBe('Trolley');
  });

  it('formats ICU placeholders like <IntlProvider> did', () => {
    const intl = pageIntl('en-US', messagesFor('en-us'));
    expect(intl.formatMessage({ id: 'header.nav.shopAll' }, { category: 'Men' })).toBe('Shop all Men');
  });
});

describe('pageIntl formatting', () => {
  it('answers an unknown or empty message with its id, as react-intl does', () => {
    const intl = pageIntl('en-US', { ...messagesFor('en-us'), empty: '' });
    expect(intl.formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
    expect(intl.formatMessage({ id: 'empty' })).toBe('empty');
    expect(intl.formatMessage({ id: 'toString' })).toBe('toString');
  });

  it('answers a message its values cannot fill with the message itself, as react-intl does', () => {
    const intl = pageIntl('en-US', messagesFor('en-us'));
    expect(intl.formatMessage({ id: 'header.nav.shopAll' })).toBe(messagesFor('en-us')['header.nav.shopAll']);
  });

  it('formats numbers and dates in the locale', () => {
    const intl = pageIntl('de-DE', messagesFor('de-de'));
    expect(intl.formatNumber(1234.5)).toBe('1.234,5');
    expect(intl.formatNumber(0.5, { style: 'percent' }).replace(/\s/gu, ' ')).toBe('50 %');
    expect(intl.formatDate('2026-05-01T10:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('01.05.2026');
  });
});

describe('dates (tester finding t1-F5)', () => {
  const moment = '2025-05-13T20:00:00.000Z';

  it('are written in the site’s zone, not the machine’s', () => {
    expect(pageIntl('ja-JP', messagesFor('ja-jp')).formatDate(moment, { dateStyle: 'medium' })).toBe('2025/05/14');
    expect(pageIntl('en-US', messagesFor('en-us')).formatDate(moment, { dateStyle: 'medium' })).toBe('May 13, 2025');
    expect(pageIntl('en-US', messagesFor('en-us'), 'Asia/Tokyo').formatDate(moment, { dateStyle: 'medium' })).toBe(
      'May 14, 2025',
    );
  });

  it('keep a zone the call names (a calendar date kept as UTC midnight)', () => {
    const intl = pageIntl('en-US', messagesFor('en-us'));
    expect(intl.timeZone).toBe('America/New_York');
    expect(intl.formatDate('2025-05-13T00:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('May 13, 2025');
  });

  it('in a message too', () => {
    const intl = createPageIntl('ja-JP', { when: '{d, date, medium}' });
    expect(intl.formatMessage({ id: 'when' }, { d: Date.parse(moment) })).toBe('2025年5月14日');
  });
});
