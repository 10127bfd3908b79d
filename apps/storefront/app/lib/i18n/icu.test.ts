import { SUPPORTED_LOCALES } from '@outsole/contracts/locales';
import { describe, expect, it } from 'vitest';

import { messagesFor } from './catalogue.server.ts';
import { formatIcu, formatNumber, IcuSyntaxError, MissingValueError, parseMessage } from './icu.ts';
import { languageTagOf } from './locale.ts';
import { createTranslator } from './translator.ts';

type Values = Record<string, string | number>;

/**
 * Value sets that reach every branch of a message: each select key (and an unknown one for `other`), plural
 * counts around every =N case and the CLDR categories, plain strings for simple arguments.
 */
function valueSets(message: string): Values[] {
  const args = new Map<string, { kind: string; keys: string[] }>();
  const walk = (parts: ReturnType<typeof parseMessage>) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'pound') continue;
      const entry = args.get(part.name) ?? { kind: part.kind, keys: [] };
      args.set(part.name, entry);
      if (part.kind === 'plural' || part.kind === 'select') {
        entry.keys.push(...Object.keys(part.options));
        for (const option of Object.values(part.options)) walk(option);
      }
    }
  };
  walk(parseMessage(message));
  const choices = [...args].map(([name, { kind, keys }]) => {
    if (kind === 'select') return { name, values: [...keys, 'zzz-unknown'] };
    if (kind === 'plural' || kind === 'number') {
      const exact = keys.filter((key) => key.startsWith('=')).map((key) => Number(key.slice(1)));
      return { name, values: [...new Set([...exact, 0, 1, 2, 3, 5, 11, 21, 1.5, 1234])] };
    }
    if (kind === 'date') return { name, values: [Date.UTC(2026, 4, 1, 10)] };
    return { name, values: [`‹${name}›`] };
  });
  // One value set per choice of each argument in turn, the others at their first value.
  const base = Object.fromEntries(choices.map(({ name, values }) => [name, values[0]!]));
  const sets: Values[] = [base];
  for (const { name, values } of choices) for (const value of values.slice(1)) sets.push({ ...base, [name]: value });
  return sets;
}

describe('icu formatter', () => {
  it.each(SUPPORTED_LOCALES)('%s: every catalogue message formats exactly as react-intl formats it', (locale) => {
    const tag = languageTagOf(locale);
    const messages = messagesFor(locale);
    const reference = createTranslator(tag, messages);
    let checked = 0;
    for (const [id, message] of Object.entries(messages)) {
      for (const values of valueSets(message)) {
        expect(formatIcu(message, tag, values), `${id} with ${JSON.stringify(values)}`).toBe(
          reference.format(id, values),
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(Object.keys(messages).length);
  });

  it.each([
    ['an argument', 'Hello {name}!', { name: 'Sam' }, 'Hello Sam!'],
    ['spaces in an argument', 'Hello { name }!', { name: 'Sam' }, 'Hello Sam!'],
    ['a number', '{n, number} items', { n: 1234.5 }, '1,234.5 items'],
    ['a percent', '{n, number, percent}', { n: 0.25 }, '25%'],
    ['a plural with =0', '{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }, 'none'],
    ['a plural', '{n, plural, =0 {none} one {# item} other {# items}}', { n: 1 }, '1 item'],
    ['a plural other', '{n, plural, =0 {none} one {# item} other {# items}}', { n: 1200 }, '1,200 items'],
    [
      'an offset',
      '{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}',
      { n: 3 },
      'you and 2 others',
    ],
    ['an ordinal', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, '22nd'],
    ['a select', '{g, select, men {Men} other {All}}', { g: 'men' }, 'Men'],
    ['a select other', '{g, select, men {Men} other {All}}', { g: 'kids' }, 'All'],
    ['a select in a plural', '{n, plural, one {{g, select, a {A #} other {O}}} other {#}}', { n: 1, g: 'a' }, 'A #'],
    ['a doubled apostrophe', "It''s {x}", { x: 'here' }, "It's here"],
    ['a quoted brace', "Use '{braces}' literally", {}, 'Use {braces} literally'],
    ['a lone apostrophe', "Rock 'n roll", {}, "Rock 'n roll"],
    ['a quoted #', "{n, plural, other {'#' #}}", { n: 2 }, '# 2'],
    ['a # outside a plural', 'Item #{n}', { n: 4 }, 'Item #4'],
  ])('formats %s', (_name, message, values, expected) => {
    expect(formatIcu(message, 'en-US', values)).toBe(expected);
    expect(createTranslator('en-US', { id: message }).format('id', values)).toBe(expected);
  });

  it('formats dates with the standard styles in the locale', () => {
    const date = Date.UTC(2026, 4, 1, 10);
    expect(formatIcu('{d, date, medium}', 'de-DE', { d: date })).toBe(
      createTranslator('de-DE', { id: '{d, date, medium}' }).format('id', { d: date }),
    );
  });

  it('sets a French percentage with a narrow no-break space before %, as the catalogue does (tester t3-F1)', () => {
    const percent = { style: 'percent', maximumFractionDigits: 0 } as const;
    expect(formatNumber('fr-FR', 0.94, percent)).toBe('94\u202f%');
    expect(formatIcu('{n, number, percent}', 'fr-FR', { n: 0.2 })).toBe('20\u202f%');
    // Only the space before the sign: digits keep Intl's grouping, other numbers and languages are Intl's own.
    expect(formatNumber('fr-FR', 12.5, percent)).toBe('1\u202f250\u202f%');
    expect(formatNumber('fr-FR', 1234.5)).toBe(new Intl.NumberFormat('fr-FR').format(1234.5));
    expect(formatNumber('de-DE', 0.94, percent)).toBe('94\u00a0%');
    expect(formatNumber('en-US', 0.94, percent)).toBe('94%');
  });

  it('throws a MissingValueError for an argument without a value', () => {
    expect(() => formatIcu('Hello {name}', 'en-US', {})).toThrow(MissingValueError);
    expect(() => formatIcu('{n, plural, other {#}}', 'en-US')).toThrow(MissingValueError);
  });

  it.each([
    ['an unclosed argument', 'Hello {name'],
    ['a stray closing brace', 'Hello }'],
    ['a plural without other', '{n, plural, one {x}}'],
    ['an unknown type', '{n, spellout}'],
    ['a number skeleton', '{n, number, ::currency/EUR}'],
    ['a tag', 'Read the <b>terms</b>'],
  ])('rejects %s', (_name, message) => {
    expect(() => formatIcu(message, 'en-US', { n: 1, name: 'x' })).toThrow(IcuSyntaxError);
  });
});
