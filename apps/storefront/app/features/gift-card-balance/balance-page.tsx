import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { focusIsFree } from '#app/components/ui/focus-is-free.ts';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { Money } from '#app/components/ui/money.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { CARD_NUMBER_MAX_LENGTH, PIN_MAX_LENGTH } from './balance-fields.ts';
import type { BalanceResult } from './balance.server.ts';

/**
 * The balance form's id, and where its post comes back to without JavaScript (decision 0049, addendum): the page
 * opens at the form, below the sticky header, so on a phone the answer under it (the balance or the problem) and a
 * field's message are in view, not below the fold under the page's heading and introduction.
 */
export const BALANCE_FORM_ID = 'gift-card-balance';

export interface BalancePageProps {
  locale: string;
  /** The page action's answer. */
  actionData: BalanceResult | undefined;
}

/**
 * The gift card balance page: the card's number and PIN, posted to the page's own action; the answer shows below
 * the form (the balance, the card's last four digits and its expiry) or at the field or form it concerns. Focus
 * moves to the answer, so a screen reader hears it and the keyboard continues from there.
 */
export function BalancePage({ locale, actionData }: BalancePageProps) {
  const t = useT();
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  const answer = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const page = `/${locale}/gift-card-balance`;
  // With JavaScript the post is the router's: no fragment, so the page's scroll and the focus on the answer (below)
  // stay as they were; before hydration (a post the browser sends itself) the page comes back at the form.
  const hydrated = useHydrated();
  const balance = actionData?.ok ? actionData.balance : undefined;

  // The document's answer to a post made without JavaScript reaches the effect at hydration, which the shopper's
  // first click or key starts (decision 0016): a field they chose since keeps the focus and what they typed.
  const hydrating = useRef(true);
  useEffect(() => {
    const atHydration = hydrating.current;
    hydrating.current = false;
    if (!actionData) return;
    if (atHydration && !focusIsFree()) return;
    // A balance shown: the number and PIN leave the form, as the document answer without JavaScript has them (the
    // PIN never comes back), so a shared device keeps nothing typed. Focus goes to the answer, which is read out.
    if (actionData.ok) form.current?.reset();
    const invalid = form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    (invalid ?? answer.current)?.focus();
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-black tracking-tight">{t('giftCardBalance.heading')}</h1>
      <p className="text-muted">{t('giftCardBalance.intro')}</p>
      <Form
        ref={form}
        id={BALANCE_FORM_ID}
        method="post"
        action={hydrated ? page : withHash(page, BALANCE_FORM_ID)}
        className="flex scroll-mt-4 flex-col gap-5"
        noValidate
      >
        <TextField
          name="cardNumber"
          label={t('giftCardBalance.cardNumber.label')}
          description={t('giftCardBalance.cardNumber.hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={CARD_NUMBER_MAX_LENGTH}
          isRequired
          defaultValue={failed?.cardNumber ?? ''}
          errorMessage={failed?.fieldErrors?.cardNumber}
        />
        <TextField
          name="pin"
          type="password"
          label={t('giftCardBalance.pin.label')}
          description={t('giftCardBalance.pin.hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX_LENGTH}
          errorMessage={failed?.fieldErrors?.pin}
        />
        <Button type="submit" variant="primary" isLoading={busy} className="self-start">
          {t('giftCardBalance.submit')}
        </Button>
      </Form>
      <div
        ref={answer}
        tabIndex={-1}
        aria-live="polite"
        className="rounded-xl outline-offset-4 focus-visible:outline-3"
      >
        {failed?.formError ? (
          <p role="alert" className="rounded-xl border-2 border-danger px-4 py-3 font-semibold text-danger">
            {failed.formError}
          </p>
        ) : null}
        {balance ? (
          <section aria-labelledby="gift-card-balance-result" className="rounded-2xl bg-stone-100 p-6">
            <h2 id="gift-card-balance-result" className="text-lg font-bold">
              {t('giftCardBalance.result.heading', { lastFour: balance.lastFour })}
            </h2>
            <p className="mt-2 font-display text-4xl font-black">
              <Money amount={balance.balance.amount} currency={balance.balance.currency} />
            </p>
            <p className="mt-2 text-muted">
              {balance.expiresAt
                ? t('giftCardBalance.result.expires', {
                    date: intl.formatDate(balance.expiresAt, { dateStyle: 'long', timeZone: 'UTC' }),
                  })
                : t('giftCardBalance.result.noExpiry')}
            </p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
