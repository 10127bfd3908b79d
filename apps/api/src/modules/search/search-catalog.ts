import type { Db } from '../../db/schema.js';
import {
  findCategoryNames,
  findChangedSearchStyles,
  findNewestOrder,
  findSearchCategories,
  findSearchPrices,
  findSearchPricesOf,
  findSearchStyles,
  findStyleOrder,
  type SearchPriceRow,
  type SearchStyleRow,
} from './search-catalog.repository.js';

/** Styles read per query while loading: bounds the rows held at once, whatever the catalog's size. */
const LOAD_PAGE = 5_000;

/** Distinct values of a column, each with a small code. */
export class Dictionary {
  readonly values: string[] = [];
  readonly #codes = new Map<string, number>();

  code(value: string): number {
    let code = this.#codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.#codes.set(value, code);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.#codes.get(value);
  }

  get size(): number {
    return this.values.length;
  }
}

/**
 * A set of dictionary values per style as a bitset of `words` 32-bit words (colour families, sizes in stock):
 * testing a refinement is an AND of words, counting a facet walks the set bits.
 */
export class ValueSets {
  readonly dictionary = new Dictionary();
  words = 1;
  bits: Uint32Array;

  constructor(readonly styles: number) {
    this.bits = new Uint32Array(styles);
  }

  assign(style: number, values: readonly string[]): void {
    const codes = values.map((value) => this.dictionary.code(value));
    const needed = Math.max(1, Math.ceil(this.dictionary.size / 32));
    if (needed > this.words) this.#widen(needed);
    const base = style * this.words;
    this.bits.fill(0, base, base + this.words);
    for (const code of codes) {
      const word = base + (code >>> 5);
      this.bits[word] = ((this.bits[word] ?? 0) | (1 << (code & 31))) >>> 0;
    }
  }

  /** The bits of these values, or null when none of them is known (nothing can match). */
  mask(values: readonly string[]): Uint32Array | null {
    const mask = new Uint32Array(this.words);
    let any = false;
    for (const value of values) {
      const code = this.dictionary.find(value);
      if (code === undefined) continue;
      mask[code >>> 5] = ((mask[code >>> 5] ?? 0) | (1 << (code & 31))) >>> 0;
      any = true;
    }
    return any ? mask : null;
  }

  /** Whether the style has any value (a digital style, the gift card, has no colour family). */
  any(style: number): boolean {
    const base = style * this.words;
    for (let w = 0; w < this.words; w += 1) if ((this.bits[base + w] ?? 0) !== 0) return true;
    return false;
  }

  intersects(style: number, mask: Uint32Array): boolean {
    const base = style * this.words;
    for (let w = 0; w < this.words; w += 1) {
      if (((this.bits[base + w] ?? 0) & (mask[w] ?? 0)) !== 0) return true;
    }
    return false;
  }

  /** Adds one to `counts[code]` for every value the style has. */
  count(style: number, counts: Int32Array): void {
    const base = style * this.words;
    for (let w = 0; w < this.words; w += 1) {
      let word = this.bits[base + w] ?? 0;
      while (word !== 0) {
        const low = word & -word;
        const code = (w << 5) + 31 - Math.clz32(low);
        counts[code] = (counts[code] ?? 0) + 1;
        word = (word ^ low) >>> 0;
      }
    }
  }

  #widen(words: number): void {
    const bits = new Uint32Array(this.styles * words);
    for (let style = 0; style < this.styles; style += 1) {
      for (let w = 0; w < this.words; w += 1) bits[style * words + w] = this.bits[style * this.words + w] ?? 0;
    }
    this.bits = bits;
    this.words = words;
  }
}

/** The category tree as search counts it: parents, levels, brands and names per locale. */
export class CategoryTable {
  readonly ids: string[] = [];
  readonly #index = new Map<string, number>();
  parent = new Int32Array(0);
  level = new Int32Array(0);
  brand: string[] = [];
  /** locale → category index → name */
  readonly names = new Map<string, (string | undefined)[]>();

  static async load(db: Db): Promise<CategoryTable> {
    const [rows, names] = await Promise.all([findSearchCategories(db), findCategoryNames(db)]);
    const table = new CategoryTable();
    rows.forEach((row, i) => {
      table.ids.push(row.id);
      table.#index.set(row.id, i);
    });
    table.parent = new Int32Array(rows.length).fill(-1);
    table.level = new Int32Array(rows.length);
    rows.forEach((row, i) => {
      table.parent[i] = row.parent_id === null ? -1 : (table.#index.get(row.parent_id) ?? -2);
      table.level[i] = Number(row.level);
      table.brand.push(row.brand);
    });
    for (const row of names) {
      const index = table.#index.get(row.category_id);
      if (index === undefined) continue;
      let list = table.names.get(row.locale);
      if (!list) table.names.set(row.locale, (list = []));
      list[index] = row.name;
    }
    return table;
  }

  indexOf(id: string): number | undefined {
    return this.#index.get(id);
  }

  name(index: number, locale: string): string | null {
    return this.names.get(locale)?.[index] ?? null;
  }
}

/**
 * Each style's categories packed in one array (`values[offsets[s]..offsets[s + 1]]`), and each category's styles
 * (ascending): what the search loop reads, built from the per-style lists (StyleLists) when first needed after a change.
 */
export interface PackedCategories {
  offsets: Int32Array;
  values: Int32Array;
  styles: Int32Array[];
}

const NO_STYLES = new Int32Array(0);

/**
 * A list of small integers per style, all in one typed array: style s's list is `pool[start[s]..start[s] + length[s]]`.
 * A style set again gets its new list at the end and leaves its old one unused; the pool is packed again once more
 * than half of it is unused. This keeps the catalog's 100,000 lists out of the JavaScript heap: as arrays they were
 * 200,000 objects that every major garbage collection of the api walked (a third of its objects), each collection's
 * pause growing with them (decision 0021).
 */
export class StyleLists {
  #pool = new Int32Array(1024);
  #used = 0;
  #live = 0;
  readonly #start: Int32Array;
  readonly #length: Int32Array;

  constructor(styles: number) {
    this.#start = new Int32Array(styles);
    this.#length = new Int32Array(styles);
  }

  length(style: number): number {
    return this.#length[style] ?? 0;
  }

  list(style: number): Int32Array {
    const start = this.#start[style] ?? 0;
    return this.#pool.subarray(start, start + this.length(style));
  }

  set(style: number, values: readonly number[]): void {
    this.#live -= this.length(style);
    if (this.#used + values.length > this.#pool.length) this.#makeRoom(values.length);
    this.#pool.set(values, this.#used);
    this.#start[style] = this.#used;
    this.#length[style] = values.length;
    this.#used += values.length;
    this.#live += values.length;
  }

  #makeRoom(more: number): void {
    const packed = this.#live + more <= this.#pool.length / 2;
    const pool = packed ? new Int32Array(this.#pool.length) : new Int32Array(Math.max(1024, (this.#live + more) * 2));
    let used = 0;
    for (let style = 0; style < this.#start.length; style += 1) {
      const length = this.length(style);
      pool.set(this.list(style), used);
      this.#start[style] = used;
      used += length;
    }
    this.#pool = pool;
    this.#used = used;
  }
}

/**
 * The catalog as search reads it, in memory: one position per style in the database's product_id order, with
 * the columns filters, facets and sorts need (brand, gender, ratings, price per site, colour families, sizes in
 * stock online, categories with their ancestors, newest-first rank). Loaded whole at start or after a rebuild;
 * styles changed since (ratings, stock, prices, texts) are read again one by one (`update`).
 */
export class SearchCatalog {
  readonly size: number;
  readonly productIds: string[];
  readonly #index = new Map<string, number>();
  readonly brands = new Dictionary();
  readonly genders = new Dictionary();
  readonly brand: Uint16Array;
  readonly gender: Uint16Array;
  /** Creation time (epoch milliseconds): a style whose creation time moved changes its newest rank. */
  readonly createdAt: Float64Array;
  /** Position in the newest sort (created_at desc, product_id). */
  readonly newestRank: Int32Array;
  /** 1 for a style with the New badge (a search for "new" asks for those: search.badge-words.ts). */
  readonly isNew: Uint8Array;
  /** Average rating in tenths, -1 without reviews. */
  readonly ratingAverage: Int16Array;
  readonly ratingCount: Int32Array;
  readonly colours: ValueSets;
  readonly sizes: ValueSets;
  /** Category indexes of each style's categories and all their ancestors. */
  readonly #categories: StyleLists;
  #packed: PackedCategories | null = null;
  /** The style of each document number (search_styles.document_number), -1 for none. */
  #styleOfDocument = new Int32Array(0);
  /** site id → price paid (sale when reduced) per style, NaN when the style is not sold there. */
  readonly prices = new Map<string, Float64Array>();

  private constructor(
    productIds: string[],
    newest: readonly string[],
    readonly categoryTable: CategoryTable,
  ) {
    this.size = productIds.length;
    this.productIds = productIds;
    this.productIds.forEach((id, i) => this.#index.set(id, i));
    this.brand = new Uint16Array(this.size);
    this.gender = new Uint16Array(this.size);
    this.createdAt = new Float64Array(this.size);
    this.isNew = new Uint8Array(this.size);
    this.ratingAverage = new Int16Array(this.size);
    this.ratingCount = new Int32Array(this.size);
    this.colours = new ValueSets(this.size);
    this.sizes = new ValueSets(this.size);
    this.#categories = new StyleLists(this.size);
    this.newestRank = new Int32Array(this.size);
    newest.forEach((id, rank) => {
      const style = this.#index.get(id);
      if (style !== undefined) this.newestRank[style] = rank;
    });
  }

  /** Positions first (the product_id order), then the styles and their prices a page at a time. */
  static async load(db: Db): Promise<SearchCatalog> {
    const [ids, newest, categories] = await Promise.all([
      findStyleOrder(db),
      findNewestOrder(db),
      CategoryTable.load(db),
    ]);
    const catalog = new SearchCatalog(ids, newest, categories);
    for (let start = 0; start < ids.length; start += LOAD_PAGE) {
      const first = ids[start] as string;
      const last = ids[Math.min(start + LOAD_PAGE, ids.length) - 1] as string;
      const [rows, prices] = await Promise.all([findSearchStyles(db, first, last), findSearchPrices(db, first, last)]);
      for (const row of rows) {
        const style = catalog.#index.get(row.product_id);
        if (style !== undefined) catalog.#setStyle(style, row);
      }
      catalog.#setPrices(prices);
    }
    return catalog;
  }

  indexOf(productId: string): number | undefined {
    return this.#index.get(productId);
  }

  /** The style whose documents carry this number, -1 when none does. */
  styleOfDocument(number: number): number {
    return this.#styleOfDocument[number] ?? -1;
  }

  get categories(): PackedCategories {
    if (this.#packed) return this.#packed;
    const offsets = new Int32Array(this.size + 1);
    const perCategory = new Int32Array(this.categoryTable.ids.length);
    for (let style = 0; style < this.size; style += 1) {
      const list = this.#categories.list(style);
      offsets[style + 1] = (offsets[style] ?? 0) + list.length;
      for (const c of list) perCategory[c] = (perCategory[c] ?? 0) + 1;
    }
    const values = new Int32Array(offsets[this.size] ?? 0);
    const styles = Array.from(perCategory, (n) => (n === 0 ? NO_STYLES : new Int32Array(n)));
    const filled = new Int32Array(perCategory.length);
    for (let style = 0; style < this.size; style += 1) {
      let at = offsets[style] ?? 0;
      for (const c of this.#categories.list(style)) {
        values[at] = c;
        at += 1;
        (styles[c] as Int32Array)[filled[c] ?? 0] = style;
        filled[c] = (filled[c] ?? 0) + 1;
      }
    }
    this.#packed = { offsets, values, styles };
    return this.#packed;
  }

  /**
   * Reads again the styles whose search rows changed after `generation`. False when that cannot be done in
   * place (a style was added or its creation time moved, which shifts positions): load the catalog anew.
   */
  async update(db: Db, generation: number): Promise<boolean> {
    const rows = await findChangedSearchStyles(db, generation);
    const styles: number[] = [];
    for (const row of rows) {
      const style = this.#index.get(row.product_id);
      if (style === undefined || this.createdAt[style] !== Date.parse(row.created_at)) return false;
      styles.push(style);
    }
    const prices = await findSearchPricesOf(
      db,
      rows.map((row) => row.product_id),
    );
    // Applied without awaiting in between: a search sees the styles all before or all after the change.
    rows.forEach((row, i) => this.#setStyle(styles[i] ?? 0, row));
    for (const site of this.prices.values()) for (const style of styles) site[style] = Number.NaN;
    this.#setPrices(prices);
    return true;
  }

  #setStyle(style: number, row: SearchStyleRow): void {
    this.brand[style] = this.brands.code(row.brand);
    this.gender[style] = this.genders.code(row.gender);
    this.createdAt[style] = Date.parse(row.created_at);
    this.isNew[style] = hasNewBadge(row.badges) ? 1 : 0;
    this.ratingAverage[style] = row.rating_average === null ? -1 : Number(row.rating_average);
    this.ratingCount[style] = Number(row.rating_count);
    if (row.document_number !== null) {
      const number = Number(row.document_number);
      if (number >= this.#styleOfDocument.length) {
        const grown = new Int32Array(Math.max(number + 1, this.size + 1, this.#styleOfDocument.length * 2)).fill(-1);
        grown.set(this.#styleOfDocument);
        this.#styleOfDocument = grown;
      }
      this.#styleOfDocument[number] = style;
    }
    this.colours.assign(style, split(row.colour_families));
    this.sizes.assign(style, split(row.sizes));
    const categories: number[] = [];
    for (const id of split(row.category_ids)) {
      const index = this.categoryTable.indexOf(id);
      if (index !== undefined) categories.push(index);
    }
    this.#categories.set(style, categories);
    this.#packed = null;
  }

  #setPrices(rows: readonly SearchPriceRow[]): void {
    for (const row of rows) {
      const style = this.#index.get(row.product_id);
      if (style === undefined) continue;
      let site = this.prices.get(row.site_id);
      if (!site) this.prices.set(row.site_id, (site = new Float64Array(this.size).fill(Number.NaN)));
      site[style] = Number(row.sale_amount ?? row.list_amount);
    }
  }
}

/** Whether a styles row's badges (a JSON array of strings) hold "new": a look for the quoted word, no parse per style. */
function hasNewBadge(badges: string | null): boolean {
  return badges?.includes('"new"') ?? false;
}

function split(list: string | null): string[] {
  return list ? [...new Set(list.split(','))].filter(Boolean) : [];
}
