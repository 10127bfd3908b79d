import { SEARCH_QUERY_MAX_LENGTH } from '@outsole/contracts/search.values';

import { parseKeptList, siteKeptList } from '#app/lib/browser/kept-list.ts';

/**
 * The shopper's recent searches, shown by the header's search box when it is opened empty: kept in this browser
 * only (localStorage, per site: a site has its own language and catalog), the newest first, each query once.
 * Nothing is sent anywhere; "Clear recent searches" forgets them. docs/decisions/0031-recent-searches.md.
 */
export const RECENT_SEARCHES_MAX = 5;

/** One query as it is kept: inner whitespace collapsed and trimmed; '' when there is nothing worth keeping. */
function normalise(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  return text.length > SEARCH_QUERY_MAX_LENGTH ? '' : text;
}

const fold = (query: string) => query.toLocaleLowerCase();

/** `list` with `query` first; the same query in other letter case goes (the newest spelling stays), then the oldest. */
export function withRecentSearch(list: readonly string[], query: string): string[] {
  const text = normalise(query);
  if (!text) return [...list];
  return [text, ...list.filter((kept) => fold(kept) !== fold(text))].slice(0, RECENT_SEARCHES_MAX);
}

const kept = siteKeptList('recent-searches', withRecentSearch);

/** What storage holds, made safe: anything but a JSON array of strings (edited by hand, an older format) is none. */
export function parseRecentSearches(raw: string | null): string[] {
  return kept.listOf(parseKeptList(raw));
}

export const readRecentSearches = kept.read;
/** Keeps `query` as the newest recent search; returns the list now kept. */
export const rememberSearch = kept.remember;
export const clearRecentSearches = kept.clear;
