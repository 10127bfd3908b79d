/**
 * A path on this site, as a form posted it, ready for a Location header; null when it is not one. Same-site only
 * (`/…`, never `//host`, a scheme or a backslash, which browsers read as `/`); no control characters (C0, DEL, C1)
 * nor line or paragraph separators (U+2028/U+2029): a header injection, or a `/\t/evil` that browsers read as
 * protocol-relative. Characters outside printable ASCII are percent-encoded as UTF-8 (a `%` already there is left
 * as it is, so an encoded path stays the same): a Location header holds bytes, and one above U+00FF made the
 * response itself fail (a 500; tester finding F4, session 51), one in U+0080–U+00FF went out as a raw Latin-1 byte.
 */
export function sameSitePath(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string' || value.length > maxLength) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u.test(value)) return null;
  try {
    return value.replace(/[^\u0021-\u007e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return null; // a lone surrogate has no UTF-8
  }
}
