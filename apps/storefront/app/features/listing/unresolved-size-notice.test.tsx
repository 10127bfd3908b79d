import type { UnresolvedSize } from '@outsole/contracts/search';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enGB from '#app/lib/i18n/messages/en-GB.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { parseListingState } from './listing-params.ts';
import { UnresolvedSizeNotice } from './unresolved-size-notice.tsx';

const NNBSP = '\u202f';

function render(tag: string, messages: Record<string, string>, sizes: UnresolvedSize[], search = 'q=running') {
  const path = '/x/search';
  const state = parseListingState(new URLSearchParams(search));
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <IntlProvider value={pageIntl(tag, messages)}>
          <UnresolvedSizeNotice sizes={sizes} state={state} path={path} />
        </IntlProvider>
      ),
    },
  ]);
  const html = renderToString(<Stub initialEntries={[path]} />);
  return {
    status: html.includes('role="status"'),
    text: unescape(/<p>(.*?)<\/p>/.exec(html)?.[1] ?? ''),
    links: [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, name]) => ({
      name: unescape(name ?? ''),
      href: unescape(href ?? ''),
    })),
  };
}

/** The text of server-rendered HTML (React escapes & < > " ' only; these messages hold no tags). */
function unescape(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** UK 8 on each site: men's US 8.5 and women's US 10.5 in the site's labels. */
const UK8 = (men: string, women: string): UnresolvedSize[] => [
  {
    typed: 'UK 8',
    candidates: [
      { gender: 'men', size: men },
      { gender: 'women', size: women },
    ],
  },
];

describe('the notice for a size typed in another system that was not applied (decision 0010, session 53)', () => {
  it.each([
    [
      'en-US',
      enUS,
      UK8('8.5', '10.5'),
      '“UK 8” is men’s 8.5 or women’s 10.5 in our sizes, so it isn’t applied yet.',
      ['Show men’s size 8.5', 'Show women’s size 10.5'],
      ['?q=running&size=8.5&gender=men', '?q=running&size=10.5&gender=women'],
    ],
    [
      'en-GB',
      enGB,
      [
        {
          typed: 'US 9',
          candidates: [
            { gender: 'men', size: '8.5' },
            { gender: 'women', size: '6.5' },
          ],
        },
      ] as UnresolvedSize[],
      '“US 9” is men’s 8.5 or women’s 6.5 in our sizes, so it isn’t applied yet.',
      ['Show men’s size 8.5', 'Show women’s size 6.5'],
      ['?q=running&size=8.5&gender=men', '?q=running&size=6.5&gender=women'],
    ],
    [
      'de-DE',
      deDE,
      UK8('42', '42.5'),
      '„UK 8“ ist bei uns Herrengröße 42 oder Damengröße 42,5. Deshalb haben wir die Größe noch nicht angewendet – wähle sie hier:',
      ['Herrengröße 42 anzeigen', 'Damengröße 42,5 anzeigen'],
      ['?q=running&size=42&gender=men', '?q=running&size=42.5&gender=women'],
    ],
    [
      'fr-FR',
      frFR,
      UK8('42', '42.5'),
      `«${NNBSP}UK 8${NNBSP}» correspond chez nous à la pointure 42 homme ou 42,5 femme${NNBSP}: elle n’est donc pas encore appliquée.`,
      ['Voir la pointure 42 homme', 'Voir la pointure 42,5 femme'],
      ['?q=running&size=42&gender=men', '?q=running&size=42.5&gender=women'],
    ],
    [
      'ja-JP',
      jaJP,
      UK8('26.5', '27.5'),
      '「UK 8」は当店のサイズではメンズ 26.5またはレディース 27.5にあたるため、まだ適用していません。',
      ['メンズ 26.5を表示', 'レディース 27.5を表示'],
      ['?q=running&size=26.5&gender=men', '?q=running&size=27.5&gender=women'],
    ],
  ] as const)(
    '%s: says what the size is here, with a link applying each',
    (tag, messages, sizes, text, names, hrefs) => {
      const notice = render(tag, messages, [...sizes]);
      expect(notice.status).toBe(true);
      expect(notice.text).toBe(text);
      expect(notice.links.map((link) => link.name)).toEqual(names);
      expect(notice.links.map((link) => link.href)).toEqual(hrefs.map((href) => `/x/search${href}`));
    },
  );

  it('keeps the filters and sort, replaces a gender chosen and goes back to page 1', () => {
    const notice = render(
      'en-US',
      enUS,
      UK8('8.5', '10.5'),
      'q=running&gender=men&gender=women&colour=black&sort=price-asc&page=3',
    );
    expect(notice.links.map((link) => link.href)).toEqual([
      '/x/search?q=running&size=8.5&colour=black&gender=men&sort=price-asc',
      '/x/search?q=running&size=10.5&colour=black&gender=women&sort=price-asc',
    ]);
  });

  it('says a size no shoe is in without links, and nothing without sizes', () => {
    const none = render('en-US', enUS, [{ typed: 'UK 30', candidates: [] }]);
    expect(none.text).toBe('We have no shoes in “UK 30”, so that size isn’t applied.');
    expect(none.links).toEqual([]);
    expect(render('en-US', enUS, []).status).toBe(false);
  });
});
