import { z } from 'zod';
import { Address, AddressInput } from './addresses.js';
import { EMAIL_SCRIPT_REFUSAL, emailLooksAsWritten } from './email-script.values.js';
import { LoyaltyVoucher } from './loyalty.js';
import { Breadcrumb, UPC_PATTERN } from './products.js';
import { SITE_PATH_PATTERN } from './paths.js';
import { shopperText } from './text.js';
import { PlaceAddress, STORE_ID_PATTERN } from './stores.js';
import { queryInteger } from './query-values.js';

/**
 * The cart (spec §3 Cart, Cart item) and the requests of its calls (spec §7 Cart). Amounts are integers in the minor
 * unit of the cart's currency (JPY has none).
 */

// spec §3: shipping method codes.
export const SHIPPING_METHOD_CODES = ['standard', 'sts', 'pickup', 'pudo', 'digital', 'me', 'customs'] as const;
export const ShippingMethodCode = z.enum(SHIPPING_METHOD_CODES);

// spec §5 / §9: the default per-item maximum.
export const DEFAULT_MAX_QTY = 999_999;

export { GIFT_CARD_MAX_ORDER_VALUE, GIFT_CARD_MAX_PER_LINE, MAX_CART_LINES, MERGE_NAMED_LINES } from './cart.values.js';

const amount = z.number().int();
const id = z.string().min(1).max(64);
const productId = z.string().trim().min(1).max(20);
const upc = z.string().trim().regex(UPC_PATTERN, 'upc must be a UPC');
// A JSON number: a string, boolean or array is refused (API400) rather than coerced into some quantity.
const qty = z.number().int().min(1).max(DEFAULT_MAX_QTY);

export const PromotionLevel = z.enum(['ORDER', 'PRODUCT', 'SHIPPING']);

export const CartTotals = z.object({
  total: amount,
  totalDiscount: amount,
  itemTotal: amount,
  totalWithoutTax: amount,
  shipping: amount,
  tax: amount,
  remainingToPay: amount,
  currency: z.string().length(3),
  totalUnits: z.number().int().nonnegative(),
  itemSubTotal: amount,
  netAmount: amount,
  taxAmount: amount,
  /** Derived: totalDiscount as a whole percentage of itemTotal. */
  totalDiscountPercentage: z.number().int(),
  /** False while a US cart has no destination: its tax waits for the address (0 until then). */
  taxCalculated: z.boolean(),
  /**
   * True where prices include the tax (VAT, consumption tax: EU, UK, JP): `tax` is the part of `total` that is tax,
   * not added to it. Always sent by the api; optional so fixtures made before it still parse.
   */
  taxIncluded: z.boolean().optional(),
  /**
   * The gift boxes chosen (decision 0018, not in spec §3's list): never discounted, taxed as the line's goods, and
   * part of `total` (total = itemSubTotal + giftBox + shipping, + tax when exclusive). Always sent by the api;
   * optional so fixtures made before it still parse.
   */
  giftBox: amount.optional(),
});
export type CartTotals = z.infer<typeof CartTotals>;

export const ShippingMethod = z.object({
  code: ShippingMethodCode,
  label: z.string(),
  /** `n-m days`, or `same day`. */
  deliveryTime: z.string(),
  price: amount,
});
export type ShippingMethod = z.infer<typeof ShippingMethod>;

/** The contact who collects a store pickup or collection-point parcel (spec §5), as stored (phone in E.164). */
export const PickupContactView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  /** The carrier's customer number, digits only, at a collection point that needs one (a DHL Packstation). */
  customerNumber: z.string().optional(),
});
export type PickupContactView = z.infer<typeof PickupContactView>;

/**
 * Where a collected shipment is collected (pickup and ship to store: the store; pudo: the collection point), so the
 * cart can name it (a platform field, decision 0018 addendum of 2026-12-06).
 */
export const CartPlace = z.object({
  name: z.string(),
  address: PlaceAddress,
  /** IANA time zone of the place's opening hours: a store pickup's "ready Monday" is that place's weekday. */
  timezone: z.string().optional(),
  /** A collection point that needs the carrier's customer number with the contact (a DHL Packstation's Postnummer). */
  requiresCustomerNumber: z.boolean().optional(),
});
export type CartPlace = z.infer<typeof CartPlace>;

export const CartShippingMethod = z.object({
  shippingId: z.string(),
  code: ShippingMethodCode,
  storeId: z.string().nullable(),
  address: z.record(z.string(), z.unknown()).nullable(),
  applicableShippingMethods: z.array(ShippingMethod),
  /** The collection point of a pudo shipment. */
  collectionPointId: z.string().nullable().optional(),
  /** The store or collection point the shipment is collected at, by name and address; null when delivered. */
  place: CartPlace.nullable().optional(),
  /** Pickup / collection contact (pickup, sts, pudo); null until given. */
  contact: PickupContactView.nullable().optional(),
  /** Contact fields still required before the order can be placed (spec §5, per-locale rules). */
  missingContactFields: z.array(z.string()).optional(),
  /** The shopper chose the method (shopperAppliedSM), rather than the cart's default. */
  shopperApplied: z.boolean().optional(),
});

/**
 * A gift's card (spec §3 giftOption); `email` is the recipient's, where a digital gift card is sent. Names and
 * message are printed on the card or emailed: shopper free text (text.ts), one line each, the message may break lines.
 */
export const GiftOption = z
  .object({
    to: shopperText(z.string().trim().max(100), 'to').optional(),
    from: shopperText(z.string().trim().max(100), 'from').optional(),
    // spec "add gift option" dialog: up to 300 characters.
    message: shopperText(z.string().trim().max(300), 'message', { lines: true }).optional(),
    // An address that only looks like another one is refused too (email-script.values.ts).
    email: z.email().max(254).refine(emailLooksAsWritten, EMAIL_SCRIPT_REFUSAL).optional(),
  })
  .strict();
export type GiftOption = z.infer<typeof GiftOption>;

export const ProductPromotion = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  couponCode: z.string().nullable(),
  /** The line's amount after this promotion. */
  price: amount,
  appliedDiscount: amount,
});

export const CartItem = z.object({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  qty: z.number().int().positive(),
  maxQty: z.number().int().positive(),
  upc: z.string(),
  pdpUrl: z.string(),
  /** The first view of the line's own colourway (variants.colourCode), not the style's first colour. */
  productImageURL: z.string(),
  price: z.object({
    /** Unit price now (sale price when marked down). */
    current: amount,
    /** Unit list price. */
    original: amount,
    /** current × qty, before promotions. */
    amount,
    priceWithoutTaxPerUnit: amount,
    /** After every discount. */
    proratedPrice: amount,
  }),
  /** A free gift (gift with purchase) the cart added. */
  bonus: z.boolean(),
  isCustoms: z.boolean(),
  isDigitalProduct: z.boolean(),
  recipeId: z.string().nullable(),
  gift: z.boolean(),
  giftOption: GiftOption.nullable(),
  isGiftBoxSelected: z.boolean(),
  /**
   * The gift box of the line (decision 0018): whether it can have one (not a free gift, not a digital gift card),
   * the price of one box (one per unit), and what the line's boxes cost now (unitPrice × qty when selected, else 0).
   * Always sent by the api; optional so fixtures made before it still parse.
   */
  giftBox: z.object({ offered: z.boolean(), unitPrice: amount, amount }).optional(),
  shippingOptions: z.object({
    selected: ShippingMethodCode,
    available: z.array(ShippingMethodCode),
    shippingMethod: ShippingMethod,
    storeInfo: z.object({ id: z.string(), storeInventory: z.number().int().nonnegative().nullable() }).nullable(),
  }),
  shipmentId: z.string(),
  taxTotal: amount,
  variants: z.object({ colourCode: z.string(), size: z.string(), width: z.string().nullable() }),
  /**
   * The name of the line's colourway in the request's language (variants.colourCode's), so two colours of a style
   * read apart. Always sent by the api when the style is shown; optional so fixtures made before it still parse.
   */
  colourName: z.string().optional(),
  attributes: z.record(z.string(), z.string()),
  badge: z.string().nullable(),
  rating: z.object({ score: z.number(), reviewsCount: z.number().int() }).nullable(),
  breadcrumbs: z.array(Breadcrumb),
  productPromotions: z.array(ProductPromotion),
  /** Online stock now; the item's flash says how much of qty is missing. */
  inventoryLevel: z.number().int().nonnegative(),
  customerNotifications: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type CartItem = z.infer<typeof CartItem>;

/** spec §3 flash messages: code or type, and details. Data, not a failure (CONVENTIONS 7). */
export const CartFlash = z.object({
  type: z.string(),
  code: z.string(),
  details: z.object({
    sku: z.string().optional(),
    productId: z.string().optional(),
    missingQty: z.number().int().nonnegative().optional(),
    shipmentId: z.string().optional(),
    action: z.string().optional(),
    /** ORD516: the collected method (sts, pudo) the home shipment's items left for home delivery. */
    previousMethod: z.string().optional(),
    /**
     * PRM160 `ShippingPromotionLost`: the shipping promotion (free standard shipping) the shipment had before this
     * change and no longer gets, its minimum spend not met now; `approachingDiscount` says how far (decision 0018
     * addendum, session 51).
     */
    promotionId: z.string().optional(),
    promotionName: z.string().optional(),
  }),
});
export type CartFlash = z.infer<typeof CartFlash>;

/**
 * The loyalty reward voucher the cart holds (PUT /cart/v1/cart/{basketId}/reward): its discount is an order-level
 * one (in orderPromotions, promoSummary and totals.totalDiscount); `applied` false with the REW id when it no longer
 * applies (points spent elsewhere, membership ended, nothing left to discount). Points are spent at order placement.
 */
export const AppliedLoyaltyVoucher = LoyaltyVoucher.extend({
  /** What it takes off this cart: its amount, or less when the merchandise left to pay is less. */
  appliedDiscount: amount,
  applied: z.boolean(),
  errorId: z.string().nullable(),
});
export type AppliedLoyaltyVoucher = z.infer<typeof AppliedLoyaltyVoucher>;

export const Cart = z.object({
  basketId: z.string(),
  currency: z.string().length(3),
  /** Items (lines) in the cart; totals.totalUnits counts their quantities. */
  totalItems: z.number().int().nonnegative(),
  items: z.array(CartItem),
  totals: CartTotals,
  shippingMethods: z.array(CartShippingMethod),
  payment_instruments: z.array(z.object({ payment_instrument_id: z.string(), payment_method_id: z.string(), amount })),
  couponItems: z.array(
    z.object({
      code: z.string(),
      promotionId: z.string().nullable(),
      applied: z.boolean(),
      /** Why a kept code does not apply now (PRM*), null when it applies. */
      errorId: z.string().nullable(),
    }),
  ),
  orderPromotions: z.array(
    z.object({
      promotionId: z.string(),
      promotionName: z.string(),
      couponCode: z.string().nullable(),
      appliedDiscount: amount,
    }),
  ),
  promoSummary: z.array(z.object({ level: PromotionLevel, promotionId: z.string(), promotionName: z.string() })),
  flash: z.array(CartFlash),
  approachingDiscount: z
    .object({
      promotionId: z.string(),
      promotionName: z.string(),
      level: PromotionLevel,
      conditionThreshold: amount,
      distanceFromConditionThreshold: amount,
    })
    .nullable(),
  /**
   * Gifts with purchase the cart earns and the shopper turned down (decision 0046: removing a gift's line turns it
   * down, PUT .../bonus takes it back): no line, nothing off; named so the cart can offer it again.
   */
  declinedGifts: z.array(
    z.object({
      promotionId: z.string(),
      promotionName: z.string(),
      productId: z.string(),
      name: z.string(),
      productImageURL: z.string(),
      qty: z.number().int().positive(),
    }),
  ),
  /** Goes up by one on every change of the cart. */
  version: z.number().int().positive(),
  /** The validated billing address (POST /cart/v1/cart/{basketId}/billingAddress), null until given. */
  billingAddress: Address.nullable().optional(),
  /** The billing address's newsletter consent: false once an address is added (spec §7), null without one. */
  newsletterConsent: z.boolean().nullable().optional(),
  /** The loyalty reward voucher applied (registered loyalty members only), null without one. */
  /**
   * The associate discount of a signed-in EMPLOYEE (spec §6 "sees current spend against annual cap"): its rate (whole
   * percent), the merchandise it could apply to (`eligibleAmount`), the part it applied to (`capConsumed`: less when
   * the remaining annual limit is smaller) and what it took off. Absent or null for anyone else (decision 0018
   * addendum, F7).
   */
  employeeDiscount: z
    .object({
      percent: z.number().nonnegative(),
      eligibleAmount: amount,
      capConsumed: amount,
      discount: amount,
    })
    .nullable()
    .optional(),
  appliedLoyaltyVoucher: AppliedLoyaltyVoucher.nullable().optional(),
});
export type Cart = z.infer<typeof Cart>;

/**
 * The line's product page as the client knows it (spec §7: PUT item takes a pdpUrl). Taken so the spec's clients are
 * not refused, checked as a path on this site, and not kept: a line answers the catalog's page of its product on the
 * cart's site (decision 0003 addendum), never what a client sent.
 */
const pdpUrl = z.string().max(300).regex(SITE_PATH_PATTERN, 'pdpUrl must be a path on this site');

const itemFields = {
  productId,
  upc,
  qty: qty.default(1),
  /** The shopper's maximum for the line; 999999 when none is given (spec §5). */
  maxQty: qty.optional(),
  storeId: z.string().trim().min(1).max(20).optional(),
  pdpUrl: pdpUrl.optional(),
  recipeId: z.string().max(64).optional(),
  /** A digital gift card's recipient (email required) and card; refused for any other product (decision 0018). */
  giftOption: GiftOption.optional(),
};

/** POST /cart/v1/cart: creates the shopper's cart on the site (or answers the one it has). */
export const CreateCartRequest = z.object({}).strict();

/** POST /cart/v1/cartWithItem: a cart with its first item. */
export const CreateCartWithItemRequest = z.object(itemFields).strict();
export type CreateCartWithItemRequest = z.infer<typeof CreateCartWithItemRequest>;

/** A quantity in a query: decimal digits, 1 to 999999. */
const queryQty = (name: string) => queryInteger(name, (whole) => whole.min(1).max(DEFAULT_MAX_QTY));
const queryStoreId = z.string().trim().min(1).max(20);

/**
 * POST /cart/v1/cartWithItem takes the item's fields in the query (spec §7 "(query)"), in the JSON body, or both
 * (a field given different values in each is API400, as POST /cart/v1/shippingMethod): the query's fields. A gift
 * card's giftOption, an object, only in the body. productId and upc are required in one of them.
 */
export const CreateCartWithItemQuery = z
  .object({
    productId: productId.optional(),
    upc: upc.optional(),
    qty: queryQty('qty').optional(),
    maxQty: queryQty('maxQty').optional(),
    storeId: queryStoreId.optional(),
    pdpUrl: pdpUrl.optional(),
    recipeId: z.string().max(64).optional(),
  })
  .strict();
/** The body of POST /cart/v1/cartWithItem beside its query: CreateCartWithItemRequest with every field optional. */
export const CreateCartWithItemBody = z
  .object({ ...itemFields, productId: productId.optional(), upc: upc.optional(), qty: qty.optional() })
  .strict();

/** POST /cart/v1/item. */
export const AddItemRequest = z.object({ cartId: id, ...itemFields }).strict();
export type AddItemRequest = z.infer<typeof AddItemRequest>;

export const BasketParams = z.object({ basketId: id });

/** A yes/no in a query (`"true"`, `"false"`) or a body (also JSON true, false); refused as includeStates is. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Invalid option: expected one of "true"|"false"' })
  .transform((value) => value === true || value === 'true');

/**
 * GET /cart/v1/cart/{basketId} query (spec §7; meanings in decision 0018):
 * - favStoreId: the shopper's favourite store; delivered items that could be picked up report its stock there in
 *   `shippingOptions.storeInfo` (the pickup option). Not a store of the site (its brand, in its country) → API400.
 * - isPatchRequired: correct the cart before answering (lines without a price removed, delivered lines cut to the
 *   stock or removed) and report each correction as a flash whose action is `removed` or `qtyReduced`.
 * - inventorySupplyCheck: flash the lines short of stock (default true); false leaves those notices out.
 */
export const GetCartQuery = z
  .object({
    favStoreId: z.string().regex(STORE_ID_PATTERN, 'favStoreId must be a store id').optional(),
    isPatchRequired: flag.optional(),
    inventorySupplyCheck: flag.optional(),
  })
  .strict();
export type GetCartQuery = z.infer<typeof GetCartQuery>;

/** PUT /cart/v1/cart/{basketId}/item. */
export const UpdateItemRequest = z
  .object({
    cartId: id.optional(),
    itemId: id,
    productId: productId.optional(),
    qty: qty.optional(),
    maxQty: qty.optional(),
    pdpUrl: pdpUrl.optional(),
    /** A store id moves the item to pickup there; null moves it back home. */
    storeId: z.string().trim().min(1).max(20).nullable().optional(),
    gift: z.boolean().optional(),
    giftOption: GiftOption.nullable().optional(),
    isGiftBoxSelected: z.boolean().optional(),
    recipeId: z.string().max(64).nullable().optional(),
  })
  .strict();
export type UpdateItemRequest = z.infer<typeof UpdateItemRequest>;

/**
 * PUT /cart/v1/cart/{basketId}/item takes the change in the query (spec §7 "(query; cartId, productId, itemId, qty,
 * …)"), in the JSON body, or both (a field given different values in each is API400): the query's fields. giftOption,
 * an object, only in the body; storeId null (back home) only in the body. itemId is required in one of them.
 */
export const UpdateItemQuery = z
  .object({
    cartId: id.optional(),
    itemId: id.optional(),
    productId: productId.optional(),
    qty: queryQty('qty').optional(),
    maxQty: queryQty('maxQty').optional(),
    pdpUrl: pdpUrl.optional(),
    storeId: queryStoreId.optional(),
    gift: flag.optional(),
    isGiftBoxSelected: flag.optional(),
    recipeId: z.string().max(64).optional(),
  })
  .strict();
/** The body of PUT /cart/v1/cart/{basketId}/item beside its query: UpdateItemRequest with itemId optional. */
export const UpdateItemBody = UpdateItemRequest.extend({ itemId: id.optional() });

/** DELETE /cart/v1/item query. */
export const RemoveItemQuery = z.object({ cartId: id, itemId: id }).strict();

/** PUT /cart/v1/coupon body. */
export const ApplyCouponRequest = z.object({ cartId: id, code: z.string().max(100) }).strict();

/** DELETE /cart/v1/coupon query. */
export const RemoveCouponQuery = z.object({ cartId: id, code: z.string().min(1).max(100) }).strict();

/** PUT /cart/v1/cart/{basketId}/bonus: turns down a gift with purchase, or takes it back (decision 0046). */
export const SetGiftDeclinedRequest = z
  .object({ promotionId: z.string().trim().min(1).max(64), declined: z.boolean() })
  .strict();
export type SetGiftDeclinedRequest = z.infer<typeof SetGiftDeclinedRequest>;

/**
 * PUT /cart/v1/cart/{basketId}/reward (spec §7 appliedLoyaltyVoucher): one of the member's vouchers, named by its
 * points (its amount, when sent, must be the site's for those points); null or an empty string removes the one the
 * cart holds. One voucher per cart: applying another replaces it.
 */
export const ApplyRewardRequest = z
  .object({
    appliedLoyaltyVoucher: z.union([
      z.null(),
      z.literal(''),
      z
        .object({
          points: z.number().int().positive().max(100_000_000),
          amountInCurrency: z.number().int().nonnegative().max(100_000_000).optional(),
        })
        .strict(),
    ]),
  })
  .strict();
export type ApplyRewardRequest = z.infer<typeof ApplyRewardRequest>;

/**
 * The pickup / collection contact as sent (spec §5: first name, last name and email; a mobile phone and email for
 * collection points in the locales that require them). Only bounded here: what is missing or ill-formed is answered
 * by the cart naming the field, since what is required depends on the method and the locale.
 */
export const PickupContact = z
  .object({
    firstName: z.string().max(120).optional(),
    lastName: z.string().max(120).optional(),
    email: z.string().max(254).optional(),
    phone: z.string().max(40).optional(),
    /**
     * The carrier's customer number (a DHL Packstation's Postnummer, 6–10 digits), required for a collection point
     * that needs one and not kept for any other place.
     */
    customerNumber: z.string().max(40).optional(),
  })
  .strict();
export type PickupContact = z.infer<typeof PickupContact>;

const shippingId = z.string().trim().min(1).max(40);

/**
 * POST /cart/v1/shippingMethod: the spec sends cartId, code, shippingId, shopperAppliedSM in the query; the body may
 * carry them too (the body wins), with what a method needs: storeId (pickup, sts), collectionPointId (pudo) and
 * the pickup contact.
 */
export const SetShippingMethodQuery = z
  .object({
    cartId: id.optional(),
    code: z.string().max(20).optional(),
    shippingId: shippingId.optional(),
    shopperAppliedSM: flag.optional(),
    storeId: z.string().trim().min(1).max(20).optional(),
    collectionPointId: z.string().trim().min(1).max(20).optional(),
  })
  .strict();
export const SetShippingMethodBody = z
  .object({
    cartId: id.optional(),
    code: z.string().max(20).optional(),
    shippingId: shippingId.optional(),
    shopperAppliedSM: z.boolean().optional(),
    storeId: z.string().trim().min(1).max(20).optional(),
    collectionPointId: z.string().trim().min(1).max(20).optional(),
    contact: PickupContact.optional(),
  })
  .strict();
export type SetShippingMethodBody = z.infer<typeof SetShippingMethodBody>;

/** GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}. */
export const ShipmentParams = z.object({ basketId: id, shippingId });
export const ApplicableShippingMethods = z.object({
  shippingId: z.string(),
  selected: ShippingMethodCode,
  /**
   * Each method priced as the shopper would pay for it in this cart: `price` after the cart's shipping promotions
   * (free standard delivery over a threshold), `basePrice` the method's own price.
   */
  applicableShippingMethods: z.array(ShippingMethod.extend({ basePrice: amount })),
});
export type ApplicableShippingMethods = z.infer<typeof ApplicableShippingMethods>;

/** POST /cart/v2/cart/{basketId}/shippingAddress and its validation call: the address, for one shipment (home). */
export const ShippingAddressRequest = AddressInput.extend({ shippingId: shippingId.optional() }).strict();
export type ShippingAddressRequest = z.infer<typeof ShippingAddressRequest>;
/** DELETE /cart/v2/cart/{basketId}/shippingAddress query. */
export const ShipmentQuery = z.object({ shippingId: shippingId.optional() }).strict();

/**
 * POST /cart/v1/cart/{basketId}/billingAddress. `newsletterConsent` is taken but recorded false on add (spec §7):
 * marketing consent is given in the account, confirmed by email (decision 0054).
 */
export const BillingAddressRequest = AddressInput.extend({ newsletterConsent: z.boolean().optional() }).strict();
export type BillingAddressRequest = z.infer<typeof BillingAddressRequest>;
