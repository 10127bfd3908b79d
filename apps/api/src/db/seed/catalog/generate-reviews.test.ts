import { describe, expect, it } from 'vitest';
import { SITES } from '../reference/sites.js';
import { generateCatalog } from './generate-catalog.js';
import { indexCategories } from './category-index.js';
import { languageOf } from '../../../lib/language.js';
import { createReviewGenerator, MAX_REVIEWS_PER_STYLE, uuidFrom } from './generate-reviews.js';
import { ALL_PHRASES, AUTHOR_NAMES, phraseText, QUESTIONS, SENTENCE_BANKS, TYPE_QUESTIONS } from './review-phrases.js';
import { PRODUCT_TYPES } from './product-types.js';
import { STORES } from './stores.js';
import { generateCategories } from '../reference/categories.js';
import { createRandom } from '../prng.js';

function demoStyles(stylesPerSize: number) {
  const chunks = generateCatalog({
    size: 1,
    stylesPerSize,
    sites: SITES,
    stores: STORES,
    categories: indexCategories(generateCategories(1)),
  });
  return [...chunks].flatMap((chunk) => chunk.styles);
}

describe('createReviewGenerator', () => {
  const styles = demoStyles(400);
  const generate = () => createReviewGenerator(SITES)(styles);

  it('is deterministic and gives the demo catalog thousands of reviews and hundreds of questions', () => {
    const first = generate();
    expect(generate()).toEqual(first);
    expect(first.reviews.length).toBeGreaterThan(2_000);
    expect(first.questions.length).toBeGreaterThan(300);
    expect(first.answers.length).toBeGreaterThan(first.questions.length * 0.9);
    const perStyle = new Map<string, number>();
    for (const review of first.reviews) perStyle.set(review.product_id, (perStyle.get(review.product_id) ?? 0) + 1);
    expect(Math.max(...perStyle.values())).toBeLessThanOrEqual(MAX_REVIEWS_PER_STYLE);
    expect(perStyle.size).toBeLessThan(styles.length); // some styles have no review yet
  });

  it('rates believably: mostly 4 and 5 stars with a tail of 1s, average near 4', () => {
    const { reviews } = generate();
    const share = (rating: number) => reviews.filter((r) => r.rating === rating).length / reviews.length;
    expect(share(5)).toBeGreaterThan(0.35);
    expect(share(1)).toBeGreaterThan(0.02);
    expect(share(1)).toBeLessThan(share(4));
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(average).toBeGreaterThan(3.6);
    expect(average).toBeLessThan(4.4);
  });

  it("writes every text in its site's language from the phrase banks, with a brand answer to most questions", () => {
    const { reviews, questions, answers } = generate();
    const phraseLanguage = new Map<string, string>();
    for (const phrase of ALL_PHRASES)
      for (const [language, text] of Object.entries(phrase)) phraseLanguage.set(text, language);
    for (const review of reviews.slice(0, 300)) {
      const language = languageOf(review.locale);
      expect(phraseLanguage.get(review.title)).toBe(language);
      expect(AUTHOR_NAMES[language]).toContain(review.author_name);
      expect(review.body.length).toBeLessThanOrEqual(2_000);
      expect(review.created_at < '2025-06-01T00:00:00.000Z').toBe(true);
      const style = styles.find((s) => s.product_id === review.product_id);
      expect(review.created_at >= (style?.created_at ?? '')).toBe(true);
      expect(SITES.find((s) => s.siteId === review.site_id)?.brand).toBe(style?.brand);
    }
    expect(new Set(reviews.map((r) => languageOf(r.locale)))).toEqual(new Set(['en', 'de', 'fr', 'ja']));
    expect(questions.every((q) => phraseLanguage.get(q.body) === languageOf(q.locale))).toBe(true);
    const brandAnswered = new Set(answers.filter((a) => a.is_brand_answer === 1).map((a) => a.question_id));
    expect(brandAnswered.size / questions.length).toBeGreaterThan(0.8);
    for (const question of questions) {
      expect(answers.filter((a) => a.question_id === question.id)).toHaveLength(question.answer_count);
    }
  });

  it('asks socks their own questions and speaks of plural-named products (shorts, socks) as "these" and "they"', () => {
    const { reviews, questions, answers } = generate();
    const typeOf = new Map(styles.map((style) => [style.product_id, style.product_type]));
    const plural = new Set(
      Object.values(PRODUCT_TYPES)
        .flat()
        .filter((type) => type.plural)
        .map((type) => type.key),
    );
    const isPlural = (productId: string) => plural.has(typeOf.get(productId) ?? '');
    const english = (row: { locale: string }) => languageOf(row.locale) === 'en';
    // "it", "its", "this" of the product ("worth it", "this year", "this page" are not about it).
    const singularWords = /(?<!worth )\b(it|its)\b|\b(like|does|can) this\b/i;

    const sockQuestions = questions.filter((q) => typeOf.get(q.product_id) === 'socks');
    expect(sockQuestions.length).toBeGreaterThan(0);
    const sockTexts = new Set((TYPE_QUESTIONS.socks ?? []).flatMap(([q]) => Object.values(q)));
    const capTexts = new Set(
      (QUESTIONS.accessory ?? []).flatMap(([q, a]) => [...Object.values(q), ...Object.values(a)]),
    );
    for (const question of sockQuestions) expect(sockTexts, question.body).toContain(question.body);
    const sockIds = new Set(sockQuestions.map((q) => q.id));
    for (const answer of answers.filter((a) => sockIds.has(a.question_id))) {
      expect(capTexts.has(answer.body), answer.body).toBe(false);
    }

    const pluralReviews = reviews.filter((r) => english(r) && isPlural(r.product_id));
    const pluralQuestions = questions.filter((q) => english(q) && isPlural(q.product_id));
    const pluralIds = new Set(pluralQuestions.map((q) => q.id));
    const pluralAnswers = answers.filter((a) => pluralIds.has(a.question_id));
    expect(pluralReviews.length).toBeGreaterThan(50);
    expect(pluralQuestions.length).toBeGreaterThan(10);
    for (const text of [
      ...pluralReviews.flatMap((r) => [r.title, r.body]),
      ...pluralQuestions.map((q) => q.body),
      ...pluralAnswers.map((a) => a.body),
    ]) {
      expect(text).not.toMatch(singularWords);
    }
    // Singular-named products keep "it": the rule is the name's number, not the kind.
    const singular = reviews.filter((r) => english(r) && !isPlural(r.product_id)).map((r) => r.body);
    expect(singular.some((body) => singularWords.test(body))).toBe(true);
  });

  it('has the brand answer German shoppers with “du”, as the rest of the German shop does (tester finding)', () => {
    // A capitalised Sie/Ihnen/Ihr inside a sentence is the formal address; at a sentence's start "Sie" is "they".
    const formal = /(?<!(?:^|[.!?]\s+))\b(?:Sie|Ihnen|Ihre?[mnrs]?)\b/u;
    const answers = [...Object.values(QUESTIONS), ...Object.values(TYPE_QUESTIONS)].flatMap((pairs) =>
      pairs.flatMap(([, answer]) => [answer.de, ...Object.values(answer.deForms ?? {})]),
    );
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((text) => formal.test(text))).toEqual([]);
    expect(answers).toContain(
      'Die Zehenbox ist geräumig, und wo es eine weite Passform gibt, findest du sie bei der Größenauswahl.',
    );
  });

  it('speaks of a product in German and French in its noun’s gender and number: Laufshorts “sie”, Chaussettes “elles”', () => {
    const { reviews, questions, answers } = generate();
    const formsOf = new Map(
      Object.entries(PRODUCT_TYPES).flatMap(([brand, types]) =>
        types.map((type) => [`${brand}:${type.key}`, type.forms] as const),
      ),
    );
    const styleForms = new Map(
      styles.map((style) => [style.product_id, formsOf.get(`${style.brand}:${style.product_type}`)]),
    );
    const questionProduct = new Map(questions.map((q) => [q.id, q.product_id]));
    // Every German and French text about a product, with the product's forms.
    const texts = [
      ...reviews.map((r) => ({ locale: r.locale, body: r.body, productId: r.product_id })),
      ...questions.map((q) => ({ locale: q.locale, body: q.body, productId: q.product_id })),
      ...answers.map((a) => {
        const productId = questionProduct.get(a.question_id) ?? '';
        return { locale: questions.find((q) => q.id === a.question_id)?.locale ?? '', body: a.body, productId };
      }),
    ].filter((text) => ['de', 'fr'].includes(languageOf(text.locale)));

    // The sentences the banks write for each form of a noun.
    const wordings = (language: 'de' | 'fr', form: string) =>
      new Set(
        SENTENCE_BANKS.map((phrase) =>
          phraseText(phrase, language, { plural: false, de: form, fr: form } as Parameters<typeof phraseText>[2]),
        ),
      );
    const sentences = (body: string) => (body.match(/[^.!?]+[.!?]+/gu) ?? [body]).map((part) => part.trim());
    const seen = new Set<string>();
    for (const text of texts) {
      const language = languageOf(text.locale) as 'de' | 'fr';
      const forms = styleForms.get(text.productId);
      expect(forms, text.productId).toBeDefined();
      const form = forms![language];
      seen.add(`${language}:${form}`);
      const allowed = wordings(language, form);
      for (const sentence of sentences(text.body))
        expect(allowed, `${language} ${form}: ${sentence}`).toContain(sentence);
    }
    // Each form the catalog's nouns have is written.
    for (const form of ['de:m', 'de:f', 'de:n', 'de:pl', 'fr:m', 'fr:f', 'fr:fpl']) expect(seen).toContain(form);

    // Plural nouns (Laufshorts, Lauftights, Socken; Chaussettes) never get a singular pronoun, verb or agreement.
    const germanSingular =
      /^(Es|Er) |\b(Fällt|passt zu allem|meins|meinen|nutze (es|ihn)|wollte (es|ihn)|ich (es|ihn) zurück|kann (es|ihn) nicht|(Darf|Läuft|Ist) (das|der|die))\b/u;
    const frenchSingular =
      /(^|\. )(Il|Elle) |\b(je l[ea] renvoie|l'utilise|l'utiliser|l'aimer|le laver|la laver|lavez-l[ea]|Je l'ai|ne l[ea] recommande|Bien finie?\b|Achetée? |Confortable )/u;
    const plural = texts.filter((text) => {
      const forms = styleForms.get(text.productId)!;
      return languageOf(text.locale) === 'de' ? forms.de === 'pl' : forms.fr.endsWith('pl');
    });
    expect(plural.filter((text) => languageOf(text.locale) === 'de').length).toBeGreaterThan(30);
    expect(plural.filter((text) => languageOf(text.locale) === 'fr').length).toBeGreaterThan(5);
    for (const text of plural) {
      expect(text.body).not.toMatch(languageOf(text.locale) === 'de' ? germanSingular : frenchSingular);
    }
    // Singular nouns keep their singular wordings: the rule is the noun's number, not the kind.
    const germanSingularBodies = texts.filter(
      (text) => languageOf(text.locale) === 'de' && styleForms.get(text.productId)!.de !== 'pl',
    );
    expect(germanSingularBodies.some((text) => germanSingular.test(text.body))).toBe(true);
  });

  it('makes unique UUID-shaped ids', () => {
    const random = createRandom(1);
    const ids = Array.from({ length: 1_000 }, () => uuidFrom(random));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
