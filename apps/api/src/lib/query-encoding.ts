import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * Refuses a query string that is not percent-encoded UTF-8 (`q=%ED%A0%80`, the encoding of a lone surrogate;
 * `q=%FF`; a stray `%`) with 400 API400 naming the parameter. fastify's parser keeps such a value as its raw text,
 * so `q=%ED%A0%80` was searched as the words `ed a0 80`; a decoder that replaces what it cannot read would search
 * `���` instead. Neither is what the caller meant: the request is malformed, and said so.
 */
export async function refuseMalformedQuery(request: FastifyRequest): Promise<void> {
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  if (at < 0) return;
  for (const pair of url.slice(at + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    const decodedName = decoded(name);
    if (decodedName !== null && decoded(value) !== null) continue;
    const field = decodedName ?? 'parameter';
    throw new ApiError('API400', {
      field: `query.${field}`,
      message: `${field} is not valid percent-encoded UTF-8 text`,
    });
  }
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}
