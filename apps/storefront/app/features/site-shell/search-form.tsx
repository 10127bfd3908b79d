import type { AutoSuggestResult } from '@outsole/contracts/search';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Form, useNavigate } from 'react-router';

import { cx } from '#app/components/ui/cx.ts';
import { SearchIcon } from '#app/components/ui/icons.tsx';
import { useFormatMoney } from '#app/components/ui/money.tsx';
import { createBrowserApi } from '#app/lib/api/client.browser.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useOptionalShell } from './use-shell.ts';

/** Wait this long after the last keystroke before asking for suggestions (one request per pause, not per key). */
const SUGGEST_DEBOUNCE_MS = 180;
const SUGGEST_MIN_LENGTH = 2;

interface Suggestion {
  id: string;
  label: string;
  href: string;
  image?: { url: string; width: number; height: number };
  price?: string;
}

/**
 * The header's search box: an auto-suggest combobox (React Aria: arrow keys move through products, categories and
 * popular searches; Enter opens the highlighted one or searches for the text; Escape closes, then clears). It is a
 * plain GET form to /{locale}/search?q= underneath, so before hydration (or without JavaScript) it still searches.
 */
export function SearchForm({ locale, className }: { locale: string; className?: string }) {
  const t = useT();
  const intl = useIntl();
  const shell = useOptionalShell();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const [text, setText] = useState('');
  const [suggest, setSuggest] = useState<{ query: string; result: AutoSuggestResult } | null>(null);
  const siteId = shell?.site?.siteId;

  const api = useMemo(
    () =>
      siteId
        ? createBrowserApi({
            locale,
            siteId,
            translate: (errorId) => {
              const message = intl.messages[`error.${errorId}`];
              return typeof message === 'string' ? message : undefined;
            },
          })
        : null,
    [locale, siteId, intl],
  );

  const query = text.trim();
  useEffect(() => {
    if (!api || query.length < SUGGEST_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<AutoSuggestResult>(`/products/v2/search/autoSuggest?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      }).then(
        (result) => setSuggest({ query, result }),
        () => {
          // Suggestions are a convenience: on failure the box is still a search form.
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query]);

  // Only the answer for what the box holds now (an older answer, or one for text since deleted, is not shown).
  const result = suggest && suggest.query === query && query.length >= SUGGEST_MIN_LENGTH ? suggest.result : null;
  const searchHref = (q: string) => `/${locale}/search?${new URLSearchParams({ q }).toString()}`;
  const sections: Array<{ id: string; title: string; items: Suggestion[] }> = result
    ? [
        {
          id: 'products',
          title: t('header.search.products'),
          items: result.products.map((p) => ({
            id: `p-${p.productId}`,
            label: p.name,
            href: p.pdpUrl,
            image: p.image,
            price: formatMoney({ amount: p.price.sale ?? p.price.list, currency: p.price.currency }),
          })),
        },
        {
          id: 'categories',
          title: t('header.search.categories'),
          items: result.categories.map((c) => ({ id: `c-${c.categoryId}`, label: c.name, href: c.url })),
        },
        {
          id: 'queries',
          title: t('header.search.popular'),
          items: [...(result.correctedQuery ? [{ query: result.correctedQuery }] : []), ...result.popularQueries]
            .filter((p, i, all) => all.findIndex((o) => o.query === p.query) === i)
            .map((p) => ({ id: `q-${p.query}`, label: p.query, href: searchHref(p.query) })),
        },
      ].filter((section) => section.items.length > 0)
    : [];
  const count = sections.reduce((sum, section) => sum + section.items.length, 0);

  // Enter with no suggestion highlighted searches for the text (React Aria keeps the form from submitting while
  // the list is open, so the search is started here).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The first Escape only closes the open list: a search input left to itself would also clear the text.
    if (event.key === 'Escape') {
      if (count > 0 && event.currentTarget.getAttribute('aria-expanded') === 'true') event.preventDefault();
      return;
    }
    if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant')) return;
    if (!query) return;
    event.preventDefault();
    void navigate(searchHref(query));
  };

  return (
    <Form method="get" action={`/${locale}/search`} role="search" className={cx('relative', className)}>
      <ComboBox
        name="q"
        formValue="text"
        allowsCustomValue
        allowsEmptyCollection
        menuTrigger="input"
        inputValue={text}
        onInputChange={setText}
        // Suggestions are actions (links), never a kept selection: a selection left over from the last pick would
        // make Escape put the picked option's text back (empty once the list has moved on) in place of what was typed.
        selectedKey={null}
        defaultFilter={() => true}
        isRequired
        className="relative"
      >
        <Label className="sr-only">{t('header.search.label')}</Label>
        <Input
          type="search"
          maxLength={100}
          enterKeyHint="search"
          placeholder={t('header.search.placeholder')}
          onKeyDown={onKeyDown}
          className={cx(
            'h-11 w-full rounded-full border-2 border-transparent bg-stone-100 pr-12 pl-5 text-base text-ink',
            'placeholder:text-stone-600 hover:border-stone-300',
            'focus-visible:border-ink focus-visible:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        />
        <Popover
          placement="bottom start"
          offset={6}
          className={cx(
            count === 0 && 'hidden',
            'w-[min(28rem,calc(100vw-1.5rem))] overflow-auto rounded-2xl border border-stone-200 bg-paper p-2 shadow-xl',
          )}
        >
          <ListBox aria-label={t('header.search.suggestions')} className="flex flex-col gap-2 outline-none">
            {sections.map((section) => (
              <ListBoxSection key={section.id} id={section.id} className="flex flex-col">
                <Header className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  {section.title}
                </Header>
                {section.items.map((item) => (
                  <ListBoxItem
                    key={item.id}
                    id={item.id}
                    textValue={item.label}
                    onAction={() => void navigate(item.href)}
                    className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm outline-none data-[focused]:bg-stone-100 data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus"
                  >
                    {item.image ? (
                      <img
                        src={item.image.url}
                        width={48}
                        height={48}
                        alt=""
                        className="size-12 shrink-0 rounded-lg bg-stone-100"
                      />
                    ) : null}
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-medium">{item.label}</span>
                      {item.price ? <span className="text-muted">{item.price}</span> : null}
                    </span>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
      <span role="status" className="sr-only">
        {result && query.length >= SUGGEST_MIN_LENGTH ? t('header.search.count', { count }) : ''}
      </span>
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
