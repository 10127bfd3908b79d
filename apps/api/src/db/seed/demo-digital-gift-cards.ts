import type { LocalePath } from '@outsole/contracts/locales';
import { SUPPORTED_LOCALES } from '@outsole/contracts/locales';
import { slugify } from '@outsole/contracts/paths';
import type { Transaction } from 'kysely';
import { ONLINE_LOCATION, type Database } from '../schema.js';
import { CATALOG_NOW } from './catalog/generate-catalog.js';
import { makeUpc } from './catalog/upc.js';
import type { SiteSeed } from './reference/sites.js';

/**
 * A digital gift card product on every site (decision 0018 "Digital gift cards"): one `digital` style per brand, its
 * fixed amounts as variants, priced per site in the site's currency (variant_prices; the style's price is the
 * lowest), emailed to the recipient the shopper names. It has no stock to run out of: each amount is seeded with the largest
 * online quantity a line can hold (999,999), so the cart's stock checks always pass. Not in any category: it is
 * reached from its own page (the footer's gift card link, search).
 */

/**
 * Amounts per currency, minor units. How many cards a line and what value an order may hold are the contract's
 * (GIFT_CARD_MAX_PER_LINE, GIFT_CARD_MAX_ORDER_VALUE in packages/contracts/src/cart.values.ts; decision 0018 addendum
 * "gift card limits"): the api refuses past them and the storefront names them.
 */
export const GIFT_CARD_AMOUNTS: Readonly<Record<string, readonly number[]>> = {
  USD: [2_500, 5_000, 10_000],
  GBP: [2_500, 5_000, 10_000],
  EUR: [2_500, 5_000, 10_000],
  JPY: [3_000, 5_000, 10_000],
};

/** Every currency has as many amounts: they are the style's variants. */
const AMOUNT_COUNT = 3;
/** UPC company prefix of the digital gift cards (the catalog's are 084 and 086). */
const UPC_PREFIX = '089';
const UNLIMITED = 999_999;

const NAMES: Readonly<Record<LocalePath, { name: string; description: string }>> = {
  'en-us': {
    name: 'Digital Gift Card',
    description: 'Emailed to the person you choose, with your message. Spend it online on anything.',
  },
  'en-gb': {
    name: 'Digital Gift Card',
    description: 'Emailed to the person you choose, with your message. Spend it online on anything.',
  },
  'de-de': {
    name: 'Digitale Geschenkkarte',
    description: 'Per E-Mail an die Person deiner Wahl, mit deiner Nachricht. Online für alles einlösbar.',
  },
  'fr-fr': {
    name: 'Carte cadeau numérique',
    description: 'Envoyée par e-mail à la personne de votre choix, avec votre message. Valable sur tout le site.',
  },
  'ja-jp': {
    name: 'デジタルギフトカード',
    description:
      'お選びの方にメッセージを添えてメールでお届けします。オンラインストアのすべての商品にご利用いただけます。',
  },
};

/** The gift card style of a brand: `GIFTCARD` + the brand's letter (a style code). */
export function giftCardProductId(brand: string): string {
  return `GIFTCARD${brand === 'kestrel' ? 'K' : 'S'}`;
}

/** One gift card style per brand, sold on every site of the brand (at that site's amounts). */
export async function insertDigitalGiftCards(trx: Transaction<Database>, sites: readonly SiteSeed[]): Promise<number> {
  const brands = [...new Set(sites.map((site) => site.brand))];
  let item = 0;
  for (const brand of brands) {
    const productId = giftCardProductId(brand);
    const onSale = sites.filter((site) => site.brand === brand && (GIFT_CARD_AMOUNTS[site.currency]?.length ?? 0) > 0);
    await trx
      .insertInto('styles')
      .values({
        product_id: productId,
        master_id: productId,
        brand,
        product_type: 'gift-card',
        gender: 'unisex',
        activity: 'gifting',
        material: 'digital',
        badges: '[]',
        created_at: CATALOG_NOW,
        digital: 1,
      })
      .execute();
    await trx
      .insertInto('style_translations')
      .values(
        SUPPORTED_LOCALES.map((locale) => ({
          product_id: productId,
          locale,
          name: NAMES[locale].name,
          description: NAMES[locale].description,
          // Slugs are ASCII: the Japanese page takes the English slug, as the catalog's do.
          slug: slugify(NAMES[locale === 'ja-jp' ? 'en-us' : locale].name),
        })),
      )
      .execute();
    await trx
      .insertInto('colourways')
      .values({
        product_id: productId,
        colour_code: '001',
        position: 0,
        colour_family: brand === 'kestrel' ? 'green' : 'blue',
        names: JSON.stringify(Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, NAMES[locale].name]))),
        hex_primary: brand === 'kestrel' ? '#1f4d3a' : '#1f2a44',
        hex_secondary: '#e8b04a',
        hex_accent: '#f5f5f2',
      })
      .execute();
    // The amounts are the variants, smallest first; each site prices them in its currency (variant_prices).
    const upcs = Array.from({ length: AMOUNT_COUNT }, () => makeUpc(UPC_PREFIX, (item += 1)));
    await trx
      .insertInto('variants')
      .values(
        upcs.map((upc, position) => ({
          upc,
          product_id: productId,
          colour_code: '001',
          size_system: 'one-size' as const,
          size: 'OS',
          width: null,
          position,
        })),
      )
      .execute();
    for (const site of onSale) {
      const amounts = GIFT_CARD_AMOUNTS[site.currency] ?? [];
      await trx
        .insertInto('style_prices')
        .values({
          product_id: productId,
          site_id: site.siteId,
          currency_code: site.currency,
          list_amount: Math.min(...amounts),
          sale_amount: null,
        })
        .execute();
      await trx
        .insertInto('variant_prices')
        .values(
          upcs.map((upc, position) => ({
            upc,
            site_id: site.siteId,
            currency_code: site.currency,
            list_amount: amounts[position] ?? 0,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('inventory')
      .values(upcs.map((upc) => ({ upc, location_id: ONLINE_LOCATION, quantity: UNLIMITED, updated_at: CATALOG_NOW })))
      .execute();
  }
  return brands.length;
}
