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
    ['US', 'running shoes size 27cm', 'running shoes', []],
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
  ] as const)('on the %s site reads "%s" as "%s" in sizes %j', (country, q, text, sizes) => {
    const siteSizes = new Set(SITE_SIZES[country]);
    const read = sizesInQuery(q, country, (label) => siteSizes.has(label));
    expect(read.text).toBe(text);
    expect(read.sizes).toEqual(sizes);
    expect(read.understood).toBe(text !== q);
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
