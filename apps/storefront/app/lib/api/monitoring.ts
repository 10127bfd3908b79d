/**
 * spec §8: "Error id, message and correlation id are reported to monitoring". One hook, replaceable by a real
 * monitoring client later; today it writes one structured JSON line.
 */
export interface ErrorReport {
  errorId: string | undefined;
  message: string;
  correlationId: string | undefined;
  status?: number;
  request?: { method: string; path: string };
  source: 'server' | 'browser';
}

export type ErrorReporter = (report: ErrorReport) => void;

export type Severity = 'error' | 'warn';

/**
 * A 4xx is the api refusing what it was asked (an unknown product, a bad filter, a rate limit): expected in a
 * shop's life and the caller's to handle, so a warning. A 5xx, no answer at all (reported as 503) or a failure
 * without a status is ours to fix: an error.
 */
export function severityOf(status: number | undefined): Severity {
  return status !== undefined && status >= 400 && status < 500 ? 'warn' : 'error';
}

const logReporter: ErrorReporter = (report) => {
  const level = severityOf(report.status);
  const line = JSON.stringify({ level, msg: 'api error', time: new Date().toISOString(), ...report });
  if (level === 'warn') console.warn(line);
  else console.error(line);
};

let reporter: ErrorReporter = logReporter;

export function reportError(report: ErrorReport): void {
  try {
    reporter(report);
  } catch {
    // Monitoring must never break the page that is reporting.
  }
}

/** Swaps the reporter (tests, or a monitoring SDK at startup); returns a function restoring the previous one. */
export function setErrorReporter(next: ErrorReporter): () => void {
  const previous = reporter;
  reporter = next;
  return () => {
    reporter = previous;
  };
}
