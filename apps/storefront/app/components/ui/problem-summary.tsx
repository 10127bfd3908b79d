import type { MouseEvent, ReactNode } from 'react';

import { cx } from './cx.ts';

export interface Problem {
  /** The id of the field at fault (a radio group's first radio), which the problem's link goes to. */
  fieldId: string;
  message: string;
}

export interface ProblemSummaryProps {
  /** Its own id: a page the refused post returns to at `#{id}` opens at it (it is focusable, tabIndex -1). */
  id: string;
  /** What the summary says first: how many fields to correct, or the form's own problem. */
  title: ReactNode;
  /** Every field's problem, in the order of the form's fields: each a link to its field. */
  problems: readonly Problem[];
  /**
   * The title is a polite live region: a form answered in place (a dialog's own checks, a fetcher's answer) says
   * how many problems there are after the focus has moved to the first field at fault.
   */
  live?: boolean;
  /** Under the list: the form's problem beside the fields', a link to another dialog. */
  children?: ReactNode;
  className?: string;
}

const linkStyles =
  'rounded font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * A form's error summary (the GOV.UK pattern, decisions 0016 and 0052): a group named by its title listing every
 * field's problem, each a link to its field, before the form's fields. Without JavaScript a link is an ordinary
 * `#field-id` link: the browser focuses the field, and a `#modal-…` section holding it stays shown while its target
 * is inside it (hash-dialog.tsx, SECTION_CLASS `has-[:target]:block`), and the page hydrating then opens its dialog
 * at that field (use-hash-dialog.ts, takeHashInSection). With JavaScript the link focuses its field
 * without changing the URL's hash, from which the modal dialogs open and close (use-hash-dialog.ts): a new hash
 * would close the dialog the field is in.
 */
export function ProblemSummary({ id, title, problems, live = false, children, className }: ProblemSummaryProps) {
  const titleId = `${id}-title`;
  return (
    <div
      id={id}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      data-problem-summary
      className={cx(
        'flex scroll-mt-24 flex-col gap-2 rounded-xl border-2 border-danger bg-white px-4 py-3 text-sm font-medium text-danger',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <p id={titleId} role={live ? 'status' : undefined} className="font-semibold">
        {title}
      </p>
      {problems.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {problems.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a href={`#${fieldId}`} onClick={focusField} className={linkStyles}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}

/** A link's click once JavaScript runs: the field takes the focus (scrolled into view); the URL stays as it is. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const field = event.currentTarget.ownerDocument.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
}
