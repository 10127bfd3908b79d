import { ResetPasswordPage } from '#app/features/auth/reset-password-page.tsx';
import { resetPasswordAction, resetPasswordLoader } from '#app/lib/session/actions/passwords.server.ts';
import type { Route } from './+types/reset-password';
import { loadPage } from '#app/lib/api/page-failures.server.ts';

/** `/{locale}/reset-password?token=…`: the page the password-reset email links to. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, resetPasswordLoader);
}

export function action(args: Route.ActionArgs) {
  return resetPasswordAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResetPasswordPage
      locale={loaderData.locale}
      countryCode={loaderData.countryCode}
      token={loaderData.token}
      link={loaderData.link}
      actionData={actionData}
    />
  );
}
