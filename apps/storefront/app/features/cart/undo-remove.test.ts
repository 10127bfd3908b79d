import { describe, expect, it } from 'vitest';

import { restoredLineId, undoRemoveFields } from './undo-remove.ts';

const line = { productId: 'SRN983738', upc: '00883412345678', qty: 3, bonus: false, isDigitalProduct: false };

describe('undo a removed line (t3 F3-16)', () => {
  it('adds the same variant and quantity again', () => {
    expect(undoRemoveFields(line)).toEqual({
      intent: 'add-item',
      productId: 'SRN983738',
      upc: '00883412345678',
      qty: '3',
    });
  });

  it('is not offered for a free gift (the cart’s own) nor a digital gift card (its recipient and message)', () => {
    expect(undoRemoveFields({ ...line, bonus: true })).toBeNull();
    expect(undoRemoveFields({ ...line, isDigitalProduct: true })).toBeNull();
  });
});

describe('the line an Undo put back (tester 2, session 53: its line takes the focus)', () => {
  it('is the variant’s line in the cart read again, not a free gift of the same variant; none before it is back', () => {
    const gift = { id: 'gift', upc: '00883412345678', bonus: true };
    const other = { id: 'other', upc: '00883400000001', bonus: false };
    expect(restoredLineId([gift, other], '00883412345678')).toBeNull();
    expect(restoredLineId([gift, other, { id: 'back', upc: '00883412345678', bonus: false }], '00883412345678')).toBe(
      'back',
    );
    expect(restoredLineId([], '00883412345678')).toBeNull();
  });
});
