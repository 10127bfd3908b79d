import type { AutoSuggestResult } from '@outsole/contracts/search';
import { clampSearchQuery, SEARCH_QUERY_MAX_LENGTH } from '@outsole/contracts/search.values';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';

import { cx } from '#app/components/ui/cx.ts';
import { ClockIcon, SearchIcon } from '#app/components/ui/icons.tsx';
import { useFormatMoney } from '#app/components/ui/money.tsx';
import { categoryPathLabel } from '#app/lib/catalog/category-tree.ts';
import { useBrowserApi } from '#app/lib/api/use-browser-api.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { comboboxKey, type ComboboxState } from './combobox-keys.ts';
import { matchParts } from './match-parts.ts';
import { clearRecentSearches, readRecentSearches } from './recent-searches.ts';
import { useOptionalShell } from './use-shell.ts';
import { separatorFor } from '#app/lib/i18n/separator.ts';

/** Wait this long after the last keystroke before asking for suggestions (one request per pause, not per key). */
const SUGGEST_DEBOUNCE_MS = 180;
const SUGGEST_MIN_LENGTH = 2;

interface Suggestion {
  id: string;
  label: string;
  href: string;
  image?: { url: string; width: number; height: number };
  /** A second, quieter line, cut with an ellipsis when too long: who a product is for, a category's parents. */
  detail?: string;
  /**
   * A product's price (a sale one with the price it was), on its own line and never cut: "￥16,20…" read as another
   * amount on a phone (tester finding t1-F4). It wraps where it does not fit.
   */
  price?: string;
  /** A search for this text (a recent or popular one): the box takes the text when it is picked. */
  query?: string;
  /** One of the shopper's recent searches (a clock beside it). */
  recent?: boolean;
  /** Done in place of following `href` ("Clear recent searches"). */
  action?: () => void;
}

/**
 * The header's search box: an auto-suggest combobox (WAI-ARIA APG "editable combobox with list autocomplete": arrow
 * keys move through products, categories and popular searches while focus stays in the box; Enter opens the
 * highlighted one or searches for the text; Escape closes, then clears). It is a plain GET form to
 * /{locale}/search?q= underneath, so before hydration (or without JavaScript) it still searches.
 *
 * The list is rendered in place, right after the input inside the search landmark, not portalled to the end of the
 * document: a portalled popup has to hide the rest of the page from screen readers while open (React Aria's
 * ComboBox does, with aria-hidden on everything else, which leaves the page's links tabbable but hidden: axe
 * aria-hidden-focus, and no main landmark or h1). In place, the list follows its input in reading order and the
 * page stays as it is. docs/decisions/0012-header-search-combobox.md.
 *
 * Opened empty (a click or tap, or an arrow key), it lists the shopper's recent searches in this browser, with an
 * option to clear them (recent-searches.ts, docs/decisions/0031-recent-searches.md).
 */
export function SearchForm({ locale, className }: { locale: string; className?: string }) {
  const t = useT();
  const intl = useIntl();
  const shell = useOptionalShell();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const searched = useSearchedQuery(locale);
  const [text, setText] = useState(searched);
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggest, setSuggest] = useState<{ query: string; result: AutoSuggestResult } | null>(null);
  const [combo, setCombo] = useState<ComboboxState>({ open: false, activeId: null });
  // The box is uncontrolled, so hydration (after the page's load event, decision 0016) never wipes what a shopper
  // typed before it: the text and an open list are picked up from the input once the scripts run.
  useEffect(() => {
    const input = inputRef.current;
    if (!input?.value) return;
    setText(input.value);
    if (document.activeElement === input) setCombo({ open: true, activeId: null });
  }, []);
  // On the results page the box holds what was searched for, to refine it; elsewhere it is empty. A new page puts
  // its query in the box (Back and Forward too, focused or not) unless the shopper is typing in it.
  const shownQuery = useRef(searched);
  useEffect(() => {
    const input = inputRef.current;
    if (shownQuery.current === searched) return; // first render: what was typed before hydration stays
    const shown = shownQuery.current;
    shownQuery.current = searched;
    if (!input || !followsPage(input.value, shown, document.activeElement === input)) return;
    input.value = searched;
    setText(searched);
  }, [searched]);
  const baseId = useId();
  const siteId = shell?.site?.siteId;
  // Read from storage each time the box is opened empty: another tab or the results page may have added one.
  const [recent, setRecent] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState('');
  // Escape on a closed list is the search input's own clearing: the emptied box then stays closed.
  const clearedByEscape = useRef(false);
  const loadRecent = () => {
    const list = siteId ? readRecentSearches(siteId) : [];
    setRecent(list);
    return list;
  };

  const api = useBrowserApi(locale, siteId);

  const query = text.trim();
  // Suggestions are asked for while the list is open (typing opens it), not for a query the page put in the box.
  const listening = combo.open;
  useEffect(() => {
    if (!api || !listening || query.length < SUGGEST_MIN_LENGTH) return;
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
  }, [api, query, listening]);

  // Only the answer for what the box holds now (an older answer, or one for text since deleted, is not shown).
  const result = suggest && suggest.query === query && query.length >= SUGGEST_MIN_LENGTH ? suggest.result : null;
  const searchHref = (q: string) => `/${locale}/search?${new URLSearchParams({ q }).toString()}`;
  const recentSection = (list: readonly string[]) => ({
    id: 'recent',
    title: t('header.search.recent'),
    items: [
      ...list.map((q): Suggestion => ({ id: `r:${q}`, label: q, href: searchHref(q), query: q, recent: true })),
      {
        id: 'clear',
        label: t('header.search.clearRecent'),
        href: '',
        action: () => {
          if (siteId) clearRecentSearches(siteId);
          setRecent([]);
          setCombo({ open: false, activeId: null });
          setNotice(t('header.search.recentCleared'));
        },
      },
    ],
  });
  const showRecent = query === '' && recent.length > 0;
  // Who it is for (a model's two cuts share its name).
  const productDetail = (p: AutoSuggestResult['products'][number]) =>
    p.gender ? t('header.search.gender', { gender: p.gender }) : undefined;
  // Its price, a sale one with the price it was.
  const productPrice = (p: AutoSuggestResult['products'][number]) => {
    const money = (amount: number) => formatMoney({ amount, currency: p.price.currency });
    return p.price.sale !== null && p.price.sale < p.price.list
      ? t('header.search.salePrice', { price: money(p.price.sale), was: money(p.price.list) })
      : money(p.price.sale ?? p.price.list);
  };
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
            ...(productDetail(p) ? { detail: productDetail(p) } : {}),
            price: productPrice(p),
          })),
        },
        {
          id: 'categories',
          title: t('header.search.categories'),
          items: result.categories.map((c) => ({
            id: `c-${c.categoryId}`,
            label: c.name,
            href: c.url,
            detail: categoryPathLabel(c.path),
          })),
        },
        {
          id: 'queries',
          title: t('header.search.popular'),
          items: [...(result.correctedQuery ? [{ query: result.correctedQuery }] : []), ...result.popularQueries]
            .filter((p, i, all) => all.findIndex((o) => o.query === p.query) === i)
            .map((p) => ({ id: `q-${p.query}`, label: p.query, href: searchHref(p.query), query: p.query })),
        },
      ].filter((section) => section.items.length > 0)
    : showRecent
      ? [recentSection(recent)]
      : [];
  const count = sections.reduce((sum, section) => sum + section.items.length, 0);

  const items = sections.flatMap((section) => section.items);
  const ids = items.map((item) => item.id);
  const expanded = combo.open && count > 0;
  const activeIndex = expanded && combo.activeId !== null ? ids.indexOf(combo.activeId) : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listId = `${baseId}-list`;
  const inputId = `${baseId}-input`;

  // Keep the highlighted option in view as the arrows move through a list taller than its box.
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, baseId]);

  const open = (item: Suggestion) => {
    if (item.action) return item.action();
    setCombo({ open: false, activeId: null });
    // The results page shows its query in the box, as it does for typed text (the box keeps focus, so the page's
    // own update of the box leaves it alone).
    if (item.query !== undefined && inputRef.current) {
      inputRef.current.value = item.query;
      setText(item.query);
    }
    void navigate(item.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that choose or confirm an input method's candidate (Japanese kana to kanji, say) belong to the IME while
    // the text is being composed: Chromium and Firefox mark them isComposing, Safari sends the Enter that ends the
    // composition as key code 229 once it has ended.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter') {
      const item = activeIndex >= 0 ? items[activeIndex] : undefined;
      // A highlighted suggestion opens; otherwise the form searches for the text (the browser submits it).
      if (item) {
        event.preventDefault();
        open(item);
      } else {
        setCombo({ open: false, activeId: null });
      }
      return;
    }
    // An arrow in the empty box opens the recent searches, read now (hydration may have come after the focus).
    const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
    let keyIds = ids;
    if (arrow && !combo.open && query === '') {
      const list = loadRecent();
      keyIds = list.length > 0 ? recentSection(list).items.map((item) => item.id) : [];
    }
    const next = comboboxKey(combo, event.key, keyIds);
    clearedByEscape.current = event.key === 'Escape' && !next.handled;
    if (next.handled) event.preventDefault();
    if (next.state !== combo) setCombo(next.state);
  };

  return (
    <Form method="get" action={`/${locale}/search`} role="search" className={cx('relative', className)}>
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('header.search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          required
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('header.search.placeholder')}
          defaultValue={searched}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          ref={inputRef}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') loadRecent(); // emptied: the recent searches show again
            setNotice('');
            setCombo({ open: !clearedByEscape.current, activeId: null });
            clearedByEscape.current = false;
          }}
          onClick={() => {
            if (combo.open || query !== '') return;
            loadRecent();
            setNotice('');
            setCombo({ open: true, activeId: null });
          }}
          onBlur={() => setCombo({ open: false, activeId: null })}
          onKeyDown={onKeyDown}
          className={cx(
            'h-11 w-full rounded-full border-2 border-transparent bg-stone-100 pr-12 pl-5 text-base text-ink',
            'placeholder:text-stone-600 hover:border-stone-300',
            'focus-visible:border-ink focus-visible:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('header.search.suggestions')}
          hidden={!expanded}
          // Not a tab stop: Chromium makes a scrolling element with no focusable content keyboard-focusable, so Tab
          // from the box went to the list, which then closed and left the focus on <body>. Tab moves on to the next
          // control and the list closes (the APG combobox pattern); options are reached with the arrows.
          tabIndex={-1}
          // Clicks on the list keep focus in the input (it would close the list on blur).
          onMouseDown={(event) => event.preventDefault()}
          className="absolute top-full right-0 z-40 mt-1.5 flex max-h-[min(32rem,70vh)] w-[min(28rem,calc(100vw-1.5rem))] flex-col gap-2 overflow-auto rounded-2xl border border-stone-200 bg-paper p-2 shadow-xl"
        >
          {sections.map((section) => (
            <div key={section.id} role="group" aria-labelledby={`${baseId}-${section.id}`} className="flex flex-col">
              <div
                id={`${baseId}-${section.id}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {section.title}
              </div>
              {section.items.map((item) => {
                const index = ids.indexOf(item.id);
                const active = index === activeIndex;
                return (
                  <div
                    key={item.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={active}
                    data-focused={active || undefined}
                    onMouseMove={() => {
                      if (!active) setCombo({ open: true, activeId: item.id });
                    }}
                    onClick={() => open(item)}
                    className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm data-[focused]:bg-stone-100 data-[focused]:outline-2 data-[focused]:outline-ink"
                  >
                    {item.recent ? <ClockIcon className="size-5 shrink-0 text-muted" /> : null}
                    {item.image ? (
                      <img
                        src={item.image.url}
                        width={48}
                        height={48}
                        alt=""
                        className="size-12 shrink-0 rounded-lg bg-stone-100"
                      />
                    ) : null}
                    <SuggestionText item={item} query={query} locale={intl.locale} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <span role="status" className="sr-only">
        {result && query.length >= SUGGEST_MIN_LENGTH
          ? t('header.search.count', { count })
          : expanded && showRecent
            ? t('header.search.recentCount', { count: recent.length })
            : notice}
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

/**
 * An option's lines: its name (the typed words in bold), then a quieter detail cut with an ellipsis when too long,
 * then a product's price on a line of its own that wraps but is never cut (t1-F4: "レディース・セール ￥16,20…" at
 * 320 px). The option's accessible name reads them in order with the language's separator between the detail and
 * the price ("Women's · Sale £93.00, was £155.00"), as the one line it replaced did; the separator is only heard,
 * the line break shows the break.
 */
export function SuggestionText({
  item,
  query,
  locale,
}: {
  item: Pick<Suggestion, 'label' | 'detail' | 'price' | 'action'>;
  query: string;
  locale: string;
}) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className={cx('truncate', item.action ? 'text-muted underline' : 'font-medium')}>
        {item.action
          ? item.label
          : matchParts(item.label, query, locale).map((part, i) =>
              part.match ? (
                <span key={i} className="font-bold">
                  {part.text}
                </span>
              ) : (
                part.text
              ),
            )}
      </span>
      {item.detail ? (
        <span className="truncate text-muted" data-suggestion="detail">
          {item.detail}
          {item.price ? <span className="sr-only">{separatorFor(locale)}</span> : null}
        </span>
      ) : null}
      {item.price ? (
        <span className="text-muted" data-suggestion="price">
          {item.price}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Whether the box takes a new page's query: yes unless the shopper is typing in it, that is, it has the focus and
 * holds something other than the query the page before put in it (what a search from the box, or Back and Forward
 * after one, leave there is the page's query, not typing).
 */
export function followsPage(value: string, shown: string, focused: boolean): boolean {
  return !focused || value === shown;
}

/** The query of the results page being shown (`/{locale}/search?q=`), as the page searched it; '' on any other page. */
function useSearchedQuery(locale: string): string {
  const { pathname, search } = useLocation();
  return searchedQuery(locale, pathname, search);
}

export function searchedQuery(locale: string, pathname: string, search: string): string {
  if (pathname !== `/${locale}/search`) return '';
  return clampSearchQuery(new URLSearchParams(search).get('q') ?? '');
}
