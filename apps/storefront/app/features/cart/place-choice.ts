import type { ContactField } from '@outsole/contracts/contact.values';
import { useSyncExternalStore } from 'react';

import type { Position } from '#app/lib/geo/position.ts';

import type { PlaceKind, PlaceSearch, StoreOption } from './cart-types.ts';

/**
 * The place dialog's choice and what it remembers while the cart page stays open.
 *
 * - The place chosen before the shopper picks one: the store already used, else (pickup) the nearest store that holds
 *   every item of the shipment, never one that cannot supply them: choosing it would move nothing. Ship to store
 *   sends the items to any store, so its nearest is chosen; a collection point likewise, unless the shipment is at
 *   one already: that one stays chosen (pressing "Use this collection point" to correct the contact must not move
 *   the parcel).
 * - The search of each method and the typed contact, kept in this browser page's memory (never on the server, never
 *   stored): a shopper who closes the dialog and opens it again finds the stores they searched for and the contact
 *   they typed, not an empty form.
 */

/** A pickup store holds every item of the shipment in its quantity. */
export function suppliesAll(store: Pick<StoreOption, 'items' | 'inStockCount'>): boolean {
  return store.items.length > 0 && store.inStockCount === store.items.length;
}

/** The place the dialog starts with chosen, or null when none found can take the items. */
export function initialPlaceChoice(place: PlaceSearch): string | null {
  if (place.kind === 'pudo') {
    const points = place.points ?? [];
    if (place.currentPointId && points.some((point) => point.collectionPointId === place.currentPointId))
      return place.currentPointId;
    return points[0]?.collectionPointId ?? null;
  }
  const stores = place.stores ?? [];
  if (place.currentStoreId && stores.some((store) => store.storeId === place.currentStoreId))
    return place.currentStoreId;
  if (place.kind === 'sts') return stores[0]?.storeId ?? null;
  return stores.find(suppliesAll)?.storeId ?? null;
}

/** Which search the dialog shows: a new search starts from its own first choice. */
export function placeSearchKey(place: PlaceSearch): string {
  const where = place.nearYou ? `${place.nearYou.latitude},${place.nearYou.longitude}` : place.near;
  return `${place.shipmentId}|${place.kind}|${where}`;
}

export type RememberedSearch = { near: string } | { nearYou: Position };
interface PlaceMemory {
  searches: Partial<Record<PlaceKind, RememberedSearch>>;
  contact: Partial<Record<ContactField, string>>;
}

const EMPTY: PlaceMemory = { searches: {}, contact: {} };
let memory: PlaceMemory = EMPTY;
const listeners = new Set<() => void>();

/** Written only from the browser's events and effects: the server's copy of this module stays empty. */
export function rememberPlaceSearch(kind: PlaceKind, search: RememberedSearch) {
  const known = memory.searches[kind];
  if (known && JSON.stringify(known) === JSON.stringify(search)) return;
  memory = { ...memory, searches: { ...memory.searches, [kind]: search } };
  for (const listener of listeners) listener();
}

export function rememberContact(field: ContactField, value: string) {
  // The contact is read when the dialog opens again (its fields keep their own value while open): no re-render.
  memory = { ...memory, contact: { ...memory.contact, [field]: value } };
}

export function rememberedContact(): PlaceMemory['contact'] {
  return memory.contact;
}

/** For tests: a fresh page. */
export function forgetPlaces() {
  memory = EMPTY;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The searches remembered per method (none while the page is rendered on the server or hydrating). */
export function useRememberedSearches(): PlaceMemory['searches'] {
  return useSyncExternalStore(
    subscribe,
    () => memory.searches,
    () => EMPTY.searches,
  );
}
