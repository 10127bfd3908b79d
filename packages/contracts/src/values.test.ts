import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as cart from './cart.js';
import * as cartValues from './cart.values.js';
import * as locales from './locales.js';
import * as localeValues from './locales.values.js';
import * as reviews from './reviews.js';
import * as saveForLater from './save-for-later.js';
import * as reviewValues from './reviews.values.js';
import * as search from './search.js';
import * as searchValues from './search.values.js';
import * as sizes from './sizes.js';
import * as sizeValues from './sizes.values.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Modules the storefront's browser bundle imports values from: zod must stay out of them (and their imports). */
const BROWSER_MODULES = [...readdirSync(here).filter((file) => file.endsWith('.values.ts')), 'paths.ts', 'headers.ts'];

function importsOf(file: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\s(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1]!);
}

describe('zod-free value modules', () => {
  it.each(BROWSER_MODULES)('%s imports neither zod nor a module that does', (file) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const specifier of importsOf(name)) {
        expect(specifier.startsWith('./'), `${name} imports ${specifier}`).toBe(true);
        visit(specifier.slice(2).replace(/\.js$/, '.ts'));
      }
    };
    visit(file);
  });

  it.each([
    ['locales', locales, localeValues],
    ['reviews', reviews, reviewValues],
    ['search', search, searchValues],
    ['cart', { ...cart, ...saveForLater }, cartValues],
    ['sizes', sizes, sizeValues],
  ] as const)('%s re-exports every value of its values module unchanged', (_name, full, values) => {
    for (const [key, value] of Object.entries(values)) expect(full[key as keyof typeof full]).toBe(value);
  });

  it('keeps the schemas in step with the value lists', () => {
    expect(locales.LocalePath.options).toEqual([...localeValues.SUPPORTED_LOCALES]);
    expect(sizes.SizeSystem.options).toEqual([...sizeValues.SIZE_SYSTEMS]);
    expect(reviews.ReviewSort.options).toEqual([...reviewValues.REVIEW_SORTS]);
    expect(reviews.ReviewFit.options).toEqual([...reviewValues.REVIEW_FITS]);
    expect(reviews.FlagReason.options).toEqual([...reviewValues.FLAG_REASONS]);
  });
});
