import type { CatalogCategory } from '@outsole/contracts/catalog';
import { describe, expect, it } from 'vitest';

import {
  buildCategoryTree,
  catalogCategory,
  categoryTrail,
  categoryTreeFor,
  isSaleDepartment,
  navigationTreeFor,
} from './category-tree.ts';

const flat: CatalogCategory[] = [
  { id: '2100', parentId: '2000', name: 'Running', slug: 'womens-running', key: 'running', level: 2, position: 1 },
  { id: '2000', parentId: null, name: 'Women', slug: 'women', key: 'women', level: 1, position: 1 },
  { id: '1000', parentId: null, name: 'Men', slug: 'men', key: 'men', level: 1, position: 0 },
  { id: '2050', parentId: '2000', name: 'New in', slug: 'womens-new', key: null, level: 2, position: 0 },
  { id: '9100', parentId: '9000', name: 'Orphan', slug: 'orphan', key: 'orphan', level: 2, position: 0 },
];

describe('buildCategoryTree', () => {
  it('nests children under parents, orders siblings by position and links with categoryPath', () => {
    const tree = buildCategoryTree(flat, 'en-gb');
    expect(tree.map((node) => node.name)).toEqual(['Men', 'Women']);
    expect(tree[0]).toMatchObject({ href: '/en-gb/c/men-1000', key: 'men', children: [] });
    expect(tree[1]?.children.map((node) => [node.name, node.href])).toEqual([
      ['New in', '/en-gb/c/womens-new-2050'],
      ['Running', '/en-gb/c/womens-running-2100'],
    ]);
  });

  it('drops categories whose parent is missing', () => {
    const tree = buildCategoryTree(flat, 'en-us');
    expect(JSON.stringify(tree)).not.toContain('Orphan');
  });

  it('falls back to the name when a category has no slug', () => {
    const [node] = buildCategoryTree(
      [{ id: '3000', parentId: null, name: 'Kids & Baby', slug: '', key: 'kids', level: 1, position: 0 }],
      'de-de',
    );
    expect(node?.href).toBe('/de-de/c/kids-baby-3000');
  });
});

describe('categoryTreeFor', () => {
  it('builds the tree once per catalog answer and locale, and freezes the shared tree', () => {
    const tree = categoryTreeFor(flat, 'en-gb');
    expect(tree).toEqual(buildCategoryTree(flat, 'en-gb'));
    expect(categoryTreeFor(flat, 'en-gb')).toBe(tree);
    expect(categoryTreeFor(flat, 'de-de')).not.toBe(tree);
    expect(categoryTreeFor([...flat], 'en-gb')).not.toBe(tree);
    expect(Object.isFrozen(tree)).toBe(true);
    expect(Object.isFrozen(tree[1]?.children[0])).toBe(true);
  });
});

describe('navigationTreeFor', () => {
  it('leaves out the categories the site sells nothing in; the whole tree still holds their pages', () => {
    const withEmpty = flat.map((category) => (category.id === '2050' ? { ...category, hasProducts: false } : category));
    const menu = navigationTreeFor(withEmpty, 'en-gb');
    expect(menu[1]?.children.map((node) => node.name)).toEqual(['Running']);
    expect(navigationTreeFor(withEmpty, 'en-gb')).toBe(menu);
    expect(Object.isFrozen(menu)).toBe(true);
    expect(categoryTrail(categoryTreeFor(withEmpty, 'en-gb'), '2050')?.map((node) => node.name)).toEqual([
      'Women',
      'New in',
    ]);
    // An answer without the field (an older api) shows every category.
    expect(navigationTreeFor(flat, 'en-gb')).toEqual(categoryTreeFor(flat, 'en-gb'));
  });
});

describe('categoryTrail', () => {
  it('names the categories from the top down to the one asked for, itself last', () => {
    const tree = categoryTreeFor(flat, 'en-us');
    expect(categoryTrail(tree, '2100')?.map((node) => node.id)).toEqual(['2000', '2100']);
    expect(categoryTrail(tree, '1000')?.map((node) => node.id)).toEqual(['1000']);
    expect(categoryTrail(tree, '2100')?.at(-1)).toBe(tree[1]?.children[1]);
  });

  it('answers null for a category the tree does not hold (unknown, or dropped as an orphan)', () => {
    const tree = categoryTreeFor(flat, 'en-us');
    expect(categoryTrail(tree, '4242')).toBeNull();
    expect(categoryTrail(tree, '9100')).toBeNull();
  });

  it('indexes each tree on its own: another locale’s tree answers with its own nodes', () => {
    const us = categoryTreeFor(flat, 'en-us');
    const gb = categoryTreeFor(flat, 'en-gb');
    expect(categoryTrail(gb, '2050')?.at(-1)?.href).toBe('/en-gb/c/womens-new-2050');
    expect(categoryTrail(us, '2050')?.at(-1)?.href).toBe('/en-us/c/womens-new-2050');
  });
});

describe('catalogCategory', () => {
  it('finds a category of the flat answer by id, orphans included, and nothing for an unknown id', () => {
    expect(catalogCategory(flat, '2050')?.slug).toBe('womens-new');
    expect(catalogCategory(flat, '9100')?.name).toBe('Orphan');
    expect(catalogCategory(flat, '4242')).toBeUndefined();
  });
});

describe('isSaleDepartment', () => {
  it("is each brand's markdown department by key, whatever its name or slug", () => {
    expect(isSaleDepartment({ key: 'sale' })).toBe(true);
    expect(isSaleDepartment({ key: 'outlet' })).toBe(true);
    expect(isSaleDepartment({ key: 'men' })).toBe(false);
    expect(isSaleDepartment({ key: null })).toBe(false);
  });
});
