/** URL shapes of spec §2 (product and category), shared by the storefront's routes and the api's links. */

/** spec: styleCode is 8 to 11 uppercase letters or digits. */
export const STYLE_CODE_PATTERN = /^[A-Z0-9]{8,11}$/;
/** spec: category id is 4 to 6 digits. */
export const CATEGORY_ID_PATTERN = /^\d{4,6}$/;

const PRODUCT_SEGMENT = /^(?:(.*)-p?)?([A-Z0-9]{8,11})$/;
const CATEGORY_SEGMENT = /^(?:(.*)-c?)?(\d{4,6})$/;

export interface ParsedSegment {
  slug: string;
  id: string;
}

/** Reads `{slug}-{styleCode}` or the alternate `{slug}-p{code}`. */
export function parseProductSegment(segment: string): ParsedSegment | null {
  const match = PRODUCT_SEGMENT.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', id: match[2] };
}

/** Reads `{slug}-{id}` or the alternate `{slug}-c{id}`. */
export function parseCategorySegment(segment: string): ParsedSegment | null {
  const match = CATEGORY_SEGMENT.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', id: match[2] };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function productPath(locale: string, name: string, styleCode: string): string {
  return `/${locale}/p/${slugify(name)}-${styleCode}`;
}

export function categoryPath(locale: string, name: string, id: string): string {
  return `/${locale}/c/${slugify(name)}-${id}`;
}

/**
 * A path on this site, safe to render as a link: one leading `/` (not `//`, which a browser reads as another host), no
 * scheme, no backslash (browsers read `/\host` as `//host`), no white space, control, format or unpaired surrogate
 * character, and none of the characters that would end an attribute or start markup.
 */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\\\s\p{C}"'<>`]*$/u;

export function isSitePath(value: string): boolean {
  return SITE_PATH_PATTERN.test(value);
}

/** spec §2: a signed-out shopper on a path containing one of these is sent to the home page. */
export const PROTECTED_PATH_WORDS = ['cart', 'checkout', 'favorites', 'account'] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATH_WORDS.some((word) => pathname.toLowerCase().includes(word));
}

/**
 * The token of an emailed double opt-in link (back-in-stock sign-ups, email marketing consent): 32 random bytes in
 * base64url; the api checks the rest.
 */
export const EMAILED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;
