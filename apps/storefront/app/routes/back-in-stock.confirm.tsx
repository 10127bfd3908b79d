import { ConfirmPage } from '#app/features/back-in-stock/back-in-stock-pages.tsx';
import { confirmLoader } from '#app/features/back-in-stock/back-in-stock.server.ts';
import { loadPage } from '#app/lib/api/page-failures.server.ts';
import type { Route } from './+types/back-in-stock.confirm';

/** `/{locale}/back-in-stock/confirm?token=…`: the page a back-in-stock confirmation email links to. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, confirmLoader);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function BackInStockConfirm({ loaderData }: Route.ComponentProps) {
  return <ConfirmPage locale={loaderData.locale} state={loaderData.state} productPath={loaderData.productPath} />;
}
