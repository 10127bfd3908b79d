import { describe, expect, it } from 'vitest';
import { shippingMethod } from './cart.shipping.js';

describe('shippingMethod labels', () => {
  // The en-GB basket said "Ship to store" and "Pick up in store" beside "delivery" everywhere else (language
  // tester F3-8): British English has its own words where they differ.
  it('are British on en-GB, American on en-US, and the language’s elsewhere', () => {
    const label = (code: 'sts' | 'pickup' | 'standard' | 'pudo', locale: 'en-gb' | 'en-us' | 'de-de') =>
      shippingMethod(code, 'GBP', locale).label;
    expect(label('sts', 'en-gb')).toBe('Deliver to store');
    expect(label('pickup', 'en-gb')).toBe('Click & collect');
    expect(label('standard', 'en-gb')).toBe('Standard delivery');
    expect(label('pudo', 'en-gb')).toBe('Collection point');
    expect(label('sts', 'en-us')).toBe('Ship to store');
    expect(label('pickup', 'en-us')).toBe('Pick up in store');
    expect(label('pickup', 'de-de')).toBe('Abholung im Store');
    // "Collection point" is British (tester finding): an American carrier's parcel shop or locker is a pickup point.
    expect(label('pudo', 'en-us')).toBe('Pickup point');
  });

  // The en-US cart said "Standard delivery" beside "Shipping" in its totals and "Ship to store": American shops name
  // a method and its cost "shipping", the British "delivery" (decision 0018 addendum, session 51).
  it.each([
    ['standard', 'Standard shipping', 'Standard delivery'],
    ['me', 'Express shipping', 'Express delivery'],
    ['customs', 'International shipping', 'International delivery'],
    ['sts', 'Ship to store', 'Deliver to store'],
    ['pickup', 'Pick up in store', 'Click & collect'],
    ['pudo', 'Pickup point', 'Collection point'],
    ['digital', 'Email delivery', 'Email delivery'],
  ] as const)('%s: en-US says %s, en-GB %s', (code, american, british) => {
    expect(shippingMethod(code, 'USD', 'en-us').label).toBe(american);
    expect(shippingMethod(code, 'GBP', 'en-gb').label).toBe(british);
  });
});
