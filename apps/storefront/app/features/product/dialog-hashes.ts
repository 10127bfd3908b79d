/**
 * The product page's dialogs' hashes (spec §2 `#modal-…`), apart from the dialogs: their code loads when they first
 * open (the `*.lazy.tsx` modules), and the page, its links and the lazy modules all name them.
 */
export const SIZE_CHART_HASH = 'modal-size-chart';
export const NOTIFY_HASH = 'modal-notify';
export const WRITE_REVIEW_HASH = 'modal-write-review';
export const ASK_QUESTION_HASH = 'modal-ask-question';
export const QUESTION_SENT_HASH = 'modal-question-sent';
export const REPORT_HASH = 'modal-report-review';

/** The id of the "Ask a question" link (questions-section.tsx), where the focus goes back after the question is sent. */
export const ASK_QUESTION_LINK_ID = 'ask-question-link';
