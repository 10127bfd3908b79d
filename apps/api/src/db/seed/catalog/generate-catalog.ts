import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales';
import { slugify } from '@outsole/contracts/paths';
import type { Brand } from '@outsole/contracts/reference';
import { SIZE_RUNS, SOCK_SIZES, WIDTHS, type SizeSystem } from '@outsole/contracts/sizes';
import type {
  ColourwaysTable,
  Gender,
  InventoryTable,
  ProductSetItemsTable,
  ProductSetsTable,
  StyleCategoriesTable,
  StylePricesTable,
  StylesTable,
  StyleTranslationsTable,
  VariantsTable,
} from '../../schema.js';
import { ONLINE_LOCATION } from '../../schema.js';
import { createRandom, type Random } from '../prng.js';
import type { CategoryIndex } from './category-index.js';
import { COLOURS } from './colours.js';
import { listPrice, salePrice } from './prices.js';
import { createModelNamer, describeStyle, MODEL_NAMES, MODEL_NUMBERS, productName } from './product-names.js';
import { BRAND_WEIGHTS, PRODUCT_TYPES, type OutfitSlot, type ProductTypeSeed } from './product-types.js';
import { SET_THEMES } from './sets.js';
import { makeUpc } from './upc.js';

export interface CatalogOptions {
  size: number;
  /** Styles per unit of size: 400 for the demo catalog; tests ask for fewer to stay fast. */
  stylesPerSize: number;
  sites: readonly { siteId: string; brand: Brand; currency: string }[];
  stores: readonly { storeId: string; brand: Brand }[];
  categories: CategoryIndex;
}

/** One slice of the catalog, every table's rows for a run of styles, in foreign-key order. */
export interface CatalogChunk {
  styles: StylesTable[];
  translations: StyleTranslationsTable[];
  colourways: ColourwaysTable[];
  variants: VariantsTable[];
  prices: StylePricesTable[];
  styleCategories: StyleCategoriesTable[];
  inventory: InventoryTable[];
  sets: ProductSetsTable[];
  setItems: ProductSetItemsTable[];
}

/** Fixed seed and clock: the same size always yields the same catalog, dates included. */
const CATALOG_SEED = 0xca7a_1096;
export const CATALOG_NOW = '2025-06-01T00:00:00.000Z';
const STYLES_PER_CHUNK = 500;
/** Styles per product set. */
const SET_EVERY = 20;
const DAY_MS = 86_400_000;
/** A store's assortment stays the size of a store (~70 styles) however large the catalog grows. */
const STORE_CARRY_RATE = 0.25;
const UPC_PREFIX: Readonly<Record<Brand, string>> = { stride: '084', kestrel: '086' };
const BRAND_LETTER: Readonly<Record<Brand, string>> = { stride: 'S', kestrel: 'K' };
/** An affine map with a multiplier coprime to 10^n permutes 0..10^n-1: codes look scattered yet never repeat. */
const CODE_STRIDE = 7_919;
const CODE_OFFSET = 104_729;

/**
 * The demo catalog, chunk by chunk so a 100,000-style catalog never sits in memory at once. Models come in one
 * or two cuts (men's and women's share a masterId); each style has 2–5 colourways, a size run per type (with a
 * wide width where it applies), a price on every site of its brand (about a fifth on sale), online stock for
 * every variant (some sold out) and store stock where a store carries it.
 */
export function* generateCatalog(options: CatalogOptions): Generator<CatalogChunk> {
  const random = createRandom(CATALOG_SEED);
  const total = options.size * options.stylesPerSize;
  const upcCounters: Record<Brand, number> = { stride: 0, kestrel: 0 };
  const carryRate = STORE_CARRY_RATE / options.size;
  let index = 0;
  let model = 0;
  let setIndex = 0;
  let chunk = emptyChunk();
  const nameModel = createModelNamer();

  while (index < total) {
    const brand = weighted(random, BRAND_WEIGHTS);
    const type = weighted(
      random,
      PRODUCT_TYPES[brand].map((t) => [t, t.weight] as const),
    );
    const masterId = `M${BRAND_LETTER[brand]}${code(model)}`;
    const modelName = nameModel(brand, type.key, random.pick(MODEL_NAMES[brand]), random.int(1, MODEL_NUMBERS));
    const twin = type.genders.includes('men') && type.genders.includes('women') && random.next() < 0.5;
    const genders: Gender[] = twin ? ['men', 'women'] : [random.pick(type.genders)];
    model += 1;
    for (const gender of genders) {
      if (index >= total) break;
      addStyle(chunk, random, options, { brand, type, gender, masterId, modelName, index, upcCounters, carryRate });
      index += 1;
      if (index % SET_EVERY === 0) addSet(chunk, random, setIndex++);
      if (chunk.styles.length >= STYLES_PER_CHUNK) {
        yield chunk;
        chunk = emptyChunk();
      }
    }
  }
  if (chunk.styles.length > 0) yield chunk;
}

interface StyleSpec {
  brand: Brand;
  type: ProductTypeSeed;
  gender: Gender;
  masterId: string;
  modelName: string;
  index: number;
  upcCounters: Record<Brand, number>;
  carryRate: number;
}

function addStyle(chunk: CatalogChunk, random: Random, options: CatalogOptions, spec: StyleSpec): void {
  const { brand, type, gender } = spec;
  const productId = `${BRAND_LETTER[brand]}${type.code}${code(spec.index)}`;
  const material = random.pick(type.materials);
  const activity = random.pick(type.activities);
  const ageDays = random.int(0, 730);
  const badges = [
    ...(ageDays < 45 ? ['new'] : []),
    ...(random.next() < 0.08 ? ['bestseller'] : []),
    ...(material.startsWith('recycled') ? ['sustainable'] : []),
    ...(random.next() < 0.03 ? ['online-exclusive'] : []),
  ];
  chunk.styles.push({
    product_id: productId,
    master_id: spec.masterId,
    brand,
    product_type: type.key,
    gender,
    activity,
    material,
    badges: JSON.stringify(badges),
    created_at: new Date(Date.parse(CATALOG_NOW) - ageDays * DAY_MS - random.int(0, DAY_MS - 1)).toISOString(),
  });

  const englishName = productName('en-us', spec.modelName, type.noun['en-us']);
  for (const locale of SUPPORTED_LOCALES) {
    const name = productName(locale, spec.modelName, type.noun[locale]);
    chunk.translations.push({
      product_id: productId,
      locale,
      name,
      description: describeStyle(random, locale, name, material, activity, type.plural, type.forms),
      // Slugs are ASCII: Japanese pages take the English slug, as Japanese shops do.
      slug: locale === 'ja-jp' ? slugify(englishName) : slugify(name),
    });
  }

  const onSale = random.next() < 0.2;
  addPrices(chunk, random, options, productId, brand, type, onSale);
  addCategories(chunk, random, options.categories, productId, brand, type, gender, onSale);
  addColourwaysAndStock(chunk, random, options, spec, productId);
}

function addPrices(
  chunk: CatalogChunk,
  random: Random,
  options: CatalogOptions,
  productId: string,
  brand: Brand,
  type: ProductTypeSeed,
  onSale: boolean,
): void {
  const [low, high] = type.usd;
  const usd = low + 5 * random.int(0, Math.floor((high - low) / 5));
  const percentOff = random.pick([20, 25, 30, 40]);
  for (const site of options.sites) {
    if (site.brand !== brand) continue;
    const list = listPrice(site.currency, usd);
    chunk.prices.push({
      product_id: productId,
      site_id: site.siteId,
      currency_code: site.currency,
      list_amount: list,
      sale_amount: onSale ? salePrice(site.currency, list, percentOff) : null,
    });
  }
}

function addCategories(
  chunk: CatalogChunk,
  random: Random,
  categories: CategoryIndex,
  productId: string,
  brand: Brand,
  type: ProductTypeSeed,
  gender: Gender,
  onSale: boolean,
): void {
  // Unisex goods are filed under men first (their breadcrumb) and under women too.
  const departments = gender === 'unisex' ? ['men', 'women'] : [gender];
  if (onSale) departments.push(brand === 'stride' ? 'sale' : 'outlet');
  const linked = new Set<string>();
  departments.forEach((department, position) => {
    const leafId = categories.leaf(brand, department, type.department, type.category);
    if (!leafId || linked.has(leafId)) return;
    linked.add(leafId);
    chunk.styleCategories.push({ product_id: productId, category_id: leafId, is_primary: position === 0 ? 1 : 0 });
    const collections = categories.collections(leafId);
    if (position === 0 && collections.length > 0) {
      chunk.styleCategories.push({ product_id: productId, category_id: random.pick(collections), is_primary: 0 });
    }
  });
}

function addColourwaysAndStock(
  chunk: CatalogChunk,
  random: Random,
  options: CatalogOptions,
  spec: StyleSpec,
  productId: string,
): void {
  const system = sizeSystem(spec.type, spec.gender);
  const sizes = spec.type.sizeKind === 'socks' ? SOCK_SIZES : SIZE_RUNS[system];
  const widths = spec.type.widths ? WIDTHS[system] : undefined;
  const stores = options.stores.filter((store) => store.brand === spec.brand && random.next() < spec.carryRate);
  const colourCount = random.int(2, 5);
  const used = new Set<number>();
  for (let position = 0; position < colourCount; position += 1) {
    let main = random.int(0, COLOURS.length - 1);
    while (used.has(main)) main = (main + 1) % COLOURS.length;
    used.add(main);
    const accent = (main + random.int(1, COLOURS.length - 1)) % COLOURS.length;
    const primary = COLOURS[main];
    const secondary = COLOURS[accent];
    if (!primary || !secondary) continue;
    const colourCode = String(main * COLOURS.length + accent).padStart(3, '0');
    chunk.colourways.push({
      product_id: productId,
      colour_code: colourCode,
      position,
      colour_family: primary.family,
      names: JSON.stringify(
        Object.fromEntries(
          SUPPORTED_LOCALES.map((locale: LocalePath) => [
            locale,
            `${primary.names[locale]}/${secondary.names[locale]}`,
          ]),
        ),
      ),
      hex_primary: primary.hex,
      hex_secondary: secondary.hex,
      hex_accent: random.pick(['#f5f5f2', '#111111', '#c69c6d']),
    });

    let variantPosition = 0;
    const addVariant = (size: string, width: string | null): void => {
      const upc = makeUpc(UPC_PREFIX[spec.brand], spec.upcCounters[spec.brand]++);
      chunk.variants.push({
        upc,
        product_id: productId,
        colour_code: colourCode,
        size_system: system,
        size,
        width,
        position: variantPosition++,
      });
      chunk.inventory.push({
        upc,
        location_id: ONLINE_LOCATION,
        quantity: onlineStock(random),
        updated_at: CATALOG_NOW,
      });
      for (const store of stores) {
        const quantity = random.next() < 0.35 ? 0 : random.int(1, 8);
        chunk.inventory.push({ upc, location_id: store.storeId, quantity, updated_at: CATALOG_NOW });
      }
    };
    for (const size of sizes) addVariant(size, widths?.[0] ?? null);
    // The wide width is made in the middle of the run only, as brands do.
    if (widths) for (const size of sizes.slice(2, -2)) addVariant(size, widths[1]);
  }
}

/** Most variants in stock, some low, about one in eight sold out (back-in-stock sign-ups need those). */
function onlineStock(random: Random): number {
  const roll = random.next();
  if (roll < 0.12) return 0;
  if (roll < 0.25) return random.int(1, 3);
  return random.int(4, 60);
}

/** The order a set fills its outfit in after its newest style: the shoe first, then what is worn with it. */
const OUTFIT_ORDER: readonly OutfitSlot[] = ['shoe', 'top', 'bottom', 'socks', 'hat'];

const SLOT_OF = new Map<string, OutfitSlot>(
  Object.entries(PRODUCT_TYPES).flatMap(([brand, types]) =>
    types.map((type) => [`${brand}:${type.key}`, type.slot] as const),
  ),
);

/** What a style is in an outfit (OutfitSlot): a shoe, a top, a bottom, socks or a hat. */
export function outfitSlot(style: Pick<StylesTable, 'brand' | 'product_type'>): OutfitSlot | undefined {
  return SLOT_OF.get(`${style.brand}:${style.product_type}`);
}

function addSet(chunk: CatalogChunk, random: Random, setIndex: number): void {
  // A set gathers the newest style with others of the same brand for the same shopper, all from the styles made
  // since the previous set (SET_EVERY; chunks hold a multiple of it, so that window never spans two chunks). A
  // style is then in one set at most: drawn from the whole chunk, its first styles were in nearly every set of it,
  // and a product page listed several sets of the same theme with the same products.
  const window = chunk.styles.slice(-SET_EVERY);
  const anchor = window[window.length - 1];
  if (!anchor) return;
  const brand = anchor.brand as Brand;
  const size = random.int(3, 4);
  // Drawn before the members are known, so a window too small for a set takes as many numbers as one that has a
  // set: the styles after it stay the same whatever the sets are.
  const theme = random.pick(SET_THEMES[brand]);
  const members = outfit(anchor, window, size);
  if (members.length < 2) return;
  const setId = `SET${String((setIndex * CODE_STRIDE + CODE_OFFSET) % 100_000).padStart(5, '0')}`;
  chunk.sets.push({
    set_id: setId,
    brand,
    names: JSON.stringify(theme),
    created_at: CATALOG_NOW,
  });
  members.forEach((member, position) =>
    chunk.setItems.push({ set_id: setId, product_id: member.product_id, position }),
  );
}

/**
 * A set's members: the anchor, then the newest style of the window for each part of the outfit the set still
 * lacks (a shoe, a top, a bottom, socks, a hat, in that order), of the anchor's brand and for the same shopper
 * (the same gender, or unisex), up to `size` styles. One of each part: a set is a shoe with what is worn with it,
 * never two pairs of shoes (or two tops). No random numbers are drawn, so the catalog after a set is the same
 * whatever its members are.
 */
function outfit(anchor: StylesTable, window: readonly StylesTable[], size: number): StylesTable[] {
  // With a unisex anchor (socks, a cap) the first gendered member decides whom the set is for.
  let shopper = anchor.gender === 'unisex' ? null : anchor.gender;
  const members = [anchor];
  const taken = new Set([outfitSlot(anchor)]);
  const newestFirst = [...window].reverse();
  for (const slot of OUTFIT_ORDER) {
    if (members.length >= size) break;
    if (taken.has(slot)) continue;
    const style = newestFirst.find(
      (s) =>
        s !== anchor &&
        s.brand === anchor.brand &&
        outfitSlot(s) === slot &&
        (shopper === null || s.gender === shopper || s.gender === 'unisex'),
    );
    if (!style) continue;
    members.push(style);
    taken.add(slot);
    if (shopper === null && style.gender !== 'unisex') shopper = style.gender;
  }
  // Listed as an outfit reads: the shoe, then top to toe.
  const rank = (style: StylesTable): number => OUTFIT_ORDER.indexOf(outfitSlot(style) ?? 'hat');
  return members.sort((a, b) => rank(a) - rank(b));
}

function sizeSystem(type: ProductTypeSeed, gender: Gender): SizeSystem {
  if (type.sizeKind === 'one-size') return 'one-size';
  if (type.sizeKind !== 'shoe') return 'apparel';
  if (gender === 'women') return 'shoe-women';
  return gender === 'kids' ? 'shoe-kids' : 'shoe-men';
}

function code(index: number): string {
  return String((index * CODE_STRIDE + CODE_OFFSET) % 1_000_000).padStart(6, '0');
}

function weighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

function emptyChunk(): CatalogChunk {
  return {
    styles: [],
    translations: [],
    colourways: [],
    variants: [],
    prices: [],
    styleCategories: [],
    inventory: [],
    sets: [],
    setItems: [],
  };
}
