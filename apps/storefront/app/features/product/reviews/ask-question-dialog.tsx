import { useEffect, useRef, type ComponentProps } from 'react';
import { useFetcher } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { focusAfterDialog } from '#app/components/ui/focus-after-dialog.ts';
import { HashDialog, LazyHashDialog } from '#app/components/ui/hash-dialog.tsx';
import { lazyPart } from '#app/components/ui/lazy-part.tsx';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { ASK_QUESTION_HASH, ASK_QUESTION_LINK_ID, QUESTION_SENT_HASH } from '../dialog-hashes.ts';
import type { AskQuestionResult } from './ask-question-action.server.ts';
import type { AskQuestionDialog as Loaded } from './ask-question-dialog.lazy.tsx';

export { ASK_QUESTION_HASH, ASK_QUESTION_LINK_ID, QUESTION_SENT_HASH };

/** Its form loads when the dialog first opens, or is about to (hash-dialog.tsx, LazyHashDialog). */
const Dialog = lazyPart(() => import('./ask-question-dialog.lazy.tsx').then((module) => module.AskQuestionDialog));

/** "Ask a question" (ask-question-dialog.lazy.tsx). */
export function AskQuestionDialog(props: ComponentProps<typeof Loaded>) {
  const t = useT();
  return (
    <LazyHashDialog name={ASK_QUESTION_HASH} title={t('product.questions.ask.title')} dialog={Dialog} props={props} />
  );
}

/**
 * The ask-question success dialog (spec): opened by the fetcher's answer. It replaced the ask dialog, whose button
 * had the focus: closing it (Done or Escape) gives the focus back to the "Ask a question" link. A question held for
 * moderation (the answer's `held`) is said to appear once checked, not to be posted.
 */
export function QuestionSentDialog() {
  const t = useT();
  const held = useFetcher<AskQuestionResult>({ key: 'question-ask' }).data?.held === true;
  const { isOpen } = useHashDialog(QUESTION_SENT_HASH);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    return closed ? focusAfterDialog([ASK_QUESTION_LINK_ID], () => undefined) : undefined;
  }, [isOpen]);
  return (
    <HashDialog name={QUESTION_SENT_HASH} title={t('product.questions.sent.title')}>
      {(close) => (
        <div className="flex flex-col gap-5">
          <p>{t(held ? 'product.questions.sent.held' : 'product.questions.sent.body')}</p>
          <Button size="lg" className="w-full" onPress={close}>
            {t('product.questions.sent.close')}
          </Button>
        </div>
      )}
    </HashDialog>
  );
}
