import {
  type COLOUR_FAMILIES,
  ProductSearchQuery,
  SEARCH_SORTS,
  type AutoSuggestResult,
  type ProductSearchResult,
  type SearchHit,
} from '@outsole/contracts/search';
import type { Site } from '@outsole/contracts/reference';
import { productPath } from '@outsole/contracts/paths';
import { sizeLabelFor } from '@outsole/contracts/sizes.values';

import { mockCatalog } from './fixtures.ts';

/**
 * Mock-mode search: 30 deterministic styles in category 1100 (men's running shoes), every fourth on sale, every
 * third without reviews, with the api's facets and counts; refinements narrow by colour and size; the query `zzz…` finds nothing; a value the
 * contract refuses is the api's 400 API400 naming the field.
 */
const NAMES = ['Lumen', 'Tempo', 'Nova', 'Pace', 'Drift', 'Arc'];
const FAMILIES = ['black', 'blue', 'red', 'green', 'grey'] as const;
/** Men's US sizes, labelled as the site's country shows them (EU 41–45 in Germany), as the api does. */
const SIZES = ['8', '9', '10', '11'];
const sizesOf = (site: Site) => SIZES.map((size) => sizeLabelFor(site.countryCode, 'shoe-men', size));

interface MockStyle {
  hit: SearchHit;
  sizes: string[];
  family: string;
}

function styles(site: Site): MockStyle[] {
  const currency = site.currency;
  return Array.from({ length: 30 }, (_, i) => {
    const productId = `SRN${String(100000 + i * 7).padStart(6, '0')}`;
    const name = `${NAMES[i % NAMES.length]} ${1 + Math.floor(i / NAMES.length)} Running Shoe`;
    const family = FAMILIES[i % FAMILIES.length] ?? 'black';
    const list = 10000 + (i % 6) * 1500;
    return {
      family,
      sizes: sizesOf(site).filter((_, s) => (i + s) % 3 !== 0),
      hit: {
        productId,
        name,
        gender: i % 2 === 0 ? 'men' : 'women',
        pdpUrl: productPath(site.locale, name, productId),
        image: { view: 'side', url: `/images/products/${productId}/001/side.svg`, width: 800, height: 800 },
        price: { list, sale: i % 4 === 0 ? list - 3000 : null, currency },
        swatches: [
          { colourCode: '001', name: `${family} main`, colourFamily: family, hex: '#222222' },
          { colourCode: '002', name: 'White/Grey', colourFamily: 'white', hex: '#f5f5f5' },
        ],
        badge: i % 5 === 0 ? 'new' : null,
        badges: i % 5 === 0 ? ['new'] : [],
        rating: i % 3 === 2 ? null : { average: (36 + ((i * 7) % 15)) / 10, count: 1 + ((i * 13) % 140) },
      },
    };
  });
}

function count<T extends string>(values: T[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

export function mockProductSearch(
  site: Site,
  raw: URLSearchParams,
):
  | { status: 200; body: ProductSearchResult }
  | { status: 400; body: { errorDetails: Array<{ errorId: string; message: string; field: string }> } } {
  const parsed = ProductSearchQuery.safeParse(Object.fromEntries(raw));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      status: 400,
      body: {
        errorDetails: [
          {
            errorId: 'API400',
            message: issue?.message ?? 'Invalid query',
            field: `query.${issue?.path.join('.') ?? ''}`,
          },
        ],
      },
    };
  }
  // Like the api (decision 0010): a size of the site typed after the words ("running shoes size 10") is the size
  // refinement, and the words without it are searched.
  const typedSize = /^(.*?)\s*\bsize\s+(\S+)$/i.exec(parsed.data.q ?? '');
  const understood =
    typedSize?.[2] && sizesOf(site).includes(typedSize[2])
      ? { q: typedSize[1] ?? '', size: [typedSize[2]] }
      : undefined;
  const query = understood
    ? {
        ...parsed.data,
        q: understood.q || undefined,
        size: [...new Set([...(parsed.data.size ?? []), ...understood.size])],
      }
    : parsed.data;
  const all = styles(site);
  const categories = mockCatalog(site.locale, 2).categories;
  const inScope =
    (query.q ?? '').startsWith('zzz') || (query.categoryId && !['1000', '1100'].includes(query.categoryId))
      ? []
      : all.filter((s) => !query.q || s.hit.name.toLowerCase().includes(query.q.toLowerCase().split(' ')[0] ?? ''));
  const matches = inScope.filter(
    (s) =>
      (!query.colour || query.colour.includes(s.family as (typeof COLOUR_FAMILIES)[number])) &&
      (!query.size || query.size.some((size) => s.sizes.includes(size))) &&
      (query.priceMin === undefined || (s.hit.price.sale ?? s.hit.price.list) >= query.priceMin) &&
      (query.priceMax === undefined || (s.hit.price.sale ?? s.hit.price.list) <= query.priceMax),
  );
  const price = (s: MockStyle) => s.hit.price.sale ?? s.hit.price.list;
  // Like the api: rating is average, then review count, highest first, styles without reviews last.
  const byRating = (s: MockStyle) => (s.hit.rating ? s.hit.rating.average * 10_000 + s.hit.rating.count : -1);
  const sorted = [...matches].sort((a, b) =>
    query.sort === 'price-asc'
      ? price(a) - price(b)
      : query.sort === 'price-desc'
        ? price(b) - price(a)
        : query.sort === 'rating'
          ? byRating(b) - byRating(a)
          : 0,
  );
  const sizeCounts = count(inScope.flatMap((s) => s.sizes));
  const colourCounts = count(inScope.map((s) => s.family));
  const running = categories.find((c) => c.id === '1100');
  return {
    status: 200,
    body: {
      query: query.q ?? '',
      hits: sorted.slice(query.start, query.start + query.count).map((s) => s.hit),
      total: sorted.length,
      start: query.start,
      count: query.count,
      facets: [
        {
          id: 'category',
          values:
            query.categoryId === '1100' || !running || inScope.length === 0
              ? []
              : [{ value: '1100', label: running.name, hitCount: inScope.length, selected: false }],
        },
        {
          id: 'size',
          values: sizesOf(site)
            .filter((s) => sizeCounts.has(s))
            .map((value) => ({
              value,
              label: value,
              hitCount: sizeCounts.get(value) ?? 0,
              selected: query.size?.includes(value) ?? false,
            })),
        },
        {
          id: 'colour',
          values: [...colourCounts].map(([value, hitCount]) => ({
            value,
            label: value,
            hitCount,
            selected: query.colour?.includes(value as (typeof COLOUR_FAMILIES)[number]) ?? false,
          })),
        },
        {
          id: 'price',
          values: inScope.length
            ? [
                {
                  value: '0',
                  label: '0-9999',
                  hitCount: inScope.filter((s) => price(s) < 10000).length,
                  selected: false,
                },
                {
                  value: '10000',
                  label: '10000+',
                  hitCount: inScope.filter((s) => price(s) >= 10000).length,
                  selected: false,
                },
              ]
            : [],
        },
        {
          id: 'gender',
          values: inScope.length ? [{ value: 'men', label: 'men', hitCount: inScope.length, selected: false }] : [],
        },
        { id: 'brand', values: [] },
        { id: 'rating', values: [] },
      ],
      refinements: {
        ...(query.categoryId ? { categoryId: query.categoryId } : {}),
        ...(query.colour ? { colour: query.colour } : {}),
        ...(query.size ? { size: query.size } : {}),
      },
      ...(understood ? { understood } : {}),
      sort: query.sort,
      sortOptions: SEARCH_SORTS.map((id) => ({ id, selected: id === query.sort })),
    },
  };
}

/** The names of a category's ancestors, top first. */
function ancestorNames(catalog: readonly { id: string; name: string; parentId: string | null }[], id: string | null) {
  const names: string[] = [];
  for (let parent = catalog.find((c) => c.id === id); parent; parent = catalog.find((c) => c.id === parent?.parentId)) {
    names.unshift(parent.name);
  }
  return names;
}

export function mockAutoSuggest(site: Site, q: string): AutoSuggestResult {
  const prefix = q.trim().toLowerCase();
  // "lumne" is a typo of "lumen"; in "runner lumen" no style has the word "runner": its results are lumen's.
  const corrected = prefix === 'lumne' || prefix === 'runner lumen' ? 'lumen' : null;
  const droppedWords = prefix === 'runner lumen' ? ['runner'] : [];
  const term = corrected ?? prefix;
  const products = styles(site)
    .map((s) => s.hit)
    .filter((hit) => hit.name.toLowerCase().startsWith(term))
    .slice(0, 4)
    .map(({ productId, name, pdpUrl, image, price }) => ({ productId, name, pdpUrl, image, price }));
  const catalog = mockCatalog(site.locale, 2).categories;
  const categories = catalog
    .filter((c) => c.name.toLowerCase().startsWith(term))
    .slice(0, 3)
    .map((c) => ({
      categoryId: c.id,
      name: c.name,
      path: ancestorNames(catalog, c.parentId),
      url: `/${site.locale}/c/${c.slug}-${c.id}`,
    }));
  const popularQueries = ['lumen', 'running shoes', 'trail']
    .filter((p) => p.startsWith(term) || prefix.startsWith('zzz'))
    .map((query, i) => ({ query, count: 50 - i * 10 }));
  return { query: q, correctedQuery: corrected, droppedWords, products, categories, popularQueries };
}
