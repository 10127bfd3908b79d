import { EmailOptInConfirmPage } from '#app/features/subscriptions/email-optin-confirm-page.tsx';
import { emailOptInConfirmLoader } from '#app/features/subscriptions/email-optin-confirm.server.ts';
import { loadPage } from '#app/lib/api/page-failures.server.ts';
import type { Route } from './+types/subscriptions.confirm';

/** `/{locale}/subscriptions/confirm?token=…`: the page an email subscription's confirmation email links to. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, emailOptInConfirmLoader);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SubscriptionsConfirm({ loaderData }: Route.ComponentProps) {
  return <EmailOptInConfirmPage locale={loaderData.locale} state={loaderData.state} />;
}
