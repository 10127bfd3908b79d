import {
  AUTHOR_NAME_MAX,
  AUTHOR_NAME_MIN,
  QUESTION_TEXT_MAX,
  QUESTION_TEXT_MIN,
} from '@outsole/contracts/reviews.values';
import { characterCount, visibleLength } from '@outsole/contracts/text.values';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { HashDialog } from '#app/components/ui/hash-dialog.tsx';
import { useFocusFirstInvalid } from '#app/components/ui/use-focus-first-invalid.ts';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { shopperTextKey } from '#app/lib/shopper-text.ts';
import type { AskQuestionResult } from './ask-question-action.server.ts';
import { CountedField, formValues, FormProblems } from './form-fields.tsx';
import { SignedInOnlyNotice, SignInToWrite } from './sign-in-to-write.tsx';
import type { WriteForm } from './own-review.server.ts';
import { useWriter } from './use-writer-signed-in.ts';
import { useWriteHref } from './write-href.ts';

import { ASK_QUESTION_HASH, QUESTION_SENT_HASH } from '../dialog-hashes.ts';

/** The form's fields in their order, with the ids the error summary's links go to (FormProblems). */
const QUESTION_FIELD_IDS = { text: 'question-ask-text', authorName: 'question-ask-authorName' } as const;

/**
 * "Ask a question" (10 to 500 characters, `intent=question-ask`); when it is sent, the spec's success dialog
 * replaces it. Without JavaScript the success message shows in place of the form. Only a signed-in shopper asks
 * (decision 0052): anyone else is asked to sign in in place of the form (without JavaScript, the form says so
 * first: SignedInOnlyNotice); the same question asked again is the api's QST409, said at the form. The display
 * name starts as the shopper's "Jane D." (reviewerName).
 */
export function AskQuestionDialog({
  actionData,
  served,
}: {
  actionData: AskQuestionResult | undefined;
  /** On the form's page of the shopper's own (`?write=question`): whether they are signed in. */
  served?: WriteForm | null | undefined;
}) {
  const t = useT();
  // To the form's page of the shopper's own: a sign-in asked for in the answer comes back to this form.
  const action = useWriteHref('question', ASK_QUESTION_HASH);
  const fetcher = useFetcher<AskQuestionResult>({ key: 'question-ask' });
  const { onOpenChange: openSent } = useHashDialog(QUESTION_SENT_HASH);
  const server = fetcher.data ?? actionData;
  const [clientErrors, setClientErrors] = useState<AskQuestionResult['fieldErrors'] | null>(null);
  const errors = clientErrors ?? server?.fieldErrors ?? {};
  const form = useRef<HTMLFormElement>(null);
  // A refused question (its text or name, as the api's field error) takes the focus to the field; focus is never
  // left on <body>, outside the modal.
  useFocusFirstInvalid(form, fetcher.data);
  const writer = useWriter();
  // A post that came back asking to sign in keeps what was typed, under the notice, until they have signed in.
  const askedToSignIn = server?.signIn === true && writer.signedIn !== true;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.sent) {
      // Moving to the success dialog's hash closes this one.
      openSent(true);
    }
  }, [fetcher.state, fetcher.data, openSent]);

  return (
    <HashDialog name={ASK_QUESTION_HASH} title={t('product.questions.ask.title')}>
      {!fetcher.data && actionData?.sent ? (
        <p role="status">{t(actionData.held ? 'product.questions.sent.held' : 'product.questions.sent.body')}</p>
      ) : (writer.signedIn === false || served?.signedIn === false) && !askedToSignIn ? (
        <SignInToWrite message="product.questions.ask.signIn" />
      ) : (
        <div className="flex flex-col gap-6">
          {/* A post that came back asking to sign in keeps what was typed in the form, under the notice (0052). */}
          {askedToSignIn ? <SignInToWrite message="product.questions.ask.signIn" /> : null}
          <fetcher.Form
            // A sent question leaves an empty form behind (a new element, counters at zero).
            key={fetcher.data?.sent ? 'sent' : 'ask'}
            ref={form}
            method="post"
            action={action}
            className="flex flex-col gap-5"
            noValidate
            onSubmit={(event) => {
              // One post at a time (the button stays enabled so that it keeps the focus while the post is pending).
              if (fetcher.state !== 'idle') {
                event.preventDefault();
                return;
              }
              const v = formValues(event.currentTarget);
              const found: NonNullable<AskQuestionResult['fieldErrors']> = {};
              // Each empty field's message names it, as the error summary's links must (WCAG 2.4.4).
              if (!v.text) found.text = t('product.questions.ask.textRequired');
              else if (visibleLength(v.text) < QUESTION_TEXT_MIN || characterCount(v.text) > QUESTION_TEXT_MAX)
                found.text = t('product.questions.ask.length', { min: QUESTION_TEXT_MIN, max: QUESTION_TEXT_MAX });
              else {
                const key = shopperTextKey(v.text, { lines: true, required: 'product.questions.ask.textRequired' });
                if (key) found.text = t(key);
              }
              const name = v.authorName ?? '';
              const nameKey = shopperTextKey(name, { required: 'product.reviews.write.nameRequired' });
              if (!name) found.authorName = t('product.reviews.write.nameRequired');
              else if (nameKey) found.authorName = t(nameKey);
              else if (visibleLength(name) < AUTHOR_NAME_MIN || characterCount(name) > AUTHOR_NAME_MAX)
                found.authorName = t('product.reviews.nameLength', { min: AUTHOR_NAME_MIN, max: AUTHOR_NAME_MAX });
              if (found.text || found.authorName) {
                event.preventDefault();
                setClientErrors(found);
                // As the review dialog does: the first field to correct takes the focus.
                const first = event.currentTarget.querySelector<HTMLElement>(
                  `[name="${found.text ? 'text' : 'authorName'}"]`,
                );
                first?.focus();
                return;
              }
              setClientErrors(null);
            }}
          >
            <FormProblems id="question-ask-problems" errors={errors} fieldIds={QUESTION_FIELD_IDS} />
            {askedToSignIn ? null : <SignedInOnlyNotice message="product.questions.ask.signedInOnly" what="question" />}
            <input type="hidden" name="intent" value="question-ask" />
            <CountedField
              name="text"
              id={QUESTION_FIELD_IDS.text}
              label={t('product.questions.ask.text')}
              hint={t('product.questions.ask.hint', { min: QUESTION_TEXT_MIN, max: QUESTION_TEXT_MAX })}
              defaultValue={server?.values.text ?? ''}
              error={errors.text}
              max={QUESTION_TEXT_MAX}
              multiline
            />
            <CountedField
              // The shopper's name may come after the form (the page cache's page asks for it): it then fills the field.
              key={writer.name ? 'named' : 'unnamed'}
              name="authorName"
              id={QUESTION_FIELD_IDS.authorName}
              label={t('product.reviews.write.name')}
              defaultValue={server?.values.authorName ?? writer.name ?? ''}
              error={errors.authorName}
              autoComplete="nickname"
            />
            {server?.formError ? (
              <p role="alert" className="rounded-xl bg-stone-100 px-4 py-3 text-sm font-medium text-danger">
                {server.formError}
              </p>
            ) : null}
            {/* Not isLoading: React Aria announces the pending state by an id that is gone once the success dialog
              replaces this one, which leaves an unnamed live-region entry (axe role-img-alt). Not isDisabled: a
              disabled button drops the focus to <body>, outside the modal (onSubmit refuses a second post). */}
            <Button type="submit" size="lg" className="w-full">
              {t('product.questions.ask.submit')}
            </Button>
          </fetcher.Form>
        </div>
      )}
    </HashDialog>
  );
}
