import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A lint for dates (tester finding t1-F5): the storefront renders each page twice, on the server (UTC) and in the
 * shopper's browser (any zone), and a date written in "the machine's zone" differs between the two near midnight,
 * so React finds a different text when it hydrates (error #418) and the date changes while the shopper reads. Every
 * date is written in a named zone: the page's intl (page-intl.ts: the site's zone, site-time-zone.ts), or a
 * formatter built with `timeZone`. Nothing reads the clock's local fields.
 */
const APP = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(APP).map((path) => ({ path: relative(APP, path), text: readFileSync(path, 'utf8') }));

/** The argument text of each call starting at `pattern` (up to its matching parenthesis). */
function callArguments(text: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    let depth = 0;
    const start = match.index + match[0].length - 1; // at the `(`
    for (let at = start; at < text.length; at += 1) {
      if (text[at] === '(') depth += 1;
      else if (text[at] === ')' && --depth === 0) {
        found.push(text.slice(start + 1, at));
        break;
      }
    }
  }
  return found;
}

/** Where the machine's zone is read on purpose, and why. */
const LOCAL_ZONE_ALLOWED: Record<string, string> = {
  // The shopper's own date for a birth date's latest day and age check, as the api allows (profile-fields.ts).
  'features/auth/validation.ts': 'localToday',
  // The footer's copyright year, read by the root loader on the server only and sent to the browser as data.
  'features/site-shell/shell.server.ts': 'year',
};

describe('dates are written in a named zone, never the machine’s (t1-F5)', () => {
  it('scans the app’s sources', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((file) => file.path === 'lib/i18n/icu.ts')).toBe(true);
  });

  it('every Intl.DateTimeFormat names its timeZone', () => {
    const unzoned = files.flatMap((file) =>
      callArguments(file.text, /\bIntl\.DateTimeFormat\(/g)
        // icu.ts's formatter takes ZonedDateOptions, whose type requires the zone.
        .filter((args) => !/\btimeZone\b/.test(args) && !/options: ZonedDateOptions\) => new Intl/.test(file.text))
        .map((args) => `${file.path}: Intl.DateTimeFormat(${args})`),
    );
    expect(unzoned).toEqual([]);
  });

  it('nothing formats with the Date’s own locale methods (they take the machine’s zone)', () => {
    const found = files.flatMap((file) =>
      [
        ...file.text.matchAll(/\.(toLocaleString|toLocaleDateString|toLocaleTimeString|toDateString|toTimeString)\(/g),
      ].map((match) => `${file.path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('nothing reads a Date’s local fields, apart from the places that mean the machine’s zone', () => {
    const found = files.flatMap((file) =>
      [
        ...file.text.matchAll(
          /\.(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)\(|\.getTimezoneOffset\(/g,
        ),
      ]
        .filter(() => !Object.hasOwn(LOCAL_ZONE_ALLOWED, file.path.replaceAll('\\', '/')))
        .map((match) => `${file.path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('no component reads the clock, apart from effects that mean now (a render would differ from the server’s)', () => {
    // Clock reads in effects and handlers, never while rendering: file, and how many.
    const allowed: Record<string, number> = { 'features/product/reviews/own-votes.tsx': 1 };
    const reads = Object.fromEntries(
      files
        .filter((file) => file.path.endsWith('.tsx') && !file.path.includes('.server.'))
        .map((file) => [file.path.replaceAll('\\', '/'), file.text.match(/new Date\(\)|Date\.now\(\)/g)?.length ?? 0])
        .filter(([, count]) => count !== 0),
    );
    expect(reads).toEqual(allowed);
  });

  it('the page’s formatDate always gives the formatter a zone', () => {
    const pageIntl = files.find((file) => file.path === 'lib/i18n/page-intl.ts')!.text;
    expect(pageIntl).toMatch(
      /formatDate\(locale, value, \{ \.\.\.options, timeZone: options\?\.timeZone \?\? timeZone \}\)/,
    );
    expect(pageIntl).toMatch(/formatIcu\(message, locale, values, timeZone\)/);
  });
});
