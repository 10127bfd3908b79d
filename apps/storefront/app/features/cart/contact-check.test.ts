import { describe, expect, it } from 'vitest';

import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import type { Translate } from '#app/lib/i18n/use-t.ts';
import { DHL_POSTNUMMER } from '@outsole/contracts/collection-points.values';
import { contactFieldMessage, contactFieldMessages, requiredContactFields } from './contact-check.ts';

function translator(locale: 'en-US' | 'de-DE'): Translate {
  const intl = locale === 'en-US' ? pageIntl('en-US', enUS) : pageIntl('de-DE', deDE);
  return (id, values) => intl.formatMessage({ id }, values);
}
const t = translator('en-US');
const UK = { dialCode: '44', phoneMask: 'XXXX - XXX - XXX' };

describe('the pickup contact checked before posting (the api’s rules, contracts contact.values)', () => {
  it('marks every bad field at once, each with what to fix', () => {
    const rules = { required: { email: true, phone: true }, phoneCountry: UK };
    expect(
      contactFieldMessages(
        { firstName: '', lastName: '\u200b', email: 'ada@example', phone: '020 7946 0018' },
        rules,
        t,
      ),
    ).toEqual({
      firstName: 'Enter the first name of the person collecting.',
      lastName: 'Enter the last name of the person collecting.',
      email: 'Please enter a valid email address.',
      // A landline where the collection point texts a mobile.
      phone: 'Please enter the full 11-digit mobile number, like 07700 900123.',
    });
    expect(
      contactFieldMessages(
        { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '07700 900123' },
        rules,
        t,
      ),
    ).toEqual({});
  });

  it('asks for the email and phone only where the locale requires them; an optional blank is no problem', () => {
    const rules = { required: { email: false, phone: false }, phoneCountry: UK };
    expect(contactFieldMessages({ firstName: 'Ada', lastName: 'L', email: ' ', phone: '\u200b' }, rules, t)).toEqual(
      {},
    );
    expect(requiredContactFields({ email: true, phone: false })).toEqual(['firstName', 'lastName', 'email']);
  });

  it('a DHL Packstation: the Postnummer required and checked as digits, in du-form German (t1-F1)', () => {
    const de = translator('de-DE');
    const rules = {
      required: { email: false, phone: false, customerNumber: true },
      phoneCountry: null,
      customerNumber: DHL_POSTNUMMER,
    };
    expect(requiredContactFields(rules.required)).toEqual(['firstName', 'lastName', 'customerNumber']);
    expect(contactFieldMessage('customerNumber', '', rules, de)).toBe(
      'Gib deine Postnummer ein. Ohne sie liefert DHL nicht an eine Packstation.',
    );
    expect(contactFieldMessage('customerNumber', '12ab', rules, de)).toBe(
      'Gib deine Postnummer nur mit Ziffern ein, 6 bis 10 Stellen.',
    );
    expect(contactFieldMessage('customerNumber', '12345678', rules, de)).toBeNull();
    expect(contactFieldMessage('customerNumber', '12', rules, t)).toBe(
      'Enter the Postnummer as digits only, 6 to 10 of them.',
    );
    // Another point: nothing to check, whatever was left in the field.
    const shop = { required: { email: false, phone: false }, phoneCountry: null };
    expect(contactFieldMessage('customerNumber', 'x', shop, de)).toBeNull();
  });

  it('leaves the phone to the api when the country is unknown', () => {
    expect(contactFieldMessage('phone', '12', { required: { email: true, phone: true }, phoneCountry: null }, t)).toBe(
      null,
    );
  });

  it('checks one field for the form as the shopper types, in the page’s language', () => {
    const rules = { required: { email: true, phone: false }, phoneCountry: UK };
    const de = translator('de-DE');
    expect(contactFieldMessage('email', 'ada@', rules, de)).toBe(de('validation.email'));
    // An address that only looks like the demo shopper's (a Cyrillic "е"), as the api refuses it (ORD400).
    expect(contactFieldMessage('email', 'shopper@exampl\u0435.com', rules, de)).toBe(
      'Diese E-Mail-Adresse mischt Buchstaben verschiedener Alphabete oder enthält Buchstaben, die nur wie lateinische aussehen (etwa ein kyrillisches „е“). Bitte gib sie noch einmal ein.',
    );
    expect(contactFieldMessage('email', 'ada@m\u00fcnchen.de', rules, de)).toBeNull();
    expect(contactFieldMessage('firstName', 'A\u202e', rules, t)).toBe(t('validation.hiddenCharacters'));
    // A person's name, as the api takes it (decision 0017, addendum): no digits or symbols.
    expect(contactFieldMessage('firstName', 'Ada 2', rules, t)).toBe(
      'Please use only letters, spaces, hyphens, apostrophes and periods.',
    );
    expect(contactFieldMessage('lastName', 'Love+lace', rules, de)).toBe(
      'Bitte verwende nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte.',
    );
    expect(contactFieldMessage('lastName', 'O’Brien-Núñez', rules, t)).toBeNull();
    expect(contactFieldMessage('lastName', 'x'.repeat(61), rules, t)).toBe('Please use 60 characters or fewer.');
    expect(contactFieldMessage('email', 'Ada@Example.com', rules, t)).toBeNull();
  });
});
