import type { CartPlace } from '@outsole/contracts/cart';
import type { Site } from '@outsole/contracts/reference';
import type { Store } from '@outsole/contracts/stores';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import type { CartPricing } from '../pricing/pricing.result.js';
import {
  EMPLOYEE_DISCOUNT_PPM,
  type CartLine,
  type CartShipment,
  type CartSnapshot,
  type PricingContext,
  type Shopper as PricingShopper,
  type ShippingMethodCode,
} from '../pricing/pricing.types.js';
import { priceCart } from '../pricing/promotions.engine.js';
import type { Promotion } from '../pricing/promotion.types.js';
import { computeTotals, type TotalsResult } from '../pricing/totals.js';
import { getEmployeeAllowance, type EmployeeAllowance } from '../consumer/employee-allowance.service.js';
import { checkVoucher, type VoucherCheck } from '../loyalty/loyalty.service.js';
import { findVariantFacts, stockReadOf, type StockRead, type VariantFacts } from '../products/variant-facts.service.js';
import { getStore } from '../stores/stores.service.js';
import { pickupDeliveryTime, pickupReady } from '@outsole/contracts/pickup-ready';
import { getCollectionPoint } from '../collection-points/collection-points.service.js';
import {
  findCart,
  findCartWithStock,
  findCodeUsage,
  findItems,
  findPromotions,
  findShipments,
  lockCart,
  type CartItemRow,
  type CartRow,
  type CartShipmentRow,
} from './cart.repository.js';
import { giftBoxUnitPrice } from './cart.gift.js';
import { languageOf, type Language } from '../../lib/language.js';
import { shippingMethod } from './cart.shipping.js';
import { loadDelivery, type DeliveryView } from './cart.delivery.js';
import { toPromotion, type StoredPromotion } from './promotion-definitions.js';
import { LruCache, perDatabase } from '../../lib/lru-cache.js';
import { isPostgres } from '../../db/dialect.js';

/** A cart with everything pricing needs, read in one go (cart, items, shipments, variants, categories, stores). */
export interface LoadedCart {
  cart: CartRow;
  items: CartItemRow[];
  shipments: CartShipmentRow[];
  facts: Map<string, VariantFacts>;
  categories: Map<string, string[]>;
  /** Store addresses of pickup shipments, for tax. */
  storeCountries: Map<string, { countryCode: string; stateCode: string | null }>;
  /** The store or collection point of each collected shipment, by shipment id (the answer names it). */
  places: Map<string, CartPlace>;
  /**
   * The delivery time of each pickup shipment, by shipment id, from its store's opening hours at the read (spec §4
   * `same day` or `n-n days`; @outsole/contracts/pickup-ready). Part of the read's inputs, so a kept answer is not
   * served across the store's cut-off (cart.answers.ts compares them).
   */
  pickupTimes: Map<string, string>;
  /** Applicable methods, tax destinations, store stock of pickup items, missing contact fields (cart.delivery.ts). */
  delivery: DeliveryView;
  /** An EMPLOYEE shopper's terms and remaining annual cap (consumer service); null for anyone else. */
  employee: EmployeeAllowance | null;
  /** The loyalty voucher the cart holds, checked (loyalty service); null for a cart without one. */
  loyalty: VoucherCheck | null;
}

/**
 * Promotions are kept per database and site in the process for PROMOTION_CACHE_TTL_MS: they change only through the
 * seed (or a future admin), and reading + parsing them on every cart request cost two queries per read and per write.
 * A change is seen by every request at most this long after it is written (decision 0018).
 */
export const PROMOTION_CACHE_TTL_MS = 10_000;

interface CachedPromotions {
  loadedAt: number;
  stored: StoredPromotion[];
  promotions: Promotion[];
  /** The codes of these promotions, and (upper case) those with a use limit, whose counts must be read fresh. */
  hasCodes: boolean;
  limitedCodes: Set<string>;
}

/** Keyed by the database's adapter (a transaction shares it with its database), then by site. */
const promotionCache = new WeakMap<object, Map<string, CachedPromotions>>();

function cacheOf(db: Db): Map<string, CachedPromotions> {
  const key = db.getExecutor().adapter;
  let bySite = promotionCache.get(key);
  if (!bySite) {
    bySite = new Map();
    promotionCache.set(key, bySite);
  }
  return bySite;
}

export interface LoadPromotionsOptions {
  /**
   * Read the coupon codes' usage counts now (one query) instead of the cached ones: `true` (a code is being applied,
   * or the caller cannot tell which codes matter), or the codes the cart holds — then only when one of them has a use
   * limit (a code without one has `remainingUses: null` whatever its count). Carts without codes never look at them.
   */
  freshUsage?: boolean | readonly string[];
  /** The clock of the cache (tests). */
  nowMs?: number;
}

export async function loadPromotions(
  db: Db,
  siteId: string,
  { freshUsage = false, nowMs = Date.now() }: LoadPromotionsOptions = {},
): Promise<Promotion[]> {
  const bySite = cacheOf(db);
  let cached = bySite.get(siteId);
  if (!cached || nowMs - cached.loadedAt >= PROMOTION_CACHE_TTL_MS || nowMs < cached.loadedAt) {
    const stored = await readPromotions(db, siteId);
    const codes = stored.flatMap((promotion) => promotion.codes);
    cached = {
      loadedAt: nowMs,
      stored,
      promotions: stored.map(toPromotion),
      hasCodes: codes.length > 0,
      limitedCodes: new Set(codes.filter((code) => code.maxUses !== null).map((code) => code.code.toUpperCase())),
    };
    bySite.set(siteId, cached);
    return cached.promotions;
  }
  if (!needsUsage(cached, freshUsage)) return cached.promotions;
  const usage = await findCodeUsage(
    db,
    cached.stored.filter((promotion) => promotion.codes.length > 0).map((promotion) => promotion.promotionId),
  );
  const usageOf = new Map(usage.map((row) => [`${row.promotion_id}\u0000${row.code}`, row]));
  return cached.stored.map((promotion, index) => {
    if (promotion.codes.length === 0) return cached.promotions[index]!;
    return toPromotion({
      ...promotion,
      codes: promotion.codes.map((code) => {
        const row = usageOf.get(`${promotion.promotionId}\u0000${code.code}`);
        return row ? { code: code.code, maxUses: row.max_uses, usedCount: Number(row.used_count) } : code;
      }),
    });
  });
}

function needsUsage(cached: CachedPromotions, freshUsage: boolean | readonly string[]): boolean {
  if (freshUsage === false) return false;
  if (freshUsage === true) return cached.hasCodes;
  return freshUsage.some((code) => cached.limitedCodes.has(code.toUpperCase()));
}

async function readPromotions(db: Db, siteId: string): Promise<StoredPromotion[]> {
  const { promotions, codes } = await findPromotions(db, siteId);
  return promotions.map((row) => ({
    promotionId: row.promotion_id,
    siteId: row.site_id,
    name: row.name,
    level: row.level,
    definition: JSON.parse(row.definition) as never,
    codes: codes
      .filter((code) => code.promotion_id === row.promotion_id)
      .map((code) => ({ code: code.code, maxUses: code.max_uses, usedCount: Number(code.used_count) })),
  }));
}

/**
 * The item and shipment rows of recently read carts, per database, by basket id with the cart version they belong to.
 * Every write of a cart's items or shipments bumps `carts.version` in its transaction (cart.write.ts, cart.merge.ts),
 * so rows kept for the version a request has just read are the rows in the database, whichever process wrote them.
 * Rows are kept only once committed (rememberCartRows) and never changed in place.
 */
const CART_ROWS_CAPACITY = 10_000;
interface CartRows {
  version: number;
  items: CartItemRow[];
  shipments: CartShipmentRow[];
}
const cartRows = perDatabase(() => new LruCache<string, CartRows>(CART_ROWS_CAPACITY));

/** Keeps a cart's rows as they stand after a read or a committed write (see cartRows). */
export function rememberCartRows(db: Db, loaded: LoadedCart): void {
  cartRows(db).set(loaded.cart.basket_id, {
    version: loaded.cart.version,
    items: loaded.items,
    shipments: loaded.shipments,
  });
}

/**
 * The UPCs whose stock a cart call reads in the statement that reads or locks the cart row (findCartWithStock,
 * lockCart): on PostgreSQL the cart's lines as this process last saw them and `more` (loadCart uses the stock
 * when it covers every line); none on SQLite, whose one connection reads stock as cheaply on its own (and keeps it).
 */
function stockUpcs(db: Db, basketId: string, more: readonly string[] = []): string[] {
  if (!isPostgres(db)) return [];
  const kept = cartRows(db).get(basketId)?.items ?? [];
  return [...new Set([...kept.map((item) => item.upc), ...more])];
}

/** A cart read's row, with its lines' stock where one statement reads both (stockUpcs). */
export async function findCartAndStock(
  db: Db,
  basketId: string,
): Promise<{ cart: CartRow | undefined; stockRead: StockRead | undefined }> {
  const upcs = stockUpcs(db, basketId);
  if (upcs.length === 0) return { cart: await findCart(db, basketId), stockRead: undefined };
  const found = await findCartWithStock(db, basketId, upcs);
  return { cart: found?.cart, stockRead: found && stockReadOf(upcs, found.stock) };
}

/** A cart write's lock (lockCart), with the stock of its lines and of the UPCs it adds where one statement reads both. */
export async function lockCartAndStock(
  trx: Db,
  basketId: string,
  now: Date,
  more?: readonly string[],
): Promise<{ cart: CartRow | undefined; stockRead: StockRead | undefined }> {
  const upcs = stockUpcs(trx, basketId, more);
  const locked = await lockCart(trx, basketId, now, upcs);
  return { cart: locked?.cart, stockRead: locked?.stock && stockReadOf(upcs, locked.stock) };
}

async function readCartRows(db: Db, cart: CartRow, cached: boolean): Promise<[CartItemRow[], CartShipmentRow[]]> {
  const kept = cached ? cartRows(db).get(cart.basket_id) : undefined;
  if (kept?.version === cart.version) return [kept.items, kept.shipments];
  return Promise.all([findItems(db, cart.basket_id), findShipments(db, cart.basket_id)]);
}

export interface LoadCartOptions {
  /**
   * The same cart loaded earlier in this transaction (a write reads it again after its change): the facts of variants
   * it already had are kept, only new lines' variants are read.
   */
  known?: LoadedCart;
  /** `cart` is the row as committed (a read, or read under the write's lock before any change): kept rows may serve. */
  cached?: boolean;
  /** The lines' stock read with the cart row (findCartAndStock, lockCartAndStock). */
  stockRead?: StockRead;
}

/** The cart with everything pricing needs. */
export async function loadCart(
  ctx: RequestContext,
  db: Db,
  cart: CartRow,
  { known, cached = false, stockRead }: LoadCartOptions = {},
): Promise<LoadedCart> {
  const [items, shipments] = await readCartRows(db, cart, cached);
  // Price, stock and categories of the lines' variants: the products service, in one batch (no call per line).
  const reused = known && known.cart.site_id === cart.site_id ? known.facts : new Map<string, VariantFacts>();
  const upcs = [...new Set(items.map((item) => item.upc))];
  const missing = upcs.filter((upc) => !reused.has(upc));
  const read = await findVariantFacts(ctx, db, missing, cart.site_id, stockRead);
  const facts = [
    ...upcs.flatMap((upc) => {
      const fact = reused.get(upc);
      return fact ? [fact] : [];
    }),
    ...read,
  ];
  const categories = new Map(facts.map((row) => [row.productId, row.categoryIds]));
  const storeCountries = new Map<string, { countryCode: string; stateCode: string | null }>();
  const places = new Map<string, CartPlace>();
  const pickupTimes = new Map<string, string>();
  const now = new Date();
  const stores = new Map<string, Store | null>();
  for (const shipment of shipments) {
    if (shipment.store_id !== null) {
      if (!stores.has(shipment.store_id)) {
        stores.set(shipment.store_id, await getStore(ctx, db, shipment.store_id).catch(() => null));
      }
      const store = stores.get(shipment.store_id);
      if (!store) continue;
      storeCountries.set(shipment.store_id, {
        countryCode: store.address.countryCode,
        stateCode: store.address.region,
      });
      places.set(shipment.shipping_id, { name: store.name, address: store.address, timezone: store.timezone });
      const ready = shipment.method_code === 'pickup' ? pickupReady(store, now) : null;
      if (ready) pickupTimes.set(shipment.shipping_id, pickupDeliveryTime(ready));
    } else if (shipment.pudo_id !== null) {
      const point = await getCollectionPoint(ctx, db, shipment.pudo_id);
      if (point) {
        places.set(shipment.shipping_id, {
          name: point.name,
          address: point.address,
          timezone: point.timezone,
          requiresCustomerNumber: point.requiresCustomerNumber,
        });
      }
    }
  }
  const delivery = await loadDelivery(ctx, db, shipments, items, storeCountries);
  return {
    cart,
    items,
    shipments,
    facts: new Map(facts.map((row) => [row.upc, row])),
    categories,
    storeCountries,
    places,
    pickupTimes,
    delivery,
    employee: await employeeOf(ctx, db),
    loyalty: await loyaltyOf(ctx, db, cart, known),
  };
}

/** Read only for a registered EMPLOYEE token, so other shoppers' carts cost no extra query. */
function employeeOf(ctx: RequestContext, db: Db): Promise<EmployeeAllowance | null> {
  const { shopper } = ctx;
  if (shopper.kind !== 'registered' || shopper.consumerType !== 'EMPLOYEE') return Promise.resolve(null);
  return getEmployeeAllowance(ctx, db, shopper.consumerNo);
}

/**
 * Read only for a cart holding a voucher (guests' and most carts cost no extra query), and not again for the same
 * voucher within one write (`known`). The account is the cart's owner, whoever the request's shopper (sign-in merge).
 */
function loyaltyOf(ctx: RequestContext, db: Db, cart: CartRow, known?: LoadedCart): Promise<VoucherCheck | null> {
  const points = cart.loyalty_voucher_points;
  if (points === null) return Promise.resolve(null);
  if (known?.loyalty && known.cart.loyalty_voucher_points === points && known.cart.site_id === cart.site_id) {
    return Promise.resolve(known.loyalty);
  }
  const consumerNo = cart.owner.startsWith('consumer:') ? cart.owner.slice('consumer:'.length) : null;
  return checkVoucher(ctx, db, consumerNo, {
    siteId: cart.site_id,
    currency: cart.currency_code,
    loyaltyOn: ctx.site.siteId !== cart.site_id || ctx.site.features.loyalty === true,
    points,
  });
}

/**
 * The employee discount's and the loyalty voucher's names per site language (PricingContext `names`). The voucher is
 * called what the storefront calls it in the cart, its errors and its toasts ("Reward voucher", "Prämiengutschein",
 * "Bon de fidélité", "特典クーポン"): one thing, one name per language (tester finding; decision 0018 addendum).
 */
const OWN_DISCOUNT_NAMES: Readonly<Record<Language, NonNullable<PricingContext['names']>>> = {
  en: { employeeDiscount: 'Employee discount', loyaltyVoucher: 'Reward voucher' },
  de: { employeeDiscount: 'Mitarbeiterrabatt', loyaltyVoucher: 'Prämiengutschein' },
  fr: { employeeDiscount: 'Remise collaborateur', loyaltyVoucher: 'Bon de fidélité' },
  ja: { employeeDiscount: '社員割引', loyaltyVoucher: '特典クーポン' },
};

export function pricingContext(site: Site): PricingContext {
  return {
    siteId: site.siteId,
    countryCode: site.countryCode,
    taxMode: site.taxMode,
    employeeDiscountPpm: EMPLOYEE_DISCOUNT_PPM,
    names: OWN_DISCOUNT_NAMES[languageOf(site.locale)],
  };
}

/**
 * The shopper as pricing sees it. The associate discount (spec §1, §6) needs the EMPLOYEE's accepted terms and the
 * remaining annual cap from the profile (`employee`, LoadedCart); the pricing core gives it only with the terms
 * accepted, on at most that cap, and only when the cap's currency is the cart's. An EMPLOYEE token without an
 * allowance on file (not an employee any more, no cap) is priced as a registered shopper.
 */
export function pricingShopper(ctx: RequestContext, employee: EmployeeAllowance | null = null): PricingShopper {
  const { shopper } = ctx;
  if (shopper.kind !== 'registered') return { kind: 'guest' };
  if (shopper.consumerType === 'EMPLOYEE' && employee) {
    return {
      kind: 'employee',
      termsAccepted: employee.termsAccepted,
      remainingAnnualCap: employee.remainingAnnualCap,
      capCurrency: employee.currency,
    };
  }
  return { kind: 'registered' };
}

type PriceableFacts = VariantFacts & { listAmount: number };

function hasPrice(facts: VariantFacts): facts is PriceableFacts {
  return facts.listAmount !== null;
}

/** A line can be priced when its variant still exists with a price in the cart's currency on the site. */
export function priceableFacts(loaded: LoadedCart, item: CartItemRow): PriceableFacts | null {
  const facts = loaded.facts.get(item.upc);
  if (!facts || !hasPrice(facts) || facts.currencyCode !== loaded.cart.currency_code) return null;
  return facts;
}

export function snapshotOf(loaded: LoadedCart, shopper: PricingShopper, now: Date): CartSnapshot {
  const lines: CartLine[] = [];
  for (const item of loaded.items) {
    const facts = priceableFacts(loaded, item);
    if (!facts) continue;
    lines.push({
      lineId: item.item_id,
      productId: item.product_id,
      masterId: item.master_id,
      brand: facts.brand,
      categoryIds: loaded.categories.get(item.product_id) ?? [],
      listPrice: facts.listAmount,
      salePrice: facts.saleAmount,
      qty: item.qty,
      shipmentId: item.shipment_id,
      bonus: item.bonus === 1,
      bonusPromotionId: item.bonus_promotion_id,
      digital: facts.digital,
      customs: facts.customs,
      giftBoxUnitPrice: item.gift === 1 && item.gift_box === 1 ? giftBoxUnitPrice(loaded.cart.currency_code) : 0,
    });
  }
  const used = new Set(lines.map((line) => line.shipmentId));
  const shipments: CartShipment[] = loaded.shipments
    .filter((shipment) => used.has(shipment.shipping_id))
    .map((shipment) => ({
      shipmentId: shipment.shipping_id,
      methodCode: shipment.method_code as ShippingMethodCode,
      basePrice: shippingMethod(shipment.method_code, loaded.cart.currency_code).price,
      destination: loaded.delivery.destinations.get(shipment.shipping_id) ?? null,
    }));
  return {
    currency: loaded.cart.currency_code,
    lines,
    shipments,
    shopper,
    couponCodes: JSON.parse(loaded.cart.coupon_codes) as string[],
    now,
    declinedGifts: declinedGiftsOf(loaded.cart),
    loyaltyVoucher: loaded.loyalty?.ok ? loaded.loyalty.voucher : null,
  };
}

/** The promotions whose gift the shopper turned down (decision 0046), as the cart row keeps them. */
export function declinedGiftsOf(cart: Pick<CartRow, 'declined_gifts'>): string[] {
  return cart.declined_gifts ? (JSON.parse(cart.declined_gifts) as string[]) : [];
}

export interface PricedCart {
  pricing: CartPricing;
  totals: TotalsResult;
}

export function price(snapshot: CartSnapshot, promotions: readonly Promotion[], context: PricingContext): PricedCart {
  const pricing = priceCart(snapshot, promotions, context);
  return { pricing, totals: computeTotals(pricing, context) };
}
