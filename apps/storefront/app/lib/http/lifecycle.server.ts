import type { Server } from 'node:http';

/**
 * The storefront process's own log lines (start, shutdown) and its graceful shutdown, used by server.mjs through
 * the server build's entry module. Lines are JSON like the access log (server-kit.server.ts) and the api's, one per
 * line on stdout, so a collector of JSON lines never meets plain text.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const RANK: Readonly<Record<LogLevel, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** Whether a line at `level` is written under LOG_LEVEL `minimum`. */
export function logs(minimum: LogLevel, level: Exclude<LogLevel, 'silent'>): boolean {
  return RANK[level] >= RANK[minimum];
}

/** Writes one JSON log line (`level`, `msg`, `time`, then `fields`) to stdout, or `write`, if LOG_LEVEL lets it. */
export function logLine(
  config: { logLevel: LogLevel },
  level: Exclude<LogLevel, 'silent'>,
  msg: string,
  fields: Record<string, unknown> = {},
  write: (line: string) => void = (line) => void process.stdout.write(line),
): void {
  if (!logs(config.logLevel, level)) return;
  write(
    `${JSON.stringify({ level, msg, time: new Date().toISOString(), service: 'outsole-storefront', ...fields })}\n`,
  );
}

/**
 * Stops accepting connections, lets in-flight requests finish (idle keep-alive connections are closed at once, busy
 * ones once their answer is out), and after `graceMs` (SHUTDOWN_GRACE_MS) cuts what is still open. Resolves 0 when
 * every request finished, 1 when some were cut, as the api's shutdown does.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<0 | 1> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve(1);
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve(0);
    });
    server.closeIdleConnections();
  });
}
