import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, type FetcherWithComponents } from 'react-router';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { inertButtonProps } from '#app/components/ui/inert-button.ts';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { withoutWrite } from './review-query.ts';

/** The language a review or question is written in (`de` of de-de). */
export const languageOfLocale = (locale: string) => locale.slice(0, 2).toLowerCase();

/** Whether something written in `locale` is in another language than the page's (it then offers Translate). */
export const isForeign = (locale: string, pageLocale: string) =>
  languageOfLocale(locale) !== languageOfLocale(pageLocale);

/**
 * Translate, for a review or a question thread: a post of `intent` with the item's id through its own fetcher, to
 * the page (and, without JavaScript, to `#at`, the item's own id (anchors.ts), where the answer comes back as the
 * page's action data, in view).
 */
export function TranslateForm<Result>({
  fetcher,
  intent,
  idField,
  id,
  at,
  label,
}: {
  fetcher: FetcherWithComponents<Result>;
  intent: string;
  idField: string;
  id: string;
  at: string;
  /** The button's accessible name, naming what it translates ("Translate review “Love them”"), as the votes do. */
  label: string;
}) {
  const t = useT();
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action={withHash(`${location.pathname}${withoutWrite(new URLSearchParams(location.search))}`, at)}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idField} value={id} />
      <button
        type="submit"
        className={buttonStyles({ variant: 'link', size: 'sm' })}
        aria-label={label}
        {...inertButtonProps({ busy: fetcher.state !== 'idle' })}
      >
        {t('product.reviews.translate')}
      </button>
    </fetcher.Form>
  );
}

/**
 * Once a translation is in: who translated it from what, and the toggle between it and the original. The Translate
 * button is gone by then, so the toggle takes the focus it had.
 */
export function TranslationToggle({
  sourceLanguage,
  provider,
  showOriginal,
  onToggle,
}: {
  sourceLanguage: string;
  provider: string;
  showOriginal: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) toggle.current?.focus({ preventScroll: true });
  }, []);
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
      {showOriginal ? null : <span>{attribution(t, translatedFrom(sourceLanguage, provider, intl.locale))}</span>}
      <button
        ref={toggle}
        type="button"
        className="font-semibold underline underline-offset-4 hover:decoration-2"
        aria-pressed={!showOriginal}
        onClick={onToggle}
      >
        {t(showOriginal ? 'product.reviews.showTranslation' : 'product.reviews.showOriginal')}
      </button>
    </p>
  );
}

/**
 * Providers a shopper may be told the name of (their public name; the api answers its id). Any other (the development
 * sandbox, one not listed yet) is said as "translated automatically", never by an id meant for operators.
 */
const PUBLIC_PROVIDER_NAMES: Readonly<Record<string, string>> = { deepl: 'DeepL' };

function attribution(t: ReturnType<typeof useT>, values: ReturnType<typeof translatedFrom>): string | undefined {
  const name = PUBLIC_PROVIDER_NAMES[values.provider];
  return name
    ? t('product.reviews.translatedBy', { ...values, provider: name })
    : t('product.reviews.translatedAutomatically', values);
}

/**
 * The values of "translated from … by …": the language's name in the page's language (`source`: Französisch,
 * japonais, フランス語) and its ISO 639-1 code (`language`), on which German and French choose their own form of the
 * name ("aus dem Französischen", "du japonais", "de l’anglais"); a language they have no form for is named bare
 * ("Originalsprache: Suaheli"). A code Intl cannot name is shown as it came.
 */
export function translatedFrom(sourceLanguage: string, provider: string, pageLocale: string) {
  let source = sourceLanguage;
  try {
    source = new Intl.DisplayNames([pageLocale], { type: 'language' }).of(sourceLanguage) ?? sourceLanguage;
  } catch {
    // Not a language code (RangeError): said as it came.
  }
  const language = sourceLanguage.split(/[-_]/)[0]!.toLowerCase();
  return { source, language: /^[a-z]{2,3}$/.test(language) ? language : 'other', provider };
}

/** An action's failure, said where the shopper acted. */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className="text-sm font-medium text-danger">
      {children}
    </p>
  ) : null;
}
