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

/**
 * The "Find in store" section's id: its link's target, and where its posts come back to without JavaScript (a store
 * search, a store's "Pick up here"), the answer below the section's heading.
 */
export const FIND_IN_STORE_HASH = 'find-in-store-section';

/** The id of the "Ask a question" link (questions-section.tsx), where the focus goes back after the question is sent. */
export const ASK_QUESTION_LINK_ID = 'ask-question-link';
