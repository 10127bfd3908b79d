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
