import { describe, expect, it } from 'vitest';

import { restoredLineId, undoRemoveFields, variantLines } from './undo-remove.ts';

type Options = Parameters<typeof undoRemoveFields>[0]['shippingOptions'];
const delivered = {
  selected: 'standard',
  available: ['standard', 'pickup'],
  storeInfo: null,
} as unknown as Options;
const line = {
  productId: 'SRN983738',
  upc: '00883412345678',
  qty: 3,
  bonus: false,
  isDigitalProduct: false,
  shippingOptions: delivered,
};

describe('undo a removed line (t3 F3-16)', () => {
  it('adds the same variant and quantity again', () => {
    expect(undoRemoveFields(line)).toEqual({
      intent: 'add-item',
      productId: 'SRN983738',
      upc: '00883412345678',
      qty: '3',
    });
  });

  it('puts a store pickup line back at its store, and a delivered line delivered though it names the shopper’s store', () => {
    const pickup = { ...delivered, selected: 'pickup', storeInfo: { id: '1042', storeInventory: 4 } } as Options;
    expect(undoRemoveFields({ ...line, shippingOptions: pickup })).toEqual({
      intent: 'add-item',
      productId: 'SRN983738',
      upc: '00883412345678',
      qty: '3',
      storeId: '1042',
    });
    const favourite = { ...delivered, storeInfo: { id: '1042', storeInventory: 4 } } as Options;
    expect(undoRemoveFields({ ...line, shippingOptions: favourite })).not.toHaveProperty('storeId');
  });

  it('is not offered for a free gift (the cart’s own) nor a digital gift card (its recipient and message)', () => {
    expect(undoRemoveFields({ ...line, bonus: true })).toBeNull();
    expect(undoRemoveFields({ ...line, isDigitalProduct: true })).toBeNull();
  });
});

describe('the line an Undo put back (tester 2, session 53: its line takes the focus)', () => {
  const upc = '00883412345678';
  const at = (shipmentId: string, before: Record<string, number> = {}) => ({
    upc,
    shipmentId,
    before: new Map(Object.entries(before)),
  });

  it('is the variant’s line in the cart read again, not a free gift of the same variant; none before it is back', () => {
    const gift = { id: 'gift', upc, bonus: true, qty: 1, shipmentId: 'home' };
    const other = { id: 'other', upc: '00883400000001', bonus: false, qty: 1, shipmentId: 'home' };
    expect(restoredLineId([gift, other], at('home'))).toBeNull();
    expect(
      restoredLineId([gift, other, { id: 'back', upc, bonus: false, qty: 2, shipmentId: 'home' }], at('home')),
    ).toBe('back');
    expect(restoredLineId([], at('home'))).toBeNull();
  });

  it('is the line that came back or grew when the variant is also in another shipment (review-53 #5)', () => {
    const picked = { id: 'picked', upc, bonus: false, qty: 1, shipmentId: 'store-1' };
    const shipped = { id: 'shipped', upc, bonus: false, qty: 2, shipmentId: 'home' };
    // The shipped line removed, the picked-up one left: the Undo's new line, though the other comes first.
    const lines = [picked, { ...shipped, id: 'shipped-again' }];
    expect(restoredLineId(lines, at('home', { picked: 1 }))).toBe('shipped-again');
    expect(variantLines([picked, shipped, { ...picked, id: 'gift', bonus: true }], upc)).toEqual(
      new Map([
        ['picked', 1],
        ['shipped', 2],
      ]),
    );
    // The quantity put back into a line still there: that line.
    expect(restoredLineId([picked, { ...shipped, qty: 3 }], at('store-1', { picked: 1, shipped: 2 }))).toBe('shipped');
    // Nothing new or grown (the answer's cart not shown yet): the removed line's shipment's line.
    expect(restoredLineId([picked, shipped], at('home', { picked: 1, shipped: 2 }))).toBe('shipped');
  });
});
