import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales.values';
import type { RouterContextProvider } from 'react-router';

import { catalogueUrlFor, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { AuthFormState } from '#app/features/auth/auth-types.ts';
import { takeFlashToast, type FlashForm } from '#app/lib/flash.server.ts';
import { languageTagOf } from '#app/lib/i18n/locale.ts';
import { freeDeliveryThreshold } from '#app/lib/offers.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { brandLocales, catalogFor, resolveShop } from '#app/lib/shop.server.ts';
import { sessionSummary } from '#app/lib/session/session-summary.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import { profilePhoneCountries } from '#app/lib/session/actions/profile.server.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { navigationTreeFor, type NavCategory } from '#app/lib/catalog/category-tree.ts';
import { countryName, regionOptions } from './regions.ts';
import type { ShellData } from './shell-data.ts';

/**
 * The root loader's work: the shop (site from host and locale), the navigation from the catalog, this locale's
 * messages, and a pending flash toast. It never throws for an api failure: the shell must render around the
 * 404 and 500 pages too, so a failed catalog leaves the navigation empty and the route loaders report the rest.
 */
export async function loadShell({
  request,
  params,
  context,
}: {
  request: Request;
  params: { locale?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<{ shell: ShellData; headers: Headers }> {
  const ctx = getRequestContext(context);
  const shop = await resolveShop(ctx, request, params.locale);
  const languageTag = languageTagOf(shop.locale);

  // The shopper's summary costs an api call only for a signed-in shopper; it runs beside the catalog.
  const session = sessionSummary(ctx, request, { locale: shop.locale, siteId: shop.siteId });
  // The regions to switch to: the brand's sites (from the reference cache), or every locale if they cannot be read.
  const locales = brandLocales(ctx, shop.brand).catch((): readonly LocalePath[] => SUPPORTED_LOCALES);
  // The sign-up's mobile country codes (decision 0017 addenda), for a shopper who can sign up: beside the catalog.
  const phoneCountries =
    shop.site && sessionFor(ctx, request).kind !== 'registered'
      ? profilePhoneCountries(ctx, { locale: shop.locale, siteId: shop.siteId }, shop.site.countryCode)
      : null;
  let navigation: NavCategory[] = [];
  if (shop.site) {
    try {
      navigation = navigationTreeFor((await catalogFor(ctx, shop)).categories, shop.locale);
    } catch {
      // Already reported with its correlation id by the api client; the header shows no categories.
    }
  }

  const summary = await session;
  const headers = new Headers();
  const { toast, form, clear } = await takeFlashToast(request, { secure: ctx.config.isProduction });
  if (clear) headers.append('Set-Cookie', clear);

  const shell: ShellData = {
    locale: shop.locale,
    languageTag,
    brand: shop.brand,
    brandName: BRAND_NAMES[shop.brand],
    site: shop.site
      ? {
          siteId: shop.site.siteId,
          currency: shop.site.currency,
          currencyExponent: shop.site.currencyExponent,
          countryName: countryName(shop.locale, languageTag),
          countryCode: shop.site.countryCode,
          features: shop.site.features,
          minAccountAge: shop.site.minAccountAge,
        }
      : null,
    catalogue: catalogueUrlFor(shop.locale),
    navigation,
    regions: regionOptions(shop.locale, await locales),
    freeDelivery: shop.site ? freeDeliveryThreshold(shop.site) : null,
    correlationId: ctx.correlationId,
    toastDurations: { durationMs: ctx.config.toastDurationMs, actionDurationMs: ctx.config.toastActionDurationMs },
    flashToast: toast,
    authForm: form ? authFormState(form, translatorFor(shop.locale).format) : null,
    ...(phoneCountries ? { phoneCountries: await phoneCountries } : {}),
    botProtection: ctx.signals.botProtection,
    session: summary,
    year: new Date().getFullYear(),
  };
  return { shell, headers };
}

/** The refused form's problems in the page's language (an unknown key says the generic problem). */
function authFormState(
  form: FlashForm,
  format: (key: string, values?: Record<string, string | number>) => string | undefined,
): AuthFormState {
  const say = (problem: { key: string; values: Record<string, string | number> }) =>
    format(problem.key, problem.values) ?? format('error.GEN500') ?? problem.key;
  const fieldErrors = Object.fromEntries(
    Object.entries(form.fieldProblems).map(([name, problem]) => [name, say(problem)]),
  );
  return {
    intent: form.intent,
    values: form.values,
    result: {
      ok: false,
      ...(form.formProblem ? { formError: say(form.formProblem) } : {}),
      ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
      ...(form.offerReset ? { offerReset: true } : {}),
    },
  };
}
