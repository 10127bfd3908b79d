import { randomUUID } from 'node:crypto';
import type { Cart, CartFlash } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { loadDisplayTiles, type DisplayTile } from '../products/product-tiles.service.js';
import type { LocalePath } from '@outsole/contracts/locales';
import type { Site } from '@outsole/contracts/reference';
import type { Promotion } from '../pricing/promotion.types.js';
import { shippingPromotionsLost } from '../pricing/shipping-lost.js';
import { customsMisplaced, settleCustoms } from './cart.customs.js';
import { placeGifts } from './cart.gift-placement.js';
import { joinSameVariantLines } from './cart.same-variant.js';
import { stockFlash, toCart } from './cart.mapper.js';
import { requireOwnCart } from './cart.owner.js';
import {
  declinedGiftsOf,
  loadCart,
  loadPromotions,
  price,
  pricingContext,
  pricingShopper,
  lockCartAndStock,
  rememberCartRows,
  snapshotOf,
  type LoadedCart,
  type PricedCart,
} from './cart.pricing.js';
import type { Shopper as PricingShopper } from '../pricing/pricing.types.js';
import { findFirstStockedVariant, type StockRead } from '../products/variant-facts.service.js';
import { deleteItems, insertItem, updateCartColumns, type CartRow } from './cart.repository.js';
import { HOME_SHIPMENT_ID } from './cart.shipping.js';
import type { CartChanges } from './cart.delivery.repository.js';

/** What a write asks for besides its own row changes: flash messages to answer, the new coupon list. */
export interface CartWrite {
  flash?: CartFlash[];
  couponCodes?: string[];
  /** Columns of the cart row the write changes besides coupons (billing address, newsletter consent). */
  cartChanges?: CartChanges;
  /**
   * The write changed only the quantity and maximum of this line (no other row of the cart): the cart as it now
   * stands is the loaded one with that line changed, so it is not read again (decision 0018, speed of the cart path).
   */
  changedLine?: { itemId: string; qty: number; maxQty: number };
}

export interface WriteScope {
  trx: Db;
  loaded: LoadedCart;
  promotions: Promotion[];
  now: Date;
  /** The stock of the cart's lines and of the write's `upcs`, read with the lock (lockCartAndStock). */
  stockRead: StockRead | undefined;
}

export interface CartLockOptions {
  /** The write applies a code, so the codes' usage counts are read even when the cart has none yet. */
  couponUsage?: boolean;
  /** UPCs the write adds, whose stock is read with the lock, as the lines' is (lockCartAndStock). */
  upcs?: readonly string[];
}

/** A write that met a PostgreSQL serialization failure or deadlock, or SQLite's busy lock, is retried. */
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY';
}

/**
 * One write of a cart: in a transaction, lock the cart row by bumping its version (cart.repository.ts lockCart),
 * check it is the shopper's (BSK404), let `mutate` change the rows, move lines whose customs flag changed, then price
 * again, put in or take out gifts with purchase as the pricing asks, place them with the order, and answer the cart
 * as it now stands.
 */
export async function withCartLock(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  mutate: (scope: WriteScope) => Promise<CartWrite>,
  options: CartLockOptions = {},
): Promise<Cart> {
  const settled = await lockedWrite(ctx, db, basketId, mutate, options);
  rememberCartRows(db, settled.loaded);
  // The display fields (product tiles) and the answer are built after the commit, outside the retry loop: the lock is
  // held only for the change and its pricing (decision 0018, speed of the cart path).
  return present(ctx, db, settled.loaded, settled.priced, [...settled.flash, ...stockFlash(settled.loaded)]);
}

async function lockedWrite(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  mutate: (scope: WriteScope) => Promise<CartWrite>,
  options: CartLockOptions,
): Promise<{ loaded: LoadedCart; priced: PricedCart; flash: CartFlash[] }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const now = new Date();
        const lock = await lockCartAndStock(trx, basketId, now, options.upcs);
        const locked = requireOwnCart(ctx, lock.cart);
        const { stockRead } = lock;
        // The rows as committed belong to the version before this write's bump: kept ones for it may serve.
        const cart: CartRow = { ...locked, version: locked.version - 1 };
        const promotions = await loadPromotions(trx, ctx.site.siteId, {
          freshUsage: options.couponUsage === true || couponsOf(cart),
        });
        const before = await loadCart(ctx, trx, cart, { cached: true, stockRead });
        const write = await mutate({ trx, loaded: before, promotions, now, stockRead });
        const changes: CartChanges & { coupon_codes?: string } = Object.fromEntries(
          Object.entries({
            ...write.cartChanges,
            coupon_codes: write.couponCodes ? JSON.stringify(write.couponCodes) : undefined,
          }).filter(([, value]) => value !== undefined),
        );
        if (Object.keys(changes).length > 0) await updateCartColumns(trx, basketId, changes);
        const updated: CartRow = { ...locked, ...changes };
        // Read again after the change: items and shipments; variant facts only for lines that are new.
        const after = write.changedLine
          ? withLineChanged(before, updated, write.changedLine)
          : await loadCart(ctx, trx, updated, { known: before });
        // Lines the catalogue has since flagged for customs clearance (or unflagged) move first (cart.customs.ts).
        const placed = await settleCustoms(ctx, trx, after);
        // Lines moved where a line of the same variant already was become one (cart.same-variant.ts).
        const joined = await joinSameVariantLines(ctx, trx, placed.loaded);
        const settled = await settleBonus(ctx, trx, joined.loaded, promotions, now);
        // Gifts with purchase travel with the order (cart.gift-placement.ts): moved, the cart is priced again.
        const withGifts = await placeGifts(ctx, trx, settled.loaded);
        const priced = withGifts === settled.loaded ? settled.priced : priceLoaded(ctx, withGifts, promotions, now);
        return {
          loaded: withGifts,
          priced,
          flash: [
            ...(write.flash ?? []),
            ...placed.flash,
            ...joined.flash,
            ...shippingLost(ctx, before, priced, promotions, now),
          ],
        };
      });
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && isRetryable(error)) continue;
      throw error;
    }
  }
}

/**
 * PRM160 `ShippingPromotionLost` for each shipment this write took a shipping promotion from for want of spend (an
 * item-level coupon, a line removed: pricing/shipping-lost.ts). The cart before the write is priced only when the
 * answer falls short of a shipping promotion at all, so most writes cost nothing more.
 */
function shippingLost(
  ctx: RequestContext,
  before: LoadedCart,
  after: PricedCart,
  promotions: readonly Promotion[],
  now: Date,
): CartFlash[] {
  if (after.pricing.shippingShortfalls.length === 0) return [];
  const was = priceLoaded(ctx, before, promotions, now);
  return shippingPromotionsLost(was.pricing, after.pricing).map((lost) => ({
    type: 'ShippingPromotionLost',
    code: 'PRM160',
    details: {
      shipmentId: lost.shipmentId,
      action: 'spendMore',
      promotionId: lost.promotionId,
      promotionName: lost.promotionName,
    },
  }));
}

function withLineChanged(loaded: LoadedCart, cart: CartRow, line: NonNullable<CartWrite['changedLine']>): LoadedCart {
  const items = loaded.items.map((item) =>
    item.item_id === line.itemId ? { ...item, qty: line.qty, max_qty: line.maxQty } : item,
  );
  return { ...loaded, cart, items };
}

/** The coupon codes the cart holds (stored as a JSON array). */
export function couponsOf(cart: CartRow): string[] {
  return JSON.parse(cart.coupon_codes) as string[];
}

function priceLoaded(ctx: RequestContext, loaded: LoadedCart, promotions: readonly Promotion[], now: Date): PricedCart {
  return price(snapshotOf(loaded, pricingShopper(ctx, loaded.employee), now), promotions, pricingContext(ctx.site));
}

/**
 * Gifts with purchase: the pricing answers which bonus lines to add or remove; they are written and the cart priced
 * again (stable after one pass; a gift out of stock is left out and the last pricing kept).
 */
async function settleBonus(
  ctx: RequestContext,
  trx: Db,
  initial: LoadedCart,
  promotions: readonly Promotion[],
  now: Date,
): Promise<{ loaded: LoadedCart; priced: PricedCart }> {
  let loaded = initial;
  let priced = priceLoaded(ctx, loaded, promotions, now);
  for (let pass = 0; pass < 2 && priced.pricing.needsReprice; pass += 1) {
    const basketId = loaded.cart.basket_id;
    await deleteItems(
      trx,
      basketId,
      priced.pricing.bonus.remove.map((entry) => entry.lineId),
    );
    let position = loaded.items.reduce((max, item) => Math.max(max, item.position), 0);
    for (const gift of priced.pricing.bonus.add) {
      const upc = await findFirstStockedVariant(ctx, trx, gift.productId);
      if (!upc) continue;
      position += 1;
      await insertItem(trx, {
        item_id: randomUUID(),
        basket_id: basketId,
        product_id: gift.productId,
        master_id: gift.masterId,
        upc,
        qty: gift.qty,
        max_qty: gift.qty,
        bonus: 1,
        bonus_promotion_id: gift.promotionId,
        gift: 0,
        gift_option: null,
        gift_box: 0,
        store_id: null,
        shipment_id: HOME_SHIPMENT_ID,
        pdp_url: null,
        recipe_id: null,
        position,
        created_at: now.toISOString(),
      });
    }
    loaded = await loadCart(ctx, trx, loaded.cart, { known: loaded });
    priced = priceLoaded(ctx, loaded, promotions, now);
  }
  return { loaded, priced };
}

/** The styles a cart shows: its lines', and the gifts it turned down (named in declinedGifts while earned). */
function shownProductIds(loaded: LoadedCart, gifts: readonly string[]): string[] {
  return [...new Set([...loaded.items.map((item) => item.product_id), ...gifts])];
}

/** The cart as the contract shows it, with the display fields of its styles (product tiles service). */
async function present(
  ctx: RequestContext,
  db: Db,
  loaded: LoadedCart,
  priced: PricedCart,
  flash: readonly CartFlash[],
): Promise<Cart> {
  const productIds = shownProductIds(
    loaded,
    priced.pricing.declinedGifts.map((gift) => gift.productId),
  );
  const tiles = await loadDisplayTiles(ctx, db, productIds);
  return toCart(loaded, priced, new Map(tiles.map((tile) => [tile.productId, tile])), flash);
}

/**
 * What a read of a cart answers from, all loaded and nothing priced yet: the answer is a pure function of these and of
 * the clock (only through the promotions' start and end times), which is what lets a read answer a kept copy when
 * they are unchanged (cart.answers.ts).
 */
export interface ReadInputs {
  site: Site;
  locale: LocalePath;
  shopper: PricingShopper;
  loaded: LoadedCart;
  promotions: Promotion[];
  tiles: DisplayTile[];
}

export async function loadReadInputs(
  ctx: RequestContext,
  db: Db,
  cart: CartRow,
  stockRead?: StockRead,
): Promise<ReadInputs> {
  const [loaded, promotions] = await Promise.all([
    loadCart(ctx, db, cart, { cached: true, stockRead }),
    loadPromotions(db, ctx.site.siteId, { freshUsage: couponsOf(cart) }),
  ]);
  rememberCartRows(db, loaded);
  // The cart's products, and the gifts it turned down (shown, with their name and image, while earned).
  const declined = new Set(declinedGiftsOf(cart));
  const gifts = promotions.flatMap((promotion) =>
    declined.has(promotion.id) && promotion.reward.kind === 'bonusProduct' ? [promotion.reward.productId] : [],
  );
  const tiles = await loadDisplayTiles(ctx, db, shownProductIds(loaded, gifts));
  return {
    site: ctx.site,
    locale: ctx.locale,
    shopper: pricingShopper(ctx, loaded.employee),
    loaded,
    promotions,
    tiles,
  };
}

/** The cart priced as it stands, or null when the pricing asks for gift changes or a line is in the wrong shipment. */
export function answerFrom({ site, shopper, loaded, promotions, tiles }: ReadInputs, now: Date): Cart | null {
  const priced = price(snapshotOf(loaded, shopper, now), promotions, pricingContext(site));
  // Gifts to put in or take out, or lines in a shipment that no longer suits them: a write settles them.
  if (priced.pricing.needsReprice || customsMisplaced(loaded).length > 0) return null;
  return toCart(loaded, priced, new Map(tiles.map((tile) => [tile.productId, tile])), stockFlash(loaded));
}

/** A read: the cart priced as it stands, or null when a write must settle it first (answerFrom). */
export async function renderCart(
  ctx: RequestContext,
  db: Db,
  cart: CartRow,
  stockRead?: StockRead,
): Promise<Cart | null> {
  return answerFrom(await loadReadInputs(ctx, db, cart, stockRead), new Date());
}
