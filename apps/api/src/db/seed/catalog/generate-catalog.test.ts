import { STYLE_CODE_PATTERN } from '@outsole/contracts/paths';
import { SOCK_SIZE_CHART } from '@outsole/contracts/sizes';
import { describe, expect, it } from 'vitest';
import { generateCategories } from '../reference/categories.js';
import { SITES } from '../reference/sites.js';
import { indexCategories } from './category-index.js';
import { generateCatalog, outfitSlot, type CatalogChunk } from './generate-catalog.js';
import { PRODUCT_TYPES } from './product-types.js';
import { STORES } from './stores.js';
import { isValidUpc } from './upc.js';

const generate = (size: number, stylesPerSize = 400): CatalogChunk[] => [
  ...generateCatalog({
    size,
    stylesPerSize,
    sites: SITES,
    stores: STORES,
    categories: indexCategories(generateCategories(size)),
  }),
];

const all = <K extends keyof CatalogChunk>(chunks: CatalogChunk[], key: K): CatalogChunk[K][number][] =>
  chunks.flatMap((chunk): CatalogChunk[K][number][] => chunk[key]);

describe('generateCatalog', () => {
  const demo = generate(1);

  it('is deterministic: the same size gives the same catalog', () => {
    expect(generate(1)).toEqual(demo);
    expect(generate(2, 20)).toEqual(generate(2, 20));
  });

  it('puts a style in one product set at most, so a product page never lists look-alike sets', () => {
    const sets = all(demo, 'sets');
    const items = all(demo, 'setItems');
    expect(sets.length).toBeGreaterThan(10);
    const setsOf = new Map<string, string[]>();
    for (const item of items) setsOf.set(item.product_id, [...(setsOf.get(item.product_id) ?? []), item.set_id]);
    const inSeveral = [...setsOf].filter(([, ids]) => ids.length > 1);
    expect(inSeveral).toEqual([]);
    for (const set of sets) {
      expect(items.filter((item) => item.set_id === set.set_id).length, set.set_id).toBeGreaterThanOrEqual(2);
    }
  });

  it('makes size × stylesPerSize styles with unique style codes of the spec shape over both brands', () => {
    const styles = all(demo, 'styles');
    expect(styles).toHaveLength(400);
    expect(new Set(styles.map((s) => s.product_id)).size).toBe(400);
    for (const style of styles) expect(style.product_id).toMatch(STYLE_CODE_PATTERN);
    const brands = new Set(styles.map((s) => s.brand));
    expect(brands).toEqual(new Set(['stride', 'kestrel']));
    expect(all(generate(3, 20), 'styles')).toHaveLength(60);
    // Men's and women's cuts of one model share its master id.
    const masters = new Map<string, number>();
    for (const style of styles) masters.set(style.master_id, (masters.get(style.master_id) ?? 0) + 1);
    expect([...masters.values()].some((count) => count === 2)).toBe(true);
  });

  it('gives every style a name in every locale, 2–5 colourways and valid, unique UPCs', () => {
    const translations = all(demo, 'translations');
    expect(translations).toHaveLength(400 * 5);
    expect(translations.every((t) => t.name.length > 0 && /^[a-z0-9-]+$/.test(t.slug))).toBe(true);
    const colourways = all(demo, 'colourways');
    const perStyle = new Map<string, number>();
    for (const c of colourways) perStyle.set(c.product_id, (perStyle.get(c.product_id) ?? 0) + 1);
    for (const count of perStyle.values()) expect(count >= 2 && count <= 5).toBe(true);
    const variants = all(demo, 'variants');
    expect(new Set(variants.map((v) => v.upc)).size).toBe(variants.length);
    expect(variants.every((v) => isValidUpc(v.upc))).toBe(true);
    expect(variants.some((v) => v.width === '2E')).toBe(true);
    expect(variants.some((v) => v.size_system === 'apparel' && v.size === 'XXL')).toBe(true);
  });

  it('names each model once per brand: in every locale a name is one style, or the two cuts of one model', () => {
    const masterOf = new Map(all(demo, 'styles').map((s) => [s.product_id, `${s.brand}:${s.master_id}`]));
    const models = new Map<string, Set<string>>();
    for (const t of all(demo, 'translations')) {
      const master = masterOf.get(t.product_id) ?? '';
      const key = `${master.split(':')[0]}:${t.locale}:${t.name}`;
      models.set(key, (models.get(key) ?? new Set()).add(master));
    }
    expect([...models].filter(([, masters]) => masters.size > 1)).toEqual([]);
    // Benchmark-size catalogs run out of names (24 × 9 per brand and type) and then repeat them.
    expect(new Set(all(generate(2, 2000), 'translations').map((t) => t.name)).size).toBeLessThan(2 * 2000 * 5);
  });

  it('prices every style on every site of its brand, JPY in whole yen, about a fifth on sale', () => {
    const styles = all(demo, 'styles');
    const prices = all(demo, 'prices');
    const sitesOf = (brand: string) => SITES.filter((site) => site.brand === brand).length;
    expect(prices).toHaveLength(styles.reduce((sum, style) => sum + sitesOf(style.brand), 0));
    for (const price of prices) {
      expect(Number.isInteger(price.list_amount) && price.list_amount > 0).toBe(true);
      if (price.sale_amount !== null) expect(price.sale_amount).toBeLessThan(price.list_amount);
      if (price.currency_code === 'JPY') expect(price.list_amount % 100).toBe(0);
    }
    const onSale = prices.filter((p) => p.site_id === 'stride-en-us' && p.sale_amount !== null).length;
    const stride = prices.filter((p) => p.site_id === 'stride-en-us').length;
    expect(onSale / stride).toBeGreaterThan(0.1);
    expect(onSale / stride).toBeLessThan(0.3);
  });

  it('files every style under exactly one primary category and stocks online and in stores, some sold out', () => {
    const links = all(demo, 'styleCategories');
    const primaries = links.filter((link) => link.is_primary === 1);
    expect(new Set(primaries.map((l) => l.product_id)).size).toBe(400);
    expect(primaries).toHaveLength(400);
    const inventory = all(demo, 'inventory');
    const online = inventory.filter((row) => row.location_id === 'online');
    expect(online).toHaveLength(all(demo, 'variants').length);
    expect(online.some((row) => row.quantity === 0)).toBe(true);
    expect(new Set(inventory.map((row) => row.location_id)).size).toBe(STORES.length + 1);
    // One set per 20 styles, but for the two whose 20 styles hold nothing to wear with the newest one.
    expect(all(demo, 'sets').length).toBe(18);
  });

  it('makes a set an outfit: a shoe with what is worn with it, one of each part, never two pairs of shoes', () => {
    const styles = new Map(all(demo, 'styles').map((s) => [s.product_id, s]));
    const items = all(demo, 'setItems');
    for (const set of all(demo, 'sets')) {
      const members = items
        .filter((item) => item.set_id === set.set_id)
        .sort((a, b) => a.position - b.position)
        .map((item) => styles.get(item.product_id));
      const slots = members.map((member) => (member ? outfitSlot(member) : undefined));
      expect(slots.filter((slot) => slot === 'shoe').length, set.set_id).toBeLessThanOrEqual(1);
      expect(new Set(slots).size, `${set.set_id}: ${slots.join(', ')}`).toBe(slots.length);
      expect(slots.includes(undefined)).toBe(false);
      // The same brand, for the same shopper (unisex socks and caps go with anyone), the shoe first.
      expect(new Set(members.map((m) => m?.brand))).toEqual(new Set([set.brand]));
      expect(new Set(members.map((m) => m?.gender).filter((g) => g !== 'unisex')).size).toBeLessThanOrEqual(1);
      if (slots.includes('shoe')) expect(slots[0]).toBe('shoe');
    }
    // Most sets are a shoe with apparel.
    const withShoe = all(demo, 'sets').filter((set) =>
      items.some((item) => {
        const style = styles.get(item.product_id);
        return item.set_id === set.set_id && style && outfitSlot(style) === 'shoe';
      }),
    );
    expect(withShoe.length).toBeGreaterThan(all(demo, 'sets').length / 2);
  });

  it('makes socks in the sizes of the sock chart (S–L by shoe size), not the apparel run', () => {
    const socks = new Set(
      all(demo, 'styles')
        .filter((s) => s.product_type === 'socks')
        .map((s) => s.product_id),
    );
    expect(socks.size).toBeGreaterThan(0);
    const sizes = new Set(
      all(demo, 'variants')
        .filter((v) => socks.has(v.product_id))
        .map((v) => v.size),
    );
    expect([...sizes].sort()).toEqual(SOCK_SIZE_CHART.map((row) => row.size).sort());
  });

  it('files shorts under Shorts (with its own names and slugs), never under Pants', () => {
    const categories = generateCategories(2);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const leafKey = (id: string): string | null => {
      const category = byId.get(id);
      return category?.key ?? (category?.parentId ? leafKey(category.parentId) : null);
    };
    const chunks = generate(2, 200);
    const shorts = new Set(
      all(chunks, 'styles')
        .filter((s) => s.product_type === 'shorts')
        .map((s) => s.product_id),
    );
    expect(shorts.size).toBeGreaterThan(0);
    const links = all(chunks, 'styleCategories').filter((link) => shorts.has(link.product_id));
    expect(new Set(links.map((link) => leafKey(link.category_id)))).toEqual(new Set(['shorts']));
    // Collections under the shorts leaves are used too, as under every other leaf.
    expect(links.some((link) => byId.get(link.category_id)?.key === null)).toBe(true);
    const shortsLeaf = categories.find((c) => c.key === 'shorts');
    expect(shortsLeaf?.names).toMatchObject({
      'en-us': { name: 'Shorts', slug: 'shorts' },
      'ja-jp': { name: 'ショーツ', slug: 'shorts' },
    });
  });

  it('writes English copy whose verbs agree with the name, spelled the American way on en-us', () => {
    const plural = new Set(
      Object.values(PRODUCT_TYPES)
        .flat()
        .filter((type) => type.plural)
        .map((type) => type.key),
    );
    const typeOf = new Map(all(demo, 'styles').map((s) => [s.product_id, s.product_type]));
    const english = all(demo, 'translations').filter((t) => t.locale === 'en-us' || t.locale === 'en-gb');
    const pluralCopy = english.filter((t) => plural.has(typeOf.get(t.product_id) ?? ''));
    expect(pluralCopy.length).toBeGreaterThan(0);
    for (const t of pluralCopy) {
      expect(t.description, t.product_id).not.toMatch(/\b(is|uses|pairs|feels|keeps it)\b|\bit (is|feels)\b/);
      expect(t.description, t.product_id).toMatch(/\b(pair|use|are tuned|keeps them|they feel)\b/);
    }
    for (const t of english.filter((t) => !plural.has(typeOf.get(t.product_id) ?? ''))) {
      expect(t.description, t.product_id).not.toMatch(/\b(use|pair|feel) |are tuned|keeps them|they feel/);
    }
    const british = /\b(colour|favourite|dialled|grey|centre|metre|organis|optimis)/i;
    for (const t of english.filter((t) => t.locale === 'en-us')) expect(t.description).not.toMatch(british);
    for (const c of all(demo, 'colourways')) {
      const names = JSON.parse(c.names) as Record<string, string>;
      expect(names['en-us']).not.toMatch(british);
    }
    const americanOnly = english.filter((t) => t.locale === 'en-gb' && /\bdialed\b|\bgray\b/i.test(t.description));
    expect(americanOnly).toEqual([]);
    expect(english.some((t) => t.locale === 'en-gb' && t.description.includes('dialled'))).toBe(true);
  });

  it('writes German and French copy with no word that would have to agree with the name (Laufshorts, Chaussettes)', () => {
    const formsOf = new Map(
      Object.entries(PRODUCT_TYPES).flatMap(([brand, types]) =>
        types.map((type) => [`${brand}:${type.key}`, type.forms] as const),
      ),
    );
    const styles = new Map(all(demo, 'styles').map((s) => [s.product_id, s]));
    const copy = all(demo, 'translations').filter((t) => t.locale === 'de-de' || t.locale === 'fr-fr');
    const plural = copy.filter((t) => {
      const style = styles.get(t.product_id);
      const forms = formsOf.get(`${style?.brand}:${style?.product_type}`);
      return t.locale === 'de-de' ? forms?.de === 'pl' : forms?.fr.endsWith('pl');
    });
    expect(plural.some((t) => t.locale === 'de-de')).toBe(true);
    expect(plural.some((t) => t.locale === 'fr-fr')).toBe(true);
    // No pronoun, verb or participle about the product: the descriptions read alike for every gender and number.
    for (const t of copy) {
      expect(t.description, t.product_id).not.toMatch(
        t.locale === 'de-de'
          ? /\b(er|sie|es|ihn|ist|sind|passt|passen|sitzt an)\b/
          : /\b(il|elle|ils|elles|est|sont|conçue?s?|pensée?s?|légère?s?)\b/i,
      );
    }
  });

  // A plain space before the French colon, and a bare, capitalised name mid-sentence ("… durabilité : Chaussure de
  // running Glide 4 en mesh", "langlebig: Glide 4 Laufschuh aus …"): language tester F3-2.
  it('sets the French colon off with U+202F and gives a name inside a sentence its article', () => {
    const copy = all(demo, 'translations');
    const names = new Map(copy.map((t) => [`${t.product_id}:${t.locale}`, t.name]));
    const french = copy.filter((t) => t.locale === 'fr-fr');
    const german = copy.filter((t) => t.locale === 'de-de');
    for (const t of french) expect(t.description, t.product_id).not.toMatch(/[ \u00a0][:;!?]/);
    for (const t of french) expect(t.description, t.product_id).toMatch(/\u202f:/);
    const inSentence = (t: { description: string }, words: string) => t.description.startsWith(words);
    const frenchMid = french.filter((t) => inSentence(t, 'Légèreté'));
    const germanMid = german.filter((t) => inSentence(t, 'Leicht'));
    expect(frenchMid.length).toBeGreaterThan(0);
    expect(germanMid.length).toBeGreaterThan(0);
    for (const t of frenchMid) {
      const name = names.get(`${t.product_id}:fr-fr`) ?? '';
      const lower = name.charAt(0).toLowerCase() + name.slice(1);
      expect(t.description, t.product_id).toMatch(new RegExp(`\u202f: (le|la|les) ${lower} en `));
    }
    for (const t of germanMid) {
      const name = names.get(`${t.product_id}:de-de`) ?? '';
      expect(t.description, t.product_id).toContain(`langlebig: `);
      expect(t.description, t.product_id).toMatch(
        new RegExp(`: (der|die|das) ${name.replace(/[.*+?^$()|[\]\\]/g, '\\$&')} aus `),
      );
    }
    const socks = frenchMid.find((t) => names.get(`${t.product_id}:fr-fr`)?.startsWith('Chaussettes'));
    if (socks) expect(socks.description).toContain(': les chaussettes ');
  });
});
