import { shoeSizesOf } from '@outsole/contracts/sizes.values';
import { useEffect, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { useMatches } from 'react-router';

import { ToastProvider, useToast, type ToastInput } from '#app/components/ui/toast.tsx';
import { AccountControl } from '#app/features/auth/account-control.tsx';
import { AuthDialogs } from '#app/features/auth/auth-dialogs.tsx';
import { CartControl } from '#app/features/cart/cart-control.tsx';
import { SizeGuide } from '#app/features/size-guide/size-guide.tsx';
import { NavigationPrefetch } from '#app/features/site-shell/navigation-prefetch.tsx';
import { PromoBar } from '#app/features/site-shell/promo-bar.tsx';
import type { ShellData } from '#app/features/site-shell/shell-data.ts';
import { SiteFooter } from '#app/features/site-shell/site-footer.tsx';
import { SiteHeader } from '#app/features/site-shell/site-header.tsx';
import { ShopperProvider, useHeaderShopper } from '#app/features/site-shell/shopper-context.tsx';
import { dispatchBotProtection } from '#app/lib/api/bot-protection.ts';
import { IntlProvider, useIntl } from '#app/lib/i18n/intl.tsx';
import { useCatalogue } from '#app/lib/i18n/catalogue-registry.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { siteTimeZone } from '#app/lib/i18n/site-time-zone.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { RouteAnnouncer } from './features/site-shell/route-announcer.tsx';

/**
 * Everything around a page: messages, toasts, skip link, promo bar, header (with the account control), the identity
 * dialogs and the merged-cart notice (features/auth), footer, the size guide dialog (its `#modal-size-guide` links
 * appear on every page), the flash toast, the bot-protection signal, web vitals and the catalog pages fetched ahead
 * of a click.
 * Used by the root route and by its ErrorBoundary, so 404 and 500 pages get the same chrome. Toasts are keyed by
 * locale: switching region leaves no toast behind in the previous language.
 */
export function AppShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const shopLinks = {
    men: shell.navigation.find((category) => category.key === 'men'),
    women: shell.navigation.find((category) => category.key === 'women'),
    kids: shell.navigation.find((category) => category.key === 'kids'),
  };
  return (
    <IntlProvider
      value={pageIntl(
        shell.languageTag,
        useCatalogue(shell.catalogue),
        siteTimeZone(shell.site?.countryCode ?? shell.locale.slice(3)),
      )}
    >
      <ShellToasts key={shell.locale} shell={shell}>
        <SkipLink />
        <RouteAnnouncer />
        <PromoBar freeDelivery={shell.freeDelivery} />
        {/*
          Around the header and the identity dialogs only, never the page: a context change reaching a streamed
          section that has not hydrated yet makes React drop its server HTML and render it afresh.
        */}
        <ShopperProvider shell={shell}>
          <SiteHeader
            brand={shell.brand}
            locale={shell.locale}
            navigation={shell.navigation}
            account={<ShopperAccountControl locale={shell.locale} />}
            cart={
              shell.site ? (
                <ShopperCartControl locale={shell.locale} openOnAdd={shell.site.features.addToCartMessage !== true} />
              ) : undefined
            }
          />
          <ShopperCartExpiredToast />
          {shell.site ? (
            <ShopperAuthDialogs
              locale={shell.locale}
              site={{
                siteId: shell.site.siteId,
                countryCode: shell.site.countryCode,
                simplifiedEnrollment: shell.site.features.simplifiedEnrollment === true,
                minAccountAge: shell.site.minAccountAge,
              }}
              formState={shell.authForm}
              phoneCountries={shell.phoneCountries ?? null}
            />
          ) : null}
        </ShopperProvider>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {/* Before the footer: without JavaScript the guide is a section of the page here (size-guide.tsx). */}
        <SizeGuide
          shopLinks={shopLinks}
          fit={usePageShoeFit()}
          system={shoeSizesOf(shell.site?.countryCode ?? shell.locale.slice(3).toUpperCase())}
        />
        <SiteFooter
          brand={shell.brand}
          locale={shell.locale}
          navigation={shell.navigation}
          regions={shell.regions}
          site={shell.site}
          year={shell.year}
        />
        <BotProtectionSignal signal={shell.botProtection} />
        <WebVitals />
        <NavigationPrefetch />
      </ShellToasts>
    </IntlProvider>
  );
}

/** A women's shoe's page opens the size guide on women's sizes, a kids' shoe's on kids'; every other page on men's. */
function usePageShoeFit(): 'men' | 'women' | 'kids' {
  const sizeSystem = useMatches()
    .map((match) => (match.loaderData as { details?: { sizeSystem?: unknown } } | undefined)?.details?.sizeSystem)
    .find((system) => system !== undefined);
  if (sizeSystem === 'shoe-women') return 'women';
  return sizeSystem === 'shoe-kids' ? 'kids' : 'men';
}

function ShopperAccountControl({ locale }: { locale: string }) {
  const { session, accountKnown } = useHeaderShopper();
  return <AccountControl locale={locale} session={session} known={accountKnown} />;
}

function ShopperCartControl({ locale, openOnAdd }: { locale: string; openOnAdd: boolean }) {
  const { session, cartCount, inBrowser } = useHeaderShopper();
  return (
    <CartControl locale={locale} count={cartCount} mayHaveCart={session.signedIn || inBrowser} openOnAdd={openOnAdd} />
  );
}

/**
 * spec §8 "cart expired", for a page the page cache served: the shopper summary found the stored cart gone (a page
 * rendered for the shopper carries the toast in its flash toast instead: root.tsx).
 */
function ShopperCartExpiredToast() {
  const { cartExpired } = useHeaderShopper();
  const { show } = useToast();
  const intl = useIntl();
  useEffect(() => {
    if (cartExpired)
      show({ id: 'cart-expired', kind: 'info', message: intl.formatMessage({ id: 'cart.toast.expired' }) });
  }, [cartExpired, show, intl]);
  return null;
}

function ShopperAuthDialogs(props: Omit<ComponentProps<typeof AuthDialogs>, 'session'>) {
  return <AuthDialogs {...props} session={useHeaderShopper().session} />;
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
    >
      {t('shell.skipToContent')}
    </a>
  );
}

/**
 * Toasts for the page. The toast an action left in the flash cookie (flash.server.ts) is part of the first render,
 * so the server renders it too (a form posted without JavaScript still shows it); one arriving with a later
 * revalidation (a submission while the shell stays mounted) is shown by the effect. Same id: shown once.
 */
function ShellToasts({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const intl = useIntl();
  const flash = shell.flashToast;
  const flashToast = useMemo(
    () =>
      flash
        ? { id: flash.id, kind: flash.kind, message: String(intl.formatMessage({ id: flash.message }, flash.values)) }
        : null,
    [flash, intl],
  );
  return (
    <ToastProvider durations={shell.toastDurations} initial={flashToast ? [flashToast] : []}>
      {children}
      <LateFlashToast toast={flashToast} />
    </ToastProvider>
  );
}

function LateFlashToast({ toast }: { toast: ToastInput | null }) {
  const { show } = useToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
  return null;
}

/** spec §8: a 403 with an appId during server rendering still fires the browser's bot-protection event. */
export function BotProtectionSignal({ signal }: { signal: ShellData['botProtection'] }) {
  useEffect(() => {
    if (signal) dispatchBotProtection(signal);
  }, [signal]);
  return null;
}

/**
 * Starts web-vitals once the page has loaded (its observers read buffered entries, so nothing of the first view is
 * missed), keeping its code out of the first view's JavaScript; each metric carries the route id it was measured on.
 */
function WebVitals() {
  const current = useMatches().at(-1)?.id ?? '';
  const routeId = useRef(current);
  useEffect(() => {
    routeId.current = current;
  }, [current]);
  useEffect(() => {
    // The first effect after the page has hydrated: a user timing for monitoring and for bench/lighthouse.mjs, which
    // counts the scripts requested before it as the page's first-load JavaScript.
    performance.mark('outsole:hydrated');
    const start = () =>
      void import('#app/lib/analytics/web-vitals.client.ts').then(({ startWebVitals }) =>
        startWebVitals(() => routeId.current),
      );
    if (document.readyState === 'complete') {
      start();
      return;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return null;
}
