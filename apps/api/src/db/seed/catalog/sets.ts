import type { LocalePath } from '@outsole/contracts/locales';
import type { Brand } from '@outsole/contracts/reference';

type Names = Readonly<Record<LocalePath, string>>;

const names = (en: string, de: string, fr: string, ja: string): Names => ({
  'en-us': en,
  'en-gb': en,
  'de-de': de,
  'fr-fr': fr,
  'ja-jp': ja,
});

/** Themes of the product sets ("shop the look"): a shoe with the apparel that goes with it. */
export const SET_THEMES: Readonly<Record<Brand, readonly Names[]>> = {
  stride: [
    names('Race day kit', 'Wettkampf-Set', 'Kit jour de course', 'レースデイキット'),
    names('Long run essentials', 'Long-Run-Basics', 'Essentiels sortie longue', 'ロングラン必需品'),
    names('Track session set', 'Bahntraining-Set', 'Tenue séance piste', 'トラックセッションセット'),
    names('Easy day outfit', 'Lockerer-Lauf-Outfit', 'Tenue footing', 'イージーデイコーデ'),
  ],
  kestrel: [
    names('Summit pack', 'Gipfel-Set', 'Pack sommet', 'サミットパック'),
    names('Trail weekend kit', 'Trail-Wochenende', 'Kit week-end trail', 'トレイルウィークエンドキット'),
    names('Rainy day layers', 'Regentag-Layering', 'Couches jour de pluie', 'レイニーデイレイヤー'),
  ],
};
