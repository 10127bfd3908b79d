import type { CatalogCategory } from '@outsole/contracts/catalog';
import { categoryPath } from '@outsole/contracts/paths';

/** A category as the navigation shows it: nested, ordered by position, with its storefront URL. */
export interface NavCategory {
  id: string;
  name: string;
  slug: string;
  /** The same in every language (`men`, `sale`; the catalog's `key`): what code looks a department up by. */
  key: string | null;
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
      key: category.key,
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
    .map(({ id, name, slug, key, href, children }) => ({
      id,
      name,
      slug,
      key,
      href,
      children: sortAndStrip(children),
    }));
}

const trees = new WeakMap<readonly CatalogCategory[], Map<string, NavCategory[]>>();

/**
 * `buildCategoryTree`, once per catalog answer and locale. A catalog from the reference cache is the same object
 * for every request until it expires, and the root and home loaders of one request share it, so the tree is built
 * once instead of twice per page view. The tree is shared: it is frozen, read it and never change it.
 */
export function categoryTreeFor(categories: readonly CatalogCategory[], locale: string): NavCategory[] {
  return treeOnce(trees, categories, locale, (all) => all);
}

/** The frozen tree of the `picked` categories, kept in `cache` per catalog answer and locale. */
function treeOnce(
  cache: WeakMap<readonly CatalogCategory[], Map<string, NavCategory[]>>,
  categories: readonly CatalogCategory[],
  locale: string,
  picked: (all: readonly CatalogCategory[]) => readonly CatalogCategory[],
): NavCategory[] {
  const byLocale = builtOnce(cache, categories, () => new Map<string, NavCategory[]>());
  let tree = byLocale.get(locale);
  if (!tree) {
    tree = deepFreeze(buildCategoryTree(picked(categories), locale));
    byLocale.set(locale, tree);
  }
  return tree;
}

function deepFreeze(nodes: NavCategory[]): NavCategory[] {
  for (const node of nodes) {
    deepFreeze(node.children);
    Object.freeze(node);
  }
  return Object.freeze(nodes) as NavCategory[];
}

const navigations = new WeakMap<readonly CatalogCategory[], Map<string, NavCategory[]>>();

/**
 * The tree menus show (the header's navigation, the home page's categories, the no-results page's): `categoryTreeFor`
 * without the categories the site sells nothing in (`hasProducts` false; decision 0047), once per catalog answer and
 * locale. Their pages still exist: the category page finds them in the whole tree.
 */
export function navigationTreeFor(categories: readonly CatalogCategory[], locale: string): NavCategory[] {
  return treeOnce(navigations, categories, locale, (all) => all.filter((category) => category.hasProducts !== false));
}

const trails = new WeakMap<readonly NavCategory[], Map<string, readonly NavCategory[]>>();

/**
 * The categories from the top of `tree` down to `id` (itself last), or null when the tree has no such category.
 * Every category page asks this of the whole catalog tree: the trails are indexed once per tree (a shared, frozen
 * tree from `categoryTreeFor`), not searched for on every request.
 */
export function categoryTrail(tree: readonly NavCategory[], id: string): readonly NavCategory[] | null {
  const index = builtOnce(trails, tree, () => {
    const built = new Map<string, readonly NavCategory[]>();
    const visit = (nodes: readonly NavCategory[], above: readonly NavCategory[]) => {
      for (const node of nodes) {
        const trail = Object.freeze([...above, node]);
        if (!built.has(node.id)) built.set(node.id, trail);
        visit(node.children, trail);
      }
    };
    visit(tree, []);
    return built;
  });
  return index.get(id) ?? null;
}

const byId = new WeakMap<readonly CatalogCategory[], Map<string, CatalogCategory>>();

/** The category of a catalog answer with this id (indexed once per answer, as `categoryTrail`). */
export function catalogCategory(categories: readonly CatalogCategory[], id: string): CatalogCategory | undefined {
  return builtOnce(byId, categories, () => new Map(categories.map((category) => [category.id, category]))).get(id);
}

/** What `build` makes for `key`, made on the first call and kept as long as `key` lives. */
function builtOnce<K extends object, V>(cache: WeakMap<K, V>, key: K, build: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

/**
 * A category's ancestors as one quiet line beside its name ("Men / Shoes" under "Running"), the way the breadcrumbs
 * separate them; undefined at the top of the tree.
 */
export function categoryPathLabel(path: readonly string[]): string | undefined {
  return path.length > 0 ? path.join(' / ') : undefined;
}

/** The brand's markdown department (Stride's Sale, Kestrel's Outlet), which the navigation shows in the sale colour. */
export function isSaleDepartment(category: Pick<NavCategory, 'key'>): boolean {
  return category.key === 'sale' || category.key === 'outlet';
}
