import { UnsubscribePage } from '#app/features/back-in-stock/back-in-stock-pages.tsx';
import { unsubscribeAction, unsubscribeLoader } from '#app/features/back-in-stock/back-in-stock.server.ts';
import { loadPage } from '#app/lib/api/page-failures.server.ts';
import type { Route } from './+types/back-in-stock.unsubscribe';

/** `/{locale}/back-in-stock/unsubscribe?token=…`: the restock email's unsubscribe link. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, unsubscribeLoader);
}

export function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function BackInStockUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      locale={loaderData.locale}
      state={actionData?.state ?? loaderData.state}
      token={loaderData.token}
    />
  );
}
