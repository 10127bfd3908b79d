import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { languageOf, type Language } from '../../lib/language.js';
import type { StoredPromotionDefinition } from '../../modules/cart/promotion-definitions.js';
import type { Database, PromotionCodesTable, PromotionsTable } from '../schema.js';
import { CATALOG_NOW } from './catalog/generate-catalog.js';
import type { GeneratedCategory } from './reference/categories.js';
import type { SiteSeed } from './reference/sites.js';

/**
 * Demo promotions per site, amounts in the site currency's minor unit:
 * - free standard shipping over a threshold (automatic, SHIPPING);
 * - 20 % off the brand's sale / outlet department (automatic, PRODUCT);
 * - WELCOME10: 10 % off the order (coupon, any number of uses);
 * - FIRSTPAIR: a fixed amount off the order (coupon, single use: claimed at order placement);
 * - SHOES15: 15 % off the brand's shoes (coupon, PRODUCT: an item discount, so it lowers what free shipping counts);
 * - a free pair of socks (or the brand's first priced style) with a spend threshold (gift with purchase, ORDER).
 */
const THRESHOLDS: Record<string, { freeShipping: number; firstPair: number; gift: number }> = {
  USD: { freeShipping: 7_500, firstPair: 1_500, gift: 15_000 },
  GBP: { freeShipping: 5_000, firstPair: 1_000, gift: 10_000 },
  EUR: { freeShipping: 6_000, firstPair: 1_200, gift: 12_000 },
  JPY: { freeShipping: 8_000, firstPair: 1_500, gift: 15_000 },
};

const SALE_DEPARTMENT = { stride: 'sale', kestrel: 'outlet' } as const;

type PromotionKey = 'free-shipping' | 'sale-20' | 'welcome10' | 'first-pair' | 'shoes15' | 'gift';

/**
 * A promotion's name is the merchandiser's text for one site, shown to its shoppers as it is (the cart's
 * `promoSummary`, its notices): each demo site's in its language, British English's own words on en-GB. French and
 * German keep the number and its percent sign together as Intl writes them (U+202F, U+00A0): a plain space let "%"
 * wrap alone onto the next line (demo-promotions.test.ts; decision 0009 addendum).
 */
const NAMES: Readonly<Record<Language, Record<PromotionKey, string>>> = {
  en: {
    'free-shipping': 'Free standard shipping',
    'sale-20': '20% off the sale',
    welcome10: '10% off your order',
    'first-pair': 'Your first pair',
    shoes15: '15% off shoes',
    gift: 'A free gift with your order',
  },
  de: {
    'free-shipping': 'Kostenloser Standardversand',
    'sale-20': '20\u00a0% Rabatt auf den Sale',
    welcome10: '10\u00a0% Rabatt auf deine Bestellung',
    'first-pair': 'Dein erstes Paar',
    shoes15: '15\u00a0% Rabatt auf Schuhe',
    gift: 'Ein Geschenk zu deiner Bestellung',
  },
  fr: {
    'free-shipping': 'Livraison standard offerte',
    'sale-20': '20\u202f% de remise sur les soldes',
    welcome10: '10\u202f% de remise sur votre commande',
    'first-pair': 'Votre première paire',
    shoes15: '15\u202f% de remise sur les chaussures',
    gift: 'Un cadeau avec votre commande',
  },
  ja: {
    'free-shipping': '通常配送無料',
    'sale-20': 'セール品20%オフ',
    welcome10: 'ご注文から10%オフ',
    'first-pair': 'はじめての一足',
    shoes15: 'シューズ15%オフ',
    gift: 'ご注文にプレゼント付き',
  },
};

/** British English where it differs: the en-GB site says "delivery" (its promo bar, its basket's totals). */
const EN_GB_NAMES: Partial<Record<PromotionKey, string>> = { 'free-shipping': 'Free standard delivery' };

/**
 * What product tiles and pages say of the automatic sale promotion (decision 0053): where the discount is taken, in
 * each site's words (the en-GB site's basket; "du" in German; French and German keep the number and its percent sign
 * together with the narrow and the no-break space Intl puts there).
 */
const SALE_CALLOUTS: Readonly<Record<Language, string>> = {
  en: 'Extra 20% off in your cart',
  de: 'Extra 20\u00a0% Rabatt in deinem Warenkorb',
  fr: '20\u202f% de remise en plus dans votre panier',
  ja: 'カートでさらに20%オフ',
};
const EN_GB_SALE_CALLOUT = 'Extra 20% off in your basket';

export interface DemoPromotionRows {
  promotions: PromotionsTable[];
  codes: PromotionCodesTable[];
}

export async function insertDemoPromotions(
  trx: Transaction<Database>,
  sites: readonly SiteSeed[],
  categories: readonly GeneratedCategory[],
): Promise<number> {
  const promotions: PromotionsTable[] = [];
  const codes: PromotionCodesTable[] = [];
  for (const site of sites) {
    const amounts = THRESHOLDS[site.currency];
    if (!amounts) continue;
    const sale = categories.find(
      (category) =>
        category.brand === site.brand && category.level === 1 && category.key === SALE_DEPARTMENT[site.brand],
    );
    // The shoes of every department (men, women, kids, the sale): SHOES15's qualifier.
    const shoes = categories
      .filter((category) => category.brand === site.brand && category.key === 'shoes')
      .map((category) => category.id);
    const gift = await giftProduct(trx, site);
    const names = { ...NAMES[languageOf(site.locale)], ...(site.locale === 'en-gb' ? EN_GB_NAMES : {}) };
    const row = (id: PromotionKey, level: PromotionsTable['level'], definition: StoredPromotionDefinition) =>
      promotions.push({
        promotion_id: `${site.siteId}-${id}`,
        site_id: site.siteId,
        name: names[id],
        level,
        definition: JSON.stringify(definition),
        enabled: 1,
        created_at: CATALOG_NOW,
      });
    const common = { exclusivity: 'none', stackable: true, currency: site.currency } as const;
    row('free-shipping', 'SHIPPING', {
      ...common,
      trigger: 'automatic',
      rank: 50,
      conditions: { minSubtotal: amounts.freeShipping, shippingMethods: ['standard'] },
      reward: { kind: 'freeShipping' },
    });
    if (sale) {
      row('sale-20', 'PRODUCT', {
        ...common,
        trigger: 'automatic',
        rank: 10,
        calloutMsg: site.locale === 'en-gb' ? EN_GB_SALE_CALLOUT : SALE_CALLOUTS[languageOf(site.locale)],
        conditions: { qualifier: { categoryIds: [sale.id] } },
        reward: { kind: 'percentOff', ratePpm: 200_000 },
      });
    }
    row('welcome10', 'ORDER', {
      ...common,
      trigger: 'coupon',
      rank: 20,
      conditions: {},
      reward: { kind: 'percentOff', ratePpm: 100_000 },
    });
    codes.push({ promotion_id: `${site.siteId}-welcome10`, code: 'WELCOME10', max_uses: null, used_count: 0 });
    row('first-pair', 'ORDER', {
      ...common,
      trigger: 'coupon',
      rank: 30,
      conditions: { minSubtotal: amounts.firstPair * 2 },
      reward: { kind: 'amountOff', amount: amounts.firstPair },
    });
    codes.push({ promotion_id: `${site.siteId}-first-pair`, code: 'FIRSTPAIR', max_uses: 1, used_count: 0 });
    if (shoes.length > 0) {
      // An item-level code: it lowers the shoes' own prices, so it counts against free shipping's threshold (decision
      // 0018 addendum, session 51: the cart says when it takes free shipping away).
      row('shoes15', 'PRODUCT', {
        ...common,
        trigger: 'coupon',
        rank: 25,
        conditions: { qualifier: { categoryIds: shoes } },
        reward: { kind: 'percentOff', ratePpm: 150_000 },
      });
      codes.push({ promotion_id: `${site.siteId}-shoes15`, code: 'SHOES15', max_uses: null, used_count: 0 });
    }
    if (gift) {
      row('gift', 'ORDER', {
        ...common,
        trigger: 'automatic',
        rank: 40,
        conditions: { minSubtotal: amounts.gift },
        reward: { kind: 'bonusProduct', productId: gift.product_id, masterId: gift.master_id, qty: 1 },
      });
    }
  }
  if (promotions.length > 0) await trx.insertInto('promotions').values(promotions).execute();
  if (codes.length > 0) await trx.insertInto('promotion_codes').values(codes).execute();
  return promotions.length;
}

/** The gift: the brand's first priced pair of socks on the site, else its first priced style. */
function giftProduct(trx: Transaction<Database>, site: SiteSeed) {
  return trx
    .selectFrom('styles as s')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 's.product_id').on('p.site_id', '=', site.siteId),
    )
    .select(['s.product_id', 's.master_id'])
    .where('s.brand', '=', site.brand)
    .orderBy(sql`case when s.product_type = 'socks' then 0 else 1 end`)
    .orderBy('s.product_id')
    .limit(1)
    .executeTakeFirst();
}
