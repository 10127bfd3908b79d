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

const logReporter: ErrorReporter = (report) => {
  console.error(JSON.stringify({ level: 'error', msg: 'api error', time: new Date().toISOString(), ...report }));
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
