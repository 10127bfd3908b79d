import { Catalog } from '@outsole/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

describe(`GET /products/v2/catalog (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedSize: 2 });
  });
  afterAll(() => t.close());

  const catalog = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/products/v2/catalog${query}`,
      headers: { ...AUTH, ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return Catalog.parse(response.json()).categories;
  };

  it('returns the brand tree to two levels by default, parents first', async () => {
    const categories = await catalog();
    expect(categories.filter((c) => c.level === 1).map((c) => c.name)).toEqual(['Men', 'Women', 'Kids', 'Sale']);
    expect(new Set(categories.map((c) => c.level))).toEqual(new Set([1, 2]));
    const seen = new Set<string>();
    for (const category of categories) {
      if (category.parentId) expect(seen.has(category.parentId)).toBe(true);
      seen.add(category.id);
    }
    const men = categories.find((c) => c.name === 'Men');
    expect(categories.filter((c) => c.parentId === men?.id).map((c) => c.name)).toEqual([
      'Shoes',
      'Clothing',
      'Accessories',
    ]);
  });

  it('says of each category whether the site sells anything in it or under it, as its listing finds', async () => {
    const categories = await catalog('?levels=5');
    const listed = async (categoryId: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/products/v2/search/productSearch?categoryId=${categoryId}&count=1`,
        headers: AUTH,
      });
      return (response.json() as { total: number }).total > 0;
    };
    for (const category of categories) expect(category.hasProducts, category.name).toBe(await listed(category.id));
    expect(categories.some((c) => c.hasProducts === false)).toBe(true);
    // A parent holds what its children hold.
    for (const category of categories.filter((c) => c.hasProducts))
      if (category.parentId) expect(categories.find((c) => c.id === category.parentId)?.hasProducts).toBe(true);
  });

  it('goes deeper with levels, including generated collections', async () => {
    const categories = await catalog('?levels=4');
    const running = categories.find((c) => c.level === 3 && c.name === 'Running');
    const collections = categories.filter((c) => c.parentId === running?.id);
    expect(collections).toHaveLength(1); // size 2: one collection per leaf
    expect(collections[0]?.name).toMatch(/^\w+ Collection 01$/);
    expect(collections[0]?.key).toBeNull(); // a generated collection has no place in the fixed tree
  });

  it('keys each tree node the same in every language, whatever its slug', async () => {
    const keyed = async (headers: Record<string, string>) =>
      (await catalog('?levels=3', headers)).filter((c) => c.level === 1).map((c) => [c.key, c.slug]);
    expect(await keyed({})).toEqual([
      ['men', 'men'],
      ['women', 'women'],
      ['kids', 'kids'],
      ['sale', 'sale'],
    ]);
    const french = await keyed({ 'x-site-id': 'stride-fr-fr', 'x-locale': 'fr-fr' });
    expect(french.map(([key]) => key)).toEqual(['men', 'women', 'kids', 'sale']);
    expect(french[0]?.[1]).toBe('homme');
    const german = await catalog('?levels=3', { 'x-locale': 'de-DE' });
    expect(german.find((c) => c.name === 'Laufschuhe')?.key).toBe('running');
  });

  it('names categories in the request locale and serves the brand of the site', async () => {
    const german = await catalog('?levels=3', { 'x-locale': 'de-DE' });
    expect(german.filter((c) => c.level === 1).map((c) => c.name)).toEqual(['Herren', 'Damen', 'Kinder', 'Sale']);
    expect(german.some((c) => c.name === 'Laufschuhe' && c.slug === 'laufschuhe')).toBe(true);
    const british = await catalog('?levels=3', { 'x-site-id': 'stride-en-gb' });
    expect(british.some((c) => c.name === 'Trousers')).toBe(true);
    const kestrel = await catalog('', { 'x-site-id': 'kestrel-en-us' });
    expect(kestrel.filter((c) => c.level === 1).map((c) => c.name)).toEqual(['Men', 'Women', 'Outlet']);
  });

  it('rejects levels out of range naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products/v2/catalog?levels=9', headers: AUTH });
    expectSpecError(response, 400, 'API400', 'query.levels');
  });
});
