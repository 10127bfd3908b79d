import type { LocalePath } from '@outsole/contracts/locales';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { messagesFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { OwnVotesContext, type OwnVotesValue } from './own-votes.tsx';
import { answerStart, VoteButtons } from './vote-buttons.tsx';

async function render(node: ReactNode, locale: LocalePath, tag: string) {
  const Stub = createRoutesStub([{ path: '/:locale/*', Component: () => node }]);
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider value={pageIntl(tag, messagesFor(locale))}>
      <Stub initialEntries={[`/${locale}/p/glide-4-running-shoe-SRN227021`]} />
    </IntlProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replaceAll('<!-- -->', '');
}

/** Each button's accessible name (its aria-label) and visible text. */
const buttons = (html: string) =>
  [...html.matchAll(/<button\b[^>]*aria-label="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map(([, name, text]) => ({
    name: name?.replaceAll('&quot;', '"'),
    text,
  }));

describe('VoteButtons', () => {
  it.each([
    ['en-us', 'en-US', 'Helpful (4)', 'Not helpful (1)', 'Helpful (4), review “Love them”'],
    ['de-de', 'de-DE', 'Hilfreich (4)', 'Nicht hilfreich (1)', 'Hilfreich (4), Bewertung „Love them“'],
    ['fr-fr', 'fr-FR', 'Utile (4)', 'Pas utile (1)', 'Utile (4), avis «\u202fLove them\u202f»'],
    ['ja-jp', 'ja-JP', '参考になった（4）', '参考にならなかった（1）', '参考になった（4）、レビュー「Love them」'],
  ] as const)(
    '%s: a review’s buttons keep their text and are named for the review',
    async (locale, tag, helpful, unhelpful, name) => {
      const html = await render(
        <VoteButtons
          intent="review-vote"
          id="R1"
          about="Love them"
          helpfulCount={4}
          unhelpfulCount={1}
          withUnhelpful
          actionData={undefined}
        />,
        locale,
        tag,
      );
      const [first, second] = buttons(html);
      expect(first).toEqual({ name, text: helpful });
      // The visible text starts the name (WCAG 2.5.3 label in name), so voice control still finds the button.
      expect(second?.text).toBe(unhelpful);
      expect(second?.name?.startsWith(unhelpful)).toBe(true);
      expect(second?.name).toContain('Love them');
    },
  );

  it('names an answer’s button by the answer’s start', async () => {
    const html = await render(
      <VoteButtons
        intent="answer-vote"
        id="A1"
        about={answerStart('They run about half a size small, so I would order up a half size.')}
        helpfulCount={2}
        unhelpfulCount={0}
        withUnhelpful={false}
        actionData={undefined}
      />,
      'en-us',
      'en-US',
    );
    expect(buttons(html)).toEqual([
      { name: 'Helpful (2), answer “They run about half a size small, so I…”', text: 'Helpful (2)' },
    ]);
  });

  describe('the shopper’s own vote from before (a reload: OwnVotesProvider)', () => {
    const known = new Map([
      ['review-vote:R1', true],
      ['review-vote:R2', false],
      ['answer-vote:A1', true],
    ]);
    const votes: OwnVotesValue = {
      voteOf: (intent, id) => known.get(`${intent}:${id}`),
      wrote: (intent, id) => `${intent}:${id}` === 'review-vote:MINE' || `${intent}:${id}` === 'answer-vote:MINE',
      ask: () => undefined,
      record: () => undefined,
    };
    /** Each button's aria-pressed, null where it has none. */
    const pressed = (html: string) =>
      [...html.matchAll(/<button\b[^>]*>/g)].map(([tag]) => /aria-pressed="(true|false)"/.exec(tag)?.[1] ?? null);
    const review = (id: string, context: OwnVotesValue | null) =>
      render(
        <OwnVotesContext value={context}>
          <VoteButtons
            intent="review-vote"
            id={id}
            about="Love them"
            helpfulCount={4}
            unhelpfulCount={1}
            withUnhelpful
            actionData={undefined}
          />
        </OwnVotesContext>,
        'en-us',
        'en-US',
      );
    const answer = (id: string) =>
      render(
        <OwnVotesContext value={votes}>
          <VoteButtons
            intent="answer-vote"
            id={id}
            about="Yes"
            helpfulCount={2}
            unhelpfulCount={0}
            withUnhelpful={false}
            actionData={undefined}
          />
        </OwnVotesContext>,
        'en-us',
        'en-US',
      );

    it('presses the button of the way they voted, the other one not', async () => {
      expect(pressed(await review('R1', votes))).toEqual(['true', 'false']);
      expect(pressed(await review('R2', votes))).toEqual(['false', 'true']);
    });

    it('shows the pressed one to the eye: filled, with a check mark (kept in forced colours); the other plain', async () => {
      /** Each button's markup, open tag to close. */
      const buttons = (html: string) => [...html.matchAll(/<button\b[\s\S]*?<\/button>/g)].map(([button]) => button);
      const [helpful, unhelpful] = buttons(await review('R2', votes));
      expect(unhelpful).toContain('<svg');
      expect(unhelpful).toMatch(/class="[^"]*aria-pressed:bg-ink[^"]*"/);
      expect(helpful).not.toContain('<svg');
      for (const button of buttons(await review('R3', votes))) expect(button).not.toContain('<svg');
    });

    // Tester finding F1 (session 51): nobody votes on their own review or answer (the api answers REV403 / QST403).
    it('shows no vote buttons on the shopper’s own review or answer', async () => {
      expect(pressed(await review('MINE', votes))).toEqual([]);
      expect(await review('MINE', votes)).not.toContain('<form');
      const mine = await answer('MINE');
      expect(pressed(mine)).toEqual([]);
      // Until the page knows (no provider, or not asked yet), the buttons show; the api still refuses the vote.
      expect(pressed(await review('MINE', null))).toEqual([null, null]);
    });

    it('leaves the buttons plain where they have not voted, or nothing is known', async () => {
      expect(pressed(await review('R3', votes))).toEqual([null, null]);
      expect(pressed(await review('R1', null))).toEqual([null, null]);
    });

    it('presses an answer’s "Helpful" they chose', async () => {
      const html = await answer('A1');
      expect(pressed(html)).toEqual(['true']);
    });

    it('shows a vote posted without JavaScript over the one from before', async () => {
      const html = await render(
        <OwnVotesContext value={votes}>
          <VoteButtons
            intent="review-vote"
            id="R1"
            about="Love them"
            helpfulCount={3}
            unhelpfulCount={2}
            withUnhelpful
            actionData={{
              intent: 'review-vote',
              id: 'R1',
              helpful: false,
              counted: true,
              helpfulCount: 3,
              unhelpfulCount: 2,
            }}
          />
        </OwnVotesContext>,
        'en-us',
        'en-US',
      );
      expect(pressed(html)).toEqual(['false', 'true']);
    });
  });

  it.each([
    ['Short answer.', 'Short answer.'],
    ['  Yes,\n  true to size  ', 'Yes, true to size'],
    [
      'サイズは普通です。普段と同じサイズで問題ありませんでした。少し幅が狭いので、幅広の足の方はワイドをおすすめします。',
      'サイズは普通です。普段と同じサイズで問題ありませんでした。少し幅が狭いので、幅…',
    ],
  ])('answerStart(%j) → %j', (text, start) => {
    expect(answerStart(text)).toBe(start);
  });
});
