import { describe, expect, it } from 'vitest';

import { ApiError } from '#app/lib/api/api-error.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { apiRefusal, BASE, browserCookies, testContext, tokenAnswer } from '#app/lib/session/session-test-kit.ts';
import type { FeedbackContext } from './feedback-context.server.ts';
import { checkQuestion } from './ask-question-action.server.ts';
import { checkReview, writeReviewAction, type WriteReviewResult } from './write-review-action.server.ts';
import { checkReviewForm } from './write-review-dialog.lazy.tsx';

const REVIEWS_PATH = '/products/v1/products/x/reviews';
const { format } = translatorFor('en-us');
const t = (key: Parameters<typeof format>[0], values?: Parameters<typeof format>[1]) => format(key, values) ?? key;
const HIDDEN = 'Please type this again without hidden characters (they often come with copy and paste).';
const valid = { rating: '4', title: 'Light and quick', text: 'Fast on the track.\nComfy too.', authorName: 'Zoë' };

describe('the write-a-review dialog’s check before posting', () => {
  it('checks title and text by the shared free-text rule, as the name, each at its field in the form’s order', () => {
    expect(checkReviewForm(valid, t)).toEqual({});
    // Bidi controls in the title, a control character in the text, nothing visible as the name.
    const found = checkReviewForm(
      { ...valid, title: 'Great \u202Egnp.exe', text: 'Fast on the\u0007 track.', authorName: '\u200B\u200B' },
      t,
    );
    expect(found).toEqual({ title: HIDDEN, text: HIDDEN, authorName: 'Enter a display name.' });
    // The first field to correct (it takes the focus) is the first in the form.
    expect(Object.keys(found)).toEqual(['title', 'text', 'authorName']);
    // A title is one line; the text takes line breaks; invisible text only is no title.
    expect(checkReviewForm({ ...valid, title: 'Light\nand quick' }, t)).toEqual({ title: HIDDEN });
    expect(checkReviewForm({ ...valid, text: 'Fast on the track.\r\nComfy.' }, t)).toEqual({});
    expect(checkReviewForm({ ...valid, title: '\u2060\uFEFF' }, t)).toEqual({ title: 'Give your review a title.' });
    expect(checkReviewForm({ ...valid, text: '\u200B'.repeat(12) }, t)).toEqual({
      text: 'Write your review: at least 10 characters.',
    });
    // Emoji with joiners are text.
    expect(checkReviewForm({ ...valid, title: 'Family run 👩‍👩‍👧' }, t)).toEqual({});
    // Accents stacked on a letter ("Zalgo", t1-F4): said as such at each field; the accents languages write stay.
    const STACKED = 'Please type this again with no more than 4 accents or marks on one letter.';
    expect(
      checkReviewForm(
        {
          ...valid,
          title: `a${'\u0301'.repeat(99)}`,
          text: `Z${'\u0336'.repeat(20)} fast.`,
          authorName: 'Zo\u0308\u0308\u0308\u0308\u0308',
        },
        t,
      ),
    ).toEqual({ title: STACKED, text: STACKED, authorName: STACKED });
    for (const title of ['Giày rất vừa chân', 'か\u3099んは\u3099れ', 'Très légère', 'Größe 👍🏽 👩🏽‍💻'])
      expect(checkReviewForm({ ...valid, title }, t), title).toEqual({});
  });
});

describe('lengths count the characters a reader sees (zero-width spaces are none)', () => {
  const padded = (text: string, to: number) => text + '\u200B'.repeat(to);
  const SHORT = 'Please use at least 10 characters.';
  const NAME = 'Please use 2 to 50 characters.';
  const QUESTION = 'Please use 10 to 500 characters.';

  it('in the dialogs before posting and in the actions after, alike', () => {
    const review = { ...valid, text: padded('Great', 20), authorName: padded('K', 3) };
    expect(checkReviewForm(review, t)).toEqual({ text: SHORT, authorName: NAME });
    expect(checkReview(review, t)).toMatchObject({ text: SHORT, authorName: NAME });
    expect(checkQuestion({ text: padded('Size?', 10), authorName: 'Noor' }, t)).toEqual({ text: QUESTION });
    // What is drawn counts once however it is typed: a decomposed "ë" is one character, an emoji family one.
    expect(checkReviewForm({ ...valid, authorName: 'Zoe\u0308' }, t)).toEqual({});
    expect(checkReviewForm({ ...valid, text: '👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧 great!' }, t)).toEqual({});
  });
});

function api400(field: string) {
  return apiRefusal(
    'The request is invalid.',
    [{ errorId: 'API400', message: `${field} must not contain control characters`, field }],
    { path: REVIEWS_PATH, serverMessage: 'invalid' },
  );
}

/** The action with an api that answers `error` (or records the post), on a page of `locale`. */
async function post(
  values: Record<string, string>,
  error?: unknown,
  locale: 'en-us' | 'de-de' | 'fr-fr' | 'ja-jp' = 'en-us',
) {
  const words = translatorFor(locale);
  const t = (key: Parameters<typeof format>[0], values?: Parameters<typeof format>[1]) =>
    words.format(key, values) ?? key;
  const posted: unknown[] = [];
  const fx = {
    // A signed-in shopper's post: only they write reviews (decision 0052).
    request: new Request(`${BASE}/en-us/p/x-SRN1`, {
      method: 'POST',
      headers: { cookie: browserCookies(tokenAnswer('Registered')) },
    }),
    ctx: testContext(),
    api: {
      request: async (call: unknown) => {
        posted.push(call);
        if (error) throw error;
        return {};
      },
    },
    headers: new Headers(),
    t,
    failed: (e: unknown) => (e instanceof ApiError ? e.message : 'Something went wrong.'),
    reply: <T>(result: T, status = 200) => ({ data: result, init: { status } }),
  } as unknown as FeedbackContext;
  const result = (await writeReviewAction({ intent: 'review-write', fit: '', ...valid, ...values }, fx)) as unknown as {
    data: WriteReviewResult;
    init: { status: number };
  };
  return { ...result, posted };
}

function rev410(field: string, message = 'Your review is a little too long. Please shorten it and try again.') {
  return apiRefusal(message, [{ errorId: 'REV410', message: 'The review is too long.', field }], {
    path: REVIEWS_PATH,
  });
}

describe('an empty field’s message names the field (the error summary lists them as links: t3 F3-10, t1 F5)', () => {
  const empty = { rating: '', title: '', text: '', authorName: '' };
  it.each([
    [
      'en-us',
      {
        rating: 'Please choose a rating.',
        title: 'Give your review a title.',
        text: 'Write your review: at least 10 characters.',
        authorName: 'Enter a display name.',
      },
      'Write your question.',
    ],
    [
      'en-gb',
      {
        rating: 'Please choose a rating.',
        title: 'Give your review a title.',
        text: 'Write your review: at least 10 characters.',
        authorName: 'Enter a display name.',
      },
      'Write your question.',
    ],
    [
      'de-de',
      {
        rating: 'Bitte wähle eine Sternebewertung.',
        title: 'Gib deiner Bewertung einen Titel.',
        text: 'Schreib deine Bewertung: mindestens 10 Zeichen.',
        authorName: 'Gib einen Anzeigenamen ein.',
      },
      'Schreib deine Frage.',
    ],
    [
      'fr-fr',
      {
        rating: 'Veuillez choisir une note.',
        title: 'Donnez un titre à votre avis.',
        text: 'Rédigez votre avis\u202f: 10 caractères minimum.',
        authorName: 'Indiquez le nom à afficher.',
      },
      'Rédigez votre question.',
    ],
    [
      'ja-jp',
      {
        rating: '評価を選択してください。',
        title: 'レビューのタイトルを入力してください。',
        text: 'レビュー本文を10文字以上で入力してください。',
        authorName: '表示名を入力してください。',
      },
      'ご質問を入力してください。',
    ],
  ] as const)('%s: the dialog’s check and the action say each field’s own message', (locale, review, question) => {
    const words = translatorFor(locale);
    const tr = (key: Parameters<typeof format>[0], values?: Parameters<typeof format>[1]) =>
      words.format(key, values) ?? key;
    expect(checkReviewForm(empty, tr)).toEqual(review);
    expect(checkReview(empty, tr)).toEqual(review);
    expect(checkQuestion({ text: '', authorName: '' }, tr)).toEqual({ text: question, authorName: review.authorName });
    // No two messages alike: each of the summary's links says where it goes.
    expect(new Set(Object.values(review)).size).toBe(4);
  });
});

describe('review-write', () => {
  it.each([
    // The error's own message names the whole review ("Deine Bewertung ist etwas zu lang"): at the title it says
    // the title's limit, as the dialog's own check does.
    ['en-us', 'body.title', { title: 'Please use at most 100 characters.' }],
    ['de-de', 'body.title', { title: 'Bitte verwende höchstens 100 Zeichen.' }],
    ['de-de', 'body.text', { text: 'Bitte verwende höchstens 2.000 Zeichen.' }],
    ['fr-fr', 'body.title', { title: 'Veuillez utiliser 100 caractères au maximum.' }],
    ['fr-fr', 'body.text', { text: 'Veuillez utiliser 2\u202f000 caractères au maximum.' }],
    ['ja-jp', 'body.title', { title: '100文字以内で入力してください。' }],
  ] as const)(
    '%s: REV410 on %s is the field’s limit at the field, not “your review is too long”',
    async (locale, field, errors) => {
      const refused = await post({}, rev410(field, 'Deine Bewertung ist etwas zu lang.'), locale);
      expect(refused.data.fieldErrors).toEqual(errors);
      expect(refused.data.formError).toBeUndefined();
    },
  );

  it('says every field’s problem after one post: no rating, a title and a text too long, without posting', async () => {
    const all = await post({ rating: '', title: 't'.repeat(101), text: 'x'.repeat(2001), authorName: '' });
    expect(all.data.fieldErrors).toEqual({
      rating: 'Please choose a rating.',
      title: 'Please use at most 100 characters.',
      text: 'Please use at most 2,000 characters.',
      authorName: 'Enter a display name.',
    });
    expect(Object.keys(all.data.fieldErrors)).toEqual(['rating', 'title', 'text', 'authorName']);
    expect(all.posted).toHaveLength(0);
    // Counted in characters, as the api counts them: 100 emoji are a title, not 200 code units too many.
    expect((await post({ title: '👟'.repeat(100) })).data).toBeUndefined();
  });

  it('marks a title or text the api would refuse at its field, without posting', async () => {
    const bidi = await post({ title: '\u202Eweiv', text: 'Good\u0000 shoe, really.' });
    expect(bidi.data.fieldErrors).toEqual({ title: HIDDEN, text: HIDDEN });
    expect(bidi.data.formError).toBeUndefined();
    expect(bidi.posted).toHaveLength(0);
    const blank = await post({ title: '\u200B', text: '\u200B'.repeat(12) });
    expect(blank.data.fieldErrors).toEqual({
      title: 'Give your review a title.',
      text: 'Write your review: at least 10 characters.',
    });
  });

  it('shows the api’s refusal of a field at that field: REV410 too long, API400 hidden characters', async () => {
    const tooLong = apiRefusal('Your review is a little too long. Please shorten it and try again.', [
      { errorId: 'REV410', message: 'The review is too long.', field: 'body.title' },
    ]);
    const long = await post({}, tooLong);
    expect(long.data.fieldErrors).toEqual({ title: 'Please use at most 100 characters.' });
    expect(long.data.formError).toBeUndefined();
    // The api names each field too long: the message is at every one of them, after one post.
    const both = apiRefusal(tooLong.message, [
      { errorId: 'REV410', message: 'The review is too long.', field: 'body.text' },
      { errorId: 'REV410', message: 'The review is too long.', field: 'body.title' },
    ]);
    const longBoth = await post({}, both);
    expect(longBoth.data.fieldErrors).toEqual({
      title: 'Please use at most 100 characters.',
      text: 'Please use at most 2,000 characters.',
    });
    expect(Object.keys(longBoth.data.fieldErrors)).toEqual(['title', 'text']);
    // The api's rule may be stricter than ours one day: its refusal still lands at the field it names.
    const refused = await post({}, api400('body.text'));
    expect(refused.posted).toHaveLength(1);
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ text: HIDDEN });
    expect(refused.data.formError).toBeUndefined();
    const longText = await post({}, rev410('body.text'));
    expect(longText.data.fieldErrors).toEqual({ text: 'Please use at most 2,000 characters.' });
    // A failure that names no field stays the form's.
    const other = await post({}, api400('body.rating'));
    expect(other.data.fieldErrors).toEqual({});
    expect(other.data.formError).toBe('The request is invalid.');
  });
});
