import { isSupportedLocale, type LocalePath } from '@outsole/contracts/locales';

/** Pure readers of the spec §7 request headers; the request-context plugin applies them. */

type HeaderValue = string | string[] | undefined;

export function single(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `en-US`, `en-us` or `en_US` → `en-us`; null when absent or not a supported locale. */
export function readLocale(value: HeaderValue): LocalePath | null {
  const raw = single(value)?.trim().toLowerCase().replace('_', '-');
  return raw && isSupportedLocale(raw) ? raw : null;
}

export const USID_MAX_LENGTH = 128;

/** True outside production when the header says anything but false/0; production never honours it. */
export function readTesting(value: HeaderValue, production: boolean): boolean {
  const raw = single(value)?.trim().toLowerCase();
  return !production && raw !== undefined && raw !== '' && raw !== 'false' && raw !== '0';
}

/**
 * False only when Accept is present and none of its ranges (with q > 0) covers application/json. A missing or
 * empty Accept header accepts anything, as HTTP says.
 */
export function acceptsJson(value: HeaderValue): boolean {
  const raw = Array.isArray(value) ? value.join(',') : value;
  if (!raw || raw.trim() === '') return true;
  return raw.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) return false;
    return type === 'application/json' || type === 'application/*' || type === '*/*';
  });
}
