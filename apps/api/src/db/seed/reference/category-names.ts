import type { LocalePath } from '@outsole/contracts/locales';

type Names = Readonly<Record<LocalePath, string>>;

/** Category names per locale, as a shop in that market labels them (en-gb says Trousers, not Pants). */
export const CATEGORY_NAMES = {
  men: { 'en-us': 'Men', 'en-gb': 'Men', 'de-de': 'Herren', 'fr-fr': 'Homme', 'ja-jp': 'メンズ' },
  women: { 'en-us': 'Women', 'en-gb': 'Women', 'de-de': 'Damen', 'fr-fr': 'Femme', 'ja-jp': 'レディース' },
  kids: { 'en-us': 'Kids', 'en-gb': 'Kids', 'de-de': 'Kinder', 'fr-fr': 'Enfant', 'ja-jp': 'キッズ' },
  sale: { 'en-us': 'Sale', 'en-gb': 'Sale', 'de-de': 'Sale', 'fr-fr': 'Soldes', 'ja-jp': 'セール' },
  outlet: { 'en-us': 'Outlet', 'en-gb': 'Outlet', 'de-de': 'Outlet', 'fr-fr': 'Outlet', 'ja-jp': 'アウトレット' },
  shoes: { 'en-us': 'Shoes', 'en-gb': 'Shoes', 'de-de': 'Schuhe', 'fr-fr': 'Chaussures', 'ja-jp': 'シューズ' },
  clothing: {
    'en-us': 'Clothing',
    'en-gb': 'Clothing',
    'de-de': 'Bekleidung',
    'fr-fr': 'Vêtements',
    'ja-jp': 'ウェア',
  },
  accessories: {
    'en-us': 'Accessories',
    'en-gb': 'Accessories',
    'de-de': 'Accessoires',
    'fr-fr': 'Accessoires',
    'ja-jp': 'アクセサリー',
  },
  running: { 'en-us': 'Running', 'en-gb': 'Running', 'de-de': 'Laufschuhe', 'fr-fr': 'Running', 'ja-jp': 'ランニング' },
  trail: { 'en-us': 'Trail', 'en-gb': 'Trail', 'de-de': 'Trailrunning', 'fr-fr': 'Trail', 'ja-jp': 'トレイル' },
  hiking: {
    'en-us': 'Hiking',
    'en-gb': 'Hiking',
    'de-de': 'Wanderschuhe',
    'fr-fr': 'Randonnée',
    'ja-jp': 'ハイキング',
  },
  lifestyle: {
    'en-us': 'Lifestyle',
    'en-gb': 'Lifestyle',
    'de-de': 'Freizeit',
    'fr-fr': 'Lifestyle',
    'ja-jp': 'ライフスタイル',
  },
  sandals: { 'en-us': 'Sandals', 'en-gb': 'Sandals', 'de-de': 'Sandalen', 'fr-fr': 'Sandales', 'ja-jp': 'サンダル' },
  boots: { 'en-us': 'Boots', 'en-gb': 'Boots', 'de-de': 'Stiefel', 'fr-fr': 'Bottes', 'ja-jp': 'ブーツ' },
  tops: { 'en-us': 'Tops', 'en-gb': 'Tops', 'de-de': 'Oberteile', 'fr-fr': 'Hauts', 'ja-jp': 'トップス' },
  jackets: { 'en-us': 'Jackets', 'en-gb': 'Jackets', 'de-de': 'Jacken', 'fr-fr': 'Vestes', 'ja-jp': 'ジャケット' },
  pants: { 'en-us': 'Pants', 'en-gb': 'Trousers', 'de-de': 'Hosen', 'fr-fr': 'Pantalons', 'ja-jp': 'パンツ' },
  shorts: { 'en-us': 'Shorts', 'en-gb': 'Shorts', 'de-de': 'Shorts', 'fr-fr': 'Shorts', 'ja-jp': 'ショーツ' },
  socks: { 'en-us': 'Socks', 'en-gb': 'Socks', 'de-de': 'Socken', 'fr-fr': 'Chaussettes', 'ja-jp': 'ソックス' },
  bags: { 'en-us': 'Bags', 'en-gb': 'Bags', 'de-de': 'Taschen', 'fr-fr': 'Sacs', 'ja-jp': 'バッグ' },
  hats: { 'en-us': 'Hats', 'en-gb': 'Hats', 'de-de': 'Mützen & Caps', 'fr-fr': 'Casquettes', 'ja-jp': '帽子' },
} as const satisfies Record<string, Names>;

export type CategoryKey = keyof typeof CATEGORY_NAMES;

/** The word for a generated collection, per locale; `{theme}` and `{n}` are filled in. */
export const COLLECTION_NAME: Names = {
  'en-us': '{theme} Collection {n}',
  'en-gb': '{theme} Collection {n}',
  'de-de': 'Kollektion {theme} {n}',
  'fr-fr': 'Collection {theme} {n}',
  'ja-jp': '{theme} コレクション {n}',
};

/** Collection themes are proper names, so they stay the same in every locale. */
export const COLLECTION_THEMES = [
  'Alpine',
  'Tempo',
  'Summit',
  'Coastal',
  'Urban',
  'Canyon',
  'Aurora',
  'Meridian',
  'Harbor',
  'Sierra',
  'Nimbus',
  'Glacier',
  'Monsoon',
  'Redwood',
  'Solstice',
  'Tundra',
  'Vista',
  'Zephyr',
  'Basalt',
  'Cascade',
] as const;
