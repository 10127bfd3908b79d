import { EMAIL_MAX_LENGTH } from '@outsole/contracts/auth.values';
import { useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { wordStart } from '#app/lib/i18n/place-start.ts';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';

import { Button } from '#app/components/ui/button.tsx';
import { HashDialog } from '#app/components/ui/hash-dialog.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useFocusFirstInvalid } from '#app/components/ui/use-focus-first-invalid.ts';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { hereAt } from '#app/lib/http/with-hash.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSettledSubmission } from '#app/lib/forms/use-settled-submission.ts';
import type { NotifyResult } from './product-actions.server.ts';
import { NOTIFY_HASH } from './dialog-hashes.ts';
import type { NotifyDialogProps } from './notify-dialog.tsx';
import { useShopperEmail } from './reviews/use-writer-signed-in.ts';

/**
 * Back-in-stock sign-up for the chosen sold-out size: `intent=notify` to the route action (a plain form post
 * without JavaScript; a fetcher with it, so the dialog stays open to show a field or api error). Success
 * redirects with a flash toast.
 */
export function NotifyDialog({ productName, colourName, sizeKind, variant, actionData }: NotifyDialogProps) {
  const t = useT();
  const sizeLabel = useSizeLabel();
  const fetcher = useFetcher<NotifyResult>({ key: 'product-notify' });
  const location = useLocation();
  const { onOpenChange } = useHashDialog(NOTIFY_HASH);
  const result = fetcher.data ?? actionData;
  // A signed-in shopper's own account email, still editable (known only in the browser for a kept page).
  const accountEmail = useShopperEmail();
  const email = result?.email ?? accountEmail ?? '';
  const form = useRef<HTMLFormElement>(null);
  // An address the server refused: focus goes to the field, which is read with its message (not left on the button).
  useFocusFirstInvalid(form, fetcher.data);

  // A submission answered without data was redirected by the action: it worked, the toast says so.
  const submission = useSettledSubmission(fetcher, (data) => {
    if (data === undefined) onOpenChange(false);
  });

  return (
    <HashDialog name={NOTIFY_HASH} title={t('product.notify.title')}>
      {variant ? (
        <fetcher.Form
          ref={form}
          method="post"
          action={hereAt(location, NOTIFY_HASH)}
          className="flex flex-col gap-5"
          noValidate
          onSubmit={submission.sent}
        >
          <p className="text-muted">
            {t('product.notify.intro', {
              name: productName,
              nameStart: wordStart(productName),
              colour: colourName,
              size: sizeLabel(variant.size),
              kind: sizeKind,
            })}
          </p>
          <input type="hidden" name="intent" value="notify" />
          <input type="hidden" name="upc" value={variant.upc} />
          {/* The size's catalog label (44.5, OS), for the confirmation's toast: the action writes it as the page does. */}
          <input type="hidden" name="size" value={variant.size} />
          <TextField
            key={email}
            name="email"
            type="email"
            label={t('product.notify.email')}
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            isRequired
            defaultValue={email}
            errorMessage={result?.fieldErrors?.email}
          />
          {result?.formError ? (
            <p role="alert" className="rounded-xl bg-stone-100 px-4 py-3 text-sm font-medium text-danger">
              {result.formError}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" isLoading={fetcher.state === 'submitting'}>
            {t('product.notify.submit')}
          </Button>
        </fetcher.Form>
      ) : (
        <p>{t('product.notify.chooseSize', { kind: sizeKind })}</p>
      )}
    </HashDialog>
  );
}
