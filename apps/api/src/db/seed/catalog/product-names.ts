import type { LocalePath } from '@outsole/contracts/locales';
import type { Brand } from '@outsole/contracts/reference';
import type { Random } from '../prng.js';
import type { FrenchForm, GermanForm, NounForms } from './product-types.js';

/** Invented model names per brand: Stride sounds fast, Kestrel sounds like the hills. */
export const MODEL_NAMES = {
  stride: [
    'Vela',
    'Tempo',
    'Zephyr',
    'Aero',
    'Pace',
    'Drift',
    'Nova',
    'Kinetic',
    'Flux',
    'Glide',
    'Surge',
    'Rally',
    'Sprint',
    'Arc',
    'Pulse',
    'Volta',
    'Strata',
    'Halo',
    'Rift',
    'Echo',
    'Cadence',
    'Lumen',
    'Orbit',
    'Dash',
  ],
  kestrel: [
    'Summit',
    'Ridge',
    'Talus',
    'Cairn',
    'Alder',
    'Fjord',
    'Scree',
    'Tarn',
    'Moraine',
    'Col',
    'Bothy',
    'Corrie',
    'Ember',
    'Larch',
    'Granite',
    'Highline',
    'Switchback',
    'Cirque',
    'Basalt',
    'Tundra',
  ],
} as const;

/** A model's number after its name ("Tempo 6"): 1 to this. */
export const MODEL_NUMBERS = 9;

/**
 * Names models so that one brand never has two models of the same name and product type ("Tempo 6 Running Shoe"
 * twice, at two prices, is not a believable catalog): the name drawn is kept when it is free, else the next free
 * one in a fixed order (the number, then the next name), so the random sequence behind the rest of the catalog is
 * the same whatever was taken. Once every name of a brand's type is used (only benchmark-size catalogs get there:
 * 24 names × 9 numbers per type), names repeat as drawn.
 */
export function createModelNamer(): (brand: Brand, typeKey: string, drawn: string, number: number) => string {
  const used = new Map<string, Set<string>>();
  return (brand, typeKey, drawn, number) => {
    const names: readonly string[] = MODEL_NAMES[brand];
    const combos = names.length * MODEL_NUMBERS;
    const key = `${brand}:${typeKey}`;
    const taken = used.get(key) ?? new Set<string>();
    used.set(key, taken);
    const start = names.indexOf(drawn) * MODEL_NUMBERS + (number - 1);
    for (let step = 0; taken.size < combos && step < combos; step += 1) {
      const slot = (start + step) % combos;
      const name = `${names[Math.floor(slot / MODEL_NUMBERS)]} ${(slot % MODEL_NUMBERS) + 1}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
    return `${drawn} ${number}`;
  };
}

type Texts = Readonly<Record<LocalePath, string>>;

/** Attribute words as a description uses them, per locale. */
export const MATERIAL_WORDS: Readonly<Record<string, Texts>> = {
  'engineered-mesh': words('engineered mesh', 'technischem Mesh', 'mesh technique', 'エンジニアードメッシュ'),
  knit: words('stretch knit', 'Strickgewebe', 'maille extensible', 'ストレッチニット'),
  'recycled-mesh': words('recycled mesh', 'recyceltem Mesh', 'mesh recyclé', 'リサイクルメッシュ'),
  ripstop: words('ripstop', 'Ripstop', 'ripstop', 'リップストップ'),
  leather: words('full-grain leather', 'Vollnarbenleder', 'cuir pleine fleur', 'フルグレインレザー'),
  suede: words('suede', 'Veloursleder', 'daim', 'スエード'),
  canvas: words('canvas', 'Canvas', 'toile', 'キャンバス'),
  nubuck: words('nubuck', 'Nubukleder', 'nubuck', 'ヌバック'),
  'eva-foam': words('soft EVA foam', 'weichem EVA-Schaum', 'mousse EVA souple', 'ソフトEVAフォーム'),
  'recycled-rubber': words('recycled rubber', 'recyceltem Gummi', 'caoutchouc recyclé', 'リサイクルラバー'),
  'waterproof-mesh': words('waterproof mesh', 'wasserdichtem Mesh', 'mesh imperméable', '防水メッシュ'),
  webbing: words('quick-dry webbing', 'schnell trocknendem Gurtband', 'sangles à séchage rapide', '速乾ウェビング'),
  'recycled-polyester': words(
    'recycled polyester',
    'recyceltem Polyester',
    'polyester recyclé',
    'リサイクルポリエステル',
  ),
  cotton: words('organic cotton', 'Bio-Baumwolle', 'coton bio', 'オーガニックコットン'),
  merino: words('merino wool', 'Merinowolle', 'laine mérinos', 'メリノウール'),
  fleece: words('brushed fleece', 'gebürstetem Fleece', 'polaire brossée', 'ブラッシュドフリース'),
  nylon: words('lightweight nylon', 'leichtem Nylon', 'nylon léger', '軽量ナイロン'),
  'waterproof-shell': words('a waterproof shell', 'wasserdichtem Obermaterial', 'membrane imperméable', '防水シェル'),
  down: words('responsibly sourced down', 'verantwortungsvoll gewonnenen Daunen', 'duvet responsable', 'RDS認証ダウン'),
};

export const ACTIVITY_WORDS: Readonly<Record<string, Texts>> = {
  'road-running': words(
    'everyday road miles',
    'tägliche Kilometer auf Asphalt',
    'vos sorties sur route',
    '毎日のロードラン',
  ),
  racing: words('race day', 'den Wettkampftag', 'le jour de la course', 'レース当日'),
  training: words(
    'gym and track sessions',
    'Training in Halle und auf der Bahn',
    'vos séances de fractionné',
    'ジムやトラックでのトレーニング',
  ),
  'trail-running': words('technical trails', 'technische Trails', 'les sentiers techniques', 'テクニカルなトレイル'),
  lifestyle: words('all-day wear', 'den ganzen Tag', 'toute la journée', '一日中の着用'),
  recovery: words(
    'recovery after a long run',
    'die Erholung nach dem Lauf',
    'la récupération après l’effort',
    'ランニング後のリカバリー',
  ),
  hiking: words('long days on the hill', 'lange Tage am Berg', 'les longues journées en montagne', '山での長い一日'),
  backpacking: words('multi-day treks', 'mehrtägige Touren', 'les treks de plusieurs jours', '数日間のトレッキング'),
  water: words('river crossings', 'Flussüberquerungen', 'les passages de gué', '沢歩き'),
};

/**
 * A description template in both grammatical numbers: the English type noun is plural for some types ("the Vela 3
 * Running Shorts are tuned for…"), singular for most ("the Tempo 6 Running Shoe is…"). German and French templates
 * name the product without a verb or adjective agreeing with it, so one form fits every noun's number and gender.
 */
interface Template {
  one: string;
  other: string;
}

const both = (text: string): Template => ({ one: text, other: text });

/** American and British English differ in spelling (dialed, dialled), so each has its own templates. */
const english = (spell: (text: string) => string): readonly Template[] => [
  {
    one: 'The {name} pairs {material} with a fit that stays put. Made for {activity}, it feels right from the first mile.',
    other:
      'The {name} pair {material} with a fit that stays put. Made for {activity}, they feel right from the first mile.',
  },
  {
    one: 'Light, breathable and built to last: the {name} uses {material} and is tuned for {activity}.',
    other: 'Light, breathable and built to last: the {name} use {material} and are tuned for {activity}.',
  },
  {
    one: spell('Meet the {name}. {Material} keeps it comfortable, and the details are {dialed} in for {activity}.'),
    other: spell('Meet the {name}. {Material} keeps them comfortable, and the details are {dialed} in for {activity}.'),
  },
];

const TEMPLATES: Readonly<Record<LocalePath, readonly Template[]>> = {
  'en-us': english((text) => text.replace('{dialed}', 'dialed')),
  'en-gb': english((text) => text.replace('{dialed}', 'dialled')),
  // A name inside a sentence takes its article ({the name}: "der Glide 4 Laufschuh", "la chaussure de running
  // Glide 4"); a bare, capitalised name after a colon read as a label pasted in (language tester F3-2).
  'de-de': [
    both('{name} aus {material}, mit einer Passform, die sitzt – gemacht für {activity}.'),
    both('Leicht, atmungsaktiv und langlebig: {the name} aus {material}, abgestimmt auf {activity}.'),
  ],
  'fr-fr': [
    // "Conçu", "léger" and "pensé" agreed with a masculine singular noun only: "Chaussettes … conçu" and
    // "Léger … Chaussure … est pensé" were wrong, so these say it without agreeing words. A narrow no-break space
    // (U+202F) before the colon, as the storefront's French.
    both('{name}\u202f: {material} et un maintien précis, pour {activity}.'),
    both('Légèreté, respirabilité et durabilité\u202f: {the name} en {material}, le bon choix pour {activity}.'),
  ],
  'ja-jp': [
    both('{name}は{material}を採用し、足にしっかりフィット。{activity}のために設計されています。'),
    both('軽量で通気性に優れた{name}。{material}素材で、{activity}に最適です。'),
  ],
};

/**
 * A product description in one locale, from templates filled with the style's name, material and activity;
 * `plural` says the English name is plural (Shorts, Socks), so the verbs agree with it; `forms` the German and French
 * type noun's gender and number, for the article of `{the name}`.
 */
export function describeStyle(
  random: Random,
  locale: LocalePath,
  name: string,
  material: string,
  activity: string,
  plural: boolean,
  forms: NounForms,
): string {
  const materialWord = MATERIAL_WORDS[material]?.[locale] ?? material;
  const template = random.pick(TEMPLATES[locale]);
  return (plural ? template.other : template.one)
    .replace('{the name}', withArticle(locale, name, forms))
    .replace('{name}', name)
    .replace('{material}', materialWord)
    .replace('{Material}', materialWord.charAt(0).toUpperCase() + materialWord.slice(1))
    .replace('{activity}', ACTIVITY_WORDS[activity]?.[locale] ?? activity);
}

const GERMAN_ARTICLES: Record<GermanForm, string> = { m: 'der', f: 'die', n: 'das', pl: 'die' };
const FRENCH_ARTICLES: Record<FrenchForm, string> = { m: 'le', f: 'la', mpl: 'les', fpl: 'les' };

/**
 * A product's name inside a German or French sentence, with its definite article: "der Glide 4 Laufschuh", "die
 * Strata 8 Socken"; French writes the type noun that opens the name in lower case there, as a common noun ("la
 * chaussure de running Glide 4", "les chaussettes Strata 8"), and elides le and la before a vowel (none of the demo's nouns opens with one).
 */
function withArticle(locale: LocalePath, name: string, forms: NounForms): string {
  if (locale === 'de-de') return `${GERMAN_ARTICLES[forms.de]} ${name}`;
  if (locale !== 'fr-fr') return name;
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  const article = FRENCH_ARTICLES[forms.fr];
  return article !== 'les' && /^[aeiouyàâéèêîôû]/i.test(lower) ? `l’${lower}` : `${article} ${lower}`;
}

/** Product name per locale: French puts the type noun first; the others follow the model name with it. */
export function productName(locale: LocalePath, model: string, noun: string): string {
  return locale === 'fr-fr' ? `${noun} ${model}` : `${model} ${noun}`;
}

function words(en: string, de: string, fr: string, ja: string): Texts {
  return { 'en-us': en, 'en-gb': en, 'de-de': de, 'fr-fr': fr, 'ja-jp': ja };
}
