import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import {
  findFirstStockedVariantRow,
  findStyleAncestorRows,
  findVariantFactRows,
  type VariantFactsRow,
} from './variant-facts.repository.js';

/**
 * What pricing and stock checks need of a batch of variants (the cart's lines, a saved-for-later list): price on
 * the site, online stock, style facts and categories. Amounts are minor units of `currencyCode`.
 */
export interface VariantFacts {
  upc: string;
  productId: string;
  masterId: string;
  brand: string;
  colourCode: string;
  size: string;
  width: string | null;
  /**
   * The price on the site: the variant's own where it has one (a digital gift card's amount, never on sale), else
   * its style's; all three null when it is not sold there.
   */
  listAmount: number | null;
  saleAmount: number | null;
  currencyCode: string | null;
  /** Online stock (0 when the variant has no stock row). */
  quantity: number;
  /** The style's categories with every ancestor, so a promotion on a parent category matches. */
  categoryIds: string[];
  /** A digital gift card: emailed, never discounted or taxed (styles.digital). */
  digital: boolean;
  /** The style ships from abroad and must clear customs (spec §3 Cart item isCustoms). */
  customs: boolean;
}

/**
 * The facts of many variants in two queries side by side, whatever their number (no call per line). Unknown UPCs are left out.
 * `siteId` defaults to the request's site (a cart merged on sign-in names its own).
 */
export async function findVariantFacts(
  ctx: RequestContext,
  db: Db,
  upcs: readonly string[],
  siteId: string = ctx.site.siteId,
): Promise<VariantFacts[]> {
  if (upcs.length === 0) return [];
  const [rows, ancestors] = await Promise.all([findVariantFactRows(db, upcs, siteId), findStyleAncestorRows(db, upcs)]);
  const categories = new Map<string, string[]>();
  for (const row of ancestors)
    categories.set(row.product_id, [...(categories.get(row.product_id) ?? []), row.ancestor_id]);
  return rows.map((row) => ({
    upc: row.upc,
    productId: row.product_id,
    masterId: row.master_id,
    brand: row.brand,
    colourCode: row.colour_code,
    size: row.size,
    width: row.width,
    ...priceOf(row),
    quantity: Number(row.quantity ?? 0),
    categoryIds: categories.get(row.product_id) ?? [],
    digital: Number(row.digital) === 1,
    customs: Number(row.customs_clearance) === 1,
  }));
}

function priceOf(row: VariantFactsRow): Pick<VariantFacts, 'listAmount' | 'saleAmount' | 'currencyCode'> {
  if (row.variant_amount !== null) {
    return { listAmount: Number(row.variant_amount), saleAmount: null, currencyCode: row.variant_currency };
  }
  return {
    listAmount: row.list_amount === null ? null : Number(row.list_amount),
    saleAmount: row.sale_amount === null ? null : Number(row.sale_amount),
    currencyCode: row.currency_code,
  };
}

/** The UPC of the first variant of a style with online stock (a gift with purchase to add), null when none has any. */
export async function findFirstStockedVariant(_ctx: RequestContext, db: Db, productId: string): Promise<string | null> {
  return (await findFirstStockedVariantRow(db, productId))?.upc ?? null;
}
