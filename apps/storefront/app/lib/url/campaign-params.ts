/**
 * Campaign and ad-click parameters: query parameters that say only where a visitor came from. Ad platforms add a
 * new click id to every click (Google's `gclid`/`gbraid`/`wbraid`/`dclid`, Merchant Center's `srsltid`, Meta's
 * `fbclid`, Microsoft's `msclkid`, …), campaign links carry `utm_*` and the mail tools' own (Mailchimp, HubSpot,
 * Marketo, Klaviyo), and Google Analytics hands a visit over between domains with `_ga`/`_gl`.
 *
 * No page reads them: the analytics script reads them from the address bar, once, on the landing page. So nothing the
 * storefront renders carries them on (docs/decisions/0022, addendum "campaign parameters"):
 * - an internal link, a form's action or hidden field, a sign-in's return address built from the current URL leaves
 *   them out: carried on, every click inside the shop would count as a new visit of the campaign, and a page's markup
 *   would differ with them, so a copy kept by the page cache would not hydrate at an address that has them;
 * - the page cache keys and renders a page without them, so every click of a campaign is served the one kept copy.
 *
 * Compared in lower case; `utm_` is a prefix (`utm_source`, `utm_id`, `utm_source_platform`, …).
 */
export const CAMPAIGN_PARAMS: ReadonlySet<string> = new Set([
  // Google Ads, Display & Video 360, Merchant Center's organic listings, analytics' cross-domain linker.
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'gad_campaignid',
  'srsltid',
  '_ga',
  '_gl',
  // Meta, Microsoft, TikTok, X, LinkedIn, Instagram shares, Yandex, Pinterest, Snapchat.
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'epik',
  'sccid',
  // Mailchimp, HubSpot, Marketo, Klaviyo.
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  '_kx',
]);

/** Name prefixes of campaign parameters. */
const CAMPAIGN_PREFIXES = ['utm_'] as const;

export function isCampaignParam(name: string): boolean {
  const lower = name.toLowerCase();
  return CAMPAIGN_PARAMS.has(lower) || CAMPAIGN_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** A query's `name=value` pair's name, decoded as URLSearchParams decodes it. */
function nameOf(pair: string): string {
  const raw = (pair.split('=', 1)[0] ?? '').replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A query string (`?colour=001&utm_source=mail`, with or without its `?`) without campaign parameters, the rest
 * exactly as written (same order, same encoding), so the server (the page cache's target) and the browser
 * (`location.search`) leave out the same and keep the same bytes; '' when nothing else is left. A query without any
 * is returned as it is.
 */
export function withoutCampaignParams(search: string): string {
  const mark = search.startsWith('?') ? '?' : '';
  const query = search.slice(mark.length);
  if (query === '') return search;
  const pairs = query.split('&');
  const kept = pairs.filter((pair) => !isCampaignParam(nameOf(pair)));
  if (kept.length === pairs.length) return search;
  const rest = kept.filter((pair) => pair !== '').join('&');
  return rest === '' ? '' : `${mark}${rest}`;
}

/** The campaign parameters of a query string, as written, joined by `&` ('' when there are none). */
export function campaignParamsOf(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  return query
    .split('&')
    .filter((pair) => pair !== '' && isCampaignParam(nameOf(pair)))
    .join('&');
}

/** A request target or link (`/en-us/p/x?gclid=1&size=9#reviews`) without campaign parameters. */
export function targetWithoutCampaignParams(target: string): string {
  const hashAt = target.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return target;
  return `${beforeHash.slice(0, queryAt)}${withoutCampaignParams(beforeHash.slice(queryAt))}${hash}`;
}

/**
 * A same-site path (`/en-us/p/y?colour=001#sizes`) with campaign parameters (campaignParamsOf's) added to its query,
 * before its fragment: the page cache gives a redirect of a page it rendered without them their campaign back, so the
 * landing page's address still has it for the analytics script. Another site's address is returned as it is.
 */
export function withCampaignParams(location: string, campaign: string): string {
  if (!campaign || !location.startsWith('/') || location.startsWith('//')) return location;
  const hashAt = location.indexOf('#');
  const [before, hash] = hashAt < 0 ? [location, ''] : [location.slice(0, hashAt), location.slice(hashAt)];
  const joiner = !before.includes('?') ? '?' : before.endsWith('?') || before.endsWith('&') ? '' : '&';
  return `${before}${joiner}${campaign}${hash}`;
}

/** `params` without campaign parameters (a copy; `params` itself is left as it is). */
export function searchParamsWithoutCampaign(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  for (const name of new Set(copy.keys())) if (isCampaignParam(name)) copy.delete(name);
  return copy;
}
