import type { CatalogCategory } from '@outsole/contracts/catalog';
import { categoryPath } from '@outsole/contracts/paths';

/** A category as the navigation shows it: nested, ordered by position, with its storefront URL. */
export interface NavCategory {
  id: string;
  name: string;
  slug: string;
  href: string;
  children: NavCategory[];
}

/**
 * Nests the catalog's flat list (each node names its parent) into a tree, siblings ordered by `position`.
 * Orphans (a parent missing from the answer) are dropped rather than promoted to the top level.
 */
export function buildCategoryTree(categories: readonly CatalogCategory[], locale: string): NavCategory[] {
  const nodes = new Map<string, NavCategory & { position: number }>();
  for (const category of categories) {
    nodes.set(category.id, {
      id: category.id,
      name: category.name,
      slug: category.slug,
      href: categoryPath(locale, category.slug || category.name, category.id),
      children: [],
      position: category.position,
    });
  }
  const roots: Array<NavCategory & { position: number }> = [];
  for (const category of categories) {
    const node = nodes.get(category.id);
    if (!node) continue;
    if (category.parentId === null) roots.push(node);
    else nodes.get(category.parentId)?.children.push(node);
  }
  return sortAndStrip(roots);
}

function sortAndStrip(nodes: Array<NavCategory & { position?: number }>): NavCategory[] {
  return [...nodes]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map(({ id, name, slug, href, children }) => ({ id, name, slug, href, children: sortAndStrip(children) }));
}
