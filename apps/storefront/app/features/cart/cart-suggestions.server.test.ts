import type { ProductTile } from '@outsole/contracts/products';
import type { SaveForLaterList } from '@outsole/contracts/save-for-later';
import { describe, expect, it, vi } from 'vitest';

import type { ApiClient } from '#app/lib/api/client.server.ts';
import { CART_SUGGESTIONS, cartSuggestions } from './cart-suggestions.server.ts';
import { cartAnswer, cartItem } from './cart-test-kit.ts';

const tile = (productId: string): ProductTile => ({
  productId,
  name: productId,
  pdpUrl: `/en-us/p/x-${productId}`,
  price: { list: 10000, sale: null, currency: 'USD' },
  image: { view: 'side', url: `/images/products/${productId}/001/side.svg`, width: 800, height: 800 },
  colourCount: 1,
  badges: [],
});

function fakeApi(products: string[]) {
  const get = vi.fn(async (_path: string, _schema: unknown, query: { productId: string }) => ({
    widget: 'similar',
    productId: query.productId,
    products: products.map(tile),
  }));
  return { api: { get } as unknown as ApiClient, get };
}

describe('cartSuggestions', () => {
  it('asks for styles like the line added last, leaving out what the cart and saved for later show', async () => {
    const { api, get } = fakeApi(['SRN000001', 'SRN000002', 'SRN000003', 'SRN000004', 'SRN000005', 'SRN000006']);
    const cart = cartAnswer({}, [
      cartItem({ id: 'a', productId: 'SRN000002' }),
      cartItem({ id: 'b', productId: 'SRN100000' }),
      // A gift with purchase is not what the shopper chose: the anchor is the last line they added.
      cartItem({ id: 'c', productId: 'SRN000009', bonus: true }),
    ]);
    const saved = { items: [{ productId: 'SRN000004' }] } as unknown as SaveForLaterList;
    const tiles = await cartSuggestions(api, cart, saved);
    expect(get).toHaveBeenCalledWith('/products/v1/widgetRecommendations', expect.anything(), {
      productId: 'SRN100000',
      count: CART_SUGGESTIONS * 2,
    });
    expect(tiles.map((t) => t.productId)).toEqual(['SRN000001', 'SRN000003', 'SRN000005', 'SRN000006']);
  });

  it('asks nothing for an empty cart, no cart, or one of gifts only', async () => {
    const { api, get } = fakeApi(['SRN000001']);
    expect(await cartSuggestions(api, null, null)).toEqual([]);
    expect(await cartSuggestions(api, cartAnswer({}, []), null)).toEqual([]);
    expect(await cartSuggestions(api, cartAnswer({}, [cartItem({ bonus: true })]), null)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });
});
