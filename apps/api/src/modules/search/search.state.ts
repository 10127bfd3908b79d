import type { LocalePath } from '@outsole/contracts/locales';
import type { Db } from '../../db/schema.js';
import { SearchCatalog } from './search-catalog.js';
import { countStyles, findGenerations, findNameOrder, type SearchGenerations } from './search-catalog.repository.js';
import { WeightedLru } from './search.cache.js';
import { bestMatches, combineMatches, runSearch, type SearchFilters, type SearchPageRows } from './search.engine.js';
import { textEngineFor, type Matches, type MatchReader } from './search.index.js';
import { findVariantByUpc } from './search.repository.js';

/** Default bound of the answer cache (entries); SEARCH_CACHE_ENTRIES sets it, 0 turns it off. */
export const DEFAULT_ANSWER_CACHE_ENTRIES = 2_000;
/** Text matches kept per process, counted in (style, score) pairs: about 12 bytes each. */
const MATCH_CACHE_PAIRS = 4_000_000;
/** UPC look-ups kept per process. */
const UPC_CACHE_ENTRIES = 10_000;
/** A word that may be a UPC: 12 digits (UPC-A), or 13 or 14 with leading zeros (EAN-13, GTIN-14). */
const UPC_TERM = /^(?:\d{12}|0\d{12}|00\d{12})$/;

/**
 * The styles a query word names by their code: a style code's or UPC's one style (and, for a variant's UPC, that
 * variant's colourway), or every style whose code starts with the word (a partial style code, `SRN239`).
 */
export interface StyleCode {
  productIds: readonly string[];
  colourCode: string | null;
}

/** Whose suggestions: a site's in a locale, of styles in stock online in one of `sizes` when given (site labels). */
export interface SuggestSite {
  locale: LocalePath;
  siteId: string;
  brand: string;
  countryCode?: string;
  sizes?: readonly string[];
}

/**
 * The shortest start of a style code searched as one (`SRN239` of SRN239352), which must hold a digit: shorter
 * words and words of letters only ("stride", "runner") are words, never a start of codes.
 */
export const MIN_CODE_PREFIX = 6;
const CODE_PREFIX = new RegExp(`^(?=[a-z0-9]*\\d)[a-z0-9]{${MIN_CODE_PREFIX},}$`);
/** A code's number typed alone (`484841` of SSN484841, as on a receipt that prints it apart): its digits. */
const CODE_NUMBER = /^\d+$/;
/** The number of a style code: its digits after the letters (SSN484841 → 484841). */
const codeNumber = (id: string): string => id.replace(/^[A-Z]+/, '');
/** A start of style codes names at most this many styles (a broader one is no code a shopper copied). */
const MAX_CODE_PREFIX_STYLES = 1_000;

/**
 * What the database's texts determine, thrown away whole when they change (`documents_generation`): text matches
 * per unit and locale, the name sort's order per locale pair, and whatever else the suggest service derives from
 * texts (vocabulary, category names).
 */
export class TextCaches {
  readonly matches = new WeightedLru<string, Matches>(MATCH_CACHE_PAIRS);
  readonly #pendingMatches = new Map<string, Promise<Matches>>();
  readonly nameOrders = new Map<string, Promise<Int32Array>>();
  readonly derived = new Map<string, Promise<unknown>>();
  /** UPCs looked up (search.codes), found or not: a bounded number, as shoppers may type any digits. */
  readonly upcs = new WeightedLru<string, Promise<StyleCode | null>>(UPC_CACHE_ENTRIES);
  /** Starts of style codes looked up (SearchView codes): the styles whose code starts so, none when too many. */
  readonly codePrefixes = new WeightedLru<string, readonly string[]>(UPC_CACHE_ENTRIES);
  /** The catalog's product ids sorted, for finding the styles whose code starts with a word (set on first use). */
  sortedIds: string[] | null = null;
  /** The same ids sorted by their number (the digits after the letters), for a code typed by its digits alone. */
  sortedByNumber: string[] | null = null;

  /** One computation per key at a time; a failed one is forgotten so the next request tries again. */
  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.derived.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      this.derived.set(key, pending);
      pending.catch(() => this.derived.delete(key));
    }
    return pending;
  }

  async unit(reader: MatchReader, unit: readonly string[], locale: LocalePath): Promise<Matches> {
    const key = `${locale}\u0000${unit.join(' ')}`;
    const cached = this.matches.get(key);
    if (cached) return cached;
    let pending = this.#pendingMatches.get(key);
    if (!pending) {
      pending = reader.read(unit, locale).then((found) => {
        for (const [other, matches] of found) {
          this.matches.set(`${other}\u0000${unit.join(' ')}`, matches, Math.max(1, matches.styles.length));
        }
        return found.get(locale) ?? { styles: new Int32Array(0), scores: new Float64Array(0) };
      });
      this.#pendingMatches.set(key, pending);
      void pending.then(
        () => this.#pendingMatches.delete(key),
        () => this.#pendingMatches.delete(key),
      );
    }
    return pending;
  }
}

/**
 * One consistent view to answer a request with: the catalog, its text reader, the text caches and the answer
 * cache of the generation it was taken at. Work started on a view that is replaced meanwhile finishes on it and
 * caches into it, never into its successor.
 */
export class SearchView {
  constructor(
    readonly catalog: SearchCatalog,
    readonly reader: MatchReader,
    readonly text: TextCaches,
    readonly answers: WeightedLru<string, unknown>,
  ) {}

  /**
   * The styles matching every term: a term that is a style code or UPC (codes) matches its style only, the others
   * are read from the text engine. A code's score is 0, so it leaves the words' relevance order as it was.
   */
  async matches(db: Db, terms: readonly string[], locale: LocalePath): Promise<Matches> {
    const codes = await this.codes(db, terms);
    const words = terms.filter((term) => !codes.has(term));
    const units = await Promise.all(
      words.length > 0 ? this.reader.units(words).map((unit) => this.text.unit(this.reader, unit, locale)) : [],
    );
    const coded = [...new Set(codes.values())].map((code) => {
      const styles = Int32Array.from(code.productIds.flatMap((id) => this.catalog.indexOf(id) ?? [])).sort();
      return { styles, scores: new Float64Array(styles.length) };
    });
    return combineMatches([...units, ...coded]);
  }

  /**
   * The query words that are codes a shopper may search by: a style's code (its product id, in any case, as on a
   * receipt or in a product URL) or one of its variants' UPCs (12 digits; 13 or 14 with leading zeros, as EAN-13 and
   * GTIN-14 write it, from a box label), each with its style and, for a UPC, its colourway. A style code is looked up
   * in the catalog in memory; a UPC by the variants' primary key, remembered per text generation.
   */
  async codes(db: Db, terms: readonly string[]): Promise<Map<string, StyleCode>> {
    const found = new Map<string, StyleCode>();
    await Promise.all(
      terms.map(async (term) => {
        const code = await this.#code(db, term);
        if (code) found.set(term, code);
      }),
    );
    return found;
  }

  #code(db: Db, term: string): Promise<StyleCode | null> | StyleCode | null {
    const productId = term.toUpperCase();
    if (this.catalog.indexOf(productId) !== undefined) return { productIds: [productId], colourCode: null };
    if (!UPC_TERM.test(term)) return this.#codePrefix(term);
    let pending = this.text.upcs.get(term);
    if (!pending) {
      const upcs = [...new Set([term, term.replace(/^0+(?=\d{12}$)/, '')])];
      pending = findVariantByUpc(db, upcs).then((row) =>
        row ? { productIds: [row.product_id], colourCode: row.colour_code } : this.#codePrefix(term),
      );
      this.text.upcs.set(term, pending);
      pending.catch(() => this.text.upcs.delete(term));
    }
    return pending;
  }

  /**
   * The styles whose code starts with the word (MIN_CODE_PREFIX characters or more, with a digit), as a shopper
   * types the start of a code from a receipt or a box: a binary search of the catalog's ids, remembered per text
   * generation; none (null) when no code starts so or too many do.
   */
  #codePrefix(term: string): StyleCode | null {
    if (!CODE_PREFIX.test(term)) return null;
    const prefix = term.toUpperCase();
    let found = this.text.codePrefixes.get(prefix);
    if (found === undefined) {
      // The ids in JavaScript's order (the database's collation may order them otherwise), sorted once per text
      // generation (a catalog that gains a style is loaded anew, with new text caches): a prefix is one run. Digits
      // alone are the start of a code's number (484841 → SSN484841), from the ids sorted by their number.
      const byNumber = CODE_NUMBER.test(prefix);
      const key = byNumber ? codeNumber : (id: string) => id;
      const sorted = byNumber
        ? (this.text.sortedByNumber ??= [...this.catalog.productIds].sort((a, b) =>
            codeNumber(a) < codeNumber(b) ? -1 : codeNumber(a) > codeNumber(b) ? 1 : a < b ? -1 : a > b ? 1 : 0,
          ))
        : (this.text.sortedIds ??= [...this.catalog.productIds].sort());
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (key(sorted[mid] as string) < prefix) low = mid + 1;
        else high = mid;
      }
      const ids: string[] = [];
      for (let i = low; i < sorted.length && key(sorted[i] as string).startsWith(prefix); i += 1) {
        if (ids.push(sorted[i] as string) > MAX_CODE_PREFIX_STYLES) break;
      }
      found = ids.length > 0 && ids.length <= MAX_CODE_PREFIX_STYLES ? ids : [];
      this.text.codePrefixes.set(prefix, found, 1);
    }
    return found.length > 0 ? { productIds: found, colourCode: null } : null;
  }

  async search(db: Db, f: SearchFilters): Promise<SearchPageRows> {
    const [text, nameRank] = await Promise.all([
      f.terms.length > 0 ? this.matches(db, f.terms, f.locale) : null,
      f.sort === 'name' ? this.nameOrder(db, f.locale, f.fallbackLocale) : undefined,
    ]);
    return runSearch(this.catalog, f, text, nameRank);
  }

  async suggest(db: Db, terms: readonly string[], f: SuggestSite, limit: number): Promise<string[]> {
    return bestMatches(this.catalog, f, await this.matches(db, terms, f.locale), limit);
  }

  /** Position of every style in the name sort, read from the database once per locale pair (its collation). */
  nameOrder(db: Db, locale: string, fallbackLocale: string): Promise<Int32Array> {
    const key = `${locale} ${fallbackLocale}`;
    let order = this.text.nameOrders.get(key);
    if (!order) {
      order = findNameOrder(db, locale, fallbackLocale).then((ids) => {
        const rank = new Int32Array(this.catalog.size);
        ids.forEach((id, position) => {
          const style = this.catalog.indexOf(id);
          if (style !== undefined) rank[style] = position;
        });
        return rank;
      });
      this.text.nameOrders.set(key, order);
      order.catch(() => this.text.nameOrders.delete(key));
    }
    return order;
  }
}

/**
 * Search of one database in this process: a view of the catalog kept in step with the database's search clock
 * (search_state). Every request reads the clock (one indexed row, one read shared by concurrent requests) and,
 * when another request or process changed the catalog since, brings the view up to date first: styles changed
 * are read again, changed texts drop the text caches, a rebuild reloads everything; any change empties the answer
 * cache. So answers never lag a write that committed before the request started.
 */
class SearchState {
  #view: SearchView | null = null;
  #generations: SearchGenerations | null = null;
  #refreshing: Promise<void> | null = null;
  /** The clock read running, and the one waiting to start after it (see #clock). */
  #reading: Promise<unknown> | null = null;
  #next: Promise<SearchGenerations> | null = null;
  answerEntries = DEFAULT_ANSWER_CACHE_ENTRIES;

  constructor(readonly db: Db) {}

  async view(): Promise<SearchView> {
    const seen = await this.#clock();
    while (!this.#view || !this.#generations || this.#generations.generation < seen.generation) {
      this.#refreshing ??= this.#refresh().finally(() => {
        this.#refreshing = null;
      });
      await this.#refreshing;
    }
    return this.#view;
  }

  /**
   * The search clock as of a read that started after this call: concurrent requests share one read (at most one
   * running and one waiting to start), so under load the clock costs one query per round trip, not per request,
   * and still no request is answered from a view older than the last change committed before it arrived.
   */
  #clock(): Promise<SearchGenerations> {
    if (this.#next) return this.#next;
    const waiting = { promise: Promise.resolve() as Promise<unknown> };
    const next = (async () => {
      await Promise.resolve(); // `#next` is set before anything below runs
      while (this.#reading) await this.#reading.catch(() => undefined);
      if (this.#next === waiting.promise) this.#next = null; // later callers wait for a read started after them
      const reading = findGenerations(this.db);
      this.#reading = reading;
      try {
        return await reading;
      } finally {
        if (this.#reading === reading) this.#reading = null;
      }
    })();
    waiting.promise = next;
    this.#next = next;
    return next;
  }

  async #refresh(): Promise<void> {
    const now = await findGenerations(this.db);
    const view = this.#view;
    const before = this.#generations;
    if (!view || !before || now.rebuilt !== before.rebuilt || now.generation < before.generation) {
      this.#view = await this.#load();
    } else if (now.generation !== before.generation) {
      const inPlace =
        (await view.catalog.update(this.db, before.generation)) && (await countStyles(this.db)) === view.catalog.size;
      if (!inPlace) this.#view = await this.#load();
      else {
        const text = now.documents !== before.documents ? new TextCaches() : view.text;
        this.#view = new SearchView(view.catalog, view.reader, text, this.#answers());
      }
    }
    this.#generations = now;
  }

  async #load(): Promise<SearchView> {
    const catalog = await SearchCatalog.load(this.db);
    return new SearchView(catalog, textEngineFor(this.db).reader(this.db, catalog), new TextCaches(), this.#answers());
  }

  #answers(): WeightedLru<string, unknown> {
    return new WeightedLru<string, unknown>(this.answerEntries);
  }
}

const states = new WeakMap<Db, SearchState>();

function stateOf(db: Db): SearchState {
  let state = states.get(db);
  if (!state) states.set(db, (state = new SearchState(db)));
  return state;
}

/** The up-to-date search view of this database (loading the catalog on first use). */
export function searchView(db: Db): Promise<SearchView> {
  return stateOf(db).view();
}

/** Bounds this database's answer cache (entries; 0 keeps no answers). Takes effect with the next view. */
export function configureSearch(db: Db, { answerCacheEntries }: { answerCacheEntries: number }): void {
  stateOf(db).answerEntries = answerCacheEntries;
}
