import { SIZE_RUNS, SIZE_SYSTEMS, sizeLabelFor } from '@outsole/contracts/sizes';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../lib/context.js';
import { Dictionary, type SearchCatalog } from './search-catalog.js';
import { siteSizeLabels, sizesInQuery } from './search.size-words.js';
import { sizeKey } from './search.sizes.js';

/** The size facet's labels of each test site (enough of them: what a Stride site lists). */
const SITE_SIZES: Readonly<Record<string, readonly string[]>> = {
  US: ['11C', '4Y', '5', '8', '9', '9.5', '10', '10.5', '13', 'XS', 'S', 'M', 'L', 'XL', 'XXL'],
  GB: ['11C', '6.5', '8', '8.5', '9', 'S', 'M', 'L'],
  DE: ['11C', '38', '40.5', '42', '42.5', '44', 'S', 'M', 'L'],
  FR: ['11C', '38', '40.5', '42', '42.5', '44', 'S', 'M', 'L'],
  JP: ['11C', '25.0', '26.5', '27.0', '27.5', 'S', 'M', 'L'],
};

describe('sizes typed in a query', () => {
  it.each([
    // The US site: US sizes, apparel letters and words, kids' sizes, halves written three ways.
    ['US', 'running shoes size 10', 'running shoes', ['10']],
    ['US', 'womens size 8', 'womens', ['8']],
    ['US', 'running shoes size 9.5', 'running shoes', ['9.5']],
    ['US', 'running shoes size 9,5', 'running shoes', ['9.5']],
    ['US', 'trail shoes size 9 1/2', 'trail shoes', ['9.5']],
    ['US', 'trail shoes size 9½', 'trail shoes', ['9.5']],
    ['US', 'Trail Shoes, Size: 10', 'Trail Shoes', ['10']],
    ['US', 'size 10 running shoes', 'running shoes', ['10']],
    ['US', 'running shoes in size 10', 'running shoes', ['10']],
    ['US', 'sz10 sneakers', 'sneakers', ['10']],
    ['US', 'hoodie size M', 'hoodie', ['M']],
    ['US', 'hoodie size m', 'hoodie', ['M']],
    ['US', 'hoodie size medium', 'hoodie', ['M']],
    ['US', 'tee size xl', 'tee', ['XL']],
    ['US', 'tee size 2XL', 'tee', ['XXL']],
    ['US', 'kids shoes size 11c', 'kids shoes', ['11C']],
    ['US', 'size 10', '', ['10']],
    ['US', 'shoes size 9 size 10', 'shoes', ['9', '10']],
    ['US', 'shoes size 10 size 10', 'shoes', ['10']],
    ['US', 'running shoes size 9 or 10', 'running shoes', ['9', '10']],
    ['US', 'running shoes sizes 9, 9.5 and 10', 'running shoes', ['9', '9.5', '10']],
    ['US', 'running shoes size 9/10', 'running shoes', ['9', '10']],
    ['US', 'running shoes size 10 or 99', 'running shoes', ['10']],
    ['US', 'tee size s or m', 'tee', ['S', 'M']],
    ['DE', 'Laufschuhe Größe 42 oder 42,5', 'Laufschuhe', ['42', '42.5']],
    ['FR', 'baskets taille 42 ou 44', 'baskets', ['42', '44']],
    // A size the site has none of is ignored, unless it is all that was typed; a size word alone stays text.
    ['US', 'running shoes size 99', 'running shoes', []],
    ['US', 'running shoes size 42', 'running shoes', []],
    // A size of another system the site has none of once translated (men's US 8.5 here) is ignored too.
    ['US', 'mens running shoes UK 8', 'mens running shoes', []],
    ['US', 'size 99', 'size 99', []],
    ['US', 'size chart', 'size chart', []],
    ['US', 'size', 'size', []],
    ['US', 'running shoes 10', 'running shoes 10', []],
    ['US', 'size men running', 'size men running', []],
    ['US', 'size 8.25', 'size 8.25', []],
    ['US', 'size 100', 'size 100', []],
    ['US', 'oversize 10', 'oversize 10', []],
    // The UK site: UK sizes.
    ['GB', 'trainers size 8', 'trainers', ['8']],
    ['GB', 'trainers size 8.5', 'trainers', ['8.5']],
    ['GB', 'trainers size 10', 'trainers', []],
    // Germany and France: EU sizes with a decimal comma, the languages' size words.
    ['DE', 'Laufschuhe Größe 42', 'Laufschuhe', ['42']],
    ['DE', 'Laufschuhe größe 42,5', 'Laufschuhe', ['42.5']],
    ['DE', 'Laufschuhe in Größe 42', 'Laufschuhe', ['42']],
    ['DE', 'Laufschuhe Groesse 44', 'Laufschuhe', ['44']],
    ['DE', 'Laufschuhe Gr. 42', 'Laufschuhe', ['42']],
    ['DE', 'Laufschuhe Gr 40,5', 'Laufschuhe', ['40.5']],
    ['DE', 'Hoodie Größe L', 'Hoodie', ['L']],
    ['DE', 'Laufschuhe size 42', 'Laufschuhe', ['42']],
    ['DE', 'Laufschuhe Größe 10', 'Laufschuhe', []],
    ['FR', 'chaussures de running taille 42', 'chaussures de running', ['42']],
    ['FR', 'baskets pointure 42,5', 'baskets', ['42.5']],
    ['FR', 'baskets en taille 38', 'baskets', ['38']],
    ['FR', 'sweat à capuche taille M', 'sweat à capuche', ['M']],
    // Japan: centimetres with one decimal, written whole or with "cm", full-width digits, glued to the words.
    ['JP', 'ランニングシューズ サイズ 27', 'ランニングシューズ', ['27.0']],
    ['JP', 'ランニングシューズ サイズ27.5', 'ランニングシューズ', ['27.5']],
    ['JP', 'ランニングシューズ サイズ２７', 'ランニングシューズ', ['27.0']],
    ['JP', 'ランニングシューズサイズ27cm', 'ランニングシューズ', ['27.0']],
    ['JP', 'サイズ26.5のランニングシューズ', 'ランニングシューズ', ['26.5']],
    ['JP', 'パーカー サイズM', 'パーカー', ['M']],
    ['JP', 'ランニングシューズ サイズ', 'ランニングシューズ サイズ', []],
    // A half or tenth size without a size word, next to other words, when the site sells it (decision 0010,
    // session 53): a decimal, a half or centimetres is no model number.
    ['US', 'running 10.5', 'running', ['10.5']],
    ['US', 'mens running 10.5', 'mens running', ['10.5']],
    ['US', '9.5 trail', 'trail', ['9.5']],
    ['US', 'running 9,5', 'running', ['9.5']],
    ['US', 'trail 9½', 'trail', ['9.5']],
    ['US', 'trail 9 1/2', 'trail', ['9.5']],
    ['US', 'running 10.0', 'running', ['10']],
    ['GB', 'trainers 8.5', 'trainers', ['8.5']],
    ['DE', 'Laufschuhe 42,5', 'Laufschuhe', ['42.5']],
    ['DE', 'Laufschuhe 42.5', 'Laufschuhe', ['42.5']],
    ['FR', 'running 42,5', 'running', ['42.5']],
    ['FR', 'baskets 40,5 noir', 'baskets noir', ['40.5']],
    ['JP', 'ランニング 26.5', 'ランニング', ['26.5']],
    ['JP', 'ランニング 27.0', 'ランニング', ['27.0']],
    ['JP', 'ランニング 27.0cm', 'ランニング', ['27.0']],
    ['JP', 'ランニング 27cm', 'ランニング', ['27.0']],
    ['JP', 'ランニング２６．５', 'ランニング', ['26.5']],
    // In a list, read whole as after a size word: no connector or whole number of it left as words (review-53 #2).
    ['US', 'running 9.5 or 10', 'running', ['9.5', '10']],
    ['US', 'running 10 or 10.5 trail', 'running trail', ['10', '10.5']],
    ['US', 'running 9, 9.5 and 10', 'running', ['9', '9.5', '10']],
    ['US', 'running 9.5/10', 'running', ['9.5', '10']],
    ['GB', 'trainers 8.5 or 9', 'trainers', ['8.5', '9']],
    ['DE', 'Laufschuhe 42,5 oder 43', 'Laufschuhe', ['42.5']],
    ['DE', 'Laufschuhe 42 und 42,5', 'Laufschuhe', ['42', '42.5']],
    ['FR', 'baskets 40,5 ou 42 noir', 'baskets noir', ['40.5', '42']],
    ['FR', 'running 42,5 et 44', 'running', ['42.5', '44']],
    ['JP', 'ランニング 26.5または27', 'ランニング', ['26.5', '27.0']],
    ['JP', 'ランニング 26.5か27.5', 'ランニング', ['26.5', '27.5']],
    ['JP', 'ランニング 26.5や27', 'ランニング', ['26.5', '27.0']],
    ['JP', 'ランニング サイズ26.5や27', 'ランニング', ['26.5', '27.0']],
    // A whole number stays text (a model: "nova 5", "glide 4"), as does a decimal the site has no size of (one word
    // the search may drop whole), another system's (a half of 42 is no US size), a kids' size without a size word, a
    // longer number, and a size alone.
    ['US', 'nova 5', 'nova 5', []],
    ['US', 'running 10', 'running 10', []],
    ['US', 'running 99.5', 'running 99.5', []],
    ['US', 'running 42,5', 'running 42,5', []],
    ['US', 'running 10.5c', 'running 10.5c', []],
    ['US', 'running 8.25', 'running 8.25', []],
    ['US', 'running 1.000', 'running 1.000', []],
    ['US', 'v9.5 running', 'v9.5 running', []],
    ['US', 'running 10.5 UK', 'running 10.5 UK', []],
    ['US', 'running 10 or 11', 'running 10 or 11', []],
    ['US', 'running 9.5 or 10 UK', 'running 9.5 or 10 UK', []],
    ['US', 'running 99.5 or 10', 'running 99.5 or 10', []],
    ['US', '10.5', '10.5', []],
    ['DE', 'Laufschuhe 10.5', 'Laufschuhe 10.5', []],
    ['JP', 'ランニング 27', 'ランニング 27', []],
  ] as const)('on the %s site reads "%s" as "%s" in sizes %j', (country, q, text, sizes) => {
    const siteSizes = new Set(SITE_SIZES[country]);
    const read = sizesInQuery(q, country, (label) => siteSizes.has(label));
    expect(read.text).toBe(text);
    expect(read.sizes).toEqual(sizes);
    expect(read.understood).toBe(text !== q);
  });
});

describe('sizes typed in another size system', () => {
  /** Every size of every run in the country's labels: what a full catalog's size facet lists. */
  const everySize = (country: string) =>
    new Set(SIZE_SYSTEMS.flatMap((run) => SIZE_RUNS[run].map((size) => sizeLabelFor(country, run, size))));

  it.each([
    // Translated by the catalog's conversion chart for the run the gender named or chosen says (men's UK is US − ½,
    // women's US − 2½; EU from the chart; JP is men's US + 18 cm, women's + 17 cm).
    ['US', 'mens running shoes UK 8', [], 'mens running shoes', ['8.5']],
    ['US', "men's trainers UK 8", [], "men's trainers", ['8.5']],
    ['US', 'womens running shoes UK 5', [], 'womens running shoes', ['7.5']],
    ['US', 'running shoes UK 8', ['men'], 'running shoes', ['8.5']],
    ['US', 'running shoes EU 42', ['women'], 'running shoes', ['10']],
    ['US', 'mens EU 42,5', [], 'mens', ['9']],
    ['US', 'mens size EUR 42', [], 'mens', ['8.5']],
    ['US', 'UK size 8 mens', [], 'mens', ['8.5']],
    ['US', 'mens trainers size 8 UK', [], 'mens trainers', ['8.5']],
    ['US', 'mens size 27cm', [], 'mens', ['9']],
    ['US', 'mens UK 8 or 9', [], 'mens', ['8.5', '9.5']],
    // Only men's shoes come in UK 11 (US 11.5), and no women's shoe is labelled US 11.5.
    ['US', 'UK 11', [], '', ['11.5']],
    // The site's own system named: read as without it.
    ['US', 'running US 10', [], 'running', ['10']],
    ['GB', 'mens trainers US 9', [], 'mens trainers', ['8.5']],
    ['GB', 'womens trainers EU 38', [], 'womens trainers', ['4.5']],
    ['GB', 'trainers UK 8', [], 'trainers', ['8']],
    ['DE', 'Herren Laufschuhe US 9', [], 'Herren Laufschuhe', ['42.5']],
    ['DE', 'Damen Laufschuhe UK 5', [], 'Damen Laufschuhe', ['38.5']],
    ['DE', 'Laufschuhe Größe 42 EU', [], 'Laufschuhe', ['42']],
    ['FR', 'baskets femme UK 5', [], 'baskets femme', ['38.5']],
    ['FR', 'baskets homme pointure US 9', [], 'baskets homme', ['42.5']],
    ['JP', 'メンズ US9', [], 'メンズ', ['27.0']],
    ['JP', 'レディース スニーカー UK 5', [], 'レディース スニーカー', ['24.5']],
    ['JP', 'スニーカー JP 27', [], 'スニーカー', ['27.0']],
    // Sizes the chart does not convert (kids', apparel) stay words.
    ['US', 'kids shoes UK 11C', [], 'kids shoes UK 11C', []],
    ['US', 'hoodie EU M', [], 'hoodie EU M', []],
    // A system word that is no size's stays a word.
    ['US', 'uk running', [], 'uk running', []],
    ['US', 'usa running', [], 'usa running', []],
  ] as const)('on the %s site reads "%s" (genders %j) as "%s" in sizes %j', (country, q, genders, text, sizes) => {
    const siteSizes = everySize(country);
    const read = sizesInQuery(q, country, (label) => siteSizes.has(label), genders);
    expect(read.text).toBe(text);
    expect(read.sizes).toEqual(sizes);
    expect(read.understood).toBe(text !== q);
  });
});

describe("a size of another system that cannot be said in the site's (decision 0010, session 53)", () => {
  const everySize = (country: string) =>
    new Set(SIZE_SYSTEMS.flatMap((run) => SIZE_RUNS[run].map((size) => sizeLabelFor(country, run, size))));
  const men = (size: string) => ({ gender: 'men', size });
  const women = (size: string) => ({ gender: 'women', size });

  it.each([
    // Never a wrong size, never a model number: without a gender, or with two, a size the runs have under different
    // labels (UK 8 is men's US 8.5 and women's US 10.5) is taken out of the words whole, with what it is per run.
    ['US', 'running shoes UK 8', [], 'running shoes', [{ typed: 'UK 8', candidates: [men('8.5'), women('10.5')] }]],
    ['US', 'running UK 8', [], 'running', [{ typed: 'UK 8', candidates: [men('8.5'), women('10.5')] }]],
    ['US', 'running shoes EU 42', [], 'running shoes', [{ typed: 'EU 42', candidates: [men('8.5'), women('10')] }]],
    ['US', 'running shoes size 27cm', [], 'running shoes', [{ typed: '27cm', candidates: [men('9'), women('10')] }]],
    // UK 10.5 is only men's US 11, but the label 11 is women's 11 too (UK 8.5): men's 11 to choose.
    ['US', 'trail UK 10.5', [], 'trail', [{ typed: 'UK 10.5', candidates: [men('11')] }]],
    ['US', 'mens womens UK 8', [], 'mens womens', [{ typed: 'UK 8', candidates: [men('8.5'), women('10.5')] }]],
    [
      'US',
      'running shoes UK 8',
      ['men', 'women'],
      'running shoes',
      [{ typed: 'UK 8', candidates: [men('8.5'), women('10.5')] }],
    ],
    [
      'US',
      'running UK 8 or 9',
      [],
      'running',
      [
        { typed: 'UK 8', candidates: [men('8.5'), women('10.5')] },
        { typed: 'UK 9', candidates: [men('9.5')] },
      ],
    ],
    // No run has it (kids' shoes have no chart): out of the words, nothing to choose.
    ['US', 'kids shoes UK 3', [], 'kids shoes', [{ typed: 'UK 3', candidates: [] }]],
    ['US', 'mens UK 30', [], 'mens', [{ typed: 'UK 30', candidates: [] }]],
    ['GB', 'running US 9', [], 'running', [{ typed: 'US 9', candidates: [men('8.5'), women('6.5')] }]],
    ['DE', 'Laufschuhe US 9', [], 'Laufschuhe', [{ typed: 'US 9', candidates: [men('42.5'), women('40.5')] }]],
    ['DE', 'laufschuhe UK 8', [], 'laufschuhe', [{ typed: 'UK 8', candidates: [men('42'), women('42.5')] }]],
    ['FR', 'running UK 8', [], 'running', [{ typed: 'UK 8', candidates: [men('42'), women('42.5')] }]],
    ['JP', 'スニーカー US 9', [], 'スニーカー', [{ typed: 'US 9', candidates: [men('27.0'), women('26.0')] }]],
    ['JP', 'ランニング US9', [], 'ランニング', [{ typed: 'US 9', candidates: [men('27.0'), women('26.0')] }]],
    // Alone: every style, with the sizes to choose from; alone and of no run, searched as typed (as "size 99").
    ['US', 'UK 8', [], '', [{ typed: 'UK 8', candidates: [men('8.5'), women('10.5')] }]],
    ['US', 'UK 30', [], 'UK 30', []],
  ] as const)('on the %s site reads "%s" (genders %j) as "%s", unresolved %j', (country, q, genders, text, open) => {
    const siteSizes = everySize(country);
    const read = sizesInQuery(q, country, (label) => siteSizes.has(label), genders);
    expect(read.text).toBe(text);
    expect(read.sizes).toEqual([]);
    expect(read.unresolved).toEqual(open);
    expect(read.understood).toBe(text !== q);
  });

  it('offers only the sizes the site has in stock', () => {
    const read = sizesInQuery('running UK 8', 'US', (label) => label === '8.5');
    expect(read.text).toBe('running');
    expect(read.unresolved).toEqual([{ typed: 'UK 8', candidates: [men('8.5')] }]);
  });

  it('reads a size it can translate and names the one it cannot in one list', () => {
    // UK 11 is only men's US 11.5 (no women's shoe is labelled 11.5); UK 8 is men's 8.5 or women's 10.5.
    const read = sizesInQuery('running UK 11 or 8', 'US', (label) => everySize('US').has(label));
    expect(read.text).toBe('running');
    expect(read.sizes).toEqual(['11.5']);
    expect(read.unresolved).toEqual([{ typed: 'UK 8', candidates: [men('8.5'), women('10.5')] }]);
  });
});

describe("the site's size labels a query's sizes are checked against", () => {
  it('are one set per catalog and country for every look-up, a new one once the catalog learns a size', () => {
    const dictionary = new Dictionary();
    for (const size of ['9', '9.5', '10']) dictionary.code(sizeKey('shoe-men', size));
    // What siteSizeLabels reads of the catalog and the request.
    const catalog = { sizes: { dictionary } } as unknown as SearchCatalog;
    const on = (countryCode: string) => ({ site: { countryCode } }) as unknown as RequestContext;
    const us = siteSizeLabels(catalog, on('US'));
    expect([...us]).toEqual(['9', '9.5', '10']);
    const looked: ReadonlySet<string>[] = [];
    const read = sizesInQuery('trail shoes size 9, 9.5 or 10', 'US', (label) => {
      const labels = siteSizeLabels(catalog, on('US'));
      looked.push(labels);
      return labels.has(label);
    });
    expect(read.sizes).toEqual(['9', '9.5', '10']);
    expect(looked).toHaveLength(3);
    expect(looked.every((labels) => labels === us)).toBe(true);
    expect(siteSizeLabels(catalog, on('DE'))).not.toBe(us);
    expect([...siteSizeLabels(catalog, on('DE'))]).toEqual(['42.5', '43', '44']);
    dictionary.code(sizeKey('shoe-men', '11'));
    const learned = siteSizeLabels(catalog, on('US'));
    expect(learned).not.toBe(us);
    expect(learned.has('11')).toBe(true);
    expect(siteSizeLabels(catalog, on('US'))).toBe(learned);
  });
});
