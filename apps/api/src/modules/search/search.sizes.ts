import { SIZE_RUNS, SIZE_SYSTEMS, sizeLabelFor, type SizeSystem } from '@outsole/contracts/sizes';
import type { Dictionary } from './search-catalog.js';

/**
 * The size facet in the site's size system. The search rows keep a style's sizes in stock as `system:size` keys
 * (`shoe-men:9`, `shoe-women:9`, `apparel:M`; search-index.repository.ts), because a US size alone does not say
 * which size a shopper elsewhere knows it by: men's 9 is EU 42.5, women's 9 is EU 40.5. A site shows, and its
 * links and forms send, the labels of its country (sizeLabelFor): a label stands for every key it is the label
 * of (EU 42.5 is men's 9 and women's 11), and counts their styles (a style is made in one system, so it is never
 * counted twice).
 */
export function sizeKey(system: SizeSystem, size: string): string {
  return `${system}:${size}`;
}

export interface SizeLabels {
  /** The labels of the dictionary's keys, smallest first: kids' shoes, adult shoes, apparel, one size. */
  labels: string[];
  /** Per dictionary code, the index of its label in `labels`. */
  labelOf: Int32Array;
  /** The labels as a set: whether the site lists a label, in one look-up (a size typed in a search). */
  labelSet: ReadonlySet<string>;
}

/** The runs' keys in display order; a key outside them (a size added later) sorts after them by its label. */
const RANK = new Map(
  (['shoe-kids', 'shoe-women', 'shoe-men', 'apparel', 'one-size'] as const)
    .flatMap((system) => SIZE_RUNS[system].map((size) => sizeKey(system, size)))
    .map((key, rank) => [key, rank]),
);

/** Kids' shoes, then adult shoes by their number (men's and women's runs overlap), apparel, one size, the rest. */
const GROUP: Readonly<Record<SizeSystem, number>> = {
  'shoe-kids': 0,
  'shoe-women': 1,
  'shoe-men': 1,
  apparel: 2,
  'one-size': 3,
};
const OTHER = 4;

const tables = new WeakMap<Dictionary, Map<string, { size: number; table: SizeLabels }>>();

/** The labels of the dictionary's size keys in a country, kept per dictionary until it learns a new key. */
export function sizeLabels(dictionary: Dictionary, countryCode: string): SizeLabels {
  let byCountry = tables.get(dictionary);
  if (!byCountry) tables.set(dictionary, (byCountry = new Map()));
  const kept = byCountry.get(countryCode);
  if (kept && kept.size === dictionary.size) return kept.table;

  // Per label, where it sorts: its group, then its number (adult shoes) or its key's place in the runs.
  const order = new Map<string, [number, number]>();
  const keyLabels = dictionary.values.map((key) => {
    const { system, label } = parse(key, countryCode);
    const group = system === null ? OTHER : GROUP[system];
    const place: [number, number] = [group, group === 1 ? Number(label) : (RANK.get(key) ?? 0)];
    const best = order.get(label);
    if (!best || place[0] < best[0] || (place[0] === best[0] && place[1] < best[1])) order.set(label, place);
    return label;
  });
  const labels = [...order.keys()].sort((a, b) => {
    const [groupA, placeA] = order.get(a) as [number, number];
    const [groupB, placeB] = order.get(b) as [number, number];
    return groupA - groupB || placeA - placeB || (a < b ? -1 : a > b ? 1 : 0);
  });
  const index = new Map(labels.map((label, i) => [label, i]));
  const table = {
    labels,
    labelOf: Int32Array.from(keyLabels, (label) => index.get(label) as number),
    labelSet: new Set(labels),
  };
  byCountry.set(countryCode, { size: dictionary.size, table });
  return table;
}

/** The dictionary's keys whose label is one of these. */
export function keysLabelled(dictionary: Dictionary, table: SizeLabels, labels: readonly string[]): string[] {
  const wanted = new Set(labels);
  return dictionary.values.filter((_, code) => wanted.has(table.labels[table.labelOf[code] as number] as string));
}

function parse(key: string, countryCode: string): { system: SizeSystem | null; label: string } {
  const colon = key.indexOf(':');
  const system = key.slice(0, colon);
  if (colon < 0 || !(SIZE_SYSTEMS as readonly string[]).includes(system)) return { system: null, label: key };
  const size = key.slice(colon + 1);
  return { system: system as SizeSystem, label: sizeLabelFor(countryCode, system as SizeSystem, size) };
}
