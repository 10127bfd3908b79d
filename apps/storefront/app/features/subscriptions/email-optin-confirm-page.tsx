import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { LinkOutcome } from '#app/features/emailed-links/link-outcome.tsx';
import type { LinkConfirmState } from '#app/features/emailed-links/emailed-link.server.ts';
import { useT } from '#app/lib/i18n/use-t.ts';

const LINK = 'font-semibold underline underline-offset-4';
const PRIMARY_LINK = buttonStyles({ variant: 'primary', size: 'md' });

/** `/{locale}/subscriptions/confirm`: the email subscription's confirmation (decision 0054), or why not. */
export function EmailOptInConfirmPage({ locale, state }: { locale: string; state: LinkConfirmState }) {
  const t = useT();
  const home = `/${locale}`;
  const account = `/${locale}/account`;
  if (state === 'failed') {
    return <LinkOutcome heading={t('subscriptions.failed.heading')} body={t('subscriptions.failed.body')} />;
  }
  const confirmed = state === 'confirmed';
  return (
    <LinkOutcome
      heading={t(confirmed ? 'subscriptions.confirmed.heading' : 'subscriptions.expired.heading')}
      body={t(confirmed ? 'subscriptions.confirmed.body' : 'subscriptions.expired.body')}
    >
      <p className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <a href={account} className={confirmed ? LINK : PRIMARY_LINK}>
          {t('subscriptions.goToAccount')}
        </a>
        <a href={home} className={LINK}>
          {t('backInStock.continueShopping')}
        </a>
      </p>
    </LinkOutcome>
  );
}
