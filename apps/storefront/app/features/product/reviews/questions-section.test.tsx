import type { QuestionList } from '@outsole/contracts/reviews';
import type { LocalePath } from '@outsole/contracts/locales';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { messagesFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { QuestionsSection } from './questions-section.tsx';

const answer = { helpfulCount: 2, unhelpfulCount: 0, createdAt: '2025-05-29T03:00:00.000Z' };
const list: QuestionList = {
  productId: 'SRN227021',
  sort: 'newest',
  start: 0,
  count: 1,
  total: 1,
  questions: [
    {
      questionId: '00000000-0000-4000-8000-000000000001',
      productId: 'SRN227021',
      text: 'Fällt der Schuh groß aus?',
      locale: 'de-de',
      authorName: 'Kim',
      answerCount: 2,
      answers: [
        {
          ...answer,
          answerId: '00000000-0000-4000-9000-000000000001',
          text: 'Er fällt normal aus.',
          authorName: 'Stride Customer Care',
          isBrandAnswer: true,
        },
        {
          ...answer,
          answerId: '00000000-0000-4000-9000-000000000002',
          text: 'Bei mir passt die übliche Größe.',
          authorName: 'Jonas',
          isBrandAnswer: false,
        },
      ],
      createdAt: '2025-05-25T02:00:00.000Z',
    },
  ],
};

async function render(locale: LocalePath, tag: string) {
  const Stub = createRoutesStub([
    {
      path: '/:locale/*',
      Component: () => <QuestionsSection questions={list} actionData={undefined} brandName="Stride" />,
    },
  ]);
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider value={pageIntl(tag, messagesFor(locale))}>
      <Stub initialEntries={[`/${locale}/p/glide-4-SRN227021`]} />
    </IntlProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('a brand’s answer to a question', () => {
  // It was signed "Stride Customer Care", the name it was stored with, in English on every site (language tester F3-1).
  it.each([
    ['de-de', 'de-DE', 'Stride Kundenservice'],
    ['fr-fr', 'fr-FR', 'Service client Stride'],
    ['ja-jp', 'ja-JP', 'Stride カスタマーサービス'],
    ['en-us', 'en-US', 'Stride Customer Service'],
    ['en-gb', 'en-GB', 'Stride Customer Services'],
  ] as const)('%s: is signed by the brand’s team in the page’s language', async (locale, tag, team) => {
    const html = await render(locale, tag);
    expect(html).toMatch(new RegExp(`${team}(,|、)`));
    expect(html).not.toContain('Customer Care');
    // A shopper's answer keeps the shopper's name.
    expect(html).toMatch(/Jonas(,|、)/);
  });
});

describe('a question’s and its answers’ dates (tester finding t1-F5)', () => {
  it('are the dates in the site’s country, as the server and every browser write them', async () => {
    // Asked 02:00 UTC on 25 May, answered 03:00 UTC on 29 May: the 24th and the 28th in New York.
    const html = (await render('en-us', 'en-US')).replace(/<!-- -->/g, '');
    expect(html).not.toContain('May 25, 2025');
    expect(html).toContain('May 24, 2025');
    expect(html).toContain('May 28, 2025');
  });
});
