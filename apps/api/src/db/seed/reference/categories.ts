import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales';
import { slugify } from '@outsole/contracts/paths';
import type { Brand } from '@outsole/contracts/reference';
import { createRandom, type Random } from '../prng.js';
import { CATEGORY_NAMES, COLLECTION_NAME, COLLECTION_THEMES, type CategoryKey } from './category-names.js';

interface TreeNode {
  key: CategoryKey;
  children?: readonly TreeNode[];
  /**
   * A leaf added to the tree after it was first published: its id (and its collections' ids) are drawn after
   * every original category's, from a stream of their own, so adding it renumbers no category a link or a test
   * already names.
   */
  added?: true;
}

const leaves = (...keys: CategoryKey[]): TreeNode[] => keys.map((key) => ({ key }));

const STRIDE_DEPARTMENT: readonly TreeNode[] = [
  { key: 'shoes', children: leaves('running', 'trail', 'lifestyle', 'sandals', 'boots') },
  // Shorts were filed under pants at first; they have their own leaf now (after pants, so no position moves).
  { key: 'clothing', children: [...leaves('tops', 'jackets', 'pants'), { key: 'shorts', added: true }] },
  { key: 'accessories', children: leaves('socks', 'bags', 'hats') },
];

/** Kestrel is the outdoor brand: hiking instead of lifestyle, and an outlet instead of a sale. */
const KESTREL_DEPARTMENT: readonly TreeNode[] = [
  { key: 'shoes', children: leaves('hiking', 'trail', 'running', 'boots', 'sandals') },
  { key: 'clothing', children: leaves('jackets', 'tops', 'pants') },
  { key: 'accessories', children: leaves('bags', 'hats', 'socks') },
];

const TREES: Readonly<Record<Brand, readonly TreeNode[]>> = {
  stride: (['men', 'women', 'kids', 'sale'] as const).map((key) => ({ key, children: STRIDE_DEPARTMENT })),
  kestrel: (['men', 'women', 'outlet'] as const).map((key) => ({ key, children: KESTREL_DEPARTMENT })),
};

export interface GeneratedCategory {
  id: string;
  /** The tree node it was made from; null for a generated collection. */
  key: CategoryKey | null;
  brand: Brand;
  parentId: string | null;
  position: number;
  level: number;
  names: Record<LocalePath, { name: string; slug: string }>;
}

/** Fixed seed: the same size always gives the same tree, ids included. */
const CATEGORY_SEED = 0x5eed_ca7;
/** The stream of the leaves added later (TreeNode.added), drawn after the original tree and its collections. */
const ADDED_CATEGORY_SEED = 0x5eed_ca8;
/** spec §2: a category id is 4 to 6 digits. */
const MIN_ID = 1_000;
const MAX_ID = 999_999;

/**
 * The category trees of every brand. The base tree comes first from the random stream, so its ids are the
 * same at every size; size N then adds N-1 numbered collections under every base leaf (N times the leaves).
 * Leaves added later (TreeNode.added) and their collections come last, from a stream of their own, so every
 * category that was there before keeps its id.
 */
export function generateCategories(size: number): GeneratedCategory[] {
  let random = createRandom(CATEGORY_SEED);
  const used = new Set<string>();
  const nextId = (): string => uniqueId(random, used);
  const out: GeneratedCategory[] = [];
  const baseLeaves: GeneratedCategory[] = [];
  const added: Array<{ brand: Brand; node: TreeNode; parentId: string; position: number; level: number }> = [];

  /** The next id for a node of the tree, its names in every locale, added to the output. */
  const place = (brand: Brand, node: TreeNode, parentId: string | null, position: number, level: number) => {
    const category: GeneratedCategory = {
      id: nextId(),
      key: node.key,
      brand,
      parentId,
      position,
      level,
      names: localise((locale) => CATEGORY_NAMES[node.key][locale]),
    };
    out.push(category);
    return category;
  };
  const visit = (brand: Brand, nodes: readonly TreeNode[], parentId: string | null, level: number): void => {
    nodes.forEach((node, position) => {
      if (node.added && parentId !== null) {
        added.push({ brand, node, parentId, position, level });
        return;
      }
      const category = place(brand, node, parentId, position, level);
      if (node.children) visit(brand, node.children, category.id, level + 1);
      else baseLeaves.push(category);
    });
  };
  for (const brand of Object.keys(TREES) as Brand[]) visit(brand, TREES[brand], null, 1);
  addCollections(baseLeaves);

  random = createRandom(ADDED_CATEGORY_SEED);
  const addedLeaves = added.map(({ brand, node, parentId, position, level }) =>
    place(brand, node, parentId, position, level),
  );
  addCollections(addedLeaves);
  return out;

  function addCollections(leaves: readonly GeneratedCategory[]): void {
    for (const leaf of leaves) {
      for (let n = 1; n < size; n += 1) {
        const theme = random.pick(COLLECTION_THEMES);
        const number = String(n).padStart(2, '0');
        out.push({
          id: nextId(),
          key: null,
          brand: leaf.brand,
          parentId: leaf.id,
          position: n - 1,
          level: leaf.level + 1,
          names: localise((locale) => COLLECTION_NAME[locale].replace('{theme}', theme).replace('{n}', number)),
        });
      }
    }
  }
}

function uniqueId(random: Random, used: Set<string>): string {
  if (used.size > (MAX_ID - MIN_ID) / 2) throw new Error('Seed size too large for 4-to-6-digit category ids');
  for (;;) {
    const id = String(random.int(MIN_ID, MAX_ID));
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

/** Names per locale; slugs are ASCII, so Japanese categories take the US English slug (as Japanese shops do). */
function localise(nameIn: (locale: LocalePath) => string): Record<LocalePath, { name: string; slug: string }> {
  const englishSlug = slugify(nameIn('en-us'));
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => {
      const name = nameIn(locale);
      return [locale, { name, slug: locale === 'ja-jp' ? englishSlug : slugify(name) || englishSlug }];
    }),
  ) as Record<LocalePath, { name: string; slug: string }>;
}
