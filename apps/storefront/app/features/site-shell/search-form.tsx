import { useId } from 'react';
import { Form } from 'react-router';

import { cx } from '#app/components/ui/cx.ts';
import { SearchIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/** The header's search box: a plain GET form to /{locale}/search?q=, so it works before hydration too. */
export function SearchForm({ locale, className }: { locale: string; className?: string }) {
  const t = useT();
  const id = useId();
  return (
    <Form method="get" action={`/${locale}/search`} role="search" className={cx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('header.search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('header.search.placeholder')}
        className={cx(
          'h-11 w-full rounded-full border-2 border-transparent bg-stone-100 pr-12 pl-5 text-base text-ink',
          'placeholder:text-stone-600 hover:border-stone-300',
          'focus-visible:border-ink focus-visible:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
      />
      <button
        type="submit"
        aria-label={t('header.search.submit')}
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-full text-ink hover:bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
      >
        <SearchIcon className="size-5" />
      </button>
    </Form>
  );
}
