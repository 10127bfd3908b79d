import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from './intl.tsx';
import enUS from './messages/en-US.ts';
import jaJP from './messages/ja-JP.ts';
import { pageIntl } from './page-intl.ts';
import { wordPieces, Words } from './words.tsx';

describe('a Japanese name breaks between its words only (decision 0009 addendum)', () => {
  it.each([
    ['Pace 2 ランニングシューズ', ['Pace 2 ランニング', 'シューズ']],
    ['Echo 5 トレイルランニングシューズ', ['Echo 5 トレイル', 'ランニング', 'シューズ']],
    ['ブラック/ホワイト', ['ブラック/ホワイト']],
    // ICU does not know ネイビー or ストラータ and splits them into kana: they stay whole.
    ['ミッドナイトネイビー', ['ミッドナイトネイビー']],
    ['ストラータ 8 ソックス', ['ストラータ 8 ソックス']],
    ['レインジャケット', ['レイン', 'ジャケット']],
    ['トレイルソックス（3足）', ['トレイル', 'ソックス（3足）']],
  ] as const)('%s', (name, pieces) => {
    expect(wordPieces(name, 'ja-JP')).toEqual(pieces);
    expect(wordPieces(name, 'ja-JP').join('')).toBe(name);
  });

  it('leaves other languages’ names as they are', () => {
    expect(wordPieces('Trail Running Shoe', 'en-US')).toEqual(['Trail Running Shoe']);
    expect(
      renderToString(<IntlProvider value={pageIntl('en-US', enUS)}>{<Words text="Black/White" />}</IntlProvider>),
    ).toBe('Black/White');
  });

  it('renders a Japanese name with <wbr> between its words, in a span that breaks nowhere else', () => {
    const html = renderToString(
      <IntlProvider value={pageIntl('ja-JP', jaJP)}>
        <Words text="Glide 7 ランニングシューズ" />
      </IntlProvider>,
    );
    // In a Suspense boundary of its own (React's <!--$--> markers): a browser that cuts it otherwise re-renders it alone.
    expect(html).toBe('<!--$--><span class="words">Glide 7 ランニング<wbr/>シューズ</span><!--/$-->');
  });
});
