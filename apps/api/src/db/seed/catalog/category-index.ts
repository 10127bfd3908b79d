import type { Brand } from '@outsole/contracts/reference';
import type { GeneratedCategory } from '../reference/categories.js';

/**
 * Finds a category by its path of tree keys (`stride/men/shoes/running`) and the generated collections under a
 * leaf, so the catalog generator can file styles without knowing generated ids.
 */
export interface CategoryIndex {
  leaf(brand: Brand, department: string, group: string, leaf: string): string | undefined;
  collections(leafId: string): readonly string[];
}

export function indexCategories(categories: readonly GeneratedCategory[]): CategoryIndex {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const byPath = new Map<string, string>();
  const collections = new Map<string, string[]>();
  for (const category of categories) {
    if (category.key === null) {
      if (category.parentId !== null)
        collections.set(category.parentId, [...(collections.get(category.parentId) ?? []), category.id]);
      continue;
    }
    const keys: string[] = [];
    for (
      let node: GeneratedCategory | undefined = category;
      node;
      node = node.parentId ? byId.get(node.parentId) : undefined
    ) {
      keys.unshift(node.key ?? '');
    }
    byPath.set(`${category.brand}/${keys.join('/')}`, category.id);
  }
  return {
    leaf: (brand, department, group, leaf) => byPath.get(`${brand}/${department}/${group}/${leaf}`),
    collections: (leafId) => collections.get(leafId) ?? [],
  };
}
