import { BrowserPerformanceIngest } from '@outsole/contracts/performance';

import { errorResponse } from '../http/error-response.ts';
import { readJsonBody } from '../http/read-body.server.ts';

/**
 * POST /fapi/performance/ingest: web-vitals beacons from the browser. `navigator.sendBeacon` with a string body
 * sends `text/plain`, so both that and `application/json` are read as JSON. Valid batches are stored through the
 * api (POST /metrics/v1/web-vitals), with the contract's fields only: a beacon's field the api does not take (from a
 * page of another version) is dropped here, not refused there, as a refused beacon is lost.
 */

/** Where valid batches go: the api client (POST /metrics/v1/web-vitals, an empty 204 answer). */
export interface MetricsStore {
  post(path: string, body: unknown, schema: null): Promise<unknown>;
}

export const INGEST_BODY_LIMIT_BYTES = 64 * 1024;
const ACCEPTED_TYPES = /^(application\/json|text\/plain)\b/i;

export async function ingestPerformance(
  request: Request,
  options: { api: MetricsStore; correlationId: string },
): Promise<Response> {
  const { correlationId } = options;
  if (request.method !== 'POST') {
    return errorResponse(405, 'API405', 'Use POST', { correlationId, headers: { allow: 'POST' } });
  }
  const contentType = request.headers.get('content-type') ?? 'text/plain';
  if (!ACCEPTED_TYPES.test(contentType)) {
    return errorResponse(415, 'API415', 'Send JSON as application/json or text/plain', { correlationId });
  }

  const read = await readJsonBody(request, INGEST_BODY_LIMIT_BYTES, correlationId);
  if (!read.ok) return read.response;
  const parsed = BrowserPerformanceIngest.safeParse(read.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') || undefined;
    return errorResponse(400, 'API400', issue?.message ?? 'Invalid beacon', { correlationId, field });
  }

  try {
    await options.api.post('/metrics/v1/web-vitals', parsed.data, null);
  } catch {
    // The client has already reported the failure with its correlation id; the browser cannot retry a beacon.
    return errorResponse(502, 'GEN500', 'Could not store the metrics', { correlationId });
  }
  return new Response(null, { status: 204 });
}
