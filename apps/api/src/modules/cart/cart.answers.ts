import type { Cart, CartItem } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { LruCache, perDatabase } from '../../lib/lru-cache.js';
import { sameData } from '../../lib/same-data.js';
import type { Promotion } from '../pricing/promotion.types.js';
import { requireOwnCart } from './cart.owner.js';
import { readCartStockAhead } from './cart.pricing.js';
import { findCart } from './cart.repository.js';
import { answerFrom, loadReadInputs, type ReadInputs } from './cart.write.js';

/**
 * Kept answers of unchanged carts (decision 0026). A read answers a pure function of what it loads (ReadInputs: the
 * cart's rows, its variants' facts and stock, the stores, collection points and allowances it names, the promotions,
 * the display tiles, the site, the locale, the shopper as pricing sees them) and of the clock, only through the
 * promotions' start and end times. Each database keeps, per cart and form of the answer, those inputs and the answer's
 * JSON text. A read loads its inputs as before (mostly from the process's caches, and always the stock and the cart
 * row's version from the database) and, when they equal the kept ones and no promotion has started or ended since,
 * answers the kept text: no pricing, no mapping, no serialising, about a third of a read's CPU.
 */
export const KEPT_ANSWERS_CAPACITY = 1_000;

/** A read's answer as JSON text, and whether it shows a line an `isPatchRequired` read would correct. */
export class CartAnswer {
  constructor(
    readonly json: string,
    readonly needsCorrection: boolean,
  ) {}
}

interface Kept {
  inputs: ReadInputs;
  /** When the answer may change by the clock alone: the next start or end of a promotion (ms since the epoch). */
  until: number;
  answer: CartAnswer;
}

const keptAnswers = perDatabase(() => new LruCache<string, Kept>(KEPT_ANSWERS_CAPACITY));
const counts = perDatabase(() => ({ kept: 0, priced: 0 }));

/** How many reads of this database's carts answered a kept text, and how many priced the cart (since the start). */
export function keptAnswerCounts(db: Db): Readonly<{ kept: number; priced: number }> {
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
  const stockAhead = readCartStockAhead(db, basketId);
  const inputs = await loadReadInputs(ctx, db, requireOwnCart(ctx, await findCart(db, basketId)), stockAhead);
  const key = `${basketId}\u0000${stockNotices ? 'all' : 'no-stock-notices'}`;
  const now = Date.now();
  const kept = keptAnswers(db).get(key);
  if (kept && now < kept.until && sameData(kept.inputs, inputs)) {
    if (verify) verifyKept(kept.answer, inputs, now, stockNotices);
    counts(db).kept += 1;
    return kept.answer;
  }
  counts(db).priced += 1;
  const cart = shown(answerFrom(inputs, new Date(now)), stockNotices);
  if (!cart) return null;
  const answer = new CartAnswer(JSON.stringify(cart), cart.items.some(needsCorrection));
  keptAnswers(db).set(key, { inputs, until: nextPromotionChange(inputs.promotions, now), answer });
  return verify ? cart : answer;
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
