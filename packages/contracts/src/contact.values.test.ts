import { describe, expect, it } from 'vitest';
import { customerNumberRule, DHL_POSTNUMMER } from './collection-points.values.js';
import { checkPickupContact, isContactEmail } from './contact.values.js';

const US = { dialCode: '1', phoneMask: null };

describe('pickup contact rules', () => {
  it('needs a DHL Postnummer at a DHL Packstation only (carrier and type), 6 to 10 digits (t1-F1)', () => {
    expect(customerNumberRule('dhl', 'locker')).toEqual(DHL_POSTNUMMER);
    expect(customerNumberRule('dhl', 'post-office')).toBeNull();
    expect(customerNumberRule('hermes', 'shop')).toBeNull();
    expect(customerNumberRule('inpost', 'locker')).toBeNull();
    const required = ['firstName', 'lastName', 'customerNumber'] as const;
    const check = (customerNumber: string | undefined) =>
      checkPickupContact(
        { firstName: 'Ada', lastName: 'L', customerNumber },
        { required, customerNumber: DHL_POSTNUMMER },
      );
    expect(check(undefined).problems).toEqual({ customerNumber: { problem: 'missing' } });
    expect(check(' \u200b').problems).toEqual({ customerNumber: { problem: 'missing' } });
    for (const bad of ['12345', '12345678901', '12a456', '+123456', '123.456'])
      expect(check(bad).problems, bad).toEqual({ customerNumber: { problem: 'customer-number', min: 6, max: 10 } });
    expect(check('123456').values.customerNumber).toBe('123456');
    expect(check('１２３ ４５６-789').values.customerNumber).toBe('123456789');
    expect(check('1234567890').problems).toEqual({});
  });

  it('keeps no customer number for a place that needs none, whatever was sent', () => {
    const verdict = checkPickupContact(
      { firstName: 'Ada', lastName: 'L', customerNumber: 'nonsense' },
      { required: ['firstName', 'lastName'], customerNumber: null },
    );
    expect(verdict).toEqual({ problems: {}, values: { firstName: 'Ada', lastName: 'L' } });
  });

  it('finds every bad field at once, in the form order', () => {
    const verdict = checkPickupContact(
      { firstName: ' ', lastName: 'L\u202e', email: 'ada@example', phone: '12' },
      { required: ['firstName', 'lastName', 'email'], phoneCountry: US },
    );
    expect(Object.keys(verdict.problems)).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(verdict.problems).toMatchObject({
      firstName: { problem: 'missing' },
      lastName: { problem: 'text', textProblem: 'bidi' },
      email: { problem: 'email' },
      phone: { problem: 'phone', phone: { reason: 'digit-count', expectedDigits: 10 } },
    });
  });

  it('takes a value of only invisible characters as none: refused when required, absent when optional', () => {
    const verdict = checkPickupContact(
      { firstName: 'Ada', lastName: '\u200b\u2060', email: '\u200b', phone: '\ufeff ' },
      { required: ['firstName', 'lastName'], phoneCountry: US },
    );
    expect(verdict.problems).toEqual({ lastName: { problem: 'missing' } });
    expect(verdict.values).toEqual({ firstName: 'Ada' });
  });

  it('gives the values as stored: names cleaned, email lower case, phone in E.164', () => {
    expect(
      checkPickupContact(
        { firstName: '  Zoë  ', lastName: 'O’Brien', email: 'Ada@Example.COM', phone: '(415) 555-0123' },
        { required: ['firstName', 'lastName', 'email', 'phone'], phoneCountry: US },
      ),
    ).toEqual({
      problems: {},
      values: { firstName: 'Zoë', lastName: 'O’Brien', email: 'ada@example.com', phone: '+14155550123' },
    });
    expect(checkPickupContact({ firstName: 'x'.repeat(61) }, { required: [] }).problems).toEqual({
      firstName: { problem: 'too-long', max: 60 },
    });
  });

  it('refuses an email that only looks like another one (a Cyrillic "е" in the domain or the local part)', () => {
    for (const email of ['shopper@exampl\u0435.com', 'shopper@xn--exampl-8of.com', 'sh\u043epper@example.com']) {
      expect(checkPickupContact({ email }, { required: ['email'] }).problems, email).toEqual({
        email: { problem: 'email-script' },
      });
    }
    for (const email of ['ada@m\u00fcnchen.de', 'ada@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444']) {
      expect(checkPickupContact({ email }, { required: ['email'] }).values, email).toEqual({ email });
    }
  });

  it.each([
    ['ada@example.com', true],
    [' ada@example.co ', true],
    ['ada@example', false],
    ['ada@example.c', false],
    ['ada example@x.com', false],
    ['@example.com', false],
  ])('email %j is %s', (email, ok) => {
    expect(isContactEmail(email)).toBe(ok);
  });
});
