import { describe, expect, it } from 'vitest';

import type { PlaceSearch, StoreOption } from './cart-types.ts';
import { initialPlaceChoice, placeSearchKey } from './place-choice.ts';

function store(storeId: string, inStock: boolean[]): StoreOption {
  return {
    storeId,
    name: storeId,
    address: '',
    distanceKm: 1,
    items: inStock.map((held, index) => ({ upc: `UPC${index}`, name: `Item ${index}`, qty: 1, inStock: held })),
    inStockCount: inStock.filter(Boolean).length,
    ready: null,
  };
}

const search: PlaceSearch = {
  shipmentId: 'home',
  kind: 'pickup',
  near: '75003',
  stores: [store('FR101', [false, false]), store('FR103', [true, false]), store('FR102', [true, true])],
  points: null,
  currentStoreId: null,
  required: { email: true, phone: false },
};

describe('the place the dialog starts with chosen (t1 F1)', () => {
  it('pickup: the nearest store holding every item, never one that cannot supply them', () => {
    expect(initialPlaceChoice(search)).toBe('FR102');
    expect(initialPlaceChoice({ ...search, stores: search.stores!.slice(0, 2) })).toBeNull();
    expect(initialPlaceChoice({ ...search, stores: [] })).toBeNull();
  });

  it('the store already used stays chosen when found; ship to store and collection points take the nearest', () => {
    expect(initialPlaceChoice({ ...search, currentStoreId: 'FR103' })).toBe('FR103');
    expect(initialPlaceChoice({ ...search, currentStoreId: 'US101' })).toBe('FR102');
    expect(initialPlaceChoice({ ...search, kind: 'sts' })).toBe('FR101');
    const points = [{ collectionPointId: 'P1', name: 'P1', type: 'locker', address: '', distanceKm: 1 }];
    expect(initialPlaceChoice({ ...search, kind: 'pudo', stores: null, points })).toBe('P1');
  });

  it('collection points: the one the shipment is at stays chosen when found, else the nearest (t1 F1, 2026-12-07)', () => {
    const point = (collectionPointId: string) => ({
      collectionPointId,
      name: collectionPointId,
      type: 'locker',
      address: '',
      distanceKm: 1,
    });
    const pudo = { ...search, kind: 'pudo' as const, stores: null, points: [point('P1'), point('P2'), point('P3')] };
    expect(initialPlaceChoice({ ...pudo, currentPointId: 'P3' })).toBe('P3');
    expect(initialPlaceChoice({ ...pudo, currentPointId: 'P9' })).toBe('P1');
    expect(initialPlaceChoice(pudo)).toBe('P1');
  });

  it('a search is told apart by shipment, method and place or position', () => {
    expect(placeSearchKey(search)).not.toBe(placeSearchKey({ ...search, near: '75008' }));
    expect(placeSearchKey(search)).not.toBe(placeSearchKey({ ...search, kind: 'sts' }));
    const near = { ...search, near: '', nearYou: { latitude: 48.86, longitude: 2.36 } };
    expect(placeSearchKey(near)).not.toBe(placeSearchKey({ ...near, nearYou: { latitude: 48.87, longitude: 2.36 } }));
  });
});
