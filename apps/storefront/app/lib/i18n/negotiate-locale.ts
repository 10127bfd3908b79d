import type { LocalePath } from '@outsole/contracts/locales';

/**
 * The brand's site that best fits a browser's Accept-Language, for `/` (docs/decisions/0008, addendum): the languages in the
 * order of their q-values (the header's order among equals); for each, a site of that exact language and region
 * (`de-DE` → de-de), else a site in that language, the default site first when it is one (`en`, `en-AU` → the default
 * en-us; `fr-CA` → fr-fr). Nothing fits (no header, `*`, only other languages): the default, the US site.
 */
export function negotiateLocale(
  acceptLanguage: string | null,
  available: readonly LocalePath[],
  fallback: LocalePath,
): LocalePath {
  if (!acceptLanguage) return fallback;
  const ranges = acceptLanguage
    // A hand-made header can be long: the first few dozen ranges are plenty.
    .split(',', 40)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(range.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const [language] = tag.split('-');
    const exact = available.find((locale) => locale === tag);
    if (exact) return exact;
    const sameLanguage = available.filter((locale) => locale.split('-')[0] === language);
    if (sameLanguage.length > 0) return sameLanguage.includes(fallback) ? fallback : (sameLanguage[0] as LocalePath);
  }
  return fallback;
}
