import { bySupportedLocale, isSupportedLocale, type AlternateUrl } from '@outsole/contracts/locales';
import type { Db } from '../../db/schema.js';
import { pdpUrl } from './product-mapping.js';
import { findStyleAlternates } from './product-alternates.repository.js';

/**
 * The pages of the styles from `fromId` to `toId` on every site of `brand` that sells them, each URL with its own
 * locale's slug, by style id; locales in the order of SUPPORTED_LOCALES. The product page's hreflang links and the
 * sitemap's alternates both come from here.
 */
export async function styleAlternates(
  db: Db,
  brand: string,
  { fromId, toId }: { fromId: string; toId: string },
): Promise<Map<string, AlternateUrl[]>> {
  const rows = await findStyleAlternates(db, { brand, fromId, toId });
  const byStyle = new Map<string, AlternateUrl[]>();
  for (const row of rows) {
    if (!isSupportedLocale(row.locale)) continue; // a site in a language the storefront does not speak yet
    const list = byStyle.get(row.product_id) ?? [];
    list.push({ locale: row.locale, url: pdpUrl(row.locale, row.slug, row.product_id) });
    byStyle.set(row.product_id, list);
  }
  for (const list of byStyle.values()) list.sort(bySupportedLocale);
  return byStyle;
}
