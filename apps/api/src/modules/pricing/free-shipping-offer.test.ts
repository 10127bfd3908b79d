import { describe, expect, it } from 'vitest';
import { freeStandardShippingFrom } from './free-shipping-offer.js';
import type { Promotion, ShippingPromotion } from './promotion.types.js';

const NOW = new Date('2026-12-03T12:00:00Z');
const scope = { siteId: 'stride-de-de', currency: 'EUR', now: NOW };

function freeShipping(overrides: Partial<ShippingPromotion> = {}): ShippingPromotion {
  return {
    id: 'free-shipping',
    name: 'Kostenloser Standardversand',
    level: 'SHIPPING',
    trigger: { kind: 'automatic' },
    exclusivity: 'none',
    rank: 50,
    stackable: true,
    currency: 'EUR',
    siteIds: ['stride-de-de'],
    conditions: { minSubtotal: 6_000, shippingMethods: ['standard'] },
    reward: { kind: 'freeShipping' },
    ...overrides,
  };
}

describe('freeStandardShippingFrom', () => {
  it('is the threshold of the automatic free standard shipping', () => {
    expect(freeStandardShippingFrom([freeShipping()], scope)).toBe(6_000);
  });

  it('takes the lowest of several, and 0 for one with no threshold', () => {
    const lower = freeShipping({ id: 'lower', conditions: { minSubtotal: 4_000 } });
    expect(freeStandardShippingFrom([freeShipping(), lower], scope)).toBe(4_000);
    expect(freeStandardShippingFrom([freeShipping({ conditions: {} })], scope)).toBe(0);
  });

  it.each<[string, Partial<ShippingPromotion>]>([
    ['a coupon', { trigger: { kind: 'coupon', codes: [{ code: 'SHIPFREE', remainingUses: null }] } }],
    ['global exclusivity', { exclusivity: 'global' }],
    ['another site', { siteIds: ['stride-fr-fr'] }],
    ['another currency', { currency: 'GBP' }],
    ['not started', { startsAt: new Date('2026-12-04T00:00:00Z') }],
    ['ended', { endsAt: NOW }],
    ['some shoppers only', { shopperKinds: ['employee'] }],
    ['some products only', { conditions: { minSubtotal: 6_000, qualifier: { categoryIds: ['1234'] } } }],
    ['a quantity condition', { conditions: { minSubtotal: 6_000, minQty: 2 } }],
    ['express only', { conditions: { minSubtotal: 6_000, shippingMethods: ['me'] } }],
    ['a discount, not free', { reward: { kind: 'percentOff', ratePpm: 500_000 } }],
  ])('leaves out a promotion with %s', (_, overrides) => {
    expect(freeStandardShippingFrom([freeShipping(overrides)], scope)).toBeNull();
  });

  it('counts one running now, and one for all sites and currencies', () => {
    const running = freeShipping({ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2027-01-01') });
    expect(freeStandardShippingFrom([running], scope)).toBe(6_000);
    const { siteIds: _sites, currency: _currency, ...everywhere } = freeShipping();
    expect(freeStandardShippingFrom([everywhere as Promotion], scope)).toBe(6_000);
  });

  it('is null for other levels and rewards', () => {
    const order: Promotion = {
      id: 'welcome10',
      name: '10 %',
      level: 'ORDER',
      trigger: { kind: 'automatic' },
      exclusivity: 'none',
      rank: 20,
      stackable: true,
      conditions: {},
      reward: { kind: 'percentOff', ratePpm: 100_000 },
    };
    expect(freeStandardShippingFrom([order], scope)).toBeNull();
  });
});
