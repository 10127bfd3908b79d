import type { LocalePath } from '@outsole/contracts/locales';
import { categoryPath, productPath } from '@outsole/contracts/paths';
import {
  imageViewsFor,
  PRODUCT_IMAGE_SIZE,
  productImagePath,
  type Breadcrumb,
  type ProductImage,
  type ProductPrice,
  type ProductRating,
} from '@outsole/contracts/products';
import type { SizeSystem } from '@outsole/contracts/sizes';
import { z } from 'zod';
import type { CategoryPathRow } from './products.repository.js';

/** Pure mapping from rows to contract shapes, shared by the product services. */

const StringList = z.array(z.string());
const LocalisedNames = z.record(z.string(), z.string());

export function parseBadges(json: string): string[] {
  return StringList.parse(JSON.parse(json));
}

/** A JSON `{ locale: name }` column read in the request locale, else the site's, else any name it has. */
export function localisedName(json: string, locale: LocalePath, fallbackLocale: LocalePath): string {
  const names = LocalisedNames.parse(JSON.parse(json));
  return names[locale] ?? names[fallbackLocale] ?? Object.values(names)[0] ?? '';
}

export function toPrice(row: {
  currency_code: string | null;
  list_amount: number | null;
  sale_amount: number | null;
}): ProductPrice | null {
  if (row.currency_code === null || row.list_amount === null) return null;
  return {
    list: Number(row.list_amount),
    sale: row.sale_amount === null ? null : Number(row.sale_amount),
    currency: row.currency_code,
  };
}

/** The rating kept on a style's row (average in tenths, migration 0007); null without published reviews. */
export function toRating(row: { rating_average: number | null; rating_count: number }): ProductRating | null {
  const count = Number(row.rating_count);
  if (count === 0 || row.rating_average === null) return null;
  return { average: Number(row.rating_average) / 10, count };
}

/** spec §2 product URL; the stored slug (ASCII, English for Japanese) is what the URL carries. */
export function pdpUrl(locale: LocalePath, slug: string, productId: string, colourCode?: string): string {
  const path = productPath(locale, slug, productId);
  return colourCode === undefined ? path : `${path}?colour=${colourCode}`;
}

export function images(productId: string, colourCode: string, sizeSystem: SizeSystem): ProductImage[] {
  return imageViewsFor(sizeSystem).map((view) => ({
    view,
    url: productImagePath(productId, colourCode, view),
    ...PRODUCT_IMAGE_SIZE,
  }));
}

/**
 * The slug a link carries. Links are the site's pages, under the site's locale whatever x-locale asks (decisions 0003,
 * 0013): the slug in the site's locale (the queries' fallback locale is the site's), else the request's.
 */
export function siteSlug(row: { slug: string | null; fallback_slug: string | null }): string | null {
  return row.fallback_slug ?? row.slug;
}

/** Category links under the site's locale (`siteLocale`), named in the request's language. */
export function toBreadcrumbs(rows: readonly CategoryPathRow[], siteLocale: LocalePath): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [];
  for (const row of rows) {
    const name = row.name ?? row.fallback_name;
    const slug = siteSlug(row);
    if (name === null || slug === null) continue;
    crumbs.push({ categoryId: row.id, name, url: categoryPath(siteLocale, slug, row.id) });
  }
  return crumbs;
}
