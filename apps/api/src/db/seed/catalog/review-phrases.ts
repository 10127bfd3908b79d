/**
 * Phrase banks for the demo reviews and questions: every entry says the same thing in each review language, so
 * generated texts read naturally in their own language and the sandbox translator (modules/reviews) can
 * translate them sentence by sentence. The English phrases are shown on American and British sites alike, so they
 * use no word the two spell differently (colour, color). Sentences end with their punctuation and hold no other sentence end,
 * which is how the translator splits them.
 */
import type { FrenchForm, GermanForm, NounForms } from './product-types.js';

export const REVIEW_LANGUAGES = ['en', 'de', 'fr', 'ja'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];
/** A sentence in each review language, as the sandbox translator indexes it. */
export type PhraseTexts = Readonly<Record<ReviewLanguage, string>>;

/**
 * A sentence in each review language; `plural` is its English wording about a product whose English name is plural
 * (Shorts, Socks, Tights, Pants: "I am sending them back", not "it"), as the description templates agree with it.
 * `deForms` and `frForms` are its German and French wordings for products whose noun has the gender or number they
 * name ("Nach zwei Wochen schicke ich sie zurück." for Laufshorts, "je les renvoie." for Chaussettes); `de` and `fr`
 * are the wording for every other form.
 */
export type Phrase = PhraseTexts & {
  readonly plural?: string;
  readonly deForms?: Readonly<Partial<Record<GermanForm, string>>>;
  readonly frForms?: Readonly<Partial<Record<FrenchForm, string>>>;
};

/** What a product's texts agree with: whether its English name is plural, its German and French nouns' forms. */
export interface ProductGrammar extends NounForms {
  plural: boolean;
}

const p = (en: string, de: string, fr: string, ja: string, plural?: string): Phrase =>
  plural === undefined ? { en, de, fr, ja } : { en, de, fr, ja, plural };

/** A phrase with its German and French wordings for nouns of other genders or numbers. */
const agree = (
  phrase: Phrase,
  deForms: Partial<Record<GermanForm, string>>,
  frForms: Partial<Record<FrenchForm, string>>,
): Phrase => ({ ...phrase, deForms, frForms });

/** The phrase in a language, for a product of that grammar (its English name plural or not, its nouns' forms). */
export function phraseText(phrase: Phrase, language: ReviewLanguage, grammar: ProductGrammar): string {
  if (language === 'en') return grammar.plural && phrase.plural !== undefined ? phrase.plural : phrase.en;
  if (language === 'de') return phrase.deForms?.[grammar.de] ?? phrase.de;
  if (language === 'fr') return phrase.frForms?.[grammar.fr] ?? phrase.fr;
  return phrase[language];
}

export type Sentiment = 'positive' | 'mixed' | 'negative';
export type ProductKind = 'shoe' | 'apparel' | 'accessory';
export type Fit = 'runs-small' | 'true-to-size' | 'runs-large';

export const TITLES: Readonly<Record<Sentiment, readonly Phrase[]>> = {
  positive: [
    p('Love them', 'Absolut begeistert', "J'adore", '最高です'),
    p('Best purchase this year', 'Bester Kauf dieses Jahr', "Meilleur achat de l'année", '今年一番の買い物'),
    p('Great quality', 'Tolle Qualität', 'Très bonne qualité', '品質がとても良い'),
    p('Exactly what I wanted', 'Genau das, was ich wollte', 'Exactement ce que je voulais', 'まさに求めていたもの'),
    p('Would buy again', 'Würde ich wieder kaufen', 'Je rachèterais sans hésiter', 'リピート決定'),
  ],
  mixed: [
    p('Good but not perfect', 'Gut, aber nicht perfekt', 'Bien mais pas parfait', '良いけれど完璧ではない'),
    p('Decent for the price', 'Ordentlich für den Preis', 'Correct pour le prix', '価格相応'),
    p('Some pros and cons', 'Licht und Schatten', 'Des points forts et des points faibles', '良い点も悪い点も'),
  ],
  negative: [
    p('Disappointed', 'Enttäuscht', 'Déçu', '残念でした'),
    p('Not for me', 'Nichts für mich', 'Pas pour moi', '自分には合わなかった'),
    p('Expected more', 'Hatte mehr erwartet', "Je m'attendais à mieux", '期待外れ'),
  ],
};

export const OPENERS: Readonly<Record<Sentiment, readonly Phrase[]>> = {
  positive: [
    agree(
      p(
        'I have been using these for a few weeks now and I am really happy.',
        'Ich nutze sie seit ein paar Wochen und bin wirklich zufrieden.',
        "Je les utilise depuis quelques semaines et j'en suis vraiment content.",
        '数週間使っていますが、本当に満足しています。',
      ),
      {
        m: 'Ich nutze ihn seit ein paar Wochen und bin wirklich zufrieden.',
        n: 'Ich nutze es seit ein paar Wochen und bin wirklich zufrieden.',
      },
      {
        m: "Je l'utilise depuis quelques semaines et j'en suis vraiment content.",
        f: "Je l'utilise depuis quelques semaines et j'en suis vraiment content.",
      },
    ),
    p(
      'This is my second pair from this line and it did not disappoint.',
      'Das ist schon mein zweites Modell dieser Reihe und es hat nicht enttäuscht.',
      "C'est mon deuxième achat de cette gamme et je ne suis pas déçu.",
      'このシリーズは二つ目ですが、期待を裏切りませんでした。',
      'This is my second pair from this line and they did not disappoint.',
    ),
    agree(
      p(
        'Bought these on a friend’s recommendation and I see why.',
        'Auf Empfehlung einer Freundin gekauft und ich verstehe jetzt, warum.',
        'Acheté sur le conseil d’une amie et je comprends pourquoi.',
        '友人の勧めで買いましたが、納得です。',
      ),
      {},
      {
        f: 'Achetée sur le conseil d’une amie et je comprends pourquoi.',
        mpl: 'Achetés sur le conseil d’une amie et je comprends pourquoi.',
        fpl: 'Achetées sur le conseil d’une amie et je comprends pourquoi.',
      },
    ),
  ],
  mixed: [
    p(
      'There is a lot to like here, but a few things could be better.',
      'Vieles gefällt mir, aber einiges könnte besser sein.',
      'Il y a beaucoup de bonnes choses, mais certains détails pourraient être meilleurs.',
      '気に入った点は多いものの、改善してほしい点もあります。',
    ),
    agree(
      p(
        'It does the job, nothing more and nothing less.',
        'Es erfüllt seinen Zweck, nicht mehr und nicht weniger.',
        'Il fait le travail, ni plus ni moins.',
        '役目は果たしてくれますが、それ以上でも以下でもありません。',
        'They do the job, nothing more and nothing less.',
      ),
      {
        m: 'Er erfüllt seinen Zweck, nicht mehr und nicht weniger.',
        f: 'Sie erfüllt ihren Zweck, nicht mehr und nicht weniger.',
        pl: 'Sie erfüllen ihren Zweck, nicht mehr und nicht weniger.',
      },
      {
        f: 'Elle fait le travail, ni plus ni moins.',
        mpl: 'Ils font le travail, ni plus ni moins.',
        fpl: 'Elles font le travail, ni plus ni moins.',
      },
    ),
  ],
  negative: [
    agree(
      p(
        'I really wanted to like this, but it did not work out.',
        'Ich wollte es wirklich mögen, aber es hat nicht gepasst.',
        "Je voulais vraiment l'aimer, mais ça n'a pas marché.",
        '気に入りたかったのですが、うまくいきませんでした。',
        'I really wanted to like these, but they did not work out.',
      ),
      {
        m: 'Ich wollte ihn wirklich mögen, aber es hat nicht gepasst.',
        f: 'Ich wollte sie wirklich mögen, aber es hat nicht gepasst.',
        pl: 'Ich wollte sie wirklich mögen, aber es hat nicht gepasst.',
      },
      {
        mpl: "Je voulais vraiment les aimer, mais ça n'a pas marché.",
        fpl: "Je voulais vraiment les aimer, mais ça n'a pas marché.",
      },
    ),
    agree(
      p(
        'After two weeks I am sending it back.',
        'Nach zwei Wochen schicke ich es zurück.',
        'Après deux semaines, je le renvoie.',
        '二週間使いましたが返品します。',
        'After two weeks I am sending them back.',
      ),
      {
        m: 'Nach zwei Wochen schicke ich ihn zurück.',
        f: 'Nach zwei Wochen schicke ich sie zurück.',
        pl: 'Nach zwei Wochen schicke ich sie zurück.',
      },
      {
        f: 'Après deux semaines, je la renvoie.',
        mpl: 'Après deux semaines, je les renvoie.',
        fpl: 'Après deux semaines, je les renvoie.',
      },
    ),
  ],
};

/** What the text says about the product itself, by kind and sentiment. */
export const DETAILS: Readonly<Record<ProductKind, Readonly<Record<Sentiment, readonly Phrase[]>>>> = {
  shoe: {
    positive: [
      p(
        'The cushioning is soft without feeling unstable.',
        'Die Dämpfung ist weich, ohne wackelig zu wirken.',
        "L'amorti est moelleux sans être instable.",
        'クッションは柔らかいのに不安定さはありません。',
      ),
      agree(
        p(
          'Comfortable straight out of the box, no breaking in needed.',
          'Vom ersten Tag an bequem, kein Einlaufen nötig.',
          'Confortables dès le premier jour, sans période de rodage.',
          '箱から出してすぐ快適で、慣らし履きは不要でした。',
        ),
        {},
        {
          m: 'Confortable dès le premier jour, sans période de rodage.',
          f: 'Confortable dès le premier jour, sans période de rodage.',
        },
      ),
      p(
        'The grip is excellent, even on wet ground.',
        'Der Grip ist hervorragend, sogar auf nassem Boden.',
        "L'adhérence est excellente, même sur sol mouillé.",
        '濡れた路面でもグリップは抜群です。',
      ),
    ],
    mixed: [
      agree(
        p(
          'Comfortable on short outings, but my feet get tired on long days.',
          'Bequem für kurze Strecken, aber an langen Tagen werden die Füße müde.',
          'Confortables sur de courtes sorties, mais les pieds fatiguent sur de longues journées.',
          '短時間なら快適ですが、長い日は足が疲れます。',
        ),
        {},
        {
          m: 'Confortable sur de courtes sorties, mais les pieds fatiguent sur de longues journées.',
          f: 'Confortable sur de courtes sorties, mais les pieds fatiguent sur de longues journées.',
        },
      ),
      p(
        'The upper feels a little stiff at first.',
        'Das Obermaterial fühlt sich anfangs etwas steif an.',
        'La tige est un peu rigide au début.',
        'アッパーは最初少し硬く感じます。',
      ),
    ],
    negative: [
      p(
        'The heel rubs and gave me blisters.',
        'Die Ferse scheuert und hat mir Blasen beschert.',
        "Le talon frotte et m'a donné des ampoules.",
        'かかとが擦れて靴擦れができました。',
      ),
      p(
        'The sole started to wear down after a month.',
        'Die Sohle war schon nach einem Monat abgelaufen.',
        "La semelle s'est usée au bout d'un mois.",
        '一か月でソールがすり減り始めました。',
      ),
    ],
  },
  apparel: {
    positive: [
      p(
        'The fabric feels soft and breathes well.',
        'Der Stoff fühlt sich weich an und ist sehr atmungsaktiv.',
        'Le tissu est doux et respire bien.',
        '生地が柔らかく、通気性も良いです。',
      ),
      agree(
        p(
          'It still looks new after many washes.',
          'Es sieht auch nach vielen Wäschen noch wie neu aus.',
          'Il a toujours l’air neuf après de nombreux lavages.',
          '何度洗濯しても新品のようです。',
          'They still look new after many washes.',
        ),
        {
          m: 'Er sieht auch nach vielen Wäschen noch wie neu aus.',
          f: 'Sie sieht auch nach vielen Wäschen noch wie neu aus.',
          pl: 'Sie sehen auch nach vielen Wäschen noch wie neu aus.',
        },
        {
          f: 'Elle a toujours l’air neuve après de nombreux lavages.',
          mpl: 'Ils ont toujours l’air neufs après de nombreux lavages.',
          fpl: 'Elles ont toujours l’air neuves après de nombreux lavages.',
        },
      ),
    ],
    mixed: [
      p(
        'The material is nice, but it wrinkles easily.',
        'Das Material ist schön, knittert aber schnell.',
        'La matière est agréable, mais elle se froisse facilement.',
        '素材は良いのですが、しわになりやすいです。',
        'The material is nice, but they wrinkle easily.',
      ),
    ],
    negative: [
      p(
        'The seams came loose after the first wash.',
        'Die Nähte haben sich nach der ersten Wäsche gelöst.',
        'Les coutures ont lâché après le premier lavage.',
        '一度洗っただけで縫い目がほつれました。',
      ),
      p(
        'The dye faded much faster than I expected.',
        'Die Farbe ist viel schneller verblasst als erwartet.',
        'La couleur a passé bien plus vite que prévu.',
        '思ったよりずっと早く色あせました。',
      ),
    ],
  },
  accessory: {
    positive: [
      agree(
        p(
          'Well made and it goes with everything.',
          'Gut verarbeitet und passt zu allem.',
          'Bien fini et il va avec tout.',
          '作りが良く、何にでも合います。',
          'Well made and they go with everything.',
        ),
        { pl: 'Gut verarbeitet und passen zu allem.' },
        {
          f: 'Bien finie et elle va avec tout.',
          mpl: 'Bien finis et ils vont avec tout.',
          fpl: 'Bien finies et elles vont avec tout.',
        },
      ),
    ],
    mixed: [
      p(
        'Nice design, though the material could be sturdier.',
        'Schönes Design, das Material könnte aber robuster sein.',
        'Joli design, même si la matière pourrait être plus solide.',
        'デザインは素敵ですが、素材はもう少し丈夫だと良いです。',
      ),
    ],
    negative: [
      agree(
        p(
          'It lost its shape within a few weeks.',
          'Es hat nach wenigen Wochen seine Form verloren.',
          'Il a perdu sa forme en quelques semaines.',
          '数週間で形が崩れてしまいました。',
          'They lost their shape within a few weeks.',
        ),
        {
          m: 'Er hat nach wenigen Wochen seine Form verloren.',
          f: 'Sie hat nach wenigen Wochen ihre Form verloren.',
          pl: 'Sie haben nach wenigen Wochen ihre Form verloren.',
        },
        {
          f: 'Elle a perdu sa forme en quelques semaines.',
          mpl: 'Ils ont perdu leur forme en quelques semaines.',
          fpl: 'Elles ont perdu leur forme en quelques semaines.',
        },
      ),
    ],
  },
};

export const FIT_PHRASES: Readonly<Record<Fit, readonly Phrase[]>> = {
  'runs-small': [
    agree(
      p(
        'They run small, so order half a size up.',
        'Fällt klein aus, also lieber eine halbe Nummer größer bestellen.',
        'Ça taille petit, prenez une demi-pointure au-dessus.',
        '小さめなので、ハーフサイズ上がおすすめです。',
      ),
      { pl: 'Fallen klein aus, also lieber eine halbe Nummer größer bestellen.' },
      {},
    ),
  ],
  'true-to-size': [
    agree(
      p(
        'True to size, I took my usual size.',
        'Fällt normal aus, ich habe meine übliche Größe genommen.',
        "Taille normalement, j'ai pris ma taille habituelle.",
        'サイズ感は普通で、いつものサイズで大丈夫でした。',
      ),
      { pl: 'Fallen normal aus, ich habe meine übliche Größe genommen.' },
      {},
    ),
  ],
  'runs-large': [
    agree(
      p(
        'They run large, consider a size down.',
        'Fällt groß aus, eventuell eine Nummer kleiner wählen.',
        'Ça taille grand, prenez plutôt une taille en dessous.',
        '大きめなので、ワンサイズ下も検討してください。',
      ),
      { pl: 'Fallen groß aus, eventuell eine Nummer kleiner wählen.' },
      {},
    ),
  ],
};

export const CLOSINGS: Readonly<Record<Sentiment, readonly Phrase[]>> = {
  positive: [
    p('Highly recommended!', 'Klare Empfehlung!', 'Je recommande vivement !', '強くおすすめします！'),
    p(
      'I will definitely buy it in another shade too.',
      'Ich kaufe mir bestimmt noch eine andere Farbe.',
      'Je vais sûrement en acheter une autre couleur.',
      '別の色も買うつもりです。',
      'I will definitely buy them in another shade too.',
    ),
  ],
  mixed: [
    p(
      'Worth it if you find it on sale.',
      'Im Angebot lohnt es sich.',
      'Ça vaut le coup en promotion.',
      'セールなら買いだと思います。',
      'Worth it if you find them on sale.',
    ),
  ],
  negative: [
    agree(
      p(
        'I cannot recommend it.',
        'Ich kann es nicht empfehlen.',
        'Je ne le recommande pas.',
        'おすすめできません。',
        'I cannot recommend them.',
      ),
      { m: 'Ich kann ihn nicht empfehlen.', f: 'Ich kann sie nicht empfehlen.', pl: 'Ich kann sie nicht empfehlen.' },
      { f: 'Je ne la recommande pas.', mpl: 'Je ne les recommande pas.', fpl: 'Je ne les recommande pas.' },
    ),
  ],
};

/** A question with the brand's answer, by the kind of product it is asked about. */
export const QUESTIONS: Readonly<Record<ProductKind, readonly (readonly [Phrase, Phrase])[]>> = {
  shoe: [
    [
      agree(
        p(
          'Are these suitable for wide feet?',
          'Sind die für breite Füße geeignet?',
          'Conviennent-elles aux pieds larges ?',
          '幅広の足にも合いますか？',
        ),
        {
          m: 'Ist der für breite Füße geeignet?',
          f: 'Ist die für breite Füße geeignet?',
          n: 'Ist das für breite Füße geeignet?',
        },
        {
          m: 'Convient-il aux pieds larges ?',
          f: 'Convient-elle aux pieds larges ?',
          mpl: 'Conviennent-ils aux pieds larges ?',
        },
      ),
      p(
        'The toe box is roomy, and where a wide width is made you will find it in the size selector.',
        'Die Zehenbox ist geräumig, und wo es eine weite Passform gibt, findest du sie bei der Größenauswahl.',
        "L'avant-pied est spacieux, et lorsqu'une largeur large existe, elle figure dans le choix de taille.",
        'つま先部分はゆったりしており、ワイド幅がある場合はサイズ選択に表示されます。',
      ),
    ],
    [
      agree(
        p(
          'Can I use these for running on trails?',
          'Kann ich damit auch im Gelände laufen?',
          'Puis-je les utiliser pour courir sur les sentiers ?',
          'トレイルランニングにも使えますか？',
        ),
        {},
        {
          m: "Puis-je l'utiliser pour courir sur les sentiers ?",
          f: "Puis-je l'utiliser pour courir sur les sentiers ?",
        },
      ),
      agree(
        p(
          'They handle light trails well; for rough terrain we recommend a dedicated trail shoe.',
          'Für leichte Wege eignen sie sich gut; für raues Gelände empfehlen wir einen Trailschuh.',
          'Ils conviennent aux sentiers faciles ; pour un terrain accidenté, nous conseillons une chaussure de trail.',
          '軽いトレイルには対応していますが、険しい道には専用のトレイルシューズをおすすめします。',
        ),
        {
          m: 'Für leichte Wege eignet er sich gut; für raues Gelände empfehlen wir einen Trailschuh.',
          f: 'Für leichte Wege eignet sie sich gut; für raues Gelände empfehlen wir einen Trailschuh.',
          n: 'Für leichte Wege eignet es sich gut; für raues Gelände empfehlen wir einen Trailschuh.',
        },
        {
          m: 'Il convient aux sentiers faciles ; pour un terrain accidenté, nous conseillons une chaussure de trail.',
          f: 'Elle convient aux sentiers faciles ; pour un terrain accidenté, nous conseillons une chaussure de trail.',
          fpl: 'Elles conviennent aux sentiers faciles ; pour un terrain accidenté, nous conseillons une chaussure de trail.',
        },
      ),
    ],
    [
      agree(
        p('Are these waterproof?', 'Sind die wasserdicht?', 'Sont-elles imperméables ?', '防水ですか？'),
        { m: 'Ist der wasserdicht?', f: 'Ist die wasserdicht?', n: 'Ist das wasserdicht?' },
        { m: 'Est-il imperméable ?', f: 'Est-elle imperméable ?', mpl: 'Sont-ils imperméables ?' },
      ),
      agree(
        p(
          'They are water resistant but not fully waterproof.',
          'Sie sind wasserabweisend, aber nicht vollständig wasserdicht.',
          'Elles sont déperlantes mais pas entièrement imperméables.',
          '撥水性はありますが、完全防水ではありません。',
        ),
        {
          m: 'Er ist wasserabweisend, aber nicht vollständig wasserdicht.',
          f: 'Sie ist wasserabweisend, aber nicht vollständig wasserdicht.',
          n: 'Es ist wasserabweisend, aber nicht vollständig wasserdicht.',
        },
        {
          m: 'Il est déperlant mais pas entièrement imperméable.',
          f: 'Elle est déperlante mais pas entièrement imperméable.',
          mpl: 'Ils sont déperlants mais pas entièrement imperméables.',
        },
      ),
    ],
  ],
  apparel: [
    [
      agree(
        p(
          'Can this go in the washing machine?',
          'Darf das in die Waschmaschine?',
          'Peut-on le laver en machine ?',
          '洗濯機で洗えますか？',
          'Can these go in the washing machine?',
        ),
        { pl: 'Dürfen die in die Waschmaschine?' },
        {
          f: 'Peut-on la laver en machine ?',
          mpl: 'Peut-on les laver en machine ?',
          fpl: 'Peut-on les laver en machine ?',
        },
      ),
      agree(
        p(
          'Yes, wash it cold on a gentle cycle and let it dry flat.',
          'Ja, kalt im Schonwaschgang waschen und liegend trocknen.',
          'Oui, lavez-le à froid en cycle délicat et faites-le sécher à plat.',
          'はい、冷水の弱水流で洗い、平干ししてください。',
          'Yes, wash them cold on a gentle cycle and let them dry flat.',
        ),
        {},
        {
          f: 'Oui, lavez-la à froid en cycle délicat et faites-la sécher à plat.',
          mpl: 'Oui, lavez-les à froid en cycle délicat et faites-les sécher à plat.',
          fpl: 'Oui, lavez-les à froid en cycle délicat et faites-les sécher à plat.',
        },
      ),
    ],
    [
      agree(
        p(
          'Does this shrink after washing?',
          'Läuft das beim Waschen ein?',
          'Est-ce que ça rétrécit au lavage ?',
          '洗濯で縮みますか？',
          'Do these shrink after washing?',
        ),
        { pl: 'Laufen die beim Waschen ein?' },
        {},
      ),
      p(
        'The fabric is pre-shrunk, so it keeps its size when washed as the label says.',
        'Der Stoff ist vorgewaschen und behält seine Größe, wenn du ihn laut Etikett wäschst.',
        "Le tissu est prérétréci et garde sa taille s'il est lavé selon l'étiquette.",
        '防縮加工済みなので、表示どおりに洗えばサイズは変わりません。',
        'The fabric is pre-shrunk, so they keep their size when washed as the label says.',
      ),
    ],
  ],
  accessory: [
    [
      p(
        'Is the size adjustable?',
        'Ist die Größe verstellbar?',
        'La taille est-elle réglable ?',
        'サイズは調整できますか？',
      ),
      p(
        'It has an adjustable strap at the back that fits most sizes.',
        'Ein verstellbarer Riemen hinten passt für die meisten Größen.',
        "Une bride réglable à l'arrière convient à la plupart des tailles.",
        '後ろに調整ベルトがあり、ほとんどのサイズに合います。',
      ),
    ],
  ],
};

/**
 * Questions of one product type rather than its kind: socks are accessories, but no one asks whether a pair of socks
 * has an adjustable strap.
 */
export const TYPE_QUESTIONS: Readonly<Record<string, readonly (readonly [Phrase, Phrase])[]>> = {
  socks: [
    [
      p(
        'Do these slip down inside the shoe?',
        'Rutschen die im Schuh herunter?',
        'Est-ce qu’elles glissent dans la chaussure ?',
        '靴の中でずれ落ちませんか？',
      ),
      p(
        'No, a soft elastic cuff keeps them in place.',
        'Nein, ein weiches Bündchen hält sie an Ort und Stelle.',
        'Non, un bord côte souple les maintient en place.',
        'いいえ、履き口の柔らかいゴムでずれにくくなっています。',
      ),
    ],
    [
      p(
        'Which size should I choose?',
        'Welche Größe passt mir?',
        'Quelle taille choisir ?',
        'どのサイズを選べばいいですか？',
      ),
      p(
        'Go by your shoe size: the size chart on this page shows the sock size for each shoe size.',
        'Das richtet sich nach der Schuhgröße: Die Größentabelle auf dieser Seite zeigt die passende Sockengröße.',
        'Tout dépend de la pointure : le guide des tailles de cette page indique la taille de chaussettes qui convient.',
        '靴のサイズに合わせて、このページのサイズ表でソックスのサイズをお選びください。',
      ),
    ],
    [
      p(
        'Can these go in the dryer?',
        'Dürfen die in den Trockner?',
        'Peut-on les mettre au sèche-linge ?',
        '乾燥機にかけられますか？',
      ),
      p(
        'Yes, on low heat, though they keep their shape best when dried on a line.',
        'Ja, bei niedriger Temperatur, ihre Form behalten sie aber am besten an der Leine.',
        'Oui, à basse température, mais elles gardent mieux leur forme séchées à l’air libre.',
        'はい、低温なら使えますが、形を保つには自然乾燥がおすすめです。',
      ),
    ],
  ],
};

/** Short answers shoppers give to each other's questions. */
export const SHOPPER_ANSWERS: readonly Phrase[] = [
  agree(
    p(
      'I have had mine for a year and I am very happy with it.',
      'Ich habe meins seit einem Jahr und bin sehr zufrieden.',
      "Je l'ai depuis un an et j'en suis très content.",
      '一年使っていますが、とても満足しています。',
      'I have had mine for a year and I am very happy with them.',
    ),
    {
      m: 'Ich habe meinen seit einem Jahr und bin sehr zufrieden.',
      f: 'Ich habe meine seit einem Jahr und bin sehr zufrieden.',
      pl: 'Ich habe meine seit einem Jahr und bin sehr zufrieden.',
    },
    {
      mpl: "Je les ai depuis un an et j'en suis très content.",
      fpl: "Je les ai depuis un an et j'en suis très content.",
    },
  ),
  p(
    'Worked well for me, I would say yes.',
    'Bei mir hat es gut funktioniert, ich würde ja sagen.',
    'Ça a bien marché pour moi, je dirais oui.',
    '私の場合は問題なかったので、はいだと思います。',
  ),
];

export const AUTHOR_NAMES: Readonly<Record<ReviewLanguage, readonly string[]>> = {
  en: ['Sam R.', 'Jordan P.', 'Alex M.', 'Chris T.', 'Taylor B.', 'Morgan L.', 'Jamie K.', 'Riley S.'],
  de: ['Lena K.', 'Jonas M.', 'Mia S.', 'Felix B.', 'Hannah W.', 'Lukas F.'],
  fr: ['Camille D.', 'Lucas M.', 'Chloé B.', 'Hugo L.', 'Léa R.', 'Louis P.'],
  ja: ['ゆうき', 'さくら', 'はると', 'あおい', 'そうた', 'ひなた'],
};

/** Every bank of sentences about a product (the titles aside): what reviews, questions and answers are written of. */
export const SENTENCE_BANKS: readonly Phrase[] = [
  ...Object.values(OPENERS).flat(),
  ...Object.values(DETAILS).flatMap((bySentiment) => Object.values(bySentiment).flat()),
  ...Object.values(FIT_PHRASES).flat(),
  ...Object.values(CLOSINGS).flat(),
  ...Object.values(QUESTIONS).flatMap((pairs) => pairs.flat()),
  ...Object.values(TYPE_QUESTIONS).flatMap((pairs) => pairs.flat()),
  ...SHOPPER_ANSWERS,
];

const BANKS: readonly Phrase[] = [...Object.values(TITLES).flat(), ...SENTENCE_BANKS];

const isPluralForm = (form: string) => form === 'pl' || form === 'mpl' || form === 'fpl';

/**
 * The wordings of a phrase for nouns of other forms, each as a phrase of its own whose other languages agree in
 * number where they can: a German or French plural wording goes with the English plural one and the other language's
 * plural; a singular, with the singular ones (a translator cannot know the other language's gender, so the text as
 * written for the base form).
 */
function formPhrases({ en, de, fr, ja, plural, deForms = {}, frForms = {} }: Phrase): PhraseTexts[] {
  const english = (many: boolean) => (many ? (plural ?? en) : en);
  const german = (many: boolean) => (many ? (deForms.pl ?? de) : de);
  const french = (many: boolean) => (many ? (frForms.mpl ?? frForms.fpl ?? fr) : fr);
  return [
    ...Object.entries(deForms).map(([form, text]) => {
      const many = isPluralForm(form);
      return { en: english(many), de: text, fr: french(many), ja };
    }),
    ...Object.entries(frForms).map(([form, text]) => {
      const many = isPluralForm(form);
      return { en: english(many), de: german(many), fr: text, ja };
    }),
  ];
}

/**
 * Every phrase, for the sandbox translator's index: the German and French wordings for other nouns' forms first, then
 * the plural English wordings (with the plural German and French ones), as phrases of their own, so the phrases as
 * written, listed last, are what a text they share translates to (the index keeps the last phrase of a text).
 */
export const ALL_PHRASES: readonly PhraseTexts[] = [
  ...BANKS.flatMap(formPhrases),
  ...BANKS.flatMap(({ plural, de, fr, ja, deForms, frForms }) =>
    plural === undefined ? [] : [{ en: plural, de: deForms?.pl ?? de, fr: frForms?.mpl ?? frForms?.fpl ?? fr, ja }],
  ),
  ...BANKS.map(({ en, de, fr, ja }) => ({ en, de, fr, ja })),
];

/** How sentences of a language are joined into a text (Japanese runs them on without a space). */
export function joinSentences(language: ReviewLanguage, sentences: readonly string[]): string {
  return sentences.join(language === 'ja' ? '' : ' ');
}
