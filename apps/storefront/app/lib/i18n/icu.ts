import { memoizeFormatter } from './intl-formatters.ts';

/**
 * ICU MessageFormat for the page's components, over the browser's own Intl: arguments (`{name}`), `number`,
 * `date` and `time` arguments with their standard styles, `plural` (with `=N` cases, `offset:` and `#`),
 * `selectordinal` and `select`, and ICU apostrophe quoting. It is what the catalogues use, in about 2 KB instead of
 * react-intl's parser and runtime (about 20 KB gzip in every page). Messages are parsed once and kept.
 *
 * The server's translator (translator.ts: loaders, meta, api errors) still formats with react-intl; icu.test.ts
 * formats every message of every catalogue both ways and expects the same text. Anything outside this subset
 * (tags, number skeletons, custom styles) is a parse error, which the same test would catch in a catalogue.
 */

export type MessageValue = string | number | boolean | Date | null | undefined;
export type MessageValues = Record<string, MessageValue>;

type Part =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'number'; name: string; style: Intl.NumberFormatOptions }
  | { kind: 'date'; name: string; style: Intl.DateTimeFormatOptions }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; options: Record<string, Part[]> }
  | { kind: 'select'; name: string; options: Record<string, Part[]> };

export class IcuSyntaxError extends Error {
  override name = 'IcuSyntaxError';
}

// The styles formatjs gives `{x, number, style}`, `{d, date, style}` and `{d, time, style}` by default.
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  '': {},
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  '': {},
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  '': { hour: 'numeric', minute: 'numeric' },
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): Part[] {
    const parts = this.message(null);
    if (this.at < this.text.length) throw this.error('unexpected }');
    return parts;
  }

  /** Text and arguments up to the closing `}` of an option (not consumed) or the end. */
  private message(plural: 'plural' | null): Part[] {
    const parts: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal) parts.push(literal);
      literal = '';
    };
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === '}') break;
      if (char === '{') {
        flush();
        parts.push(this.argument());
      } else if (char === '#' && plural) {
        flush();
        parts.push({ kind: 'pound' });
        this.at += 1;
      } else if (char === "'") {
        literal += this.quoted(plural);
      } else if (char === '<' && /[a-zA-Z/]/.test(this.text[this.at + 1] ?? '')) {
        throw this.error('tags are not supported');
      } else {
        literal += char;
        this.at += 1;
      }
    }
    flush();
    return parts;
  }

  /** ICU quoting: `''` is an apostrophe; `'` before a syntax character quotes up to the next lone `'`. */
  private quoted(plural: 'plural' | null): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (
      next === undefined ||
      !(next === '{' || next === '}' || next === '<' || next === '>' || (plural && next === '#'))
    ) {
      this.at += 1;
      return "'";
    }
    this.at += 1;
    let out = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === "'") {
        if (this.text[this.at + 1] === "'") {
          out += "'";
          this.at += 2;
          continue;
        }
        this.at += 1;
        return out;
      }
      out += char;
      this.at += 1;
    }
    return out;
  }

  private argument(): Part {
    this.at += 1; // {
    this.space();
    const name = this.word();
    if (!name) throw this.error('argument name expected');
    this.space();
    if (this.eat('}')) return { kind: 'arg', name };
    if (!this.eat(',')) throw this.error(', or } expected');
    this.space();
    const type = this.word();
    this.space();
    if (type === 'number' || type === 'date' || type === 'time') {
      let style = '';
      if (this.eat(',')) {
        this.space();
        style = this.word();
        this.space();
      }
      if (!this.eat('}')) throw this.error('} expected');
      if (type === 'number') {
        const options = NUMBER_STYLES[style];
        if (!options) throw this.error(`number style ${style} is not supported`);
        return { kind: 'number', name, style: options };
      }
      const options = (type === 'date' ? DATE_STYLES : TIME_STYLES)[style];
      if (!options) throw this.error(`${type} style ${style} is not supported`);
      return { kind: 'date', name, style: options };
    }
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select')
      throw this.error(`${type} is not supported`);
    if (!this.eat(',')) throw this.error(', expected');
    this.space();
    let offset = 0;
    if (type !== 'select' && this.text.startsWith('offset:', this.at)) {
      this.at += 'offset:'.length;
      this.space();
      offset = Number(this.word());
      if (!Number.isFinite(offset)) throw this.error('offset must be a number');
      this.space();
    }
    const options: Record<string, Part[]> = {};
    while (!this.eat('}')) {
      const key = this.word();
      if (!key) throw this.error('option expected');
      this.space();
      if (!this.eat('{')) throw this.error('{ expected');
      options[key] = this.message(type === 'select' ? null : 'plural');
      if (!this.eat('}')) throw this.error('} expected');
      this.space();
    }
    if (!options.other) throw this.error(`${type} needs an other option`);
    return type === 'select'
      ? { kind: 'select', name, options }
      : { kind: 'plural', name, ordinal: type === 'selectordinal', offset, options };
  }

  private word(): string {
    const start = this.at;
    while (this.at < this.text.length && !/[\s{},#']/.test(this.text[this.at]!)) this.at += 1;
    return this.text.slice(start, this.at);
  }

  private space() {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at += 1;
  }

  private eat(char: string): boolean {
    if (this.text[this.at] !== char) return false;
    this.at += 1;
    return true;
  }

  private error(message: string) {
    return new IcuSyntaxError(`${message} at ${this.at} in "${this.text}"`);
  }
}

const parsed = new Map<string, Part[]>();
const MAX_PARSED = 2_000;

export function parseMessage(message: string): Part[] {
  let parts = parsed.get(message);
  if (!parts) {
    parts = new Parser(message).parse();
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(message, parts);
  }
  return parts;
}

const numberFormat = memoizeFormatter(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  (locale, options) => `${locale}|${JSON.stringify(options)}`,
);
/**
 * A number as the locale writes it. A percentage in French takes a narrow no-break space (U+202F) before its sign, as
 * the fr-FR catalogue and typeset.ts write it; Intl writes a no-break space (U+00A0) there, so one page showed both
 * ("94 %" in the fit bars beside "20 % de remise"; tester t3-F1). Other languages as Intl writes them.
 */
function formatNumberWith(locale: string, options: Intl.NumberFormatOptions, value: number): string {
  const text = numberFormat(locale, options).format(value);
  return options.style === 'percent' && /^fr(?:-|$)/i.test(locale) ? text.replace(/[ \u00a0](?=%)/g, '\u202f') : text;
}

/**
 * Date options with the zone written out: a formatter without one writes in the zone of the machine running it, so
 * the server (UTC) and a shopper's browser would write the same moment as different days (t1-F5).
 */
export type ZonedDateOptions = Intl.DateTimeFormatOptions & { timeZone: string };

const dateFormat = memoizeFormatter(
  (locale: string, options: ZonedDateOptions) => new Intl.DateTimeFormat(locale, options),
  (locale, options) => `${locale}|${JSON.stringify(options)}`,
);
const pluralRules = memoizeFormatter(
  (locale: string, type: Intl.PluralRuleType) => new Intl.PluralRules(locale, { type }),
  (locale, type) => `${locale}|${type}`,
);

export class MissingValueError extends Error {
  override name = 'MissingValueError';
}

function valueOf(values: MessageValues | undefined, name: string): MessageValue {
  if (!values || !Object.hasOwn(values, name)) throw new MissingValueError(`no value for {${name}}`);
  return values[name];
}

function render(
  parts: Part[],
  locale: string,
  values: MessageValues | undefined,
  pound: number | null,
  timeZone: string,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    switch (part.kind) {
      case 'arg': {
        const value = valueOf(values, part.name);
        // As formatjs: strings and numbers as text, other falsy values as nothing.
        out += typeof value === 'string' || typeof value === 'number' ? String(value) : value ? String(value) : '';
        break;
      }
      case 'pound':
        out += pound === null ? '#' : numberFormat(locale, {}).format(pound);
        break;
      case 'number':
        out += formatNumberWith(locale, part.style, Number(valueOf(values, part.name)));
        break;
      case 'date':
        // As formatjs: a Date or a timestamp (a string is an invalid time value: RangeError).
        out += dateFormat(locale, { ...part.style, timeZone }).format(valueOf(values, part.name) as Date | number);
        break;
      case 'plural': {
        const value = Number(valueOf(values, part.name));
        const exact = part.options[`=${value}`];
        const option =
          exact ??
          part.options[pluralRules(locale, part.ordinal ? 'ordinal' : 'cardinal').select(value - part.offset)] ??
          part.options.other!;
        out += render(option, locale, values, value - part.offset, timeZone);
        break;
      }
      case 'select': {
        const value = valueOf(values, part.name);
        const key = String(value);
        const option = (Object.hasOwn(part.options, key) ? part.options[key] : undefined) ?? part.options.other!;
        out += render(option, locale, values, pound, timeZone);
        break;
      }
    }
  }
  return out;
}

/**
 * The message formatted with `values`, its `date` and `time` arguments in `timeZone` (the site's, site-time-zone.ts;
 * UTC by default, never the machine's); throws IcuSyntaxError or MissingValueError (callers decide what to show).
 */
export function formatIcu(message: string, locale: string, values?: MessageValues, timeZone = 'UTC'): string {
  return render(parseMessage(message), locale, values, null, timeZone);
}

export const formatNumber = (locale: string, value: number, options: Intl.NumberFormatOptions = {}): string =>
  formatNumberWith(locale, options, value);

/** A moment as the locale writes it, in the zone the options name (required: see ZonedDateOptions). */
export const formatDate = (locale: string, value: string | number | Date, options: ZonedDateOptions): string =>
  dateFormat(locale, options).format(value instanceof Date ? value : new Date(value));
