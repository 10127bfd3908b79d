import { describe, expect, it } from 'vitest';

import { openGraph } from './open-graph.ts';

const BASE = 'https://stride.example';
const ALTERNATES = [
  { hrefLang: 'en-US', href: `${BASE}/en-us/p/glide-4-running-shoe-SRN227021` },
  { hrefLang: 'en-GB', href: `${BASE}/en-gb/p/glide-4-running-shoe-SRN227021` },
  { hrefLang: 'de-DE', href: `${BASE}/de-de/p/glide-4-laufschuh-SRN227021` },
  { hrefLang: 'fr-FR', href: `${BASE}/fr-fr/p/chaussure-de-running-glide-4-SRN227021` },
  { hrefLang: 'ja-JP', href: `${BASE}/ja-jp/p/glide-4-running-shoe-SRN227021` },
  { hrefLang: 'x-default', href: `${BASE}/en-us/p/glide-4-running-shoe-SRN227021` },
];

const localeTags = (tags: ReturnType<typeof openGraph>) =>
  tags.filter((tag) => tag.property.startsWith('og:locale')).map((tag) => `${tag.property}=${tag.content}`);

describe('Open Graph locale (tester t3-F9)', () => {
  it('names the page’s own locale and each other locale of the brand it is in, never x-default', () => {
    const tags = openGraph({
      title: 'Chaussure de running Glide 4',
      description: 'Une chaussure.',
      url: `${BASE}/fr-fr/p/chaussure-de-running-glide-4-SRN227021`,
      alternates: ALTERNATES,
    });
    expect(localeTags(tags)).toEqual([
      'og:locale=fr_FR',
      'og:locale:alternate=en_US',
      'og:locale:alternate=en_GB',
      'og:locale:alternate=de_DE',
      'og:locale:alternate=ja_JP',
    ]);
  });

  it.each([
    ['en-us', 'en_US'],
    ['en-gb', 'en_GB'],
    ['de-de', 'de_DE'],
    ['ja-jp', 'ja_JP'],
  ])('writes %s as %s', (locale, expected) => {
    const tags = openGraph({ title: 't', description: 'd', url: `${BASE}/${locale}`, alternates: ALTERNATES });
    expect(tags).toContainEqual({ property: 'og:locale', content: expected });
    expect(tags).not.toContainEqual({ property: 'og:locale:alternate', content: expected });
  });

  it('names no alternate for a page in one locale only (Kestrel’s, a search page without hreflang)', () => {
    const kestrel = openGraph({
      title: 't',
      description: 'd',
      url: 'https://kestrel.example/en-us',
      alternates: [
        { hrefLang: 'en-US', href: 'https://kestrel.example/en-us' },
        { hrefLang: 'x-default', href: 'https://kestrel.example/en-us' },
      ],
    });
    expect(localeTags(kestrel)).toEqual(['og:locale=en_US']);
    const search = openGraph({ title: 't', description: 'd', url: `${BASE}/de-de/search`, alternates: [] });
    expect(localeTags(search)).toEqual(['og:locale=de_DE']);
  });
});
