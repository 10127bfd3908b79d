import { BalancePage } from '#app/features/gift-card-balance/balance-page.tsx';
import { balanceAction, balanceLoader } from '#app/features/gift-card-balance/balance.server.ts';
import { loadPage } from '#app/lib/api/page-failures.server.ts';
import type { Route } from './+types/gift-card-balance';

/** `/{locale}/gift-card-balance`: what is left on a gift card (features/gift-card-balance). */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, balanceLoader);
}

export function action(args: Route.ActionArgs) {
  return balanceAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function GiftCardBalance({ loaderData, actionData }: Route.ComponentProps) {
  return <BalancePage locale={loaderData.locale} actionData={actionData} />;
}
