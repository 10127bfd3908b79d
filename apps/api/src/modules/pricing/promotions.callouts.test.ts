import { describe, expect, it } from 'vitest';
import { coupon, NOW, orderPromo, productPromo, shippingPromo } from './pricing.fixtures.js';
import { productCallouts, type CalloutStyle } from './promotions.callouts.js';
import type { Promotion } from './promotion.types.js';

const site = { siteId: 'stride-en-us', currency: 'USD', now: NOW };
const SALE = '1001';

function style(productId: string, overrides: Partial<CalloutStyle> = {}): CalloutStyle {
  return {
    productId,
    masterId: `M-${productId}`,
    brand: 'stride',
    categoryIds: [SALE, '1000'],
    digital: false,
    listPrice: 10_100,
    salePrice: null,
    ...overrides,
  };
}

const sale20 = productPromo(
  'sale-20',
  { kind: 'percentOff', ratePpm: 200_000 },
  {
    name: '20% off the sale',
    calloutMsg: 'Extra 20% off in your cart',
    currency: 'USD',
    siteIds: ['stride-en-us'],
    conditions: { qualifier: { categoryIds: [SALE] } },
  },
);

const ids = (promotions: readonly Promotion[], styles: readonly CalloutStyle[]) =>
  Object.fromEntries(
    [...productCallouts(styles, promotions, site)].map(([id, list]) => [id, list.map((c) => c.promotionId)]),
  );

describe('productCallouts', () => {
  it('calls out the automatic product promotion of a style in its category, with its callout text', () => {
    const callouts = productCallouts([style('A'), style('B', { categoryIds: ['2000'] })], [sale20], site);
    expect([...callouts]).toEqual([['A', [{ promotionId: 'sale-20', calloutMsg: 'Extra 20% off in your cart' }]]]);
  });

  it('says the promotion’s name when it has no callout text', () => {
    const { calloutMsg: _, ...unnamed } = sale20;
    expect(productCallouts([style('A')], [unnamed], site).get('A')).toEqual([
      { promotionId: 'sale-20', calloutMsg: '20% off the sale' },
    ]);
  });

  it.each<[string, Partial<Promotion>]>([
    ['a coupon', { trigger: coupon('SALE20') }],
    ['another site', { siteIds: ['stride-en-gb'] }],
    ['another currency', { currency: 'GBP' }],
    ['not started', { startsAt: new Date(NOW.getTime() + 1) }],
    ['ended', { endsAt: NOW }],
    ['some shoppers only', { shopperKinds: ['registered', 'employee'] }],
    ['a fixed price above the style’s', {}],
  ])('calls out nothing for %s', (label, overrides) => {
    const promotion =
      label === 'a fixed price above the style’s'
        ? { ...sale20, reward: { kind: 'fixedPrice', amount: 20_000 } as const }
        : ({ ...sale20, ...overrides } as Promotion);
    expect(productCallouts([style('A')], [promotion], site).size).toBe(0);
  });

  it('calls out a promotion for every kind of shopper named one by one, and one running now', () => {
    const running = {
      ...sale20,
      shopperKinds: ['guest', 'registered', 'employee'],
      startsAt: new Date(NOW.getTime() - 1),
      endsAt: new Date(NOW.getTime() + 1),
    } as Promotion;
    expect(ids([running], [style('A')])).toEqual({ A: ['sale-20'] });
  });

  it('never calls out a discount on a digital gift card, which the engine never discounts', () => {
    const everything = productPromo('all-10', { kind: 'percentOff', ratePpm: 100_000 });
    expect(ids([everything], [style('GC', { digital: true }), style('A')])).toEqual({ A: ['all-10'] });
  });

  it('matches qualifiers as the engine does: product, master, brand, excluded products, parent categories', () => {
    const styles = [style('A'), style('B', { masterId: 'M-X' }), style('C', { brand: 'kestrel' })];
    const byMaster = productPromo(
      'm',
      { kind: 'amountOff', amount: 500 },
      { conditions: { qualifier: { masterIds: ['M-X'] } } },
    );
    const byBrand = productPromo(
      'b',
      { kind: 'amountOff', amount: 500 },
      { conditions: { qualifier: { brands: ['kestrel'] } } },
    );
    const excluding = productPromo(
      'x',
      { kind: 'amountOff', amount: 500 },
      {
        conditions: { qualifier: { categoryIds: ['1000'], excludeProductIds: ['B'] } },
      },
    );
    expect(ids([byMaster, byBrand, excluding], styles)).toEqual({ A: ['x'], B: ['m'], C: ['b', 'x'] });
  });

  it('calls out a promotion whose minimum quantity or spend the shopper reaches by adding more', () => {
    const buyTwo = productPromo('b2g1', { kind: 'buyXGetY', buyQty: 2, getQty: 1, getRatePpm: 500_000 }, { rank: 5 });
    const spend = productPromo(
      'spend',
      { kind: 'percentOff', ratePpm: 100_000 },
      { conditions: { minSubtotal: 50_000 } },
    );
    expect(ids([buyTwo, spend], [style('A')])).toEqual({ A: ['b2g1', 'spend'] });
  });

  it('leaves out a promotion the engine keeps out: class exclusivity, a non-stackable one before it', () => {
    const first = productPromo('first', { kind: 'percentOff', ratePpm: 100_000 }, { rank: 1, exclusivity: 'class' });
    const second = productPromo('second', { kind: 'percentOff', ratePpm: 300_000 }, { rank: 2 });
    expect(ids([second, first], [style('A')])).toEqual({ A: ['first'] });
    const locking = productPromo('lock', { kind: 'amountOff', amount: 100 }, { rank: 1, stackable: false });
    expect(ids([locking, second], [style('A')])).toEqual({ A: ['lock'] });
    const global = { ...sale20, exclusivity: 'global', rank: 0 } as Promotion;
    expect(ids([global, second], [style('A'), style('B', { categoryIds: [] })])).toEqual({
      A: ['sale-20'],
      B: ['second'],
    });
  });

  it('calls out product promotions only: order and shipping promotions are the cart’s to say', () => {
    const order = orderPromo('order-10', { kind: 'percentOff', ratePpm: 100_000 });
    const shipping = shippingPromo('free', { kind: 'freeShipping' });
    expect(productCallouts([style('A')], [order, shipping], site).size).toBe(0);
  });

  it('lists several in priority order (rank, then id), each style on its own', () => {
    const late = productPromo('late', { kind: 'amountOff', amount: 100 }, { rank: 50 });
    const early = productPromo('early', { kind: 'amountOff', amount: 100 }, { rank: 1 });
    expect(ids([late, sale20, early], [style('A'), style('B', { categoryIds: [] })])).toEqual({
      A: ['early', 'sale-20', 'late'],
      B: ['early', 'late'],
    });
  });
});
