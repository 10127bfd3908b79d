import type { Cart, CartItem } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { LruCache, perDatabase } from '../../lib/lru-cache.js';
import { sameData } from '../../lib/same-data.js';
import type { Promotion } from '../pricing/promotion.types.js';
import { catalogEpoch } from '../products/catalog-clock.js';
import { onlineStock, stockMark, type StockRead } from '../products/variant-facts.service.js';
import { requireOwnCart } from './cart.owner.js';
import { findCartAndStock, loadPromotions, pricingShopper } from './cart.pricing.js';
import type { CartRow } from './cart.repository.js';
import { answerFrom, couponsOf, loadReadInputs, type ReadInputs } from './cart.write.js';

/**
 * Kept answers of unchanged carts (decision 0026). A read answers a pure function of what it loads (ReadInputs: the
 * cart's rows, its variants' facts and stock, the stores, collection points and allowances it names, the promotions,
 * the display tiles, the site, the locale, the shopper as pricing sees them) and of the clock, only through the
 * promotions' start and end times. Each database keeps, per cart and form of the answer, those inputs and the answer's
 * JSON text, with marks that vouch for the inputs without loading them: the cart row's version (every write moves
 * it), the catalog clock's epoch (variant facts, display tiles), the stock's (SQLite's stock generation; on PostgreSQL
 * the lines' stock itself), the promotions, the site, the locale and the shopper. A read first checks the marks: when
 * they stand, the kept text answers. Otherwise (or for a cart the marks cannot vouch for: a pickup or collection-point
 * shipment, an EMPLOYEE shopper, a loyalty voucher, or marks a minute old) it loads its inputs as before and, when they
 * equal the kept ones and no promotion has started or ended since, answers the kept text and marks it again; else it
 * prices the cart. Outside production every kept answer served is priced again from freshly loaded inputs and compared.
 */
export const KEPT_ANSWERS_CAPACITY = 1_000;

/**
 * How long a kept answer may be vouched for by its marks alone (the cart's version, the catalog clock, the stock's
 * mark, the promotions) before a read loads every input again and compares them: a bound on what an input the
 * marks do not follow could leave stale, as the display tiles' own time to live bounds theirs.
 */
export const KEPT_MARKS_MAX_AGE_MS = 60_000;

/**
 * A read's answer as JSON, and whether it shows a line an `isPatchRequired` read would correct. Kept as its UTF-8
 * bytes: node:http then writes them as they are, where a string is copied and encoded again on every answer.
 */
export class CartAnswer {
  readonly body: Buffer;

  constructor(
    json: string,
    readonly needsCorrection: boolean,
  ) {
    this.body = Buffer.from(json, 'utf8');
  }

  get json(): string {
    return this.body.toString('utf8');
  }
}

interface Kept {
  inputs: ReadInputs;
  /** When the answer may change by the clock alone: the next start or end of a promotion (ms since the epoch). */
  until: number;
  answer: CartAnswer;
  /** What vouches for the inputs without loading them (vouched); null for a cart they cannot vouch for. */
  marks: Marks | null;
}

/**
 * Read before the inputs were loaded and found equal to the kept ones: while none has moved, the inputs are still
 * those. A change between the marks' read and the inputs' load only makes the next read load them again.
 */
interface Marks {
  /** The catalog clock's epoch (catalog-clock.ts): variant facts and display tiles are what the caches hold. */
  catalog: number;
  /** SQLite's stock generation; null on PostgreSQL, where the lines' stock is read and compared instead. */
  stock: number | null;
  /** When the marks were read (ms since the epoch): they vouch for KEPT_MARKS_MAX_AGE_MS at most. */
  at: number;
}

const keptAnswers = perDatabase(() => new LruCache<string, Kept>(KEPT_ANSWERS_CAPACITY));
const counts = perDatabase(() => ({ kept: 0, vouched: 0, priced: 0 }));

/**
 * How many reads of this database's carts answered a kept text (`vouched`: of those, how many on its marks alone,
 * without loading the inputs), and how many priced the cart (since the start).
 */
export function keptAnswerCounts(db: Db): Readonly<{ kept: number; vouched: number; priced: number }> {
  return counts(db);
}

export interface ReadAnswerOptions {
  /** Show the stock notices (INV406, INV702 flashes): `inventorySupplyCheck` not false. */
  stockNotices: boolean;
  /**
   * Outside production: price every kept answer again and fail loudly if it differs (every api test that reads a cart
   * twice checks the inputs are complete), and answer a new one as an object, so the route's schema check sees it.
   */
  verify: boolean;
}

/**
 * GET /cart/v1/cart/{basketId} without `favStoreId`: the kept answer when its inputs stand, else the cart priced now
 * (kept for the next read). Null when a write must settle the cart first (gifts with purchase to put in or take out,
 * a line in the wrong shipment): the caller reads it the long way.
 */
export async function readCartAnswer(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  { stockNotices, verify }: ReadAnswerOptions,
): Promise<CartAnswer | Cart | null> {
  const { cart: row, stockRead } = await findCartAndStock(db, basketId);
  const cart = requireOwnCart(ctx, row);
  const key = `${basketId}\u0000${stockNotices ? 'all' : 'no-stock-notices'}`;
  const now = Date.now();
  const kept = keptAnswers(db).get(key);
  const marks: Marks = { catalog: catalogEpoch(db), stock: await stockMark(db), at: now };
  if (kept && now < kept.until && (await vouched(ctx, db, kept, cart, marks, stockRead))) {
    if (verify) verifyKept(kept.answer, await loadReadInputs(ctx, db, cart, stockRead), now, stockNotices);
    counts(db).kept += 1;
    counts(db).vouched += 1;
    return kept.answer;
  }
  const inputs = await loadReadInputs(ctx, db, cart, stockRead);
  if (kept && now < kept.until && sameData(kept.inputs, inputs)) {
    if (verify) verifyKept(kept.answer, inputs, now, stockNotices);
    kept.marks = marksFor(inputs, marks);
    counts(db).kept += 1;
    return kept.answer;
  }
  counts(db).priced += 1;
  const shownCart = shown(answerFrom(inputs, new Date(now)), stockNotices);
  if (!shownCart) return null;
  const answer = new CartAnswer(JSON.stringify(shownCart), shownCart.items.some(needsCorrection));
  keptAnswers(db).set(key, {
    inputs,
    until: nextPromotionChange(inputs.promotions, now),
    answer,
    marks: marksFor(inputs, marks),
  });
  return verify ? shownCart : answer;
}

/**
 * The marks of a cart they can vouch for: one delivered home (no store, no collection point: their details and
 * stock follow no mark), for a shopper who is not an EMPLOYEE (whose allowance moves with orders placed elsewhere),
 * without a loyalty voucher (whose check reads the account's points).
 */
function marksFor({ loaded }: ReadInputs, marks: Marks): Marks | null {
  const { cart, shipments, employee, loyalty } = loaded;
  const home = shipments.every((shipment) => shipment.store_id === null && shipment.pudo_id === null);
  return home && employee === null && loyalty === null && cart.loyalty_voucher_points === null ? marks : null;
}

/**
 * Whether the kept answer's inputs stand without loading them: the same cart version (every write moves it), catalog
 * epoch, stock (SQLite's mark, or the lines' stock read on PostgreSQL), site, locale, shopper and promotions (with the
 * usage of the cart's limited codes), within KEPT_MARKS_MAX_AGE_MS of the marks' read.
 */
async function vouched(
  ctx: RequestContext,
  db: Db,
  kept: Kept,
  cart: CartRow,
  now: Marks,
  stockRead: StockRead | undefined,
): Promise<boolean> {
  const { marks, inputs } = kept;
  if (marks === null || now.at - marks.at >= KEPT_MARKS_MAX_AGE_MS) return false;
  const { loaded } = inputs;
  if (cart.version !== loaded.cart.version || now.catalog !== marks.catalog) return false;
  if (ctx.locale !== inputs.locale || !sameData(ctx.site, inputs.site)) return false;
  const { shopper } = ctx;
  if (shopper.kind === 'registered' && shopper.consumerType === 'EMPLOYEE') return false;
  if (!sameData(pricingShopper(ctx), inputs.shopper)) return false;
  if (now.stock === null) {
    const stock = await onlineStock(db, [...loaded.facts.keys()], stockRead);
    for (const [upc, facts] of loaded.facts) if ((stock.get(upc) ?? 0) !== facts.quantity) return false;
  } else if (now.stock !== marks.stock) {
    return false;
  }
  const promotions = await loadPromotions(db, ctx.site.siteId, { freshUsage: couponsOf(cart) });
  return sameData(promotions, inputs.promotions);
}

/** The cart as a read shows it: without its stock notices when `inventorySupplyCheck` is false. */
export function shown<T extends Cart | null>(cart: T, stockNotices: boolean): T {
  if (!cart || stockNotices) return cart;
  return { ...cart, flash: cart.flash.filter((entry) => !isStockNotice(entry)) };
}

function verifyKept(kept: CartAnswer, inputs: ReadInputs, now: number, stockNotices: boolean): void {
  const fresh = JSON.stringify(shown(answerFrom(inputs, new Date(now)), stockNotices));
  if (fresh !== kept.json) {
    throw new Error(
      `A kept cart answer differs from the cart priced again (an input of the answer is missing from ReadInputs).\n` +
        `kept:  ${kept.json}\nfresh: ${fresh}`,
    );
  }
}

/** The first start or end of a promotion after `now`; Infinity when none is ahead. */
export function nextPromotionChange(promotions: readonly Promotion[], now: number): number {
  let next = Infinity;
  for (const promotion of promotions) {
    for (const at of [promotion.startsAt?.getTime(), promotion.endsAt?.getTime()]) {
      if (at !== undefined && at > now && at < next) next = at;
    }
  }
  return next;
}

/** Actions of the corrections a patch made (the stock check's own flashes suggest `reduceQty`, `remove`, `changeStore`). */
export const CORRECTED = { removed: 'removed', qtyReduced: 'qtyReduced' } as const;

const isPickup = (item: Pick<CartItem, 'shippingOptions'>) => item.shippingOptions.selected === 'pickup';

/** What the answer shows needs a correction (checked again under the lock before anything is written). */
export function needsCorrection(item: CartItem): boolean {
  if (item.bonus) return false;
  const unpriced = item.customerNotifications.some((note) => note.code === 'PRC400');
  return unpriced || (!isPickup(item) && item.qty > item.inventoryLevel);
}

/** A stock notice of a read (INV406 online, INV702 in the pickup store), not the record of a correction made. */
function isStockNotice(entry: Cart['flash'][number]): boolean {
  const corrected = Object.values<string>(CORRECTED).includes(entry.details.action ?? '');
  return (entry.code === 'INV406' || entry.code === 'INV702') && !corrected;
}
