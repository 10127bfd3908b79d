import type { LocalePath } from '@outsole/contracts/locales';
import type { Brand } from '@outsole/contracts/reference';
import type { Gender } from '../../schema.js';
import type { CategoryKey } from '../reference/category-names.js';

type Names = Readonly<Record<LocalePath, string>>;

/** How a product type is sized: shoes in US sizes (converted for other markets), apparel XS–XXL, one size. */
export type SizeKind = 'shoe' | 'apparel' | 'socks' | 'one-size';

/**
 * What a style is in an outfit: a product set ("shop the look") takes at most one of each, so it pairs a shoe with
 * the apparel that goes with it and never puts two pairs of shoes together.
 */
export type OutfitSlot = 'shoe' | 'top' | 'bottom' | 'socks' | 'hat';

export interface ProductTypeSeed {
  key: string;
  slot: OutfitSlot;
  /** Whether the English type noun is plural (Shorts, Socks, Pants, Tights): the copy says "they are", not "it is". */
  plural: boolean;
  /** The leaf of the brand's category tree a style of this type lives under. */
  category: CategoryKey;
  department: 'shoes' | 'clothing' | 'accessories';
  sizeKind: SizeKind;
  /** Whether the men's and women's cuts come in a wide width too. */
  widths: boolean;
  genders: readonly Gender[];
  activities: readonly string[];
  materials: readonly string[];
  /** List price range in whole US dollars; other currencies derive from it (prices.ts). */
  usd: readonly [number, number];
  /** Relative share of the brand's styles. */
  weight: number;
  /** Two letters of the style code. */
  code: string;
  /** The type noun of a product name, per locale. */
  noun: Names;
  /**
   * The German and French nouns' gender and number (Laufshorts and Socken are plural, Chaussettes feminine plural,
   * Short de running masculine singular): the demo reviews' pronouns and agreeing words follow them, as the English
   * ones follow `plural`.
   */
  forms: NounForms;
}

/** A German noun's gender, or plural: "ihn", "sie", "es"; "Er erfüllt", "Sie erfüllen". */
export type GermanForm = 'm' | 'f' | 'n' | 'pl';
/** A French noun's gender and number: "il", "elle", "ils", "elles"; "neuf", "neuve", "neufs", "neuves". */
export type FrenchForm = 'm' | 'f' | 'mpl' | 'fpl';
export interface NounForms {
  de: GermanForm;
  fr: FrenchForm;
}

const noun = (en: string, de: string, fr: string, ja: string, gb = en): Names => ({
  'en-us': en,
  'en-gb': gb,
  'de-de': de,
  'fr-fr': fr,
  'ja-jp': ja,
});

const SHARED = {
  tee: {
    key: 'tee',
    slot: 'top',
    plural: false,
    category: 'tops',
    department: 'clothing',
    sizeKind: 'apparel',
    widths: false,
    materials: ['recycled-polyester', 'cotton', 'merino'],
    usd: [30, 55],
    code: 'TE',
    noun: noun('Tee', 'T-Shirt', 'T-shirt', 'Tシャツ', 'T-Shirt'),
    forms: { de: 'n', fr: 'm' },
  },
  hoodie: {
    key: 'hoodie',
    slot: 'top',
    plural: false,
    category: 'tops',
    department: 'clothing',
    sizeKind: 'apparel',
    widths: false,
    materials: ['fleece', 'cotton'],
    usd: [65, 95],
    code: 'HD',
    noun: noun('Hoodie', 'Hoodie', 'Sweat à capuche', 'パーカー'),
    forms: { de: 'm', fr: 'm' },
  },
  socks: {
    key: 'socks',
    slot: 'socks',
    plural: true,
    category: 'socks',
    department: 'accessories',
    sizeKind: 'socks',
    widths: false,
    genders: ['unisex'],
    materials: ['merino', 'recycled-polyester'],
    usd: [14, 24],
    code: 'SK',
    noun: noun('Socks', 'Socken', 'Chaussettes', 'ソックス'),
    forms: { de: 'pl', fr: 'fpl' },
  },
  cap: {
    key: 'cap',
    slot: 'hat',
    plural: false,
    category: 'hats',
    department: 'accessories',
    sizeKind: 'one-size',
    widths: false,
    genders: ['unisex'],
    materials: ['recycled-polyester', 'cotton'],
    usd: [25, 38],
    code: 'CP',
    noun: noun('Cap', 'Cap', 'Casquette', 'キャップ'),
    forms: { de: 'f', fr: 'f' },
  },
} as const;

/** Stride: road and trail running plus lifestyle. Weights put about two thirds of the range in footwear. */
const STRIDE: readonly ProductTypeSeed[] = [
  {
    key: 'running-shoe',
    slot: 'shoe',
    plural: false,
    category: 'running',
    department: 'shoes',
    sizeKind: 'shoe',
    widths: true,
    genders: ['men', 'women'],
    activities: ['road-running', 'racing', 'training'],
    materials: ['engineered-mesh', 'knit', 'recycled-mesh'],
    usd: [110, 200],
    weight: 24,
    code: 'RN',
    noun: noun('Running Shoe', 'Laufschuh', 'Chaussure de running', 'ランニングシューズ'),
    forms: { de: 'm', fr: 'f' },
  },
  {
    key: 'trail-shoe',
    slot: 'shoe',
    plural: false,
    category: 'trail',
    department: 'shoes',
    sizeKind: 'shoe',
    widths: false,
    genders: ['men', 'women'],
    activities: ['trail-running'],
    materials: ['engineered-mesh', 'ripstop'],
    usd: [120, 180],
    weight: 10,
    code: 'TR',
    noun: noun('Trail Running Shoe', 'Trailschuh', 'Chaussure de trail', 'トレイルランニングシューズ'),
    forms: { de: 'm', fr: 'f' },
  },
  {
    key: 'sneaker',
    slot: 'shoe',
    plural: false,
    category: 'lifestyle',
    department: 'shoes',
    sizeKind: 'shoe',
    widths: false,
    genders: ['men', 'women', 'kids'],
    activities: ['lifestyle'],
    materials: ['leather', 'suede', 'canvas'],
    usd: [70, 130],
    weight: 16,
    code: 'SN',
    noun: noun('Sneaker', 'Sneaker', 'Sneaker', 'スニーカー', 'Trainer'),
    forms: { de: 'm', fr: 'f' },
  },
  {
    key: 'sandal',
    slot: 'shoe',
    plural: false,
    category: 'sandals',
    department: 'shoes',
    sizeKind: 'shoe',
    widths: false,
    genders: ['men', 'women'],
    activities: ['recovery', 'lifestyle'],
    materials: ['eva-foam', 'recycled-rubber'],
    usd: [35, 65],
    weight: 6,
    code: 'SD',
    noun: noun('Recovery Slide', 'Badeschlappe', 'Claquette de récupération', 'リカバリースライド'),
    forms: { de: 'f', fr: 'f' },
  },
  { ...SHARED.tee, genders: ['men', 'women'], activities: ['road-running', 'training'], weight: 10 },
  { ...SHARED.hoodie, genders: ['men', 'women'], activities: ['lifestyle', 'training'], weight: 6 },
  {
    key: 'shorts',
    slot: 'bottom',
    plural: true,
    category: 'shorts',
    department: 'clothing',
    sizeKind: 'apparel',
    widths: false,
    genders: ['men', 'women'],
    activities: ['road-running', 'training'],
    materials: ['recycled-polyester', 'nylon'],
    usd: [35, 60],
    weight: 8,
    code: 'SH',
    noun: noun('Running Shorts', 'Laufshorts', 'Short de running', 'ランニングショーツ'),
    forms: { de: 'pl', fr: 'm' },
  },
  {
    key: 'leggings',
    slot: 'bottom',
    plural: true,
    category: 'pants',
    department: 'clothing',
    sizeKind: 'apparel',
    widths: false,
    genders: ['women'],
    activities: ['road-running', 'training'],
    materials: ['nylon', 'recycled-polyester'],
    usd: [55, 95],
    weight: 6,
    code: 'LG',
    noun: noun('Running Tights', 'Lauftights', 'Collant de running', 'ランニングタイツ'),
    forms: { de: 'pl', fr: 'm' },
  },
  { ...SHARED.socks, activities: ['road-running'], weight: 4 },
  { ...SHARED.cap, activities: ['road-running'], weight: 4 },
];

/** Kestrel: the outdoor brand, hiking shoes and boots first, then weatherproof apparel. */
const KESTREL: readonly ProductTypeSeed[] = [
  {
    key: 'hiking-shoe',
    slot: 'shoe',
    plural: false,
    category: 'hiking',
    department: 'shoes',
    sizeKind: 'shoe',
    widths: true,
    genders: ['men', 'women'],
    activities: ['hiking'],
    materials: ['suede', 'waterproof-mesh'],
    usd: [120, 190],
    weight: 18,
    code: 'HK',
    noun: noun('Hiking Shoe', 'Wanderschuh', 'Chaussure de randonnée', 'ハイキングシューズ'),
    forms: { de: 'm', fr: 'f' },
  },
  {
    key: 'boot',
    slot: 'shoe',
    plural: false,
    category: 'boots',
    department: 'shoes',
    sizeKind: 'shoe',
    widths: true,
    genders: ['men', 'women'],
    activities: ['hiking', 'backpacking'],
    materials: ['leather', 'nubuck', 'waterproof-mesh'],
    usd: [160, 260],
    weight: 16,
    code: 'BT',
    noun: noun('Hiking Boot', 'Wanderstiefel', 'Chaussure montante', 'ハイキングブーツ'),
    forms: { de: 'm', fr: 'f' },
  },
  {
    key: 'trail-shoe',
    slot: 'shoe',
    plural: false,
    category: 'trail',
    department: 'shoes',
    sizeKind: 'shoe',
    widths: false,
    genders: ['men', 'women'],
    activities: ['trail-running'],
    materials: ['ripstop', 'engineered-mesh'],
    usd: [130, 180],
    weight: 10,
    code: 'TR',
    noun: noun('Trail Running Shoe', 'Trailschuh', 'Chaussure de trail', 'トレイルランニングシューズ'),
    forms: { de: 'm', fr: 'f' },
  },
  {
    key: 'sandal',
    slot: 'shoe',
    plural: false,
    category: 'sandals',
    department: 'shoes',
    sizeKind: 'shoe',
    widths: false,
    genders: ['men', 'women'],
    activities: ['hiking', 'water'],
    materials: ['webbing', 'recycled-rubber'],
    usd: [60, 110],
    weight: 6,
    code: 'SD',
    noun: noun('Hiking Sandal', 'Trekkingsandale', 'Sandale de randonnée', 'ハイキングサンダル'),
    forms: { de: 'f', fr: 'f' },
  },
  {
    key: 'jacket',
    slot: 'top',
    plural: false,
    category: 'jackets',
    department: 'clothing',
    sizeKind: 'apparel',
    widths: false,
    genders: ['men', 'women'],
    activities: ['hiking', 'backpacking'],
    materials: ['waterproof-shell', 'down', 'fleece'],
    usd: [120, 320],
    weight: 14,
    code: 'JK',
    noun: noun('Jacket', 'Jacke', 'Veste', 'ジャケット'),
    forms: { de: 'f', fr: 'f' },
  },
  { ...SHARED.hoodie, genders: ['men', 'women'], activities: ['hiking', 'lifestyle'], weight: 6 },
  { ...SHARED.tee, genders: ['men', 'women'], activities: ['hiking'], weight: 8 },
  {
    key: 'pants',
    slot: 'bottom',
    plural: true,
    category: 'pants',
    department: 'clothing',
    sizeKind: 'apparel',
    widths: false,
    genders: ['men', 'women'],
    activities: ['hiking'],
    materials: ['nylon', 'ripstop'],
    usd: [70, 120],
    weight: 8,
    code: 'PT',
    noun: noun('Hiking Pants', 'Wanderhose', 'Pantalon de randonnée', 'ハイキングパンツ', 'Hiking Trousers'),
    forms: { de: 'f', fr: 'm' },
  },
  { ...SHARED.socks, activities: ['hiking'], weight: 4 },
  { ...SHARED.cap, activities: ['hiking'], weight: 3 },
];

export const PRODUCT_TYPES: Readonly<Record<Brand, readonly ProductTypeSeed[]>> = { stride: STRIDE, kestrel: KESTREL };

/** Share of the generated styles per brand: Stride is the larger range. */
export const BRAND_WEIGHTS: readonly (readonly [Brand, number])[] = [
  ['stride', 7],
  ['kestrel', 3],
];
