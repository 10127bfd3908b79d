// bench/RESULTS.md is written by more than one benchmark. Each owns a section between HTML comment markers
// (`<!-- lighthouse -->` ... `<!-- /lighthouse -->`); a benchmark that rewrites the file keeps the others' sections.
import { existsSync, readFileSync } from 'node:fs';

const SECTION = /<!-- ([a-z0-9-]+) -->\n[\s\S]*?\n<!-- \/\1 -->\n?/g;

export function readResults(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Every marked section of `text`, in file order, each ending with a newline. */
export function markedSections(text) {
  return [...text.matchAll(SECTION)].map(([section]) => (section.endsWith('\n') ? section : `${section}\n`));
}

/** `text` with the section `name` replaced by `body`, or with it appended when the file has none yet. */
export function replaceSection(text, name, body) {
  const section = `<!-- ${name} -->\n${body.trim()}\n<!-- /${name} -->\n`;
  const existing = [...text.matchAll(SECTION)].find((match) => match[1] === name);
  if (existing) return text.slice(0, existing.index) + section + text.slice(existing.index + existing[0].length);
  const base = text === '' || text.endsWith('\n\n') ? text : text.endsWith('\n') ? `${text}\n` : `${text}\n\n`;
  return base + section;
}

/** A report that replaces the whole file, followed by the sections other benchmarks wrote into the old one. */
export function keepMarkedSections(report, previous) {
  const kept = markedSections(previous);
  if (kept.length === 0) return report;
  return `${report.endsWith('\n') ? report : `${report}\n`}\n${kept.join('\n')}`;
}
