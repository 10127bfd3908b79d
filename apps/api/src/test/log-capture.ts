import { Writable } from 'node:stream';
import type { LevelWithSilent, Logger } from 'pino';
import { createLogger } from '../lib/logger.js';

export interface CapturedLogs {
  logger: Logger;
  lines: Record<string, unknown>[];
}

/** A real logger (same redaction and format as production) whose JSON lines are kept for assertions. */
export function captureLogs(level: LevelWithSilent = 'info'): CapturedLogs {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger({ level, stream }), lines };
}
