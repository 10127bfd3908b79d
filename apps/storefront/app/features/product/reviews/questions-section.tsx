import type { Question, QuestionList } from '@outsole/contracts/reviews';
import { Suspense, useRef, useState } from 'react';
import { Await, useFetcher, useLocation, useSearchParams } from 'react-router';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { wordStart } from '#app/lib/i18n/place-start.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import {
  ASK_QUESTION_HASH,
  ASK_QUESTION_LINK_ID,
  AskQuestionDialog,
  QuestionSentDialog,
} from './ask-question-dialog.tsx';
import type { FeedbackActionResult } from './feedback-actions.server.ts';
import type { WriteForm } from './own-review.server.ts';
import { useWriteHref } from './write-href.ts';
import { PageNav } from './page-nav.tsx';
import { answerAnchor, questionAnchor } from './anchors.ts';
import { pageAt, QUESTIONS_PER_PAGE, questionSearch } from './review-query.ts';
import type { QuestionTranslateResult } from './translate-action.server.ts';
import { FormError, isForeign, languageOfLocale, TranslateForm, TranslationToggle } from './translation.tsx';
import type { VoteResult } from './vote-action.server.ts';
import { answerStart, VoteButtons } from './vote-buttons.tsx';
import { useAskOwnVotesWhenShown } from './own-votes.tsx';

export interface QuestionsSectionProps {
  /** In the document, or still streaming when the api was slow (product.server.ts). */
  questions: QuestionList | Promise<QuestionList>;
  actionData: FeedbackActionResult | undefined;
  /** The form's page of the shopper's own (`?write=`), or null. */
  write?: WriteForm | null;
  /** The site's brand as it names itself (Stride): a brand answer is signed by its team in the page's language. */
  brandName: string;
}

/**
 * Questions and answers (streamed when the api was slow), a page at a time (`?questionPage=`, plain links); brand
 * answers are marked; answers take "Helpful" votes; a thread in another language than the page's offers Translate.
 */
export function QuestionsSection({ questions, actionData, write = null, brandName }: QuestionsSectionProps) {
  const t = useT();
  // Without JavaScript, the form's page of the shopper's own; with it, the dialog opens in place (data-modal).
  const askHref = useWriteHref('question', ASK_QUESTION_HASH);
  return (
    <section aria-labelledby="questions-heading" id="questions" className="flex scroll-mt-4 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="questions-heading" className="font-display text-2xl font-extrabold tracking-tight">
          {t('product.questions.heading')}
        </h2>
        <a
          id={ASK_QUESTION_LINK_ID}
          href={askHref}
          data-modal={ASK_QUESTION_HASH}
          rel="nofollow"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          {t('product.questions.ask.link')}
        </a>
      </div>
      <AskQuestionDialog
        actionData={actionData?.intent === 'question-ask' ? actionData : undefined}
        served={write?.what === 'question' ? write : null}
      />
      <QuestionSentDialog />
      <Suspense fallback={<p className="min-h-24 text-muted">{t('product.reviews.loading')}</p>}>
        <Await resolve={questions} errorElement={<p role="alert">{t('product.questions.error')}</p>}>
          {(list) => <QuestionItems list={list} actionData={actionData} brandName={brandName} />}
        </Await>
      </Suspense>
    </section>
  );
}

function QuestionItems({
  list,
  actionData,
  brandName,
}: {
  list: QuestionList;
  actionData: FeedbackActionResult | undefined;
  brandName: string;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // The page the loader answered: the last one when the URL asked for one past the end.
  const page = pageAt(list.start, QUESTIONS_PER_PAGE);
  const pages = Math.max(1, Math.ceil(list.total / QUESTIONS_PER_PAGE));
  const voteData = actionData?.intent === 'answer-vote' ? actionData : undefined;
  const translateData = actionData?.intent === 'question-translate' ? actionData : undefined;
  // The shopper's own votes on these answers, asked for once the list is near the viewport.
  const listed = useRef<HTMLUListElement>(null);
  useAskOwnVotesWhenShown(
    listed,
    list.questions.some((question) => question.answers.length > 0),
  );
  if (list.total === 0) return <p>{t('product.questions.empty')}</p>;
  return (
    <>
      <ul ref={listed} className="flex flex-col gap-6">
        {list.questions.map((question) => (
          <QuestionThread
            key={question.questionId}
            question={question}
            brandName={brandName}
            voteData={voteData}
            translateData={translateData?.questionId === question.questionId ? translateData : undefined}
          />
        ))}
      </ul>
      <PageNav
        label={t('product.questions.page.label')}
        page={page}
        pages={pages}
        hrefFor={(to) => `${pathname}${questionSearch(searchParams, to)}#questions`}
        previous={t('product.questions.page.previous')}
        next={t('product.questions.page.next')}
      />
    </>
  );
}

/**
 * One question with its answers. Answers are written in their question's language (the api has no other way to
 * answer), so a thread in another language is marked as such and translated as a whole (decision 0045).
 */
function QuestionThread({
  question,
  brandName,
  voteData,
  translateData,
}: {
  question: Question;
  brandName: string;
  voteData: VoteResult | undefined;
  translateData: QuestionTranslateResult | undefined;
}) {
  const t = useT();
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const translate = useFetcher<QuestionTranslateResult>({ key: `question-translate-${question.questionId}` });
  const result = translate.data ?? translateData;
  const translation = result?.translation;
  const [showOriginal, setShowOriginal] = useState(false);
  const shown = translation && !showOriginal ? translation : null;
  const shownAnswer = new Map(shown?.answers.map((answer) => [answer.answerId, answer.text]));
  // Shown as written: in the thread's language; translated: in the page's.
  const written = languageOfLocale(question.locale);
  return (
    // The shoppers' words (a long word, a pasted link) break inside rather than widen a phone's page.
    <li className="flex flex-col gap-3 border-b border-stone-200 pb-6 wrap-anywhere">
      <h3 id={questionAnchor(question.questionId)} className="text-lg font-bold" lang={shown ? undefined : written}>
        {shown ? shown.question.text : question.text}
      </h3>
      <p className="text-sm text-muted">
        {t('product.questions.askedBy', {
          author: question.authorName,
          authorStart: wordStart(question.authorName),
          date: date(question.createdAt),
        })}
      </p>
      {translation ? (
        <TranslationToggle
          sourceLanguage={translation.question.sourceLanguage}
          provider={translation.provider}
          showOriginal={showOriginal}
          onToggle={() => setShowOriginal((v) => !v)}
        />
      ) : isForeign(question.locale, intl.locale) ? (
        <TranslateForm
          fetcher={translate}
          intent="question-translate"
          idField="questionId"
          id={question.questionId}
          at={questionAnchor(question.questionId)}
          label={t('product.reviews.translateLabel.question', { start: answerStart(question.text) })}
        />
      ) : null}
      <FormError>{result?.formError}</FormError>
      {question.answers.length === 0 ? (
        <p className="text-sm">{t('product.questions.noAnswers')}</p>
      ) : (
        <ul
          className="flex flex-col gap-4 border-l-4 border-stone-200 pl-4"
          aria-label={t('product.questions.answers')}
        >
          {question.answers.map((answer) => (
            <li key={answer.answerId} id={answerAnchor(answer.answerId)} className="flex flex-col gap-2">
              {answer.isBrandAnswer ? (
                <span className="w-fit rounded-full bg-accent px-3 py-0.5 text-xs font-bold tracking-wide uppercase">
                  {t('product.questions.brand')}
                </span>
              ) : null}
              <p lang={shownAnswer.has(answer.answerId) ? undefined : written}>
                {shownAnswer.get(answer.answerId) ?? answer.text}
              </p>
              <p className="text-sm text-muted">
                {t('product.questions.answeredBy', {
                  // The brand's team in the page's language ("Stride Kundenservice"), not the name the answer was
                  // stored with ("Stride Customer Care" on every site: language tester F3-1); a shopper as named.
                  author: answer.isBrandAnswer
                    ? t('product.questions.brandTeam', { brand: brandName })
                    : answer.authorName,
                  date: date(answer.createdAt),
                })}
              </p>
              <VoteButtons
                intent="answer-vote"
                id={answer.answerId}
                about={answerStart(shownAnswer.get(answer.answerId) ?? answer.text)}
                helpfulCount={answer.helpfulCount}
                unhelpfulCount={answer.unhelpfulCount}
                withUnhelpful={false}
                actionData={voteData}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
