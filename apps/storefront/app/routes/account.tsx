import { AccountPage } from '#app/features/auth/account-page.tsx';
import { accountAction, accountLoader } from '#app/lib/session/actions/passwords.server.ts';
import type { Route } from './+types/account';
import { loadPage } from '#app/lib/api/page-failures.server.ts';

/**
 * `/{locale}/account` (spec §2, protected: the session middleware sends anyone but a signed-in shopper home): the
 * profile summary, its edit form (`?edit=details`, `intent=update-profile`) and the change-password form
 * (`intent=change-password`).
 */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, accountLoader);
}

export function action(args: Route.ActionArgs) {
  return accountAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      locale={loaderData.locale}
      countryCode={loaderData.countryCode}
      minAccountAge={loaderData.minAccountAge}
      currency={loaderData.currency}
      profile={loaderData.profile}
      phoneCountry={loaderData.phoneCountry}
      phoneCountries={loaderData.phoneCountries}
      editing={loaderData.editing || (actionData !== undefined && 'intent' in actionData && !actionData.ok)}
      actionData={actionData}
    />
  );
}
