import { describe, expect, it } from 'vitest';
import { Dictionary } from './search-catalog.js';
import { keysLabelled, sizeKey, sizeLabels } from './search.sizes.js';

describe('size labels per country', () => {
  const dictionary = new Dictionary();
  for (const key of ['shoe-men:9', 'shoe-women:9', 'shoe-women:10.5', 'apparel:M', 'shoe-kids:11C', 'shoe-men:7'])
    dictionary.code(key);
  const labelsOf = (country: string) => {
    const table = sizeLabels(dictionary, country);
    return dictionary.values.map((_, code) => table.labels[table.labelOf[code] as number]);
  };

  it("labels each key in the country's system, smallest first", () => {
    expect(labelsOf('DE')).toEqual(['42.5', '40.5', '42.5', 'M', '11C', '40']);
    expect(sizeLabels(dictionary, 'DE').labels).toEqual(['11C', '40', '40.5', '42.5', 'M']);
    expect(sizeLabels(dictionary, 'US').labels).toEqual(['11C', '7', '9', '10.5', 'M']);
    expect(sizeLabels(dictionary, 'GB').labels).toEqual(['11C', '6.5', '8', '8.5', 'M']); // men's 7 and women's 9 are UK 6.5
    expect(sizeLabels(dictionary, 'JP').labels).toEqual(['11C', '25.0', '26.0', '27.0', '27.5', 'M']);
  });

  it('finds every key a label stands for', () => {
    const de = sizeLabels(dictionary, 'DE');
    expect(keysLabelled(dictionary, de, ['42.5'])).toEqual(['shoe-men:9', 'shoe-women:10.5']);
    expect(keysLabelled(dictionary, de, ['9'])).toEqual([]);
    expect(keysLabelled(dictionary, sizeLabels(dictionary, 'US'), ['9'])).toEqual(['shoe-men:9', 'shoe-women:9']);
  });

  it('learns keys the dictionary gains later', () => {
    const growing = new Dictionary();
    growing.code(sizeKey('shoe-men', '9'));
    expect(sizeLabels(growing, 'FR').labels).toEqual(['42.5']);
    growing.code(sizeKey('shoe-men', '10'));
    growing.code('legacy');
    expect(sizeLabels(growing, 'FR').labels).toEqual(['42.5', '44', 'legacy']);
  });

  it('keeps one table and label set per dictionary and country until the dictionary learns a key', () => {
    const growing = new Dictionary();
    growing.code(sizeKey('shoe-men', '9'));
    const us = sizeLabels(growing, 'US');
    expect([...us.labelSet]).toEqual(['9']);
    // Asked again, for every size of every query: the same, not built again.
    expect(sizeLabels(growing, 'US')).toBe(us);
    expect(sizeLabels(growing, 'US').labelSet).toBe(us.labelSet);
    expect(sizeLabels(growing, 'FR').labelSet).not.toBe(us.labelSet);
    growing.code(sizeKey('shoe-men', '10'));
    const learned = sizeLabels(growing, 'US');
    expect(learned).not.toBe(us);
    expect([...learned.labelSet]).toEqual(['9', '10']);
    expect(sizeLabels(growing, 'US').labelSet).toBe(learned.labelSet);
  });
});
