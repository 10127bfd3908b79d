import { drawApparel } from './apparel-art.js';
import { drawFootwear } from './footwear-art.js';
import { drawGiftCard } from './gift-card-art.js';
import { contrastLine, hashSeed, isHexColour, luminance, shade, tint } from './svg.js';

/** Every product image is this square, so pages reserve the box before the image arrives (no layout shift). */
export const ART_SIZE = 800;

export const FOOTWEAR_TYPES = ['running-shoe', 'trail-shoe', 'hiking-shoe', 'sneaker', 'sandal', 'boot'] as const;
export const APPAREL_TYPES = ['tee', 'hoodie', 'jacket', 'shorts', 'leggings', 'pants', 'socks', 'cap'] as const;
export type FootwearType = (typeof FOOTWEAR_TYPES)[number];
export type ApparelType = (typeof APPAREL_TYPES)[number];
export type ProductType = FootwearType | ApparelType;

export const FOOTWEAR_VIEWS = ['side', 'top', 'back', 'sole'] as const;
export const APPAREL_VIEWS = ['front', 'back', 'detail'] as const;
export type FootwearView = (typeof FOOTWEAR_VIEWS)[number];
export type ApparelView = (typeof APPAREL_VIEWS)[number];
export type ArtView = FootwearView | ApparelView;

export interface ArtColours {
  /** The colourway's main colour: uppers and garment bodies. */
  primary: string;
  /** Its second colour: stripes, panels, trims. */
  secondary: string;
  /** The sole or hardware colour (white, black or gum in the demo catalog). */
  accent: string;
}

export interface ProductArtInput {
  productType: string;
  colours: ArtColours;
  view: string;
  /** Varies small details (background placement) per product, repeatably. */
  seed: string;
}

/** The colours a drawing paints with, derived once from the colourway. */
export interface Palette {
  main: string;
  mainDark: string;
  mainLight: string;
  second: string;
  secondDark: string;
  sole: string;
  soleDark: string;
  line: string;
  ink: string;
}

export function isFootwearType(type: string): type is FootwearType {
  return (FOOTWEAR_TYPES as readonly string[]).includes(type);
}

export function isApparelType(type: string): type is ApparelType {
  return (APPAREL_TYPES as readonly string[]).includes(type);
}

/** A digital gift card (styles.digital): drawn as a card, in the apparel views (it is sized one-size). */
export const GIFT_CARD_TYPE = 'gift-card';

/** The views a product type is drawn in, first one the default; empty for a type without art. */
export function viewsFor(productType: string): readonly ArtView[] {
  if (isFootwearType(productType)) return FOOTWEAR_VIEWS;
  if (isApparelType(productType) || productType === GIFT_CARD_TYPE) return APPAREL_VIEWS;
  return [];
}

export class UnsupportedArtError extends Error {
  override name = 'UnsupportedArtError';
}

/** A darker tone for shading; on near-black colours a lighter one, so the detail still shows. */
function deepen(hex: string, t: number): string {
  return luminance(hex) < 0.12 ? tint(hex, t) : shade(hex, t);
}

function paletteOf({ primary, secondary, accent }: ArtColours): Palette {
  for (const colour of [primary, secondary, accent]) {
    if (!isHexColour(colour)) throw new UnsupportedArtError(`not a #rrggbb colour: ${JSON.stringify(colour)}`);
  }
  const main = primary.toLowerCase();
  const sole = accent.toLowerCase();
  return {
    main,
    mainDark: deepen(main, 0.22),
    mainLight: tint(main, 0.18),
    second: secondary.toLowerCase(),
    secondDark: deepen(secondary.toLowerCase(), 0.25),
    sole,
    soleDark: deepen(sole, 0.2),
    line: contrastLine(main),
    ink: '#1c1c1e',
  };
}

/** A light backdrop tinted by the colourway, with a soft disc whose place the seed picks. */
function background(palette: Palette, seed: string): string {
  const hash = hashSeed(seed);
  const cx = 330 + (hash % 140);
  const cy = 330 + ((hash >>> 8) % 140);
  return (
    `<rect width="800" height="800" fill="${tint(palette.main, 0.93)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="300" fill="${tint(palette.main, 0.86)}"/>`
  );
}

/**
 * A product image as SVG: a flat, bold drawing of the product type in the colourway's colours, seen from one view.
 * Pure and deterministic: the same input always gives the same bytes, so the answer can be cached forever.
 */
export function renderProductArt({ productType, colours, view, seed }: ProductArtInput): string {
  const palette = paletteOf(colours);
  let drawing: string;
  if (isFootwearType(productType) && (FOOTWEAR_VIEWS as readonly string[]).includes(view)) {
    drawing = drawFootwear(productType, view as FootwearView, palette);
  } else if (isApparelType(productType) && (APPAREL_VIEWS as readonly string[]).includes(view)) {
    drawing = drawApparel(productType, view as ApparelView, palette);
  } else if (productType === GIFT_CARD_TYPE && (APPAREL_VIEWS as readonly string[]).includes(view)) {
    drawing = drawGiftCard(view as ApparelView, palette);
  } else {
    throw new UnsupportedArtError(`no ${view} view of ${productType}`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">` +
    background(palette, seed) +
    drawing +
    '</svg>'
  );
}
