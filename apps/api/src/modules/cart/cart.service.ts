import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MAX_QTY,
  GIFT_CARD_MAX_ORDER_VALUE,
  GIFT_CARD_MAX_PER_LINE,
  MAX_CART_LINES,
  type AddItemRequest,
  type Cart,
  type CartFlash,
  type CreateCartWithItemRequest,
  type UpdateItemRequest,
} from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { FieldOf } from '../../lib/query-or-body.js';
import type { RequestContext } from '../../lib/context.js';
import { checkCouponToApply } from '../pricing/promotions.apply-coupon.js';
import type { Promotion } from '../pricing/promotion.types.js';
import { isGiftWithPurchaseProduct } from '../pricing/promotions.bonus.js';
import { declinedGiftsWith } from './cart.declined-gifts.js';
import { normalizeCouponCode } from '../pricing/promotions.coupons.js';
import { requireVariantFacts } from '../products/variant-facts.service.js';
import { getStore } from '../stores/stores.service.js';
import { cartOwner, requireCartShopper, requireOwnCart } from './cart.owner.js';
import { giftChange, keptGift, requireRecipient, restoredGift } from './cart.gift.js';
import { missingFlash, pickupStock } from './cart.mapper.js';
import { storeShortFlash, storeStockOf } from './cart.delivery.js';
import {
  deleteEmptyShipments,
  deleteItems,
  findActiveCart,
  insertCart,
  insertItem,
  insertShipmentIfMissing,
  updateItem,
  type CartItemRow,
} from './cart.repository.js';
import {
  findCartAndStock,
  loadPromotions,
  pricingContext,
  pricingShopper,
  snapshotOf,
  type LoadedCart,
} from './cart.pricing.js';
import { CUSTOMS_SHIPMENT_ID, DIGITAL_SHIPMENT_ID, HOME_SHIPMENT_ID, pickupShipmentId } from './cart.shipping.js';
import { addCustomsShipment, customsShipmentId } from './cart.customs.js';
import { renderCart, withCartLock, type CartWrite } from './cart.write.js';

/**
 * The cart use cases (spec §4 Cart flow, up to payment). Every answer is the whole cart, priced again with the
 * pricing core; every write runs in one transaction holding the cart's lock (cart.write.ts).
 */

/** POST /cart/v1/cart: a shopper has one active cart per site, so creating again answers the one they have. */
export async function createCart(ctx: RequestContext, db: Db): Promise<Cart> {
  const basketId = await ensureCart(ctx, db);
  return getCart(ctx, db, basketId);
}

async function ensureCart(ctx: RequestContext, db: Db): Promise<string> {
  const owner = cartOwner(requireCartShopper(ctx));
  const existing = await findActiveCart(db, owner, ctx.site.siteId);
  if (existing) return existing.basket_id;
  const basketId = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute((trx) =>
    insertCart(
      trx,
      {
        basket_id: basketId,
        owner,
        site_id: ctx.site.siteId,
        currency_code: ctx.site.currency,
        version: 1,
        coupon_codes: '[]',
        status: 'active',
        merged_into: null,
        created_at: now,
        updated_at: now,
      },
      {
        basket_id: basketId,
        shipping_id: HOME_SHIPMENT_ID,
        method_code: 'standard',
        store_id: null,
        pudo_id: null,
        address: null,
        created_at: now,
      },
    ),
  );
  return basketId;
}

/** POST /cart/v1/cartWithItem. */
export async function createCartWithItem(ctx: RequestContext, db: Db, input: CreateCartWithItemRequest): Promise<Cart> {
  await checkAddable(ctx, db, input);
  const basketId = await ensureCart(ctx, db);
  return addItem(ctx, db, { ...input, cartId: basketId });
}

/** GET /cart/v1/cart/{basketId}. Gift-with-purchase changes the pricing asks for are written (a locked write). */
export async function getCart(ctx: RequestContext, db: Db, basketId: string): Promise<Cart> {
  const { cart: row, stockRead } = await findCartAndStock(db, basketId);
  const cart = requireOwnCart(ctx, row);
  const rendered = await renderCart(ctx, db, cart, stockRead);
  if (rendered) return rendered;
  return withCartLock(ctx, db, basketId, () => Promise.resolve({}));
}

/** Stock and gift checks that need no lock, before a cart is created for the item: see addableVariant. */
async function checkAddable(
  ctx: RequestContext,
  db: Db,
  input: { productId: string; upc: string; storeId?: string | undefined },
): Promise<void> {
  requireCartShopper(ctx);
  const variant = await requireVariantFacts(ctx, db, input.productId, input.upc);
  const promotions = await loadPromotions(db, ctx.site.siteId);
  // A line collected in a store is checked against the store's stock, under the cart's lock (addItem).
  addableVariant(input, input.storeId === undefined ? variant.quantity : 1, promotions, new Date());
}

/** The variant can be added by hand: no gift with purchase (GWP403), and in stock where it comes from (INV700). */
function addableVariant(
  input: { productId: string },
  stock: number,
  promotions: readonly Promotion[],
  now: Date,
): void {
  if (isGiftWithPurchaseProduct(input.productId, promotions, now)) throw new ApiError('GWP403', { field: 'productId' });
  // spec §8 INV700: the item is out of stock and could not be moved to the cart.
  if (stock <= 0) throw new ApiError('INV700', { field: 'upc' });
}

/**
 * Adding more of a variant whose line holds all its stock (spec §4 Stock: a full missing quantity): INV406 naming
 * the quantity, in words that say the shopper has it already ("the last one" when one was left). Its detail carries
 * the line's quantity and the stock it draws from (contract ErrorDetail), for the client's own words.
 */
function allStockInCart(held: number, stock: number): ApiError {
  const message =
    stock === 1
      ? 'You already have the last one in your cart.'
      : `You already have all ${stock} we have in stock in your cart.`;
  return new ApiError('INV406', { field: 'qty', message, values: { qty: held, inventoryLevel: stock } });
}

/**
 * More of a line than its maximum (999999 unless set): INV408 naming the maximum in its message and in its detail
 * (`maxAllowedQty`, contract ErrorDetail), so a client says it and stops its "+" there without reading the cart again.
 * An add names what it may still add (the maximum less the line's quantity), the number the shopper can act on.
 */
function overMaximum(maxQty: number): ApiError {
  return new ApiError('INV408', { params: { maxAllowedQty: maxQty }, field: 'qty', values: { maxAllowedQty: maxQty } });
}

/**
 * The digital gift cards a cart may hold (decision 0018 addendum "gift card limits"): at most GIFT_CARD_MAX_PER_LINE
 * cards in a line (INV408 naming it), and their total value at most the site currency's GIFT_CARD_MAX_ORDER_VALUE
 * (GFC409 naming it). `itemId` is the line being changed (its own quantity is replaced by `qty`), none for a new line.
 */
/** What the cart's digital gift cards are worth (list amount × quantity), but for the line `exceptItemId`. */
export function giftCardValue(loaded: Pick<LoadedCart, 'items' | 'facts'>, exceptItemId?: string): number {
  return loaded.items
    .filter((item) => item.item_id !== exceptItemId && item.bonus === 0 && loaded.facts.get(item.upc)?.digital === true)
    .reduce((sum, item) => sum + (loaded.facts.get(item.upc)?.listAmount ?? 0) * item.qty, 0);
}

function checkGiftCardLimits(
  loaded: LoadedCart,
  line: { itemId?: string; unitAmount: number; qty: number },
  currency: string,
): void {
  if (line.qty > GIFT_CARD_MAX_PER_LINE) throw overMaximum(GIFT_CARD_MAX_PER_LINE);
  const others = giftCardValue(loaded, line.itemId);
  const maxValue = GIFT_CARD_MAX_ORDER_VALUE[currency] ?? 0;
  if (others + line.unitAmount * line.qty > maxValue) {
    const fractionDigits = currency === 'JPY' ? 0 : 2;
    const amount = (maxValue / 10 ** fractionDigits).toLocaleString('en-US', {
      minimumFractionDigits: fractionDigits,
    });
    throw new ApiError('GFC409', { params: { maxValue: `${amount} ${currency}` }, field: 'qty' });
  }
}

/** A pickup store's stock of a variant, once the store is checked (requirePickupStore: SHP404, STR404). */
async function pickupStoreStock(
  ctx: RequestContext,
  trx: Db,
  storeId: string,
  variant: { productId: string; upc: string },
): Promise<number> {
  await requirePickupStore(ctx, trx, storeId);
  return (await storeStockOf(ctx, trx, storeId, variant.productId)).get(variant.upc) ?? 0;
}

/**
 * POST /cart/v1/item: adds to the line of the same variant (and store) when there is one. More than the line's
 * maximum (999999 unless the shopper set one) is INV408 with what can still be added, unless the stock is below the
 * maximum; more than the stock adds what there is and reports the rest as a flash with `missingQty` (spec §4 Stock). The variant is checked under the cart's lock:
 * a variant the cart already holds was just read with it (its stock now), so adding more of it costs no query.
 */
export async function addItem(
  ctx: RequestContext,
  db: Db,
  input: AddItemRequest,
  /**
   * Another write that must commit with the add or not at all (moving a saved-for-later item back), told how many
   * units the add put into the cart (less than asked when the stock held less).
   */
  within?: (trx: Db, added: number) => Promise<void>,
  /** Gift options the line had before it was saved for later (cart.gift.ts keptGift): a new line takes them again. */
  keptGiftOptions: string | null = null,
): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(
    ctx,
    db,
    input.cartId,
    async ({ trx, loaded, promotions, now, stockRead }): Promise<CartWrite> => {
      const held = loaded.facts.get(input.upc);
      const variant =
        held?.productId === input.productId && held.brand === ctx.site.brand
          ? held
          : await requireVariantFacts(ctx, trx, input.productId, input.upc, stockRead);
      const { customs, digital } = variant;
      if (customs && input.storeId !== undefined) throw customsNotCollected();
      if (digital && input.storeId !== undefined) throw digitalNotCollected();
      // A line collected in a store comes from that store's stock; any other from the online stock.
      const inventoryLevel =
        input.storeId === undefined ? variant.quantity : await pickupStoreStock(ctx, trx, input.storeId, input);
      addableVariant(input, inventoryLevel, promotions, now);
      // A digital gift card is added with its recipient (cart.gift.ts); any other product's gift options are its line's.
      const recipient = digital ? requireRecipient(input.giftOption) : null;
      if (!digital && input.giftOption !== undefined) {
        throw new ApiError('API400', {
          field: 'body.giftOption',
          message: 'Only a digital gift card takes gift options on add; set a line’s with PUT item.',
        });
      }
      const shipmentId =
        input.storeId !== undefined
          ? pickupShipmentId(input.storeId)
          : digital
            ? DIGITAL_SHIPMENT_ID
            : customs
              ? customsShipmentId(loaded.shipments)
              : HOME_SHIPMENT_ID;
      // Every digital gift card is its own line (each has its recipient and message); other items add up per variant.
      const line = digital
        ? undefined
        : loaded.items.find((item) => item.bonus === 0 && item.upc === input.upc && item.shipment_id === shipmentId);
      if (!line && ownLines(loaded.items) >= MAX_CART_LINES) throw cartFull();
      // The store was checked with its stock (pickupStoreStock).
      if (input.storeId !== undefined) await insertPickupShipment(trx, input.cartId, input.storeId);
      if (shipmentId === CUSTOMS_SHIPMENT_ID) await addCustomsShipment(trx, loaded);
      if (digital) await addDigitalShipment(trx, loaded);
      // A digital gift card's line holds at most GIFT_CARD_MAX_PER_LINE, whatever maximum the client asks for.
      const maxQty = Math.min(
        input.maxQty ?? line?.max_qty ?? DEFAULT_MAX_QTY,
        digital ? GIFT_CARD_MAX_PER_LINE : DEFAULT_MAX_QTY,
      );
      const inLine = line?.qty ?? 0;
      const wanted = inLine + input.qty;
      // Past the maximum, the stock is the nearer bound when it is below it: the add fills to the stock with the
      // PartialStock flash, as a quantity update does. Else INV408 names what can still be added (findings-2 F7:
      // "up to 999999" read wrong beside a line already holding some); a line at its maximum names the maximum.
      if (wanted > maxQty && inventoryLevel >= maxQty)
        throw overMaximum(maxQty - inLine >= 1 ? maxQty - inLine : maxQty);
      if (digital) {
        checkGiftCardLimits(loaded, { unitAmount: variant.listAmount ?? 0, qty: wanted }, loaded.cart.currency_code);
      }
      const qty = Math.min(wanted, maxQty, inventoryLevel);
      // The line already holds every unit of the stock: the item is not out of stock (INV700 is "could not be moved
      // to cart"), there is only no more of it. INV406 as when the line's quantity is raised past the stock.
      if (qty <= inLine) throw allStockInCart(inLine, inventoryLevel);
      await within?.(trx, qty - (line?.qty ?? 0));
      const flash: CartFlash[] =
        qty < wanted
          ? [
              missingFlash(
                { upc: input.upc, product_id: input.productId, shipment_id: shipmentId },
                wanted - qty,
                'reduceQty',
              ),
            ]
          : [];
      if (line) {
        await updateItem(trx, line.item_id, { qty, max_qty: maxQty });
        // Only this line's row changed (a store's shipment or a saved item's move are other rows): no second read.
        if (input.storeId === undefined && within === undefined)
          return { flash, changedLine: { itemId: line.item_id, qty, maxQty } };
      } else {
        await insertItem(trx, {
          item_id: randomUUID(),
          basket_id: input.cartId,
          product_id: input.productId,
          master_id: variant.masterId,
          upc: input.upc,
          qty,
          max_qty: maxQty,
          bonus: 0,
          bonus_promotion_id: null,
          gift: recipient ? 1 : 0,
          gift_option: recipient ? JSON.stringify(recipient) : null,
          gift_box: 0,
          ...(digital ? {} : restoredGift(keptGiftOptions)),
          store_id: input.storeId ?? null,
          shipment_id: shipmentId,
          // The client's pdpUrl is not kept: the line's link is the catalog's page (decision 0003 addendum).
          pdp_url: null,
          recipe_id: input.recipeId ?? null,
          position: nextPosition(loaded.items),
          created_at: new Date().toISOString(),
        });
      }
      return { flash };
    },
    { upcs: [input.upc] },
  );
}

/** The lines the shopper added (gifts with purchase come and go with the pricing): what MAX_CART_LINES counts. */
export function ownLines(items: readonly { bonus: number }[]): number {
  return items.filter((item) => item.bonus === 0).length;
}

/** BSK409: the cart holds MAX_CART_LINES different items; more of one it holds can still be added (decision 0041). */
function cartFull(): ApiError {
  return new ApiError('BSK409', { params: { maxLines: MAX_CART_LINES }, field: 'upc' });
}

/** An item that needs customs clearance ships from abroad: never picked up in a store (decision 0018). */
function customsNotCollected(): ApiError {
  return new ApiError('SHP404', {
    field: 'storeId',
    message: 'This item ships from overseas and needs customs clearance, so it cannot be picked up in a store.',
  });
}

/** The site takes no pickup orders (spec §6): no item goes to a store. */
function pickupNotOffered(): ApiError {
  return new ApiError('SHP404', { field: 'storeId', message: 'Store pickup is not offered on this site.' });
}

/** A digital gift card is emailed: never picked up in a store. */
function digitalNotCollected(): ApiError {
  return new ApiError('SHP404', {
    field: 'storeId',
    message: 'A digital gift card is sent by email, so it cannot be picked up in a store.',
  });
}

/** The digital shipment, made with the first digital gift card: emailed, free, untaxed (cart.shipping.ts). */
async function addDigitalShipment(trx: Db, loaded: LoadedCart): Promise<void> {
  if (loaded.shipments.some((shipment) => shipment.shipping_id === DIGITAL_SHIPMENT_ID)) return;
  await insertShipmentIfMissing(trx, {
    basket_id: loaded.cart.basket_id,
    shipping_id: DIGITAL_SHIPMENT_ID,
    method_code: 'digital',
    store_id: null,
    pudo_id: null,
    address: null,
    created_at: new Date().toISOString(),
  });
}

function nextPosition(items: readonly CartItemRow[]): number {
  return items.reduce((max, item) => Math.max(max, item.position), 0) + 1;
}

/**
 * A store to collect at: the site must take pickup orders (spec §6 `allowPickupOrder`, SHP404 as when the method is
 * chosen for a shipment), the store must be one of the site's (STR404) and offer pickup.
 */
async function requirePickupStore(ctx: RequestContext, trx: Db, storeId: string): Promise<void> {
  if (ctx.site.features.allowPickupOrder !== true) throw pickupNotOffered();
  const store = await getStore(ctx, trx, storeId);
  if (!store.pickupEnabled)
    throw new ApiError('STR404', { field: 'storeId', message: 'This store does not offer pickup.' });
}

async function insertPickupShipment(trx: Db, basketId: string, storeId: string): Promise<void> {
  await insertShipmentIfMissing(trx, {
    basket_id: basketId,
    shipping_id: pickupShipmentId(storeId),
    method_code: 'pickup',
    store_id: storeId,
    pudo_id: null,
    address: null,
    created_at: new Date().toISOString(),
  });
}

/**
 * PUT /cart/v1/cart/{basketId}/item: quantity, maximum, store, gift flag, gift option and gift box of one line
 * (cart.gift.ts: API400 naming the field for gift options that cannot be, GWP403 for a free gift's).
 */
export async function updateCartItem(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  input: UpdateItemRequest,
  /** Where each field was sent (PUT item takes them in the query or the body): what errors name. */
  fieldOf: FieldOf<UpdateItemRequest> = (name) => name,
): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, async ({ trx, loaded }): Promise<CartWrite> => {
    const item = loaded.items.find((each) => each.item_id === input.itemId);
    if (!item) throw new ApiError('ORD404', { field: 'itemId', message: 'The cart has no item with this id.' });
    // A line keeps its product: another one named is a client's mistake (a swap it believes done), not ignored.
    if (input.productId !== undefined && input.productId !== item.product_id) {
      throw new ApiError('API400', {
        field: 'body.productId',
        message: `productId is not the line's product (${item.product_id}): a line's product does not change.`,
      });
    }
    if (item.bonus === 1 && (input.qty !== undefined || input.maxQty !== undefined)) {
      throw new ApiError('GWP403', {
        field: fieldOf(input.qty !== undefined ? 'qty' : 'maxQty'),
        message: 'A free gift comes in the quantity its promotion gives: it can’t be changed.',
      });
    }
    const facts = loaded.facts.get(item.upc);
    const maxQty = Math.min(
      input.maxQty ?? item.max_qty,
      facts?.digital === true ? GIFT_CARD_MAX_PER_LINE : DEFAULT_MAX_QTY,
    );
    const wanted = input.qty ?? item.qty;
    if (wanted > maxQty) throw overMaximum(maxQty);
    if (facts?.digital === true && input.qty !== undefined && input.qty > item.qty) {
      checkGiftCardLimits(
        loaded,
        { itemId: item.item_id, unitAmount: facts.listAmount ?? 0, qty: wanted },
        loaded.cart.currency_code,
      );
    }
    const flash: CartFlash[] = [];
    let storeChange: { store_id: string | null; shipment_id: string } | null = null;
    if (input.storeId !== undefined && input.storeId !== item.store_id) {
      if (input.storeId === null) {
        storeChange = { store_id: null, shipment_id: HOME_SHIPMENT_ID };
      } else {
        if (loaded.facts.get(item.upc)?.customs === true) throw customsNotCollected();
        if (loaded.facts.get(item.upc)?.digital === true) throw digitalNotCollected();
        // spec §5: store pickup items need store inventory checked per store. A store short of the line's quantity
        // takes none of it: the line stays where it was with the INV702 flash POST shippingMethod answers for the same
        // store (200, `keepDelivery`, decision 0018 addendum).
        const available = await pickupStoreStock(ctx, trx, input.storeId, {
          productId: item.product_id,
          upc: item.upc,
        });
        if (available >= wanted) {
          await insertPickupShipment(trx, basketId, input.storeId);
          storeChange = { store_id: input.storeId, shipment_id: pickupShipmentId(input.storeId) };
        } else {
          flash.push(storeShortFlash(item, wanted - available, available, 'keepDelivery'));
        }
      }
    }
    // A line collected in a store takes its quantity from the store's stock; any other from the online stock.
    const stock =
      storeChange?.store_id === null
        ? (loaded.facts.get(item.upc)?.quantity ?? 0)
        : storeChange !== null
          ? wanted
          : (pickupStock(loaded, item) ?? loaded.facts.get(item.upc)?.quantity ?? 0);
    let qty = wanted;
    if (input.qty !== undefined && input.qty > item.qty) {
      // spec §8 INV406: out of stock (rethrown); a partial amount is kept as a flash.
      if (stock <= item.qty) {
        throw new ApiError('INV406', { field: 'qty', values: { qty: item.qty, inventoryLevel: stock } });
      }
      if (wanted > stock) {
        qty = stock;
        flash.push(missingFlash(item, wanted - stock, 'reduceQty'));
      }
    }
    await updateItem(trx, item.item_id, {
      qty,
      max_qty: maxQty,
      ...(storeChange ?? {}),
      ...giftChange(item, input, loaded.facts.get(item.upc)?.digital === true, loaded.cart.currency_code, fieldOf),
      ...(input.recipeId === undefined ? {} : { recipe_id: input.recipeId }),
    });
    if (storeChange) await deleteEmptyShipments(trx, basketId, HOME_SHIPMENT_ID);
    return { flash };
  });
}

/**
 * DELETE /cart/v1/item. A gift with purchase removed is turned down (decision 0046): the pricing adds it no more
 * until the shopper takes it back (PUT .../bonus, cart.declined-gifts.ts).
 */
export async function removeItem(ctx: RequestContext, db: Db, basketId: string, itemId: string): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, async ({ trx, loaded }): Promise<CartWrite> => {
    const item = loaded.items.find((each) => each.item_id === itemId);
    if (!item) throw new ApiError('ORD404', { field: 'itemId', message: 'The cart has no item with this id.' });
    await deleteItems(trx, basketId, [itemId]);
    await deleteEmptyShipments(trx, basketId, HOME_SHIPMENT_ID);
    if (item.bonus === 1 && item.bonus_promotion_id !== null) {
      return { cartChanges: { declined_gifts: declinedGiftsWith(loaded.cart, item.bonus_promotion_id, true) } };
    }
    return {};
  });
}

/** PUT /cart/v1/coupon: the pricing core decides (PRM130–PRM175, PRM416); the code is stored only when it applies. */
export async function applyCoupon(ctx: RequestContext, db: Db, basketId: string, rawCode: string): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(
    ctx,
    db,
    basketId,
    async ({ loaded, promotions, now }): Promise<CartWrite> => {
      const snapshot = snapshotOf(loaded, pricingShopper(ctx, loaded.employee), now);
      const check = checkCouponToApply(rawCode, snapshot, promotions, pricingContext(ctx.site));
      if (!check.ok) throw new ApiError(check.errorId, { field: 'code' });
      return { couponCodes: [...snapshot.couponCodes, check.code] };
    },
    { couponUsage: true },
  );
}

/**
 * DELETE /cart/v1/coupon: removing a code the cart does not have changes nothing and answers the cart, 200 (an
 * idempotent DELETE; no PRM id says "not on the cart", decision 0018).
 */
export async function removeCoupon(ctx: RequestContext, db: Db, basketId: string, rawCode: string): Promise<Cart> {
  requireCartShopper(ctx);
  const code = normalizeCouponCode(rawCode) ?? rawCode.trim().toUpperCase();
  return withCartLock(ctx, db, basketId, ({ loaded }): Promise<CartWrite> => {
    const codes = JSON.parse(loaded.cart.coupon_codes) as string[];
    return Promise.resolve({ couponCodes: codes.filter((each) => each !== code) });
  });
}

/** A line as it leaves the cart for another list (save for later). */
export interface TakenCartItem {
  productId: string;
  masterId: string;
  upc: string;
  qty: number;
  /** Its gift options (cart.gift.ts keptGift), null when it was not a gift. */
  gift: string | null;
}

/**
 * Moves a line out of the cart (PUT /cart/v2/saveForLater): removed under the cart's lock, and `into` writes it
 * elsewhere in the same transaction, so it is never lost nor in both places. ORD404 unknown line, GWP403 a gift with
 * purchase (it goes only when its promotion no longer holds).
 */
export async function takeItemOut(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  itemId: string,
  into: (trx: Db, item: TakenCartItem) => Promise<void>,
): Promise<Cart> {
  requireCartShopper(ctx);
  return withCartLock(ctx, db, basketId, async ({ trx, loaded }): Promise<CartWrite> => {
    const item = loaded.items.find((each) => each.item_id === itemId);
    if (!item) throw new ApiError('ORD404', { field: 'itemId', message: 'The cart has no item with this id.' });
    // The catalogue's GWP403 message speaks of adding to the cart; this is moving out of it.
    if (item.bonus === 1) {
      throw new ApiError('GWP403', { field: 'itemId', message: 'A free gift can’t be saved for later.' });
    }
    // A saved item keeps the variant, quantity and gift options, not a digital gift card's one-off recipient.
    if (loaded.facts.get(item.upc)?.digital === true) {
      throw new ApiError('API400', { field: 'itemId', message: 'A digital gift card cannot be saved for later.' });
    }
    await deleteItems(trx, basketId, [itemId]);
    await deleteEmptyShipments(trx, basketId, HOME_SHIPMENT_ID);
    await into(trx, {
      productId: item.product_id,
      masterId: item.master_id,
      upc: item.upc,
      qty: item.qty,
      gift: keptGift(item),
    });
    return {};
  });
}
