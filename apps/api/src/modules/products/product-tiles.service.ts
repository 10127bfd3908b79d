import {
  productImagePath,
  type Breadcrumb,
  type ProductImage,
  type ProductPrice,
  type ProductRating,
  type ProductTile,
} from '@outsole/contracts/products';
import type { ColourSwatch } from '@outsole/contracts/search';
import { SizeSystem } from '@outsole/contracts/sizes';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { ExpiringCache, perDatabase } from '../../lib/lru-cache.js';
import { catalogEpoch, followedByCache } from './catalog-clock.js';
import {
  images,
  localisedName,
  parseBadges,
  pdpUrl,
  siteSlug,
  toBreadcrumbs,
  toPrice,
  toRating,
} from './product-mapping.js';
import {
  findStyleLineRows,
  findSwatchRows,
  findTileRows,
  type StyleLineRow,
  type SwatchRow,
} from './product-tiles.repository.js';

/** A style as every product list shows it; each list's contract takes the fields it needs. */
export interface StyleTile {
  productId: string;
  name: string;
  /**
   * men, women, unisex or kids: tells apart a model's two cuts, which share its name. None for a digital style
   * (the gift card is for anyone: "Unisex" on its tile would say nothing true).
   */
  gender?: string;
  pdpUrl: string;
  price: ProductPrice;
  /** The first view of the first colourway. */
  image: ProductImage;
  badges: string[];
  rating: ProductRating | null;
  colourCount: number;
  /** Every colourway in display order; empty unless asked for. */
  swatches: ColourSwatch[];
}

/**
 * The styles as tiles for the request's site and locale, in the order of `productIds`: one query, and one more
 * beside it (not after it) for the swatches when asked. A style that cannot be shown on the site (unknown, no
 * price there, no name or slug in either language, no colourway) is left out, never a broken tile.
 */
export async function loadTiles(
  ctx: RequestContext,
  db: Db,
  productIds: readonly string[],
  { swatches = false, brand }: { swatches?: boolean; brand?: string } = {},
): Promise<StyleTile[]> {
  const onSite = { locale: ctx.locale, fallbackLocale: ctx.site.locale, siteId: ctx.site.siteId };
  const [rows, swatchRows] = await Promise.all([
    findTileRows(db, productIds, onSite, brand),
    swatches ? findSwatchRows(db, productIds) : Promise.resolve([]),
  ]);
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  const swatchesById = groupSwatches(ctx, swatchRows);
  const tiles: StyleTile[] = [];
  for (const productId of productIds) {
    const row = byId.get(productId);
    if (!row) continue;
    const price = toPrice(row);
    const name = row.name ?? row.fallback_name;
    const slug = siteSlug(row);
    const image = row.first_colour
      ? images(productId, row.first_colour, SizeSystem.parse(row.size_system ?? 'one-size'))[0]
      : undefined;
    if (!price || !name || !slug || !image) continue;
    tiles.push({
      productId,
      name,
      ...(Number(row.digital) === 1 ? {} : { gender: row.gender }),
      pdpUrl: pdpUrl(ctx.site.locale, slug, productId),
      price,
      image,
      badges: parseBadges(row.badges),
      rating: toRating(row),
      colourCount: Number(row.colour_count ?? 0),
      swatches: swatchesById.get(productId) ?? [],
    });
  }
  return tiles;
}

/**
 * A cart or saved-for-later line's display fields (name, link, image, badges, rating) are kept in the process until
 * the catalog clock names their style as changed (catalog-clock.ts), and never longer than this. Their prices come
 * from the variant facts, never from here.
 */
export const DISPLAY_TILE_TTL_MS = 10 * 60_000;
const DISPLAY_TILE_CAPACITY = 20_000;
/** A tile as a cart or list line shows it: with its style's attributes and the path to its primary category. */
export interface DisplayTile extends StyleTile {
  breadcrumbs: Breadcrumb[];
  /** gender, activity and material, as product details show them. */
  attributes: Record<string, string>;
  /** Each colourway's name in the request's language, by colour code: a line names the colour it holds. */
  colourNames: Record<string, string>;
}

/** By product id, then site and locale (`scope` in loadDisplayTiles). */
const displayTiles = perDatabase((db: Db) => {
  const cache = new ExpiringCache<DisplayTile | null>(DISPLAY_TILE_CAPACITY, DISPLAY_TILE_TTL_MS);
  followedByCache(db, (change) =>
    change === null ? cache.clear() : cache.deleteWhere((productId) => change.has(productId)),
  );
  return cache;
});

/**
 * loadTiles for lists shown beside their own prices (cart, saved for later), with breadcrumbs and attributes: tiles up
 * to DISPLAY_TILE_TTL_MS old from the process's cache, two queries side by side for the styles it lacks. Styles that
 * cannot be shown are remembered as such.
 */
export async function loadDisplayTiles(
  ctx: RequestContext,
  db: Db,
  productIds: readonly string[],
): Promise<DisplayTile[]> {
  const cache = displayTiles(db);
  const scope = `${ctx.site.siteId}\u0000${ctx.locale}`;
  const tiles = new Map<string, DisplayTile | null>();
  for (const productId of productIds) {
    const tile = cache.get(productId, scope);
    if (tile !== undefined) tiles.set(productId, tile);
  }
  const missing = productIds.filter((productId) => !tiles.has(productId));
  if (missing.length > 0) {
    const epoch = catalogEpoch(db);
    const [read, lines] = await Promise.all([
      loadTiles(ctx, db, missing, { swatches: true }),
      findStyleLineRows(db, missing, { locale: ctx.locale, fallbackLocale: ctx.site.locale }),
    ]);
    const keep = catalogEpoch(db) === epoch;
    const byId = new Map(read.map((tile) => [tile.productId, tile]));
    const lineRows = new Map<string, StyleLineRow[]>();
    for (const row of lines) lineRows.set(row.product_id, [...(lineRows.get(row.product_id) ?? []), row]);
    for (const productId of missing) {
      const tile = byId.get(productId);
      const rows = lineRows.get(productId) ?? [];
      const display: DisplayTile | null = tile
        ? {
            ...tile,
            breadcrumbs: toBreadcrumbs(
              rows.flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id, level: Number(row.level) }])),
              ctx.site.locale,
            ),
            attributes: rows[0]
              ? { gender: rows[0].gender, activity: rows[0].activity, material: rows[0].material }
              : {},
            colourNames: Object.fromEntries(tile.swatches.map((swatch) => [swatch.colourCode, swatch.name])),
          }
        : null;
      if (keep) cache.set(productId, scope, display);
      tiles.set(productId, display);
    }
  }
  return productIds.flatMap((productId) => tiles.get(productId) ?? []);
}

/** `{ colourName }` of a line of `tile` in `colourCode`, or nothing when the style or colourway isn't shown. */
export function colourNameOf(tile: DisplayTile | undefined, colourCode: string | undefined): { colourName?: string } {
  const colourName = colourCode === undefined ? undefined : tile?.colourNames[colourCode];
  return colourName ? { colourName } : {};
}

/**
 * `productImageURL` of a line of `tile` in `colourCode` (spec §3 Cart item, saved items): the first view of the
 * colourway the shopper chose, drawn from the codes the line's facts and tile already hold (no read of its own).
 * A colourway the style no longer shows falls back to the style's own image; an unknown style has none.
 */
export function lineImageOf(tile: DisplayTile | undefined, colourCode: string | undefined): string {
  if (!tile) return '';
  if (colourCode === undefined || !Object.hasOwn(tile.colourNames, colourCode)) return tile.image.url;
  return productImagePath(tile.productId, colourCode, tile.image.view);
}

/** The spec's ProductTile (product sets, recommendations). */
export function toProductTile(tile: StyleTile): ProductTile {
  const { productId, name, pdpUrl, price, image, colourCount, badges } = tile;
  return { productId, name, pdpUrl, price, image, colourCount, badges };
}

function groupSwatches(ctx: RequestContext, rows: readonly SwatchRow[]): Map<string, ColourSwatch[]> {
  const grouped = new Map<string, ColourSwatch[]>();
  for (const row of rows) {
    const list = grouped.get(row.product_id) ?? [];
    list.push({
      colourCode: row.colour_code,
      name: localisedName(row.names, ctx.locale, ctx.site.locale),
      colourFamily: row.colour_family,
      hex: row.hex_primary,
    });
    grouped.set(row.product_id, list);
  }
  return grouped;
}
