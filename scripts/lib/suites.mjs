// The suites `npm test` runs, each reporting how many of its checks passed and failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './bootstrap.mjs';
import { buildAll } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { resolvePostgresUrl } from './postgres.mjs';

const resultsDir = join(root, 'var', 'test-results');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A check that is one command: one passed or one failed. */
function check(label, command, args) {
  console.log(`\n━━ ${label}`);
  const ok = run(command, args);
  return { label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

function vitest(label, args, env) {
  console.log(`\n━━ ${label}`);
  const file = join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  rmSync(file, { force: true });
  const ok = run('vitest', ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  const report = readJson(file);
  if (!report) return { label, passed: 0, failed: 1, note: 'no report (the run crashed)' };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { label, passed: report.numPassedTests, failed, failures: vitestFailures(report) };
}

/** The failed tests of a vitest JSON report, as `file › test: first line of the failure`. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => failureLine(file.name, test.fullName, test.failureMessages?.[0])),
  );
}

/** The failed tests of a Playwright JSON report. */
function playwrightFailures(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.ok ? [] : [failureLine(spec.file, spec.title, spec.tests?.[0]?.results?.at(-1)?.error?.message)],
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

function failureLine(file, title, message) {
  const where = file ? `${file.replace(`${root}/`, '')} › ` : '';
  const why =
    stripVTControlCharacters(message ?? '')
      .split('\n')
      .find((line) => line.trim()) ?? '';
  return `${where}${title}${why ? `: ${why.trim().slice(0, 200)}` : ''}`;
}

function playwright(label) {
  console.log(`\n━━ ${label}`);
  const file = join(resultsDir, 'e2e.json');
  rmSync(file, { force: true });
  const ok = run('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson(file);
  const stats = report?.stats;
  if (!stats) return { label, passed: 0, failed: 1, note: 'no report (the run crashed)' };
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  return { label, passed: stats.expected + stats.flaky, failed, failures: playwrightFailures(report) };
}

export async function runSuites(argv) {
  mkdirSync(resultsDir, { recursive: true });
  const only = new Set(argv.filter((arg) => !arg.startsWith('-')));
  const wants = (name) => only.size === 0 || only.has(name);
  const results = [];

  if (wants('check')) {
    results.push(check('format', 'prettier', ['--check', '.']));
    results.push(check('lint', 'eslint', ['--max-warnings', '0', '.']));
    results.push(check('typecheck', 'npm', ['run', '--silent', 'typecheck']));
  }
  if (wants('unit')) {
    results.push(vitest('unit and api tests (SQLite)', [], { TEST_DB: 'sqlite' }));
  }
  if (wants('postgres')) {
    const url = await resolvePostgresUrl();
    if (url) {
      results.push(
        vitest('api tests (PostgreSQL)', ['--project', 'api'], { TEST_DB: 'postgres', TEST_DATABASE_URL: url }),
      );
    } else {
      console.log('\n━━ api tests (PostgreSQL): skipped, no TEST_DATABASE_URL and no local PostgreSQL answered');
    }
  }
  if (wants('e2e')) {
    buildAll();
    const chromium = ensureChromium('chromium-headless-shell');
    if (chromium.ok) results.push(playwright('end-to-end (Chromium)'));
    else results.push({ label: 'end-to-end (Chromium)', passed: 0, failed: 1, note: chromium.message });
  }

  // The failed tests are named under their suite's line: CI often shows only the end of the output.
  const lines = results.flatMap((r) => [
    `${r.failed ? '✗' : '✓'} ${r.label}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
    ...(r.failures ?? []).map((failure) => `    ✗ ${failure}`),
  ]);
  return {
    passed: results.reduce((sum, r) => sum + r.passed, 0),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
    lines,
  };
}
