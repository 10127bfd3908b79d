import { describe, expect, it } from 'vitest';

import { mockSites } from '#app/lib/api/mock/fixtures.ts';
import { mockProductDetails } from '#app/lib/api/mock/product-fixtures.ts';
import { colourChoice, selectionFor, chosenAmount } from './variant.ts';

const site = mockSites.find((each) => each.siteId === 'stride-en-us')!;
const base = mockProductDetails(site);
const other = base.colourways[1]!;
// A third colourway made only in the standard width and in sizes 8 to 9.
const details = {
  ...base,
  colourways: [
    ...base.colourways,
    {
      ...other,
      colourCode: '400',
      variants: other.variants
        .filter((v) => v.width === 'D' && ['8', '8.5', '9'].includes(v.size))
        .map((v) => ({ ...v, inventoryLevel: 2, orderable: true })),
    },
  ],
};

describe('colourChoice', () => {
  it('keeps the width and size when the other colourway has them, even sold out', () => {
    const current = selectionFor(details, { colour: '297', width: '2E', size: '9' });
    expect(current.size).toBe('9');
    expect(colourChoice(details, current, '151')).toEqual({ colour: '151', width: '2E', size: '9' });
  });

  it('falls back to the standard width, and keeps the size only where that colourway is made in it', () => {
    const wide = selectionFor(details, { colour: '297', width: '2E', size: '9' });
    expect(colourChoice(details, wide, '400')).toEqual({ colour: '400', width: 'D', size: '9' });
    const large = selectionFor(details, { colour: '297', width: 'D', size: '10' });
    expect(colourChoice(details, large, '400')).toEqual({ colour: '400', width: 'D', size: null });
  });

  it('chooses no size when none was chosen', () => {
    const none = selectionFor(details, { colour: '297', width: 'D' });
    expect(colourChoice(details, none, '151')).toEqual({ colour: '151', width: 'D', size: null });
  });
});

describe('chosenAmount', () => {
  const usd = [
    { upc: 'a', price: 2500 },
    { upc: 'b', price: 5000 },
    { upc: 'c', price: 1250 },
  ];
  it('reads ?amount= as one of the card’s amounts, however its zero fraction is written', () => {
    for (const param of ['50', '50.00', '50.0', '050']) expect(chosenAmount(usd, param, 2)?.upc, param).toBe('b');
    expect(chosenAmount(usd, '12.5', 2)?.upc).toBe('c');
    expect(chosenAmount(usd, '12.50', 2)?.upc).toBe('c');
    expect(chosenAmount([{ upc: 'y', price: 3000 }], '3000', 0)?.upc).toBe('y');
    expect(chosenAmount([{ upc: 'y', price: 3000 }], '3000.0', 0)?.upc).toBe('y');
  });

  it('chooses nothing for an amount the card does not offer or a value that is no amount', () => {
    for (const param of [null, '', '999', 'abc', '5e1', '0x32', '+50', '50.001', '50.', ' 50', '-50', '25.5']) {
      expect(chosenAmount(usd, param, 2), String(param)).toBeUndefined();
    }
    expect(chosenAmount([{ upc: 'y', price: 3000 }], '3000.5', 0)).toBeUndefined();
  });
});
