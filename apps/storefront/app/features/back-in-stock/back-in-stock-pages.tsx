import { Form, useNavigation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { LinkOutcome as Outcome, useHeadingFocusOnChange } from '#app/features/emailed-links/link-outcome.tsx';
import type { ConfirmState, UnsubscribeState } from './back-in-stock.server.ts';

const LINK = 'font-semibold underline underline-offset-4';
const PRIMARY_LINK = buttonStyles({ variant: 'primary', size: 'md' });

export interface ConfirmPageProps {
  locale: string;
  state: ConfirmState;
  /** The product page of the sign-up, when known: back to it, or to sign up again. */
  productPath: string | null;
}

/** `/{locale}/back-in-stock/confirm`: the confirmation email's link, confirmed (or why not) when the page opens. */
export function ConfirmPage({ locale, state, productPath }: ConfirmPageProps) {
  const t = useT();
  if (state === 'failed') {
    return <Outcome heading={t('backInStock.failed.heading')} body={t('backInStock.failed.body')} />;
  }
  // Confirmed or expired: one layout, the product link back to it or (expired) to sign up again, as the primary act.
  const confirmed = state === 'confirmed';
  return (
    <Outcome
      heading={confirmed ? t('backInStock.confirmed.heading') : t('backInStock.expired.heading')}
      body={confirmed ? t('backInStock.confirmed.body') : t('backInStock.expired.body')}
    >
      <p className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {productPath ? (
          <a href={productPath} className={confirmed ? LINK : PRIMARY_LINK}>
            {confirmed ? t('backInStock.backToProduct') : t('backInStock.signUpAgain')}
          </a>
        ) : null}
        <a href={`/${locale}`} className={LINK}>
          {t('backInStock.continueShopping')}
        </a>
      </p>
    </Outcome>
  );
}

export interface UnsubscribePageProps {
  locale: string;
  /** The loader's state, unless the form's answer replaced it. */
  state: UnsubscribeState;
  token: string | null;
}

/**
 * `/{locale}/back-in-stock/unsubscribe`: the restock email's unsubscribe link. The page asks; the button posts to
 * the page's action (a plain form post without JavaScript). The answer's heading takes the focus, so it is read out.
 */
export function UnsubscribePage({ locale, state, token }: UnsubscribePageProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const heading = useHeadingFocusOnChange(state);
  const home = `/${locale}`;
  const continueShopping = (
    <p>
      <a href={home} className={LINK}>
        {t('backInStock.continueShopping')}
      </a>
    </p>
  );
  if (state === 'done') {
    return (
      <Outcome
        headingRef={heading}
        heading={t('backInStock.unsubscribe.done.heading')}
        body={t('backInStock.unsubscribe.done.body')}
      >
        {continueShopping}
      </Outcome>
    );
  }
  if (state === 'expired') {
    return (
      <Outcome
        headingRef={heading}
        heading={t('backInStock.unsubscribe.expired.heading')}
        body={t('backInStock.unsubscribe.expired.body')}
      >
        {continueShopping}
      </Outcome>
    );
  }
  return (
    <Outcome
      headingRef={heading}
      heading={state === 'failed' ? t('backInStock.failed.heading') : t('backInStock.unsubscribe.heading')}
      body={state === 'failed' ? t('backInStock.unsubscribe.failed.body') : t('backInStock.unsubscribe.body')}
    >
      <Form method="post" action={`/${locale}/back-in-stock/unsubscribe`} className="flex flex-col gap-5">
        <input type="hidden" name="token" value={token ?? ''} />
        <Button type="submit" variant="primary" isLoading={busy} className="self-start">
          {t('backInStock.unsubscribe.submit')}
        </Button>
      </Form>
    </Outcome>
  );
}
