import { OneClickUnsubscribePage } from '#app/features/emailed-links/one-click-unsubscribe-page.tsx';
import { oneClickAction, oneClickLoader } from '#app/features/emailed-links/one-click-unsubscribe.server.ts';
import { loadPage } from '#app/lib/api/page-failures.server.ts';
import type { Route } from './+types/email.unsubscribe';

/** `/{locale}/email/unsubscribe?token=…`: an email's List-Unsubscribe link (one-click POST, or a page that asks). */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, oneClickLoader);
}

export function action(args: Route.ActionArgs) {
  return oneClickAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function EmailUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OneClickUnsubscribePage
      locale={loaderData.locale}
      state={actionData?.state ?? loaderData.state}
      token={loaderData.token}
    />
  );
}
