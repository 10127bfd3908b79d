import { describe, expect, it } from 'vitest';

import { undoRemoveFields } from './undo-remove.ts';

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
