import { Fragment, Suspense } from 'react';

import { usePageIntlIfAny } from './intl.tsx';

/** Kana that never begin a word: the long-vowel mark and the small kana (ICU splits an unknown name before them). */
const NO_WORD_START = /^[ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ]/u;

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * A Japanese name in the pieces a line may break between: the words of Intl's (ICU's dictionary) segmentation, so
 * that "トレイルランニングシューズ" can break as トレイル / ランニング / シューズ, never ランニン / グシューズ. ICU
 * splits a katakana word its dictionary lacks into single kana (ネ|イ|ビ|ー, スト|ラ|ータ): a break is kept only
 * between two words of two or more characters each, the second not starting with ー or a small kana, so such a word
 * stays whole. Text in another language is one piece (its spaces break it).
 */
export function wordPieces(text: string, locale: string): string[] {
  if (!locale.toLowerCase().startsWith('ja') || typeof Intl.Segmenter !== 'function') return [text];
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  const pieces: string[] = [];
  let previous: { segment: string; isWordLike?: boolean } | null = null;
  for (const current of segmenter.segment(text)) {
    const breaks =
      previous !== null &&
      previous.isWordLike === true &&
      current.isWordLike === true &&
      [...previous.segment].length >= 2 &&
      [...current.segment].length >= 2 &&
      !NO_WORD_START.test(current.segment);
    if (breaks || pieces.length === 0) pieces.push(current.segment);
    else pieces[pieces.length - 1] += current.segment;
    previous = current;
  }
  return pieces.length > 0 ? pieces : [text];
}

/**
 * A product's or a colour's name that wraps between words only (decision 0009 addendum, 2026-12-07). Japanese has no
 * spaces, and its normal breaking split names anywhere on a phone ("ランニン / グシューズ", "ブラック/ホワイ / ト"):
 * here it breaks where a <wbr> stands between its words (wordPieces), at a space or after punctuation, and only a
 * single word wider than its column breaks inside (app.css `.words`: keep-all, with overflow-wrap: anywhere).
 */
export function Words({ text }: { text: string }) {
  const locale = usePageIntlIfAny()?.locale ?? 'en';
  const pieces = wordPieces(text, locale);
  if (pieces.length === 1 && !locale.toLowerCase().startsWith('ja')) return text;
  // The pieces come from the runtime's segmentation, ICU's dictionary in Node and in Chromium, but another browser's
  // (WebKit's system ICU, Firefox's ICU4X) may split a name otherwise: a mismatch of <wbr>s React would answer by
  // throwing the whole page's server markup away. A boundary of its own keeps such a mismatch to this name, which
  // React then renders again in the browser (e2e ja-words.mobile.spec.ts, "another browser's segmentation").
  return (
    <Suspense>
      <span className="words">
        {pieces.map((piece, index) => (
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {piece}
          </Fragment>
        ))}
      </span>
    </Suspense>
  );
}
