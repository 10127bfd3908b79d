import { Form, useNavigation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { LinkOutcome, useHeadingFocusOnChange } from './link-outcome.tsx';
import type { OneClickState } from './one-click-unsubscribe.server.ts';

const LINK = 'font-semibold underline underline-offset-4';

/**
 * `/{locale}/email/unsubscribe` opened by a person: asks, and the button posts to the same URL (its token in the
 * query), as a mailbox provider's one-click POST does. The answer's heading takes the focus, so it is read out.
 */
export function OneClickUnsubscribePage({
  locale,
  state,
  token,
}: {
  locale: string;
  state: OneClickState;
  token: string | null;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const heading = useHeadingFocusOnChange(state);
  const continueShopping = (
    <p>
      <a href={`/${locale}`} className={LINK}>
        {t('backInStock.continueShopping')}
      </a>
    </p>
  );
  if (state === 'done') {
    return (
      <LinkOutcome
        headingRef={heading}
        heading={t('emailUnsubscribe.done.heading')}
        body={t('emailUnsubscribe.done.body')}
      >
        {continueShopping}
      </LinkOutcome>
    );
  }
  if (state === 'expired') {
    return (
      <LinkOutcome
        headingRef={heading}
        heading={t('emailUnsubscribe.expired.heading')}
        body={t('emailUnsubscribe.expired.body')}
      >
        <p>
          <a href={`/${locale}/account`} className={LINK}>
            {t('subscriptions.goToAccount')}
          </a>
        </p>
      </LinkOutcome>
    );
  }
  return (
    <LinkOutcome
      headingRef={heading}
      heading={state === 'failed' ? t('backInStock.failed.heading') : t('emailUnsubscribe.heading')}
      body={state === 'failed' ? t('emailUnsubscribe.failed.body') : t('emailUnsubscribe.body')}
    >
      <Form
        method="post"
        action={`/${locale}/email/unsubscribe?${new URLSearchParams({ token: token ?? '' }).toString()}`}
        className="flex flex-col gap-5"
      >
        <Button type="submit" variant="primary" isLoading={busy} className="self-start">
          {t('emailUnsubscribe.submit')}
        </Button>
      </Form>
    </LinkOutcome>
  );
}
