import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { starFill } from '#app/components/ui/stars.tsx';
import { parseConfig } from '#app/lib/config.server.ts';
import { NonceProvider } from '#app/lib/nonce.tsx';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import App, { loader as rootLoader } from '../root.tsx';
import Category, { loader as categoryLoader, meta as categoryMeta } from './category.tsx';
import Search, { loader as searchLoader, meta as searchMeta } from './search.tsx';

const BASE = 'http://localhost:3000';
const PLP = '/en-us/c/mens-running-shoes-1100';

function argsFor(url: string, env: Record<string, string> = {}) {
  const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test', ...env });
  const context = createLoadContext({ config, nonce: 'test-nonce', correlationId: 'corr-listing-test' });
  const location = new URL(url);
  const [, locale = '', , category = ''] = location.pathname.split('/');
  return { request: new Request(url), params: { locale, category }, context, url: location, pattern: '' };
}

/** `path`'s page; `at`: the address the browser shows it at (the page cache's copy at a campaign's landing). */
async function render(path: string, at = path) {
  const args = argsFor(`${BASE}${path}`);
  const root = await rootLoader(args);
  const isSearch = path.includes('/search');
  const data = isSearch ? await searchLoader(args) : await categoryLoader(args);
  const id = isSearch ? 'routes/search' : 'routes/category';
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: App,
      children: [
        { id: 'routes/category', path: ':locale/c/:category', Component: Category },
        { id: 'routes/search', path: ':locale/search', Component: Search },
      ],
    },
  ]);
  const html = renderToString(
    <NonceProvider value="test-nonce">
      <Stub initialEntries={[at]} hydrationData={{ loaderData: { root: root.data, [id]: data } }} />
    </NonceProvider>,
  );
  return { html, data };
}

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('category listing route', () => {
  it('renders breadcrumbs, heading, count, tiles with sale prices, facets and page links', async () => {
    const { html } = await render(PLP);
    expect(html).toContain('Running shoes</h1>');
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[^>]*>.*href="\/en-us\/c\/men-1000"[^>]*>Men<\/a>/s);
    expect(html).toContain('30 results');
    // 24 tiles on page 1, each linking to its product, with the image's size reserved.
    expect(html.match(/href="\/en-us\/p\/[a-z0-9-]+-SRN\d{6}"/g)).toHaveLength(24);
    expect(html).toMatch(/<img src="\/images\/products\/SRN100000\/001\/side.svg" width="800" height="800"/);
    // Who each style is for, under its name: a model's men's and women's cuts share the name.
    expect(html).toMatch(/SRN100000"[^>]*>[^<]+<\/a><\/h2><p class="[^"]*">Men’s<\/p>/);
    expect(html).toMatch(/SRN100007"[^>]*>[^<]+<\/a><\/h2><p class="[^"]*">Women’s<\/p>/);
    expect(html).toMatch(/Sale price: <\/span><span[^>]*>\$70\.00/);
    expect(html).toMatch(/<s[^>]*><span class="sr-only">Original price: <\/span><span[^>]*>\$100\.00/);
    // Facets: a GET form of checkboxes with counts that works without JavaScript.
    expect(html).toMatch(/<form[^>]*action="\/en-us\/c\/mens-running-shoes-1100" method="get"/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="colour" value="black"/);
    expect(html).toContain('Black (6)');
    expect(html).toMatch(/name="size" value="9"/);
    expect(html).toContain('Apply filters');
    expect(html).toContain('href="#modal-filters"');
    // Pagination: crawlable links, rel next.
    expect(html).toMatch(
      /<a[^>]*rel="next"[^>]*href="\/en-us\/c\/mens-running-shoes-1100\?page=2"|href="\/en-us\/c\/mens-running-shoes-1100\?page=2"[^>]*rel="next"/,
    );
    expect(html).toContain('aria-current="page"');
  });

  it('shows applied filters as removable chips and keeps them in page and sort links', async () => {
    const { html } = await render(`${PLP}?colour=black&size=9&sort=price-asc&utm_source=mail`);
    expect(html).toContain('aria-label="Remove filter: Black"');
    expect(html).toContain(`href="${PLP}?size=9&amp;sort=price-asc"`);
    // A size chip says it is a size.
    expect(html).toContain('aria-label="Remove filter: Size 9"');
    expect(html).toContain(`href="${PLP}?colour=black&amp;sort=price-asc"`);
    expect(html).toContain('Clear all filters');
    // Clearing the filters keeps the order.
    expect(html).toMatch(new RegExp(`href="${PLP}\\?sort=price-asc"[^>]*>Clear all filters`));
    expect(html).toMatch(/<option value="price-asc" selected="">Price: low to high/);
    expect(html).not.toMatch(/href="[^"]*utm_source/);
  });

  it('is the same markup at an address with a campaign’s parameters: the page cache’s copy hydrates there', async () => {
    for (const page of [PLP, `${PLP}?colour=black&size=9&sort=price-asc`, `${PLP}?page=2`, '/en-us/search?q=trail']) {
      const { html } = await render(page);
      const landing = `${page}${page.includes('?') ? '&' : '?'}utm_source=news&utm_medium=email&utm_campaign=spring&gclid=Cj0KCQ1&fbclid=IwAR1&msclkid=2`;
      const { html: atLanding } = await render(page, landing);
      expect(atLanding, landing).toBe(html);
      expect(html).not.toMatch(/utm_|gclid|fbclid|msclkid/);
    }
  });

  it('gives meta a title, canonical without filters, hreflang and JSON-LD breadcrumbs and item list', async () => {
    const { html, data } = await render(`${PLP}?page=2&utm_source=x`);
    expect(data.seo.title).toBe('Running shoes · Men, page 2 | Stride');
    expect(data.seo.canonical).toBe(`${BASE}${PLP}?page=2`);
    expect(data.seo.alternates.map((a) => a.hrefLang)).toEqual([
      'en-US',
      'en-GB',
      'de-DE',
      'fr-FR',
      'ja-JP',
      'x-default',
    ]);
    expect(data.seo.alternates.at(-1)?.href).toBe(`${BASE}${PLP}?page=2`);
    const meta = categoryMeta({ loaderData: data } as Parameters<typeof categoryMeta>[0]);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${BASE}${PLP}?page=2` });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'prev', href: `${BASE}${PLP}` });
    // The JSON-LD is made while rendering, from the hits: the loader data (sent to the browser) does not repeat it.
    expect(JSON.stringify(data)).not.toContain('schema.org');
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    const [crumbs, list] = JSON.parse(jsonLd ?? '[]') as [
      { '@type': string; itemListElement: Array<{ name: string }> },
      { '@type': string; itemListElement: Array<{ position: number; url: string }> },
    ];
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Men', 'Running shoes']);
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement[0]?.position).toBe(25);
  });

  it('shows an empty state with a way to clear the filters', async () => {
    const { html, data } = await render(`${PLP}?colour=black&price=0-1000&sort=name`);
    expect(html).toContain('No products match these filters');
    expect(html.match(new RegExp(`href="${PLP}\\?sort=name"[^>]*>Clear all filters`, 'g'))).toHaveLength(2);
    expect(data.seo.noindex).toBe(false);
  });

  it('an empty category says so (no filters to clear), leads up to its parent and is not indexed', async () => {
    const { html, data } = await render('/en-us/c/mens-sneakers-1300');
    expect(data.result.total).toBe(0);
    expect(html).toContain('Nothing here yet');
    expect(html).not.toContain('No products match these filters');
    const parent = data.breadcrumbs.at(-1);
    expect(parent).toBeDefined();
    expect(html).toContain(`href="${parent?.url}"`);
    expect(html).toContain(`Shop ${parent?.name}`);
    expect(data.seo.noindex).toBe(true);
    expect(categoryMeta({ loaderData: data } as Parameters<typeof categoryMeta>[0])).toContainEqual({
      name: 'robots',
      content: 'noindex, follow',
    });
  });

  it('a category URL with a search that matches nothing says so with the query, and offers to drop it', async () => {
    const { html, data } = await render(`${PLP}?q=zzqx&sort=name`);
    expect(data.result.total).toBe(0);
    const category = data.heading;
    expect(html).toContain(`No results for “zzqx” in ${category}`);
    expect(html).toContain(`Showing results for “zzqx” in ${category}.`);
    expect(html).not.toContain('Nothing here yet');
    // Both the note and the empty state lead to the category without the search (the sort kept), and one to the
    // whole shop's search for it.
    expect(html.match(new RegExp(`href="${PLP}\\?sort=name"[^>]*>Show all of ${category}`, 'g'))).toHaveLength(2);
    expect(html).toContain('href="/en-us/search?q=zzqx"');
  });

  it('a category URL with a search that finds styles names the search, with a way back to the whole category', async () => {
    const plain = await render(PLP);
    const word = plain.data.result.hits[0]?.name.split(' ')[0] ?? '';
    const { html, data } = await render(`${PLP}?q=${encodeURIComponent(word)}`);
    expect(data.result.total).toBeGreaterThan(0);
    expect(html).toContain(`Showing results for “${word}” in ${data.heading}.`);
    expect(html).toContain(`href="${PLP}"`);
  });

  it('a category URL with a misspelt search shows its correction’s results there, as the search page does', async () => {
    const { html, data } = await render(`${PLP}?q=lumne&sort=name`);
    expect(data.correctedFrom).toBe('lumne');
    expect(data.state.q).toBe('lumen');
    expect(data.state.sort).toBe('name');
    expect(data.result.total).toBeGreaterThan(0);
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain('No results for “lumne”. Showing results for “lumen”.');
    expect(text).toContain(`Showing results for “lumen” in ${data.heading}.`);
    // The search as typed, within the category, is one link away.
    expect(text).toContain(`href="${PLP}?q=lumne&amp;sort=name&amp;asTyped=1"`);
    const typed = await render(`${PLP}?q=lumne&sort=name&asTyped=1`);
    expect(typed.data.correctedFrom).toBeNull();
    expect(typed.data.result.total).toBe(0);
  });

  it("offers sizes in the site's size system, written as its language writes numbers", async () => {
    const { html } = await render('/de-de/c/mens-running-shoes-1100?size=42.5');
    // EU sizes (men's US 9 is 42.5), the decimal comma shown, the value sent as the api knows it.
    expect(html).toMatch(/<input type="checkbox"[^>]*name="size" checked="" value="42.5"/);
    expect(html).toContain('42,5 (');
    expect(html).not.toMatch(/name="size"[^>]*value="9"/);
    const chips = /<section aria-label="Aktive Filter"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect([...chips.matchAll(/<a [^>]*>([^<]+)<svg/g)].map((m) => m[1])).toEqual(['Größe 42,5']);
  });

  it('speaks German on the German site', async () => {
    const { html } = await render('/de-de/c/mens-running-shoes-1100');
    expect(html).toContain('Laufschuhe für Herren</h1>');
    expect(html).toContain('30 Ergebnisse');
    expect(html).toContain('Sortieren nach');
  });
});

describe('listing filters before JavaScript', () => {
  it("has the filter form once: the sidebar, which the narrow screens' filters link targets", async () => {
    const { html } = await render(PLP);
    expect(html.match(/<form[^>]*aria-label="Filters"/g)).toHaveLength(1);
    expect(html).toMatch(/<aside id="modal-filters" aria-label="Filters" class="[^"]*target:block/);
    expect(html).toContain('href="#modal-filters"');
    expect(html.match(/id="modal-filters"/g)).toHaveLength(1);
  });
});

describe('listing tiles: ratings', () => {
  it('shows stars and the review count, one sentence for screen readers, nothing without reviews', async () => {
    const { html, data } = await render(PLP);
    // Every tile's class starts so (the tiles past the first row add content-visibility).
    const tiles = html.split('<li class="group relative -m-1.5 flex flex-col gap-2 p-1.5').slice(1);
    expect(tiles).toHaveLength(24);
    data.result.hits.forEach((hit, index) => {
      const tile = tiles[index] ?? '';
      if (!hit.rating) {
        expect(tile).not.toContain('Rated');
        return;
      }
      const { average, count } = hit.rating;
      expect(tile).toContain(`Rated ${average} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`);
      // The stars and the visible count are decoration next to that sentence.
      expect(tile).toContain(`<span aria-hidden="true" class="stars" style="--fill:${starFill(average)}%`);
      expect(tile).toMatch(
        new RegExp(`<span aria-hidden="true" class="text-muted">\\((<!-- -->)?${count}(<!-- -->)?\\)</span>`),
      );
    });
    expect(data.result.hits.filter((hit) => !hit.rating)).toHaveLength(8);
  });

  it('formats the rating in the page language', async () => {
    const { html } = await render('/de-de/c/mens-running-shoes-1100');
    expect(html).toContain('Mit 4,3 von 5 bewertet, 14 Bewertungen');
    const { html: ja } = await render('/ja-jp/c/mens-running-shoes-1100');
    expect(ja).toContain('5つ星中4.3の評価、レビュー14件');
  });
});

/** Colour and gender facet values in each locale, as the api sends them (codes) and as shoppers should read them. */
const FACET_LABELS = [
  { locale: 'en-us', grey: 'Gray', men: 'Men', applied: 'Applied filters', count: ' (#)' },
  { locale: 'en-gb', grey: 'Grey', men: 'Men', applied: 'Applied filters', count: ' (#)' },
  { locale: 'de-de', grey: 'Grau', men: 'Herren', applied: 'Aktive Filter', count: ' (#)' },
  { locale: 'fr-fr', grey: 'Gris', men: 'Homme', applied: 'Filtres appliqués', count: ' (#)' },
  { locale: 'ja-jp', grey: 'グレー', men: 'メンズ', applied: '適用中の絞り込み', count: '（#）' },
] as const;

describe('listing facet labels', () => {
  it.each(FACET_LABELS)('$locale: colour and gender values and their chips read as words, not codes', async (row) => {
    const { html, data } = await render(`/${row.locale}/c/mens-running-shoes-1100?colour=grey&gender=men`);
    // The api labels these facets with their codes.
    const facet = (id: string) => data.result.facets.find((f) => f.id === id)?.values ?? [];
    expect(facet('colour').find((v) => v.value === 'grey')?.label).toBe('grey');
    expect(facet('gender').find((v) => v.value === 'men')?.label).toBe('men');
    // Filters: the localised word with its count, on the checkbox that sends the code.
    const withCount = (label: string, count: number | undefined) => `${label}${row.count.replace('#', String(count))}`;
    expect(html).toMatch(/<input type="checkbox"[^>]*name="colour" checked="" value="grey"/);
    expect(html).toContain(withCount(row.grey, facet('colour').find((v) => v.value === 'grey')?.hitCount));
    expect(html).toContain(withCount(row.men, facet('gender')[0]?.hitCount));
    expect(html).not.toMatch(/>(grey|men) ?[(（]\d+[)）]</);
    // Applied-filter chips: the same words.
    const chips = new RegExp(`<section aria-label="${row.applied}"[^>]*>(.*?)</section>`, 's').exec(html)?.[1] ?? '';
    const texts = [...chips.matchAll(/<a [^>]*>([^<]+)<svg/g)].map((m) => m[1]);
    expect(texts).toEqual([row.grey, row.men]);
  });
});

describe('category listing loader', () => {
  it('moves a wrong slug and the -c alternate to the canonical URL for good, keeping the query', async () => {
    for (const path of ['/en-us/c/old-1100?colour=red', '/en-us/c/x-c1100?colour=red']) {
      const response = (await failure(categoryLoader(argsFor(`${BASE}${path}`)))) as Response;
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`${PLP}?colour=red`);
    }
  });

  it('moves a page past the last for good to the last page, keeping filters and sort (search too)', async () => {
    const { data } = await render(`${PLP}?sort=price-asc`);
    const last = Math.ceil(data.result.total / 24);
    expect(last).toBeGreaterThan(1);
    const response = (await failure(categoryLoader(argsFor(`${BASE}${PLP}?sort=price-asc&page=99`)))) as Response;
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location') ?? '', BASE);
    expect(location.pathname).toBe(PLP);
    expect(Object.fromEntries(location.searchParams)).toEqual({ sort: 'price-asc', page: String(last) });
    const search = (await failure(searchLoader(argsFor(`${BASE}/en-us/search?q=lumen&page=99`)))) as Response;
    expect(search.status).toBe(301);
    expect(search.headers.get('location')).toBe('/en-us/search?q=lumen');
    // The last page itself is served.
    expect((await render(`${PLP}?sort=price-asc&page=${last}`)).data.result.hits.length).toBeGreaterThan(0);
  });

  it('moves a page number that names page 1 or no page for good to the URL without it, the rest kept (search too)', async () => {
    for (const page of ['1', '0', '-1', 'abc', '', '1.5', '1001', '1e1', '0x2', '2.0', '+2', ' 2']) {
      const response = (await failure(
        categoryLoader(argsFor(`${BASE}${PLP}?sort=price-asc&page=${page}&utm_source=mail`)),
      )) as Response;
      expect(response.status, page).toBe(301);
      expect(response.headers.get('location'), page).toBe(`${PLP}?sort=price-asc&utm_source=mail`);
    }
    // Another spelling of a page there is: that page's one spelling.
    const padded = (await failure(categoryLoader(argsFor(`${BASE}${PLP}?page=02`)))) as Response;
    expect(padded.status).toBe(301);
    expect(padded.headers.get('location')).toBe(`${PLP}?page=2`);
    const search = (await failure(searchLoader(argsFor(`${BASE}/en-us/search?q=lumen&page=0`)))) as Response;
    expect(search.status).toBe(301);
    expect(search.headers.get('location')).toBe('/en-us/search?q=lumen');
  });

  it('moves a misspelt page past the last in one step to the last page, not to its spelling first', async () => {
    const { data } = await render(`${PLP}?sort=price-asc`);
    const last = Math.ceil(data.result.total / 24);
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(99);
    for (const page of ['099', '99', `0${last + 1}`]) {
      const response = (await failure(
        categoryLoader(argsFor(`${BASE}${PLP}?sort=price-asc&page=${page}`)),
      )) as Response;
      expect(response.status, page).toBe(301);
      expect(response.headers.get('location'), page).toBe(`${PLP}?sort=price-asc&page=${last}`);
    }
    const search = (await failure(searchLoader(argsFor(`${BASE}/en-us/search?q=lumen&page=099`)))) as Response;
    expect(search.status).toBe(301);
    expect(search.headers.get('location')).toBe('/en-us/search?q=lumen');
    // Within the pages: straight to the page's one spelling.
    const padded = (await failure(categoryLoader(argsFor(`${BASE}${PLP}?sort=price-asc&page=0${last}`)))) as Response;
    expect(padded.headers.get('location')).toBe(`${PLP}?sort=price-asc&page=${last}`);
  });

  it('points rel prev and next at the canonical sequence: sorted pages at the plain pages, filtered ones at none', async () => {
    const sorted = await render(`${PLP}?sort=price-asc&page=2`);
    const meta = categoryMeta({ loaderData: sorted.data } as Parameters<typeof categoryMeta>[0]);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${BASE}${PLP}?page=2` });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'prev', href: `${BASE}${PLP}` });
    const filtered = await render(`${PLP}?price=0-999999&page=2`);
    const filteredMeta = categoryMeta({ loaderData: filtered.data } as Parameters<typeof categoryMeta>[0]);
    expect(filteredMeta.filter((tag) => tag.rel === 'prev' || tag.rel === 'next')).toEqual([]);
    const first = await render(`${PLP}?sort=price-asc`);
    const firstMeta = categoryMeta({ loaderData: first.data } as Parameters<typeof categoryMeta>[0]);
    expect(firstMeta).toContainEqual({ tagName: 'link', rel: 'next', href: `${BASE}${PLP}?page=2` });
  });

  it('describes the category, not the count of a filtered view: its filters in words, the canonical the category', async () => {
    const description = (data: Awaited<ReturnType<typeof render>>['data']) =>
      categoryMeta({ loaderData: data } as Parameters<typeof categoryMeta>[0]).find((tag) => tag.name === 'description')
        ?.content;
    const plain = await render(`${PLP}?sort=name`);
    expect(description(plain.data)).toBe(
      `Shop the Running shoes collection for men at Stride: ${plain.data.result.total} styles, with free 60-day returns.`,
    );
    const filtered = await render(`${PLP}?colour=black&size=9&sort=name`);
    expect(filtered.data.result.total).toBeLessThan(plain.data.result.total);
    expect(description(filtered.data)).toBe(
      'Shop the Running shoes collection for men at Stride, filtered by Size 9 and Black, with free 60-day returns.',
    );
    expect(description(filtered.data)).not.toMatch(/\d+ styles?/);
    expect(filtered.data.seo.canonical).toBe(`${BASE}${PLP}`);
    const searched = await render(`${PLP}?q=lumen`);
    expect(description(searched.data)).toBe(
      'Shop the Running shoes collection for men at Stride, filtered by “lumen”, with free 60-day returns.',
    );
  });

  it('answers 404 for an unknown category, a malformed id and a brand without the site', async () => {
    for (const path of ['/en-us/c/nope-9999', '/en-us/c/nope-12', '/xx-zz/c/men-1000']) {
      expect(await failure(categoryLoader(argsFor(`${BASE}${path}`)))).toMatchObject({ init: { status: 404 } });
    }
  });

  it('shows unfiltered results with a friendly note when the api refuses a filter (400)', async () => {
    const { html, data } = await render(`${PLP}?colour=mauve&size=9`);
    expect(data.filterError).toBe(true);
    expect(data.result.total).toBe(30);
    expect(html).toContain('Some filters in this link aren’t available');
  });

  it('shows none of the refused filters as applied: no chip, no count on the Filters button, nothing checked', async () => {
    for (const path of [
      `${PLP}?rating=9&colour=black&sort=price-asc`,
      '/en-us/search?q=lumen&category=abc',
      '/en-us/search?q=lumen&category=99999',
    ]) {
      const { html, data } = await render(path);
      expect(data.filterError, path).toBe(true);
      expect(data.result.total, path).toBeGreaterThan(0);
      expect(html, path).toContain('Some filters in this link aren’t available');
      expect(html, path).not.toContain('Remove filter:');
      expect(html, path).not.toContain('Filters (');
      expect(html, path).not.toContain('No products match these filters');
      expect(html, path).not.toMatch(/<input type="checkbox"[^>]*checked/);
      expect(html, path).not.toMatch(/name="(category|rating)" value="(abc|99999|9)"/);
    }
  });
});

describe('search route', () => {
  it('renders results for a query with facets, noindex and the query in the title', async () => {
    const { html, data } = await render('/en-us/search?q=lumen');
    expect(html).toContain('Results for “lumen”</h1>');
    expect(html).toContain('5 results');
    expect(html).toMatch(/name="q" value="lumen"/);
    expect(html).toContain('href="/en-us/search?q=lumen&amp;category=1100"');
    const meta = searchMeta({ loaderData: data } as Parameters<typeof searchMeta>[0]);
    expect(meta).toContainEqual({ title: 'Search results for “lumen” | Stride' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('heads the rated 4-and-up styles sorted by rating (the home page\'s "Shop all top rated") as Top rated', async () => {
    const { html, data } = await render('/en-us/search?rating=4&sort=rating');
    expect(data.heading).toBe('Top rated');
    expect(data.seo.title).toBe('Top rated | Stride');
    expect(html).toMatch(/<h1[^>]*>Top rated<\/h1>/);
    // Only that: all products sorted by rating are still all products.
    expect((await render('/en-us/search?sort=rating')).data.heading).toBe('All products');
  });

  it('names the chosen category in its chip and heads the Category list with it, even at the deepest level', async () => {
    const { html, data } = await render('/en-us/search?q=lumen&category=1100&colour=black');
    expect(data.categoryTrail).toEqual([
      { name: 'Men', url: '/en-us/search?q=lumen&colour=black&category=1000' },
      { name: 'Running shoes', url: '/en-us/search?q=lumen&colour=black&category=1100' },
    ]);
    expect(html).toContain('aria-label="Remove filter: Running shoes"');
    expect(html).not.toContain('Remove filter: 1100');
    // 1100 has no children: the list still shows it, current, with the count, below Men (a link up).
    const list = /<nav aria-label="Category">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(list).toMatch(/href="\/en-us\/search\?q=lumen&amp;colour=black&amp;category=1000"[^>]*>Men</);
    expect(list).toMatch(/aria-current="page"[^>]*>Running shoes \(1\)</);
  });

  it('a hand-made link with a NUL in the query or a price past any bucket is a page, not a 500', async () => {
    const { html } = await render('/en-us/search?q=lu%00men');
    expect(html).toContain('Results for “lu men”</h1>');
    const listing = await render(`${PLP}?price=99999999999999999999-1`);
    expect(listing.data.state.filters.price).toBeNull();
    expect(listing.data.result.total).toBeGreaterThan(0);
  });

  it('a link whose query is not UTF-8 (%ED%A0%80) is searched without what is no character, never shown as �', async () => {
    const garbled = await render('/en-us/search?q=%ED%A0%80');
    expect(garbled.data.state.q).toBe('');
    expect(garbled.html).toContain('All products</h1>');
    expect(garbled.html).not.toContain('\uFFFD');
    const within = await render('/en-us/search?q=lu%ED%A0%80men');
    expect(within.html).toContain('Results for “lumen”</h1>');
    expect(within.html).not.toContain('\uFFFD');
  });

  it('searches a query longer than the box takes by its first 100 characters (a hand-made link is no 500)', async () => {
    const { html, data } = await render(`/en-us/search?q=lumen${'x'.repeat(295)}`);
    expect(data.result.total).toBe(0);
    expect(html).toContain(`We couldn’t find anything for “lumen${'x'.repeat(95)}”`);
  });

  it('helps when nothing is found: spelling hint, popular searches and categories', async () => {
    const { html, data } = await render('/en-us/search?q=zzzz');
    expect(data.result.total).toBe(0);
    expect(html).toContain('We couldn’t find anything for “zzzz”');
    expect(html).toContain('Popular searches');
    expect(html).toContain('href="/en-us/search?q=running+shoes"');
    expect(html).toContain('Shop by category');
    expect(html).toContain('href="/en-us/c/men-1000"');
  });

  it('asks "did you mean" as each language does, the suggestion a link within the sentence', async () => {
    const link = '<a[^>]*href="/[a-z-]+/search\\?q=lumen"[^>]*>lumen</a>';
    const cases = [
      ['en-us', `Did you mean ${link}\\?</p>`],
      ['de-de', `Meintest du ${link}\\?</p>`],
      ['fr-fr', `Vouliez-vous dire ${link}\u202f\\?</p>`],
      ['ja-jp', `${link} をお探しですか？</p>`],
    ];
    for (const [locale, sentence] of cases) {
      const { html, data } = await render(`/${locale}/search?q=lumne&asTyped=1`);
      expect(data.suggestions?.correctedQuery, locale).toBe('lumen');
      expect(html.replaceAll('<!-- -->', ''), locale).toMatch(new RegExp(`<p class="text-lg">${sentence}`));
    }
  });

  it('says which words it left out when it shows the results of the words that find something', async () => {
    const cases = [
      ['en-us', 'No results for “runner lumen”. Showing results for “lumen”, without “runner”.'],
      ['en-gb', 'No results for “runner lumen”. Showing results for “lumen”, without “runner”.'],
      ['de-de', 'Keine Ergebnisse für „runner lumen“. Ergebnisse für „lumen“ werden angezeigt, ohne „runner“.'],
      [
        'fr-fr',
        'Aucun résultat pour «\u202frunner lumen\u202f». Résultats pour «\u202flumen\u202f», sans «\u202frunner\u202f».',
      ],
      ['ja-jp', '「runner lumen」の検索結果はありません。「runner」を除いた「lumen」の検索結果を表示しています。'],
    ];
    for (const [locale, note] of cases) {
      const { html, data } = await render(`/${locale}/search?q=runner%20lumen`);
      expect(data.correctedFrom, locale).toBe('runner lumen');
      expect(data.droppedWords, locale).toEqual(['runner']);
      expect(data.result.total, locale).toBeGreaterThan(0);
      expect(html.replaceAll('<!-- -->', ''), locale).toContain(note);
    }
    // A spelling correction that keeps every word says only what it shows.
    const { html } = await render('/en-us/search?q=lumne');
    expect(html.replaceAll('<!-- -->', '')).toContain('No results for “lumne”. Showing results for “lumen”.');
  });

  it('shows a size typed in the query as the chosen size, its chip removing it, and heads the page with the words', async () => {
    const { html, data } = await render('/en-us/search?q=lumen%20running%20size%209&sort=name');
    expect(data.state.q).toBe('lumen running');
    expect(data.state.filters.size).toEqual(['9']);
    expect(data.result.total).toBeGreaterThan(0);
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain('Results for “lumen running”</h1>');
    // The chip's link, which works without JavaScript, searches the words without the size, the sort kept.
    expect(text).toMatch(
      /aria-label="Remove filter: Size 9"[^>]*href="\/en-us\/search\?q=lumen\+running&amp;sort=name"/,
    );
    // The facet has the size checked, and the filter form sends the words without it.
    expect(text).toMatch(/<input type="checkbox"[^>]*name="size" checked="" value="9"/);
    expect(text).toMatch(/<input type="hidden" name="q" value="lumen running"\/>/);
    expect(data.result.refinements.size).toEqual(['9']);
    // A category page searched with ?q= reads it the same way, within the category.
    const category = await render(`${PLP}?q=lumen%20size%209`);
    expect(category.data.state.q).toBe('lumen');
    expect(category.data.state.filters.size).toEqual(['9']);
    expect(category.html).toMatch(
      /aria-label="Remove filter: Size 9"[^>]*href="\/en-us\/c\/mens-running-shoes-1100\?q=lumen"/,
    );
  });

  it('names the parents of a suggested category, so categories of one name can be told apart', async () => {
    const { html, data } = await render('/en-us/search?q=little');
    expect(data.result.total).toBe(0);
    expect(data.suggestions?.categories[0]).toEqual({
      name: 'Little kids (10.5–3)',
      url: '/en-us/c/little-kids-3200',
      path: ['Kids'],
    });
    expect(html).toMatch(
      /href="\/en-us\/c\/little-kids-3200"[^>]*>Little kids \(10\.5–3\)<span class="[^"]*">Kids<\/span><\/a>/,
    );
    // The tree's top categories, offered after the suggestions, have no parents to name.
    expect(html).toMatch(/href="\/en-us\/c\/men-1000"[^>]*>Men<\/a>/);
  });

  it('renders the header search as a combobox inside a plain GET form', async () => {
    const { html } = await render('/en-us/search?q=lumen');
    expect(html).toMatch(/<form role="search"[^>]*action="\/en-us\/search" method="get"/);
    expect(html).toMatch(/role="combobox"/);
    expect(html).toMatch(/<input[^>]*name="q"/);
    // The list is in place after its input (no portal), closed and hidden until there are suggestions.
    const input = /<input[^>]*role="combobox"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    const listId = /aria-controls="([^"]+)"/.exec(input)?.[1] ?? '';
    expect(html).toMatch(new RegExp(`<div id="${listId}" role="listbox" aria-label="Search suggestions" hidden=""`));
    expect(html).toMatch(new RegExp(`<label for="${/ id="([^"]+)"/.exec(input)?.[1]}"[^>]*>Search</label>`));
  });

  it('keeps the query in the header search boxes on the results page, and only there', async () => {
    const { html } = await render('/en-us/search?q=lumen%20%3Crun%3E');
    const boxes = html.match(/<input[^>]*role="combobox"[^>]*>/g) ?? [];
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toContain('value="lumen &lt;run&gt;"');
    const { html: listing } = await render(`${PLP}?q=lumen`);
    for (const box of listing.match(/<input[^>]*role="combobox"[^>]*>/g) ?? []) expect(box).not.toMatch(/value="[^"]/);
  });
});
