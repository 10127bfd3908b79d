import type { LocalePath } from '@outsole/contracts/locales';

export interface ColourSeed {
  family: string;
  hex: string;
  names: Readonly<Record<LocalePath, string>>;
}

const colour = (family: string, hex: string, en: string, de: string, fr: string, ja: string, gb = en): ColourSeed => ({
  family,
  hex,
  names: { 'en-us': en, 'en-gb': gb, 'de-de': de, 'fr-fr': fr, 'ja-jp': ja },
});

/**
 * The palette colourways are drawn from: a main colour and an accent give names like "Black/Volt". The family
 * is what the colour facet filters by; the hex values paint the generated product art.
 */
export const COLOURS: readonly ColourSeed[] = [
  colour('black', '#111111', 'Black', 'Schwarz', 'Noir', 'ブラック'),
  colour('white', '#f5f5f2', 'White', 'Weiß', 'Blanc', 'ホワイト'),
  colour('grey', '#8a8d91', 'Gray', 'Grau', 'Gris', 'グレー', 'Grey'),
  colour('grey', '#3d4349', 'Charcoal', 'Anthrazit', 'Anthracite', 'チャコール'),
  colour('blue', '#1d3b72', 'Navy', 'Marine', 'Marine', 'ネイビー'),
  colour('blue', '#2f80ed', 'Cobalt', 'Kobaltblau', 'Cobalt', 'コバルト'),
  colour('blue', '#7ec8e3', 'Sky', 'Himmelblau', 'Ciel', 'スカイ'),
  colour('red', '#c62828', 'Red', 'Rot', 'Rouge', 'レッド'),
  colour('red', '#7b1e2b', 'Burgundy', 'Bordeaux', 'Bordeaux', 'バーガンディ'),
  colour('orange', '#ff6d1f', 'Orange', 'Orange', 'Orange', 'オレンジ'),
  colour('yellow', '#d7f205', 'Volt', 'Neongelb', 'Jaune fluo', 'ボルト'),
  colour('yellow', '#f2c230', 'Mustard', 'Senfgelb', 'Moutarde', 'マスタード'),
  colour('green', '#2e7d32', 'Forest', 'Waldgrün', 'Vert forêt', 'フォレスト'),
  colour('green', '#6b7b3a', 'Olive', 'Oliv', 'Olive', 'オリーブ'),
  colour('green', '#38c9a6', 'Mint', 'Mint', 'Menthe', 'ミント'),
  colour('pink', '#f48fb1', 'Pink', 'Rosa', 'Rose', 'ピンク'),
  colour('purple', '#6a4c9c', 'Violet', 'Violett', 'Violet', 'バイオレット'),
  colour('brown', '#8d5a3b', 'Tan', 'Hellbraun', 'Camel', 'タン'),
  colour('brown', '#4e342e', 'Chocolate', 'Dunkelbraun', 'Chocolat', 'チョコレート'),
  colour('beige', '#e8dcc4', 'Sand', 'Sand', 'Sable', 'サンド'),
];
