import { data } from 'react-router';

import { errorResponse } from './error-response.ts';

/** Thrown when a request body is larger than the endpoint accepts; callers answer 413 API413. */
export class PayloadTooLargeError extends Error {
  override name = 'PayloadTooLargeError';
}

/** Reads a request body, giving up as soon as it passes `maxBytes` (a declared Content-Length is checked first). */
export async function readBodyWithLimit(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new PayloadTooLargeError(`Body exceeds ${maxBytes} bytes`);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PayloadTooLargeError(`Body exceeds ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readTextWithLimit(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyWithLimit(request, maxBytes));
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body for an endpoint: the parsed value, or the spec-format answer to send instead (413 API413 when
 * too large, 400 API400 when not JSON).
 */
export async function readJsonBody(request: Request, maxBytes: number, correlationId: string): Promise<JsonBody> {
  let text: string;
  try {
    text = await readTextWithLimit(request, maxBytes);
  } catch (error) {
    if (!(error instanceof PayloadTooLargeError)) throw error;
    return { ok: false, response: errorResponse(413, 'API413', error.message, { correlationId }) };
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: errorResponse(400, 'API400', 'The body is not valid JSON', { correlationId }) };
  }
}

/**
 * A page action's posted form. A body that is not one (JSON or text, a broken multipart) is the sender's mistake: a
 * 400 as for an unknown intent, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ reason: 'bad-request' }, { status: 400 });
  }
}
