import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useFetcher } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { ProblemSummary } from '#app/components/ui/problem-summary.tsx';
import { FieldIdPrefix } from '#app/components/ui/text-field.tsx';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSettledSubmission } from '#app/lib/forms/use-settled-submission.ts';
import { AUTH_HASHES } from './auth-hashes.ts';
import type { AuthFormResult } from './auth-types.ts';
import { problemMessage } from './field-messages.ts';
import { useFieldErrors, type FieldErrors } from './use-field-errors.ts';
import { checkField, type CheckContext, type FieldName } from './validation.ts';

export interface AuthFormProps {
  intent: string;
  /** Where it posts: the session resource route, or the page's own route (reset password, account). */
  action: string;
  /** The fields checked in the browser, in no particular order (focus follows the form's order). */
  fields: readonly FieldName[];
  checkContext: CheckContext;
  /** Parts of the context that follow the form's values (the mobile's country choice beside the number). */
  contextOf?: (values: Record<string, string>) => Partial<CheckContext>;
  hidden?: Record<string, string>;
  submitLabel: string;
  /**
   * The answer to a post made without JavaScript: the page's own action's (the route's actionData), or a session
   * dialog's brought back by the flash cookie (AuthFormState). Shown with an error summary the page opens at.
   */
  actionData?: AuthFormResult | undefined;
  /**
   * The prefix of the fields' ids and of the error summary's (`{idPrefix}-problems`), which a refused post made
   * without JavaScript goes back to; unique among the forms a page can hold at once. Defaults to the intent.
   */
  idPrefix?: string;
  /**
   * `actionData` came back to a page the refused post returned to at `#{idPrefix}-problems` (the session dialogs
   * without JavaScript): it is shown as an error summary there, every problem linked to its field.
   */
  problemSummary?: boolean;
  /**
   * Values taken without the checks: a blank optional field (the account's details, where emptying one removes it), a
   * number on file left as it is (the action does not check it again either).
   */
  accept?: (name: FieldName, value: string) => boolean;
  /** A value rewritten as the shopper leaves its field (the phone number in the country's mask). */
  formatOnBlur?: Partial<Record<FieldName, (value: string) => string>>;
  /** After a successful submission: the action's answer, or undefined when it answered with a redirect. */
  onSuccess?: (result: Extract<AuthFormResult, { ok: true }> | undefined) => void;
  /** Empties the form after a successful submission that stays on the page (change password). */
  resetOnSuccess?: boolean;
  className?: string;
  children: (errors: FieldErrors) => ReactNode;
  /** Under the submit button: links to the other dialogs. */
  footer?: ReactNode;
}

/**
 * The identity forms' frame: a POST form with its `intent` that works before and without JavaScript (the browser's
 * own constraint checks apply then, and the action answers with a redirect), and with JavaScript submits through a
 * fetcher, checks each field on blur and on submit with the spec's messages, shows the action's field and form
 * errors, and moves focus to the first field at fault.
 */
export function AuthForm({
  intent,
  action,
  fields,
  checkContext,
  contextOf,
  hidden = {},
  submitLabel,
  actionData,
  idPrefix = intent,
  problemSummary = false,
  accept,
  formatOnBlur,
  onSuccess,
  resetOnSuccess,
  className,
  children,
  footer,
}: AuthFormProps) {
  const t = useT();
  const intl = useIntl();
  const hydrated = useHydrated();
  const fetcher = useFetcher<AuthFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const check = (name: FieldName, values: Record<string, string>) => {
    if (accept?.(name, values[name] ?? '')) return null;
    const problem = checkField(name, values, { ...checkContext, ...contextOf?.(values) });
    return problem ? problemMessage(name, problem, intl) : null;
  };
  const { errors, announcement, onBlur, onChange, checkAll, showServer } = useFieldErrors(fields, check, formRef);

  // The latest answer: the fetcher's, or the page action's to a post made without JavaScript. Its messages are
  // taken in when it arrives (state adjusted during render, as React recommends for derived updates).
  const latest = fetcher.data ?? actionData;
  const [seen, setSeen] = useState<AuthFormResult | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [offerReset, setOfferReset] = useState(false);
  if (latest !== seen) {
    setSeen(latest);
    if (latest && !latest.ok) {
      setFormError(latest.formError ?? null);
      setOfferReset(latest.offerReset === true);
      showServer(latest.fieldErrors ?? {}, { onlyIfFree: fetcher.data === undefined });
    }
  }
  // The document's answer (no fetcher has answered since) opens at its summary; a fetcher's moves focus to the
  // first field at fault (useFieldErrors) and says the form's problem in an alert.
  const documentAnswer =
    problemSummary && fetcher.data === undefined && actionData !== undefined && !actionData.ok ? actionData : null;
  const resetLink = offerReset ? (
    <a href={`#${AUTH_HASHES.forgotPassword}`} className={linkStyles}>
      {t('auth.signIn.resetLink')}
    </a>
  ) : null;

  // A submission that ends without an error answer worked: its answer, or undefined after a redirect.
  const submission = useSettledSubmission(fetcher, (data) => {
    if (data && !data.ok) return;
    if (resetOnSuccess) formRef.current?.reset();
    onSuccess?.(data);
  });

  const blur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const format = target.name ? formatOnBlur?.[target.name as FieldName] : undefined;
    if (format && typeof target.value === 'string') target.value = format(target.value);
    onBlur(event);
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      // Before hydration (and without JavaScript) the browser's own checks run; after it, ours.
      noValidate={hydrated}
      onBlur={blur}
      onChange={onChange}
      onSubmit={(event) => {
        setFormError(null);
        if (checkAll(event.currentTarget, (count) => t('auth.error.summary', { count }))) submission.sent();
        else event.preventDefault();
      }}
      className={cx('flex flex-col gap-5', className)}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {documentAnswer ? (
        <AnswerSummary id={`${idPrefix}-problems`} idPrefix={idPrefix} answer={documentAnswer} resetLink={resetLink} />
      ) : formError && resetLink ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border-2 border-danger bg-white px-4 py-3 text-sm font-medium text-danger"
        >
          <p>{formError}</p>
          <p className="text-ink">{resetLink}</p>
        </div>
      ) : formError ? (
        <p
          role="alert"
          className="rounded-xl border-2 border-danger bg-white px-4 py-3 text-sm font-medium text-danger"
        >
          {formError}
        </p>
      ) : null}
      <FieldIdPrefix.Provider value={idPrefix}>{children(errors)}</FieldIdPrefix.Provider>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <Button type="submit" size="lg" className="w-full" isLoading={fetcher.state !== 'idle'}>
        {submitLabel}
      </Button>
      {footer}
    </fetcher.Form>
  );
}

const linkStyles =
  'rounded font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The error summary of an answer to a post made without JavaScript (the GOV.UK pattern, ProblemSummary): the form's
 * problem, then every field's, each a link to its field. The refused post goes back to the page at `#{id}`, so the
 * browser scrolls to the summary and focuses it (it is focusable), and a screen reader reads it first.
 */
function AnswerSummary({
  id,
  idPrefix,
  answer,
  resetLink,
}: {
  id: string;
  idPrefix: string;
  answer: Extract<AuthFormResult, { ok: false }>;
  resetLink: ReactNode;
}) {
  const t = useT();
  const fieldErrors = Object.entries(answer.fieldErrors ?? {});
  return (
    <ProblemSummary
      id={id}
      title={fieldErrors.length > 0 ? t('auth.error.summary', { count: fieldErrors.length }) : answer.formError}
      problems={fieldErrors.map(([name, message]) => ({ fieldId: `${idPrefix}-${name}`, message }))}
    >
      {fieldErrors.length > 0 && answer.formError ? <p>{answer.formError}</p> : null}
      {resetLink ? <p className="text-ink">{resetLink}</p> : null}
    </ProblemSummary>
  );
}
