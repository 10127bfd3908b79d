/**
 * Renders an app's table of environment variables as Markdown for the README. Each app keeps its own table
 * (name, default, meaning) beside the code that parses it; `npm run docs:config` writes the README from them and a
 * test in each app fails when the README is stale.
 */
export interface ConfigVariableRow {
  name: string;
  default: string;
  description: string;
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

export function renderConfigTable(rows: readonly ConfigVariableRow[]): string {
  const lines = rows.map(
    (row) =>
      `| \`${row.name}\` | ${row.default.startsWith('(') ? row.default : `\`${escapeCell(row.default)}\``} | ${escapeCell(row.description)} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...lines].join('\n');
}

const markers = (name: string) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`] as const;

/** The text between `<!-- name:start -->` and `<!-- name:end -->`, or null when the markers are missing. */
export function readBetweenMarkers(document: string, name: string): string | null {
  const [start, end] = markers(name);
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) return null;
  return document.slice(from + start.length, to).trim();
}

export function replaceBetweenMarkers(document: string, name: string, content: string): string {
  const [start, end] = markers(name);
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README markers ${start} … ${end} not found`);
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

/** Compares tables whatever padding a formatter added: cells trimmed, separator rows reduced to `---`. */
export function normalizeTable(table: string): string {
  return table
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/\s*(?<!\\)\|\s*/g, '|')
        .replace(/\|:?-+:?(?=\|)/g, '|---'),
    )
    .join('\n');
}
