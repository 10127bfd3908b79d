// bench/RESULTS.md holds one section per benchmark (api and pages per database, Lighthouse), each between
// `<!-- name -->` and `<!-- /name -->` markers, so every benchmark rewrites its own section and keeps the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib/bootstrap.mjs';

const file = join(root, 'bench', 'RESULTS.md');
const HEADER = `# Benchmark results

Each section is written by its own command (named in it) and kept when another benchmark runs. Figures beside a
reference measured in the same run are what to compare: absolute numbers drift on a shared 2-core machine.
`;

/** Replaces (or appends) the section `name` of bench/RESULTS.md with `content`. */
export function writeSection(name, content) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const open = `<!-- ${name} -->`;
  const close = `<!-- /${name} -->`;
  const block = `${open}\n${content.trim()}\n${close}`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + block + text.slice(end + close.length)
      : `${text.startsWith('# Benchmark results') ? text.trimEnd() : HEADER.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}
