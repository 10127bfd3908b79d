import { z } from 'zod';
import { EMAIL_SCRIPT_REFUSAL, emailLooksAsWritten } from './email-script.values.js';
import { AlternateUrl } from './locales.js';
import { EMAILED_TOKEN_PATTERN, STYLE_CODE_PATTERN } from './paths.js';
import { SizeSystem } from './sizes.js';

/** spec §2: a productId (style code) is 8 to 11 uppercase letters or digits; product set ids share the shape. */
export const ProductId = z
  .string()
  .regex(STYLE_CODE_PATTERN, 'productId must be a style code: 8 to 11 uppercase letters or digits');

export const ProductParams = z.object({ productId: ProductId });
export type ProductParams = z.infer<typeof ProductParams>;

export const ProductSetParams = z.object({
  productSetId: z.string().regex(STYLE_CODE_PATTERN, 'productSetId must be 8 to 11 uppercase letters or digits'),
});
export type ProductSetParams = z.infer<typeof ProductSetParams>;

/** A colourway's code: three digits, unique within its style. */
export const COLOUR_CODE_PATTERN = /^\d{3}$/;
/** UPC-A: 12 digits. */
export const UPC_PATTERN = /^\d{12}$/;

/**
 * The views of the generated product art (the api's media service draws exactly these): shoes from the side,
 * top, back and sole; apparel front, back and a detail.
 */
export const PRODUCT_IMAGE_VIEWS = ['side', 'top', 'back', 'sole', 'front', 'detail'] as const;
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number];
const SHOE_VIEWS: readonly ProductImageView[] = ['side', 'top', 'back', 'sole'];
const APPAREL_VIEWS: readonly ProductImageView[] = ['front', 'back', 'detail'];

/** The gallery views of a style, in order, by how it is sized (shoes have soles to show). */
export function imageViewsFor(sizeSystem: SizeSystem): readonly ProductImageView[] {
  return sizeSystem.startsWith('shoe') ? SHOE_VIEWS : APPAREL_VIEWS;
}
/** Every product image is square art of this intrinsic size, so pages reserve the space and do not shift. */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 800 } as const;

export function productImagePath(productId: string, colourCode: string, view: ProductImageView): string {
  return `/images/products/${productId}/${colourCode}/${view}.svg`;
}

/** A price in minor units of the site's currency; `sale` is null when the style is not reduced. */
export const ProductPrice = z.object({
  list: z.number().int().nonnegative(),
  sale: z.number().int().nonnegative().nullable(),
  currency: z.string().length(3),
});
export type ProductPrice = z.infer<typeof ProductPrice>;

export const ProductImage = z.object({
  view: z.enum(PRODUCT_IMAGE_VIEWS),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductImage = z.infer<typeof ProductImage>;

/**
 * A style's rating from its published reviews: the average to one decimal (what is shown, and what the search
 * rating facet and filter compare) and how many reviews it is made of. Null when no review is published.
 */
export const ProductRating = z.object({
  average: z.number().min(1).max(5),
  count: z.number().int().positive(),
});
export type ProductRating = z.infer<typeof ProductRating>;

/**
 * An automatic promotion the style gets in the cart, as a tile or product page calls it out ("Extra 20% off in your
 * cart"): the promotion's id (the cart's `promoSummary` names the same one once it applies) and the merchandiser's
 * callout text in the site's language, shown as it is. Only promotions with no code to type and for every shopper,
 * running on the site now (decision 0053; not in the spec, which gives promotions to cart lines only).
 */
export const ProductPromotionCallout = z.object({
  promotionId: z.string(),
  calloutMsg: z.string(),
});
export type ProductPromotionCallout = z.infer<typeof ProductPromotionCallout>;

/** Absent when the style gets no promotion that is called out (decision 0053). */
export const ProductPromotionCallouts = z.array(ProductPromotionCallout).min(1).optional();

export const Breadcrumb = z.object({ categoryId: z.string(), name: z.string(), url: z.string() });
export type Breadcrumb = z.infer<typeof Breadcrumb>;

export const ProductVariant = z.object({
  upc: z.string().regex(UPC_PATTERN),
  /** The size as the site's market labels it (UK sizes in Britain, EU on the continent, cm in Japan). */
  size: z.string(),
  /** The US size the variant is made to (the label in the US; XS–XXL and OS as they are). */
  sizeUs: z.string(),
  width: z.string().nullable(),
  /** Online stock; the storefront shows a size with 0 as sold out, with the back-in-stock sign-up. */
  inventoryLevel: z.number().int().nonnegative(),
  orderable: z.boolean(),
  /**
   * The variant's own price in minor units of the style's currency, where variants differ in price: a digital gift
   * card's amount (its `size` is that amount in whole units). Absent: the style's price.
   */
  price: z.number().int().nonnegative().optional(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const Colourway = z.object({
  colourCode: z.string().regex(COLOUR_CODE_PATTERN),
  name: z.string(),
  colourFamily: z.string(),
  hex: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
  pdpUrl: z.string(),
  images: z.array(ProductImage),
  orderable: z.boolean(),
  variants: z.array(ProductVariant),
});
export type Colourway = z.infer<typeof Colourway>;

/** GET /products/v2/products/{productId}/details query: the colourway to open on (default the first). */
export const ProductDetailsQuery = z.object({
  colour: z.string().regex(COLOUR_CODE_PATTERN, 'colour must be a three-digit colour code').optional(),
});
export type ProductDetailsQuery = z.infer<typeof ProductDetailsQuery>;

/** GET /products/v2/products/{productId}/details: one style for the request's site and locale. */
export const ProductDetails = z.object({
  productId: ProductId,
  masterId: z.string(),
  brand: z.string(),
  name: z.string(),
  description: z.string(),
  productType: z.string(),
  badges: z.array(z.string()),
  attributes: z.object({
    gender: z.string(),
    activity: z.string(),
    material: z.string(),
    colourFamilies: z.array(z.string()),
  }),
  sizeSystem: SizeSystem,
  breadcrumbs: z.array(Breadcrumb),
  price: ProductPrice,
  pdpUrl: z.string(),
  selectedColour: z.string().regex(COLOUR_CODE_PATTERN),
  colourways: z.array(Colourway),
  /** Always sent by the api (null without reviews); optional so clients and fixtures made before it still parse. */
  rating: ProductRating.nullable().optional(),
  /**
   * The style's page on every site of its brand that sells it (this one included), each with its own locale's
   * slug: what hreflang links point at. Always sent by the api; optional so older clients and fixtures parse.
   */
  alternates: z.array(AlternateUrl).optional(),
  /**
   * A digital gift card: emailed to a recipient, its amounts are its variants (each with its `price`); adding it to
   * the cart needs the recipient's email (cart giftOption.email). Absent for every other product.
   */
  digital: z.boolean().optional(),
  productPromotions: ProductPromotionCallouts,
});
export type ProductDetails = z.infer<typeof ProductDetails>;

/** GET /products/v2/products/{productId}/inventory: online stock per variant. */
export const ProductInventory = z.object({
  productId: ProductId,
  variants: z.array(
    z.object({
      upc: z.string().regex(UPC_PATTERN),
      colourCode: z.string().regex(COLOUR_CODE_PATTERN),
      inventoryLevel: z.number().int().nonnegative(),
      orderable: z.boolean(),
    }),
  ),
});
export type ProductInventory = z.infer<typeof ProductInventory>;

/** A style as a tile: what a product set, a listing or a recommendation shows of it. */
export const ProductTile = z.object({
  productId: ProductId,
  name: z.string(),
  pdpUrl: z.string(),
  price: ProductPrice,
  image: ProductImage,
  colourCount: z.number().int().nonnegative(),
  badges: z.array(z.string()),
  productPromotions: ProductPromotionCallouts,
});
export type ProductTile = z.infer<typeof ProductTile>;

export const ProductSetSummary = z.object({
  productSetId: z.string(),
  name: z.string(),
  productIds: z.array(ProductId),
});
export type ProductSetSummary = z.infer<typeof ProductSetSummary>;

/** GET /products/v2/products/{productId}/productSets: the sets a style belongs to. */
export const ProductSets = z.object({ productId: ProductId, productSets: z.array(ProductSetSummary) });
export type ProductSets = z.infer<typeof ProductSets>;

/** GET /products/v2/products/{productSetId}/productSet: the set with its styles as tiles. */
export const ProductSet = z.object({
  productSetId: z.string(),
  name: z.string(),
  products: z.array(ProductTile),
});
export type ProductSet = z.infer<typeof ProductSet>;

/** PUT /products/v1/notifications body: a back-in-stock sign-up for one sold-out variant. */
export const BackInStockRequest = z
  .object({
    // An address that only looks like another one is refused too (email-script.values.ts).
    email: z.email('email must be an email address').max(254).refine(emailLooksAsWritten, EMAIL_SCRIPT_REFUSAL),
    productId: ProductId,
    upc: z.string().regex(UPC_PATTERN, 'upc must be 12 digits'),
  })
  .strict();
export type BackInStockRequest = z.infer<typeof BackInStockRequest>;

/**
 * The same 200 answer whether the email is new for this variant or already waits for it (counted once either way):
 * anyone may sign an address up, so the answer must not tell whether that address was already signed up.
 * `confirmationRequired` (decision 0042, addendum session 51: double opt-in): true when the address must confirm
 * through the emailed link before the restock email can go to it; false only for a signed-in shopper's own account
 * address. It depends on who asks with which address, never on what is stored.
 */
export const BackInStockResponse = z.object({
  productId: ProductId,
  upc: z.string(),
  subscribed: z.literal(true),
  confirmationRequired: z.boolean(),
});
export type BackInStockResponse = z.infer<typeof BackInStockResponse>;

/** An emailed back-in-stock link's token (32 random bytes, base64url); the api checks the rest. */
export const BACK_IN_STOCK_TOKEN_PATTERN = EMAILED_TOKEN_PATTERN;
const BackInStockToken = z.string().regex(BACK_IN_STOCK_TOKEN_PATTERN, 'token must be the link’s token');

/**
 * POST /products/v1/notifications/confirm: the confirmation email's link (double opt-in). 400 AUT402 alike for an
 * unknown, expired (after 7 days) or already used link.
 */
export const BackInStockConfirmRequest = z.object({ token: BackInStockToken }).strict();
export type BackInStockConfirmRequest = z.infer<typeof BackInStockConfirmRequest>;
export const BackInStockConfirmResponse = z.object({
  productId: ProductId,
  upc: z.string(),
  confirmed: z.literal(true),
});
export type BackInStockConfirmResponse = z.infer<typeof BackInStockConfirmResponse>;

/**
 * POST /products/v1/notifications/unsubscribe: the restock email's unsubscribe link; stops the address's other
 * sign-ups on that site. Repeating it answers the same; 400 AUT402 for an unknown link.
 */
export const BackInStockUnsubscribeRequest = z.object({ token: BackInStockToken }).strict();
export type BackInStockUnsubscribeRequest = z.infer<typeof BackInStockUnsubscribeRequest>;
export const BackInStockUnsubscribeResponse = z.object({ unsubscribed: z.literal(true) });
export type BackInStockUnsubscribeResponse = z.infer<typeof BackInStockUnsubscribeResponse>;
