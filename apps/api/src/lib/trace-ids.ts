import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Headers } from '@outsole/contracts/headers';

/** Ids we accept from callers: short and log-safe, so a header can never forge or break a log line. */
const TRACE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export interface TraceIds {
  correlationId: string;
  transactionId: string;
}

export function acceptTraceId(value: string | string[] | undefined): string {
  return typeof value === 'string' && TRACE_ID_PATTERN.test(value) ? value : randomUUID();
}

/**
 * Fastify asks for the correlation id (genReqId) and for the logger bindings (childLoggerFactory) separately,
 * both before any hook runs; remembering the pair per raw request keeps the two answers the same ids.
 */
const remembered = new WeakMap<IncomingMessage, TraceIds>();

export function traceIdsOf(raw: IncomingMessage): TraceIds {
  let ids = remembered.get(raw);
  if (!ids) {
    ids = {
      correlationId: acceptTraceId(raw.headers[Headers.correlationId]),
      transactionId: acceptTraceId(raw.headers[Headers.transactionId]),
    };
    remembered.set(raw, ids);
  }
  return ids;
}
